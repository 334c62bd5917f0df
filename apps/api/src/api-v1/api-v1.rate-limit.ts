// /api/v1's rate limit: a token bucket per key, 10 tokens a second up to 20, kept in PostgreSQL so
// every process spends from the same bucket. One upsert refills, decides and spends.
import { sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";

export const API_RATE = { perSecond: 10, burst: 20 } as const;

export const rateLimitedMessage = "Limite de requisições excedido: até 10 por segundo, com picos de 20.";

/** Refills the key's bucket for the time passed and takes a token if one is there. */
export async function takeToken(db: AppEnv["Variables"]["deps"]["database"]["db"], keyId: string) {
  const { perSecond, burst } = API_RATE;
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

/**
 * Answers every request with its X-RateLimit-* headers, and a request over the limit with 429 and
 * Retry-After (whole seconds until a token is back). Use after requireApiKey.
 */
export const apiRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const { tokens, allowed } = await takeToken(c.var.deps.database.db, c.var.apiKey.id);
  const now = Date.now();
  const secondsToFull = (API_RATE.burst - tokens) / API_RATE.perSecond;
  const headers: Record<string, string> = {
    "x-ratelimit-limit": String(API_RATE.burst),
    "x-ratelimit-remaining": String(Math.max(0, Math.floor(tokens))),
    "x-ratelimit-reset": String(Math.ceil(now / 1000 + secondsToFull)),
  };
  if (!allowed) {
    const retryAfter = Math.max(1, Math.ceil((1 - tokens) / API_RATE.perSecond));
    throw new ApiError("RATE_LIMITED", rateLimitedMessage, undefined, {
      ...headers,
      "retry-after": String(retryAfter),
    });
  }
  await next();
  for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
});
