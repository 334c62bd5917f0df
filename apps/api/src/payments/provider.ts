// What the billing code needs from a payment provider. `sandbox` (the default, no outside
// service) and `stripe` implement it; both deliver Stripe-shaped events to the same fulfillment.

import type { BillingPlanId, CompanyPlanId } from "@pm/shared/billing";
import type { Proration } from "./proration";

export type ProviderName = "sandbox" | "stripe";

export interface CheckoutRequest {
  /** Our own reference, echoed back in the provider's events as metadata. */
  userId: string;
  /** The buying company; null when a militar buys PREMIUM for themself. */
  companyId: string | null;
  /** The name on the provider's customer: the company's, or the militar's. */
  customerName: string;
  email: string;
  /** The buyer's customer at the provider, when one exists already. */
  customerId: string | null;
  plan: BillingPlanId;
  planName: string;
  mode: "payment" | "subscription";
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutCreated {
  sessionId: string;
  url: string;
  /** The provider's customer the checkout belongs to (stored on the buyer for later checkouts). */
  customerId: string | null;
}

export type CheckoutState = { state: "open"; url: string } | { state: "processing" } | { state: "closed" };

export interface PlanChangeRequest {
  subscriptionId: string;
  companyId: string;
  plan: CompanyPlanId;
  planName: string;
  amountCents: number;
  /** Our own arithmetic of the change; the sandbox charges it, Stripe computes its own. */
  proration: Proration;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutCreated>;
  /**
   * The provider's current view of a checkout session, Stripe-shaped, so `verify` can fulfil a
   * paid session whose webhook has not arrived yet. Null when the provider keeps no remote state.
   */
  retrieveCheckout(sessionId: string): Promise<Record<string, unknown> | null>;
  /**
   * Whether a checkout can still be paid (and where), is paid but still settling (Pix pending), or
   * is over (paid, expired, or unknown to the provider).
   */
  checkoutState(sessionId: string): Promise<CheckoutState>;
  /** Closes a checkout still open, so it can no longer be paid; one already over is left as it is. */
  expireCheckout(sessionId: string): Promise<void>;
  /** Moves a subscription to another plan now, charging or crediting the difference pro rata. */
  changeSubscriptionPlan(request: PlanChangeRequest): Promise<Record<string, unknown>>;
  /** Cancels at the end of the paid period (true) or undoes that (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<Record<string, unknown>>;
  /**
   * Ends a subscription now (replaced by another plan, cancelled while overdue, or its owner's
   * account deleted). Unused paid time becomes credit only when the subscription was paid up.
   */
  cancelSubscriptionNow(subscriptionId: string): Promise<void>;
}

/** The subset of a Stripe event the fulfillment reads; the sandbox emits the same shape. */
export interface ProviderEvent {
  id: string;
  type: string;
  created?: number;
  data: { object: Record<string, unknown> };
}
