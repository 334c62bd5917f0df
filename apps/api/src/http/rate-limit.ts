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
  /**
   * Failed sign-ins (password or second-factor code) presenting one device cookie: then that
   * cookie stops being trusted, so a stolen one gives its thief no more than `limit` guesses.
   */
  signInPerDevice: RateRule;
  /** Wrong second-factor codes on one account from anywhere: then only its trusted devices may try. */
  twoFactorPerAccount: RateRule;
  /** Tries of the current password on a signed-in account (changing it, or the e-mail, or deleting). */
  passwordCheckPerAccount: RateRule;
  signUpPerIp: RateRule;
  signUpPerAccount: RateRule;
  resetPerIp: RateRule;
  /**
   * Codes one user at a partner's till presented that name no redemption of the partner: then that
   * user waits, and the partner's other users go on validating.
   */
  benefitCodeFailuresPerUser: RateRule;
  /** The same failures of all the partner's users together: a flood spread over logins stops too. */
  benefitCodeFailuresPerCompany: RateRule;
  /** Alert subscriptions from one address (IP): a visitor makes a few, a flood of confirmations is abuse. */
  alertSubscribePerIp: RateRule;
  /** Alert subscriptions for one e-mail address, whoever asks: its inbox gets few confirmations. */
  alertSubscribePerAddress: RateRule;
  /** Support requests one account opens: a person has a few questions a day, not dozens an hour. */
  supportRequestsPerAccount: RateRule;
  /** Questions and answers one member posts in the community: a flood is spam, whoever writes it. */
  communityPostsPerAccount: RateRule;
  /** Reports one member makes: enough for a bad day, not enough to hide posts at will. */
  communityReportsPerAccount: RateRule;
}

export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  signInPerIp: { limit: 30, windowSeconds: 600 },
  signInPerAccountIp: { limit: 5, windowSeconds: 900 },
  signInPerAccount: { limit: 5, windowSeconds: 900, delayMs: 1000 },
  signInPerDevice: { limit: 10, windowSeconds: 3600 },
  twoFactorPerAccount: { limit: 10, windowSeconds: 3600 },
  passwordCheckPerAccount: { limit: 5, windowSeconds: 300 },
  signUpPerIp: { limit: 10, windowSeconds: 3600 },
  signUpPerAccount: { limit: 3, windowSeconds: 3600 },
  resetPerIp: { limit: 10, windowSeconds: 3600 },
  // A cashier mistypes a few codes an hour; 30 in 15 minutes is far past that. The company's
  // limit leaves room for several tills at once and still allows only 19,200 guesses a day
  // against 29^8 (5 * 10^11) codes per prefix.
  benefitCodeFailuresPerUser: { limit: 30, windowSeconds: 900 },
  benefitCodeFailuresPerCompany: { limit: 200, windowSeconds: 900 },
  alertSubscribePerIp: { limit: 20, windowSeconds: 3600 },
  alertSubscribePerAddress: { limit: 5, windowSeconds: 3600 },
  supportRequestsPerAccount: { limit: 10, windowSeconds: 3600 },
  communityPostsPerAccount: { limit: 20, windowSeconds: 3600 },
  communityReportsPerAccount: { limit: 20, windowSeconds: 3600 },
};

/**
 * Wrong second-factor codes on one account before its owner is told: whoever typed them knew the
 * password. Never later than the account's own limit.
 */
export const TWO_FACTOR_ALERT_AFTER = 3;

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
    alertSubscribePerIp: scale(DEFAULT_RATE_LIMITS.alertSubscribePerIp),
  };
}

/** Whether `counter` has reached `rule.limit` in its window. */
export function reached(counter: Counter | undefined, rule: RateRule): boolean {
  return counter !== undefined && counter.count >= rule.limit;
}

/** Refuses with 429 and Retry-After when `counter` has reached `rule.limit`. */
export function refuseWhenReached(counter: Counter | undefined, rule: RateRule, now = new Date()): void {
  if (counter && reached(counter, rule)) throw rateLimited(counter.expiresAt, now);
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
