import { authMessages } from "@pm/shared/account";
import { operationsMessages as m } from "@pm/shared/operations";
import { twoFactorConfirmSchema, twoFactorEnableSchema } from "@pm/shared/operations.console";
import { Hono } from "hono";
import { betterAuthErrorCode, forwardCookies } from "../../auth/better-auth-response";
import { readingSecondFactor } from "../../auth/two-factor-secret";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { hitRateLimit } from "../../http/rate-limit";
import { json } from "../../http/validate";
import { recordAudit } from "./operations.audit.queries";

/**
 * /api/operations/two-factor: an operator's enrollment, the only console routes open before a
 * TOTP app is confirmed. better-auth keeps the secret and recovery codes, encrypted.
 */
export const operationsSecurityRoutes = new Hono<AppEnv>()
  .post("/enable", json(twoFactorEnableSchema), async (c) => {
    const { deps, user } = c.var;
    if (user.twoFactorEnabled) throw new ApiError("CONFLICT", m.twoFactorAlreadyEnabled);
    await hitRateLimit(deps.database.db, `two-factor:enable:${user.id}`, deps.rateLimits.signInPerIp);
    const res = await deps.auth.api.enableTwoFactor({
      body: { password: c.req.valid("json").password },
      headers: c.req.raw.headers,
      asResponse: true,
    });
    if (!res.ok) {
      const code = await betterAuthErrorCode(res);
      if (code === "INVALID_PASSWORD") throw new ApiError("VALIDATION_FAILED", m.twoFactorPasswordInvalid);
      if (code === "TOTP_ALREADY_ENABLED") throw new ApiError("CONFLICT", m.twoFactorAlreadyEnabled);
      deps.logger.error({ status: res.status, code }, "two-factor enable failed");
      throw new ApiError("INTERNAL");
    }
    const { totpURI, backupCodes } = (await res.json()) as { totpURI: string; backupCodes: string[] };
    c.header("cache-control", "no-store");
    return c.json({ totpURI, backupCodes });
  })
  .post("/confirm", json(twoFactorConfirmSchema), async (c) => {
    const { deps, user } = c.var;
    if (user.twoFactorEnabled) throw new ApiError("CONFLICT", m.twoFactorAlreadyEnabled);
    await hitRateLimit(deps.database.db, `two-factor:confirm:${user.id}`, deps.rateLimits.signInPerIp);
    // A QR code generated under a former AUTH_SECRET cannot be read: the operator generates another.
    const res = await readingSecondFactor(
      deps.logger,
      () =>
        deps.auth.api.verifyTOTP({
          body: { code: c.req.valid("json").code },
          headers: c.req.raw.headers,
          asResponse: true,
        }),
      () => new ApiError("CONFLICT", m.twoFactorNotStarted),
    );
    if (!res.ok) {
      const code = await betterAuthErrorCode(res);
      if (code === "INVALID_CODE") throw new ApiError("VALIDATION_FAILED", authMessages.twoFactorInvalid);
      if (code === "TOTP_NOT_ENABLED") throw new ApiError("CONFLICT", m.twoFactorNotStarted);
      deps.logger.error({ status: res.status, code }, "two-factor confirmation failed");
      throw new ApiError("INTERNAL");
    }
    // better-auth replaced the session with one that knows the factor: the browser gets its cookie.
    forwardCookies(res, c.res.headers);
    await recordAudit(deps.database.db, user, {
      action: "operator.two_factor.enable",
      targetType: "user",
      targetId: user.id,
      before: { twoFactorEnabled: false },
      after: { twoFactorEnabled: true },
    });
    return c.json({ message: m.twoFactorEnabled });
  });
