// The public API's pages: the company's jobs and a job's applications, newest first, by keyset.
import type { ApplicationStatus } from "@pm/shared/applications";
import type { PageCursor } from "@pm/shared/cursor";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { afterCursor, exactInstant } from "../db/keyset";
import { jobApplications, jobs } from "../db/schema/jobs";
import { applicationsCount, companyJobColumns, viewsCount } from "../features/jobs/jobs.public";
import { sentResumeJson } from "../features/resumes/resumes.public";

export function listJobsPage(
  db: Db,
  companyId: string,
  filter: { active?: boolean },
  cursor: PageCursor | null,
  limit: number,
) {
  return db
    .select({ ...companyJobColumns, applicationsCount, viewsCount, cursorAt: exactInstant(jobs.createdAt) })
    .from(jobs)
    .where(
      and(
        eq(jobs.companyId, companyId),
        filter.active === undefined ? undefined : eq(jobs.active, filter.active),
        cursor ? afterCursor(jobs.createdAt, jobs.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit + 1);
}

export function listApplicationsPage(
  db: Db,
  jobId: string,
  status: ApplicationStatus | undefined,
  cursor: PageCursor | null,
  limit: number,
) {
  return db
    .select({
      id: jobApplications.id,
      jobId: jobApplications.jobId,
      candidateId: jobApplications.userId,
      status: jobApplications.status,
      appliedAt: jobApplications.appliedAt,
      updatedAt: jobApplications.updatedAt,
      resume: sentResumeJson(jobApplications.id),
      meetsRequirements: jobApplications.meetsRequirements,
      screeningAnswers: jobApplications.screeningAnswers,
      cursorAt: exactInstant(jobApplications.appliedAt),
    })
    .from(jobApplications)
    .where(
      and(
        eq(jobApplications.jobId, jobId),
        status ? eq(jobApplications.status, status) : undefined,
        cursor ? afterCursor(jobApplications.appliedAt, jobApplications.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id))
    .limit(limit + 1);
}
