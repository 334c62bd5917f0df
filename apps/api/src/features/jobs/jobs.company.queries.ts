import { canActivateJob } from "@pm/shared/billing";
import { JOB_OPEN_DAYS } from "@pm/shared/jobs";
import type { JobInput } from "@pm/shared/jobs.company";
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { users } from "../../db/schema/auth";
import { companies } from "../../db/schema/companies";
import { jobApplications, jobColumns, jobs } from "../../db/schema/jobs";
import { profiles } from "../../db/schema/profiles";
import { jobResponsibles } from "../../db/schema/teamwork";
import { foldedContains, searchFold } from "../../db/text-search";
import { isExpired, openJob } from "../../entitlements/open-jobs.queries";
import { withCboFamily } from "./jobs.cbo";

// Counted per job through the (job_id, …) indexes of both tables: one index-only range each.
export const applicationsCount = sql<number>`(select count(*)::int from job_applications a where a.job_id = "jobs"."id")`;
export const viewsCount = sql<number>`(select count(*)::int from job_views v where v.job_id = "jobs"."id")`;

/** A job as its company reads it: its columns and whether it expired ('Expirada'). */
export const companyJobColumns = {
  ...jobColumns,
  screeningQuestions: jobs.screeningQuestions,
  cboFamily: jobs.cboFamily,
  cboFamilySource: jobs.cboFamilySource,
  expired: isExpired,
};

export type JobRow = {
  [K in
    | keyof typeof jobColumns
    | "screeningQuestions"
    | "cboFamily"
    | "cboFamilySource"]: (typeof jobs.$inferSelect)[K];
} & {
  expired: boolean;
};

// --- Expiry -----------------------------------------------------------------------------------------

/** Today in Brazil's time: closing dates are Brazilian days. */
const brazilToday = sql`(now() AT TIME ZONE 'America/Sao_Paulo')::date`;

/** The last moment of a closing date in Brazil's time: the job is open through that whole day. */
const endOfDay = (day: SQL | string) =>
  sql`((${day}::date + 1)::timestamp - interval '1 second') AT TIME ZONE 'America/Sao_Paulo'`;

/** A new open period, from now. */
const openPeriodFromNow = sql`now() + ${JOB_OPEN_DAYS}::int * interval '1 day'`;

/** The expiry a job gets from the closing date its company sets (or a new open period without one). */
const expiryFor = (closesOn: string | null) => (closesOn === null ? openPeriodFromNow : endOfDay(closesOn));

/**
 * What renewing (or activating) does: a closing date still ahead stays and is the expiry; otherwise
 * the job gets a new open period from now, and a closing date already past is dropped, since the
 * company just said the job is still open.
 */
const renewed = {
  closesOn: sql<string | null>`CASE WHEN ${jobs.closesOn} >= ${brazilToday} THEN ${jobs.closesOn} END`,
  expiresAt: sql<Date>`CASE WHEN ${jobs.closesOn} >= ${brazilToday} THEN ${endOfDay(sql`${jobs.closesOn}`)} ELSE ${openPeriodFromNow} END`,
};

/** The job's responsible member ('Responsável', decision 035), or null. */
const responsible = sql<{ id: string; name: string } | null>`(
  SELECT json_build_object('id', r.user_id, 'name', p.full_name)
  FROM ${jobResponsibles} r JOIN ${profiles} p ON p.id = r.user_id WHERE r.job_id = "jobs"."id"
)`;

/** The company's jobs with their applications and views, newest first; `q` matches title or city. */
export async function listCompanyJobs(db: Db, companyId: string, q: string | undefined) {
  const needle = q ? searchFold(q.trim()) : "";
  const where = needle
    ? and(eq(jobs.companyId, companyId), or(foldedContains(jobs.title, needle), foldedContains(jobs.city, needle)))
    : eq(jobs.companyId, companyId);
  if (!needle) return allCompanyJobs(db).execute({ companyId });
  return db
    .select({ ...companyJobColumns, applicationsCount, viewsCount, responsible })
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
}

// The list without a search is what the jobs page opens with: prepared once per database.
const allCompanyJobs = preparedPerDb((db) =>
  db
    .select({ ...companyJobColumns, applicationsCount, viewsCount, responsible })
    .from(jobs)
    .where(eq(jobs.companyId, sql.placeholder("companyId")))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .prepare("company_jobs"),
);

/** Open (active, not expired: what the cap counts) and total jobs of the company, whatever the search. */
const companyJobCounts = preparedPerDb((db) =>
  db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${openJob})::int`,
    })
    .from(jobs)
    .where(eq(jobs.companyId, sql.placeholder("companyId")))
    .prepare("company_job_counts"),
);

export async function countCompanyJobs(db: Db, companyId: string) {
  const [row] = await companyJobCounts(db).execute({ companyId });
  return { total: row?.total ?? 0, active: row?.active ?? 0 };
}

/** One of the company's jobs with its counts; another company's job reads as missing. */
export async function findCompanyJob(db: Db, companyId: string, jobId: string) {
  const [row] = await db
    .select({ ...companyJobColumns, applicationsCount, viewsCount })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
  return row ?? null;
}

/**
 * Who last wrote one of the company's jobs, and when (decision 035): null for a job nobody of the
 * team is known to have written (before teams, or the member's account is gone).
 */
export async function findJobLastEdit(db: Db, companyId: string, jobId: string) {
  const [row] = await db
    .select({ name: profiles.fullName, at: jobs.updatedAt })
    .from(jobs)
    .innerJoin(profiles, eq(profiles.id, jobs.updatedBy))
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
  return row ?? null;
}

/**
 * Locks the company row, so every cap check of one company runs one at a time, and returns the
 * cap read under that lock (a plan change may have moved it) with the open jobs now: an expired
 * job holds no slot until it is renewed.
 */
async function lockCapacity(tx: Tx, companyId: string) {
  const [company] = await tx
    .select({ jobLimit: companies.jobLimit })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for("update");
  const [row] = await tx
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), openJob));
  return { jobLimit: company?.jobLimit ?? null, active: row?.n ?? 0 };
}

export type CapRefusal = { kind: "limit"; jobLimit: number };

/**
 * Who wrote the job, as stored: null when nobody is named or the account is gone (an API key's
 * creator may have been erased since he made it).
 */
const actorRef = (actorId: string | null) =>
  actorId ? sql<string | null>`(SELECT ${users.id} FROM ${users} WHERE ${users.id} = ${actorId})` : null;

/**
 * Publishes a new, active job if the plan has an active slot left; it expires at the end of its
 * closing date, or JOB_OPEN_DAYS from now (the column's default).
 */
export async function createJobWithinCap(
  db: Db,
  companyId: string,
  input: JobInput,
  /** The member who writes it (an API key writes as its creator). */
  actorId: string | null = null,
): Promise<{ kind: "created"; job: JobRow } | CapRefusal> {
  return db.transaction(async (tx) => {
    const { jobLimit, active } = await lockCapacity(tx, companyId);
    if (jobLimit !== null && !canActivateJob(active, jobLimit)) return { kind: "limit", jobLimit };
    const [job] = await tx
      .insert(jobs)
      .values({
        ...withCboFamily(input),
        companyId,
        updatedBy: actorRef(actorId),
        active: true,
        expiresAt: input.closesOn ? endOfDay(input.closesOn) : undefined,
      })
      .returning(companyJobColumns);
    if (!job) throw new Error("insert returned no job");
    return { kind: "created", job };
  });
}

/**
 * Replaces the job's content; `active` stays as it was. A changed closing date moves the expiry (to
 * that day's end, or a new open period when it is removed); when that opens an expired job again,
 * the job takes a slot of the plan under the company lock, as an activation does.
 */
export async function updateCompanyJob(
  db: Db,
  companyId: string,
  jobId: string,
  input: JobInput,
  actorId: string | null = null,
): Promise<{ kind: "done"; job: JobRow } | { kind: "missing" } | CapRefusal> {
  const scoped = and(eq(jobs.id, jobId), eq(jobs.companyId, companyId));
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ closesOn: jobs.closesOn, expired: isExpired }).from(jobs).where(scoped);
    if (!before) return { kind: "missing" };
    const moves = before.closesOn !== input.closesOn;
    if (moves && before.expired) {
      const capacity = await lockCapacity(tx, companyId);
      if (capacity.jobLimit !== null && !canActivateJob(capacity.active, capacity.jobLimit)) {
        return { kind: "limit", jobLimit: capacity.jobLimit };
      }
    }
    const [job] = await tx
      .update(jobs)
      .set({
        ...withCboFamily(input),
        ...(moves ? { expiresAt: expiryFor(input.closesOn) } : {}),
        updatedBy: actorRef(actorId),
        updatedAt: new Date(),
      })
      .where(scoped)
      .returning(companyJobColumns);
    return job ? { kind: "done", job } : { kind: "missing" };
  });
}

/**
 * Pauses or activates one of the company's jobs. Pausing is always allowed; activating takes a
 * slot of the plan under the company lock and, for a job past its expiry (paused or not), renews
 * it. An open job being activated, or a paused one being paused, is returned unchanged.
 */
export async function setCompanyJobActive(
  db: Db,
  companyId: string,
  jobId: string,
  active: boolean,
  actorId: string | null = null,
): Promise<{ kind: "done"; job: JobRow } | { kind: "missing" } | CapRefusal> {
  const scoped = and(eq(jobs.id, jobId), eq(jobs.companyId, companyId));
  if (!active) {
    const [paused] = await db
      .update(jobs)
      .set({ active: false, updatedBy: actorRef(actorId), updatedAt: new Date() })
      .where(and(scoped, eq(jobs.active, true)))
      .returning(companyJobColumns);
    if (paused) return { kind: "done", job: paused };
    const [current] = await db.select(companyJobColumns).from(jobs).where(scoped);
    return current ? { kind: "done", job: current } : { kind: "missing" };
  }
  return db.transaction(async (tx) => {
    const capacity = await lockCapacity(tx, companyId);
    const [current] = await tx
      .select({ ...companyJobColumns, open: sql<boolean>`coalesce(${openJob}, false)` })
      .from(jobs)
      .where(scoped);
    if (!current) return { kind: "missing" };
    const { open, ...job } = current;
    if (open) return { kind: "done", job };
    if (capacity.jobLimit !== null && !canActivateJob(capacity.active, capacity.jobLimit)) {
      return { kind: "limit", jobLimit: capacity.jobLimit };
    }
    const stillValid = sql`${jobs.expiresAt} > now()`;
    const [activated] = await tx
      .update(jobs)
      .set({
        active: true,
        closesOn: sql`CASE WHEN ${stillValid} THEN ${jobs.closesOn} ELSE ${renewed.closesOn} END`,
        expiresAt: sql`CASE WHEN ${stillValid} THEN ${jobs.expiresAt} ELSE ${renewed.expiresAt} END`,
        updatedBy: actorRef(actorId),
        updatedAt: new Date(),
      })
      .where(scoped)
      .returning(companyJobColumns);
    return activated ? { kind: "done", job: activated } : { kind: "missing" };
  });
}

/**
 * 'Confirmar que a vaga continua aberta': renews one of the company's jobs (see `renewed`). An
 * expired active job is open again, so it takes a slot of the plan under the company lock; a paused
 * job only gets its new expiry and stays paused.
 */
export async function renewCompanyJob(
  db: Db,
  companyId: string,
  jobId: string,
  actorId: string | null,
): Promise<{ kind: "done"; job: JobRow } | { kind: "missing" } | CapRefusal> {
  const scoped = and(eq(jobs.id, jobId), eq(jobs.companyId, companyId));
  return db.transaction(async (tx) => {
    const capacity = await lockCapacity(tx, companyId);
    const [current] = await tx.select({ expired: isExpired }).from(jobs).where(scoped);
    if (!current) return { kind: "missing" };
    if (current.expired && capacity.jobLimit !== null && !canActivateJob(capacity.active, capacity.jobLimit)) {
      return { kind: "limit", jobLimit: capacity.jobLimit };
    }
    const [job] = await tx
      .update(jobs)
      .set({
        closesOn: renewed.closesOn,
        expiresAt: renewed.expiresAt,
        updatedBy: actorRef(actorId),
        updatedAt: new Date(),
      })
      .where(scoped)
      .returning(companyJobColumns);
    return job ? { kind: "done", job } : { kind: "missing" };
  });
}

/** Deletes one of the company's jobs (applications and views go with it). False when there is none. */
export async function deleteCompanyJob(db: Db, companyId: string, jobId: string): Promise<boolean> {
  const deleted = await db
    .delete(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)))
    .returning({ id: jobs.id });
  return deleted.length > 0;
}

/**
 * The LGPD export's part of a company's jobs: each job with the applications it received counted,
 * never listed, since they describe candidates.
 */
export async function jobsCompanyAccountExport(db: Db, companyId: string) {
  const companyJobs = await db
    .select(jobColumns)
    .from(jobs)
    .where(eq(jobs.companyId, companyId))
    .orderBy(asc(jobs.createdAt));
  const jobIds = companyJobs.map((j) => j.id);
  const received = jobIds.length
    ? await db
        .select({ jobId: jobApplications.jobId })
        .from(jobApplications)
        .where(inArray(jobApplications.jobId, jobIds))
    : [];
  return {
    jobs: companyJobs.map((j) => ({
      ...j,
      applicationsReceived: received.filter((r) => r.jobId === j.id).length,
    })),
  };
}
