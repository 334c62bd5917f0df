import { BENEFIT_CATEGORIES, BENEFIT_MODES, PIX_KEY_TYPES } from "@pm/shared/benefits";
import type { OfferCity } from "@pm/shared/benefits.company";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, instant, updatedAt } from "./columns";
import { companies } from "./companies";
import { militaryPlanEnum } from "./military";

export const benefitCategoryEnum = pgEnum("benefit_category", BENEFIT_CATEGORIES);
export const benefitModeEnum = pgEnum("benefit_mode", BENEFIT_MODES);
export const pixKeyTypeEnum = pgEnum("pix_key_type", PIX_KEY_TYPES);

/** A partner's discount for militares. Its status (ativa, pausada, expirada) follows from its dates. */
export const benefitOffers = pgTable(
  "benefit_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The member of the partner's team who last wrote the offer (decision 035); null once gone. */
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    category: benefitCategoryEnum("category").notNull(),
    discountPercent: smallint("discount_percent").notNull(),
    cashbackPercent: smallint("cashback_percent").notNull().default(0),
    description: text("description").notNull(),
    terms: text("terms").notNull(),
    /** Valid anywhere in Brazil (online): shown whatever city the catalogue is filtered by. */
    online: boolean("online").notNull().default(false),
    cities: jsonb("cities").$type<OfferCity[]>().notNull().default([]),
    /** "rio de janeiro|RJ": each city folded (lower case, no accents) with its UF, for the filter. */
    cityKeys: text("city_keys").array().notNull().default([]),
    mode: benefitModeEnum("mode").notNull(),
    codePrefix: text("code_prefix"),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    monthlyLimit: smallint("monthly_limit").notNull().default(1),
    totalQuantity: integer("total_quantity"),
    paused: boolean("paused").notNull().default(false),
    /** Taken down by an operator (reports of abuse): hidden from militares until republished. */
    unpublishedAt: instant("unpublished_at"),
    unpublishReason: text("unpublish_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("benefit_offers_company_created_idx").on(t.companyId, t.createdAt),
    index("benefit_offers_live_created_idx").on(t.createdAt, t.id).where(sql`NOT ${t.paused}`),
    index("benefit_offers_city_keys_idx").using("gin", t.cityKeys),
    check("benefit_offers_discount_range", sql`${t.discountPercent} BETWEEN 1 AND 100`),
    check("benefit_offers_cashback_range", sql`${t.cashbackPercent} BETWEEN 0 AND 30`),
    check("benefit_offers_dates", sql`${t.endsOn} >= ${t.startsOn}`),
    check("benefit_offers_coupon_prefix", sql`(${t.mode} = 'qr') = (${t.codePrefix} IS NULL)`),
  ],
);

/**
 * A militar's redemption of an offer: a code (or QR token over it) the partner validates once.
 * The percentages are those of the militar's plan when redeemed. When the militar deletes the
 * account `user_id` becomes null: the partner keeps its counts, the militar's identity goes.
 */
export const benefitRedemptions = pgTable(
  "benefit_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    offerId: uuid("offer_id")
      .notNull()
      .references(() => benefitOffers.id, { onDelete: "cascade" }),
    /** The offer's company, so validation finds a code within the caller's company by one index. */
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    code: text("code").notNull().unique(),
    plan: militaryPlanEnum("plan").notNull(),
    discountPercent: smallint("discount_percent").notNull(),
    cashbackPercent: smallint("cashback_percent").notNull(),
    redeemedAt: instant("redeemed_at").notNull().defaultNow(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    purchaseCents: integer("purchase_cents"),
    cashbackCents: integer("cashback_cents"),
    /** When pending cashback becomes available (the use plus the contest window). */
    cashbackAvailableAt: instant("cashback_available_at"),
    cashbackContestedAt: instant("cashback_contested_at"),
    cashbackContestReason: text("cashback_contest_reason"),
    /** Set once the militar was told the cashback became available. */
    cashbackNotifiedAt: instant("cashback_notified_at"),
  },
  (t) => [
    index("benefit_redemptions_user_redeemed_idx").on(t.userId, t.redeemedAt),
    index("benefit_redemptions_offer_user_redeemed_idx").on(t.offerId, t.userId, t.redeemedAt),
    index("benefit_redemptions_company_used_idx").on(t.companyId, t.usedAt),
    index("benefit_redemptions_cashback_due_idx")
      .on(t.cashbackAvailableAt)
      .where(sql`${t.cashbackNotifiedAt} IS NULL AND ${t.cashbackContestedAt} IS NULL AND ${t.cashbackCents} > 0`),
    check("benefit_redemptions_cashback_nonnegative", sql`${t.cashbackCents} >= 0`),
  ],
);

/**
 * A militar's rating of a partner, 1 to 5 stars: one per militar and partner, changed in place, so
 * the partner's average counts each militar once however often he uses its offers. It needs a used
 * redemption at the partner. A deleted account leaves its rating, without its author.
 */
export const benefitPartnerRatings = pgTable(
  "benefit_partner_ratings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    rating: smallint("rating").notNull(),
    ratedAt: instant("rated_at").notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("benefit_partner_ratings_company_user_idx").on(t.companyId, t.userId),
    index("benefit_partner_ratings_user_idx").on(t.userId),
    // A partner's average, on every catalogue card and directory entry, read from the index alone:
    // from the table it fetched each rating's row (25 partners × 60 ratings: 3.8 of a page's 5 ms).
    index("benefit_partner_ratings_company_rating_idx").on(t.companyId, t.rating),
    check("benefit_partner_ratings_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/** A militar's request to receive available cashback by Pix ('solicitado' until paid out). */
export const cashbackWithdrawals = pgTable(
  "cashback_withdrawals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pixKeyType: pixKeyTypeEnum("pix_key_type").notNull(),
    pixKey: text("pix_key").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** 'solicitado' until an operator marks it 'pago' (with the Pix transaction id) or 'recusado'. */
    status: text("status").notNull().default("solicitado"),
    createdAt: createdAt(),
    decidedAt: instant("decided_at"),
    /** The operator who decided; text without a cascade, as in the audit log. */
    decidedBy: text("decided_by"),
    pixTransactionId: text("pix_transaction_id"),
    refusalReason: text("refusal_reason"),
  },
  (t) => [
    index("cashback_withdrawals_user_created_idx").on(t.userId, t.createdAt),
    index("cashback_withdrawals_requested_idx").on(t.createdAt).where(sql`${t.status} = 'solicitado'`),
    check("cashback_withdrawals_amount_positive", sql`${t.amountCents} > 0`),
    check("cashback_withdrawals_status", sql`${t.status} IN ('solicitado', 'pago', 'recusado')`),
  ],
);

/** What anyone shown an offer reads of it: its title, category, values, text and where it holds. */
export const offerFaceColumns = {
  id: benefitOffers.id,
  title: benefitOffers.title,
  category: benefitOffers.category,
  discountPercent: benefitOffers.discountPercent,
  cashbackPercent: benefitOffers.cashbackPercent,
  description: benefitOffers.description,
  terms: benefitOffers.terms,
  online: benefitOffers.online,
  cities: benefitOffers.cities,
  mode: benefitOffers.mode,
};

/**
 * What happened to a redemption at the till and after: the use, the purchase, its cashback and
 * whether the partner contested it. The militar's history, the partner's uses and the data export
 * all show these.
 */
export const redemptionUseColumns = {
  usedAt: benefitRedemptions.usedAt,
  purchaseCents: benefitRedemptions.purchaseCents,
  cashbackCents: benefitRedemptions.cashbackCents,
  cashbackAvailableAt: benefitRedemptions.cashbackAvailableAt,
  cashbackContestedAt: benefitRedemptions.cashbackContestedAt,
};

/** A redemption as its militar keeps it (history, data export): the terms it was given on, then its use. */
export const redemptionHistoryColumns = {
  plan: benefitRedemptions.plan,
  discountPercent: benefitRedemptions.discountPercent,
  cashbackPercent: benefitRedemptions.cashbackPercent,
  redeemedAt: benefitRedemptions.redeemedAt,
  expiresAt: benefitRedemptions.expiresAt,
  ...redemptionUseColumns,
};

/** A withdrawal as the militar sees it (history, data export): every column but the owner. */
export const withdrawalColumns = {
  id: cashbackWithdrawals.id,
  pixKeyType: cashbackWithdrawals.pixKeyType,
  pixKey: cashbackWithdrawals.pixKey,
  amountCents: cashbackWithdrawals.amountCents,
  status: cashbackWithdrawals.status,
  createdAt: cashbackWithdrawals.createdAt,
  decidedAt: cashbackWithdrawals.decidedAt,
  pixTransactionId: cashbackWithdrawals.pixTransactionId,
  refusalReason: cashbackWithdrawals.refusalReason,
};

/** A militar's report of an offer (misleading, abusive): one per militar and offer, for operators. */
export const offerReports = pgTable(
  "offer_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    offerId: uuid("offer_id")
      .notNull()
      .references(() => benefitOffers.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("offer_reports_offer_reporter_idx").on(t.offerId, t.reporterId),
    index("offer_reports_created_idx").on(t.createdAt),
  ],
);
