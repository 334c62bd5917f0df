import { setTimeout as sleep } from "node:timers/promises";
import { authMessages } from "@pm/shared/account";
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  twoFactorSignInSchema,
} from "@pm/shared/account.schemas";
import type { Context } from "hono";
import { Hono } from "hono";
import { enqueueAuthMail } from "../../auth/auth-mail.queries";
import { confirmationCallback, type SignInAlertPayload } from "../../auth/auth-mail.worker";
import { betterAuthErrorCode, forwardCookies } from "../../auth/better-auth-response";
import { deviceCookieOf, deviceFailuresKey, issueDeviceCookie } from "../../auth/device-cookie";
import { requireUser } from "../../auth/guards";
import { loadMe, loadTwoFactorChallenge } from "../../auth/session.queries";
import { signedSessionToken, signedTwoFactorChallenge } from "../../auth/session-lookup";
import { readingSecondFactor } from "../../auth/two-factor-secret";
import { clientIp } from "../../http/client-ip";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { hitRateLimit, reached, refuseWhenReached, signInDelayMs, TWO_FACTOR_ALERT_AFTER } from "../../http/rate-limit";
import { clearCounter, countHit, readCounters } from "../../http/rate-limit.queries";
import { json } from "../../http/validate";
import { findContinuePath, findUserIdByEmail } from "./account.queries";
import { requestPasswordReset, requestSignUp } from "./account.service";

/**
 * A browser that signs up while it still holds someone's session is about to become someone
 * else: that session ends here, on the server and in the browser.
 */
async function endSessionHeld(c: Context<AppEnv>) {
  const { deps } = c.var;
  if (!signedSessionToken(c.req.header("cookie"), deps.env.AUTH_SECRET)) return;
  try {
    const res = await deps.auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
    forwardCookies(res, c.res.headers);
  } catch (err) {
    deps.logger.warn({ err }, "could not end the session held at sign-up");
  }
}

export const accountRoutes = new Hono<AppEnv>()
  .post("/sign-up", json(signUpSchema), async (c) => {
    const { deps } = c.var;
    const input = c.req.valid("json");
    const ip = clientIp(c, deps.env.TRUST_PROXY);
    await hitRateLimit(deps.database.db, `sign-up:ip:${ip}`, deps.rateLimits.signUpPerIp);
    await hitRateLimit(deps.database.db, `sign-up:account:${input.email}`, deps.rateLimits.signUpPerAccount);
    await endSessionHeld(c);
    // The same answer whether or not the address has an account (its owner is told by e-mail).
    await requestSignUp(deps, input);
    return c.json({ message: authMessages.signUpSuccess }, 201);
  })
  .post("/sign-in", json(signInSchema), async (c) => {
    const { deps } = c.var;
    const db = deps.database.db;
    const rules = deps.rateLimits;
    const input = c.req.valid("json");
    const ip = clientIp(c, deps.env.TRUST_PROXY);
    // Failures are counted three ways. An address that fails too often is refused, on every
    // account or on the one it attacks; an account attacked from everywhere only slows down, so
    // its owner, from their own address, still gets in. A browser that signed in to the account
    // before (its device cookie) passes all three, for as long as it has not failed too often.
    const keys = {
      ip: `sign-in:ip:${ip}`,
      pair: `sign-in:account-ip:${input.email}:${ip}`,
      account: `sign-in:account:${input.email}`,
    };
    const device = deviceCookieOf(c, input.email);
    const deviceKey = device ? deviceFailuresKey(device) : null;
    const counters = await readCounters(db, [...Object.values(keys), ...(deviceKey ? [deviceKey] : [])]);
    const trusted =
      deviceKey !== null &&
      !reached(counters.get(deviceKey), rules.signInPerDevice) &&
      // The cookie names an account: the e-mail's account now (not one that had the address before).
      (await findUserIdByEmail(db, input.email)) === device?.userId;
    if (!trusted) {
      refuseWhenReached(counters.get(keys.ip), rules.signInPerIp);
      refuseWhenReached(counters.get(keys.pair), rules.signInPerAccountIp);
      const delay = signInDelayMs(counters.get(keys.account)?.count ?? 0, rules.signInPerAccount);
      if (delay > 0) await sleep(delay);
    }

    const next = await findContinuePath(db, input.email);
    const res = await deps.auth.api.signInEmail({
      body: {
        email: input.email,
        password: input.password,
        rememberMe: true,
        ...(next ? { callbackURL: confirmationCallback(next) } : {}),
      },
      headers: c.req.raw.headers,
      asResponse: true,
    });
    if (!res.ok) {
      const code = await betterAuthErrorCode(res);
      if (code === "EMAIL_NOT_VERIFIED") throw new ApiError("EMAIL_NOT_VERIFIED");
      if (res.status === 401 || code === "INVALID_EMAIL_OR_PASSWORD") {
        await countHit(db, keys.ip, rules.signInPerIp);
        await countHit(db, keys.pair, rules.signInPerAccountIp);
        if (deviceKey) await countHit(db, deviceKey, rules.signInPerDevice);
        const account = await countHit(db, keys.account, rules.signInPerAccount);
        // Crossing into the slow-down: its owner is told (the worker sends at most one an hour,
        // and nothing when the address has no account).
        if (account.count === rules.signInPerAccount.limit + 1) {
          const alert: SignInAlertPayload = { failures: account.count, at: new Date().toISOString() };
          await enqueueAuthMail(db, "sign_in_alert", input.email, alert);
          deps.authMail.kick();
        }
        throw new ApiError("INVALID_CREDENTIALS");
      }
      deps.logger.error({ status: res.status, code }, "unexpected sign-in failure");
      throw new ApiError("INTERNAL");
    }
    // The owner's address starts afresh; the account's own count stays while an attack goes on.
    await clearCounter(db, keys.pair);
    const body = (await res.json()) as { user?: { id: string }; twoFactorRedirect?: boolean };
    if (body.twoFactorRedirect || !body.user) {
      // The password was right and the account has a second factor: no session yet, only
      // better-auth's short-lived two-factor cookie, which /sign-in/two-factor exchanges.
      forwardCookies(res, c.res.headers);
      return c.json({ twoFactorRequired: true as const });
    }
    const me = await loadMe(db, body.user.id);
    if (!me) throw new ApiError("UNAUTHENTICATED", authMessages.profileLoadError);
    forwardCookies(res, c.res.headers);
    issueDeviceCookie(c, { userId: me.id, email: me.email });
    return c.json(me);
  })
  .post("/sign-in/two-factor", json(twoFactorSignInSchema), async (c) => {
    const { deps } = c.var;
    const db = deps.database.db;
    const rules = deps.rateLimits;
    const input = c.req.valid("json");
    const ip = clientIp(c, deps.env.TRUST_PROXY);
    // Whoever gets here knew the password. Wrong codes are limited per challenge (by better-auth),
    // per address and per account; the owner's trusted device is never refused by the last two.
    const challenge = signedTwoFactorChallenge(c.req.header("cookie"), deps.env.AUTH_SECRET);
    const account = challenge ? await loadTwoFactorChallenge(db, challenge) : null;
    const device = account ? deviceCookieOf(c, account.email) : null;
    const keys = {
      ip: `sign-in-2fa:ip:${ip}`,
      account: account ? `sign-in-2fa:account:${account.userId}` : null,
      device: device ? deviceFailuresKey(device) : null,
    };
    const counters = await readCounters(
      db,
      [keys.ip, keys.account, keys.device].filter((key) => key !== null),
    );
    const counter = (key: string | null) => (key ? counters.get(key) : undefined);
    const trusted =
      device !== null && device.userId === account?.userId && !reached(counter(keys.device), rules.signInPerDevice);
    if (!trusted) {
      refuseWhenReached(counter(keys.ip), rules.signInPerIp);
      refuseWhenReached(counter(keys.account), rules.twoFactorPerAccount);
    }

    const code = input.code.replace(/\s+/g, "");
    const request = { headers: c.req.raw.headers, asResponse: true } as const;
    // A factor stored under a former AUTH_SECRET answers TWO_FACTOR_UNREADABLE, not a 500.
    const res = await readingSecondFactor(deps.logger, () =>
      input.kind === "totp"
        ? deps.auth.api.verifyTOTP({ body: { code }, ...request })
        : deps.auth.api.verifyBackupCode({ body: { code }, ...request }),
    );
    if (!res.ok) {
      const failure = await betterAuthErrorCode(res);
      forwardCookies(res, c.res.headers);
      if (failure === "INVALID_CODE" || failure === "INVALID_BACKUP_CODE") {
        await countHit(db, keys.ip, rules.signInPerIp);
        if (keys.device) await countHit(db, keys.device, rules.signInPerDevice);
        if (account && keys.account) {
          const failures = await countHit(db, keys.account, rules.twoFactorPerAccount);
          // A few wrong codes and the owner is told: whoever typed them has the password.
          if (failures.count === Math.min(TWO_FACTOR_ALERT_AFTER, rules.twoFactorPerAccount.limit)) {
            const alert: SignInAlertPayload = { failures: failures.count, at: new Date().toISOString() };
            await enqueueAuthMail(db, "two_factor_alert", account.email, alert);
            deps.authMail.kick();
          }
        }
        throw new ApiError("INVALID_CREDENTIALS", authMessages.twoFactorInvalid);
      }
      if (res.status === 429) throw new ApiError("RATE_LIMITED");
      // Also the sixth code on one challenge: better-auth ends it, the password is asked again.
      throw new ApiError("UNAUTHENTICATED", authMessages.twoFactorExpired);
    }
    const { user } = (await res.json()) as { user: { id: string } };
    const me = await loadMe(db, user.id);
    if (!me) throw new ApiError("UNAUTHENTICATED", authMessages.profileLoadError);
    forwardCookies(res, c.res.headers);
    issueDeviceCookie(c, { userId: me.id, email: me.email });
    return c.json(me);
  })
  .post("/sign-out", requireUser, async (c) => {
    const res = await c.var.deps.auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
    forwardCookies(res, c.res.headers);
    return c.json({ ok: true });
  })
  .post("/forgot-password", json(forgotPasswordSchema), async (c) => {
    const { deps } = c.var;
    const input = c.req.valid("json");
    const ip = clientIp(c, deps.env.TRUST_PROXY);
    await hitRateLimit(deps.database.db, `reset:ip:${ip}`, deps.rateLimits.resetPerIp);
    // Same answer, same work, whether or not the account exists; the worker caps the e-mails.
    await requestPasswordReset(deps, input.email);
    return c.json({ message: authMessages.resetRequested });
  })
  .post("/reset-password", json(resetPasswordSchema), async (c) => {
    const { deps } = c.var;
    const input = c.req.valid("json");
    const ip = clientIp(c, deps.env.TRUST_PROXY);
    await hitRateLimit(deps.database.db, `reset:ip:${ip}`, deps.rateLimits.resetPerIp);
    const res = await deps.auth.api.resetPassword({
      body: { newPassword: input.password, token: input.token },
      headers: c.req.raw.headers,
      asResponse: true,
    });
    if (!res.ok) throw new ApiError("INVALID_TOKEN");
    return c.json({ message: authMessages.resetDone });
  });
