// What the billing code needs from a payment provider. `sandbox` (the default, no outside
// service) and `stripe` implement it; both deliver Stripe-shaped events to the same fulfillment.

export interface CheckoutRequest {
  /** Our own reference, echoed back in the provider's events as metadata. */
  userId: string;
  companyId: string;
  companyName: string;
  email: string;
  plan: string;
  planName: string;
  mode: "payment" | "subscription";
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutCreated {
  sessionId: string;
  url: string;
}

export interface PaymentProvider {
  readonly name: "sandbox" | "stripe";
  createCheckout(request: CheckoutRequest): Promise<CheckoutCreated>;
}

/** The subset of a Stripe event the fulfillment reads; the sandbox emits the same shape. */
export interface ProviderEvent {
  id: string;
  type: string;
  created?: number;
  data: { object: Record<string, unknown> };
}
