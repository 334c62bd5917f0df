import { randomBytes } from "node:crypto";
import { billingPlanName } from "@pm/shared/billing";
import { formatCents } from "@pm/shared/format";
import type { Context } from "hono";
import { Hono } from "hono";
import { html } from "hono/html";
import { readSession } from "../auth/session-lookup";
import type { Db } from "../db/client";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { type PaymentEvents, paymentEvents } from "./events";
import { addMonth, applyCredit, prorate } from "./proration";
import type { PaymentProvider, ProviderEvent } from "./provider";
import {
  type CheckoutSessionRow,
  cancelCheckoutSession,
  creditOf,
  dueSandboxSubscriptions,
  findCheckoutPage,
  findCheckoutSession,
  findSubscription,
  type SubscriptionRow,
} from "./sandbox.queries";

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString("hex")}`;
const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** Our metadata on a provider object, as the checkout set it: the company, or the militar. */
const ownerMetadata = (s: Pick<SubscriptionRow, "companyId" | "userId" | "plan">) =>
  s.companyId ? { companyId: s.companyId, plan: s.plan } : { userId: s.userId, plan: s.plan };

/** A subscription as Stripe's API returns it, from the sandbox's own row. */
function subscriptionObject(row: SubscriptionRow, changes: Partial<SubscriptionRow> = {}) {
  const s = { ...row, ...changes };
  return {
    id: s.id,
    object: "subscription",
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    metadata: ownerMetadata(s),
    items: {
      data: [
        {
          price: { unit_amount: s.amountCents, currency: "brl", metadata: { plan: s.plan } },
          current_period_start: seconds(s.currentPeriodStart),
          current_period_end: seconds(s.currentPeriodEnd),
        },
      ],
    },
    canceled_at: seconds(s.canceledAt),
  };
}

/** An invoice as Stripe sends it in invoice.* events. */
export function sandboxInvoice(i: {
  subscription: Pick<SubscriptionRow, "id" | "companyId" | "userId" | "plan">;
  amountPaidCents: number;
  periodStart: Date;
  periodEnd: Date;
  billingReason: "subscription_cycle" | "subscription_update";
  creditAfterCents: number;
}) {
  return {
    id: newId("in"),
    object: "invoice",
    amount_paid: i.amountPaidCents,
    amount_due: i.amountPaidCents,
    currency: "brl",
    billing_reason: i.billingReason,
    ending_balance: -i.creditAfterCents,
    parent: {
      type: "subscription_details",
      subscription_details: {
        subscription: i.subscription.id,
        metadata: ownerMetadata(i.subscription),
      },
    },
    lines: { data: [{ period: { start: seconds(i.periodStart), end: seconds(i.periodEnd) } }] },
  };
}

export const sandboxEvent = (type: string, object: Record<string, unknown>, at = new Date()): ProviderEvent => ({
  id: newId("evt"),
  type,
  created: Math.floor(at.getTime() / 1000),
  data: { object },
});

async function sandboxSubscription(db: Db, id: string): Promise<SubscriptionRow> {
  const row = await findSubscription(db, id);
  if (row?.provider !== "sandbox") throw new Error(`unknown sandbox subscription ${id}`);
  return row;
}

/**
 * The default provider: a hosted checkout page served by this API, with no outside service.
 * Paying emits a Stripe-shaped `checkout.session.completed` event into the same fulfillment as
 * Stripe's webhook, then returns to the success URL with the session id, as Stripe does. Plan
 * changes, cancellations and renewals likewise emit the invoice and subscription events Stripe would.
 */
export function createSandboxProvider(baseUrl: string, database: { db: Db }): PaymentProvider {
  const db = () => database.db;
  /** Hands an event to fulfillment at once, as Stripe's webhook would a moment later. */
  const emit = (type: string, object: Record<string, unknown>, at: Date) =>
    paymentEvents().apply(db(), "sandbox", sandboxEvent(type, object, at));
  /** The invoice of a change within the period: paid `at`, covering the rest of the period. */
  const changeInvoice = (subscription: SubscriptionRow, amountPaidCents: number, creditAfterCents: number, at: Date) =>
    sandboxInvoice({
      subscription,
      amountPaidCents,
      periodStart: at,
      periodEnd: subscription.currentPeriodEnd ?? at,
      billingReason: "subscription_update",
      creditAfterCents,
    });
  return {
    name: "sandbox",
    async createCheckout(request) {
      const sessionId = newId("cs");
      return {
        sessionId,
        url: `${baseUrl}/api/payments/sandbox/${sessionId}`,
        customerId: request.customerId,
      };
    },
    // The sandbox's sessions live in our own table: the caller checks their status there.
    async checkoutState(sessionId) {
      return { state: "open", url: `${baseUrl}/api/payments/sandbox/${sessionId}` };
    },
    // Closing it in our table (the caller does) is all it takes: the hosted page reads that row.
    async expireCheckout() {},
    // The sandbox's sessions live in our own table: nothing remote to ask.
    async retrieveCheckout() {
      return null;
    },
    async changeSubscriptionPlan(request) {
      const row = await sandboxSubscription(db(), request.subscriptionId);
      const updated = subscriptionObject(row, {
        plan: request.plan,
        amountCents: request.amountCents,
        cancelAtPeriodEnd: false,
      });
      const now = new Date();
      await emit(
        "invoice.paid",
        changeInvoice(
          { ...row, plan: request.plan },
          request.proration.amountDueCents,
          request.proration.creditAfterCents,
          now,
        ),
        now,
      );
      return updated;
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const row = await sandboxSubscription(db(), subscriptionId);
      return subscriptionObject(row, { cancelAtPeriodEnd: cancel });
    },
    async cancelSubscriptionNow(subscriptionId) {
      const row = await sandboxSubscription(db(), subscriptionId);
      const now = new Date();
      // As Stripe with prorate: the unused time of the paid period becomes account credit. (An
      // overdue subscription here still holds its last paid period, already over: it leaves none.)
      const credit = await creditOf(db(), row.companyId);
      const unused =
        row.currentPeriodStart && row.currentPeriodEnd
          ? prorate({
              fromCents: row.amountCents,
              toCents: 0,
              periodStart: row.currentPeriodStart,
              periodEnd: row.currentPeriodEnd,
              at: now,
              creditCents: credit,
            })
          : null;
      await emit(
        "customer.subscription.deleted",
        subscriptionObject(row, { status: "canceled", canceledAt: now }),
        now,
      );
      if (unused && unused.creditAfterCents > credit) {
        await emit("invoice.paid", changeInvoice(row, 0, unused.creditAfterCents, now), now);
      }
    },
  };
}

/** The event Stripe would send for this session once paid. */
export function sandboxCompletedEvent(session: CheckoutSessionRow): ProviderEvent {
  return sandboxEvent("checkout.session.completed", {
    id: session.id,
    object: "checkout.session",
    mode: session.mode,
    payment_status: "paid",
    amount_total: session.amountCents,
    currency: "brl",
    ...(session.mode === "payment"
      ? { payment_intent: newId("pi") }
      : { invoice: newId("in"), subscription: newId("sub") }),
    metadata: session.companyId
      ? { userId: session.userId, companyId: session.companyId, plan: session.plan }
      : { userId: session.userId, plan: session.plan },
  });
}

/**
 * What Stripe does at the end of each period, for the sandbox's subscriptions: a subscription set
 * to cancel ends (customer.subscription.deleted); any other is renewed (invoice.paid for the next
 * month, paid first from account credit). Runs periodically; `now` is a parameter for tests.
 */
export async function renewSandboxSubscriptions(db: Db, now = new Date()): Promise<number> {
  const { apply } = paymentEvents();
  const due = await dueSandboxSubscriptions(db, now);
  let events = 0;
  for (let row of due) {
    // Catch up on every period that ended while nothing ran (bounded, in case of a bad date).
    for (let i = 0; i < 24 && row.status !== "canceled" && row.currentPeriodEnd && row.currentPeriodEnd <= now; i++) {
      const periodStart = row.currentPeriodEnd;
      if (row.cancelAtPeriodEnd) {
        await apply(
          db,
          "sandbox",
          sandboxEvent(
            "customer.subscription.deleted",
            subscriptionObject(row, { status: "canceled", canceledAt: periodStart }),
            now,
          ),
        );
      } else {
        const charge = applyCredit(row.amountCents, await creditOf(db, row.companyId));
        await apply(
          db,
          "sandbox",
          sandboxEvent(
            "invoice.paid",
            sandboxInvoice({
              subscription: row,
              amountPaidCents: charge.amountDueCents,
              periodStart,
              periodEnd: addMonth(periodStart),
              billingReason: "subscription_cycle",
              creditAfterCents: charge.creditAfterCents,
            }),
            now,
          ),
        );
      }
      events++;
      row = await sandboxSubscription(db, row.id);
    }
  }
  return events;
}

function withSessionId(url: string, sessionId: string) {
  const u = new URL(url);
  u.searchParams.set("session_id", sessionId);
  return u.toString();
}

/**
 * The signed-in caller's id, or null. The checkout pages answer only the buyer: to anyone else,
 * signed in or not, a checkout is as missing as one that never existed.
 */
async function callerId(c: Context<AppEnv>): Promise<string | null> {
  const row = await readSession(c.var.deps, c.req.raw.headers);
  return row?.userId ?? null;
}

/** The caller's own sandbox session by id; anything else is a 404. */
async function buyersSession(c: Context<AppEnv>) {
  const session = await findCheckoutSession(c.var.deps.database.db, c.req.param("id") ?? "");
  const buyer = session ? await callerId(c) : null;
  if (session?.provider !== "sandbox" || session.userId !== buyer) throw new ApiError("NOT_FOUND");
  return session;
}

/**
 * The hosted page and its two buttons. Only mounted when the sandbox provider is in use. The
 * buttons post a form from this page: the origin check (app.ts) applies to them like to any
 * state change, and the session cookie (SameSite=Lax) goes with a same-site form post. Paying
 * delivers the completed checkout to `events`, as Stripe's webhook would.
 */
export const sandboxRoutes = (events: Pick<PaymentEvents, "deliver">) =>
  new Hono<AppEnv>()
    .get("/:id", async (c) => {
      const row = await findCheckoutPage(c.var.deps.database.db, c.req.param("id"));
      const buyer = row ? await callerId(c) : null;
      if (row?.session.provider !== "sandbox" || row.session.userId !== buyer) throw new ApiError("NOT_FOUND");
      const { session, companyName, buyerName } = row;
      const open = session.status === "open";
      const period = session.mode === "subscription" ? "/mês" : " (pagamento único)";
      return c.html(html`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pagamento (ambiente de testes) — Próxima Missão</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:16px}
main{background:#fff;border:1px solid #e2e8f0;border-radius:12px;max-width:420px;width:100%;padding:28px}
h1{font-size:20px;margin:0 0 4px}.note{color:#475569;font-size:13px;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#475569}dd{margin:0;font-weight:600}
button{width:100%;height:44px;border-radius:8px;font-size:15px;font-weight:600;cursor:pointer;margin-top:8px}
.pay{background:#4a5a2b;color:#fff;border:0}.cancel{background:#fff;color:#0f172a;border:1px solid #cbd5e1}</style></head>
<body><main>
<h1>Pagamento</h1>
<p class="note">Ambiente de testes: nenhum valor é cobrado.</p>
<dl><dt>Plano</dt><dd>${billingPlanName(session.plan)}</dd>
<dt>Valor</dt><dd>${formatCents(session.amountCents)}${period}</dd>
${companyName ? html`<dt>Empresa</dt><dd>${companyName}</dd>` : html`<dt>Assinante</dt><dd>${buyerName}</dd>`}</dl>
${
  open
    ? html`<form method="post" action="/api/payments/sandbox/${session.id}/pay"><button class="pay" type="submit">Pagar</button></form>
<form method="post" action="/api/payments/sandbox/${session.id}/cancel"><button class="cancel" type="submit">Cancelar</button></form>`
    : html`<p>Esta sessão de pagamento já foi encerrada.</p>`
}
</main></body></html>`);
    })
    .post("/:id/pay", async (c) => {
      const session = await buyersSession(c);
      if (session.status === "open") await events.deliver(c.var.deps, sandboxCompletedEvent(session));
      return c.redirect(withSessionId(session.successUrl, session.id), 303);
    })
    .post("/:id/cancel", async (c) => {
      const session = await buyersSession(c);
      if (session.status === "open") await cancelCheckoutSession(c.var.deps.database.db, session.id);
      return c.redirect(session.cancelUrl, 303);
    });
