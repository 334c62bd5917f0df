// The rate-limit counters, kept in the database so every API process shares them.
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema/system";

export interface Counter {
  count: number;
  expiresAt: Date;
}

/** The live counters among `keys` (an expired or missing one is absent). */
export async function readCounters(db: Db, keys: string[], now = new Date()): Promise<Map<string, Counter>> {
  const rows = await db
    .select()
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.expiresAt, now)));
  return new Map(rows.map((r) => [r.key, { count: r.count, expiresAt: r.expiresAt }]));
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Counts one hit against a window that opens at the first hit and lasts windowSeconds, and
 * returns the count. The counter lives in the database so every API process shares it.
 */
export async function countHit(
  db: Db,
  key: string,
  rule: { windowSeconds: number },
  now = new Date(),
): Promise<Counter> {
  const fresh = new Date(now.getTime() + rule.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, expiresAt: fresh })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.expiresAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        expiresAt: sql`case when ${rateLimits.expiresAt} <= ${now.toISOString()}::timestamptz then excluded.expires_at else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ count: rateLimits.count, expiresAt: rateLimits.expiresAt });
  // Expired counters are swept now and then rather than by a scheduler.
  if (Math.random() < 0.01) {
    await db.delete(rateLimits).where(sql`${rateLimits.expiresAt} < ${now.toISOString()}::timestamptz`);
  }
  return row ?? { count: 1, expiresAt: fresh };
}
