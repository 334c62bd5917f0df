import { authMessages } from "@pm/shared/account";
import { INVITATION_TOKEN, type InvitationView, invitationSignUpSchema, memberMessages } from "@pm/shared/members";
import { hashPassword } from "better-auth/crypto";
import { Hono } from "hono";
import { z } from "zod";
import { forwardCookies } from "../../auth/better-auth-response";
import { requireUser } from "../../auth/guards";
import { loadMe } from "../../auth/session.queries";
import { clientIp } from "../../http/client-ip";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { hitRateLimit } from "../../http/rate-limit";
import { json, param } from "../../http/validate";
import {
  type AcceptResult,
  acceptInvitation,
  findInvitation,
  type InvitationRefusal,
  signUpThroughInvitation,
} from "./members.queries";
import { invitationTokenHash } from "./members.tokens";

const notFound = () => new ApiError("NOT_FOUND", memberMessages.invitationNotFound);
const tokenParam = param(z.object({ token: z.string().regex(INVITATION_TOKEN) }), notFound);

const REFUSALS: Record<Exclude<InvitationRefusal, "missing">, string> = {
  revoked: memberMessages.invitationRevoked,
  accepted: memberMessages.invitationAccepted,
  expired: memberMessages.invitationExpired,
};

function refusalError(refusal: InvitationRefusal): ApiError {
  return refusal === "missing" ? notFound() : new ApiError("INVALID_TOKEN", REFUSALS[refusal]);
}

function acceptError(result: Exclude<AcceptResult, { kind: "joined" }>): ApiError {
  switch (result.kind) {
    case "refused":
      return refusalError(result.refusal);
    case "other_email":
      return new ApiError("FORBIDDEN", memberMessages.invitationOtherEmail(result.email));
    case "militar":
      return new ApiError("FORBIDDEN", memberMessages.invitationMilitar);
    case "operator":
      return new ApiError("FORBIDDEN");
    case "other_company":
      return new ApiError("CONFLICT", memberMessages.invitationOtherCompany);
    case "same_company":
      return new ApiError("CONFLICT", memberMessages.alreadyMember);
  }
}

/**
 * /api/team-invitations/{token}: the page an invitation's e-mail opens. Anyone with the link sees
 * which company invites which address; accepting takes that address's account, signed in or
 * created here (the link proves the address, so it needs no confirmation e-mail).
 */
export const membersInvitationRoutes = new Hono<AppEnv>()
  .get("/:token", tokenParam, async (c) => {
    const found = await findInvitation(c.var.deps.database.db, invitationTokenHash(c.req.valid("param").token));
    if (!found) throw notFound();
    const refusal = found.revokedAt
      ? "revoked"
      : found.acceptedAt
        ? "accepted"
        : found.expiresAt <= new Date()
          ? "expired"
          : null;
    if (refusal) throw refusalError(refusal);
    c.header("cache-control", "no-store");
    return c.json({
      companyName: found.companyName,
      email: found.email,
      role: found.role,
      invitedBy: found.invitedBy,
      expiresAt: found.expiresAt.toISOString(),
      hasAccount: found.hasAccount,
    } satisfies InvitationView);
  })
  .post("/:token/accept", requireUser, tokenParam, async (c) => {
    const { deps, user } = c.var;
    const db = deps.database.db;
    const result = await acceptInvitation(db, invitationTokenHash(c.req.valid("param").token), user, new Date());
    if (result.kind !== "joined") throw acceptError(result);
    const me = await loadMe(db, user.id);
    if (!me) throw new ApiError("UNAUTHENTICATED");
    return c.json({ me, message: memberMessages.joined(me.company?.name ?? "") });
  })
  .post("/:token/sign-up", tokenParam, json(invitationSignUpSchema), async (c) => {
    const { deps } = c.var;
    const db = deps.database.db;
    const input = c.req.valid("json");
    await hitRateLimit(db, `sign-up:ip:${clientIp(c, deps.env.TRUST_PROXY)}`, deps.rateLimits.signUpPerIp);
    const result = await signUpThroughInvitation(
      db,
      invitationTokenHash(c.req.valid("param").token),
      { fullName: input.fullName, passwordHash: await hashPassword(input.password) },
      new Date(),
    );
    if (result.kind === "refused") throw refusalError(result.refusal);
    if (result.kind === "has_account") throw new ApiError("CONFLICT", memberMessages.invitationHasAccount);
    const res = await deps.auth.api.signInEmail({
      body: { email: result.email, password: input.password, rememberMe: true },
      headers: c.req.raw.headers,
      asResponse: true,
    });
    if (!res.ok) throw new ApiError("INTERNAL", authMessages.profileLoadError);
    const body = (await res.json()) as { user: { id: string } };
    const me = await loadMe(db, body.user.id);
    if (!me) throw new ApiError("UNAUTHENTICATED", authMessages.profileLoadError);
    forwardCookies(res, c.res.headers);
    return c.json({ me, message: memberMessages.joined(me.company?.name ?? "") }, 201);
  });
