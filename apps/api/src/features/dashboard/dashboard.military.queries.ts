import type { ApplicationStatus } from "@pm/shared/applications";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies } from "../../db/schema/companies";
import { jobApplications, jobs, notifications } from "../../db/schema/jobs";
import { profiles } from "../../db/schema/profiles";
import { countActiveApplications } from "../../entitlements/usage.queries";

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
    };

type StatusData = { jobId?: string; jobTitle?: string; companyName?: string; status?: ApplicationStatus };

/** The military dashboard: the caller's own rows only. Features without data yet count 0. */
export async function loadMilitaryDashboard(db: Db, userId: string) {
  const [profile] = await db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, userId));
  const activeApplications = await countActiveApplications(db, userId);

  const sent = await db
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
    .limit(RECENT_ACTIVITIES);

  const changes = await db
    .select({ id: notifications.id, at: notifications.createdAt, data: notifications.data })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, "application_status")))
    .orderBy(desc(notifications.createdAt))
    .limit(RECENT_ACTIVITIES);

  const recentActivities: RecentActivity[] = [
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
      learningPathsInProgress: 0,
      applications: activeApplications,
      benefitsAvailable: 0,
      unreadMessages: 0,
    },
    recentActivities,
    upcomingEvents: [] as { id: string; title: string; startsAt: string }[],
  };
}
