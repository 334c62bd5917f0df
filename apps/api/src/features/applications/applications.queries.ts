import { ACTIVE_APPLICATION_STATUSES, APPLICATION_STATUSES, type ApplicationStatus } from "@pm/shared/applications";
import { CANDIDATES_PAGE_SIZE, type CandidateSort } from "@pm/shared/applications.company";
import { encodeCursor, encodeTextCursor, type PageCursor, type TextCursor } from "@pm/shared/cursor";
import type { RequirementFilter } from "@pm/shared/screening";
import { type AnyColumn, and, asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { afterCursor, exactInstant } from "../../db/keyset";
import { companies } from "../../db/schema/companies";
import { jobApplications, jobs } from "../../db/schema/jobs";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";
import { applicationRatings, jobResponsibles } from "../../db/schema/teamwork";
import { foldedContains, searchFold } from "../../db/text-search";
import type { ExportSubject } from "../../feature";
import { nextInterviewJson } from "../interviews/interviews.public";
import { certificatesJson } from "../learning/learning.public";
import { sentResumeJson } from "../resumes/resumes.public";
import { wantedJobAccountExport } from "./applications.military.queries";

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

/** The filters of the company's candidates list, as the route read them (cursor decoded). */
export interface CandidatesFilter {
  q?: string;
  jobId?: string;
  status?: ApplicationStatus;
  sort: CandidateSort;
  cursor: PageCursor | TextCursor | null;
  /** 'Minhas vagas': only jobs whose responsible member is this user. */
  responsibleId?: string;
  /** 'Atende aos requisitos' / 'Não atende': the answers to the jobs' eliminatory questions. */
  requirements?: RequirementFilter;
}

/** The candidate's name as the list sorts it: case and accents ignored. */
const nameKey = sql<string>`pm_unaccent(lower(${profiles.fullName}))`;

/**
 * The team's ratings of the company's applications (decision 035), each application's average
 * (two decimals) and count, grouped once per list rather than per row: the rating order reads
 * every application's.
 */
const teamRatingsOf = (db: Db, companyId: string) =>
  db
    .select({
      applicationId: applicationRatings.applicationId,
      average: sql<string>`round(avg(${applicationRatings.stars})::numeric, 2)`.as("average"),
      count: sql<number>`count(*)::int`.as("rated"),
    })
    .from(applicationRatings)
    .where(eq(applicationRatings.companyId, companyId))
    .groupBy(applicationRatings.applicationId)
    .as("team_ratings");

/**
 * A page of the applications to the company's jobs with the job and the candidate, newest first or
 * by name, in one query; `q` (trimmed by the route's schema) matches the candidate's name or the
 * job's title, ignoring case and accents. Fetches one row more than the page, to tell there is a
 * next one; the counts by status are for the same filters but the status.
 */
export async function listCompanyApplications(db: Db, companyId: string, filter: CandidatesFilter) {
  const needle = filter.q ? searchFold(filter.q) : "";
  const common = [
    eq(jobs.companyId, companyId),
    needle ? or(foldedContains(profiles.fullName, needle), foldedContains(jobs.title, needle)) : undefined,
    filter.jobId ? eq(jobApplications.jobId, filter.jobId) : undefined,
    filter.responsibleId
      ? inArray(
          jobApplications.jobId,
          sql`(SELECT ${jobResponsibles.jobId} FROM ${jobResponsibles} WHERE ${jobResponsibles.userId} = ${filter.responsibleId})`,
        )
      : undefined,
    filter.requirements ? eq(jobApplications.meetsRequirements, filter.requirements === "atende") : undefined,
  ];
  const byName = filter.sort === "nome";
  const byRating = filter.sort === "avaliacao";
  const ratings = teamRatingsOf(db, companyId);
  // Unrated last in the rating order.
  const ratingKey = sql<string>`coalesce(${ratings.average}, 0)`;
  const { cursor } = filter;
  const after =
    cursor === null
      ? undefined
      : "key" in cursor
        ? byRating
          ? sql`(${ratingKey} < ${cursor.key}::numeric OR (${ratingKey} = ${cursor.key}::numeric AND ${jobApplications.id} > ${cursor.id}::uuid))`
          : sql`(${nameKey}, ${jobApplications.id}) > (${cursor.key}, ${cursor.id}::uuid)`
        : afterCursor(jobApplications.appliedAt, jobApplications.id, cursor);
  const rows = await db
    .select({
      id: jobApplications.id,
      status: jobApplications.status,
      appliedAt: jobApplications.appliedAt,
      job: { id: jobs.id, title: jobs.title },
      candidate: { name: profiles.fullName, email: profiles.email },
      resume: sentResumeJson(jobApplications.id),
      meetsRequirements: jobApplications.meetsRequirements,
      screeningAnswers: jobApplications.screeningAnswers,
      nextInterview: nextInterviewJson(jobApplications.id),
      rating: {
        average: sql<number | null>`${ratings.average}`.mapWith((v) => (v === null ? null : Number(v))),
        count: sql<number>`coalesce(${ratings.count}, 0)`.mapWith(Number),
      },
      cursorAt: exactInstant(jobApplications.appliedAt),
      nameKey,
      ratingKey: sql<string>`${ratingKey}::text`,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(profiles, eq(profiles.id, jobApplications.userId))
    .leftJoin(ratings, eq(ratings.applicationId, jobApplications.id))
    .where(and(...common, filter.status ? eq(jobApplications.status, filter.status) : undefined, after))
    .orderBy(
      ...(byName
        ? [asc(nameKey), asc(jobApplications.id)]
        : byRating
          ? [desc(ratingKey), asc(jobApplications.id)]
          : [desc(jobApplications.appliedAt), desc(jobApplications.id)]),
    )
    .limit(CANDIDATES_PAGE_SIZE + 1);
  const countRows = await db
    .select({ status: jobApplications.status, n: count() })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(profiles, eq(profiles.id, jobApplications.userId))
    .where(and(...common))
    .groupBy(jobApplications.status);

  const page = rows.slice(0, CANDIDATES_PAGE_SIZE);
  const last = page.at(-1);
  const nextCursor =
    rows.length > CANDIDATES_PAGE_SIZE && last
      ? byName || byRating
        ? encodeTextCursor({ key: byRating ? last.ratingKey : last.nameKey, id: last.id })
        : encodeCursor({ createdAt: last.cursorAt, id: last.id })
      : null;
  const counts = Object.fromEntries(
    APPLICATION_STATUSES.map((s) => [s, countRows.find((r) => r.status === s)?.n ?? 0]),
  ) as Record<ApplicationStatus, number>;
  const total = filter.status ? counts[filter.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    applications: page.map(({ cursorAt: _c, nameKey: _n, ratingKey: _r, ...a }) => a),
    nextCursor,
    counts,
    total,
  };
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
  serviceStatus: militaryProfiles.serviceStatus,
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
      resume: sentResumeJson(jobApplications.id),
      // The answers with each question as it was asked, whatever the job's questions became.
      meetsRequirements: jobApplications.meetsRequirements,
      screeningAnswers: jobApplications.screeningAnswers,
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
 * A militar's profile as the company sees it, only when the militar applied to one of the
 * company's jobs (another militar reads as missing).
 */
export async function findCompanyCandidate(db: Db, companyId: string, userId: string) {
  const [row] = await db
    .select({
      id: profiles.id,
      name: profiles.fullName,
      email: profiles.email,
      ...candidateFields,
      certificates: certificatesJson(profiles.id),
    })
    .from(profiles)
    .leftJoin(militaryProfiles, eq(militaryProfiles.userId, profiles.id))
    .where(
      and(
        eq(profiles.id, userId),
        sql`EXISTS (SELECT 1 FROM job_applications a JOIN jobs j ON j.id = a.job_id WHERE a.user_id = ${profiles.id} AND j.company_id = ${companyId})`,
      ),
    );
  return row ? { ...row, specialties: row.specialties ?? [] } : null;
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

/**
 * Moves several applications of the company's jobs to `status` at once, by `actorId`; all or
 * nothing: when one id is not an application of the company's (another company's, unknown), none
 * changes and the answer is null.
 */
export async function setApplicationsStatus(
  db: Db,
  companyId: string,
  actorId: string,
  ids: string[],
  status: ApplicationStatus,
): Promise<{ updated: number } | null> {
  const unique = [...new Set(ids)];
  return db
    .transaction(async (tx) => {
      await actAs(tx, actorId);
      const owned = await tx
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .where(and(inArray(jobApplications.id, unique), ofCompany(companyId)))
        .for("update");
      if (owned.length !== unique.length) throw new NotAllOwned();
      // Those already in the status keep their row untouched: no step in their history.
      const changed = await tx
        .update(jobApplications)
        .set({ status, updatedAt: new Date() })
        .where(and(inArray(jobApplications.id, unique), sql`${jobApplications.status} <> ${status}`))
        .returning({ id: jobApplications.id });
      return { updated: changed.length };
    })
    .catch((error: unknown) => {
      if (error instanceof NotAllOwned) return null;
      throw error;
    });
}

/**
 * 'Mover para Não selecionado': every active application to the company's jobs (or to one of
 * them) whose answers failed an eliminatory question, by `actorId`, at once. Null when the job is
 * not the company's.
 */
export async function rejectUnmetApplications(
  db: Db,
  companyId: string,
  actorId: string,
  jobId: string | undefined,
): Promise<{ updated: number } | null> {
  return db.transaction(async (tx) => {
    if (jobId) {
      const [own] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
      if (!own) return null;
    }
    await actAs(tx, actorId);
    const changed = await tx
      .update(jobApplications)
      .set({ status: "rejeitado", updatedAt: new Date() })
      .where(
        and(
          jobId ? eq(jobApplications.jobId, jobId) : ofCompany(companyId),
          eq(jobApplications.meetsRequirements, false),
          inArray(jobApplications.status, [...ACTIVE_APPLICATION_STATUSES]),
        ),
      )
      .returning({ id: jobApplications.id });
    return { updated: changed.length };
  });
}

/** Rolls the bulk change back when an id is not the company's. */
class NotAllOwned extends Error {}

/**
 * The LGPD export's part of applications: the militar's own, each with its history, and the job
 * he chose to apply to before signing up, while it is kept.
 */
export async function applicationsAccountExport(db: Db, { userId }: ExportSubject) {
  const applications = await db
    .select({
      id: jobApplications.id,
      jobId: jobApplications.jobId,
      jobTitle: jobs.title,
      companyName: companies.name,
      status: jobApplications.status,
      source: jobApplications.source,
      appliedAt: jobApplications.appliedAt,
      updatedAt: jobApplications.updatedAt,
      history: applicationHistoryJson(jobApplications.id),
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobApplications.userId, userId))
    .orderBy(asc(jobApplications.appliedAt));
  return { applications, wantedJob: await wantedJobAccountExport(db, userId) };
}

/**
 * Erasing a militar: his open applications (pendente, em_analise) are withdrawn, that is deleted;
 * decided ones stay for the company's history, anonymous (user_id set null by the foreign key).
 */
export async function withdrawOpenApplicationsOf(tx: Tx, userId: string) {
  await tx
    .delete(jobApplications)
    .where(
      and(
        eq(jobApplications.userId, userId),
        inArray(jobApplications.status, ACTIVE_APPLICATION_STATUSES as ApplicationStatus[]),
      ),
    );
}
