import { ERROR_MESSAGES } from "@pm/shared/errors";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ORIGIN, read, type TestApp, uniqueEmail } from "../../test/harness";
import { sessions } from "../db/schema/auth";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const forbiddenOrigin = { error: { code: "FORBIDDEN_ORIGIN", message: ERROR_MESSAGES.FORBIDDEN_ORIGIN } };
const sessionsOf = (userId: string) => t.db.select().from(sessions).where(eq(sessions.userId, userId));

describe.concurrent("cookie-carrying state changes", () => {
  it.each([
    ["no Origin", null],
    ["a foreign Origin", "https://golpe.example"],
    ["a look-alike Origin", `${ORIGIN}.golpe.example`],
    ["Origin null", "null"],
  ])("with %s answer 403 FORBIDDEN_ORIGIN and change nothing", async (_label, origin) => {
    const user = await t.createUser({ role: "militar" });
    const res = await read(user.client.withOrigin(origin).api.auth["sign-out"].$post());
    expect(res.status).toBe(403);
    expect(res.body).toEqual(forbiddenOrigin);
    expect(res.setCookies).toEqual([]);
    // Still signed in.
    expect(await sessionsOf(user.userId)).toHaveLength(1);
    expect((await user.client.api.me.$get()).status).toBe(200);
  });

  it("with the app's own Origin go through", async () => {
    const user = await t.createUser({ role: "militar" });
    const res = await user.client.withOrigin(ORIGIN).api.auth["sign-out"].$post();
    expect(res.status).toBe(200);
    expect(await sessionsOf(user.userId)).toEqual([]);
  });
});

describe.concurrent("requests without cookies", () => {
  it("from a foreign Origin are refused before anything is written", async () => {
    const email = uniqueEmail("cross");
    const res = await t
      .client()
      .post("/api/auth/sign-up", t.signUpBody({ role: "militar", email }), { origin: "https://golpe.example" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(forbiddenOrigin);
    expect(await t.readOutbox(email)).toEqual([]);
  });

  it("a cross-site sign-in cannot plant a session", async () => {
    const user = await t.createUser({ role: "empresa" });
    const res = await t.signIn(user.email, user.password, t.client(), { origin: "https://golpe.example" });
    expect(res.status).toBe(403);
    expect(res.setCookies).toEqual([]);
    expect(await sessionsOf(user.userId)).toHaveLength(1);
  });

  it("without any Origin (not a browser) are served", async () => {
    const user = await t.createUser({ role: "militar" });
    const signIn = t
      .client()
      .withOrigin(null)
      .api.auth["sign-in"].$post({ json: { email: user.email, password: user.password } });
    const res = await read(signIn);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.userId });
  });
});

describe("safe methods", () => {
  it("are not checked", async () => {
    const user = await t.createUser({ role: "militar" });
    const res = await user.client.api.me.$get(undefined, { headers: { origin: "https://golpe.example" } });
    expect(res.status).toBe(200);
  });
});

describe("the address the app was opened at", () => {
  /** A sign-up sent to `host` by a page served from `origin`, as a browser would send it. */
  const signUpAt = (app: TestApp, host: string, origin: string | null, email: string) =>
    app.app.request(`${host}/api/auth/sign-up`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(origin ? { origin } : {}) },
      body: JSON.stringify(app.signUpBody({ role: "militar", email })),
    });

  it.each(["http://127.0.0.1:3000", "http://localhost:3000", "http://192.168.0.20:3000"])(
    "outside production, a sign-up from a page of %s to that same address goes through",
    async (host) => {
      const email = uniqueEmail("loopback");
      const res = await signUpAt(t, host, host, email);
      expect(res.status).toBe(201);
    },
  );

  it("outside production, a page of another address is still refused", async () => {
    const res = await signUpAt(t, "http://127.0.0.1:3000", "http://localhost:5999", uniqueEmail("outro"));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(forbiddenOrigin);
  });

  it("in production, only BASE_URL's origin counts, whatever Host the request names", async () => {
    const prod = await createTestApp({
      database: t.database,
      env: { NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox", ALLOW_SANDBOX_PAYMENTS: "true" },
    });
    const refused = await signUpAt(prod, "http://127.0.0.1:3000", "http://127.0.0.1:3000", uniqueEmail("prod"));
    expect(refused.status).toBe(403);
    const own = await signUpAt(prod, "http://127.0.0.1:3000", ORIGIN, uniqueEmail("prod"));
    expect(own.status).toBe(201);
  });
});
