// The secret of an invitation's link. Only its SHA-256 is stored: a copy of the database opens no
// team. Sending the invitation again replaces it, so an older e-mail's link stops working.
import { createHash, randomBytes } from "node:crypto";
import { INVITATION_TTL_DAYS } from "@pm/shared/members";
import { href } from "@pm/shared/pages";

export const invitationTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export function newInvitationToken() {
  const value = randomBytes(32).toString("base64url");
  return { value, hash: invitationTokenHash(value) };
}

export const invitationExpiry = (now: Date) => new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000);

export const invitationUrl = (baseUrl: string, token: string) => `${baseUrl}${href("teamInvitation", { token })}`;
