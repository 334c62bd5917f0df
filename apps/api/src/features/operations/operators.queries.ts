// Operators are never signed up: `npm run operator:create` makes the account and a one-time link
// to choose its password (better-auth's reset link, valid for a day).
import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, sessions, twoFactors, users, verifications } from "../../db/schema/auth";
import { profiles } from "../../db/schema/profiles";
import type { SessionUser } from "../../http/context";
import { recordAudit } from "./operations.audit.queries";

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

/** Every operator, for the console's list: who has a confirmed authenticator app. */
export function listOperators(db: Db) {
  return db
    .select({
      id: users.id,
      fullName: profiles.fullName,
      email: users.email,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.role, "operador"))
    .orderBy(asc(profiles.fullName), asc(users.id));
}

/**
 * Clears another operator's second factor, for one who lost both the phone and the recovery
 * codes: the secret and codes go, and so do his sessions, so his next sign-in (with the password)
 * lands on the enrollment. The audit entry is written in the same transaction.
 */
export async function resetOperatorTwoFactor(db: Db, actor: SessionUser, targetId: string, reason: string) {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, email: users.email, name: profiles.fullName, enabled: users.twoFactorEnabled })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(and(eq(users.id, targetId), eq(profiles.role, "operador")))
      .for("update", { of: users });
    if (!target) return { kind: "missing" } as const;
    if (!target.enabled) return { kind: "not_enabled" } as const;
    await tx.delete(twoFactors).where(eq(twoFactors.userId, targetId));
    await tx.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, targetId));
    await tx.delete(sessions).where(eq(sessions.userId, targetId));
    await recordAudit(tx, actor, {
      action: "operator.two_factor.reset",
      targetType: "user",
      targetId,
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false, sessionsEnded: true },
      reason,
    });
    return { kind: "ok", target } as const;
  });
}
