import { billingPlanName, COMPANY_PLANS, type CompanyPlanId, isBillingPlanId } from "@pm/shared/billing";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { companies } from "../../db/schema/companies";
import { checkoutSessions, paymentEvents, payments } from "../../db/schema/payments";
import { addMonth } from "../../payments/proration";
import type { ProviderEvent, ProviderName } from "../../payments/provider";
import { readCheckoutSession, readCustomer, readInvoice, readSubscription } from "../../payments/stripe-shapes";
import {
  applySubscription,
  type BillingOwner,
  invoiceDescription,
  planFitsOwner,
  recordCustomerBalance,
  recordInvoiceFailed,
  recordInvoicePaid,
  setMilitaryPlan,
  startSubscription,
  supersedeSubscriptions,
} from "./subscriptions.queries";

export interface Charge {
  provider: ProviderName;
  sessionId: string;
  /** The provider's id of the charge; the same charge never makes two payments. */
  paymentId: string;
  amountCents: number;
  /** For a subscription checkout: the subscription it started. */
  subscriptionId?: string | null;
  customerId?: string | null;
}

export interface Fulfillment {
  result: "fulfilled" | "already" | "unknown";
  /**
   * Subscriptions to cancel at the provider after commit: those a new plan replaced, and any
   * found alive there though ended here (a cancellation that failed, or a buyer no longer here).
   */
  superseded: string[];
}

/**
 * The one place a paid checkout takes effect, and it is idempotent: the checkout row is locked and
 * a completed checkout changes nothing. A company gets the plan, its cap and payment_status
 * 'completed' (partner_joined_at when it becomes parceiro); a militar gets PREMIUM. The payment is
 * recorded, and a subscription checkout starts the subscription.
 */
export async function fulfillCheckout(tx: Tx, charge: Charge): Promise<Fulfillment> {
  const [session] = await tx
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, charge.sessionId), eq(checkoutSessions.provider, charge.provider)))
    .for("update");
  if (!session || !isBillingPlanId(session.plan)) return { result: "unknown", superseded: [] };
  const owner: BillingOwner = { companyId: session.companyId, userId: session.userId };
  const plan = session.plan;
  if (!planFitsOwner(plan, owner)) return { result: "unknown", superseded: [] };
  if (session.status === "completed") return { result: "already", superseded: [] };

  const now = new Date();
  await tx
    .update(checkoutSessions)
    .set({ status: "completed", completedAt: now })
    .where(eq(checkoutSessions.id, session.id));
  if (plan === "PREMIUM") await setMilitaryPlan(tx, owner.userId, "PREMIUM", charge.customerId);
  else if (owner.companyId) await grantCompanyPlan(tx, owner.companyId, plan, charge.customerId ?? null, now);

  const subscriptionId = session.mode === "subscription" ? (charge.subscriptionId ?? null) : null;
  const periodEnd = session.mode === "subscription" ? addMonth(now) : null;
  await tx
    .insert(payments)
    .values({
      provider: charge.provider,
      providerPaymentId: charge.paymentId,
      checkoutSessionId: session.id,
      subscriptionId,
      ...owner,
      plan,
      amountCents: charge.amountCents,
      status: "paid",
      description:
        session.mode === "subscription"
          ? invoiceDescription("subscription_create", plan)
          : `Plano ${billingPlanName(plan)} (pagamento único)`,
      periodStart: now,
      periodEnd,
    })
    .onConflictDoUpdate({
      target: [payments.provider, payments.providerPaymentId],
      set: { checkoutSessionId: session.id },
    });
  // A new plan replaces whatever subscription the owner had (an upgrade from Parceiro keeps
  // nothing to replace; a move to Parceiro, or a new subscription after a lapse or an overdue
  // charge, does).
  const superseded = await supersedeSubscriptions(tx, owner, subscriptionId);
  if (subscriptionId && periodEnd) {
    await startSubscription(tx, charge.provider, {
      id: subscriptionId,
      ...owner,
      plan,
      amountCents: session.amountCents,
      periodStart: now,
      periodEnd,
    });
  }
  return { result: "fulfilled", superseded };
}

/** A company's paid checkout: the plan, its cap, and the partner date when it first becomes parceiro. */
async function grantCompanyPlan(tx: Tx, companyId: string, plan: CompanyPlanId, customerId: string | null, now: Date) {
  const [before] = await tx.select().from(companies).where(eq(companies.id, companyId)).for("update");
  const becomesPartner = plan === "parceiro" && !before?.partnerJoinedAt;
  await tx
    .update(companies)
    .set({
      plan,
      jobLimit: COMPANY_PLANS[plan].jobLimit,
      paymentStatus: "completed",
      updatedAt: now,
      ...(becomesPartner ? { partnerJoinedAt: now } : {}),
      ...(customerId && !before?.providerCustomerId ? { providerCustomerId: customerId } : {}),
    })
    .where(eq(companies.id, companyId));
}

export interface Processed {
  outcome: "processed" | "duplicate" | "ignored";
  superseded: string[];
}

const eventTime = (event: ProviderEvent) => event.created ?? Math.floor(Date.now() / 1000);

/** Applies one event inside the transaction that records it. */
async function applyEvent(tx: Tx, provider: ProviderName, event: ProviderEvent): Promise<Processed> {
  const object = event.data.object;
  const ignored: Processed = { outcome: "ignored", superseded: [] };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = readCheckoutSession(object);
      if (!session?.paid) return ignored;
      const done = await fulfillCheckout(tx, {
        provider,
        sessionId: session.id,
        paymentId: session.paymentId,
        amountCents: session.amountTotal ?? 0,
        subscriptionId: session.subscriptionId,
        customerId: session.customerId,
      });
      return { outcome: done.result === "unknown" ? "ignored" : "processed", superseded: done.superseded };
    }
    case "checkout.session.expired":
    case "checkout.session.async_payment_failed": {
      const session = readCheckoutSession(object);
      if (!session) return ignored;
      await tx
        .update(checkoutSessions)
        .set({ status: event.type === "checkout.session.expired" ? "expired" : "canceled" })
        .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, "open")));
      return { outcome: "processed", superseded: [] };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const view = readSubscription(object);
      if (!view) return ignored;
      if (event.type === "customer.subscription.deleted") view.status = "canceled";
      const outcome = await applySubscription(tx, provider, view, eventTime(event));
      return outcome === "stray" ? { outcome: "ignored", superseded: [view.id] } : { outcome, superseded: [] };
    }
    case "invoice.paid":
    case "invoice.payment_succeeded": {
      const invoice = readInvoice(object);
      if (!invoice) return ignored;
      const outcome = await recordInvoicePaid(tx, provider, invoice);
      return outcome === "stray" && invoice.subscriptionId
        ? { outcome: "processed", superseded: [invoice.subscriptionId] }
        : { outcome: outcome === "stray" ? "processed" : outcome, superseded: [] };
    }
    case "customer.updated": {
      const customer = readCustomer(object);
      if (!customer) return ignored;
      return { outcome: await recordCustomerBalance(tx, provider, event.id, customer), superseded: [] };
    }
    case "invoice.payment_failed": {
      const invoice = readInvoice(object);
      if (!invoice) return ignored;
      return { outcome: await recordInvoiceFailed(tx, provider, invoice), superseded: [] };
    }
    default:
      return ignored;
  }
}

/**
 * Handles one provider event, at most once per event id: the event id is recorded in the same
 * transaction as its effect, so a redelivery (or ten in parallel) finds it and does nothing.
 */
export async function processEvent(db: Db, provider: ProviderName, event: ProviderEvent): Promise<Processed> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return { outcome: "duplicate", superseded: [] };
    return applyEvent(tx, provider, event);
  });
}
