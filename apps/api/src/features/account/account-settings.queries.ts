import { createHash } from "node:crypto";
import type { Role } from "@pm/shared/account";
import { and, eq, gt, like, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { accounts, users, verifications } from "../../db/schema/auth";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";

/** The stored password hash of the user's e-mail and password credential. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  return row?.password ?? null;
}

export async function setEmailNotifications(db: Db, userId: string, emailNotifications: boolean) {
  const [row] = await db
    .update(militaryProfiles)
    .set({ emailNotifications, updatedAt: new Date() })
    .where(eq(militaryProfiles.userId, userId))
    .returning({ emailNotifications: militaryProfiles.emailNotifications });
  return row ?? null;
}

// --- E-mail change ------------------------------------------------------------------------------
// A request stores a row in better-auth's verifications table, keyed by the SHA-256 of a random
// token that only the e-mail to the new address carries. Following the link applies the change.

const EMAIL_CHANGE_PREFIX = "change-email:";
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

const tokenKey = (token: string) => `${EMAIL_CHANGE_PREFIX}${createHash("sha256").update(token).digest("hex")}`;

type EmailChange = { userId: string; email: string };

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}

/** Replaces any pending change of this user with a new one. */
export async function storeEmailChange(db: Db, change: EmailChange, token: string) {
  await db.transaction(async (tx) => {
    await deletePendingEmailChanges(tx, change.userId);
    await tx.insert(verifications).values({
      id: crypto.randomUUID(),
      identifier: tokenKey(token),
      value: JSON.stringify(change),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
    });
  });
}

async function deletePendingEmailChanges(db: Db | Tx, userId: string) {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, `${EMAIL_CHANGE_PREFIX}%`), like(verifications.value, `%"${userId}"%`)));
}

export type EmailChangeResult =
  | { ok: true; userId: string; oldEmail: string; newEmail: string; role: Role }
  | { ok: false; reason: "invalid" | "taken" };

/**
 * Applies the change a token stands for, once: the sign-in e-mail (users.email) and, for a
 * militar, the profile's e-mail. A company's profiles.email is its contact e-mail and stays.
 */
export async function applyEmailChange(db: Db, token: string): Promise<EmailChangeResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(verifications)
      .where(and(eq(verifications.identifier, tokenKey(token)), gt(verifications.expiresAt, new Date())))
      .returning({ value: verifications.value });
    if (!row) return { ok: false, reason: "invalid" } as const;
    const change = JSON.parse(row.value) as EmailChange;
    const [user] = await tx
      .select({ email: users.email, role: profiles.role })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, change.userId));
    if (!user) return { ok: false, reason: "invalid" } as const;
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, change.email));
    if (taken) return { ok: false, reason: taken.id === change.userId ? "invalid" : "taken" } as const;
    const now = new Date();
    await tx
      .update(users)
      .set({ email: change.email, emailVerified: true, updatedAt: now })
      .where(eq(users.id, change.userId));
    if (user.role === "militar") {
      await tx.update(profiles).set({ email: change.email, updatedAt: now }).where(eq(profiles.id, change.userId));
    }
    return { ok: true, userId: change.userId, oldEmail: user.email, newEmail: change.email, role: user.role } as const;
  });
}

/** The address a pending change would move to, if any. */
export async function pendingEmailChange(db: Db, userId: string): Promise<string | null> {
  const rows = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(
      and(
        like(verifications.identifier, `${EMAIL_CHANGE_PREFIX}%`),
        like(verifications.value, `%"${userId}"%`),
        gt(verifications.expiresAt, new Date()),
      ),
    );
  const change = rows.map((r) => JSON.parse(r.value) as EmailChange).find((c) => c.userId === userId);
  return change?.email ?? null;
}

/** Verification rows that name the user (pending e-mail changes, password reset tokens). */
export const verificationsOf = (userId: string) =>
  or(eq(verifications.value, userId), like(verifications.value, `%"${userId}"%`));
