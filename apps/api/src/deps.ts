import path from "node:path";
import type { Logger } from "pino";
import { createAuthMailWorker } from "./auth/auth-mail.worker";
import { createAuth } from "./auth/better-auth";
import { type Database, openDatabase } from "./db/client";
import { type DataDirHolder, DataDirInUseError } from "./db/data-dir-lock";
import { setRetryLogger } from "./db/retry";
import type { Env } from "./env";
import type { AppDeps } from "./http/context";
import { createLogger } from "./http/log-redaction";
import { type RateLimitRules, rateLimitsFor } from "./http/rate-limit";
import { createMailer, type Mailer } from "./mail/mailer";
import type { PaymentProvider } from "./payments/provider";
import { createSandboxProvider } from "./payments/sandbox";
import { createStripeProvider } from "./payments/stripe";
import { RealtimeHub } from "./realtime/hub";

/** In development the Vite dev server (port 5173) proxies /api, so its origin is trusted too. */
export function trustedOriginsFor(env: Env): string[] {
  const origins = [new URL(env.BASE_URL).origin];
  if (env.NODE_ENV !== "production") origins.push("http://localhost:5173", "http://127.0.0.1:5173");
  return origins;
}

export async function openAppDatabase(env: Env, holder: DataDirHolder = "server"): Promise<Database> {
  return env.DATABASE_URL
    ? openDatabase({
        kind: "pg",
        url: env.DATABASE_URL,
        poolSize: env.DATABASE_POOL_SIZE,
        statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
        connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
        readUrls: env.DATABASE_READ_URL,
        readMaxLagMs: env.DATABASE_READ_MAX_LAG_MS,
      })
    : openDatabase({ kind: "pglite", dataDir: path.join(env.DATA_DIR, "pglite"), holder });
}

/** openAppDatabase for a command: a data folder held by another process ends it with that one line. */
export async function openAppDatabaseOrExit(env: Env, holder: DataDirHolder): Promise<Database> {
  try {
    return await openAppDatabase(env, holder);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export function buildDeps(
  env: Env,
  database: Database,
  overrides: {
    logger?: Logger;
    mailer?: Mailer;
    rateLimits?: Partial<RateLimitRules>;
    payments?: PaymentProvider;
  } = {},
): AppDeps {
  const logger = overrides.logger ?? createLogger(env.LOG_LEVEL);
  // Retried deadlocks are logged with the process's own logger (level, redaction).
  setRetryLogger(logger);
  const mailer =
    overrides.mailer ?? createMailer({ db: database.db, logger, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  const trustedOrigins = trustedOriginsFor(env);
  const auth = createAuth({
    db: database.db,
    mailer,
    logger,
    baseUrl: env.BASE_URL,
    secret: env.AUTH_SECRET,
    secureCookies: env.BASE_URL.startsWith("https://"),
    trustedOrigins,
    trustRequestOrigin: env.NODE_ENV !== "production",
  });
  return {
    env,
    database,
    mailer,
    auth,
    logger,
    rateLimits: { ...rateLimitsFor(env.RATE_LIMIT_IP_MULTIPLIER), ...overrides.rateLimits },
    realtime: new RealtimeHub(database, logger),
    authMail: createAuthMailWorker({ db: database.db, auth, mailer, logger, baseUrl: env.BASE_URL }),
    payments: overrides.payments ?? paymentProviderFor(env, database),
    trustedOrigins,
  };
}

/** PAYMENT_PROVIDER picks the provider; loadEnv has checked Stripe's keys are there. */
function paymentProviderFor(env: Env, database: Database): PaymentProvider {
  if (env.PAYMENT_PROVIDER === "stripe" && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET });
  }
  return createSandboxProvider(env.BASE_URL, database);
}
