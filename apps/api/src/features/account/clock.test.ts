import { ERROR_MESSAGES } from "@pm/shared/errors";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp, uniqueEmail } from "../../../test/harness";
import { sessions, users } from "../../db/schema/auth";
import { rateLimits } from "../../db/schema/system";
import { ApiError } from "../../http/errors";
import { hitRateLimit } from "../../http/rate-limit";
import { countHit, readCounters } from "../../http/rate-limit.queries";
import { EMAIL_CHANGE_TTL_MS } from "./account-settings.queries";

// Every expiry here is hours or days long: the clock is moved across each boundary instead of
// waited out. Only Date is faked, so the database drivers and the e-mail worker keep their real
// timers. The clock is shared by the whole file, so these tests run one after another.

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const DAY = 24 * HOUR;
/** A session lives 30 days from its last refresh (written out: not read from the code under test). */
const SESSION_LIFETIME = 30 * DAY;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The frozen "now" each test starts at: a whole second, as JWT times are counted in seconds. */
let start: number;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  start = Math.floor(Date.now() / SECOND) * SECOND;
  vi.setSystemTime(start);
});
afterEach(() => {
  vi.useRealTimers();
});

const at = (ms: number) => vi.setSystemTime(ms);

const sessionCookieIn = (setCookies: string[]) => setCookies.find((c) => c.startsWith("pm.session_token="));

async function sessionsOf(userId: string) {
  return t.db.select().from(sessions).where(eq(sessions.userId, userId));
}

async function userRow(userId: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  return row;
}

describe("session expiry", () => {
  it("accepts a session until its expiry and refuses it from then on", async () => {
    const user = await t.createUser({ role: "militar" });
    const other = t.client();
    expect((await t.signIn(user.email, user.password, other)).status).toBe(200);
    const rows = await sessionsOf(user.userId);
    expect(rows).toHaveLength(2);
    const expiresAt = start + SESSION_LIFETIME;
    expect(rows.map((r) => r.expiresAt.getTime())).toEqual([expiresAt, expiresAt]);

    at(expiresAt - SECOND);
    expect((await user.client.get("/api/me")).status).toBe(200);

    // The other browser was not seen in the last second, so its session ends on time; the first
    // one's expiry moved on when it was used.
    at(expiresAt);
    const refused = await other.get("/api/me");
    expect(refused.status).toBe(401);
    expect((await user.client.get("/api/me")).status).toBe(200);
  });

  it("moves the expiry on once a day of use, not before", async () => {
    const user = await t.createUser({ role: "militar" });
    const firstExpiry = start + SESSION_LIFETIME;
    const expiryOf = async () => (await sessionsOf(user.userId)).map((r) => r.expiresAt.getTime());
    expect(await expiryOf()).toEqual([firstExpiry]);

    at(start + DAY - SECOND);
    expect((await user.client.get("/api/me")).status).toBe(200);
    expect(await expiryOf()).toEqual([firstExpiry]);

    const dayLater = start + DAY + SECOND;
    at(dayLater);
    expect((await user.client.get("/api/me")).status).toBe(200);
    expect(await expiryOf()).toEqual([dayLater + SESSION_LIFETIME]);

    // The session now outlives its first expiry.
    at(firstExpiry + SECOND);
    expect((await user.client.get("/api/me")).status).toBe(200);
  });

  it("reads the session in one statement, and asks better-auth only once a refresh is due", async () => {
    const user = await t.createUser({ role: "militar" });
    const getSession = vi.spyOn(t.deps.auth.api, "getSession");
    try {
      at(start + DAY - SECOND);
      expect((await user.client.get("/api/me")).status).toBe(200);
      at(start + DAY - 1);
      expect((await user.client.get("/api/me")).status).toBe(200);
      expect(getSession).not.toHaveBeenCalled();

      at(start + DAY);
      expect((await user.client.get("/api/me")).status).toBe(200);
      expect(getSession).toHaveBeenCalledTimes(1);
    } finally {
      getSession.mockRestore();
    }
  });
});

describe("the 24 h confirmation link", () => {
  async function signedUp() {
    const browser = t.client();
    const { email } = await t.signUp({ role: "militar" }, browser);
    return { browser, email, userId: await t.userIdOf(email), link: await t.lastLink(email) };
  }

  it("confirms and signs in just before 24 h", async () => {
    const { browser, userId, link } = await signedUp();
    at(start + DAY - SECOND);
    const res = await browser.get(link);
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location") as string, "http://x").searchParams.get("error")).toBeNull();
    expect(sessionCookieIn(res.setCookies)).toBeDefined();
    expect((await userRow(userId))?.emailVerified).toBe(true);
    expect((await browser.get("/api/me")).status).toBe(200);
  });

  it("neither confirms nor signs in after 24 h + 1 s", async () => {
    const { browser, userId, link } = await signedUp();
    at(start + DAY + SECOND);
    const res = await browser.get(link);
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location") as string, "http://x").searchParams.get("error")).toBe("TOKEN_EXPIRED");
    expect(sessionCookieIn(res.setCookies)).toBeUndefined();
    expect((await userRow(userId))?.emailVerified).toBe(false);
    expect(await sessionsOf(userId)).toEqual([]);
    expect((await browser.get("/api/me")).status).toBe(401);
  });
});

describe("the 1 h password reset link", () => {
  const NEW_PASSWORD = "nova-senha-789";

  async function resetToken() {
    const user = await t.createUser({ role: "militar" });
    expect((await t.client().post("/api/auth/forgot-password", { email: user.email })).status).toBe(200);
    const token = new URL(await t.lastLink(user.email)).pathname.split("/").at(-1) as string;
    return { user, token };
  }

  const reset = (token: string) =>
    t.client().post("/api/auth/reset-password", { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });

  it("changes the password just before 1 h", async () => {
    const { user, token } = await resetToken();
    at(start + HOUR - SECOND);
    expect((await reset(token)).status).toBe(200);
    expect((await t.signIn(user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await t.signIn(user.email, user.password)).status).toBe(401);
  });

  it("answers 400 INVALID_TOKEN after 1 h + 1 s and keeps the old password", async () => {
    const { user, token } = await resetToken();
    at(start + HOUR + SECOND);
    const res = await reset(token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "INVALID_TOKEN", message: ERROR_MESSAGES.INVALID_TOKEN } });
    expect((await t.signIn(user.email, NEW_PASSWORD)).status).toBe(401);
    expect((await t.signIn(user.email, user.password)).status).toBe(200);
  });
});

describe("the e-mail change link", () => {
  async function pendingChange() {
    const user = await t.createUser({ role: "militar" });
    const newEmail = uniqueEmail("novo");
    const res = await user.client.post("/api/account/email", { email: newEmail, currentPassword: user.password });
    expect(res.status).toBe(200);
    return { user, newEmail, link: await t.lastLink(newEmail) };
  }

  it("changes the e-mail just before it expires", async () => {
    const { user, newEmail, link } = await pendingChange();
    at(start + EMAIL_CHANGE_TTL_MS - SECOND);
    const res = await t.client().get(link);
    expect(res.headers.get("location")).toBe("/app/perfil?email=alterado");
    expect((await userRow(user.userId))?.email).toBe(newEmail);
  });

  it("changes nothing once it has expired", async () => {
    const { user, newEmail, link } = await pendingChange();
    at(start + EMAIL_CHANGE_TTL_MS + SECOND);
    const res = await t.client().get(link);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/app/perfil?email=invalido");
    expect((await userRow(user.userId))?.email).toBe(user.email);
    expect((await t.signIn(newEmail, user.password)).status).toBe(401);
    expect((await t.signIn(user.email, user.password)).status).toBe(200);
  });
});

describe("rate-limit windows", () => {
  const rule = { limit: 2, windowSeconds: 60 };

  const counterRow = async (key: string) => (await t.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0];

  it("counts within the window and starts again exactly when it ends", async () => {
    const key = `clock:${uniqueEmail()}`;
    const opened = new Date(start);
    const end = start + rule.windowSeconds * SECOND;
    expect(await countHit(t.db, key, rule, opened)).toEqual({ count: 1, expiresAt: new Date(end) });
    expect((await countHit(t.db, key, rule, new Date(end - 1))).count).toBe(2);
    expect((await readCounters(t.db, [key], new Date(end - 1))).get(key)?.count).toBe(2);
    expect((await readCounters(t.db, [key], new Date(end))).has(key)).toBe(false);

    expect(await countHit(t.db, key, rule, new Date(end))).toEqual({
      count: 1,
      expiresAt: new Date(end + rule.windowSeconds * SECOND),
    });
    expect(await counterRow(key)).toMatchObject({ count: 1, expiresAt: new Date(end + rule.windowSeconds * SECOND) });
  });

  it("refuses past the limit until the window ends, then lets the next hit through", async () => {
    const key = `clock:${uniqueEmail()}`;
    const end = start + rule.windowSeconds * SECOND;
    await hitRateLimit(t.db, key, rule, new Date(start));
    await hitRateLimit(t.db, key, rule, new Date(start + SECOND));

    const refused = await hitRateLimit(t.db, key, rule, new Date(end - 1)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: "RATE_LIMITED", headers: { "Retry-After": "1" } });
    expect(await counterRow(key)).toMatchObject({ count: 3, expiresAt: new Date(end) });

    await expect(hitRateLimit(t.db, key, rule, new Date(end))).resolves.toBeUndefined();
    expect(await counterRow(key)).toMatchObject({ count: 1, expiresAt: new Date(end + rule.windowSeconds * SECOND) });
  });
});
