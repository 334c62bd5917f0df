import { randomUUID } from "node:crypto";
import { accountSettingsMessages } from "@pm/shared/account.settings";
import { APPLY_CONFLICT_PATHS, applicationLimitReachedMessage } from "@pm/shared/applications";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar, job, paidCompany } from "../../../test/factories";
import { type FakeStripe, SECRET_KEY, startFakeStripe, WEBHOOK_SECRET } from "../../../test/fake-stripe";
import {
  BASE_URL,
  createTestApp,
  read,
  readError,
  type TestApp,
  type TestClient,
  type TestUser,
} from "../../../test/harness";
import { itOnPostgres } from "../../../test/test-database";
import { users } from "../../db/schema/auth";
import { militaryProfiles } from "../../db/schema/military";
import { checkoutSessions, paymentEvents, payments, subscriptions } from "../../db/schema/payments";
import { addMonth } from "../../payments/proration";
import type { PaymentProvider, ProviderEvent } from "../../payments/provider";
import { createSandboxProvider, renewSandboxSubscriptions } from "../../payments/sandbox";
import { createStripeProvider } from "../../payments/stripe";
import { processEvent } from "./fulfillment.queries";
import { deliverEvent } from "./fulfillment.service";
import { sendRenewalNotices } from "./renewal-notices.service";

// The militar's PREMIUM subscription (/api/military/billing): checkout on the sandbox's hosted
// page, the provider's events, cancellation and renewal, the FREE cap, renewal e-mails, account
// deletion, and the same checkout through Stripe (a local fake).

const DAY = 24 * 3600 * 1000;
const BILLING = "/api/military/billing";
const PAGAMENTOS = `${BASE_URL}/app/pagamentos`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------
// Helpers

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
/** Provider objects carry Unix seconds: a date that went through one has lost its milliseconds. */
const wholeSecond = (d: Date) => new Date(seconds(d) * 1000);

/** A militar signed in; `completed` finishes onboarding (needed to apply to jobs). */
async function militar(opts: { fullName?: string; completed?: boolean } = {}, app: TestApp = t): Promise<TestUser> {
  const fullName = opts.fullName ? { fullName: opts.fullName } : {};
  if (opts.completed) return completedMilitar(app, fullName);
  return app.createUser({ role: "militar", ...fullName });
}

async function profileOf(userId: string) {
  const [row] = await t.db.select().from(militaryProfiles).where(eq(militaryProfiles.userId, userId));
  if (!row) throw new Error(`no military profile for ${userId}`);
  return row;
}

const planOf = async (userId: string) => (await profileOf(userId)).plan;

/** The militar's own subscriptions (no company), newest first. */
const subscriptionsOf = (userId: string) =>
  t.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.companyId)))
    .orderBy(desc(subscriptions.createdAt));

async function subscriptionOf(userId: string) {
  const [row] = await subscriptionsOf(userId);
  if (!row) throw new Error(`no subscription for ${userId}`);
  return row;
}

const paymentsOf = (userId: string) => t.db.select().from(payments).where(eq(payments.userId, userId));

async function checkout(client: TestClient) {
  const res = await read(client.api.military.billing.checkout.$post());
  expect(res.status).toBe(201);
  return res.body as { url: string; sessionId: string };
}

/** Presses Pagar on the sandbox's hosted page; returns where the browser is sent back. */
async function pay(client: TestClient, sessionId: string) {
  const res = await client.post(`/api/payments/sandbox/${sessionId}/pay`);
  expect(res.status).toBe(303);
  return res.headers.get("location");
}

/** A militar who bought PREMIUM in the sandbox. */
async function premiumMilitar(opts: { fullName?: string; completed?: boolean } = {}, app: TestApp = t) {
  const user = await militar(opts, app);
  const { sessionId } = await checkout(user.client);
  await pay(user.client, sessionId);
  const [subscription] = await app.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.userId), isNull(subscriptions.companyId)));
  if (!subscription?.currentPeriodEnd) throw new Error("the paid checkout started no subscription");
  return { ...user, sessionId, subscription, periodEnd: subscription.currentPeriodEnd };
}

const summary = async (client: TestClient) => {
  const res = await read(client.api.military.billing.summary.$get());
  expect(res.status).toBe(200);
  return res.body;
};

// Stripe-shaped provider objects and events, as the webhook (or the sandbox) delivers them.

const premiumMetadata = (userId: string) => ({ userId, plan: "PREMIUM" });

function subscriptionObject(
  sub: { id: string; userId: string; currentPeriodStart: Date | null; currentPeriodEnd: Date | null },
  changes: { status?: string; cancelAtPeriodEnd?: boolean } = {},
) {
  return {
    id: sub.id,
    object: "subscription",
    status: changes.status ?? "active",
    cancel_at_period_end: changes.cancelAtPeriodEnd ?? false,
    metadata: premiumMetadata(sub.userId),
    items: {
      data: [
        {
          price: { unit_amount: 990, currency: "brl", metadata: { plan: "PREMIUM" } },
          current_period_start: sub.currentPeriodStart ? seconds(sub.currentPeriodStart) : null,
          current_period_end: sub.currentPeriodEnd ? seconds(sub.currentPeriodEnd) : null,
        },
      ],
    },
  };
}

function invoiceObject(i: {
  id: string;
  subscriptionId: string;
  userId: string;
  amountPaidCents: number;
  periodStart: Date;
  periodEnd: Date;
}) {
  return {
    id: i.id,
    object: "invoice",
    amount_paid: i.amountPaidCents,
    amount_due: 990,
    currency: "brl",
    billing_reason: "subscription_cycle",
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: i.subscriptionId, metadata: premiumMetadata(i.userId) },
    },
    lines: { data: [{ period: { start: seconds(i.periodStart), end: seconds(i.periodEnd) } }] },
  };
}

const event = (type: string, object: Record<string, unknown>, created = seconds(new Date())): ProviderEvent => ({
  id: `evt_military_${randomUUID()}`,
  type,
  created,
  data: { object },
});

/** A paid company with `n` listed jobs a militar can apply to. */
async function companyWithJobs(n: number) {
  const { company } = await paidCompany(t, { plan: "pro", name: "Vigilância Horizonte" });
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const row = await job(t, company.id, {
      title: `Vigilante Patrimonial ${i + 1}`,
      city: "Campinas",
      description: "Ronda e controle de acesso.",
    });
    ids.push(row.id);
  }
  return ids;
}

const apply = (user: TestUser, jobId: string) =>
  user.client.api.military.jobs[":id"].apply.$post({ param: { id: jobId }, query: {} });

// ---------------------------------------------------------------------------------------------

describe("checkout in the sandbox", () => {
  it("FREE → hosted page → Pagar: PREMIUM, an active subscription for a month and one paid R$ 9,90 payment", async () => {
    const user = await militar({ fullName: "Rafael Almeida Souza" });
    expect(await summary(user.client)).toEqual({
      plan: "FREE",
      activeApplications: 0,
      applicationLimit: 2,
      premiumPriceCents: 990,
      subscription: null,
    });

    const { url, sessionId } = await checkout(user.client);
    expect(url).toBe(`${BASE_URL}/api/payments/sandbox/${sessionId}`);
    const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(session).toMatchObject({
      provider: "sandbox",
      userId: user.userId,
      companyId: null,
      plan: "PREMIUM",
      mode: "subscription",
      amountCents: 990,
      status: "open",
    });

    const page = await user.client.get(pathOf(url));
    expect(page.status).toBe(200);
    const html = page.body as string;
    expect(html).toContain("<dd>PREMIUM</dd>");
    expect(html).toContain("R$\u00a09,90/mês");
    expect(html).toContain("<dt>Assinante</dt><dd>Rafael Almeida Souza</dd>");
    expect(html).not.toContain("<dt>Empresa</dt>");
    expect(html).toContain(">Pagar</button>");

    const startedAt = Date.now();
    const back = await pay(user.client, sessionId);
    expect(back).toBe(`${PAGAMENTOS}?success=true&plan=premium&session_id=${sessionId}`);
    expect(await planOf(user.userId)).toBe("PREMIUM");

    const after = await summary(user.client);
    expect(after).toMatchObject({
      plan: "PREMIUM",
      activeApplications: 0,
      applicationLimit: null,
      subscription: { status: "active", amountCents: 990, cancelAtPeriodEnd: false },
    });
    const periodEnd = new Date(after.subscription?.currentPeriodEnd as string).getTime();
    expect(periodEnd).toBeGreaterThanOrEqual(startedAt + 28 * DAY - 60_000);
    expect(periodEnd).toBeLessThanOrEqual(Date.now() + 31 * DAY + 60_000);

    const history = await read(user.client.api.military.billing.payments.$get());
    expect(history.status).toBe(200);
    expect(history.body.payments).toEqual([
      expect.objectContaining({
        plan: "PREMIUM",
        amountCents: 990,
        currency: "BRL",
        status: "paid",
        provider: "sandbox",
        description: "Assinatura PREMIUM",
      }),
    ]);

    const verified = await read(user.client.api.military.billing.verify.$post({ json: { sessionId } }));
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ paid: true, plan: "PREMIUM" });

    // Pressing Pagar again (back button) charges nothing more.
    await pay(user.client, sessionId);
    expect(await paymentsOf(user.userId)).toHaveLength(1);
    expect(await subscriptionsOf(user.userId)).toHaveLength(1);
  });

  it("verify of a checkout not paid yet says paid false and FREE", async () => {
    const user = await militar();
    const { sessionId } = await checkout(user.client);
    const res = await read(user.client.api.military.billing.verify.$post({ json: { sessionId } }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ paid: false, plan: "FREE" });
    expect((await user.client.post(`${BILLING}/verify`, { sessionId, plan: "PREMIUM" })).status).toBe(422);
  });

  it("a second checkout while PREMIUM is live answers 409, also when set to cancel", async () => {
    const user = await premiumMilitar();
    const again = await readError(user.client.api.military.billing.checkout.$post());
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("Sua assinatura PREMIUM já está ativa.");

    expect((await read(user.client.api.military.billing.cancel.$post())).status).toBe(200);
    const whileCancelling = await readError(user.client.api.military.billing.checkout.$post());
    expect(whileCancelling.status).toBe(409);
    expect(whileCancelling.body.error.message).toBe(
      "Sua assinatura PREMIUM ainda está ativa. Use 'Reativar assinatura' para mantê-la.",
    );
    const sessions = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.userId));
    expect(sessions).toHaveLength(1);
  });

  it("a double submit gets the same open checkout back (200), however old, while it can be paid", async () => {
    const user = await militar();
    const first = await checkout(user.client);
    const second = await read(user.client.api.military.billing.checkout.$post());
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first);
    await t.db
      .update(checkoutSessions)
      .set({ createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000) })
      .where(eq(checkoutSessions.id, first.sessionId));
    const later = await read(user.client.api.military.billing.checkout.$post());
    expect(later.status).toBe(200);
    expect(later.body.sessionId).toBe(first.sessionId);
    expect(await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.userId))).toHaveLength(1);
  });

  itOnPostgres("ten checkouts at once leave one open checkout, and every answer points at it", async () => {
    const user = await militar();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => read(user.client.api.military.billing.checkout.$post())),
    );
    expect(answers.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    const open = await t.db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.userId, user.userId), eq(checkoutSessions.status, "open")));
    expect(open).toHaveLength(1);
    expect(new Set(answers.map((r) => r.body.sessionId))).toEqual(new Set([open[0]?.id]));
  });

  it("Cancelar on the hosted page returns with canceled=true, stays FREE and records no payment", async () => {
    const user = await militar();
    const { sessionId } = await checkout(user.client);
    const res = await user.client.post(`/api/payments/sandbox/${sessionId}/cancel`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${PAGAMENTOS}?canceled=true`);

    // The closed session can no longer be paid.
    await pay(user.client, sessionId);
    const page = (await user.client.get(`/api/payments/sandbox/${sessionId}`)).body as string;
    expect(page).toContain("Esta sessão de pagamento já foi encerrada.");
    expect(page).not.toContain(">Pagar</button>");

    expect(await planOf(user.userId)).toBe("FREE");
    expect(await paymentsOf(user.userId)).toEqual([]);
    expect((await read(user.client.api.military.billing.payments.$get())).body.payments).toEqual([]);
    expect((await summary(user.client)).subscription).toBeNull();
    expect((await read(user.client.api.military.billing.verify.$post({ json: { sessionId } }))).body).toEqual({
      paid: false,
      plan: "FREE",
    });

    // A new checkout is a new session, not the canceled one.
    const retry = await checkout(user.client);
    expect(retry.sessionId).not.toBe(sessionId);
  });
});

describe("who may use it", () => {
  it("verify answers 404 for another militar's session, a company's session or an unknown id", async () => {
    const owner = await militar();
    const intruder = await militar();
    const { sessionId } = await checkout(owner.client);
    const empresa = await t.createUser({ role: "empresa", plan: "plus" });
    const companyCheckout = await read(empresa.client.api.billing.checkout.$post({ json: { plan: "plus" } }));
    expect(companyCheckout.status).toBe(201);

    const missing = await read(
      intruder.client.api.military.billing.verify.$post({ json: { sessionId: "cs_sandbox_missing" } }),
    );
    expect(missing.status).toBe(404);
    for (const id of [sessionId, companyCheckout.body.sessionId]) {
      const res = await read(intruder.client.api.military.billing.verify.$post({ json: { sessionId: id } }));
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
    // A militar with sessions of their own cannot reach the company's either.
    expect(
      (
        await read(
          owner.client.api.military.billing.verify.$post({ json: { sessionId: companyCheckout.body.sessionId } }),
        )
      ).status,
    ).toBe(404);

    // The owner pays; the intruder still sees nothing of it.
    await pay(owner.client, sessionId);
    expect((await read(intruder.client.api.military.billing.verify.$post({ json: { sessionId } }))).status).toBe(404);
    expect((await read(intruder.client.api.military.billing.payments.$get())).body.payments).toEqual([]);
    expect((await summary(intruder.client)).plan).toBe("FREE");
    expect((await read(intruder.client.api.military.billing.cancel.$post())).status).toBe(409);
    expect((await subscriptionOf(owner.userId)).cancelAtPeriodEnd).toBe(false);
  });

  it("is for militares only: a company gets 403, a visitor 401", async () => {
    const empresa = await t.createUser({ role: "empresa" });
    const visitor = t.client();
    for (const [method, path] of [
      ["GET", "/summary"],
      ["POST", "/checkout"],
      ["GET", "/payments"],
      ["POST", "/cancel"],
      ["POST", "/resume"],
    ] as const) {
      const asCompany = await readError(empresa.client.request(method, `${BILLING}${path}`));
      expect(asCompany.status, `${method} ${path}`).toBe(403);
      expect(asCompany.body.error.code).toBe("FORBIDDEN");
      expect((await visitor.request(method, `${BILLING}${path}`)).status, `${method} ${path}`).toBe(401);
    }
    expect((await read(empresa.client.api.military.billing.verify.$post({ json: { sessionId: "x" } }))).status).toBe(
      403,
    );
    expect(await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, empresa.userId))).toEqual([]);
  });
});

describe("cancelling and renewing", () => {
  it("cancel keeps PREMIUM until the period ends; resume undoes it; at the period end it ends with no charge", async () => {
    const user = await premiumMilitar();
    const cancel = await read(user.client.api.military.billing.cancel.$post());
    expect(cancel.status).toBe(200);
    expect(cancel.body).toEqual({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: wholeSecond(user.periodEnd).toISOString(),
      ended: false,
    });
    expect(await summary(user.client)).toMatchObject({
      plan: "PREMIUM",
      subscription: { status: "active", cancelAtPeriodEnd: true },
    });

    const resume = await read(user.client.api.military.billing.resume.$post());
    expect(resume.status).toBe(200);
    expect(resume.body.cancelAtPeriodEnd).toBe(false);
    expect((await summary(user.client)).subscription?.cancelAtPeriodEnd).toBe(false);

    expect((await read(user.client.api.military.billing.cancel.$post())).body.cancelAtPeriodEnd).toBe(true);
    // Before the period ends nothing changes.
    await renewSandboxSubscriptions(t.db, new Date(user.periodEnd.getTime() - DAY));
    expect(await planOf(user.userId)).toBe("PREMIUM");

    await renewSandboxSubscriptions(t.db, new Date(user.periodEnd.getTime() + 1000));
    expect(await planOf(user.userId)).toBe("FREE");
    const sub = await subscriptionOf(user.userId);
    expect(sub.status).toBe("canceled");
    expect(sub.canceledAt).not.toBeNull();
    expect(await paymentsOf(user.userId)).toHaveLength(1);
    expect(await summary(user.client)).toMatchObject({ plan: "FREE", applicationLimit: 2, subscription: null });
    // Nothing left to cancel or resume; a new checkout is allowed again.
    const resumeEnded = await readError(user.client.api.military.billing.resume.$post());
    expect(resumeEnded.status).toBe(409);
    expect(resumeEnded.body.error.message).toBe("Nenhuma assinatura ativa");
    expect((await read(user.client.api.military.billing.checkout.$post())).status).toBe(201);
  });

  it("without a cancel, the period end renews it: a second R$ 9,90 payment and the period moves on", async () => {
    const user = await premiumMilitar();
    await renewSandboxSubscriptions(t.db, new Date(user.periodEnd.getTime() + 1000));
    expect(await planOf(user.userId)).toBe("PREMIUM");
    const sub = await subscriptionOf(user.userId);
    expect(sub.status).toBe("active");
    const nextStart = wholeSecond(user.periodEnd);
    const nextEnd = wholeSecond(addMonth(nextStart));
    expect(sub.currentPeriodStart).toEqual(nextStart);
    expect(sub.currentPeriodEnd).toEqual(nextEnd);

    const history = (await read(user.client.api.military.billing.payments.$get())).body.payments;
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      plan: "PREMIUM",
      amountCents: 990,
      status: "paid",
      description: "Renovação mensal — PREMIUM",
      periodStart: nextStart.toISOString(),
      periodEnd: nextEnd.toISOString(),
    });
    expect(history[1]).toMatchObject({ description: "Assinatura PREMIUM" });
    expect((await summary(user.client)).subscription?.currentPeriodEnd).toBe(nextEnd.toISOString());

    // Running the job again at the same moment charges nothing more.
    await renewSandboxSubscriptions(t.db, new Date(user.periodEnd.getTime() + 1000));
    expect(await paymentsOf(user.userId)).toHaveLength(2);
  });

  it("cancel and resume without a subscription answer 409 'Nenhuma assinatura ativa'", async () => {
    const user = await militar();
    for (const path of ["/cancel", "/resume"]) {
      const res = await readError(user.client.post(`${BILLING}${path}`));
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe("Nenhuma assinatura ativa");
    }
  });
});

/** The invoice of the period after the one a PREMIUM militar paid for. */
function nextInvoice(user: Awaited<ReturnType<typeof premiumMilitar>>) {
  return {
    id: `in_military_${randomUUID()}`,
    subscriptionId: user.subscription.id,
    userId: user.userId,
    periodStart: user.periodEnd,
    periodEnd: addMonth(user.periodEnd),
  };
}

describe("provider events", () => {
  it("a failed renewal drops to FREE with a 'Cobrança recusada' row; paying it restores PREMIUM", async () => {
    const user = await premiumMilitar();
    const invoice = nextInvoice(user);
    const failed = event("invoice.payment_failed", invoiceObject({ ...invoice, amountPaidCents: 0 }));
    expect((await processEvent(t.db, "sandbox", failed)).outcome).toBe("processed");

    expect(await planOf(user.userId)).toBe("FREE");
    expect(await summary(user.client)).toMatchObject({
      plan: "FREE",
      applicationLimit: 2,
      subscription: { status: "past_due" },
    });
    const afterFailure = (await read(user.client.api.military.billing.payments.$get())).body.payments;
    expect(afterFailure).toHaveLength(2);
    expect(afterFailure).toContainEqual(
      expect.objectContaining({
        plan: "PREMIUM",
        amountCents: 990,
        status: "failed",
        description: "Cobrança recusada — PREMIUM",
      }),
    );
    // An overdue subscription is not a good one: a new checkout is offered.
    expect((await read(user.client.api.military.billing.checkout.$post())).status).toBe(201);

    const paid = event("invoice.paid", invoiceObject({ ...invoice, amountPaidCents: 990 }));
    expect((await processEvent(t.db, "sandbox", paid)).outcome).toBe("processed");
    expect(await planOf(user.userId)).toBe("PREMIUM");
    const sub = await subscriptionOf(user.userId);
    expect(sub.status).toBe("active");
    expect(sub.currentPeriodEnd).toEqual(wholeSecond(invoice.periodEnd));
    const rows = await paymentsOf(user.userId);
    expect(rows.map((r) => [r.providerPaymentId === invoice.id, r.status]).sort()).toEqual(
      [
        [false, "paid"],
        [true, "paid"],
      ].sort(),
    );

    // The same failure arriving late (a new event id) does not undo the payment.
    const lateFailure = event("invoice.payment_failed", invoiceObject({ ...invoice, amountPaidCents: 0 }));
    expect((await processEvent(t.db, "sandbox", lateFailure)).outcome).toBe("ignored");
    expect(await planOf(user.userId)).toBe("PREMIUM");
    expect((await subscriptionOf(user.userId)).status).toBe("active");
  });

  it("a failed invoice paid later is no longer described as 'Cobrança recusada'", async () => {
    const user = await premiumMilitar();
    const invoice = nextInvoice(user);
    await processEvent(
      t.db,
      "sandbox",
      event("invoice.payment_failed", invoiceObject({ ...invoice, amountPaidCents: 0 })),
    );
    await processEvent(t.db, "sandbox", event("invoice.paid", invoiceObject({ ...invoice, amountPaidCents: 990 })));
    const [row] = await t.db.select().from(payments).where(eq(payments.providerPaymentId, invoice.id));
    expect(row?.status).toBe("paid");
    expect(row?.description).toBe("Renovação mensal — PREMIUM");
  });

  it("deleted, then an older 'active' update arriving late: stays FREE and canceled", async () => {
    const user = await premiumMilitar();
    const now = seconds(new Date());
    const deleted = event(
      "customer.subscription.deleted",
      subscriptionObject(user.subscription, { status: "canceled" }),
      now,
    );
    expect((await processEvent(t.db, "sandbox", deleted)).outcome).toBe("processed");
    expect(await planOf(user.userId)).toBe("FREE");

    const olderActive = event("customer.subscription.updated", subscriptionObject(user.subscription), now - 60);
    expect((await processEvent(t.db, "sandbox", olderActive)).outcome).toBe("ignored");
    // Canceled is final: even a newer 'active' update does not bring it back.
    const newerActive = event("customer.subscription.updated", subscriptionObject(user.subscription), now + 60);
    expect((await processEvent(t.db, "sandbox", newerActive)).outcome).toBe("ignored");

    expect(await planOf(user.userId)).toBe("FREE");
    expect((await subscriptionOf(user.userId)).status).toBe("canceled");
    expect((await summary(user.client)).subscription).toBeNull();
    expect(await paymentsOf(user.userId)).toHaveLength(1);
  });

  it("an older update arriving after a newer one changes nothing", async () => {
    const user = await premiumMilitar();
    const now = seconds(new Date());
    const newer = event(
      "customer.subscription.updated",
      subscriptionObject(user.subscription, { cancelAtPeriodEnd: true }),
      now + 10,
    );
    const older = event(
      "customer.subscription.updated",
      subscriptionObject(user.subscription, { status: "past_due" }),
      now + 5,
    );
    expect((await processEvent(t.db, "sandbox", newer)).outcome).toBe("processed");
    expect((await processEvent(t.db, "sandbox", older)).outcome).toBe("ignored");
    expect(await planOf(user.userId)).toBe("PREMIUM");
    expect((await summary(user.client)).subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
  });

  it("a redelivered event id changes nothing", async () => {
    const user = await premiumMilitar();
    const overdue = event(
      "customer.subscription.updated",
      subscriptionObject(user.subscription, { status: "past_due" }),
    );
    expect((await processEvent(t.db, "sandbox", overdue)).outcome).toBe("processed");
    expect(await planOf(user.userId)).toBe("FREE");

    const paid = event(
      "invoice.paid",
      invoiceObject({
        id: `in_military_${randomUUID()}`,
        subscriptionId: user.subscription.id,
        userId: user.userId,
        amountPaidCents: 990,
        periodStart: user.periodEnd,
        periodEnd: addMonth(user.periodEnd),
      }),
    );
    expect((await processEvent(t.db, "sandbox", paid)).outcome).toBe("processed");
    expect(await planOf(user.userId)).toBe("PREMIUM");

    // Applied again, the 'past_due' update (same `created` as last applied) would undo the payment.
    expect((await processEvent(t.db, "sandbox", overdue)).outcome).toBe("duplicate");
    expect((await processEvent(t.db, "sandbox", paid)).outcome).toBe("duplicate");
    expect(await planOf(user.userId)).toBe("PREMIUM");
    expect((await subscriptionOf(user.userId)).status).toBe("active");
    expect(await paymentsOf(user.userId)).toHaveLength(2);
    const [recorded] = await t.db.select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.id, overdue.id));
    expect(recorded?.n).toBe(1);
  });
});

describe("overdue, strays and late events", () => {
  it("cancelling an overdue PREMIUM ends it now: no paid time is credited and it stays FREE", async () => {
    const user = await premiumMilitar();
    const failed = event("invoice.payment_failed", invoiceObject({ ...nextInvoice(user), amountPaidCents: 0 }));
    await processEvent(t.db, "sandbox", failed);
    expect((await subscriptionOf(user.userId)).status).toBe("past_due");

    const res = await read(user.client.api.military.billing.cancel.$post());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cancelAtPeriodEnd: false, currentPeriodEnd: null, ended: true });
    expect((await subscriptionOf(user.userId)).status).toBe("canceled");
    expect(await planOf(user.userId)).toBe("FREE");
    expect((await paymentsOf(user.userId)).map((p) => p.status).sort()).toEqual(["failed", "paid"]);
    expect((await summary(user.client)).subscription).toBeNull();
    // A new checkout may open again.
    expect((await read(user.client.api.military.billing.checkout.$post())).status).toBe(201);
  });

  it("a past_due update arriving before checkout.session.completed leaves the militar FREE, not PREMIUM", async () => {
    const user = await militar();
    const { sessionId } = await checkout(user.client);
    const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    if (!session) throw new Error("no session");
    const subscriptionId = `sub_early_${randomUUID()}`;
    const now = new Date();
    const overdue = event(
      "customer.subscription.updated",
      subscriptionObject(
        { id: subscriptionId, userId: user.userId, currentPeriodStart: now, currentPeriodEnd: addMonth(now) },
        { status: "past_due" },
      ),
    );
    expect((await processEvent(t.db, "sandbox", overdue)).outcome).toBe("processed");
    const completed = event("checkout.session.completed", {
      id: sessionId,
      object: "checkout.session",
      mode: "subscription",
      payment_status: "paid",
      amount_total: 990,
      subscription: subscriptionId,
      invoice: `in_${randomUUID()}`,
    });
    expect((await processEvent(t.db, "sandbox", completed)).outcome).toBe("processed");
    expect((await subscriptionOf(user.userId)).status).toBe("past_due");
    expect(await planOf(user.userId)).toBe("FREE");
  });

  it("a subscription ended here but still live at the provider is cancelled there again", async () => {
    const sandbox = createSandboxProvider(BASE_URL, t.database);
    const cancelled: string[] = [];
    const app = await createTestApp({
      database: t.database,
      payments: {
        ...sandbox,
        async cancelSubscriptionNow(id) {
          cancelled.push(id);
        },
      },
    });
    const user = await premiumMilitar({}, app);
    // Ended here (say, replaced), while the provider's cancellation was lost.
    await t.db.update(subscriptions).set({ status: "canceled" }).where(eq(subscriptions.id, user.subscription.id));

    // The provider still renews it: the money taken is recorded, and the subscription cancelled again.
    const renewal = event("invoice.paid", invoiceObject({ ...nextInvoice(user), amountPaidCents: 990 }));
    const renewed = await deliverEvent(app.deps, renewal);
    expect(renewed.outcome).toBe("processed");
    expect(cancelled).toEqual([user.subscription.id]);
    expect((await paymentsOf(user.userId)).filter((p) => p.status === "paid")).toHaveLength(2);

    // An update saying it is active: cancelled again, and nothing changes here.
    const live = event("customer.subscription.updated", subscriptionObject(user.subscription));
    expect((await deliverEvent(app.deps, live)).outcome).toBe("ignored");
    expect(cancelled).toEqual([user.subscription.id, user.subscription.id]);
    expect((await subscriptionOf(user.userId)).status).toBe("canceled");

    // Its deletion at last: nothing more to do.
    const gone = event("customer.subscription.deleted", subscriptionObject(user.subscription, { status: "canceled" }));
    await deliverEvent(app.deps, gone);
    expect(cancelled).toHaveLength(2);
  });
});

describe("the FREE cap and PREMIUM", () => {
  it("FREE holds 2 active applications; PREMIUM lifts the cap; after it ends the old ones stay but no new one", async () => {
    const jobIds = await companyWithJobs(4);
    const [a, b, c, d] = jobIds as [string, string, string, string];
    const user = await militar({ completed: true });
    expect((await apply(user, a)).status).toBe(201);
    expect((await apply(user, b)).status).toBe(201);
    const refused = await readError(apply(user, c));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(applicationLimitReachedMessage(2));
    expect(refused.body.error.issues?.[0]?.path).toBe(APPLY_CONFLICT_PATHS.limitReached);

    const { sessionId } = await checkout(user.client);
    await pay(user.client, sessionId);
    expect((await apply(user, c)).status).toBe(201);
    expect(await summary(user.client)).toMatchObject({
      plan: "PREMIUM",
      activeApplications: 3,
      applicationLimit: null,
    });

    const sub = await subscriptionOf(user.userId);
    await read(user.client.api.military.billing.cancel.$post());
    await renewSandboxSubscriptions(t.db, new Date((sub.currentPeriodEnd?.getTime() ?? 0) + 1000));
    expect(await planOf(user.userId)).toBe("FREE");

    const mine = await read(user.client.api.military.applications.$get());
    expect(mine.body).toMatchObject({ activeCount: 3, activeLimit: 2, plan: "FREE" });
    expect(await summary(user.client)).toMatchObject({ plan: "FREE", activeApplications: 3, applicationLimit: 2 });
    const again = await readError(apply(user, d));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(applicationLimitReachedMessage(2));
  });
});

describe("renewal e-mail", () => {
  const renewalNotices = async (email: string) =>
    (await t.readOutbox(email)).filter((m) => m.subject.includes("será renovada"));
  const send = () => sendRenewalNotices({ db: t.db, mailer: t.deps.mailer, baseUrl: t.env.BASE_URL });

  /** Moves the subscription so that its period ends in `days`. */
  async function endsIn(subscriptionId: string, days: number) {
    const end = new Date(Date.now() + days * DAY);
    await t.db
      .update(subscriptions)
      .set({ currentPeriodStart: new Date(end.getTime() - 30 * DAY), currentPeriodEnd: end })
      .where(eq(subscriptions.id, subscriptionId));
    return end;
  }

  it("two days before the renewal the militar gets one e-mail pointing to /app/pagamentos, once", async () => {
    const user = await premiumMilitar({ fullName: "Beatriz Nogueira" });
    const cancelling = await premiumMilitar();
    await read(cancelling.client.api.military.billing.cancel.$post());
    const end = await endsIn(user.subscription.id, 2);
    await endsIn(cancelling.subscription.id, 2);

    await send();
    const notices = await renewalNotices(user.email);
    const date = end.toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });
    expect(notices.map((m) => m.subject)).toEqual([`Sua assinatura PREMIUM será renovada em ${date}`]);
    expect(notices[0]?.text).toContain("Olá, Beatriz Nogueira!");
    expect(notices[0]?.text).toContain("plano PREMIUM");
    expect(notices[0]?.text).toContain("R$\u00a09,90");
    expect(notices[0]?.text).toContain(`${BASE_URL}/app/pagamentos`);
    expect(notices[0]?.text).not.toContain("/empresa/planos");

    await send();
    expect(await renewalNotices(user.email)).toHaveLength(1);
    // A subscription set to cancel will not be charged: no e-mail.
    expect(await renewalNotices(cancelling.email)).toEqual([]);
  });
});

describe("deleting the account of a PREMIUM militar", () => {
  const del = (user: TestUser) => user.client.api.account.$delete({ json: { password: user.password } });

  it("ends the subscription at the provider first, then deletes everything", async () => {
    const sandbox = createSandboxProvider(BASE_URL, t.database);
    const calls: { subscriptionId: string; userExisted: boolean; statusAfter?: string; planAfter?: string }[] = [];
    const spy: PaymentProvider = {
      ...sandbox,
      async cancelSubscriptionNow(subscriptionId) {
        const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
        const call: (typeof calls)[number] = { subscriptionId, userExisted: false };
        if (row) {
          const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.id, row.userId));
          call.userExisted = owner !== undefined;
        }
        await sandbox.cancelSubscriptionNow(subscriptionId);
        const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
        call.statusAfter = after?.status;
        call.planAfter = row ? (await profileOf(row.userId)).plan : undefined;
        calls.push(call);
      },
    };
    const app = await createTestApp({ database: t.database, payments: spy });
    const user = await premiumMilitar({}, app);

    const res = await read(del(user));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(accountSettingsMessages.deleted);
    expect(calls).toEqual([
      { subscriptionId: user.subscription.id, userExisted: true, statusAfter: "canceled", planAfter: "FREE" },
    ]);
    expect(await t.db.select().from(users).where(eq(users.id, user.userId))).toEqual([]);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.id, user.subscription.id))).toEqual([]);
    expect(await paymentsOf(user.userId)).toEqual([]);
    expect(await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.userId))).toEqual([]);
  });

  it("a militar without a live subscription is deleted without asking the provider", async () => {
    const sandbox = createSandboxProvider(BASE_URL, t.database);
    let called = 0;
    const app = await createTestApp({
      database: t.database,
      payments: {
        ...sandbox,
        async cancelSubscriptionNow() {
          called++;
          throw new Error("down");
        },
      },
    });
    const free = await militar({}, app);
    expect((await del(free)).status).toBe(200);

    // Ended already (canceled at the period end): nothing to end at the provider either.
    const ended = await premiumMilitar({}, app);
    await read(ended.client.api.military.billing.cancel.$post());
    await renewSandboxSubscriptions(t.db, new Date(ended.periodEnd.getTime() + 1000));
    expect((await subscriptionOf(ended.userId)).status).toBe("canceled");
    expect((await del(ended)).status).toBe(200);
    expect(called).toBe(0);
  });

  it("closes an open checkout at the provider first, so a tab left open cannot be paid later", async () => {
    const sandbox = createSandboxProvider(BASE_URL, t.database);
    const expired: string[] = [];
    const app = await createTestApp({
      database: t.database,
      payments: {
        ...sandbox,
        async expireCheckout(id) {
          expired.push(id);
        },
      },
    });
    const user = await militar({}, app);
    const { sessionId } = await checkout(user.client);
    expect((await del(user)).status).toBe(200);
    expect(expired).toEqual([sessionId]);
    expect(await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId))).toEqual([]);
  });

  it("when the provider cannot end it, answers 503 and deletes nothing", async () => {
    const sandbox = createSandboxProvider(BASE_URL, t.database);
    const app = await createTestApp({
      database: t.database,
      payments: {
        ...sandbox,
        async cancelSubscriptionNow() {
          throw new Error("down");
        },
      },
    });
    const user = await premiumMilitar({}, app);

    const res = await readError(del(user));
    expect(res.status).toBe(503);
    expect(res.body.error.message).toBe(accountSettingsMessages.deleteSubscriptionFailed);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, user.userId))).toEqual([
      { id: user.userId },
    ]);
    expect(await planOf(user.userId)).toBe("PREMIUM");
    expect((await subscriptionOf(user.userId)).status).toBe("active");
    expect(await paymentsOf(user.userId)).toHaveLength(1);
    // Still signed in: the session was not cleared.
    expect((await read(user.client.api.military.billing.summary.$get())).body.plan).toBe("PREMIUM");
  });
});

describe("PREMIUM through Stripe", () => {
  let s: TestApp;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    const provider = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, api: fake.api });
    s = await createTestApp({ database: t.database, payments: provider });
  });
  afterAll(async () => {
    await s.close();
    await fake.close();
  });

  const lastRequest = (method: string, path: string) =>
    fake.requests.filter((r) => r.method === method && r.path === path).at(-1);

  function deliver(delivery: { payload: string; signature: string }) {
    return s.app.request("/api/payments/stripe/webhook", {
      method: "POST",
      body: delivery.payload,
      headers: { "content-type": "application/json", "stripe-signature": delivery.signature },
    });
  }

  it("checkout makes the militar's own customer (userId, no companyId) and a monthly subscription session", async () => {
    const user = await militar({ fullName: "Lucas Pereira Dias" }, s);
    const { url, sessionId } = await checkout(user.client);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);

    const customer = lastRequest("POST", "/v1/customers");
    expect(customer?.params).toMatchObject({
      email: user.email,
      name: "Lucas Pereira Dias",
      "metadata[userId]": user.userId,
    });
    expect(customer?.params["metadata[companyId]"]).toBeUndefined();
    const profile = await profileOf(user.userId);
    expect(profile.providerCustomerId).toMatch(/^cus_/);
    expect(fake.customers.has(profile.providerCustomerId ?? "")).toBe(true);

    const created = lastRequest("POST", "/v1/checkout/sessions");
    expect(created?.params).toMatchObject({
      mode: "subscription",
      customer: profile.providerCustomerId,
      client_reference_id: user.userId,
      success_url: `${PAGAMENTOS}?success=true&plan=premium&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PAGAMENTOS}?canceled=true`,
      "metadata[userId]": user.userId,
      "metadata[plan]": "PREMIUM",
      "subscription_data[metadata][userId]": user.userId,
      "subscription_data[metadata][plan]": "PREMIUM",
      "allowed_payment_method_types[0]": "card",
    });
    expect(created?.params["metadata[companyId]"]).toBeUndefined();
    const price = fake.requests.find(
      (r) => r.method === "POST" && r.path === "/v1/prices" && r.params["metadata[plan]"] === "PREMIUM",
    );
    expect(price?.params).toMatchObject({ currency: "brl", unit_amount: "990", "recurring[interval]": "month" });

    // A double submit gets the open session back, asked of Stripe; no second customer.
    const customersBefore = fake.customers.size;
    const again = await read(user.client.api.military.billing.checkout.$post());
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ url, sessionId });
    expect(fake.customers.size).toBe(customersBefore);
  });

  it("a signed checkout.session.completed makes the militar PREMIUM, once; subscription.deleted ends it", async () => {
    const user = await militar({}, s);
    const { sessionId } = await checkout(user.client);
    const session = fake.paySession(sessionId);
    const delivery = fake.signedEvent("checkout.session.completed", session);
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await deliver(delivery));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);

    expect(await planOf(user.userId)).toBe("PREMIUM");
    const sub = await subscriptionOf(user.userId);
    expect(sub).toMatchObject({ id: session.subscription, provider: "stripe", status: "active", companyId: null });
    expect(await paymentsOf(user.userId)).toEqual([
      expect.objectContaining({
        provider: "stripe",
        providerPaymentId: session.invoice,
        amountCents: 990,
        status: "paid",
        description: "Assinatura PREMIUM",
        companyId: null,
      }),
    ]);
    expect((await read(user.client.api.military.billing.verify.$post({ json: { sessionId } }))).body).toEqual({
      paid: true,
      plan: "PREMIUM",
    });

    const cancel = await read(user.client.api.military.billing.cancel.$post());
    expect(cancel.body.cancelAtPeriodEnd).toBe(true);
    expect(lastRequest("POST", `/v1/subscriptions/${session.subscription}`)?.params.cancel_at_period_end).toBe("true");

    const remote = fake.subscriptions.get(String(session.subscription));
    expect(
      (await deliver(fake.signedEvent("customer.subscription.deleted", { ...remote, status: "canceled" }))).status,
    ).toBe(200);
    expect(await planOf(user.userId)).toBe("FREE");
    expect((await subscriptionOf(user.userId)).status).toBe("canceled");
  });

  itOnPostgres("a checkout.session.completed delivered three times at once makes one payment", async () => {
    const user = await militar({}, s);
    const { sessionId } = await checkout(user.client);
    const session = fake.paySession(sessionId);
    const delivery = fake.signedEvent("checkout.session.completed", session);
    const answers = await Promise.all([deliver(delivery), deliver(delivery), deliver(delivery)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await planOf(user.userId)).toBe("PREMIUM");
    expect(await paymentsOf(user.userId)).toEqual([
      expect.objectContaining({ provider: "stripe", providerPaymentId: session.invoice, amountCents: 990 }),
    ]);
  });

  it("subscription.deleted arriving before checkout.session.completed leaves the militar FREE", async () => {
    const user = await militar({}, s);
    const { sessionId } = await checkout(user.client);
    const session = fake.paySession(sessionId);
    const remote = fake.subscriptions.get(String(session.subscription));
    const deleted = fake.signedEvent("customer.subscription.deleted", { ...remote, status: "canceled" });
    const completed = fake.signedEvent("checkout.session.completed", session, { created: deleted.event.created - 5 });
    expect((await deliver(deleted)).status).toBe(200);
    expect((await deliver(completed)).status).toBe(200);

    expect(await planOf(user.userId)).toBe("FREE");
    expect((await subscriptionOf(user.userId)).status).toBe("canceled");
    // The charge itself happened and stays in the history.
    expect(await paymentsOf(user.userId)).toHaveLength(1);
  });

  it("verify fulfils a session Stripe reports paid before its webhook arrives", async () => {
    const user = await militar({}, s);
    const { sessionId } = await checkout(user.client);
    fake.paySession(sessionId);
    const res = await read(user.client.api.military.billing.verify.$post({ json: { sessionId } }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ paid: true, plan: "PREMIUM" });
    expect(await planOf(user.userId)).toBe("PREMIUM");
  });

  it("a Pix-like payment still settling (complete, unpaid) is not checked out again: 409, and verify waits", async () => {
    const user = await militar({}, s);
    const { sessionId } = await checkout(user.client);
    const session = fake.sessions.get(sessionId);
    if (!session) throw new Error("no session at the fake");
    session.status = "complete";
    session.url = null;
    const again = await readError(user.client.api.military.billing.checkout.$post());
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(
      "Seu pagamento anterior ainda está sendo processado. Aguarde a confirmação antes de tentar de novo.",
    );
    const verify = await read(user.client.api.military.billing.verify.$post({ json: { sessionId } }));
    expect(verify.body).toEqual({ paid: false, plan: "FREE" });
    expect(
      await t.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.id, `verify:${sessionId}`)),
    ).toEqual([]);

    // Once it is paid, the next verify fulfils it.
    fake.paySession(sessionId);
    expect((await read(user.client.api.military.billing.verify.$post({ json: { sessionId } }))).body).toEqual({
      paid: true,
      plan: "PREMIUM",
    });
  });

  it("an open checkout Stripe does not know (other keys) is closed here and a new one opens", async () => {
    const user = await militar({}, s);
    const { sessionId } = await checkout(user.client);
    fake.sessions.delete(sessionId);
    const res = await read(user.client.api.military.billing.checkout.$post());
    expect(res.status).toBe(201);
    expect(res.body.sessionId).not.toBe(sessionId);
    const [old] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(old?.status).toBe("expired");
  });

  it("deleting the account expires an open Stripe checkout", async () => {
    const user = await militar({}, s);
    const { sessionId } = await checkout(user.client);
    const res = await read(user.client.api.account.$delete({ json: { password: user.password } }));
    expect(res.status).toBe(200);
    expect(lastRequest("POST", `/v1/checkout/sessions/${sessionId}/expire`)).toBeDefined();
    expect(fake.sessions.get(sessionId)?.status).toBe("expired");
  });

  it("deleting the account cancels the subscription at Stripe", async () => {
    const user = await militar({}, s);
    const { sessionId } = await checkout(user.client);
    const session = fake.paySession(sessionId);
    await deliver(fake.signedEvent("checkout.session.completed", session));
    expect(await planOf(user.userId)).toBe("PREMIUM");

    const res = await read(user.client.api.account.$delete({ json: { password: user.password } }));
    expect(res.status).toBe(200);
    expect(lastRequest("DELETE", `/v1/subscriptions/${session.subscription}`)).toBeDefined();
    expect(fake.subscriptions.get(String(session.subscription))?.status).toBe("canceled");
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.userId))).toEqual([]);
  });
});
