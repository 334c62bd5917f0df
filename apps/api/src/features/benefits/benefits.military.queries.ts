// The militar's side of benefits: the catalogue of live offers from paid partners, redemptions
// within each offer's limits, the history, ratings and cashback. Every read of the militar's own
// rows is scoped by the caller's user id.

import { brazilDay, planPercent, REDEMPTION_VALID_DAYS } from "@pm/shared/benefits";
import { CATALOGUE_PAGE_SIZE, type CatalogueQuery } from "@pm/shared/benefits.military";
import type { MilitaryPlanId } from "@pm/shared/billing";
import type { PageCursor } from "@pm/shared/cursor";
import { and, asc, desc, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { afterCursor, exactInstant } from "../../db/keyset";
import {
  benefitOffers,
  benefitPartnerRatings,
  benefitRedemptions,
  cashbackWithdrawals,
  offerFaceColumns,
  offerReports,
  redemptionHistoryColumns,
  withdrawalColumns,
} from "../../db/schema/benefits";
import { companies } from "../../db/schema/companies";
import { militaryProfiles } from "../../db/schema/military";
import { containsPattern } from "../../db/text-search";
import { liveOffer, validIn } from "../../entitlements/offers.queries";
import type { ExportSubject } from "../../feature";

/** The first day of the month, in Brazil's time, as an instant. */
export function monthStart(now: Date): Date {
  const day = brazilDay(now);
  return new Date(`${day.slice(0, 8)}01T00:00:00-03:00`);
}

/**
 * The text anywhere in the offer's title or description, or in its partner's name, accents and
 * case ignored. Each branch can use an index (trigram over title and description, the offers of
 * the companies whose name matches by a trigram index of their own), so the planner ORs the
 * bitmaps instead of folding every offer's text (migration 0016).
 */
function offerMatches(q: string): SQL {
  const pattern = containsPattern(q);
  return sql`(
    pm_unaccent(lower(${benefitOffers.title} || ' ' || ${benefitOffers.description})) LIKE pm_unaccent(lower(${pattern}))
    OR ${benefitOffers.companyId} = ANY (ARRAY(
      SELECT c2.id FROM companies c2 WHERE pm_unaccent(lower(c2.name)) LIKE pm_unaccent(lower(${pattern}))
    ))
  )`;
}

/**
 * A page of the catalogue, newest offers first, with what this militar has redeemed this month
 * (a statement, so `npm run bench` can send its SQL straight to PostgreSQL).
 */
export function listCatalogue(
  db: Db,
  userId: string,
  query: Omit<CatalogueQuery, "cursor">,
  cursor: PageCursor | null,
  now: Date,
) {
  const since = monthStart(now).toISOString();
  // The page's offers first (filters, order, limit), then their details: the partner's rating and
  // the per-offer counts are computed for the page's rows only, never for every offer that matches.
  const page = db
    .select({ id: benefitOffers.id, createdAt: benefitOffers.createdAt })
    .from(benefitOffers)
    .innerJoin(companies, eq(companies.id, benefitOffers.companyId))
    .where(
      and(
        liveOffer(now),
        query.category ? eq(benefitOffers.category, query.category) : undefined,
        query.city ? validIn(query.city) : undefined,
        query.q ? offerMatches(query.q) : undefined,
        cursor ? afterCursor(benefitOffers.createdAt, benefitOffers.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(benefitOffers.createdAt), desc(benefitOffers.id))
    .limit(CATALOGUE_PAGE_SIZE + 1)
    .as("page");
  return db
    .select({
      ...offerFaceColumns,
      endsOn: benefitOffers.endsOn,
      monthlyLimit: benefitOffers.monthlyLimit,
      createdAt: benefitOffers.createdAt,
      cursorAt: exactInstant(benefitOffers.createdAt),
      partner: {
        id: companies.id,
        name: companies.name,
        logoUrl: companies.logoUrl,
      },
      rating: sql<number | null>`(select round(avg(r.rating), 1)::float from benefit_partner_ratings r
        where r.company_id = ${companies.id})`,
      ratingsCount: sql<number>`(select count(*)::int from benefit_partner_ratings r
        where r.company_id = ${companies.id})`,
      soldOut: sql<boolean>`(${benefitOffers.totalQuantity} is not null and (select count(*) from benefit_redemptions r
        where r.offer_id = ${benefitOffers.id}) >= ${benefitOffers.totalQuantity})`,
      redeemedThisMonth: sql<number>`(select count(*)::int from benefit_redemptions r
        where r.offer_id = ${benefitOffers.id} and r.user_id = ${userId} and r.redeemed_at >= ${since}::timestamptz)`,
      // The militar's plan and city ride on each row (his one profile row, joined once): the
      // catalogue needs them and a statement of their own was a third round trip per page.
      me: { plan: me.plan, city: me.city, state: me.state },
    })
    .from(page)
    .innerJoin(benefitOffers, eq(benefitOffers.id, page.id))
    .innerJoin(companies, eq(companies.id, benefitOffers.companyId))
    .leftJoin(me, eq(me.userId, userId))
    .orderBy(desc(page.createdAt), desc(page.id));
}

/** The militar's own profile row, beside the catalogue's offers. */
const me = alias(militaryProfiles, "me");

export type RedeemResult =
  | { kind: "redeemed"; id: string }
  | { kind: "unavailable" }
  | { kind: "sold-out" }
  | { kind: "monthly-limit"; limit: number };

/**
 * Redeems a live offer for the militar with the percentages of the militar's plan. The militar's
 * row is locked, so the monthly limit holds under simultaneous redemptions; an offer with a total
 * quantity is locked too, so it is never exceeded.
 */
export async function redeemOffer(
  db: Db,
  userId: string,
  offerId: string,
  newCode: (prefix: string | null) => string,
  now: Date,
): Promise<RedeemResult> {
  return db.transaction(async (tx) => {
    const [militar] = await tx
      .select({ plan: militaryProfiles.plan })
      .from(militaryProfiles)
      .where(eq(militaryProfiles.userId, userId))
      .for("update");
    const [offer] = await tx
      .select({
        id: benefitOffers.id,
        companyId: benefitOffers.companyId,
        discountPercent: benefitOffers.discountPercent,
        cashbackPercent: benefitOffers.cashbackPercent,
        codePrefix: benefitOffers.codePrefix,
        endsOn: benefitOffers.endsOn,
        monthlyLimit: benefitOffers.monthlyLimit,
        totalQuantity: benefitOffers.totalQuantity,
      })
      .from(benefitOffers)
      .innerJoin(companies, eq(companies.id, benefitOffers.companyId))
      .where(and(eq(benefitOffers.id, offerId), liveOffer(now)));
    if (!militar || !offer) return { kind: "unavailable" };
    const [mine] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(benefitRedemptions)
      .where(
        and(
          eq(benefitRedemptions.offerId, offerId),
          eq(benefitRedemptions.userId, userId),
          sql`${benefitRedemptions.redeemedAt} >= ${monthStart(now).toISOString()}::timestamptz`,
        ),
      );
    if ((mine?.n ?? 0) >= offer.monthlyLimit) return { kind: "monthly-limit", limit: offer.monthlyLimit };
    if (offer.totalQuantity !== null) {
      await tx.select({ id: benefitOffers.id }).from(benefitOffers).where(eq(benefitOffers.id, offerId)).for("update");
      const [all] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(benefitRedemptions)
        .where(eq(benefitRedemptions.offerId, offerId));
      if ((all?.n ?? 0) >= offer.totalQuantity) return { kind: "sold-out" };
    }
    const plan: MilitaryPlanId = militar.plan;
    // Usable for 30 days, and never past the end (in Brazil's time) of the offer's last day.
    const lastMoment = new Date(`${offer.endsOn}T23:59:59.999-03:00`);
    const expiresAt = new Date(Math.min(now.getTime() + REDEMPTION_VALID_DAYS * 86_400_000, lastMoment.getTime()));
    const [row] = await tx
      .insert(benefitRedemptions)
      .values({
        offerId,
        companyId: offer.companyId,
        userId,
        code: newCode(offer.codePrefix),
        plan,
        discountPercent: planPercent(plan, offer.discountPercent),
        cashbackPercent: planPercent(plan, offer.cashbackPercent),
        redeemedAt: now,
        expiresAt,
      })
      .returning({ id: benefitRedemptions.id });
    if (!row) throw new Error("insert returned no redemption");
    return { kind: "redeemed", id: row.id };
  });
}

const redemptionColumns = {
  id: benefitRedemptions.id,
  code: benefitRedemptions.code,
  mode: benefitOffers.mode,
  offerId: benefitOffers.id,
  offerTitle: benefitOffers.title,
  category: benefitOffers.category,
  terms: benefitOffers.terms,
  partnerName: companies.name,
  partnerLogoUrl: companies.logoUrl,
  ...redemptionHistoryColumns,
  /** The militar's rating of the partner (one for all his uses there), null until he rates it. */
  rating: benefitPartnerRatings.rating,
  cursorAt: exactInstant(benefitRedemptions.redeemedAt),
};

/** The militar's own rating of the redemption's partner. */
const hisRating = and(
  eq(benefitPartnerRatings.companyId, benefitRedemptions.companyId),
  eq(benefitPartnerRatings.userId, benefitRedemptions.userId),
);

export const HISTORY_PAGE_SIZE = 20;

/** The militar's redemptions, newest first, a page at a time (keyset on redeemed_at, id). */
export function listRedemptions(db: Db, userId: string, cursor: PageCursor | null) {
  return db
    .select(redemptionColumns)
    .from(benefitRedemptions)
    .innerJoin(benefitOffers, eq(benefitOffers.id, benefitRedemptions.offerId))
    .innerJoin(companies, eq(companies.id, benefitRedemptions.companyId))
    .leftJoin(benefitPartnerRatings, hisRating)
    .where(
      and(
        eq(benefitRedemptions.userId, userId),
        cursor ? afterCursor(benefitRedemptions.redeemedAt, benefitRedemptions.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(benefitRedemptions.redeemedAt), desc(benefitRedemptions.id))
    .limit(HISTORY_PAGE_SIZE + 1);
}

export async function findRedemption(db: Db, userId: string, redemptionId: string) {
  const [row] = await db
    .select(redemptionColumns)
    .from(benefitRedemptions)
    .innerJoin(benefitOffers, eq(benefitOffers.id, benefitRedemptions.offerId))
    .innerJoin(companies, eq(companies.id, benefitRedemptions.companyId))
    .leftJoin(benefitPartnerRatings, hisRating)
    .where(and(eq(benefitRedemptions.id, redemptionId), eq(benefitRedemptions.userId, userId)));
  return row ?? null;
}

/**
 * The militar's rating of the partner of one of his used redemptions: set, or changed in place (one
 * per militar and partner). Says why not otherwise (another militar's redemption reads as missing).
 */
export async function ratePartner(
  db: Db,
  userId: string,
  redemptionId: string,
  rating: number,
  now: Date,
): Promise<"rated" | "missing" | "not-used"> {
  const [row] = await db
    .select({ companyId: benefitRedemptions.companyId, usedAt: benefitRedemptions.usedAt })
    .from(benefitRedemptions)
    .where(and(eq(benefitRedemptions.id, redemptionId), eq(benefitRedemptions.userId, userId)));
  if (!row) return "missing";
  if (!row.usedAt) return "not-used";
  await db
    .insert(benefitPartnerRatings)
    .values({ companyId: row.companyId, userId, rating, ratedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [benefitPartnerRatings.companyId, benefitPartnerRatings.userId],
      set: { rating, updatedAt: now },
    });
  return "rated";
}

// --- Cashback ------------------------------------------------------------------------------------------

/** Cashback sums of the militar in centavos: pending, credited (available so far) and withdrawn. */
async function cashbackSums(db: Db | Tx, userId: string, now: Date) {
  const at = now.toISOString();
  const [credits] = await db
    .select({
      pending: sql<number>`coalesce(sum(${benefitRedemptions.cashbackCents}) filter (where ${benefitRedemptions.cashbackAvailableAt} > ${at}::timestamptz), 0)::int`,
      credited: sql<number>`coalesce(sum(${benefitRedemptions.cashbackCents}) filter (where ${benefitRedemptions.cashbackAvailableAt} <= ${at}::timestamptz), 0)::int`,
    })
    .from(benefitRedemptions)
    .where(
      and(
        eq(benefitRedemptions.userId, userId),
        sql`${benefitRedemptions.cashbackCents} > 0`,
        isNull(benefitRedemptions.cashbackContestedAt),
      ),
    );
  const [withdrawn] = await db
    .select({ n: sql<number>`coalesce(sum(${cashbackWithdrawals.amountCents}), 0)::int` })
    .from(cashbackWithdrawals)
    // A refused withdrawal gives its amount back to the balance.
    .where(and(eq(cashbackWithdrawals.userId, userId), ne(cashbackWithdrawals.status, "recusado")));
  return { pending: credits?.pending ?? 0, credited: credits?.credited ?? 0, withdrawn: withdrawn?.n ?? 0 };
}

/** What the history page shows of cashback: the balance and the withdrawals asked. */
export async function cashbackSummary(db: Db, userId: string, now: Date) {
  const sums = await cashbackSums(db, userId, now);
  const withdrawals = await db
    .select(withdrawalColumns)
    .from(cashbackWithdrawals)
    .where(eq(cashbackWithdrawals.userId, userId))
    .orderBy(desc(cashbackWithdrawals.createdAt))
    .limit(50);
  return {
    pendingCents: sums.pending,
    availableCents: sums.credited - sums.withdrawn,
    withdrawnCents: sums.withdrawn,
    withdrawals,
  };
}

/**
 * Records a Pix withdrawal of available cashback. The militar's row is locked, so two requests
 * at once never take the same balance twice.
 */
export async function requestWithdrawal(
  db: Db,
  userId: string,
  input: { pixKeyType: (typeof cashbackWithdrawals.$inferInsert)["pixKeyType"]; pixKey: string; amountCents: number },
  now: Date,
): Promise<{ kind: "requested"; id: string } | { kind: "over-balance"; availableCents: number }> {
  return db.transaction(async (tx) => {
    await tx
      .select({ userId: militaryProfiles.userId })
      .from(militaryProfiles)
      .where(eq(militaryProfiles.userId, userId))
      .for("update");
    const sums = await cashbackSums(tx, userId, now);
    const available = sums.credited - sums.withdrawn;
    if (input.amountCents > available) return { kind: "over-balance", availableCents: available };
    const [row] = await tx
      .insert(cashbackWithdrawals)
      .values({ userId, ...input, createdAt: now })
      .returning({ id: cashbackWithdrawals.id });
    if (!row) throw new Error("insert returned no withdrawal");
    return { kind: "requested", id: row.id };
  });
}

/** The militar's plan and city: what the catalogue's values and its default city filter follow. */
export async function findMilitarBenefitsContext(db: Db, userId: string) {
  const [row] = await militarBenefitsContextQuery(db, userId);
  return row ?? { plan: "FREE" as const, city: null, state: null };
}

function militarBenefitsContextQuery(db: Db, userId: string) {
  return db
    .select({ plan: militaryProfiles.plan, city: militaryProfiles.city, state: militaryProfiles.state })
    .from(militaryProfiles)
    .where(eq(militaryProfiles.userId, userId));
}

/**
 * Tells each militar whose pending cashback has become available (its contest window over,
 * uncontested): one notification per use, once. Claims up to `limit` uses in one statement, rows
 * another process holds skipped, so several processes never announce the same cashback twice.
 * Returns how many were announced.
 */
export async function announceAvailableCashback(db: Db, now: Date, limit = 100): Promise<number> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    WITH due AS (
      UPDATE benefit_redemptions r SET cashback_notified_at = ${at}::timestamptz
      WHERE r.id IN (
        SELECT id FROM benefit_redemptions
        WHERE cashback_notified_at IS NULL AND cashback_contested_at IS NULL AND cashback_cents > 0
          AND cashback_available_at <= ${at}::timestamptz
        ORDER BY cashback_available_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING r.id, r.user_id, r.offer_id, r.cashback_cents
    )
    INSERT INTO notifications (user_id, kind, data)
    SELECT due.user_id, 'cashback_available',
      jsonb_build_object('redemptionId', due.id, 'offerTitle', o.title, 'cashbackCents', due.cashback_cents)
    FROM due JOIN benefit_offers o ON o.id = due.offer_id
    WHERE due.user_id IS NOT NULL
    RETURNING id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** A militar reports an offer he can see; once per offer (a second report is "duplicate"). */
export async function reportOffer(db: Db, userId: string, offerId: string, reason: string, now: Date) {
  const [live] = await db
    .select({ id: benefitOffers.id })
    .from(benefitOffers)
    .innerJoin(companies, eq(companies.id, benefitOffers.companyId))
    .where(and(eq(benefitOffers.id, offerId), liveOffer(now)));
  if (!live) return "missing" as const;
  const inserted = await db
    .insert(offerReports)
    .values({ offerId, reporterId: userId, reason })
    .onConflictDoNothing()
    .returning({ id: offerReports.id });
  return inserted.length > 0 ? ("reported" as const) : ("duplicate" as const);
}

/** The LGPD export's part of benefits: the militar's redemptions and cashback withdrawals. */
export async function benefitsAccountExport(db: Db, { userId }: ExportSubject) {
  const redemptions = await db
    .select({
      id: benefitRedemptions.id,
      offerTitle: benefitOffers.title,
      partnerName: companies.name,
      code: benefitRedemptions.code,
      ...redemptionHistoryColumns,
      cashbackContestReason: benefitRedemptions.cashbackContestReason,
    })
    .from(benefitRedemptions)
    .innerJoin(benefitOffers, eq(benefitOffers.id, benefitRedemptions.offerId))
    .innerJoin(companies, eq(companies.id, benefitRedemptions.companyId))
    .where(eq(benefitRedemptions.userId, userId))
    .orderBy(asc(benefitRedemptions.redeemedAt));
  const withdrawals = await db
    .select(withdrawalColumns)
    .from(cashbackWithdrawals)
    .where(eq(cashbackWithdrawals.userId, userId))
    .orderBy(asc(cashbackWithdrawals.createdAt));
  const ratings = await db
    .select({
      partnerName: companies.name,
      rating: benefitPartnerRatings.rating,
      ratedAt: benefitPartnerRatings.ratedAt,
      updatedAt: benefitPartnerRatings.updatedAt,
    })
    .from(benefitPartnerRatings)
    .innerJoin(companies, eq(companies.id, benefitPartnerRatings.companyId))
    .where(eq(benefitPartnerRatings.userId, userId))
    .orderBy(asc(benefitPartnerRatings.ratedAt));
  return { benefitRedemptions: redemptions, cashbackWithdrawals: withdrawals, benefitRatings: ratings };
}
