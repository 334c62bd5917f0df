// What /api/v1's middleware reads and writes: the caller's API key (api-v1.auth.ts), its rate
// bucket (api-v1.rate-limit.ts) and its Idempotency-Key records (api-v1.idempotency.ts).
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { companies } from "../db/schema/companies";
import { apiIdempotency, apiKeys } from "../db/schema/integrations";

/** The live (not revoked) key with this hash, with its company, or undefined. */
export async function findLiveApiKey(db: Db, keyHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      permissions: apiKeys.permissions,
      createdBy: apiKeys.createdBy,
      lastUsedAt: apiKeys.lastUsedAt,
      company: companies,
    })
    .from(apiKeys)
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
  return row;
}

/** Records the key's use now, unless another request did within the last minute. */
export async function recordApiKeyUse(db: Db, keyId: string) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date() })
    .where(
      and(
        eq(apiKeys.id, keyId),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
}

/** Refills the key's bucket for the time passed and takes a token if one is there. */
export async function takeToken(db: Db, keyId: string, rate: { perSecond: number; burst: number }) {
  const { perSecond, burst } = rate;
  const refill = sql`LEAST(${burst}::float8, api_rate_buckets.tokens + EXTRACT(EPOCH FROM (clock_timestamp() - api_rate_buckets.refilled_at)) * ${perSecond})`;
  const result = await db.execute(sql`
    INSERT INTO api_rate_buckets (key_id, tokens, refilled_at, allowed)
    VALUES (${keyId}, ${burst - 1}, clock_timestamp(), true)
    ON CONFLICT (key_id) DO UPDATE SET
      tokens = CASE WHEN ${refill} >= 1 THEN ${refill} - 1 ELSE ${refill} END,
      allowed = ${refill} >= 1,
      refilled_at = clock_timestamp()
    RETURNING tokens, allowed`);
  const [row] = (result as unknown as { rows: { tokens: number; allowed: boolean }[] }).rows;
  return { tokens: Number(row?.tokens ?? 0), allowed: row?.allowed ?? false };
}

/** The record of one Idempotency-Key of one API key. */
const idempotencyRecord = (keyId: string, idempotencyKey: string) =>
  and(eq(apiIdempotency.keyId, keyId), eq(apiIdempotency.idempotencyKey, idempotencyKey));

/** Forgets the key's record if it was made before `before`, so the key may be used again. */
export async function forgetIdempotencyKeyBefore(db: Db, keyId: string, idempotencyKey: string, before: Date) {
  await db
    .delete(apiIdempotency)
    .where(and(idempotencyRecord(keyId, idempotencyKey), lt(apiIdempotency.createdAt, before)));
}

/** Records the key as in progress for this request; false when a record of it already exists. */
export async function claimIdempotencyKey(
  db: Db,
  keyId: string,
  idempotencyKey: string,
  fingerprint: string,
): Promise<boolean> {
  const claimed = await db
    .insert(apiIdempotency)
    .values({ keyId, idempotencyKey, fingerprint })
    .onConflictDoNothing()
    .returning({ keyId: apiIdempotency.keyId });
  return claimed.length > 0;
}

/** The key's record: the request's fingerprint and, once answered, the answer kept. */
export async function findIdempotencyRecord(db: Db, keyId: string, idempotencyKey: string) {
  const [first] = await db.select().from(apiIdempotency).where(idempotencyRecord(keyId, idempotencyKey));
  return first;
}

/** Keeps the answer given to the key's request, to replay it. */
export async function storeIdempotentAnswer(
  db: Db,
  keyId: string,
  idempotencyKey: string,
  answer: { status: number; body: unknown },
) {
  await db
    .update(apiIdempotency)
    .set({ status: answer.status, body: answer.body })
    .where(idempotencyRecord(keyId, idempotencyKey));
}

/** Releases the key when its request kept no answer, so it may be sent again. */
export async function releaseIdempotencyKey(db: Db, keyId: string, idempotencyKey: string) {
  await db
    .delete(apiIdempotency)
    .where(and(idempotencyRecord(keyId, idempotencyKey), sql`${apiIdempotency.status} IS NULL`));
}
