import { ERROR_MESSAGES } from "@pm/shared/errors";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BASE_URL, createTestApp, readError, type TestApp, type TestResponse, uniqueEmail } from "../../test/harness";
import { openTestDatabase, type TestDatabase } from "../../test/test-database";
import { users, verifications } from "../db/schema/auth";
import { rateLimits } from "../db/schema/system";
import { ApiError } from "./errors";
import {
  DEFAULT_RATE_LIMITS,
  hitRateLimit,
  MAX_SIGN_IN_DELAY_MS,
  type RateLimitRules,
  rateLimitsFor,
  refuseWhenReached,
  signInDelayMs,
} from "./rate-limit";
import { countHit, readCounters } from "./rate-limit.queries";

// Every app in this file shares one database. Requests made through app.request() have no
// socket, so without TRUST_PROXY every one comes from the same address: the per-account tests
// (unique e-mails) run concurrently, the per-IP ones one at a time on cleared counters.
let testDb: TestDatabase;

/** An app on the file's database (closing it is the file's job, not the app's). */
function appWith(rateLimits: Partial<RateLimitRules>, trustProxy = false): Promise<TestApp> {
  return createTestApp({ database: testDb.database, rateLimits, env: trustProxy ? { TRUST_PROXY: "1" } : {} });
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

describe("the sign-in slow-down", () => {
  const rule = DEFAULT_RATE_LIMITS.signInPerAccount;

  it("waits nothing up to 5 failures, then 1 s, 2 s, 4 s… and never more than 30 s", () => {
    expect(rule).toEqual({ limit: 5, windowSeconds: 900, delayMs: 1000 });
    expect([0, 4, 5, 6, 7, 8, 9, 10, 11, 50, 10_000].map((n) => signInDelayMs(n, rule))).toEqual([
      0, 0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000,
    ]);
    expect(MAX_SIGN_IN_DELAY_MS).toBe(30_000);
  });

  it("refuses one address on one account after 5 failures, and any address after 30", () => {
    expect(DEFAULT_RATE_LIMITS.signInPerAccountIp).toEqual({ limit: 5, windowSeconds: 900 });
    expect(DEFAULT_RATE_LIMITS.signInPerIp).toEqual({ limit: 30, windowSeconds: 600 });
  });
});

describe.concurrent("sign-in failures never lock the owner out", () => {
  const pairRule = { signInPerAccountIp: { limit: 3, windowSeconds: 900 } };

  it("wrong passwords from address X refuse X on that account, never the right password from Y", async () => {
    const t = await appWith(pairRule, true);
    const user = await t.createUser({ role: "militar" });
    const attacker = newIp();
    for (let i = 0; i < 3; i++) {
      const res = await readError(t.signIn(user.email, `errada-${i}`, t.client(), forwardedFrom(attacker)));
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe("INVALID_CREDENTIALS");
    }
    expectRateLimited(await t.signIn(user.email, "errada", t.client(), forwardedFrom(attacker)), 900);
    // X is refused on this account, even with the right password: it has shown what it is.
    expectRateLimited(await t.signIn(user.email, user.password, t.client(), forwardedFrom(attacker)), 900);
    // The owner, elsewhere, gets in at once, again and again.
    for (let i = 0; i < 3; i++) {
      const owner = await t.signIn(user.email, user.password, t.client(), forwardedFrom(newIp()));
      expect(owner.status).toBe(200);
      expect(owner.body).toMatchObject({ id: user.userId });
      expect(owner.setCookies.some((c) => c.startsWith("pm.session_token="))).toBe(true);
    }
  });

  it("an account attacked from many addresses slows down but lets its owner in, and tells the owner once", async () => {
    const t = await appWith({ signInPerAccount: { limit: 3, windowSeconds: 900, delayMs: 5 } }, true);
    const user = await t.createUser({ role: "empresa" });
    for (let i = 0; i < 8; i++) {
      const res = await t.signIn(user.email, `errada-${i}`, t.client(), forwardedFrom(newIp()));
      expect(res.status).toBe(401);
    }
    expect(await counter(`sign-in:account:${user.email}`)).toBe(8);
    const owner = await t.signIn(user.email, user.password, t.client(), forwardedFrom(newIp()));
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ id: user.userId });

    const alerts = (await t.readOutbox(user.email)).filter((m) => m.subject === "Tentativas de acesso à sua conta");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain("Registramos 4 tentativas de entrar na sua conta");
    expect(alerts[0]?.text).toContain(`${BASE_URL}/auth?type=empresa&esqueci=1`);
    // More failures within the hour: no second e-mail.
    for (let i = 0; i < 2; i++) await t.signIn(user.email, "errada", t.client(), forwardedFrom(newIp()));
    const later = (await t.readOutbox(user.email)).filter((m) => m.subject === "Tentativas de acesso à sua conta");
    expect(later).toHaveLength(1);
  }, 90_000);

  it("counts the account whatever the case of the e-mail", async () => {
    const t = await appWith(pairRule);
    const user = await t.createUser({ role: "empresa" });
    const variants = [user.email, user.email.toUpperCase(), ` ${user.email} `];
    for (const email of variants) expect((await t.signIn(email, "errada")).status).toBe(401);
    expectRateLimited(await t.signIn(user.email.toUpperCase(), "errada"), 900);
  });

  it("a right password clears its own address's failures", async () => {
    const t = await appWith(pairRule);
    const user = await t.createUser({ role: "militar" });
    for (let i = 0; i < 2; i++) expect((await t.signIn(user.email, "errada")).status).toBe(401);
    expect(await counter(`sign-in:account-ip:${user.email}:local`)).toBe(2);
    expect((await t.signIn(user.email, user.password)).status).toBe(200);
    expect(await counter(`sign-in:account-ip:${user.email}:local`)).toBeUndefined();
    for (let i = 0; i < 2; i++) expect((await t.signIn(user.email, "errada")).status).toBe(401);
    expect((await t.signIn(user.email, user.password)).status).toBe(200);
  });

  it("opens again once the window has passed", async () => {
    const t = await appWith({ signInPerAccountIp: { limit: 1, windowSeconds: 3 } });
    const user = await t.createUser({ role: "militar" });
    expect((await t.signIn(user.email, "errada")).status).toBe(401);
    expectRateLimited(await t.signIn(user.email, "errada"), 3);
    const [row] = await testDb.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `sign-in:account-ip:${user.email}:local`));
    const wait = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(wait).toBeLessThanOrEqual(3000);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait) + 100));
    const res = await t.signIn(user.email, user.password);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.userId });
  });

  it("does not refuse one account because of another", async () => {
    const t = await appWith({ signInPerAccountIp: { limit: 1, windowSeconds: 60 } });
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
    expect(await counter("sign-in:ip:local")).toBe(3);
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
    expect(await counter(`sign-in:ip:${ip}`)).toBe(3);
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

describe("TRUST_PROXY as a hop count", () => {
  beforeEach(clearCounters);
  const perIp = { signInPerIp: { limit: 2, windowSeconds: 600 } };

  /** A failed sign-in arriving over a socket from `peer` with this X-Forwarded-For. */
  const failFrom = (t: TestApp, peer: string, forwarded: string) =>
    t.app.request(
      `${BASE_URL}/api/auth/sign-in`,
      {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": forwarded },
        body: JSON.stringify({ email: uniqueEmail("alvo"), password: "x" }),
      },
      { incoming: { socket: { remoteAddress: peer } } },
    );

  it("with 2 hops (a CDN, then a load balancer) counts the entry 2 places from the right", async () => {
    const t = await createTestApp({ database: testDb.database, rateLimits: perIp, env: { TRUST_PROXY: "2" } });
    const client = newIp();
    for (let i = 0; i < 2; i++) {
      // The client may write anything on the left; the CDN appends the client, the LB the CDN.
      expect((await failFrom(t, "10.0.0.5", `1.2.3.${i}, ${client}, 198.51.100.7`)).status).toBe(401);
    }
    expect(await counter(`sign-in:ip:${client}`)).toBe(2);
    expect((await failFrom(t, "10.0.0.5", `9.9.9.9, ${client}, 198.51.100.7`)).status).toBe(429);
  });

  it("a client that reaches the app directly cannot pose as others with a forged header", async () => {
    const t = await createTestApp({ database: testDb.database, rateLimits: perIp, env: { TRUST_PROXY: "1" } });
    const direct = "203.0.113.200";
    for (let i = 0; i < 2; i++) expect((await failFrom(t, direct, newIp())).status).toBe(401);
    expect((await failFrom(t, direct, newIp())).status).toBe(429);
    expect(await counter(`sign-in:ip:${direct}`)).toBe(2);
  });

  it("without TRUST_PROXY the socket's address counts, whatever the header says", async () => {
    const t = await createTestApp({ database: testDb.database, rateLimits: perIp });
    for (let i = 0; i < 2; i++) expect((await failFrom(t, "10.0.0.9", newIp())).status).toBe(401);
    expect((await failFrom(t, "10.0.0.9", newIp())).status).toBe(429);
    expect(await counter("sign-in:ip:10.0.0.9")).toBe(2);
  });
});

describe.concurrent("sign-up per account", () => {
  it("is limited per account: the 4th attempt with one e-mail answers 429", async () => {
    const t = await appWith({ signUpPerAccount: DEFAULT_RATE_LIMITS.signUpPerAccount });
    const email = uniqueEmail("repetido");
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.signUp({ role: "militar", email })).res.status);
    // The same answer whether or not the address has an account.
    expect(statuses).toEqual([201, 201, 201]);
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

describe.concurrent("password reset e-mails", () => {
  const resetMails = async (t: TestApp, email: string) =>
    (await t.readOutbox(email)).filter((m) => m.subject === "Redefinição de senha da Próxima Missão");

  it("go out at most 5 an hour to one address; the 6th request answers the same and sends nothing", async () => {
    const t = await appWith({}, true);
    const user = await t.createUser({ role: "militar" });
    const answers: TestResponse[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push(await t.client().post("/api/auth/forgot-password", { email: user.email }, forwardedFrom(newIp())));
    }
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(answers[0]?.body);
    }
    expect(await resetMails(t, user.email)).toHaveLength(5);
    // The link already in the inbox keeps working for an hour from the capped request.
    const newest = (await resetMails(t, user.email)).at(-1)?.text.match(/reset-password\/([^?\s]+)/)?.[1];
    const [token] = await testDb.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${newest}`));
    expect(token?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60 * 1000);
  });

  it("another person's requests never stop the owner's: the owner's own request brings a link", async () => {
    const t = await appWith({}, true);
    const user = await t.createUser({ role: "empresa" });
    const attacker = newIp();
    for (let i = 0; i < 3; i++) {
      const res = await t.client().post("/api/auth/forgot-password", { email: user.email }, forwardedFrom(attacker));
      expect(res.status).toBe(200);
    }
    const owner = await t.client().post("/api/auth/forgot-password", { email: user.email }, forwardedFrom(newIp()));
    expect(owner.status).toBe(200);
    expect(await resetMails(t, user.email)).toHaveLength(4);
  });

  it("an unknown address gets the same answer and nothing is sent anywhere", async () => {
    const t = await appWith({});
    const known = await t.createUser({ role: "militar" });
    const email = uniqueEmail("ninguem");
    const unknown = await t.client().post("/api/auth/forgot-password", { email });
    const existing = await t.client().post("/api/auth/forgot-password", { email: known.email });
    expect(unknown.status).toBe(existing.status);
    expect(unknown.body).toEqual(existing.body);
    expect(await t.readOutbox(email)).toEqual([]);
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
    const rules = { signInPerAccountIp: { limit: 2, windowSeconds: 60 } };
    const first = await appWith(rules);
    const second = await appWith(rules);
    const user = await first.createUser({ role: "militar" });
    expect((await first.signIn(user.email, "errada")).status).toBe(401);
    expect((await second.signIn(user.email, "errada")).status).toBe(401);
    expectRateLimited(await first.signIn(user.email, "errada"), 60);
    expectRateLimited(await second.signIn(user.email, user.password), 60);
  });
});

describe("the counters", () => {
  const rule = { limit: 2, windowSeconds: 60 };
  const t0 = new Date("2026-03-10T12:00:00.000Z");
  const after = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
  const db = () => testDb.database.db;

  it("opens a window at the first hit and counts within it", async () => {
    const key = "counter:window";
    expect(await countHit(db(), key, rule, t0)).toEqual({ count: 1, expiresAt: after(60) });
    expect(await countHit(db(), key, rule, after(59))).toEqual({ count: 2, expiresAt: after(60) });
    // At the window's end a fresh one opens from that hit.
    expect(await countHit(db(), key, rule, after(60))).toEqual({ count: 1, expiresAt: after(120) });
  });

  it("reads only live counters", async () => {
    await countHit(db(), "counter:live", rule, t0);
    await countHit(db(), "counter:gone", rule, after(-120));
    const live = await readCounters(db(), ["counter:live", "counter:gone", "counter:never"], t0);
    expect([...live.entries()]).toEqual([["counter:live", { count: 1, expiresAt: after(60) }]]);
  });

  it("refuses with 429 once a counter reaches the limit, with the seconds left rounded up", () => {
    expect(() => refuseWhenReached(undefined, rule, t0)).not.toThrow();
    expect(() => refuseWhenReached({ count: 1, expiresAt: after(60) }, rule, t0)).not.toThrow();
    const refusal = (() => {
      try {
        refuseWhenReached({ count: 2, expiresAt: new Date(t0.getTime() + 30_500) }, rule, t0);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).code).toBe("RATE_LIMITED");
    expect((refusal as ApiError).headers).toEqual({ "Retry-After": "31" });
  });

  it("lets the hit that reaches the limit through and refuses the next, never asking to wait under 1 s", async () => {
    const key = "counter:hit";
    await hitRateLimit(db(), key, rule, t0);
    await hitRateLimit(db(), key, rule, after(1));
    const third = hitRateLimit(db(), key, rule, new Date(t0.getTime() + 59_900));
    await expect(third).rejects.toMatchObject({ code: "RATE_LIMITED", headers: { "Retry-After": "1" } });
  });

  it("now and then sweeps the counters whose window has ended, and only those", async () => {
    await db().delete(rateLimits);
    await countHit(db(), "counter:old", rule, after(-61));
    await countHit(db(), "counter:ending", rule, after(-60));
    const keys = async () => (await db().select().from(rateLimits)).map((r) => r.key).sort();

    const random = vi.spyOn(Math, "random").mockReturnValue(0.5);
    try {
      await countHit(db(), "counter:new", rule, t0);
      expect(await keys()).toEqual(["counter:ending", "counter:new", "counter:old"]);
      random.mockReturnValue(0.009);
      await countHit(db(), "counter:new", rule, t0);
      // "ending" expires exactly now: still there, swept the next time.
      expect(await keys()).toEqual(["counter:ending", "counter:new"]);
    } finally {
      random.mockRestore();
    }
  });

  it("scales the per-address limits only", () => {
    const rules = rateLimitsFor(3);
    expect(rules.signInPerIp).toEqual({ limit: 90, windowSeconds: 600 });
    expect(rules.signUpPerIp).toEqual({ limit: 30, windowSeconds: 3600 });
    expect(rules.resetPerIp).toEqual({ limit: 30, windowSeconds: 3600 });
    expect(rules.alertSubscribePerIp).toEqual({ limit: 60, windowSeconds: 3600 });
    const { signInPerIp, signUpPerIp, resetPerIp, alertSubscribePerIp, ...perAccount } = rules;
    const {
      signInPerIp: _a,
      signUpPerIp: _b,
      resetPerIp: _c,
      alertSubscribePerIp: _d,
      ...defaults
    } = DEFAULT_RATE_LIMITS;
    expect(perAccount).toEqual(defaults);
    expect(DEFAULT_RATE_LIMITS.signInPerIp.limit).toBe(30);
  });

  it("starts the slow-down at 1 s when a rule names no first wait", () => {
    expect([4, 5, 6].map((n) => signInDelayMs(n, { limit: 5, windowSeconds: 60 }))).toEqual([0, 1000, 2000]);
  });
});
