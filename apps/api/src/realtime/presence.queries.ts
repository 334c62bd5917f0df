// Presence: which users hold an open realtime stream on some API process. Each process writes
// only its own rows: one when a user's first stream opens, its removal when the last one closes,
// and one statement every PRESENCE_TOUCH_MS that confirms all of them.
import { type AnyColumn, and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { userPresence } from "../db/schema/system";

/** How often a process confirms its users' presence. */
export const PRESENCE_TOUCH_MS = 30_000;
/** How long a row stays believed without being confirmed: three missed confirmations. */
export const PRESENCE_FRESH_MS = 3 * PRESENCE_TOUCH_MS;

export async function markOnline(db: Db, processId: string, userId: string) {
  await db
    .insert(userPresence)
    .values({ userId, processId })
    .onConflictDoUpdate({ target: [userPresence.userId, userPresence.processId], set: { seenAt: sql`now()` } });
}

export async function markOffline(db: Db, processId: string, userId: string) {
  await db.delete(userPresence).where(and(eq(userPresence.userId, userId), eq(userPresence.processId, processId)));
}

/** Confirms every user this process holds a stream of. */
export async function touchProcess(db: Db, processId: string) {
  await db.update(userPresence).set({ seenAt: sql`now()` }).where(eq(userPresence.processId, processId));
}

/** Forgets this process's rows (it stops), and any row nobody confirmed for long (a process that died). */
export async function clearProcess(db: Db, processId: string) {
  await db
    .delete(userPresence)
    .where(
      sql`${userPresence.processId} = ${processId} OR ${userPresence.seenAt} < now() - ${`${PRESENCE_FRESH_MS * 4} milliseconds`}::interval`,
    );
}

/** SQL: whether the user in `userIdColumn` is online now. */
export const isOnline = (userIdColumn: AnyColumn | SQL) =>
  sql<boolean>`exists (select 1 from user_presence p where p.user_id = ${userIdColumn}
    and p.seen_at > now() - ${`${PRESENCE_FRESH_MS} milliseconds`}::interval)`;
