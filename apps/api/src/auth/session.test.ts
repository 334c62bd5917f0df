import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, read, type TestApp } from "../../test/harness";

describe("GET /api/session", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 200 with me: null to a visitor, and never lets a cache keep it", async () => {
    const res = await read(t.client().api.session.$get());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ me: null });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers the signed-in user's view, and null again after sign-out", async () => {
    const user = await t.createUser({ role: "empresa", plan: "pro", companyName: "Vigia Segurança" });
    const signedIn = await read(user.client.api.session.$get());
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.me).toMatchObject({
      id: user.userId,
      email: user.email,
      profile: { role: "empresa" },
      company: { name: "Vigia Segurança", plan: "pro", jobLimit: 25 },
      militaryProfile: null,
    });
    expect((await user.client.api.auth["sign-out"].$post()).status).toBe(200);
    expect((await read(user.client.api.session.$get())).body).toEqual({ me: null });
  });

  it("answers a militar's view with the military profile and no company", async () => {
    const user = await t.createUser({ role: "militar" });
    const { body } = await read(user.client.api.session.$get());
    expect(body.me).toMatchObject({
      id: user.userId,
      profile: { role: "militar" },
      company: null,
      militaryProfile: { userId: user.userId, plan: "FREE", completedAt: null },
    });
  });
});
