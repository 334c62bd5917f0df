// Partner offers as operators moderate them: the list with the reports of militares, and taking
// an offer down (the partner told why by e-mail) or putting it back.
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { benefitOffers, offerReports } from "../../db/schema/benefits";
import { companies } from "../../db/schema/companies";
import { companyMembers } from "../../db/schema/members";
import { profiles } from "../../db/schema/profiles";
import type { SessionUser } from "../../http/context";
import { recordAudit } from "./operations.audit.queries";

const reportsCount = sql<number>`(select count(*)::int from offer_reports r where r.offer_id = ${benefitOffers.id})`;

/** Offers with their partner and report count; `reported` keeps only those with reports, most reported first. */
export function listOffers(db: Db, reported: boolean) {
  return db
    .select({
      id: benefitOffers.id,
      title: benefitOffers.title,
      companyName: companies.name,
      paused: benefitOffers.paused,
      unpublishedAt: benefitOffers.unpublishedAt,
      unpublishReason: benefitOffers.unpublishReason,
      createdAt: benefitOffers.createdAt,
      reportsCount,
    })
    .from(benefitOffers)
    .innerJoin(companies, eq(companies.id, benefitOffers.companyId))
    .where(reported ? sql`exists (select 1 from offer_reports r where r.offer_id = ${benefitOffers.id})` : undefined)
    .orderBy(...(reported ? [desc(reportsCount), desc(benefitOffers.createdAt)] : [desc(benefitOffers.createdAt)]))
    .limit(200);
}

/** One offer's reports, newest first (the militar's words, not who he is). */
export function offerReportsOf(db: Db, offerId: string) {
  return db
    .select({ id: offerReports.id, reason: offerReports.reason, createdAt: offerReports.createdAt })
    .from(offerReports)
    .where(eq(offerReports.offerId, offerId))
    .orderBy(desc(offerReports.createdAt))
    .limit(100);
}

/**
 * Takes an offer down (reason given) or puts it back; the partner's Administradores are returned for the
 * e-mail. "unchanged" when the offer already is in that state.
 */
export async function setOfferPublished(db: Db, actor: SessionUser, offerId: string, reason: string, publish: boolean) {
  return db.transaction(async (tx) => {
    const [offer] = await tx.select().from(benefitOffers).where(eq(benefitOffers.id, offerId)).for("update");
    if (!offer) return { kind: "missing" as const };
    if (publish === (offer.unpublishedAt === null)) return { kind: "unchanged" as const };
    const after = publish
      ? { unpublishedAt: null, unpublishReason: null }
      : { unpublishedAt: new Date(), unpublishReason: reason };
    await tx
      .update(benefitOffers)
      .set({ ...after, updatedAt: new Date() })
      .where(
        and(
          eq(benefitOffers.id, offerId),
          publish ? isNotNull(benefitOffers.unpublishedAt) : isNull(benefitOffers.unpublishedAt),
        ),
      );
    await recordAudit(tx, actor, {
      action: publish ? "offer.republish" : "offer.unpublish",
      targetType: "offer",
      targetId: offerId,
      before: { unpublishedAt: offer.unpublishedAt, unpublishReason: offer.unpublishReason },
      after,
      reason,
    });
    // The partner's Administradores are told (decision 035).
    const admins = await tx
      .select({ email: users.email, name: profiles.fullName })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .innerJoin(profiles, eq(profiles.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, offer.companyId), eq(companyMembers.role, "administrador")))
      .orderBy(users.email);
    return { kind: "ok" as const, title: offer.title, admins };
  });
}
