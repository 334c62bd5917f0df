import { sql } from "drizzle-orm";
import { boolean, index, integer, pgEnum, pgTable, text, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, instant, updatedAt } from "./columns";
import { companies } from "./companies";

export const paymentProviderEnum = pgEnum("payment_provider", ["sandbox", "stripe"]);
export const checkoutModeEnum = pgEnum("checkout_mode", ["payment", "subscription"]);
export const checkoutStatusEnum = pgEnum("checkout_status", ["open", "completed", "canceled", "expired"]);

/**
 * A checkout started by a company or a militar; the provider's session id is the key a return URL
 * carries. At most one is open per buyer and plan, so a double submit cannot leave two to pay.
 */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(),
    provider: paymentProviderEnum("provider").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    plan: text("plan").notNull(),
    mode: checkoutModeEnum("mode").notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: checkoutStatusEnum("status").notNull().default("open"),
    /** Where the provider's page sends the buyer back (kept so the sandbox page can do the same). */
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    createdAt: createdAt(),
    completedAt: instant("completed_at"),
  },
  (t) => [
    uniqueIndex("checkout_sessions_company_open_unique")
      .on(t.companyId, t.plan)
      .where(sql`${t.status} = 'open' AND ${t.companyId} IS NOT NULL`),
    uniqueIndex("checkout_sessions_user_open_unique")
      .on(t.userId, t.plan)
      .where(sql`${t.status} = 'open' AND ${t.companyId} IS NULL`),
  ],
);

/** Money received (or refused) from a provider, in centavos of BRL. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: paymentProviderEnum("provider").notNull(),
    /** The provider's id of this charge (payment intent, invoice, sandbox charge): one row per charge. */
    providerPaymentId: text("provider_payment_id").notNull(),
    checkoutSessionId: text("checkout_session_id").references(() => checkoutSessions.id, { onDelete: "set null" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    plan: text("plan").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("BRL"),
    /**
     * 'paid', 'failed', 'credited' (credit left by a downgrade; amount is what was credited), or
     * 'refunded' (credit refunded on request, decision 009).
     */
    status: text("status").notNull(),
    /** What the charge was for, in pt-BR: "Assinatura Plus", "Renovação mensal", "Ajuste pro-rata"… */
    description: text("description"),
    subscriptionId: text("subscription_id"),
    periodStart: instant("period_start"),
    periodEnd: instant("period_end"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("payments_provider_payment_unique").on(t.provider, t.providerPaymentId),
    index("payments_company_created_idx").on(t.companyId, t.createdAt),
    index("payments_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * A recurring plan at the provider (Stripe: sub_…): a company's (Plus, Pro), or a militar's
 * (PREMIUM, `companyId` null). `userId` is who pays: the company's owner or the militar. Kept from the provider's events;
 * `canceled` is final, and `lastEventAt` lets an older event arrive late without undoing a newer one.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    provider: paymentProviderEnum("provider").notNull(),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan").notNull(),
    /** The provider's status: active, past_due, unpaid, incomplete, canceled… */
    status: text("status").notNull(),
    amountCents: integer("amount_cents").notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    currentPeriodStart: instant("current_period_start"),
    currentPeriodEnd: instant("current_period_end"),
    canceledAt: instant("canceled_at"),
    /** The period end whose upcoming-charge e-mail was sent, so each renewal is announced once. */
    renewalNoticeFor: instant("renewal_notice_for"),
    /** Held while a plan change or cancellation is under way, so a double submit cannot charge twice. */
    changeLockedUntil: instant("change_locked_until"),
    /** `created` (Unix seconds) of the newest provider event applied to this row. */
    lastEventAt: integer("last_event_at").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("subscriptions_company_idx").on(t.companyId, t.status),
    index("subscriptions_user_idx").on(t.userId, t.status),
  ],
);

/** Provider events already handled: a redelivered event id changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: paymentProviderEnum("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: instant("received_at").notNull().defaultNow(),
});
