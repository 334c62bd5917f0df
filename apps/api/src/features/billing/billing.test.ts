import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyOf, completedMilitar } from "../../../test/factories";
import { createTestApp, read, readError, type TestApp, type TestClient } from "../../../test/harness";
import { itOnPostgres } from "../../../test/test-database";
import { militaryProfiles } from "../../db/schema/military";
import { checkoutSessions, paymentEvents, payments } from "../../db/schema/payments";
import { sandboxCompletedEvent } from "../../payments/sandbox";
import { processEvent } from "./fulfillment.queries";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function startCheckout(client: TestClient, plan: string) {
  const res = await client.post("/api/billing/checkout", { plan });
  expect(res.status).toBe(201);
  return res.body as { url: string; sessionId: string };
}

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

describe("checkout", () => {
  it("is for companies only", async () => {
    expect((await t.client().post("/api/billing/checkout", { plan: "plus" })).status).toBe(401);
    const militar = await t.createUser({ role: "militar" });
    const res = await readError(militar.client.api.billing.checkout.$post({ json: { plan: "plus" } }));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("FORBIDDEN");
  });

  it("never sells Enterprise, nor a plan that does not exist", async () => {
    const empresa = await t.createUser({ role: "empresa", plan: "enterprise" });
    for (const plan of ["enterprise", "gold"]) {
      const res = await readError(empresa.client.post("/api/billing/checkout", { plan }));
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("Plano não encontrado");
    }
    expect(await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, empresa.userId))).toEqual([]);
  });

  it("refuses unknown fields", async () => {
    const empresa = await t.createUser({ role: "empresa" });
    const res = await empresa.client.post("/api/billing/checkout", { plan: "plus", amountCents: 1 });
    expect(res.status).toBe(422);
  });
});

describe("the sandbox hosted page answers only the checkout's own buyer", () => {
  const notFound = { error: { code: "NOT_FOUND", message: "Não encontrado." } };

  async function unpaidCheckout() {
    const empresa = await t.createUser({ role: "empresa", plan: "pro" });
    const { sessionId } = await startCheckout(empresa.client, "pro");
    return { empresa, sessionId };
  }

  async function expectUntouched(empresa: { userId: string }, sessionId: string) {
    const company = await companyOf(t, empresa.userId);
    expect(company).toMatchObject({ plan: "pro", paymentStatus: "pending" });
    const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(session?.status).toBe("open");
    expect(await t.db.select().from(payments).where(eq(payments.companyId, company.id))).toEqual([]);
  }

  it("a visitor with no cookie and no Origin cannot pay, cancel or see it", async () => {
    const { empresa, sessionId } = await unpaidCheckout();
    const visitor = t.client();
    for (const action of ["pay", "cancel"]) {
      const res = await visitor.post(`/api/payments/sandbox/${sessionId}/${action}`, undefined, { origin: null });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFound);
    }
    expect((await visitor.get(`/api/payments/sandbox/${sessionId}`)).status).toBe(404);
    await expectUntouched(empresa, sessionId);
  });

  it("another company, or a militar, gets 404 as for a missing checkout", async () => {
    const { empresa, sessionId } = await unpaidCheckout();
    const other = await t.createUser({ role: "empresa" });
    const militar = await t.createUser({ role: "militar" });
    for (const intruder of [other, militar]) {
      for (const action of ["pay", "cancel"]) {
        const res = await intruder.client.post(`/api/payments/sandbox/${sessionId}/${action}`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual(notFound);
      }
      expect((await intruder.client.get(`/api/payments/sandbox/${sessionId}`)).status).toBe(404);
    }
    await expectUntouched(empresa, sessionId);
  });

  it("the buyer's own pay from a foreign page is refused by the origin check", async () => {
    const { empresa, sessionId } = await unpaidCheckout();
    const res = await empresa.client.post(`/api/payments/sandbox/${sessionId}/pay`, undefined, {
      origin: "https://golpe.example",
    });
    expect(res.status).toBe(403);
    await expectUntouched(empresa, sessionId);
  });

  it("a company cannot pay a militar's PREMIUM checkout", async () => {
    const militar = await completedMilitar(t);
    const started = await read(militar.client.api.military.billing.checkout.$post());
    expect(started.status).toBe(201);
    const company = await t.createUser({ role: "empresa" });
    const res = await company.client.post(`/api/payments/sandbox/${started.body.sessionId}/pay`);
    expect(res.status).toBe(404);
    const [profile] = await t.db.select().from(militaryProfiles).where(eq(militaryProfiles.userId, militar.userId));
    expect(profile?.plan).toBe("FREE");
  });
});

describe("the sandbox hosted page", () => {
  it("shows plan, price and company; Pagar completes the plan and records one payment", async () => {
    const empresa = await t.createUser({ role: "empresa", plan: "plus", companyName: "Aurora Transportes" });
    expect((await empresa.client.get("/api/company")).status).toBe(403);
    const { url, sessionId } = await startCheckout(empresa.client, "plus");

    const page = await empresa.client.get(pathOf(url));
    expect(page.status).toBe(200);
    const html = page.body as string;
    expect(html).toContain("Plus");
    expect(html).toContain("R$\u00a029,90");
    expect(html).toContain("Aurora Transportes");
    expect(html).toContain(">Pagar</button>");
    expect(html).toContain(">Cancelar</button>");

    const paid = await empresa.client.post(`/api/payments/sandbox/${sessionId}/pay`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`http://localhost:3000/empresa/payment-success?session_id=${sessionId}`);

    const company = await companyOf(t, empresa.userId);
    expect(company).toMatchObject({ plan: "plus", jobLimit: 10, paymentStatus: "completed" });
    const rows = await t.db.select().from(payments).where(eq(payments.companyId, company.id));
    expect(rows).toEqual([
      expect.objectContaining({
        provider: "sandbox",
        amountCents: 2990,
        currency: "BRL",
        status: "paid",
        plan: "plus",
      }),
    ]);
    expect((await empresa.client.get("/api/company")).status).toBe(200);

    const verified = await empresa.client.post("/api/billing/verify", { sessionId });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ paid: true, plan: "plus", companyName: "Aurora Transportes" });

    // Paying the same session again changes nothing.
    await empresa.client.post(`/api/payments/sandbox/${sessionId}/pay`);
    expect(await t.db.select().from(payments).where(eq(payments.companyId, company.id))).toHaveLength(1);
  });

  it("sets partner_joined_at when the plan becomes parceiro", async () => {
    const empresa = await t.createUser({ role: "empresa", plan: "plus" });
    const before = await companyOf(t, empresa.userId);
    expect(before.partnerJoinedAt).toBeNull();
    const { sessionId } = await startCheckout(empresa.client, "parceiro");
    await empresa.client.post(`/api/payments/sandbox/${sessionId}/pay`);
    const after = await companyOf(t, empresa.userId);
    expect(after).toMatchObject({ plan: "parceiro", jobLimit: 5, paymentStatus: "completed" });
    expect(after.partnerJoinedAt).toBeInstanceOf(Date);
    const [payment] = await t.db.select().from(payments).where(eq(payments.companyId, after.id));
    expect(payment?.amountCents).toBe(1990);
  });

  it("Cancelar returns to the cancel page and leaves the company unpaid", async () => {
    const empresa = await t.createUser({ role: "empresa", plan: "pro" });
    const { sessionId } = await startCheckout(empresa.client, "pro");
    const canceled = await empresa.client.post(`/api/payments/sandbox/${sessionId}/cancel`);
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get("location")).toBe("http://localhost:3000/empresa/payment-cancel");
    // A canceled session can no longer be paid.
    await empresa.client.post(`/api/payments/sandbox/${sessionId}/pay`);
    expect(await companyOf(t, empresa.userId)).toMatchObject({ paymentStatus: "pending" });
    const verified = await read(empresa.client.api.billing.verify.$post({ json: { sessionId } }));
    expect(verified.body.paid).toBe(false);
    // Retry works.
    const retry = await startCheckout(empresa.client, "pro");
    await empresa.client.post(`/api/payments/sandbox/${retry.sessionId}/pay`);
    expect(await companyOf(t, empresa.userId)).toMatchObject({ plan: "pro", jobLimit: 25, paymentStatus: "completed" });
  });

  it("answers 404 for a session that does not exist", async () => {
    expect((await t.app.request("/api/payments/sandbox/cs_sandbox_nope")).status).toBe(404);
  });
});

describe("verify", () => {
  it("answers only for sessions of the caller's company: another company's session is 404", async () => {
    const a = await t.createUser({ role: "empresa" });
    const b = await t.createUser({ role: "empresa" });
    const { sessionId } = await startCheckout(a.client, "parceiro");
    const foreign = await b.client.post("/api/billing/verify", { sessionId });
    expect(foreign.status).toBe(404);
    const missing = await b.client.post("/api/billing/verify", { sessionId: "cs_sandbox_missing" });
    expect(missing.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    const own = await read(a.client.api.billing.verify.$post({ json: { sessionId } }));
    expect(own.body.paid).toBe(false);
  });
});

describe("fulfillment", () => {
  it("the same event delivered again makes no second payment or plan change", async () => {
    const empresa = await t.createUser({ role: "empresa", plan: "plus" });
    const { sessionId } = await startCheckout(empresa.client, "pro");
    const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    if (!session) throw new Error("no session");
    const event = sandboxCompletedEvent(session);
    const outcomes: string[] = [];
    for (let i = 0; i < 3; i += 1) outcomes.push((await processEvent(t.db, "sandbox", event)).outcome);
    expect(outcomes).toEqual(["processed", "duplicate", "duplicate"]);
    const company = await companyOf(t, empresa.userId);
    expect(company).toMatchObject({ plan: "pro", jobLimit: 25, paymentStatus: "completed" });
    expect(await t.db.select().from(payments).where(eq(payments.companyId, company.id))).toHaveLength(1);
  });

  itOnPostgres("the same event delivered 10 times in parallel makes one payment and one plan change", async () => {
    const empresa = await t.createUser({ role: "empresa", plan: "plus" });
    const { sessionId } = await startCheckout(empresa.client, "pro");
    const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    if (!session) throw new Error("no session");
    const event = sandboxCompletedEvent(session);
    const results = await Promise.all(Array.from({ length: 10 }, () => processEvent(t.db, "sandbox", event)));
    expect(results.filter((r) => r.outcome === "processed")).toHaveLength(1);
    expect(results.filter((r) => r.outcome === "duplicate")).toHaveLength(9);
    const company = await companyOf(t, empresa.userId);
    expect(company).toMatchObject({ plan: "pro", jobLimit: 25, paymentStatus: "completed" });
    expect(await t.db.select().from(payments).where(eq(payments.companyId, company.id))).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.id, event.id), eq(paymentEvents.provider, "sandbox"))),
    ).toHaveLength(1);
  });

  itOnPostgres("two different events for one session at once still make one payment", async () => {
    const empresa = await t.createUser({ role: "empresa" });
    const { sessionId } = await startCheckout(empresa.client, "parceiro");
    const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    if (!session) throw new Error("no session");
    const results = await Promise.all([
      processEvent(t.db, "sandbox", sandboxCompletedEvent(session)),
      processEvent(t.db, "sandbox", sandboxCompletedEvent(session)),
    ]);
    expect(results.map((r) => r.outcome)).toEqual(["processed", "processed"]);
    const company = await companyOf(t, empresa.userId);
    expect(await t.db.select().from(payments).where(eq(payments.companyId, company.id))).toHaveLength(1);
  });
});

describe("payment history", () => {
  it("lists the caller's company's payments, newest first, and no one else's", async () => {
    const a = await t.createUser({ role: "empresa" });
    const b = await t.createUser({ role: "empresa" });
    const first = await startCheckout(a.client, "parceiro");
    await a.client.post(`/api/payments/sandbox/${first.sessionId}/pay`);
    const second = await startCheckout(a.client, "pro");
    await a.client.post(`/api/payments/sandbox/${second.sessionId}/pay`);
    const other = await startCheckout(b.client, "plus");
    await b.client.post(`/api/payments/sandbox/${other.sessionId}/pay`);

    const res = await read(a.client.api.billing.payments.$get());
    expect(res.status).toBe(200);
    expect(res.body.payments.map((p: { plan: string; amountCents: number }) => [p.plan, p.amountCents])).toEqual([
      ["pro", 4990],
      ["parceiro", 1990],
    ]);
    const theirs = await read(b.client.api.billing.payments.$get());
    expect(theirs.body.payments).toHaveLength(1);
    expect(theirs.body.payments[0]).toMatchObject({ plan: "plus", amountCents: 2990, currency: "BRL", status: "paid" });
  });

  it("is not for militares or visitors", async () => {
    expect((await t.client().get("/api/billing/payments")).status).toBe(401);
    const militar = await t.createUser({ role: "militar" });
    expect((await militar.client.get("/api/billing/payments")).status).toBe(403);
  });
});
