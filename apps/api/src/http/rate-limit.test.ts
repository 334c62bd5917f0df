import { ERROR_MESSAGES } from "@pm/shared/errors";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestResponse, uniqueEmail } from "../../test/harness";
import { openTestDatabase, type TestDatabase } from "../../test/test-database";
import { users } from "../db/schema/auth";
import { rateLimits } from "../db/schema/system";
import { DEFAULT_RATE_LIMITS, type RateLimitRules } from "./rate-limit";

// Every app in this file shares one database. Requests made through app.request() have no
// socket, so without TRUST_PROXY every one comes from the same address: the per-account tests
// (unique e-mails) run concurrently, the per-IP ones one at a time on cleared counters.
let testDb: TestDatabase;

/** An app on the file's database (closing it is the file's job, not the app's). */
function appWith(rateLimits: Partial<RateLimitRules>, trustProxy = false): Promise<TestApp> {
  return createTestApp({ database: testDb.database, rateLimits, env: trustProxy ? { TRUST_PROXY: "true" } : {} });
}

beforeAll(async () => {
  testDb = await openTestDatabase();
});
afterAll(async () => {
  await testDb?.close();
});

const clearCounters = async () => {
  await testDb.database.db.delete(rateLimits);
};

let ipCounter = 0;
/** A fresh address for every request, as a client rotating X-Forwarded-For would send. */
const newIp = () => {
  ipCounter += 1;
  return `203.0.113.${ipCounter % 250}`;
};
const forwardedFrom = (ip: string) => ({ headers: { "x-forwarded-for": ip } });

function expectRateLimited(res: TestResponse, maxWindowSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: { code: "RATE_LIMITED", message: ERROR_MESSAGES.RATE_LIMITED } });
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxWindowSeconds);
}

const counter = async (key: string) =>
  (await testDb.database.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count;

describe.concurrent("sign-in per account", () => {
  const rule = DEFAULT_RATE_LIMITS.signInPerAccount;

  it("is 3 tries in 10 seconds by default", () => {
    expect(rule).toEqual({ limit: 3, windowSeconds: 10 });
  });

  it.each([
    ["TRUST_PROXY unset", false],
    ["TRUST_PROXY set", true],
  ])("answers 429 to the 4th wrong password, even from a new X-Forwarded-For each time (%s)", async (_l, trust) => {
    const t = await appWith({ signInPerAccount: rule }, trust);
    const user = await t.createUser({ role: "militar" });
    for (let i = 0; i < rule.limit; i++) {
      const res = await t.signIn(user.email, `errada-${i}`, t.client(), forwardedFrom(newIp()));
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe("INVALID_CREDENTIALS");
    }
    const fourth = await t.signIn(user.email, "errada-4", t.client(), forwardedFrom(newIp()));
    expectRateLimited(fourth, rule.windowSeconds);
    // Locked for everyone until the window ends, the right password included.
    const right = await t.signIn(user.email, user.password, t.client(), forwardedFrom(newIp()));
    expectRateLimited(right, rule.windowSeconds);
    expect(right.setCookies).toEqual([]);
    expect(await counter(`sign-in:account:${user.email}`)).toBe(rule.limit + 2);
  });

  it("counts the account whatever the case of the e-mail", async () => {
    const t = await appWith({ signInPerAccount: rule });
    const user = await t.createUser({ role: "empresa" });
    const variants = [user.email, user.email.toUpperCase(), ` ${user.email} `];
    for (const email of variants) expect((await t.signIn(email, "errada")).status).toBe(401);
    expectRateLimited(await t.signIn(user.email.toUpperCase(), "errada"), rule.windowSeconds);
  });

  it("opens again once the window has passed", async () => {
    const t = await appWith({ signInPerAccount: { limit: 1, windowSeconds: 3 } });
    const user = await t.createUser({ role: "militar" });
    expect((await t.signIn(user.email, "errada")).status).toBe(401);
    expectRateLimited(await t.signIn(user.email, "errada"), 3);
    const [row] = await testDb.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `sign-in:account:${user.email}`));
    const wait = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(wait).toBeLessThanOrEqual(3000);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait) + 100));
    const res = await t.signIn(user.email, user.password);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.userId);
  });

  it("does not lock one account because of another", async () => {
    const t = await appWith({ signInPerAccount: { limit: 1, windowSeconds: 60 } });
    const [a, b] = await Promise.all([t.createUser({ role: "militar" }), t.createUser({ role: "militar" })]);
    if (!a || !b) throw new Error("users not created");
    await t.signIn(a.email, "errada");
    expectRateLimited(await t.signIn(a.email, "errada"), 60);
    expect((await t.signIn(b.email, b.password)).status).toBe(200);
  });
});

describe("sign-in per IP", () => {
  beforeEach(clearCounters);
  const perIp = { signInPerIp: { limit: 3, windowSeconds: 600 } };

  it("is not reset by rotating X-Forwarded-For over different accounts when TRUST_PROXY is unset", async () => {
    const t = await appWith(perIp);
    for (let i = 0; i < 3; i++) {
      const res = await t.signIn(uniqueEmail("alvo"), "qualquer", t.client(), forwardedFrom(newIp()));
      expect(res.status).toBe(401);
    }
    expectRateLimited(await t.signIn(uniqueEmail("alvo"), "qualquer", t.client(), forwardedFrom(newIp())), 600);
    expect(await counter("sign-in:ip:local")).toBe(4);
  });

  it("counts each forwarded address apart when TRUST_PROXY is set", async () => {
    const t = await appWith(perIp, true);
    for (let i = 0; i < 6; i++) {
      const res = await t.signIn(uniqueEmail("alvo"), "qualquer", t.client(), forwardedFrom(newIp()));
      expect(res.status).toBe(401);
    }
    // One address still meets its own limit.
    const ip = newIp();
    for (let i = 0; i < 3; i++)
      expect((await t.signIn(uniqueEmail("alvo"), "x", t.client(), forwardedFrom(ip))).status).toBe(401);
    expectRateLimited(await t.signIn(uniqueEmail("alvo"), "x", t.client(), forwardedFrom(ip)), 600);
    expect(await counter(`sign-in:ip:${ip}`)).toBe(4);
    expect(await counter("sign-in:ip:local")).toBeUndefined();
  });

  it("believes only the right-most X-Forwarded-For entry, the one the proxy appended", async () => {
    const t = await appWith(perIp, true);
    const proxySeen = newIp();
    for (let i = 0; i < 3; i++) {
      const res = await t.signIn(uniqueEmail("alvo"), "x", t.client(), forwardedFrom(`10.9.8.${i}, ${proxySeen}`));
      expect(res.status).toBe(401);
    }
    expectRateLimited(
      await t.signIn(uniqueEmail("alvo"), "x", t.client(), forwardedFrom(`10.9.8.99, ${proxySeen}`)),
      600,
    );
  });
});

describe.concurrent("sign-up per account", () => {
  it("is limited per account: the 4th attempt with one e-mail answers 429", async () => {
    const t = await appWith({ signUpPerAccount: DEFAULT_RATE_LIMITS.signUpPerAccount });
    const email = uniqueEmail("repetido");
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.signUp({ role: "militar", email })).res.status);
    expect(statuses).toEqual([201, 409, 409]);
    const fourth = await t.signUp({ role: "militar", email });
    expectRateLimited(fourth.res, DEFAULT_RATE_LIMITS.signUpPerAccount.windowSeconds);
  });
});

describe("sign-up per IP", () => {
  beforeEach(clearCounters);

  it("is limited per IP, and a refused sign-up creates nothing", async () => {
    const t = await appWith({ signUpPerIp: { limit: 2, windowSeconds: 3600 } });
    for (let i = 0; i < 2; i++) {
      expect((await t.signUp({ role: "militar" }, t.client())).res.status).toBe(201);
    }
    const email = uniqueEmail("excedente");
    const third = await t.signUp({ role: "empresa", email }, t.client());
    expectRateLimited(third.res, 3600);
    expect(await testDb.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await t.readOutbox(email)).toEqual([]);
  });
});

describe.concurrent("password reset per account", () => {
  it("is limited per account: the 4th request for one e-mail answers 429 and mails nothing", async () => {
    const t = await appWith({ resetPerAccount: DEFAULT_RATE_LIMITS.resetPerAccount });
    const user = await t.createUser({ role: "militar" });
    for (let i = 0; i < 3; i++) {
      expect((await t.client().post("/api/auth/forgot-password", { email: user.email })).status).toBe(200);
    }
    const fourth = await t.client().post("/api/auth/forgot-password", { email: user.email });
    expectRateLimited(fourth, DEFAULT_RATE_LIMITS.resetPerAccount.windowSeconds);
    // One confirmation e-mail and three reset links, nothing for the refused request.
    expect(await t.readOutbox(user.email)).toHaveLength(4);
  });
});

describe("password reset per IP", () => {
  beforeEach(clearCounters);

  it("is limited per IP across forgot-password and reset-password", async () => {
    const t = await appWith({ resetPerIp: { limit: 3, windowSeconds: 3600 } });
    expect((await t.client().post("/api/auth/forgot-password", { email: uniqueEmail("a") })).status).toBe(200);
    expect((await t.client().post("/api/auth/forgot-password", { email: uniqueEmail("b") })).status).toBe(200);
    const body = { token: "token-inventado", password: "nova-senha", confirmPassword: "nova-senha" };
    expect((await t.client().post("/api/auth/reset-password", body)).status).toBe(400);
    expectRateLimited(await t.client().post("/api/auth/reset-password", body), 3600);
    expectRateLimited(await t.client().post("/api/auth/forgot-password", { email: uniqueEmail("c") }), 3600);
  });
});

describe.concurrent("counters", () => {
  it("live in the database, so a second app process on it sees them", async () => {
    const rules = { signInPerAccount: { limit: 2, windowSeconds: 60 } };
    const first = await appWith(rules);
    const second = await appWith(rules);
    const user = await first.createUser({ role: "militar" });
    expect((await first.signIn(user.email, "errada")).status).toBe(401);
    expect((await second.signIn(user.email, "errada")).status).toBe(401);
    expectRateLimited(await first.signIn(user.email, "errada"), 60);
    expectRateLimited(await second.signIn(user.email, user.password), 60);
  });
});
