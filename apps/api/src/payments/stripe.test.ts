import type { CompanyPlanId } from "@pm/shared/billing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyOf } from "../../test/factories";
import { type FakeStripe, SECRET_KEY, startFakeStripe, WEBHOOK_SECRET } from "../../test/fake-stripe";
import { createTestApp, read, readError, type TestApp, type TestClient, variant } from "../../test/harness";
import { itOnPostgres } from "../../test/test-database";
import { checkoutSessions, paymentEvents, payments, subscriptions } from "../db/schema/payments";
import { createStripeProvider } from "./stripe";

let t: TestApp;
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  const provider = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, api: fake.api });
  t = await createTestApp({ payments: provider });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function checkout(client: TestClient, plan: string) {
  const res = await client.post("/api/billing/checkout", { plan });
  expect(res.status).toBe(201);
  return res.body as { url: string; sessionId: string };
}

const changePlan = (client: TestClient, plan: CompanyPlanId) =>
  client.api.billing["change-plan"].$post({ json: { plan } });

function deliver(delivery: { payload: string; signature: string }) {
  return t.app.request("/api/payments/stripe/webhook", {
    method: "POST",
    body: delivery.payload,
    headers: { "content-type": "application/json", "stripe-signature": delivery.signature },
  });
}

const lastRequest = (method: string, path: string) =>
  fake.requests.filter((r) => r.method === method && r.path === path).at(-1);

/** Signs up a company, checks out `plan` at the fake Stripe and pays it there (no webhook yet). */
async function paidAtStripe(plan: string) {
  const empresa = await t.createUser({ role: "empresa", plan });
  const { sessionId } = await checkout(empresa.client, plan);
  const session = fake.paySession(sessionId);
  return { empresa, sessionId, session };
}

describe("Stripe checkout", () => {
  it("Parceiro is a one-time payment with card and Pix, for the company's own customer", async () => {
    const empresa = await t.createUser({ role: "empresa", companyName: "Guardiã Segurança" });
    const { url, sessionId } = await checkout(empresa.client, "parceiro");
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);

    const created = lastRequest("POST", "/v1/checkout/sessions");
    expect(created?.params).toMatchObject({
      mode: "payment",
      "allowed_payment_method_types[0]": "card",
      "allowed_payment_method_types[1]": "pix",
      success_url: "http://localhost:3000/empresa/payment-success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/empresa/payment-cancel",
      "metadata[plan]": "parceiro",
      locale: "pt-BR",
    });
    const company = await companyOf(t, empresa.userId);
    expect(created?.params["metadata[companyId]"]).toBe(company.id);
    expect(created?.params.customer).toBe(company.providerCustomerId);
    expect(fake.customers.get(company.providerCustomerId ?? "")).toMatchObject({ name: "Guardiã Segurança" });
    const price = lastRequest("POST", "/v1/prices");
    expect(price?.params).toMatchObject({ currency: "brl", unit_amount: "1990" });
    expect(price?.params["recurring[interval]"]).toBeUndefined();
  });

  it("Plus is a monthly subscription; a second checkout reuses the customer and the price", async () => {
    const empresa = await t.createUser({ role: "empresa", plan: "plus" });
    const customersBefore = fake.customers.size;
    const first = await checkout(empresa.client, "plus");
    const pricesCreated = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/prices").length;
    const sessionsCreated = fake.sessions.size;
    // Straight again (a double click): the session still open at Stripe is handed out again.
    const again = await empresa.client.post("/api/billing/checkout", { plan: "plus" });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first);
    expect(fake.sessions.size).toBe(sessionsCreated);
    // Once that one is closed (the buyer gave up), a new checkout reuses the customer and the price.
    await t.db.update(checkoutSessions).set({ status: "canceled" }).where(eq(checkoutSessions.id, first.sessionId));
    await checkout(empresa.client, "plus");
    expect(fake.sessions.size).toBe(sessionsCreated + 1);
    expect(fake.customers.size).toBe(customersBefore + 1);
    expect(fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/prices").length).toBe(pricesCreated);
    const created = lastRequest("POST", "/v1/checkout/sessions");
    expect(created?.params).toMatchObject({
      mode: "subscription",
      "allowed_payment_method_types[0]": "card",
      "subscription_data[metadata][plan]": "plus",
    });
    expect(created?.params["allowed_payment_method_types[1]"]).toBeUndefined();
    // The company keeps its customer: the second checkout named it and stored nothing over it.
    const company = await companyOf(t, empresa.userId);
    expect(company.providerCustomerId).toMatch(/^cus_/);
    expect(created?.params.customer).toBe(company.providerCustomerId);
  });
});

describe("Stripe webhook", () => {
  /** Delivers one event ten times, one after the other or all at once, and checks one fulfilment. */
  async function fulfilsOnce(deliverAll: (send: () => Promise<Response>) => Promise<Response[]>) {
    const { empresa, session } = await paidAtStripe("plus");
    const delivery = fake.signedEvent("checkout.session.completed", session);
    const answers = await deliverAll(async () => deliver(delivery));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));

    const company = await companyOf(t, empresa.userId);
    expect(company).toMatchObject({ plan: "plus", jobLimit: 10, paymentStatus: "completed" });
    const rows = await t.db.select().from(payments).where(eq(payments.companyId, company.id));
    expect(rows).toEqual([
      expect.objectContaining({
        provider: "stripe",
        amountCents: 2990,
        status: "paid",
        subscriptionId: session.subscription,
      }),
    ]);
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.companyId, company.id));
    expect(sub).toMatchObject({ id: session.subscription, plan: "plus", status: "active" });
  }

  it("checkout.session.completed fulfils the plan once, however often it is delivered", () =>
    fulfilsOnce(async (send) => {
      const answers = [];
      for (let i = 0; i < 10; i += 1) answers.push(await send());
      return answers;
    }));

  itOnPostgres("checkout.session.completed delivered 10 times at once fulfils the plan once", () =>
    fulfilsOnce((send) => Promise.all(Array.from({ length: 10 }, send))),
  );

  it("a bad signature answers 400 and writes nothing", async () => {
    const { empresa, session } = await paidAtStripe("pro");
    const forged = fake.signedEvent("checkout.session.completed", session, { secret: "whsec_someone_else" });
    const res = await deliver(forged);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Assinatura do webhook inválida");

    // A signed body altered afterwards is refused too, and so is a missing header.
    const genuine = fake.signedEvent("checkout.session.completed", session);
    const tampered = await deliver({
      payload: genuine.payload.replace('"pro"', '"enterprise"'),
      signature: genuine.signature,
    });
    expect(tampered.status).toBe(400);
    const unsigned = await t.app.request("/api/payments/stripe/webhook", { method: "POST", body: genuine.payload });
    expect(unsigned.status).toBe(400);

    for (const delivery of [forged, genuine]) {
      expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, delivery.event.id))).toEqual([]);
    }
    const company = await companyOf(t, empresa.userId);
    expect(company.paymentStatus).toBe("pending");
    expect(await t.db.select().from(payments).where(eq(payments.companyId, company.id))).toEqual([]);
  });

  it("subscription.deleted arriving before checkout.session.completed ends canceled", async () => {
    const { empresa, session } = await paidAtStripe("plus");
    const sub = fake.subscriptions.get(String(session.subscription));
    if (!sub) throw new Error("no subscription");
    const deleted = fake.signedEvent("customer.subscription.deleted", { ...sub, status: "canceled" });
    const completed = fake.signedEvent("checkout.session.completed", session, { created: deleted.event.created - 5 });
    expect((await deliver(deleted)).status).toBe(200);
    expect((await deliver(completed)).status).toBe(200);

    const company = await companyOf(t, empresa.userId);
    expect(company.paymentStatus).toBe("canceled");
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, String(session.subscription)));
    expect(row?.status).toBe("canceled");
    // The charge itself happened and stays in the history.
    expect(await t.db.select().from(payments).where(eq(payments.companyId, company.id))).toHaveLength(1);
  });

  it("the same events in the other order end canceled as well", async () => {
    const { empresa, session } = await paidAtStripe("plus");
    const sub = fake.subscriptions.get(String(session.subscription));
    await deliver(fake.signedEvent("checkout.session.completed", session));
    expect((await companyOf(t, empresa.userId)).paymentStatus).toBe("completed");
    await deliver(fake.signedEvent("customer.subscription.deleted", { ...sub, status: "canceled" }));
    expect((await companyOf(t, empresa.userId)).paymentStatus).toBe("canceled");
  });

  it("renewals record a payment per invoice; a failed charge makes the company overdue until paid", async () => {
    const { empresa, session } = await paidAtStripe("pro");
    await deliver(fake.signedEvent("checkout.session.completed", session));
    const company = await companyOf(t, empresa.userId);
    const start = Math.floor(Date.now() / 1000) + 30 * 24 * 3600;
    const invoice = (id: string, extra: Record<string, unknown> = {}) => ({
      id,
      object: "invoice",
      customer: session.customer,
      billing_reason: "subscription_cycle",
      amount_due: 4990,
      amount_paid: 0,
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: session.subscription, metadata: { companyId: company.id, plan: "pro" } },
      },
      lines: { data: [{ period: { start, end: start + 30 * 24 * 3600 } }] },
      ...extra,
    });

    await deliver(fake.signedEvent("invoice.payment_failed", invoice("in_renewal_1")));
    expect((await companyOf(t, empresa.userId)).paymentStatus).toBe("past_due");
    expect((await readError(empresa.client.api.company.$get())).body.error.code).toBe("PAYMENT_REQUIRED");

    await deliver(fake.signedEvent("invoice.paid", invoice("in_renewal_1", { amount_paid: 4990 })));
    expect((await companyOf(t, empresa.userId)).paymentStatus).toBe("completed");
    // A failure for the same invoice that arrives late does not undo the payment.
    await deliver(fake.signedEvent("invoice.payment_failed", invoice("in_renewal_1")));
    expect((await companyOf(t, empresa.userId)).paymentStatus).toBe("completed");

    const rows = await t.db.select().from(payments).where(eq(payments.companyId, company.id));
    expect(rows.map((r) => [r.providerPaymentId, r.status, r.amountCents]).sort()).toEqual(
      [
        [session.invoice, "paid", 4990],
        ["in_renewal_1", "paid", 4990],
      ].sort(),
    );
    const [sub] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, String(session.subscription)));
    expect(sub?.currentPeriodEnd?.getTime()).toBe((start + 30 * 24 * 3600) * 1000);
  });

  it("customer.subscription.updated moves the plan; an older update arriving late changes nothing", async () => {
    const { empresa, session } = await paidAtStripe("plus");
    await deliver(fake.signedEvent("checkout.session.completed", session));
    const sub = fake.subscriptions.get(String(session.subscription)) as Record<string, unknown>;
    const now = Math.floor(Date.now() / 1000);
    const toPro = fake.signedEvent(
      "customer.subscription.updated",
      { ...sub, metadata: { ...(sub.metadata as object), plan: "pro" } },
      { created: now + 10 },
    );
    const stale = fake.signedEvent(
      "customer.subscription.updated",
      { ...sub, metadata: { ...(sub.metadata as object), plan: "plus" } },
      { created: now + 5 },
    );
    await deliver(toPro);
    await deliver(stale);
    expect(await companyOf(t, empresa.userId)).toMatchObject({ plan: "pro", jobLimit: 25, paymentStatus: "completed" });
  });

  it("verify fulfils a session Stripe reports paid before its webhook arrives", async () => {
    const { empresa, sessionId } = await paidAtStripe("parceiro");
    const res = await empresa.client.post("/api/billing/verify", { sessionId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ paid: true, plan: "parceiro" });
    const company = await companyOf(t, empresa.userId);
    expect(company.paymentStatus).toBe("completed");
    expect(company.partnerJoinedAt).not.toBeNull();
    const [row] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(row?.status).toBe("completed");
  });
});

describe("Stripe plan management", () => {
  it("changes plan immediately with pro-rata invoicing, and cancels at period end", async () => {
    const { empresa, session } = await paidAtStripe("plus");
    await deliver(fake.signedEvent("checkout.session.completed", session));

    const res = await empresa.client.post("/api/billing/change-plan", { plan: "pro" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: "changed", plan: "pro" });
    const update = lastRequest("POST", `/v1/subscriptions/${session.subscription}`);
    expect(update?.params).toMatchObject({ proration_behavior: "always_invoice", "metadata[plan]": "pro" });
    expect(await companyOf(t, empresa.userId)).toMatchObject({ plan: "pro", jobLimit: 25 });

    const cancel = await read(empresa.client.api.billing.cancel.$post());
    expect(cancel.status).toBe(200);
    expect(cancel.body.cancelAtPeriodEnd).toBe(true);
    expect(lastRequest("POST", `/v1/subscriptions/${session.subscription}`)?.params.cancel_at_period_end).toBe("true");
    // Access stays until the period ends.
    expect((await companyOf(t, empresa.userId)).paymentStatus).toBe("completed");
  });

  it("Plus → Pro → Parceiro: the credit Stripe leaves is refundable, and its refund there clears it here", async () => {
    const { empresa, session } = await paidAtStripe("plus");
    await deliver(fake.signedEvent("checkout.session.completed", session));
    expect((await read(changePlan(empresa.client, "pro"))).body.kind).toBe("changed");
    const toParceiro = await read(changePlan(empresa.client, "parceiro"));
    expect(toParceiro.body.kind).toBe("checkout");
    await deliver(
      fake.signedEvent("checkout.session.completed", fake.paySession(variant(toParceiro.body, "checkout").sessionId)),
    );

    // The replaced Pro is cancelled at Stripe with pro-rata credit, which its final invoice reports.
    const subscriptionId = String(session.subscription);
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe("canceled");
    const company = await companyOf(t, empresa.userId);
    await deliver(
      fake.signedEvent("invoice.paid", {
        id: "in_final_pro",
        object: "invoice",
        customer: company.providerCustomerId,
        billing_reason: "subscription_update",
        amount_due: 0,
        amount_paid: 0,
        ending_balance: -4980,
        parent: {
          type: "subscription_details",
          subscription_details: { subscription: subscriptionId, metadata: { companyId: company.id, plan: "pro" } },
        },
        lines: { data: [] },
      }),
    );
    const summary = await empresa.client.get("/api/billing/summary");
    expect(summary.body).toMatchObject({ plan: "parceiro", creditCents: 4980, creditUse: "refundable" });

    // A balance event never adds credit (only an invoice does, with its line in the history)...
    const customer = { id: company.providerCustomerId, object: "customer", email: empresa.email };
    await deliver(fake.signedEvent("customer.updated", { ...customer, balance: -9000 }));
    expect((await companyOf(t, empresa.userId)).creditCents).toBe(4980);
    // ...but the balance cleared at Stripe after the refund clears it here, once.
    const refunded = fake.signedEvent("customer.updated", { ...customer, balance: 0 });
    await deliver(refunded);
    await deliver(refunded);
    expect((await companyOf(t, empresa.userId)).creditCents).toBe(0);
    const rows = await t.db.select().from(payments).where(eq(payments.companyId, company.id));
    expect(rows.filter((r) => r.status !== "paid").map((r) => [r.status, r.amountCents, r.description])).toEqual(
      expect.arrayContaining([
        ["credited", 4980, "Crédito pro-rata — Pro"],
        ["refunded", 4980, "Reembolso do crédito"],
      ]),
    );
    expect(rows.filter((r) => r.status === "refunded")).toHaveLength(1);
    expect((await empresa.client.get("/api/billing/summary")).body).toMatchObject({ creditCents: 0 });
  });
});
