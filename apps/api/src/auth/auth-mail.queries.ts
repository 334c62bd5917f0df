import { and, asc, count, desc, eq, gt, inArray, isNull, like, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users, verifications } from "../db/schema/auth";
import { profiles } from "../db/schema/profiles";
import { authMailRequests } from "../db/schema/system";

export type AuthMailKind = "sign_up" | "password_reset" | "sign_in_alert" | "two_factor_alert";
export type AuthMailOutcome = "sent" | "capped" | "no_account" | "failed";
export type AuthMailRequest = typeof authMailRequests.$inferSelect;

/** A row claimed this long ago by a worker that never finished (a process that died) is claimed again. */
const STALE_CLAIM_MS = 2 * 60 * 1000;

export async function enqueueAuthMail(db: Db, kind: AuthMailKind, email: string, payload?: unknown): Promise<void> {
  await db.insert(authMailRequests).values({ kind, email, payload: payload ?? null });
}

/** Claims up to `limit` unprocessed requests, oldest first; another process skips the rows claimed here. */
export async function claimAuthMail(db: Db, limit: number, now = new Date()): Promise<AuthMailRequest[]> {
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  const claimable = db
    .select({ id: authMailRequests.id })
    .from(authMailRequests)
    .where(
      and(
        isNull(authMailRequests.processedAt),
        or(isNull(authMailRequests.claimedAt), lt(authMailRequests.claimedAt, staleBefore)),
      ),
    )
    .orderBy(asc(authMailRequests.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db.update(authMailRequests).set({ claimedAt: now }).where(inArray(authMailRequests.id, claimable)).returning();
}

/** Records what became of a request and drops its payload (a sign-up's password hash). */
export async function finishAuthMail(db: Db, id: string, outcome: AuthMailOutcome, now = new Date()): Promise<void> {
  await db
    .update(authMailRequests)
    .set({ processedAt: now, outcome, payload: null })
    .where(eq(authMailRequests.id, id));
}

export async function pendingAuthMailCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(authMailRequests).where(isNull(authMailRequests.processedAt));
  return Number(row?.n ?? 0);
}

/**
 * Decides, under a per-address lock, whether one more e-mail of `kind` may go to `email`: at most
 * `max` were sent in the last `windowMs`. When it may, the request is marked sent in the same
 * transaction, so two workers cannot both take the last place.
 */
export async function takeSendingPlace(
  db: Db,
  request: Pick<AuthMailRequest, "id" | "kind" | "email">,
  max: number,
  windowMs: number,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`auth-mail:${request.kind}:${request.email}`}))`);
    const [row] = await tx
      .select({ n: count() })
      .from(authMailRequests)
      .where(
        and(
          eq(authMailRequests.email, request.email),
          eq(authMailRequests.kind, request.kind),
          eq(authMailRequests.outcome, "sent"),
          gt(authMailRequests.processedAt, new Date(now.getTime() - windowMs)),
        ),
      );
    if (Number(row?.n ?? 0) >= max) return false;
    await tx
      .update(authMailRequests)
      .set({ processedAt: now, outcome: "sent", payload: null })
      .where(eq(authMailRequests.id, request.id));
    return true;
  });
}

/** The account behind a sign-in e-mail, with the name the e-mails greet. */
export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, role: profiles.role })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email));
  return row ?? null;
}

/**
 * Keeps the newest unexpired reset link of a user valid until `until`: when the hourly cap
 * stops a new e-mail, the link already in the owner's inbox keeps working.
 */
export async function extendNewestResetLink(db: Db, userId: string, until: Date, now = new Date()) {
  const newest = db
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      and(
        eq(verifications.value, userId),
        like(verifications.identifier, "reset-password:%"),
        gt(verifications.expiresAt, now),
      ),
    )
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  await db
    .update(verifications)
    .set({ expiresAt: sql`greatest(${verifications.expiresAt}, ${until.toISOString()}::timestamptz)` })
    .where(inArray(verifications.id, newest));
}

/** Processed requests are kept a day for the rolling caps, then swept. */
export async function sweepAuthMail(db: Db, now = new Date()) {
  await db
    .delete(authMailRequests)
    .where(lt(authMailRequests.processedAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
}
