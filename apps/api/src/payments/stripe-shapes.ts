// Readers for the Stripe-shaped objects the providers deliver (checkout sessions, subscriptions,
// invoices, customers). They accept the field layouts of both older and current Stripe API versions
// (e.g. period dates on the subscription or on its items; invoice.subscription or invoice.parent).

type Obj = Record<string, unknown>;

const obj = (v: unknown): Obj | null => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Obj) : null);
export const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
export const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
/** An id field that may hold the id or the expanded object. */
const idOf = (v: unknown): string | null => str(v) ?? str(obj(v)?.id);
const date = (seconds: unknown): Date | null => {
  const n = num(seconds);
  return n === null ? null : new Date(n * 1000);
};
const firstOf = (list: unknown): Obj | null => {
  const data = obj(list)?.data;
  return Array.isArray(data) ? obj(data[0]) : null;
};
const metadataOf = (v: unknown): Obj => obj(obj(v)?.metadata) ?? {};

export interface CheckoutSessionView {
  id: string;
  mode: string | null;
  paid: boolean;
  /** The charge this session made: payment intent, or first invoice of a subscription. */
  paymentId: string;
  subscriptionId: string | null;
  customerId: string | null;
  amountTotal: number | null;
}

export function readCheckoutSession(o: Obj): CheckoutSessionView | null {
  const id = str(o.id);
  if (!id) return null;
  const paymentStatus = str(o.payment_status);
  return {
    id,
    mode: str(o.mode),
    paid: paymentStatus === "paid" || paymentStatus === "no_payment_required",
    paymentId: idOf(o.payment_intent) ?? idOf(o.invoice) ?? idOf(o.subscription) ?? id,
    subscriptionId: idOf(o.subscription),
    customerId: idOf(o.customer),
    amountTotal: num(o.amount_total),
  };
}

export interface SubscriptionView {
  id: string;
  companyId: string | null;
  /** The militar a PREMIUM subscription serves (our metadata). */
  userId: string | null;
  plan: string | null;
  status: string;
  amountCents: number | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  canceledAt: Date | null;
  customerId: string | null;
}

export function readSubscription(o: Obj): SubscriptionView | null {
  const id = str(o.id);
  const status = str(o.status);
  if (!id || !status) return null;
  const item = firstOf(o.items);
  const price = obj(item?.price);
  const meta = metadataOf(o);
  return {
    id,
    companyId: str(meta.companyId),
    userId: str(meta.userId),
    plan: str(meta.plan) ?? str(metadataOf(price).plan),
    status,
    amountCents: num(price?.unit_amount),
    cancelAtPeriodEnd: o.cancel_at_period_end === true,
    currentPeriodStart: date(item?.current_period_start ?? o.current_period_start),
    currentPeriodEnd: date(item?.current_period_end ?? o.current_period_end),
    canceledAt: status === "canceled" ? (date(o.ended_at) ?? date(o.canceled_at)) : null,
    customerId: idOf(o.customer),
  };
}

export interface InvoiceView {
  id: string;
  subscriptionId: string | null;
  companyId: string | null;
  userId: string | null;
  plan: string | null;
  amountPaidCents: number;
  amountDueCents: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  billingReason: string | null;
  /** Customer balance after the invoice; negative is credit in the customer's favour. */
  endingBalance: number | null;
  customerId: string | null;
}

export function readInvoice(o: Obj): InvoiceView | null {
  const id = str(o.id);
  if (!id) return null;
  const details = obj(obj(o.parent)?.subscription_details) ?? obj(o.subscription_details);
  const meta = { ...metadataOf(o), ...metadataOf(details) };
  const line = firstOf(o.lines);
  const period = obj(line?.period);
  return {
    id,
    subscriptionId: idOf(details?.subscription) ?? idOf(o.subscription),
    companyId: str(meta.companyId),
    userId: str(meta.userId),
    plan: str(meta.plan),
    amountPaidCents: num(o.amount_paid) ?? 0,
    amountDueCents: num(o.amount_due) ?? 0,
    periodStart: date(period?.start ?? o.period_start),
    periodEnd: date(period?.end ?? o.period_end),
    billingReason: str(o.billing_reason),
    endingBalance: num(o.ending_balance),
    customerId: idOf(o.customer),
  };
}

export interface CustomerView {
  id: string;
  /** The customer's balance; negative is credit in the customer's favour. */
  balance: number | null;
}

export function readCustomer(o: Obj): CustomerView | null {
  const id = str(o.id);
  if (!id || o.object !== "customer") return null;
  return { id, balance: num(o.balance) };
}
