import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@pm/shared/account";
import { betterAuth } from "better-auth";
import { twoFactor } from "better-auth/plugins";
import type { Logger } from "pino";
import { authAdapter } from "../db/auth-adapter";
import type { Db } from "../db/client";
import type { Mailer } from "../mail/mailer";
import { resetPasswordEmail, verificationEmail } from "../mail/templates";
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from "./session-lifetime";

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  baseUrl: string;
  secret: string;
  secureCookies: boolean;
  trustedOrigins: string[];
  /** Outside production, the origin a request was addressed to counts as trusted too. */
  trustRequestOrigin: boolean;
}

export const SESSION_COOKIE = "pm.session_token";

export function createAuth(deps: AuthDeps) {
  return betterAuth({
    appName: "Próxima Missão",
    baseURL: deps.baseUrl,
    basePath: "/api/auth",
    secret: deps.secret,
    // The same rule as http/origin-check.ts, for the requests better-auth answers itself.
    trustedOrigins: (request) => {
      if (!deps.trustRequestOrigin || !request) return deps.trustedOrigins;
      return [...deps.trustedOrigins, new URL(request.url).origin];
    },
    telemetry: { enabled: false },
    database: authAdapter(deps.db),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await deps.mailer.send(resetPasswordEmail(user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await deps.mailer.send(verificationEmail(user.email, user.name, url));
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_UPDATE_AGE_S,
      // No cookie cache: a signed-out session must stop working at once, on every process.
      cookieCache: { enabled: false },
    },
    // Our own database-backed limiter covers sign-in, sign-up and reset (http/rate-limit.ts).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "pm",
      useSecureCookies: deps.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: deps.secureCookies },
    },
    // Operators must confirm a TOTP app (with recovery codes); a sign-in of a user who has then
    // answers twoFactorRedirect, and the session starts only after the code (account.routes.ts).
    // The plugin's own account lockout is off: anyone holding the password could keep the owner
    // out with it. Our route limits wrong codes per address and per account, never from the
    // owner's trusted devices; the plugin still allows five codes per challenge.
    plugins: [
      twoFactor({
        issuer: "Próxima Missão",
        backupCodeOptions: { amount: 10, length: 10 },
        accountLockout: { enabled: false },
      }),
    ],
    logger: {
      log: (level, message, ...args) => {
        const fn = level === "error" ? deps.logger.error : level === "warn" ? deps.logger.warn : deps.logger.debug;
        fn.call(deps.logger, { args }, `better-auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
