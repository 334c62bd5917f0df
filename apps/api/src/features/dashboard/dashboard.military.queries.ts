import type { ApplicationStatus } from "@pm/shared/applications";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { benefitOffers, benefitRedemptions } from "../../db/schema/benefits";
import { companies } from "../../db/schema/companies";
import { jobApplications, jobs, notifications } from "../../db/schema/jobs";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";
import { countLiveOffers } from "../../entitlements/offers.queries";
import { countActiveApplications } from "../../entitlements/usage.queries";
import { unreadTotal } from "../conversations/conversations.public";
import { countPathsInProgress, recentCompletions } from "../learning/learning.public";
import { profileViewsSummary } from "../talent/talent.public";

/** How many recent activities the dashboard lists. */
export const RECENT_ACTIVITIES = 6;

export type RecentActivity =
  | {
      kind: "application_sent";
      id: string;
      at: string;
      jobId: string;
      jobTitle: string;
      companyName: string;
    }
  | {
      kind: "application_status";
      id: string;
      at: string;
      jobId: string | null;
      jobTitle: string;
      companyName: string;
      status: ApplicationStatus;
    }
  | BenefitActivity<"benefit_redeemed">
  | BenefitActivity<"benefit_used">
  | { kind: "learning_completed"; id: string; at: string; pathSlug: string; pathTitle: string };

/** A partner's offer redeemed, or that redemption used at the partner. */
interface BenefitActivity<K extends string> {
  kind: K;
  id: string;
  at: string;
  offerTitle: string;
  partnerName: string;
}

type StatusData = { jobId?: string; jobTitle?: string; companyName?: string; status?: ApplicationStatus };

/**
 * The military dashboard: the caller's own rows, and the partner offers valid in the caller's city.
 * Its statements are independent: they are sent together, so a busy pool makes the page wait for
 * its slowest statement rather than for each one in turn; only the offers' count waits for the city.
 */
export async function loadMilitaryDashboard(db: Db, userId: string) {
  // Run once: the offers' count and the page both read it.
  const placeQuery = Promise.resolve(
    db
      .select({ city: militaryProfiles.city, state: militaryProfiles.state, talentBank: militaryProfiles.talentBank })
      .from(militaryProfiles)
      .where(eq(militaryProfiles.userId, userId)),
  );
  const benefitsQuery = placeQuery.then(([place]) =>
    countLiveOffers(db, place?.city && place.state ? { city: place.city, state: place.state } : null, new Date()),
  );
  const [
    [profile],
    activeApplications,
    [place],
    benefitsAvailable,
    sent,
    changes,
    redemptions,
    completions,
    learningPathsInProgress,
    unreadMessages,
    profileViews,
  ] = await Promise.all([
    db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, userId)),
    countActiveApplications(db, userId),
    placeQuery,
    benefitsQuery,
    db
      .select({
        id: jobApplications.id,
        at: jobApplications.appliedAt,
        jobId: jobs.id,
        jobTitle: jobs.title,
        companyName: companies.name,
      })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(eq(jobApplications.userId, userId))
      .orderBy(desc(jobApplications.appliedAt))
      .limit(RECENT_ACTIVITIES),
    db
      .select({ id: notifications.id, at: notifications.createdAt, data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, "application_status")))
      .orderBy(desc(notifications.createdAt))
      .limit(RECENT_ACTIVITIES),
    db
      .select({
        id: benefitRedemptions.id,
        redeemedAt: benefitRedemptions.redeemedAt,
        usedAt: benefitRedemptions.usedAt,
        offerTitle: benefitOffers.title,
        partnerName: companies.name,
      })
      .from(benefitRedemptions)
      .innerJoin(benefitOffers, eq(benefitOffers.id, benefitRedemptions.offerId))
      .innerJoin(companies, eq(companies.id, benefitRedemptions.companyId))
      .where(eq(benefitRedemptions.userId, userId))
      .orderBy(desc(benefitRedemptions.redeemedAt))
      .limit(RECENT_ACTIVITIES),
    recentCompletions(db, userId, RECENT_ACTIVITIES),
    countPathsInProgress(db, userId),
    unreadTotal(db, { side: "militar", userId }),
    profileViewsSummary(db, userId),
  ]);

  const recentActivities: RecentActivity[] = [
    ...completions.map((c) => ({
      kind: "learning_completed" as const,
      id: c.pathSlug,
      at: c.at.toISOString(),
      pathSlug: c.pathSlug,
      pathTitle: c.pathTitle,
    })),
    ...redemptions.flatMap((r) => {
      const base = { id: r.id, offerTitle: r.offerTitle, partnerName: r.partnerName };
      const redeemed = { kind: "benefit_redeemed" as const, ...base, at: r.redeemedAt.toISOString() };
      return r.usedAt ? [redeemed, { kind: "benefit_used" as const, ...base, at: r.usedAt.toISOString() }] : [redeemed];
    }),
    ...sent.map((r) => ({ kind: "application_sent" as const, ...r, at: r.at.toISOString() })),
    ...changes.flatMap((r) => {
      const data = r.data as StatusData;
      if (!data.status) return [];
      return [
        {
          kind: "application_status" as const,
          id: r.id,
          at: r.at.toISOString(),
          jobId: data.jobId ?? null,
          jobTitle: data.jobTitle ?? "",
          companyName: data.companyName ?? "",
          status: data.status,
        },
      ];
    }),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, RECENT_ACTIVITIES);

  return {
    fullName: profile?.fullName ?? "",
    counts: {
      learningPathsInProgress,
      applications: activeApplications,
      benefitsAvailable,
      unreadMessages,
    },
    recentActivities,
    upcomingEvents: [] as { id: string; title: string; startsAt: string }[],
    talentBank: place?.talentBank ?? null,
    profileViews,
  };
}
