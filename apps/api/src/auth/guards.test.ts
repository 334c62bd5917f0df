import { ERROR_MESSAGES } from "@pm/shared/errors";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paidCompany } from "../../test/factories";
import { createTestApp, read, readError, type TestApp, type TestUser } from "../../test/harness";
import { companies } from "../db/schema/companies";
import { militaryProfiles } from "../db/schema/military";

let t: TestApp;
let militar: TestUser;
let unpaid: TestUser;
let paid: TestUser;
let otherPaid: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [militar, unpaid, { user: paid }, { user: otherPaid }] = await Promise.all([
    t.createUser({ role: "militar", fullName: "Sargento Pereira" }),
    t.createUser({ role: "empresa", companyName: "Empresa Sem Pagamento" }),
    paidCompany(t, { plan: "pro", name: "Empresa Paga" }),
    paidCompany(t, { plan: "plus", name: "Outra Empresa Paga" }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const error = (code: keyof typeof ERROR_MESSAGES) => ({ error: { code, message: ERROR_MESSAGES[code] } });

describe("anonymous", () => {
  it.each(["/api/me", "/api/company", "/api/military/profile"])("gets 401 on %s", async (path) => {
    const res = await t.client().get(path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(error("UNAUTHENTICATED"));
  });

  it("gets 401 with a forged session cookie", async () => {
    const forged = t.client();
    forged.jar.set("pm.session_token", "forjado.assinatura-falsa");
    for (const path of ["/api/me", "/api/company", "/api/military/profile"]) {
      const res = await readError(forged.get(path));
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe("UNAUTHENTICATED");
    }
  });
});

describe("militar", () => {
  it("is refused the company workspace with 403 FORBIDDEN", async () => {
    const res = await militar.client.get("/api/company");
    expect(res.status).toBe(403);
    expect(res.body).toEqual(error("FORBIDDEN"));
  });

  it("reads its own military profile", async () => {
    const res = await militar.client.get("/api/military/profile");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId: militar.userId, plan: "FREE", completedAt: null });
  });

  it("reaches the military area only once onboarding is complete", async () => {
    const recruit = await t.createUser({ role: "militar", fullName: "Cabo Lima" });
    const before = await recruit.client.get("/api/military/jobs");
    expect(before.status).toBe(403);
    expect(before.body).toEqual(error("PROFILE_INCOMPLETE"));

    await t.db
      .update(militaryProfiles)
      .set({ completedAt: new Date() })
      .where(eq(militaryProfiles.userId, recruit.userId));
    expect((await recruit.client.get("/api/military/jobs")).status).toBe(200);
  });
});

describe("empresa", () => {
  it("is refused the military area with 403 FORBIDDEN, paid or not", async () => {
    for (const company of [unpaid, paid]) {
      const res = await company.client.get("/api/military/jobs");
      expect(res.status).toBe(403);
      expect(res.body).toEqual(error("FORBIDDEN"));
    }
  });

  it("without payment gets 403 PAYMENT_REQUIRED on the company workspace", async () => {
    const res = await unpaid.client.get("/api/company");
    expect(res.status).toBe(403);
    expect(res.body).toEqual(error("PAYMENT_REQUIRED"));
    const [company] = await t.db.select().from(companies).where(eq(companies.userId, unpaid.userId));
    expect(company?.paymentStatus).toBe("pending");
  });

  it("with payment reads its own company, never another's", async () => {
    const res = await read(paid.client.api.company.$get());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      userId: paid.userId,
      name: "Empresa Paga",
      plan: "pro",
      jobLimit: 25,
      paymentStatus: "completed",
    });
    const other = await read(otherPaid.client.api.company.$get());
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ userId: otherPaid.userId, name: "Outra Empresa Paga", plan: "plus" });
    expect(other.body.id).not.toBe(res.body.id);
  });

  it.each([
    ["paid", () => paid],
    ["unpaid", () => unpaid],
  ])("%s is refused the military area with 403 FORBIDDEN", async (_label, who) => {
    const res = await who().client.get("/api/military/profile");
    expect(res.status).toBe(403);
    expect(res.body).toEqual(error("FORBIDDEN"));
  });

  it("loses the workspace again when the payment lapses", async () => {
    const { user } = await paidCompany(t, { name: "Empresa Inadimplente" });
    expect((await user.client.api.company.$get()).status).toBe(200);
    await t.db.update(companies).set({ paymentStatus: "past_due" }).where(eq(companies.userId, user.userId));
    const res = await readError(user.client.api.company.$get());
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("PAYMENT_REQUIRED");
  });
});
