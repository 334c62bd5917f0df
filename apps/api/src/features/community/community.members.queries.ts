// A member's place in the community (decision 040): whether his força and posto show beside his
// name, an operator's confirmation that he is a veteran, and a suspension from posting.
import { type AnyColumn, eq, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { communityMembers } from "../../db/schema/community";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";

/** A member's full name by his id, as a subquery of another select (null once his account is gone). */
export const nameOf = (userId: AnyColumn | SQL) =>
  sql<string | null>`(SELECT p.full_name FROM ${profiles} p WHERE p.id = ${userId})`;

/**
 * Whether an operator confirmed the user a veteran, as a subquery of another select: the console's
 * queue and its list of militares show it beside the button that confirms or withdraws it.
 */
export const veteranConfirmedOf = (userId: AnyColumn | SQL) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${communityMembers} cm
    WHERE cm.user_id = ${userId} AND cm.veteran_confirmed_at IS NOT NULL)`;

/** His settings and standing; no row reads as the defaults. */
export async function memberStanding(db: Db, userId: string) {
  const [row] = await db
    .select({
      showService: communityMembers.showService,
      veteranConfirmed: sql<boolean>`${communityMembers.veteranConfirmedAt} IS NOT NULL`,
      suspendedUntil: sql<Date | null>`CASE WHEN ${communityMembers.suspendedUntil} > now()
        THEN ${communityMembers.suspendedUntil} END`,
    })
    .from(communityMembers)
    .where(eq(communityMembers.userId, userId));
  return row ?? { showService: false, veteranConfirmed: false, suspendedUntil: null };
}

/** What the community settings screen shows: his choice and what it would show. */
export async function memberSettings(db: Db, userId: string) {
  const [standing, [service]] = await Promise.all([
    memberStanding(db, userId),
    db
      .select({ branch: militaryProfiles.militaryBranch, rank: militaryProfiles.rank })
      .from(militaryProfiles)
      .where(eq(militaryProfiles.userId, userId)),
  ]);
  return { ...standing, branch: service?.branch ?? null, rank: service?.rank ?? null };
}

export async function saveShowService(db: Db, userId: string, showService: boolean) {
  await db
    .insert(communityMembers)
    .values({ userId, showService })
    .onConflictDoUpdate({ target: communityMembers.userId, set: { showService, updatedAt: sql`now()` } });
}

/** The operator's suspension from posting until `until`, replacing any earlier one. */
export async function suspendMember(tx: Db | Tx, userId: string, until: Date, reason: string) {
  await tx
    .insert(communityMembers)
    .values({ userId, suspendedUntil: until, suspensionReason: reason })
    .onConflictDoUpdate({
      target: communityMembers.userId,
      set: { suspendedUntil: until, suspensionReason: reason, updatedAt: sql`now()` },
    });
}

/** An operator confirms (or withdraws) that he is a veteran: the 'Já fiz a transição' badge. */
export async function setVeteranConfirmed(tx: Db | Tx, userId: string, operatorId: string, confirmed: boolean) {
  const values = {
    veteranConfirmedAt: confirmed ? new Date() : null,
    veteranConfirmedBy: confirmed ? operatorId : null,
  };
  await tx
    .insert(communityMembers)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: communityMembers.userId, set: { ...values, updatedAt: sql`now()` } });
}

/** 'Já fiz a transição': hired through the platform, or a veteran an operator confirmed. */
export async function hasTransitioned(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({
      transitioned: sql<boolean>`EXISTS (SELECT 1 FROM community_members m
          WHERE m.user_id = ${userId} AND m.veteran_confirmed_at IS NOT NULL)
        OR EXISTS (SELECT 1 FROM job_applications a WHERE a.user_id = ${userId} AND a.status = 'aprovado')`,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.transitioned === true;
}
