import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema/system";
import { ApiError } from "./errors";

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitRules {
  signInPerIp: RateRule;
  signInPerAccount: RateRule;
  signUpPerIp: RateRule;
  signUpPerAccount: RateRule;
  resetPerIp: RateRule;
  resetPerAccount: RateRule;
}

export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  signInPerIp: { limit: 30, windowSeconds: 600 },
  signInPerAccount: { limit: 3, windowSeconds: 10 },
  signUpPerIp: { limit: 10, windowSeconds: 3600 },
  signUpPerAccount: { limit: 3, windowSeconds: 3600 },
  resetPerIp: { limit: 10, windowSeconds: 3600 },
  resetPerAccount: { limit: 3, windowSeconds: 900 },
};

/** The default rules with the per-IP limits multiplied (per-account limits never change). */
export function rateLimitsFor(ipMultiplier: number): RateLimitRules {
  const scale = (rule: RateRule): RateRule => ({ ...rule, limit: rule.limit * ipMultiplier });
  return {
    ...DEFAULT_RATE_LIMITS,
    signInPerIp: scale(DEFAULT_RATE_LIMITS.signInPerIp),
    signUpPerIp: scale(DEFAULT_RATE_LIMITS.signUpPerIp),
    resetPerIp: scale(DEFAULT_RATE_LIMITS.resetPerIp),
  };
}

/**
 * Counts one hit against a window that opens at the first hit and lasts windowSeconds.
 * The counter lives in the database so every API process shares it.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateRule, now = new Date()): Promise<void> {
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
  if (row && row.count > rule.limit) {
    const retryAfter = Math.max(1, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000));
    throw new ApiError("RATE_LIMITED", undefined, undefined, { "Retry-After": String(retryAfter) });
  }
  // Expired counters are swept now and then rather than by a scheduler.
  if (Math.random() < 0.01) {
    await db.delete(rateLimits).where(sql`${rateLimits.expiresAt} < ${now.toISOString()}::timestamptz`);
  }
}
