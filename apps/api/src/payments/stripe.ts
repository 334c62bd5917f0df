import { Hono } from "hono";
import Stripe from "stripe";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import type { PaymentEvents } from "./events";
import type { CheckoutRequest, PaymentProvider, ProviderEvent } from "./provider";

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the API is (tests point this at a local fake); Stripe's own by default. */
  api?: { host: string; port: number; protocol: "http" | "https" };
}

export interface StripeProvider extends PaymentProvider {
  readonly name: "stripe";
  /** Checks the signature over the raw body; throws on any mismatch or stale timestamp. */
  parseWebhook(rawBody: string, signature: string | undefined): Promise<ProviderEvent>;
}

export const isStripeProvider = (p: PaymentProvider): p is StripeProvider => p.name === "stripe" && "parseWebhook" in p;

type Plan = Pick<CheckoutRequest, "plan" | "planName" | "mode" | "amountCents">;

/** A stable key per plan, amount and period: a changed price makes a new Stripe price. */
const lookupKey = (p: Plan) => `pm_${p.plan}_${p.amountCents}_${p.mode === "subscription" ? "month" : "once"}`;

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";

const asObject = (value: unknown) => value as unknown as Record<string, unknown>;

/**
 * Stripe Checkout: Parceiro is a one-time payment (card or Pix), Plus, Pro and the militar's
 * PREMIUM are monthly subscriptions (card). Each company and each militar has one Stripe customer; prices are found by lookup key and
 * created on first use, so no dashboard setup is needed beyond the webhook endpoint.
 */
export function createStripeProvider(options: StripeProviderOptions): StripeProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Próxima Missão" },
    ...(options.api ?? {}),
  });
  const prices = new Map<string, Promise<string>>();

  async function findOrCreatePrice(p: Plan): Promise<string> {
    const key = lookupKey(p);
    const existing = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
    const found = existing.data[0];
    if (found) return found.id;
    const created = await stripe.prices.create({
      currency: "brl",
      unit_amount: p.amountCents,
      lookup_key: key,
      metadata: { plan: p.plan },
      product_data: { name: `Próxima Missão — Plano ${p.planName}`, metadata: { plan: p.plan } },
      ...(p.mode === "subscription" ? { recurring: { interval: "month" as const } } : {}),
    });
    return created.id;
  }

  function priceFor(p: Plan): Promise<string> {
    const key = lookupKey(p);
    let price = prices.get(key);
    if (!price) {
      price = findOrCreatePrice(p);
      prices.set(key, price);
      price.catch(() => prices.delete(key));
    }
    return price;
  }

  return {
    name: "stripe",

    async createCheckout(request) {
      // Our references, echoed back in every event: the company, or the militar alone.
      const owner: Record<string, string> = request.companyId
        ? { companyId: request.companyId }
        : { userId: request.userId };
      const metadata = { ...owner, userId: request.userId, plan: request.plan };
      const customerId =
        request.customerId ??
        (
          await stripe.customers.create(
            { email: request.email, name: request.customerName, metadata: owner },
            { idempotencyKey: `customer-${request.companyId ?? `user-${request.userId}`}` },
          )
        ).id;
      const price = await priceFor(request);
      const separator = request.successUrl.includes("?") ? "&" : "?";
      const session = await stripe.checkout.sessions.create({
        mode: request.mode,
        customer: customerId,
        client_reference_id: request.companyId ?? request.userId,
        line_items: [{ price, quantity: 1 }],
        allowed_payment_method_types: request.mode === "payment" ? ["card", "pix"] : ["card"],
        success_url: `${request.successUrl}${separator}session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: request.cancelUrl,
        locale: "pt-BR",
        metadata,
        ...(request.mode === "subscription"
          ? { subscription_data: { metadata } }
          : { payment_intent_data: { metadata } }),
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { sessionId: session.id, url: session.url, customerId };
    },

    async checkoutState(sessionId) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        // Unknown to this account (e.g. created with other keys): it can never be paid.
        if (isMissing(error)) return { state: "closed" };
        throw error;
      }
      if (session.status === "open" && session.url) return { state: "open", url: session.url };
      // Complete but unpaid: a Pix payment still settling.
      if (session.status === "complete" && session.payment_status === "unpaid") return { state: "processing" };
      return { state: "closed" };
    },

    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Already complete, expired or unknown: nothing left to close.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw error;
      }
    },

    async retrieveCheckout(sessionId) {
      try {
        return asObject(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async changeSubscriptionPlan(request) {
      const current = await stripe.subscriptions.retrieve(request.subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`subscription ${request.subscriptionId} has no item`);
      const price = await priceFor({ ...request, mode: "subscription" });
      const updated = await stripe.subscriptions.update(request.subscriptionId, {
        items: [{ id: item.id, price }],
        // Charged (or credited) now, pro rata, on its own invoice.
        proration_behavior: "always_invoice",
        cancel_at_period_end: false,
        metadata: { ...current.metadata, plan: request.plan },
      });
      return asObject(updated);
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      return asObject(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }));
    },

    async cancelSubscriptionNow(subscriptionId) {
      try {
        const current = await stripe.subscriptions.retrieve(subscriptionId);
        if (current.status === "canceled" || current.status === "incomplete_expired") return;
        // The unused time of a paid-up period becomes credit on the customer's balance; an overdue
        // period was never paid, so it earns none (and Stripe stops collecting its open invoice).
        const paidUp = current.status === "active" || current.status === "trialing";
        await stripe.subscriptions.cancel(subscriptionId, { prorate: paidUp, invoice_now: paidUp });
      } catch (error) {
        // Unknown at Stripe: nothing left to do.
        if (isMissing(error)) return;
        throw error;
      }
    },

    async parseWebhook(rawBody, signature) {
      if (!signature) throw new Error("missing Stripe-Signature header");
      const event = await stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret);
      return { id: event.id, type: event.type, created: event.created, data: { object: asObject(event.data.object) } };
    },
  };
}

/**
 * POST /api/payments/stripe/webhook. The body is read raw (a parsed-and-reserialised body would
 * not match the signature). A bad signature answers 400 and writes nothing; an event that fails
 * to apply answers 500 with nothing recorded, so Stripe delivers it again. `events` is billing's
 * fulfillment, handed in by the composition root.
 */
export function stripeWebhookRoutes(provider: StripeProvider, events: Pick<PaymentEvents, "deliver">) {
  return new Hono<AppEnv>().post("/webhook", async (c) => {
    const rawBody = await c.req.text();
    let event: ProviderEvent;
    try {
      event = await provider.parseWebhook(rawBody, c.req.header("stripe-signature"));
    } catch (err) {
      c.var.deps.logger.warn({ err }, "refused a Stripe webhook with a bad signature");
      throw new ApiError("BAD_REQUEST", "Assinatura do webhook inválida");
    }
    const processed = await events.deliver(c.var.deps, event);
    c.var.deps.logger.info({ eventId: event.id, type: event.type, outcome: processed.outcome }, "stripe webhook");
    return c.json({ received: true });
  });
}
