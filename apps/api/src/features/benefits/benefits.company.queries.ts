// The partner's offers, the validation of its codes and the cashback it owes. Every statement is
// scoped by the caller's company id: another company's offer or code reads as missing.
import { CASHBACK_HOLD_DAYS } from "@pm/shared/benefits";
import type { OfferInput } from "@pm/shared/benefits.company";
import type { PageCursor } from "@pm/shared/cursor";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { afterCursor, exactInstant } from "../../db/keyset";
import { users } from "../../db/schema/auth";
import { benefitOffers, benefitRedemptions, offerFaceColumns, redemptionUseColumns } from "../../db/schema/benefits";
import { notifications } from "../../db/schema/jobs";
import { cityKey } from "../../entitlements/offers.queries";

/** An offer's own columns, named one by one (the city keys stay inside). */
export const offerColumns = {
  ...offerFaceColumns,
  codePrefix: benefitOffers.codePrefix,
  startsOn: benefitOffers.startsOn,
  endsOn: benefitOffers.endsOn,
  monthlyLimit: benefitOffers.monthlyLimit,
  totalQuantity: benefitOffers.totalQuantity,
  paused: benefitOffers.paused,
  unpublishedAt: benefitOffers.unpublishedAt,
  unpublishReason: benefitOffers.unpublishReason,
  createdAt: benefitOffers.createdAt,
  updatedAt: benefitOffers.updatedAt,
};

const stored = (input: OfferInput) => ({
  ...input,
  cityKeys: input.cities.map((c) => cityKey(c.city, c.state)),
});

// Counted per offer through the (offer_id, …) index of redemptions.
const redemptionsCount = sql<number>`(select count(*)::int from benefit_redemptions r where r.offer_id = "benefit_offers"."id")`;
const usesCount = sql<number>`(select count(*)::int from benefit_redemptions r where r.offer_id = "benefit_offers"."id" and r.used_at is not null)`;

/** The member who last wrote the offer (decision 035), when known. */
const lastEditedBy = sql<
  string | null
>`(select p.full_name from profiles p where p.id = "benefit_offers"."updated_by")`;

/** The company's offers with their redemptions and uses, and who last changed each, newest first. */
export function listCompanyOffers(db: Db, companyId: string) {
  return db
    .select({ ...offerColumns, redemptionsCount, usesCount, lastEditedBy })
    .from(benefitOffers)
    .where(eq(benefitOffers.companyId, companyId))
    .orderBy(desc(benefitOffers.createdAt), desc(benefitOffers.id));
}

export async function findCompanyOffer(db: Db, companyId: string, offerId: string) {
  const [row] = await db
    .select({ ...offerColumns, redemptionsCount, usesCount })
    .from(benefitOffers)
    .where(and(eq(benefitOffers.id, offerId), eq(benefitOffers.companyId, companyId)));
  return row ?? null;
}

export async function createOffer(db: Db, companyId: string, input: OfferInput, actorId: string | null = null) {
  const [row] = await db
    .insert(benefitOffers)
    .values({ ...stored(input), companyId, updatedBy: actorId })
    .returning({ id: benefitOffers.id });
  if (!row) throw new Error("insert returned no offer");
  return row.id;
}

/** Replaces the offer's content (its pause stays). False when the company has no such offer. */
export async function updateOffer(
  db: Db,
  companyId: string,
  offerId: string,
  input: OfferInput,
  actorId: string | null = null,
) {
  const updated = await db
    .update(benefitOffers)
    .set({ ...stored(input), updatedBy: actorId, updatedAt: new Date() })
    .where(and(eq(benefitOffers.id, offerId), eq(benefitOffers.companyId, companyId)))
    .returning({ id: benefitOffers.id });
  return updated.length > 0;
}

export async function setOfferPaused(
  db: Db,
  companyId: string,
  offerId: string,
  paused: boolean,
  actorId: string | null = null,
) {
  const updated = await db
    .update(benefitOffers)
    .set({ paused, updatedBy: actorId, updatedAt: new Date() })
    .where(and(eq(benefitOffers.id, offerId), eq(benefitOffers.companyId, companyId)))
    .returning({ id: benefitOffers.id });
  return updated.length > 0;
}

/**
 * Deletes an offer nobody redeemed. An offer with redemptions stays, so the militares' history
 * and cashback keep their partner: the partner pauses it instead.
 */
export async function deleteOffer(
  db: Db,
  companyId: string,
  offerId: string,
): Promise<"deleted" | "missing" | "redeemed"> {
  return db.transaction(async (tx) => {
    const [offer] = await tx
      .select({ id: benefitOffers.id })
      .from(benefitOffers)
      .where(and(eq(benefitOffers.id, offerId), eq(benefitOffers.companyId, companyId)))
      .for("update");
    if (!offer) return "missing";
    const [redeemed] = await tx
      .select({ id: benefitRedemptions.id })
      .from(benefitRedemptions)
      .where(eq(benefitRedemptions.offerId, offerId))
      .limit(1);
    if (redeemed) return "redeemed";
    await tx.delete(benefitOffers).where(eq(benefitOffers.id, offerId));
    return "deleted";
  });
}

// --- Validation at the till ------------------------------------------------------------------------

/** A redemption as the validation screen shows it: the offer, the militar's first name and plan. */
export async function findCodeAtCompany(db: Db, companyId: string, code: string) {
  const [row] = await codeAtCompany(db, companyId, code);
  return row ?? null;
}

/** The statement of findCodeAtCompany (`npm run bench` sends its SQL straight to PostgreSQL). */
export function codeAtCompany(db: Db, companyId: string, code: string) {
  return db
    .select({
      id: benefitRedemptions.id,
      code: benefitRedemptions.code,
      mode: benefitOffers.mode,
      offerTitle: benefitOffers.title,
      category: benefitOffers.category,
      militarName: users.name,
      plan: benefitRedemptions.plan,
      discountPercent: benefitRedemptions.discountPercent,
      cashbackPercent: benefitRedemptions.cashbackPercent,
      redeemedAt: benefitRedemptions.redeemedAt,
      expiresAt: benefitRedemptions.expiresAt,
      usedAt: benefitRedemptions.usedAt,
    })
    .from(benefitRedemptions)
    .innerJoin(benefitOffers, eq(benefitOffers.id, benefitRedemptions.offerId))
    .leftJoin(users, eq(users.id, benefitRedemptions.userId))
    .where(and(eq(benefitRedemptions.code, code), eq(benefitRedemptions.companyId, companyId)));
}
export type CodeAtCompany = NonNullable<Awaited<ReturnType<typeof findCodeAtCompany>>>;

/**
 * Marks a redemption used, once: one UPDATE that only matches an unused, unexpired code of this
 * company, so of any number of simultaneous confirmations exactly one changes the row. With a
 * purchase amount and a cashback percentage the militar is credited, pending for the contest
 * window. The militar is told in the same transaction. Null when nothing was marked.
 */
export async function markCodeUsed(
  db: Db,
  companyId: string,
  redemptionId: string,
  purchaseCents: number | null,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const availableAt = new Date(now.getTime() + CASHBACK_HOLD_DAYS * 86_400_000);
    const cashback = sql<
      number | null
    >`case when ${purchaseCents}::int is not null and ${benefitRedemptions.cashbackPercent} > 0
      then round(${purchaseCents}::int * ${benefitRedemptions.cashbackPercent} / 100.0)::int end`;
    const [used] = await tx
      .update(benefitRedemptions)
      .set({
        usedAt: now,
        purchaseCents,
        cashbackCents: cashback,
        cashbackAvailableAt: sql`case when ${cashback} > 0 then ${availableAt.toISOString()}::timestamptz end`,
      })
      .where(
        and(
          eq(benefitRedemptions.id, redemptionId),
          eq(benefitRedemptions.companyId, companyId),
          sql`${benefitRedemptions.usedAt} is null`,
          sql`${benefitRedemptions.expiresAt} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning({
        id: benefitRedemptions.id,
        userId: benefitRedemptions.userId,
        usedAt: benefitRedemptions.usedAt,
        purchaseCents: benefitRedemptions.purchaseCents,
        cashbackCents: benefitRedemptions.cashbackCents,
        cashbackAvailableAt: benefitRedemptions.cashbackAvailableAt,
      });
    if (!used) return null;
    if (used.userId) {
      const [offer] = await tx
        .select({ title: benefitOffers.title })
        .from(benefitOffers)
        .innerJoin(benefitRedemptions, eq(benefitRedemptions.offerId, benefitOffers.id))
        .where(eq(benefitRedemptions.id, used.id));
      await tx.insert(notifications).values({
        userId: used.userId,
        kind: "benefit_used",
        data: { redemptionId: used.id, offerTitle: offer?.title ?? "", cashbackCents: used.cashbackCents ?? 0 },
      });
    }
    return used;
  });
}

// --- Uses and cashback the partner owes ---------------------------------------------------------------

export const USES_PAGE_SIZE = 20;

/** The company's confirmed uses, newest first, a page at a time (keyset on used_at, id). */
export function listCompanyUses(db: Db, companyId: string, cursor: PageCursor | null) {
  const keyset = cursor ? afterCursor(benefitRedemptions.usedAt, benefitRedemptions.id, cursor) : undefined;
  return db
    .select({
      id: benefitRedemptions.id,
      code: benefitRedemptions.code,
      offerTitle: benefitOffers.title,
      militarName: users.name,
      plan: benefitRedemptions.plan,
      discountPercent: benefitRedemptions.discountPercent,
      ...redemptionUseColumns,
      cashbackContestReason: benefitRedemptions.cashbackContestReason,
      cursorAt: exactInstant(benefitRedemptions.usedAt),
    })
    .from(benefitRedemptions)
    .innerJoin(benefitOffers, eq(benefitOffers.id, benefitRedemptions.offerId))
    .leftJoin(users, eq(users.id, benefitRedemptions.userId))
    .where(and(eq(benefitRedemptions.companyId, companyId), isNotNull(benefitRedemptions.usedAt), keyset))
    .orderBy(desc(benefitRedemptions.usedAt), desc(benefitRedemptions.id))
    .limit(USES_PAGE_SIZE + 1);
}

/** Per month of use (Brazil's time), the last 12: uses, purchases and the cashback owed (uncontested). */
export async function cashbackOwedByMonth(db: Db, companyId: string) {
  const month = sql<string>`to_char(${benefitRedemptions.usedAt} at time zone 'America/Sao_Paulo', 'YYYY-MM')`;
  return db
    .select({
      month,
      uses: sql<number>`count(*)::int`,
      purchaseCents: sql<number>`coalesce(sum(${benefitRedemptions.purchaseCents}), 0)::int`,
      cashbackCents: sql<number>`coalesce(sum(${benefitRedemptions.cashbackCents}) filter (where ${benefitRedemptions.cashbackContestedAt} is null), 0)::int`,
    })
    .from(benefitRedemptions)
    .where(and(eq(benefitRedemptions.companyId, companyId), isNotNull(benefitRedemptions.usedAt)))
    .groupBy(month)
    .orderBy(desc(month))
    .limit(12);
}

/**
 * Contests a use's cashback within its window: it is never credited. Says why not otherwise
 * (another company's use reads as missing).
 */
export async function contestCashback(
  db: Db,
  companyId: string,
  redemptionId: string,
  reason: string,
  now: Date,
): Promise<"contested" | "missing" | "no-cashback" | "closed" | "twice"> {
  const scoped = and(eq(benefitRedemptions.id, redemptionId), eq(benefitRedemptions.companyId, companyId));
  const [contested] = await db
    .update(benefitRedemptions)
    .set({ cashbackContestedAt: now, cashbackContestReason: reason })
    .where(
      and(
        scoped,
        sql`${benefitRedemptions.cashbackCents} > 0`,
        sql`${benefitRedemptions.cashbackContestedAt} is null`,
        sql`${benefitRedemptions.cashbackAvailableAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: benefitRedemptions.id });
  if (contested) return "contested";
  const [row] = await db
    .select({
      usedAt: benefitRedemptions.usedAt,
      cashbackCents: benefitRedemptions.cashbackCents,
      contestedAt: benefitRedemptions.cashbackContestedAt,
    })
    .from(benefitRedemptions)
    .where(scoped);
  if (!row?.usedAt) return "missing";
  if (!row.cashbackCents) return "no-cashback";
  return row.contestedAt ? "twice" : "closed";
}
