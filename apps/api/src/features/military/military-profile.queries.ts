import type { ApplicationStatus } from "@pm/shared/jobs";
import type { MilitaryProfileInput, OnboardingInput } from "@pm/shared/military";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { companies } from "../../db/schema/companies";
import { jobApplications, jobs, notifications } from "../../db/schema/jobs";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";
import { deleteFilesReplacedBy, fileUrl, insertFile } from "../../files/files.queries";
import type { ProcessedImage } from "../../files/image";
import { countActiveApplications } from "../military-jobs/military-jobs.queries";

/** How many recent activities the dashboard lists. */
export const RECENT_ACTIVITIES = 6;

/** Saves the wizard's answers and marks the profile complete. */
export async function completeOnboarding(db: Db, userId: string, input: OnboardingInput) {
  const [row] = await db
    .update(militaryProfiles)
    .set({ ...input, completedAt: new Date(), updatedAt: new Date() })
    .where(eq(militaryProfiles.userId, userId))
    .returning();
  return row ?? null;
}

/** Saves the profile page: the name on the profile (and on the account) and every military field. */
export async function updateMilitaryProfile(db: Db, userId: string, input: MilitaryProfileInput) {
  const { fullName, ...fields } = input;
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(militaryProfiles)
      .set({ ...fields, updatedAt: now })
      .where(eq(militaryProfiles.userId, userId))
      .returning();
    if (!row) return null;
    await tx.update(profiles).set({ fullName, updatedAt: now }).where(eq(profiles.id, userId));
    await tx.update(users).set({ name: fullName, updatedAt: now }).where(eq(users.id, userId));
    return { ...row, fullName };
  });
}

/**
 * Stores a new avatar and points the profile at it; the avatar it replaces is deleted in the same
 * transaction. The profile row is locked first, so two uploads at once end with one avatar.
 */
export async function replaceAvatar(db: Db, userId: string, image: ProcessedImage): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ userId: militaryProfiles.userId })
      .from(militaryProfiles)
      .where(eq(militaryProfiles.userId, userId))
      .for("update");
    if (!locked) return null;
    const fileId = await insertFile(tx, userId, "avatar", image);
    const avatarUrl = fileUrl(fileId);
    await tx
      .update(militaryProfiles)
      .set({ avatarUrl, updatedAt: new Date() })
      .where(eq(militaryProfiles.userId, userId));
    await deleteFilesReplacedBy(tx, userId, "avatar", fileId);
    return avatarUrl;
  });
}

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
