import type { ApplicationStatus } from "@pm/shared/applications";
import { type AnyColumn, and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { jobApplications, jobs } from "../../db/schema/jobs";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";
import { foldedContains, searchFold } from "../../db/text-search";
import { certificatesJson } from "../learning/learning.queries";

/** One step of an application's history: sent (from null), a status change, a withdrawal (to null). */
export interface ApplicationStep {
  from: ApplicationStatus | null;
  to: ApplicationStatus | null;
  at: string;
}

/** An application's history, oldest first, as JSON in the row that reads the application. */
export const applicationHistoryJson = (applicationId: SQL | AnyColumn) => sql<ApplicationStep[]>`(
  SELECT coalesce(json_agg(json_build_object('from', e.from_status, 'to', e.to_status, 'at', e.at)
    ORDER BY e.at, e.id), '[]'::json)
  FROM application_events e WHERE e.application_id = ${applicationId}
)`;

/**
 * Names the user who makes the transaction's changes to applications, for their history (the
 * trigger reads it); local to the transaction, so a pooled connection forgets it at commit.
 */
export async function actAs(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select set_config('pm.actor_id', ${userId}, true)`);
}

/** Applications to the company's own jobs: the one condition every query here starts from. */
const ofCompany = (companyId: string) =>
  inArray(jobApplications.jobId, sql`(select ${jobs.id} from ${jobs} where ${jobs.companyId} = ${companyId})`);

/**
 * The applications to the company's jobs with the job and the candidate, newest first, in one
 * query; `q` (trimmed by the route's schema) matches the candidate's name or the job's title,
 * ignoring case and accents.
 */
export async function listCompanyApplications(db: Db, companyId: string, q: string | undefined) {
  const needle = q ? searchFold(q) : "";
  const matches = needle
    ? or(foldedContains(profiles.fullName, needle), foldedContains(jobs.title, needle))
    : undefined;
  const rows = await db
    .select({
      id: jobApplications.id,
      status: jobApplications.status,
      appliedAt: jobApplications.appliedAt,
      job: { id: jobs.id, title: jobs.title },
      candidate: { name: profiles.fullName, email: profiles.email },
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(profiles, eq(profiles.id, jobApplications.userId))
    .where(and(eq(jobs.companyId, companyId), matches))
    .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id));
  return rows;
}

/**
 * What a company sees of a candidate: the profile the militar filled in. Listed one by one, so a
 * column added to military_profiles later (a setting, the plan) is never shown by accident.
 */
const candidateFields = {
  phone: militaryProfiles.phone,
  city: militaryProfiles.city,
  state: militaryProfiles.state,
  birthDate: militaryProfiles.birthDate,
  militaryBranch: militaryProfiles.militaryBranch,
  rank: militaryProfiles.rank,
  om: militaryProfiles.om,
  incorporationYear: militaryProfiles.incorporationYear,
  yearsOfService: militaryProfiles.yearsOfService,
  specialties: militaryProfiles.specialties,
  desiredArea: militaryProfiles.desiredArea,
  experienceLevel: militaryProfiles.experienceLevel,
  goals: militaryProfiles.goals,
  availability: militaryProfiles.availability,
  biography: militaryProfiles.biography,
  avatarUrl: militaryProfiles.avatarUrl,
};

/**
 * One application to the company's jobs with the job and everything the candidate filled in on
 * their profile; null when it does not exist or belongs to another company's job.
 */
export async function findCompanyApplication(db: Db, companyId: string, applicationId: string) {
  const [row] = await db
    .select({
      id: jobApplications.id,
      status: jobApplications.status,
      appliedAt: jobApplications.appliedAt,
      updatedAt: jobApplications.updatedAt,
      job: { id: jobs.id, title: jobs.title, city: jobs.city, regime: jobs.regime, active: jobs.active },
      // Left joined: a militar who has filled in nothing yet still has a name and an e-mail.
      candidate: {
        id: profiles.id,
        name: profiles.fullName,
        email: profiles.email,
        ...candidateFields,
        certificates: certificatesJson(profiles.id),
      },
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(profiles, eq(profiles.id, jobApplications.userId))
    .leftJoin(militaryProfiles, eq(militaryProfiles.userId, jobApplications.userId))
    .where(and(eq(jobApplications.id, applicationId), eq(jobs.companyId, companyId)));
  if (!row) return null;
  return { ...row, candidate: { ...row.candidate, specialties: row.candidate.specialties ?? [] } };
}

/**
 * Moves an application of the company's jobs to `status`, by the company's user `actorId` (written
 * to its history); null when it is not the company's.
 */
export async function setApplicationStatus(
  db: Db,
  companyId: string,
  actorId: string,
  applicationId: string,
  status: ApplicationStatus,
) {
  return db.transaction(async (tx) => {
    await actAs(tx, actorId);
    const [row] = await tx
      .update(jobApplications)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(jobApplications.id, applicationId), ofCompany(companyId)))
      .returning({
        id: jobApplications.id,
        jobId: jobApplications.jobId,
        status: jobApplications.status,
        appliedAt: jobApplications.appliedAt,
        updatedAt: jobApplications.updatedAt,
      });
    return row ?? null;
  });
}
