import type { Db } from "../db/client";
import { ApiError } from "./errors";
import { type Counter, countHit } from "./rate-limit.queries";

export interface RateRule {
  limit: number;
  windowSeconds: number;
  /** For a slow-down rule: the first wait, doubled per failure past the limit. */
  delayMs?: number;
}

export interface RateLimitRules {
  /** Failed sign-ins from one address, whatever the accounts: then that address is refused. */
  signInPerIp: RateRule;
  /** Failed sign-ins on one account from one address: then that pair is refused, no one else. */
  signInPerAccountIp: RateRule;
  /** Failed sign-ins on one account from anywhere: past `limit`, every try on it waits longer. */
  signInPerAccount: RateRule;
  /** Tries of the current password on a signed-in account (changing it, or the e-mail, or deleting). */
  passwordCheckPerAccount: RateRule;
  signUpPerIp: RateRule;
  signUpPerAccount: RateRule;
  resetPerIp: RateRule;
  /** Codes a partner's till presented that name no redemption of the partner: then it waits. */
  benefitCodeFailuresPerCompany: RateRule;
}

export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  signInPerIp: { limit: 30, windowSeconds: 600 },
  signInPerAccountIp: { limit: 5, windowSeconds: 900 },
  signInPerAccount: { limit: 5, windowSeconds: 900, delayMs: 1000 },
  passwordCheckPerAccount: { limit: 5, windowSeconds: 300 },
  signUpPerIp: { limit: 10, windowSeconds: 3600 },
  signUpPerAccount: { limit: 3, windowSeconds: 3600 },
  resetPerIp: { limit: 10, windowSeconds: 3600 },
  benefitCodeFailuresPerCompany: { limit: 30, windowSeconds: 900 },
};

/** The longest an attacked account makes a sign-in wait (OWASP ASVS 5.0 §6.3: slow down, never lock out). */
export const MAX_SIGN_IN_DELAY_MS = 30_000;

/**
 * How long a sign-in on an account waits, given the failures on it in the current window: nothing
 * up to the rule's limit, then 1 s, 2 s, 4 s… doubling per failure, never over 30 s.
 */
export function signInDelayMs(failures: number, rule: RateRule): number {
  const over = failures - rule.limit;
  if (over < 0) return 0;
  return Math.min(MAX_SIGN_IN_DELAY_MS, (rule.delayMs ?? 1000) * 2 ** Math.min(over, 15));
}

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

/** Refuses with 429 and Retry-After when `counter` has reached `rule.limit`. */
export function refuseWhenReached(counter: Counter | undefined, rule: RateRule, now = new Date()): void {
  if (counter && counter.count >= rule.limit) throw rateLimited(counter.expiresAt, now);
}

function rateLimited(expiresAt: Date, now: Date) {
  const retryAfter = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  return new ApiError("RATE_LIMITED", undefined, undefined, { "Retry-After": String(retryAfter) });
}

/** Counts one hit and refuses with 429 once the window holds more than `rule.limit`. */
export async function hitRateLimit(db: Db, key: string, rule: RateRule, now = new Date()): Promise<void> {
  const counter = await countHit(db, key, rule, now);
  if (counter.count > rule.limit) throw rateLimited(counter.expiresAt, now);
}
