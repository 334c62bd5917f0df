// What /api/v1's middleware reads and writes: the caller's API key (api-v1.auth.ts), its rate
// bucket (api-v1.rate-limit.ts) and its Idempotency-Key records (api-v1.idempotency.ts).
import { and, eq, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { companies } from "../db/schema/companies";
import { apiIdempotency, apiKeys } from "../db/schema/integrations";

const liveKeyColumns = {
  id: apiKeys.id,
  permissions: apiKeys.permissions,
  createdBy: apiKeys.createdBy,
  lastUsedAt: apiKeys.lastUsedAt,
  company: companies,
};

/**
 * The live (not revoked) key with this hash and its company, or undefined; and in the same statement a
 * token of its bucket taken (as takeToken) when its company may call the API: paid, not
 * suspended, on one of `plans`. `bucket` is null when none was taken. Every call of the API
 * reads its key and spends from its bucket: one round trip for both instead of two.
 */
export async function findLiveApiKeyTakingToken(
  db: Db,
  keyHash: string,
  rate: { perSecond: number; burst: number },
  plans: readonly string[],
) {
  const bucket = db
    .$with("bucket", {
      keyId: sql<string>`bucket.key_id`.as("bucket_key_id"),
      tokens: sql<number>`bucket.tokens`.as("bucket_tokens"),
      allowed: sql<boolean>`bucket.allowed`.as("bucket_allowed"),
    })
    .as(
      sql`${spendToken(
        sql`SELECT k.id, ${rate.burst - 1}::float8, clock_timestamp(), true FROM api_keys k
          JOIN companies c ON c.id = k.company_id
          WHERE k.key_hash = ${keyHash} AND k.revoked_at IS NULL
            AND c.payment_status = 'completed' AND c.suspended_at IS NULL
            AND c.plan::text = ANY(${sql.param([...plans])}::text[])`,
        rate,
      )} RETURNING key_id AS bucket_key_id, tokens AS bucket_tokens, allowed AS bucket_allowed`,
    );
  const [row] = await db
    .with(bucket)
    .select({ ...liveKeyColumns, tokens: bucket.tokens, allowed: bucket.allowed })
    .from(apiKeys)
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .leftJoin(bucket, eq(bucket.keyId, apiKeys.id))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
  if (!row) return undefined;
  const { tokens, allowed, ...key } = row;
  return { ...key, bucket: tokens === null ? null : { tokens: Number(tokens), allowed: Boolean(allowed) } };
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

/**
 * The upsert that refills a bucket for the time passed and takes a token if one is there, for the
 * row `values` selects (key_id, tokens, refilled_at, allowed: a new bucket, full but for the token).
 */
function spendToken(values: SQL, rate: { perSecond: number; burst: number }) {
  const { perSecond, burst } = rate;
  const refill = sql`LEAST(${burst}::float8, api_rate_buckets.tokens + EXTRACT(EPOCH FROM (clock_timestamp() - api_rate_buckets.refilled_at)) * ${perSecond})`;
  return sql`INSERT INTO api_rate_buckets (key_id, tokens, refilled_at, allowed)
    ${values}
    ON CONFLICT (key_id) DO UPDATE SET
      tokens = CASE WHEN ${refill} >= 1 THEN ${refill} - 1 ELSE ${refill} END,
      allowed = ${refill} >= 1,
      refilled_at = clock_timestamp()`;
}

/** Refills the key's bucket for the time passed and takes a token if one is there. */
export async function takeToken(db: Db, keyId: string, rate: { perSecond: number; burst: number }) {
  const result = await db.execute(
    sql`${spendToken(sql`VALUES (${keyId}, ${rate.burst - 1}, clock_timestamp(), true)`, rate)} RETURNING tokens, allowed`,
  );
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
