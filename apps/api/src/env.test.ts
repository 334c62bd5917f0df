import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadEnv } from "./env";
import { DEFAULT_RATE_LIMITS, rateLimitsFor } from "./http/rate-limit";

const tmpDirs: string[] = [];
const tmpDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pm-env-test-"));
  tmpDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const SECRET = "s".repeat(40);
/** A valid base, so each test changes one thing. */
const base = () => ({ AUTH_SECRET: SECRET, DATA_DIR: tmpDataDir() });

function errorOf(source: Record<string, string | undefined>): string {
  try {
    loadEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("loadEnv accepted a bad configuration");
}

describe("the replicas of DATABASE_READ_URL", () => {
  it("are a comma-separated list, none by default", () => {
    expect(loadEnv(base()).DATABASE_READ_URL).toEqual([]);
    const env = loadEnv({
      ...base(),
      DATABASE_URL: "postgres://app@db:5432/app",
      DATABASE_READ_URL: "postgres://app@replica1:5432/app, postgresql://app@replica2:5432/app",
    });
    expect(env.DATABASE_READ_URL).toEqual(["postgres://app@replica1:5432/app", "postgresql://app@replica2:5432/app"]);
    expect(env.DATABASE_READ_MAX_LAG_MS).toBe(1000);
  });
});

describe("loadEnv refuses a bad value and names it", () => {
  it("PORT=abc", () => {
    const message = errorOf({ ...base(), PORT: "abc" });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('PORT="abc"');
    expect(message).not.toMatch(/DATABASE_URL|BASE_URL|SMTP_URL/);
  });

  it("PORT out of range", () => {
    expect(errorOf({ ...base(), PORT: "70000" })).toContain('PORT="70000"');
  });

  it("DATABASE_URL=mysql://… without echoing the URL", () => {
    const message = errorOf({ ...base(), DATABASE_URL: "mysql://root:segredo@db:3306/app" });
    expect(message).toContain("DATABASE_URL=(hidden): must start with postgres:// or postgresql://");
    expect(message).not.toContain("segredo");
  });

  it("DATABASE_URL that is not a URL", () => {
    expect(errorOf({ ...base(), DATABASE_URL: "localhost:5432" })).toContain("DATABASE_URL");
  });

  it("DATABASE_READ_URL with a replica that is not PostgreSQL, without echoing it", () => {
    const message = errorOf({
      ...base(),
      DATABASE_URL: "postgres://app@db:5432/app",
      DATABASE_READ_URL: "postgres://app@replica1/app, mysql://root:segredo@replica2/app",
    });
    expect(message).toContain("DATABASE_READ_URL=(hidden)");
    expect(message).not.toContain("segredo");
  });

  it("DATABASE_READ_URL without DATABASE_URL", () => {
    expect(errorOf({ ...base(), DATABASE_READ_URL: "postgres://app@replica1/app" })).toContain(
      "DATABASE_READ_URL: needs DATABASE_URL",
    );
  });

  it("SMTP_URL with another scheme", () => {
    expect(errorOf({ ...base(), SMTP_URL: "http://mail.example.com" })).toContain(
      "SMTP_URL=(hidden): must start with smtp:// or smtps://",
    );
  });

  it("a short AUTH_SECRET, without echoing it", () => {
    const message = errorOf({ AUTH_SECRET: "curto-demais" });
    expect(message).toContain("AUTH_SECRET=(hidden): must be at least 32 characters");
    expect(message).not.toContain("curto-demais");
  });

  it.each([
    ["TRUST_PROXY", "talvez"],
    ["NODE_ENV", "staging"],
    ["LOG_LEVEL", "verbose"],
    ["BASE_URL", "not a url"],
    ["DATABASE_POOL_SIZE", "0"],
  ])("%s=%s", (key, value) => {
    expect(errorOf({ ...base(), [key]: value })).toMatch(new RegExp(`^  ${key}=`, "m"));
  });

  it("names every bad variable at once", () => {
    const message = errorOf({ ...base(), PORT: "abc", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
    for (const key of ["PORT", "DATABASE_URL", "LOG_LEVEL"]) expect(message).toMatch(new RegExp(`^  ${key}=`, "m"));
  });

  it("AUTH_SECRET and BASE_URL in production", () => {
    expect(errorOf({ NODE_ENV: "production", BASE_URL: "https://proximamissao.com.br" })).toContain(
      "AUTH_SECRET: required in production",
    );
    expect(errorOf({ NODE_ENV: "production", AUTH_SECRET: SECRET })).toContain("BASE_URL: required in production");
  });
});

const production = () => ({ ...base(), NODE_ENV: "production", BASE_URL: "https://proximamissao.com.br" });
const stripeKeys = { STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };

describe("payments in production", () => {
  it("refuses to start without PAYMENT_PROVIDER, in one line", () => {
    const message = errorOf(production());
    expect(message).toContain("PAYMENT_PROVIDER: required in production");
    expect(message.split("\n")).toHaveLength(2);
  });

  it("refuses the sandbox unless ALLOW_SANDBOX_PAYMENTS=true", () => {
    expect(errorOf({ ...production(), PAYMENT_PROVIDER: "sandbox" })).toContain(
      "PAYMENT_PROVIDER=sandbox: refused in production",
    );
    expect(errorOf({ ...production(), PAYMENT_PROVIDER: "sandbox", ALLOW_SANDBOX_PAYMENTS: "false" })).toContain(
      "ALLOW_SANDBOX_PAYMENTS=true",
    );
    const staging = loadEnv({ ...production(), PAYMENT_PROVIDER: "sandbox", ALLOW_SANDBOX_PAYMENTS: "true" });
    expect(staging.PAYMENT_PROVIDER).toBe("sandbox");
  });

  it("starts with Stripe and its keys", () => {
    expect(loadEnv({ ...production(), PAYMENT_PROVIDER: "stripe", ...stripeKeys }).PAYMENT_PROVIDER).toBe("stripe");
  });

  it("keeps the sandbox as the default outside production", () => {
    expect(loadEnv({ ...base(), NODE_ENV: "test" }).PAYMENT_PROVIDER).toBe("sandbox");
  });
});

describe("loadEnv defaults", () => {
  it("fills in every default and treats empty strings as unset", () => {
    const env = loadEnv({ ...base(), PORT: "", DATABASE_URL: "", TRUST_PROXY: "" });
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "127.0.0.1",
      BASE_URL: "http://localhost:3000",
      DATABASE_POOL_SIZE: 10,
      TRUST_PROXY: 0,
      PAYMENT_PROVIDER: "sandbox",
      LOG_LEVEL: "info",
      AUTH_SECRET: SECRET,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("parses the values it is given", () => {
    const env = loadEnv({
      ...base(),
      PORT: "8080",
      BASE_URL: "https://proximamissao.com.br/",
      DATABASE_URL: "postgresql://app@db:5432/app",
      TRUST_PROXY: "true",
    });
    expect(env.PORT).toBe(8080);
    expect(env.BASE_URL).toBe("https://proximamissao.com.br");
    expect(env.DATABASE_URL).toBe("postgresql://app@db:5432/app");
    expect(env.TRUST_PROXY).toBe(1);
  });

  it("reads TRUST_PROXY as a number of proxy hops", () => {
    expect(loadEnv({ ...base(), TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ ...base(), TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ ...base(), TRUST_PROXY: "0" }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ ...base(), TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(errorOf({ ...base(), TRUST_PROXY: "-1" })).toContain('TRUST_PROXY="-1"');
  });

  it("listens on loopback outside production unless HOST is set, and everywhere in production", () => {
    expect(loadEnv({ ...base(), NODE_ENV: "test" }).HOST).toBe("127.0.0.1");
    expect(loadEnv({ ...base(), HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    expect(loadEnv({ ...production(), PAYMENT_PROVIDER: "stripe", ...stripeKeys }).HOST).toBe("0.0.0.0");
  });

  it("derives BASE_URL from PORT", () => {
    expect(loadEnv({ ...base(), PORT: "4000" }).BASE_URL).toBe("http://localhost:4000");
  });

  it("creates an AUTH_SECRET in the data dir once and keeps it across restarts", () => {
    const dir = tmpDataDir();
    const first = loadEnv({ DATA_DIR: dir }).AUTH_SECRET;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(fs.statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(loadEnv({ DATA_DIR: dir }).AUTH_SECRET).toBe(first);
  });
});

describe("RATE_LIMIT_IP_MULTIPLIER", () => {
  it("multiplies the per-IP limits only; per-account limits stay as they are", () => {
    const env = loadEnv({ ...base(), RATE_LIMIT_IP_MULTIPLIER: "20" });
    const rules = rateLimitsFor(env.RATE_LIMIT_IP_MULTIPLIER);
    expect(rules.signUpPerIp.limit).toBe(DEFAULT_RATE_LIMITS.signUpPerIp.limit * 20);
    expect(rules.signInPerIp.limit).toBe(DEFAULT_RATE_LIMITS.signInPerIp.limit * 20);
    expect(rules.resetPerIp.limit).toBe(DEFAULT_RATE_LIMITS.resetPerIp.limit * 20);
    expect(rules.signInPerAccount).toEqual(DEFAULT_RATE_LIMITS.signInPerAccount);
    expect(rules.signUpPerAccount).toEqual(DEFAULT_RATE_LIMITS.signUpPerAccount);
    expect(loadEnv(base()).RATE_LIMIT_IP_MULTIPLIER).toBe(1);
    expect(errorOf({ ...base(), RATE_LIMIT_IP_MULTIPLIER: "0" })).toMatch(/RATE_LIMIT_IP_MULTIPLIER/);
  });
});
