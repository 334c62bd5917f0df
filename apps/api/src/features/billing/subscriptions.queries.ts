import {
  type BillingPlanId,
  billingPlanName,
  billingPlanPriceCents,
  COMPANY_PLANS,
  type CompanyPlanId,
  isBillingPlanId,
  isCompanyPlanId,
  isLiveSubscription,
} from "@pm/shared/billing";
import { and, eq, gt, isNull, ne, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { companies, enterpriseContracts } from "../../db/schema/companies";
import { militaryProfiles } from "../../db/schema/military";
import { checkoutSessions, payments, subscriptions } from "../../db/schema/payments";
import type { ProviderName } from "../../payments/provider";
import type { CustomerView, InvoiceView, SubscriptionView } from "../../payments/stripe-shapes";

// How a subscription's state reaches its owner. A company: active → plan granted; overdue →
// past_due (company pages send it to checkout); ended → access ends, back to Parceiro if it had
// paid that. A militar (PREMIUM, no company): active → PREMIUM; overdue or ended → FREE
// (docs/decisions/007-military-premium.md).

const ENDED_STATUSES = new Set(["canceled", "incomplete_expired"]);
const OVERDUE_STATUSES = new Set(["past_due", "unpaid"]);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Who a subscription serves: a company (paid by its owner) or a militar (`companyId` null). */
export interface BillingOwner {
  userId: string;
  companyId: string | null;
}

/** A company plan belongs to a company, PREMIUM to a militar: any other pairing is not ours. */
export const planFitsOwner = (plan: BillingPlanId, owner: BillingOwner) =>
  (plan === "PREMIUM") === (owner.companyId === null);

async function lockSubscription(tx: Tx, id: string): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("update");
  return row ?? null;
}

const UUID = /^[0-9a-f-]{36}$/i;

/**
 * Whom an event concerns: our metadata's company first, then the subscription we know, then our
 * metadata's militar, then the provider's customer (a company's or a militar's).
 */
export async function resolveOwner(
  tx: Tx,
  refs: {
    companyId?: string | null;
    userId?: string | null;
    subscriptionId?: string | null;
    customerId?: string | null;
  },
): Promise<BillingOwner | null> {
  if (refs.companyId && UUID.test(refs.companyId)) {
    const [c] = await tx
      .select({ id: companies.id, userId: companies.userId })
      .from(companies)
      .where(eq(companies.id, refs.companyId));
    if (c) return { companyId: c.id, userId: c.userId };
  }
  if (refs.subscriptionId) {
    const [s] = await tx
      .select({ companyId: subscriptions.companyId, userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.id, refs.subscriptionId));
    if (s) return s;
  }
  if (refs.userId) {
    const [m] = await tx
      .select({ userId: militaryProfiles.userId })
      .from(militaryProfiles)
      .where(eq(militaryProfiles.userId, refs.userId));
    if (m) return { companyId: null, userId: m.userId };
  }
  if (refs.customerId) {
    const [c] = await tx
      .select({ id: companies.id, userId: companies.userId })
      .from(companies)
      .where(eq(companies.providerCustomerId, refs.customerId));
    if (c) return { companyId: c.id, userId: c.userId };
    const [m] = await tx
      .select({ userId: militaryProfiles.userId })
      .from(militaryProfiles)
      .where(eq(militaryProfiles.providerCustomerId, refs.customerId));
    if (m) return { companyId: null, userId: m.userId };
  }
  return null;
}

/** The owner's subscriptions: the company's, or the militar's own (those without a company). */
export const ownedBy = (owner: BillingOwner) =>
  owner.companyId
    ? eq(subscriptions.companyId, owner.companyId)
    : and(eq(subscriptions.userId, owner.userId), isNull(subscriptions.companyId));

/** A company under an Enterprise contract: its plan is the contract's, whatever a subscription says. */
async function underContract(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({ id: enterpriseContracts.companyId })
    .from(enterpriseContracts)
    .where(eq(enterpriseContracts.companyId, companyId));
  return row !== undefined;
}

/** Grants a subscription's plan to its company. */
async function grantPlan(tx: Tx, companyId: string, plan: CompanyPlanId) {
  await tx
    .update(companies)
    .set({ plan, jobLimit: COMPANY_PLANS[plan].jobLimit, paymentStatus: "completed", updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

/** Sets a militar's plan; the update is skipped when it already holds, so no needless realtime event. */
export async function setMilitaryPlan(tx: Tx, userId: string, plan: "FREE" | "PREMIUM", customerId?: string | null) {
  await tx
    .update(militaryProfiles)
    .set({ plan, updatedAt: new Date(), ...(customerId ? { providerCustomerId: customerId } : {}) })
    .where(
      and(
        eq(militaryProfiles.userId, userId),
        customerId
          ? or(ne(militaryProfiles.plan, plan), isNull(militaryProfiles.providerCustomerId))
          : ne(militaryProfiles.plan, plan),
      ),
    );
}

/**
 * A subscription ended. Unless the owner holds another live subscription, its access ends:
 * a militar goes back to FREE; a company that paid the one-time Parceiro plan goes back to it,
 * any other is 'canceled'.
 */
export async function endSubscriptionAccess(tx: Tx, owner: BillingOwner, subscriptionId: string) {
  const others = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(ownedBy(owner), ne(subscriptions.id, subscriptionId), ne(subscriptions.status, "canceled")));
  if (others.length > 0) return;
  if (!owner.companyId) return setMilitaryPlan(tx, owner.userId, "FREE");
  const companyId = owner.companyId;
  if (await underContract(tx, companyId)) return;
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for("update");
  if (!company) return;
  if (company.partnerJoinedAt) {
    if (company.plan !== "parceiro" || company.paymentStatus !== "completed")
      await grantPlan(tx, companyId, "parceiro");
    return;
  }
  await tx
    .update(companies)
    .set({ paymentStatus: "canceled", updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

async function syncOwner(tx: Tx, row: Pick<SubscriptionRow, "id" | "companyId" | "userId" | "plan" | "status">) {
  const owner = { companyId: row.companyId, userId: row.userId };
  if (row.status === "canceled") return endSubscriptionAccess(tx, owner, row.id);
  if (!row.companyId) {
    if (isLiveSubscription(row.status)) return setMilitaryPlan(tx, row.userId, "PREMIUM");
    if (OVERDUE_STATUSES.has(row.status)) return setMilitaryPlan(tx, row.userId, "FREE");
    return;
  }
  if (!isCompanyPlanId(row.plan)) return;
  if (await underContract(tx, row.companyId)) return;
  if (isLiveSubscription(row.status)) return grantPlan(tx, row.companyId, row.plan);
  if (OVERDUE_STATUSES.has(row.status)) {
    await tx
      .update(companies)
      .set({ paymentStatus: "past_due", updatedAt: new Date() })
      .where(eq(companies.id, row.companyId));
  }
}

/**
 * Applies the provider's view of a subscription, sent at `eventAt` (Unix seconds). A canceled
 * subscription stays canceled (a live view of it is a "stray", for the caller to cancel at the
 * provider again), and a view older than the last one applied changes nothing.
 */
export async function applySubscription(
  tx: Tx,
  provider: ProviderName,
  view: SubscriptionView,
  eventAt: number,
): Promise<"processed" | "ignored" | "stray"> {
  const row = await lockSubscription(tx, view.id);
  // Ended here but alive at the provider (its cancellation there failed): to be cancelled again.
  if (row?.status === "canceled") return ENDED_STATUSES.has(view.status) ? "ignored" : "stray";
  if (row && row.lastEventAt > eventAt) return "ignored";
  const owner: BillingOwner | null = row
    ? { companyId: row.companyId, userId: row.userId }
    : await resolveOwner(tx, { companyId: view.companyId, userId: view.userId, customerId: view.customerId });
  const plan = isBillingPlanId(view.plan) ? view.plan : row?.plan;
  if (!owner || !plan || !isBillingPlanId(plan) || !planFitsOwner(plan, owner)) return "ignored";

  const status = ENDED_STATUSES.has(view.status) ? "canceled" : view.status;
  const now = new Date();
  const values = {
    plan,
    status,
    amountCents: view.amountCents ?? row?.amountCents ?? billingPlanPriceCents(plan),
    cancelAtPeriodEnd: view.cancelAtPeriodEnd,
    currentPeriodStart: view.currentPeriodStart ?? row?.currentPeriodStart ?? null,
    currentPeriodEnd: view.currentPeriodEnd ?? row?.currentPeriodEnd ?? null,
    canceledAt: status === "canceled" ? (view.canceledAt ?? now) : null,
    lastEventAt: eventAt,
    updatedAt: now,
  };
  if (row) await tx.update(subscriptions).set(values).where(eq(subscriptions.id, view.id));
  else await tx.insert(subscriptions).values({ id: view.id, provider, ...owner, ...values });
  await syncOwner(tx, { id: view.id, ...owner, plan, status });
  return "processed";
}

/** applySubscription in a transaction of its own, for a view the provider just returned. */
export function applySubscriptionInTransaction(
  db: Db,
  provider: ProviderName,
  view: SubscriptionView,
  eventAt: number,
) {
  return db.transaction((tx) => applySubscription(tx, provider, view, eventAt));
}

/** Ends the access of an owner that no subscription pays for (a company going back to Parceiro). */
export function endAccessWithoutSubscription(db: Db, owner: BillingOwner) {
  return db.transaction((tx) => endSubscriptionAccess(tx, owner, ""));
}

/**
 * The subscription a completed checkout started: created if no event about it came first, and if
 * one said it already ended or is overdue (events out of order), the owner's access follows that.
 */
export async function startSubscription(
  tx: Tx,
  provider: ProviderName,
  s: BillingOwner & { id: string; plan: BillingPlanId; amountCents: number; periodStart: Date; periodEnd: Date },
) {
  await tx
    .insert(subscriptions)
    .values({
      id: s.id,
      provider,
      companyId: s.companyId,
      userId: s.userId,
      plan: s.plan,
      status: "active",
      amountCents: s.amountCents,
      currentPeriodStart: s.periodStart,
      currentPeriodEnd: s.periodEnd,
    })
    .onConflictDoNothing();
  // Events that came first may have left it ended or overdue: the owner gets that, not the plan.
  const row = await lockSubscription(tx, s.id);
  if (row && row.status !== "active") await syncOwner(tx, row);
}

/**
 * Marks the owner's other live subscriptions canceled (a new plan replaced them) and returns
 * their ids, to be cancelled at the provider once this transaction has committed.
 */
export async function supersedeSubscriptions(tx: Tx, owner: BillingOwner, keepId: string | null): Promise<string[]> {
  const live = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(ownedBy(owner), ne(subscriptions.status, "canceled")))
    .for("update");
  const ids = live.map((s) => s.id).filter((id) => id !== keepId);
  const now = new Date();
  for (const id of ids) {
    await tx
      .update(subscriptions)
      .set({ status: "canceled", canceledAt: now, updatedAt: now })
      .where(eq(subscriptions.id, id));
  }
  return ids;
}

export function invoiceDescription(billingReason: string | null, plan: string) {
  const name = billingPlanName(plan);
  switch (billingReason) {
    case "subscription_create":
      return `Assinatura ${name}`;
    case "subscription_cycle":
      return `Renovação mensal — ${name}`;
    case "subscription_update":
      return `Ajuste pro-rata — ${name}`;
    default:
      return `Plano ${name}`;
  }
}

/** What every payment an invoice makes says of it: the charge, its subscription, owner, plan and period. */
const invoiceRow = (provider: ProviderName, invoice: InvoiceView, owner: BillingOwner, plan: BillingPlanId) => ({
  provider,
  providerPaymentId: invoice.id,
  subscriptionId: invoice.subscriptionId,
  ...owner,
  plan,
  periodStart: invoice.periodStart,
  periodEnd: invoice.periodEnd,
});

async function invoiceContext(tx: Tx, invoice: InvoiceView) {
  if (!invoice.subscriptionId) return null;
  const row = await lockSubscription(tx, invoice.subscriptionId);
  const owner: BillingOwner | null = row
    ? { companyId: row.companyId, userId: row.userId }
    : await resolveOwner(tx, { companyId: invoice.companyId, userId: invoice.userId, customerId: invoice.customerId });
  if (!owner) return null;
  const [company] = owner.companyId
    ? await tx.select().from(companies).where(eq(companies.id, owner.companyId))
    : [null];
  if (owner.companyId && !company) return null;
  // The invoice's own plan first: a pro-rata invoice is for the plan being moved to.
  const plan = isBillingPlanId(invoice.plan) ? invoice.plan : (row?.plan ?? company?.plan ?? "PREMIUM");
  if (!isBillingPlanId(plan) || !planFitsOwner(plan, owner)) return null;
  return { row, owner, company: company ?? null, plan };
}

/**
 * A subscription invoice was paid: one payment per invoice, the period moves on, overdue clears.
 * A renewal charged for a subscription ended here is recorded (the money was taken) and reported
 * as a "stray": its cancellation at the provider failed, and must be made again.
 */
export async function recordInvoicePaid(
  tx: Tx,
  provider: ProviderName,
  invoice: InvoiceView,
): Promise<"processed" | "ignored" | "stray"> {
  const ctx = await invoiceContext(tx, invoice);
  if (!ctx) return "ignored";
  const { row, owner, company, plan } = ctx;
  if (invoice.amountPaidCents > 0) {
    await tx
      .insert(payments)
      .values({
        ...invoiceRow(provider, invoice, owner, plan),
        amountCents: invoice.amountPaidCents,
        status: "paid",
        description: invoiceDescription(invoice.billingReason, plan),
      })
      // A retried invoice that had failed becomes the paid charge it now is, description included.
      .onConflictDoUpdate({
        target: [payments.provider, payments.providerPaymentId],
        set: {
          status: "paid",
          plan,
          amountCents: invoice.amountPaidCents,
          description: invoiceDescription(invoice.billingReason, plan),
          periodStart: invoice.periodStart,
          periodEnd: invoice.periodEnd,
        },
      });
  }
  // Account credit (unused time of a downgrade) exists only for companies: a militar has one plan.
  if (company && invoice.endingBalance !== null) {
    const creditAfter = Math.max(0, -invoice.endingBalance);
    await tx.update(companies).set({ creditCents: creditAfter }).where(eq(companies.id, company.id));
    // Credit the invoice left on the account (unused time of a downgrade) shows in the history.
    if (creditAfter > company.creditCents) {
      await tx
        .insert(payments)
        .values({
          ...invoiceRow(provider, invoice, owner, plan),
          providerPaymentId: `${invoice.id}:credit`,
          amountCents: creditAfter - company.creditCents,
          status: "credited",
          description: `Crédito pro-rata — ${billingPlanName(row?.plan ?? plan)}`,
        })
        .onConflictDoNothing();
    }
  }
  if (row && row.status !== "canceled") {
    const extends_ = invoice.periodEnd && (!row.currentPeriodEnd || invoice.periodEnd > row.currentPeriodEnd);
    const status = OVERDUE_STATUSES.has(row.status) ? "active" : row.status;
    await tx
      .update(subscriptions)
      .set({
        status,
        ...(extends_ ? { currentPeriodStart: invoice.periodStart, currentPeriodEnd: invoice.periodEnd } : {}),
        updatedAt: new Date(),
      })
      .where(eq(subscriptions.id, row.id));
    if (status !== row.status) await syncOwner(tx, { ...row, status });
  }
  const strayRenewal =
    row?.status === "canceled" && invoice.billingReason === "subscription_cycle" && invoice.amountPaidCents > 0;
  return strayRenewal ? "stray" : "processed";
}

/**
 * A subscription charge failed: recorded as such, and the owner is overdue, unless the same
 * invoice (or a later period) was paid already, which a late-arriving failure must not undo.
 */
export async function recordInvoiceFailed(tx: Tx, provider: ProviderName, invoice: InvoiceView) {
  const ctx = await invoiceContext(tx, invoice);
  if (!ctx) return "ignored";
  const { row, owner, plan } = ctx;
  const [paidAlready] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.provider, provider), eq(payments.providerPaymentId, invoice.id), eq(payments.status, "paid")),
    );
  const [paidLater] =
    invoice.periodEnd && invoice.subscriptionId
      ? await tx
          .select({ id: payments.id })
          .from(payments)
          .where(
            and(
              eq(payments.subscriptionId, invoice.subscriptionId),
              eq(payments.status, "paid"),
              gt(payments.periodEnd, invoice.periodEnd),
            ),
          )
      : [];
  if (paidAlready || paidLater) return "ignored";
  await tx
    .insert(payments)
    .values({
      ...invoiceRow(provider, invoice, owner, plan),
      amountCents: invoice.amountDueCents,
      status: "failed",
      description: `Cobrança recusada — ${billingPlanName(plan)}`,
    })
    .onConflictDoNothing();
  if (row && row.status !== "canceled") {
    await tx
      .update(subscriptions)
      .set({ status: "past_due", updatedAt: new Date() })
      .where(eq(subscriptions.id, row.id));
    await syncOwner(tx, { ...row, status: "past_due" });
  }
  return "processed";
}

/**
 * The provider says what the customer's balance is now. Credit only rises through an invoice
 * (recordInvoicePaid records it, with its line in the history), so here it may only fall: a
 * renewal used it (its invoice says the same), or the credit was refunded on request and its
 * balance cleared at the provider (decision 009). A fall while nothing could have used it (no
 * live subscription, no open checkout) is that refund, and the history shows it.
 */
export async function recordCustomerBalance(tx: Tx, provider: ProviderName, eventId: string, customer: CustomerView) {
  if (customer.balance === null) return "ignored" as const;
  const [company] = await tx
    .select()
    .from(companies)
    .where(eq(companies.providerCustomerId, customer.id))
    .for("update");
  if (!company) return "ignored" as const;
  const credit = Math.max(0, -customer.balance);
  if (credit >= company.creditCents) return "ignored" as const;
  await tx.update(companies).set({ creditCents: credit }).where(eq(companies.id, company.id));
  const owner = { companyId: company.id, userId: company.userId };
  const [live] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(ownedBy(owner), ne(subscriptions.status, "canceled")))
    .limit(1);
  const [open] = await tx
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.companyId, company.id), eq(checkoutSessions.status, "open")))
    .limit(1);
  if (!live && !open) {
    await tx
      .insert(payments)
      .values({
        provider,
        providerPaymentId: `${eventId}:refund`,
        ...owner,
        plan: company.plan,
        amountCents: company.creditCents - credit,
        status: "refunded",
        description: "Reembolso do crédito",
      })
      .onConflictDoNothing();
  }
  return "processed" as const;
}
