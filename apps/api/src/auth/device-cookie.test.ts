import { ERROR_MESSAGES } from "@pm/shared/errors";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operator, totpCode } from "../../test/factories";
import {
  BASE_URL,
  createTestApp,
  readError,
  TEST_AUTH_SECRET,
  type TestApp,
  TestClient,
  type TestResponse,
} from "../../test/harness";
import { openTestDatabase, type TestDatabase } from "../../test/test-database";
import { rateLimits } from "../db/schema/system";
import { loadEnv } from "../env";
import type { AppDeps, AppEnv } from "../http/context";
import { DEFAULT_RATE_LIMITS, type RateLimitRules } from "../http/rate-limit";
import {
  DEVICE_COOKIE_MAX_AGE_S,
  deviceCookieName,
  issueDeviceCookie,
  presentedDeviceCookie,
  signDeviceCookie,
} from "./device-cookie";

// An office behind one address (a NAT, a carrier-grade NAT): an attacker there exhausts the
// address's and the account's limits; the owner, from the same address, still gets in with the
// browser he signed in from before. Every app here shares one database; each test has its own
// accounts and addresses.
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await openTestDatabase();
});
afterAll(async () => {
  await testDb?.close();
});

/** Tight limits, as the tests meet them; the others stay out of the way. */
const TIGHT: Partial<RateLimitRules> = {
  signInPerIp: { limit: 4, windowSeconds: 600 },
  signInPerAccountIp: { limit: 3, windowSeconds: 900 },
  signInPerAccount: { limit: 3, windowSeconds: 900, delayMs: 1 },
  signInPerDevice: { limit: 3, windowSeconds: 3600 },
};

const appWith = (rules: Partial<RateLimitRules>): Promise<TestApp> =>
  createTestApp({ database: testDb.database, rateLimits: rules, env: { TRUST_PROXY: "1" } });

let ipCounter = 0;
const newIp = () => {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
};
const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });

const ALERT = "Tentativas de acesso à sua conta";
const OPERATOR_ALERT = "Tentativas de acesso à sua conta de operador";

function expectRateLimited(res: TestResponse) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: { code: "RATE_LIMITED", message: ERROR_MESSAGES.RATE_LIMITED } });
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
}

const deviceCookies = (browser: TestClient) => [...browser.jar].filter(([name]) => name.startsWith("pm.device_"));

/** A browser holding only these cookies. */
const browserWith = (t: TestApp, cookies: [string, string][]) => new TestClient(t.app, new Map(cookies));

const counter = async (key: string) =>
  (await testDb.database.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count;

/** Wrong passwords on `email` from `ip` until the address is refused on it. */
async function exhaust(t: TestApp, email: string, ip: string, times = 3) {
  for (let i = 0; i < times; i++) {
    const res = await readError(t.signIn(email, `errada-${i}`, t.client(), from(ip)));
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("INVALID_CREDENTIALS");
  }
  expectRateLimited(await t.signIn(email, "errada", t.client(), from(ip)));
}

describe("the device cookie", () => {
  const account = { userId: "u-123", email: "dono@teste.com.br" };

  it("is `<user id>.<nonce>.<HMAC>`, under a name that does not give the e-mail away", () => {
    const value = signDeviceCookie(TEST_AUTH_SECRET, account, "nonce-1");
    expect(value).toMatch(/^u-123\.nonce-1\.[A-Za-z0-9_-]{43}$/);
    const name = deviceCookieName(account.email, TEST_AUTH_SECRET);
    expect(name).toMatch(/^pm\.device_[0-9a-f]{24}$/);
    expect(name).not.toContain("dono");
    expect(deviceCookieName("outro@teste.com.br", TEST_AUTH_SECRET)).not.toBe(name);
    expect(presentedDeviceCookie(`${name}=${value}`, account.email, TEST_AUTH_SECRET)).toEqual({
      userId: "u-123",
      nonce: "nonce-1",
    });
  });

  it("is refused when altered, signed with another key, or shown for another e-mail", () => {
    const name = deviceCookieName(account.email, TEST_AUTH_SECRET);
    const value = signDeviceCookie(TEST_AUTH_SECRET, account, "nonce-1");
    const tag = value.split(".").at(-1) ?? "";
    const read = (cookie: string, email = account.email) => presentedDeviceCookie(cookie, email, TEST_AUTH_SECRET);
    expect(read(`${name}=u-999.nonce-1.${tag}`)).toBeNull();
    expect(read(`${name}=u-123.nonce-2.${tag}`)).toBeNull();
    expect(read(`${name}=u-123.nonce-1.${tag.slice(0, -2)}AA`)).toBeNull();
    expect(read(`${name}=${signDeviceCookie("another-secret-0123456789abcdef0123", account, "nonce-1")}`)).toBeNull();
    expect(read(`${name}=${value}`, "outro@teste.com.br")).toBeNull();
    const otherName = deviceCookieName("outro@teste.com.br", TEST_AUTH_SECRET);
    expect(read(`${otherName}=${value}`, "outro@teste.com.br")).toBeNull();
    for (const junk of ["", "x", "..", "a.b", ".b.c", "a..c"]) expect(read(`${name}=${junk}`)).toBeNull();
    expect(read("")).toBeNull();
  });

  it("is HttpOnly, SameSite=Lax, sent to /api/auth only, kept a year, and Secure under https", async () => {
    const setBy = async (baseUrl: string) => {
      const env = loadEnv({ NODE_ENV: "test", BASE_URL: baseUrl, AUTH_SECRET: TEST_AUTH_SECRET, LOG_LEVEL: "silent" });
      const app = new Hono<AppEnv>()
        .use(async (c, next) => {
          c.set("deps", { env } as AppDeps);
          await next();
        })
        .get("/", (c) => {
          issueDeviceCookie(c, account);
          return c.text("ok");
        });
      return (await app.request("/")).headers.getSetCookie();
    };
    const name = deviceCookieName(account.email, TEST_AUTH_SECRET);
    const [plain = ""] = await setBy("http://localhost:3000");
    expect(plain).toMatch(new RegExp(`^${name.replace(".", "\\.")}=u-123\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43};`));
    expect(plain).toContain(`Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`);
    expect(DEVICE_COOKIE_MAX_AGE_S).toBe(365 * 24 * 3600);
    expect(plain).toContain("Path=/api/auth");
    expect(plain).toContain("HttpOnly");
    expect(plain).toContain("SameSite=Lax");
    expect(plain).not.toContain("Secure");
    const [secure = ""] = await setBy("https://proximamissao.com.br");
    expect(secure.startsWith(`__Secure-${name}=`)).toBe(true);
    expect(secure).toContain("; Secure");
    // Read back under either name.
    const value = decodeURIComponent(secure.slice(secure.indexOf("=") + 1, secure.indexOf(";")));
    expect(presentedDeviceCookie(`__Secure-${name}=${value}`, account.email, TEST_AUTH_SECRET)).toMatchObject({
      userId: "u-123",
    });
  });
});

describe("sign-in with a device cookie", { timeout: 90_000 }, () => {
  it("lets the owner in from the address and on the account an attacker has exhausted", async () => {
    const t = await appWith(TIGHT);
    const owner = await t.createUser({ role: "militar" });
    const home = t.client();
    const first = await t.signIn(owner.email, owner.password, home, from(newIp()));
    expect(first.status).toBe(200);
    expect(deviceCookies(home)).toHaveLength(1);

    const office = newIp();
    await exhaust(t, owner.email, office);
    // The address is refused on the account even with the right password, without a device cookie…
    expectRateLimited(await t.signIn(owner.email, owner.password, t.client(), from(office)));
    // …and the account is past its own limit: untrusted tries on it wait.
    expect(await counter(`sign-in:account:${owner.email}`)).toBe(3);

    // The owner, from the same office, with the browser he signed in from before.
    const before = deviceCookies(home)[0]?.[1];
    const res = await t.signIn(owner.email, owner.password, home, from(office));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: owner.userId });
    // A new device cookie each time.
    expect(deviceCookies(home)).toHaveLength(1);
    expect(deviceCookies(home)[0]?.[1]).not.toBe(before);
    // A typo of his answers as a typo, not as a refusal.
    const typo = await readError(t.signIn(owner.email, "errada", home, from(office)));
    expect(typo.status).toBe(401);
    expect((await t.signIn(owner.email, owner.password, home, from(office))).status).toBe(200);
  });

  it("a browser keeps one cookie per account it signed in to, each good for its own account only", async () => {
    const t = await appWith(TIGHT);
    const [a, b] = await Promise.all([t.createUser({ role: "militar" }), t.createUser({ role: "empresa" })]);
    if (!a || !b) throw new Error("users not created");
    const shared = t.client();
    expect((await t.signIn(a.email, a.password, shared, from(newIp()))).status).toBe(200);
    expect((await t.signIn(b.email, b.password, shared, from(newIp()))).status).toBe(200);
    expect(
      deviceCookies(shared)
        .map(([name]) => name)
        .sort(),
    ).toEqual([deviceCookieName(a.email, TEST_AUTH_SECRET), deviceCookieName(b.email, TEST_AUTH_SECRET)].sort());
    const office = newIp();
    await exhaust(t, a.email, office);
    await exhaust(t, b.email, newIp());
    expect((await t.signIn(a.email, a.password, shared, from(office))).status).toBe(200);
    expect((await t.signIn(b.email, b.password, shared, from(office))).status).toBe(200);
  });

  it("an attacker gets nothing from no cookie, a forged one, or the cookie of his own account", async () => {
    const t = await appWith(TIGHT);
    const [victim, attacker] = await Promise.all([
      t.createUser({ role: "militar" }),
      t.createUser({ role: "militar" }),
    ]);
    if (!victim || !attacker) throw new Error("users not created");
    const own = t.client();
    expect((await t.signIn(attacker.email, attacker.password, own, from(newIp()))).status).toBe(200);
    const [[ownName, ownValue] = ["", ""]] = deviceCookies(own);

    const office = newIp();
    await exhaust(t, victim.email, office);
    const victimName = deviceCookieName(victim.email, TEST_AUTH_SECRET);
    const tries: [string, [string, string][]][] = [
      ["no cookie", []],
      ["his own account's cookie", [[ownName, ownValue]]],
      ["his own cookie under the victim's name", [[victimName, ownValue]]],
      ["his own cookie naming the victim", [[victimName, ownValue.replace(attacker.userId, victim.userId)]]],
      ["a cookie signed with a guessed key", [[victimName, signDeviceCookie("guess", victim, "n0nce")]]],
      ["a cookie in the right form with a made-up tag", [[victimName, `${victim.userId}.n0nce.${"A".repeat(43)}`]]],
      // Genuine for the address, but for an account that held it before (the e-mail was changed).
      [
        "an earlier account's cookie",
        [[victimName, signDeviceCookie(TEST_AUTH_SECRET, { ...victim, userId: "old" }, "n")]],
      ],
    ];
    for (const [label, cookies] of tries) {
      const res = await t.signIn(victim.email, victim.password, browserWith(t, cookies), from(office));
      expect(res.status, label).toBe(429);
    }
    expect(await counter(`sign-in:account-ip:${victim.email}:${office}`)).toBe(3);
  });

  it("a device cookie has its own limit: a stolen copy gives a few guesses, the owner's newer one still works", async () => {
    const t = await appWith(TIGHT);
    const owner = await t.createUser({ role: "empresa" });
    const home = t.client();
    expect((await t.signIn(owner.email, owner.password, home, from(newIp()))).status).toBe(200);
    const thief = home.clone();
    // The owner signs in again later: his browser now holds a newer cookie.
    expect((await t.signIn(owner.email, owner.password, home, from(newIp()))).status).toBe(200);

    const office = newIp();
    await exhaust(t, owner.email, office);
    // The stolen copy passes the address's refusal, three times…
    for (let i = 0; i < 3; i++)
      expect((await t.signIn(owner.email, `chute-${i}`, thief, from(office))).status).toBe(401);
    const [[, stolen = ""] = []] = deviceCookies(thief);
    expect(await counter(`sign-in:device:${stolen.split(".")[1]}`)).toBe(3);
    // …then it is worth nothing, not even with the right password.
    expectRateLimited(await t.signIn(owner.email, "chute", thief, from(office)));
    expectRateLimited(await t.signIn(owner.email, owner.password, thief, from(office)));
    // The owner's own browser is not that copy.
    const res = await t.signIn(owner.email, owner.password, home, from(office));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: owner.userId });
  });

  it("tells the owner once, how many times and when, and answers an unknown address just the same", async () => {
    const t = await appWith({ signInPerAccount: { limit: 3, windowSeconds: 900, delayMs: 1 } });
    const owner = await t.createUser({ role: "empresa" });
    const unknown = `ninguem-${owner.email}`;
    const answers = async (email: string) => {
      const out: TestResponse[] = [];
      for (let i = 0; i < 6; i++) out.push(await t.signIn(email, `errada-${i}`, t.client(), from(newIp())));
      return out.map((r) => [r.status, r.body]);
    };
    const known = await answers(owner.email);
    expect(known).toEqual(await answers(unknown));
    expect(known[0]).toEqual([
      401,
      { error: { code: "INVALID_CREDENTIALS", message: ERROR_MESSAGES.INVALID_CREDENTIALS } },
    ]);

    const mails = (await t.readOutbox(owner.email)).filter((m) => m.subject === ALERT);
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text ?? "";
    expect(text).toMatch(
      /Registramos 4 tentativas de entrar na sua conta da Próxima Missão com a senha errada, a última em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(horário de Brasília\)\./,
    );
    expect(text).toContain("Se a sua senha é forte e só você a conhece, sua conta está segura");
    expect(text).toContain("Se não foi você, recomendamos trocar a senha agora");
    expect(text).toContain(`${BASE_URL}/auth?type=empresa&esqueci=1`);
    expect(await t.readOutbox(unknown)).toEqual([]);
    // The owner still gets in, from anywhere.
    expect((await t.signIn(owner.email, owner.password, t.client(), from(newIp()))).status).toBe(200);
  });
});

describe("the operators' second factor", { timeout: 90_000 }, () => {
  const twoFactor = (browser: TestClient, code: string, ip: string, kind?: "backup") =>
    browser.post("/api/auth/sign-in/two-factor", kind ? { kind, code } : { code }, from(ip));
  const password = async (t: TestApp, browser: TestClient, user: { email: string; password: string }, ip: string) => {
    const res = await t.signIn(user.email, user.password, browser, from(ip));
    expect(res.body).toEqual({ twoFactorRequired: true });
  };
  const signOut = async (browser: TestClient) => expect((await browser.post("/api/auth/sign-out")).status).toBe(200);
  /** An operator whose own browser signed in with password and code (so it is known), then out. */
  const operatorWithKnownBrowser = async (t: TestApp) => {
    const op = await operator(t);
    const uri = op.totpURI ?? "";
    const owner = t.client();
    await password(t, owner, op.user, newIp());
    expect((await twoFactor(owner, await totpCode(uri), newIp())).status).toBe(200);
    await signOut(owner);
    return { op, uri, owner };
  };

  it("a thief with the password exhausts the account; the owner's device and code still open it; the owner is told", async () => {
    // The default limit: ten wrong codes an hour, as many as once locked the owner out too.
    const t = await appWith({ twoFactorPerAccount: DEFAULT_RATE_LIMITS.twoFactorPerAccount });
    expect(DEFAULT_RATE_LIMITS.twoFactorPerAccount).toEqual({ limit: 10, windowSeconds: 3600 });
    const op = await operator(t);
    const uri = op.totpURI ?? "";
    // The owner signs in with password and code: his browser is now known.
    const owner = t.client();
    await password(t, owner, op.user, newIp());
    const signedIn = await twoFactor(owner, await totpCode(uri), newIp());
    expect(signedIn.status).toBe(200);
    expect(deviceCookies(owner)).toHaveLength(1);
    await signOut(owner);

    const office = newIp();
    const thief = t.client();
    for (let challenge = 0; challenge < 2; challenge++) {
      await password(t, thief, op.user, office);
      for (let i = 0; i < 5; i++) {
        const res = await readError(twoFactor(thief, `0${challenge}000${i}`, office));
        expect(res.status).toBe(401);
        expect(res.body.error.message).toBe("Código de verificação inválido. Tente novamente.");
      }
    }
    await password(t, thief, op.user, office);
    expectRateLimited(await twoFactor(thief, "099999", office));
    // From another address, on a fresh challenge, with a recovery code, or even with the right code: refused.
    const elsewhere = t.client();
    await password(t, elsewhere, op.user, newIp());
    expectRateLimited(await twoFactor(elsewhere, "111111", newIp()));
    expectRateLimited(await twoFactor(elsewhere, op.backupCodes[0] ?? "", newIp(), "backup"));
    expectRateLimited(await twoFactor(elsewhere, await totpCode(uri), newIp()));

    // The owner, from the thief's own address, with his browser and his code.
    await password(t, owner, op.user, office);
    const res = await twoFactor(owner, await totpCode(uri), office);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: op.user.userId, twoFactorEnabled: true, profile: { role: "operador" } });
    expect((await owner.get("/api/operations/companies")).status).toBe(200);

    const mails = (await t.readOutbox(op.user.email)).filter((m) => m.subject === OPERATOR_ALERT);
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text ?? "";
    expect(text).toMatch(
      /Alguém usou a sua senha para entrar na Próxima Missão, mas errou o código da verificação em duas etapas 3 vezes, a última em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(horário de Brasília\)\./,
    );
    expect(text).toContain("sua senha deixou de ser segredo: troque-a agora");
    expect(text).toContain(`${BASE_URL}/auth?esqueci=1`);
    expect((await t.readOutbox(op.user.email)).filter((m) => m.subject === ALERT)).toEqual([]);
  });

  it("limits wrong codes per challenge to five, then asks for the password again", async () => {
    const t = await appWith({});
    const op = await operator(t);
    const ip = newIp();
    const browser = t.client();
    await password(t, browser, op.user, ip);
    for (let i = 0; i < 5; i++) expect((await twoFactor(browser, `12345${i}`, ip)).status).toBe(401);
    const ended = await readError(twoFactor(browser, await totpCode(op.totpURI ?? ""), ip));
    expect(ended.status).toBe(401);
    expect(ended.body.error.message).toBe("A verificação expirou. Entre com e-mail e senha novamente.");
    await password(t, browser, op.user, ip);
    expect((await twoFactor(browser, await totpCode(op.totpURI ?? ""), ip)).status).toBe(200);
  });

  it("refuses an address after its wrong codes, on any challenge, but never the owner's known browser there", async () => {
    const t = await appWith({ signInPerIp: { limit: 2, windowSeconds: 600 } });
    const { op, uri, owner } = await operatorWithKnownBrowser(t);

    const office = newIp();
    const thief = t.client();
    await password(t, thief, op.user, office);
    for (let i = 0; i < 2; i++) expect((await twoFactor(thief, `99999${i}`, office)).status).toBe(401);
    expectRateLimited(await twoFactor(thief, "999999", office));
    const again = t.client();
    await password(t, again, op.user, office);
    expectRateLimited(await twoFactor(again, "999998", office));
    // The address is refused; the account is not (another address may still try).
    const other = t.client();
    await password(t, other, op.user, newIp());
    expect((await twoFactor(other, "999997", newIp())).status).toBe(401);

    await password(t, owner, op.user, office);
    expect((await twoFactor(owner, await totpCode(uri), office)).status).toBe(200);
  });

  it("counts the codes of a stolen device cookie against that cookie", async () => {
    const t = await appWith({
      twoFactorPerAccount: { limit: 2, windowSeconds: 3600 },
      signInPerDevice: { limit: 2, windowSeconds: 3600 },
    });
    const { op, uri, owner } = await operatorWithKnownBrowser(t);
    const thief = owner.clone();
    // The owner signs in once more: a newer cookie than the thief's copy.
    await password(t, owner, op.user, newIp());
    expect((await twoFactor(owner, await totpCode(uri), newIp())).status).toBe(200);
    await signOut(owner);

    const ip = newIp();
    await password(t, thief, op.user, ip);
    for (let i = 0; i < 2; i++) expect((await twoFactor(thief, `55555${i}`, ip)).status).toBe(401);
    // Past the cookie's limit and the account's: the copy is refused like any browser.
    expectRateLimited(await twoFactor(thief, "555559", ip));
    await password(t, owner, op.user, ip);
    expect((await twoFactor(owner, await totpCode(uri), ip)).status).toBe(200);
  });
});
