// Operators are never signed up: `npm run operator:create` makes the account and a one-time link
// to choose its password (better-auth's reset link, valid for a day).
import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, users, verifications } from "../../db/schema/auth";
import { profiles } from "../../db/schema/profiles";

export const OPERATOR_LINK_HOURS = 24;

export type OperatorCreation =
  | { status: "created" | "relinked"; userId: string; token: string }
  | { status: "taken"; role: string };

/**
 * Creates the operator (e-mail confirmed, a random password nobody knows) or, for an operator
 * that exists, issues a new link; an address of a militar or a company is refused.
 */
export async function createOperator(
  db: Db,
  email: string,
  fullName: string,
  now = new Date(),
): Promise<OperatorCreation> {
  const address = email.trim().toLowerCase();
  const token = randomBytes(24).toString("base64url");
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, role: profiles.role })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.email, address));
    if (existing && existing.role !== "operador") return { status: "taken", role: existing.role };
    const userId = existing?.id ?? randomUUID();
    if (!existing) {
      const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
      await tx.insert(users).values({ id: userId, name: fullName, email: address, emailVerified: true });
      await tx
        .insert(accounts)
        .values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash });
      await tx
        .insert(profiles)
        .values({ id: userId, fullName, email: address, role: "operador", termsAcceptedAt: now });
    }
    await tx.insert(verifications).values({
      id: randomUUID(),
      identifier: `reset-password:${token}`,
      value: userId,
      expiresAt: new Date(now.getTime() + OPERATOR_LINK_HOURS * 3600_000),
    });
    return { status: existing ? "relinked" : "created", userId, token };
  });
}

/** The link that opens the password page with the token (through better-auth's own check). */
export const operatorPasswordLink = (baseUrl: string, token: string) =>
  `${baseUrl.replace(/\/$/, "")}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent("/auth/redefinir-senha")}`;
