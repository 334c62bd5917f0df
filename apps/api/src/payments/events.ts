// What the payments layer needs from whoever fulfils a provider's events. The providers and their
// routes produce Stripe-shaped events; what they mean for plans, payments and subscriptions is
// billing's business, handed in by the composition root (app.ts).
import type { Db } from "../db/client";
import type { AppDeps } from "../http/context";
import type { ProviderEvent, ProviderName } from "./provider";

/** What became of one event. */
export interface EventOutcome {
  outcome: "processed" | "duplicate" | "ignored";
}

export interface PaymentEvents {
  /** Applies an event to our records, once per event id. */
  apply(db: Db, provider: ProviderName, event: ProviderEvent): Promise<EventOutcome>;
  /** `apply`, then what must follow at the provider once the effect is committed. */
  deliver(deps: Pick<AppDeps, "database" | "payments" | "logger">, event: ProviderEvent): Promise<EventOutcome>;
}

let connected: PaymentEvents | null = null;

/**
 * Connects the fulfillment the sandbox provider emits into, as Stripe's webhook would deliver
 * there. The composition root does it once, before any request or job runs.
 */
export function connectPaymentEvents(events: PaymentEvents): void {
  connected = events;
}

/** The connected fulfillment; emitting before the composition root connected one is a bug. */
export function paymentEvents(): PaymentEvents {
  if (!connected) throw new Error("payment events are not connected (createApp connects them)");
  return connected;
}
