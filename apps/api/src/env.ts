// The only reader of process.env. A bad value stops the process with a message naming it.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PUBLIC_CONFIG_DEFAULTS } from "@pm/shared/public-config";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((v) => v === "true" || v === "1" || v === "yes");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Unset: every interface in production, loopback only elsewhere (a dev server holds /dev/emails). */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./.data"),
  DATABASE_URL: z
    .url()
    .refine((u) => /^postgres(ql)?:\/\//.test(u), "must start with postgres:// or postgresql://")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** A statement running longer is cancelled and its request answered 503; 0 lets it run. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** How long a request waits for a database connection (a hung or unreachable server). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  /**
   * PostgreSQL streaming replicas, comma-separated, for the reads that tolerate a second of lag
   * (public pages, the board's search, the directory, reports); needs DATABASE_URL.
   */
  DATABASE_READ_URL: z
    .string()
    .optional()
    .transform((text) =>
      (text ?? "")
        .split(",")
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.url().refine((u) => /^postgres(ql)?:\/\//.test(u), "must start with postgres:// or postgresql://")),
    ),
  /** A replica further behind the primary than this serves nothing until it catches up. */
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(100).max(60_000).default(1_000),
  /** Receiving a whole request, body included, may take this long (then 408). */
  HTTP_REQUEST_TIMEOUT_S: z.coerce.number().int().min(1).max(3_600).default(30),
  /** Receiving a request's headers may take this long. */
  HTTP_HEADERS_TIMEOUT_S: z.coerce.number().int().min(1).max(600).default(15),
  /** An idle keep-alive connection is closed after this long (keep it below the load balancer's). */
  HTTP_KEEP_ALIVE_TIMEOUT_S: z.coerce.number().int().min(1).max(600).default(5),
  /** Connections one process holds at once. */
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(10).max(1_000_000).default(10_000),
  /** On SIGTERM, running requests get this long to finish before their connections are cut. */
  SHUTDOWN_TIMEOUT_S: z.coerce.number().int().min(1).max(600).default(10),
  BASE_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .url()
    .refine((u) => /^smtps?:\/\//.test(u), "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Próxima Missão <nao-responda@proximamissao.com.br>"),
  /**
   * How many proxies of ours stand in front (hops of X-Forwarded-For to believe): "1" (or "true")
   * for one load balancer, "0" (or unset, "false") when clients reach the app directly.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|yes|no|\d{1,2})$/, "must be a number of proxy hops (0, 1, 2…) or true/false")
    .optional()
    .transform((v) =>
      v === undefined || v === "false" || v === "no" ? 0 : v === "true" || v === "yes" ? 1 : Number(v),
    ),
  /** Multiplies the per-IP rate limits: many people behind one address (a company's NAT). */
  RATE_LIMIT_IP_MULTIPLIER: z.coerce.number().int().min(1).max(10_000).default(1),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
  // Shown on the public pages (contacts, and the data controller in the privacy policy).
  CONTACT_EMAIL: z.email().default(PUBLIC_CONFIG_DEFAULTS.contactEmail),
  SALES_EMAIL: z.email().default(PUBLIC_CONFIG_DEFAULTS.salesEmail),
  LEGAL_NAME: z.string().min(2).default(PUBLIC_CONFIG_DEFAULTS.legalName),
  LEGAL_CNPJ: z.string().min(14).default(PUBLIC_CONFIG_DEFAULTS.cnpj),
  LEGAL_ADDRESS: z.string().min(5).default(PUBLIC_CONFIG_DEFAULTS.address),
  DPO_NAME: z.string().min(2).default(PUBLIC_CONFIG_DEFAULTS.dpoName),
  DPO_EMAIL: z.email().default(PUBLIC_CONFIG_DEFAULTS.dpoEmail),
  // Payments: the built-in sandbox (no outside service) or Stripe.
  PAYMENT_PROVIDER: z.enum(["sandbox", "stripe"]).optional(),
  /** Lets a production build (a staging site) take the sandbox's fake payments. */
  ALLOW_SANDBOX_PAYMENTS: bool,
  WEBHOOKS_ALLOW_PRIVATE: bool,
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, "must be a Stripe secret key (sk_live_… or sk_test_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "must be a webhook signing secret (whsec_…)")
    .optional(),
});

export type Env = z.infer<typeof envSchema> & {
  BASE_URL: string;
  AUTH_SECRET: string;
  HOST: string;
  PAYMENT_PROVIDER: "sandbox" | "stripe";
};

export function formatEnvError(error: z.ZodError, source: Record<string, string | undefined>): string {
  const lines = error.issues.map((issue) => {
    const key = String(issue.path[0]);
    const value = source[key];
    const shown = key.includes("SECRET") || key.endsWith("_URL") ? "(hidden)" : JSON.stringify(value);
    return `  ${key}=${shown}: ${issue.message}`;
  });
  return `Invalid configuration:\n${lines.join("\n")}`;
}

/**
 * The repository's root: the nearest folder above this module whose package.json declares the
 * workspaces (from the source tree or from the bundle in apps/api/dist alike). A bundle copied
 * elsewhere has none and falls back to the working directory.
 */
export function projectRoot(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { workspaces?: unknown };
      if (pkg.workspaces) return dir;
    } catch {
      // No package.json here: keep climbing.
    }
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

/** Reads an AUTH_SECRET from the data dir, creating one, so a zero-config run keeps sessions across restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings count as unset, as in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) throw new Error(formatEnvError(parsed.error, source));
  const env = parsed.data;
  if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
    throw new Error("Invalid configuration:\n  AUTH_SECRET: required in production (at least 32 characters)");
  }
  if (env.NODE_ENV === "production" && !env.BASE_URL) {
    throw new Error(
      "Invalid configuration:\n  BASE_URL: required in production (the public address, e.g. https://proximamissao.com.br)",
    );
  }
  if (env.NODE_ENV === "production" && !env.PAYMENT_PROVIDER) {
    throw new Error(
      "Invalid configuration:\n  PAYMENT_PROVIDER: required in production (stripe; sandbox only for a staging site, with ALLOW_SANDBOX_PAYMENTS=true)",
    );
  }
  if (env.NODE_ENV === "production" && env.PAYMENT_PROVIDER === "sandbox" && !env.ALLOW_SANDBOX_PAYMENTS) {
    throw new Error(
      "Invalid configuration:\n  PAYMENT_PROVIDER=sandbox: refused in production, where anyone could pay with it; set ALLOW_SANDBOX_PAYMENTS=true for a staging site",
    );
  }
  // Webhook endpoints on loopback or private addresses are for a local receiver (development, tests):
  // in production they would let any company reach the server's own network.
  if (env.NODE_ENV === "production" && env.WEBHOOKS_ALLOW_PRIVATE) {
    throw new Error(
      "Invalid configuration:\n  WEBHOOKS_ALLOW_PRIVATE: refused in production, where webhooks would reach the internal network; it is only for local development and tests",
    );
  }
  if (env.DATABASE_READ_URL.length > 0 && !env.DATABASE_URL) {
    throw new Error(
      "Invalid configuration:\n  DATABASE_READ_URL: needs DATABASE_URL (replicas follow a PostgreSQL primary, not the embedded database)",
    );
  }
  if (env.PAYMENT_PROVIDER === "stripe") {
    const missing = (["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const).filter((k) => !env[k]);
    if (missing.length > 0) {
      throw new Error(
        `Invalid configuration:\n${missing.map((k) => `  ${k}: required when PAYMENT_PROVIDER=stripe`).join("\n")}`,
      );
    }
  }
  // A relative DATA_DIR means the same folder whichever workspace script started the process
  // (`npm run seed` runs inside apps/api; `npm start` at the root).
  const dataDir = path.resolve(projectRoot(), env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    HOST: env.HOST ?? (env.NODE_ENV === "production" ? "0.0.0.0" : "127.0.0.1"),
    PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? "sandbox",
    BASE_URL: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    AUTH_SECRET: env.AUTH_SECRET ?? localSecret(dataDir),
  };
}
