import { canActivateJob } from "@pm/shared/billing";
import type { JobInput } from "@pm/shared/jobs.company";
import { and, count, desc, eq, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { companies } from "../../db/schema/companies";
import { jobColumns, jobs } from "../../db/schema/jobs";
import { foldedContains, searchFold } from "../../db/text-search";

// Counted per job through the (job_id, …) indexes of both tables: one index-only range each.
export const applicationsCount = sql<number>`(select count(*)::int from job_applications a where a.job_id = "jobs"."id")`;
export const viewsCount = sql<number>`(select count(*)::int from job_views v where v.job_id = "jobs"."id")`;

export type JobRow = { [K in keyof typeof jobColumns]: (typeof jobs.$inferSelect)[K] };

/** The company's jobs with their applications and views, newest first; `q` matches title or city. */
export async function listCompanyJobs(db: Db, companyId: string, q: string | undefined) {
  const needle = q ? searchFold(q.trim()) : "";
  const where = needle
    ? and(eq(jobs.companyId, companyId), or(foldedContains(jobs.title, needle), foldedContains(jobs.city, needle)))
    : eq(jobs.companyId, companyId);
  if (!needle) return allCompanyJobs(db).execute({ companyId });
  return db
    .select({ ...jobColumns, applicationsCount, viewsCount })
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
}

// The list without a search is what the jobs page opens with: prepared once per database.
const allCompanyJobs = preparedPerDb((db) =>
  db
    .select({ ...jobColumns, applicationsCount, viewsCount })
    .from(jobs)
    .where(eq(jobs.companyId, sql.placeholder("companyId")))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .prepare("company_jobs"),
);

/** Active and total jobs of the company, whatever the search. */
const companyJobCounts = preparedPerDb((db) =>
  db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${jobs.active})::int`,
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
    .select({ ...jobColumns, applicationsCount, viewsCount })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
  return row ?? null;
}

/**
 * Locks the company row, so every cap check of one company runs one at a time, and returns the
 * cap read under that lock (a plan change may have moved it) with the active jobs now.
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
    .where(and(eq(jobs.companyId, companyId), eq(jobs.active, true)));
  return { jobLimit: company?.jobLimit ?? null, active: row?.n ?? 0 };
}

export type CapRefusal = { kind: "limit"; jobLimit: number };

/** Publishes a new, active job if the plan has an active slot left. */
export async function createJobWithinCap(
  db: Db,
  companyId: string,
  input: JobInput,
): Promise<{ kind: "created"; job: JobRow } | CapRefusal> {
  return db.transaction(async (tx) => {
    const { jobLimit, active } = await lockCapacity(tx, companyId);
    if (jobLimit !== null && !canActivateJob(active, jobLimit)) return { kind: "limit", jobLimit };
    const [job] = await tx
      .insert(jobs)
      .values({ ...input, companyId, active: true })
      .returning(jobColumns);
    if (!job) throw new Error("insert returned no job");
    return { kind: "created", job };
  });
}

/** Replaces the job's content; `active` stays as it was. Null when the company has no such job. */
export async function updateCompanyJob(db: Db, companyId: string, jobId: string, input: JobInput) {
  const [job] = await db
    .update(jobs)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)))
    .returning(jobColumns);
  return job ?? null;
}

/**
 * Pauses or activates one of the company's jobs. Pausing is always allowed; activating takes a
 * slot of the plan under the company lock. A job already in that state is returned unchanged.
 */
export async function setCompanyJobActive(
  db: Db,
  companyId: string,
  jobId: string,
  active: boolean,
): Promise<{ kind: "done"; job: JobRow } | { kind: "missing" } | CapRefusal> {
  const scoped = and(eq(jobs.id, jobId), eq(jobs.companyId, companyId));
  if (!active) {
    const [paused] = await db
      .update(jobs)
      .set({ active: false, updatedAt: new Date() })
      .where(and(scoped, eq(jobs.active, true)))
      .returning(jobColumns);
    if (paused) return { kind: "done", job: paused };
    const [current] = await db.select(jobColumns).from(jobs).where(scoped);
    return current ? { kind: "done", job: current } : { kind: "missing" };
  }
  return db.transaction(async (tx) => {
    const capacity = await lockCapacity(tx, companyId);
    const [current] = await tx.select(jobColumns).from(jobs).where(scoped);
    if (!current) return { kind: "missing" };
    if (current.active) return { kind: "done", job: current };
    if (capacity.jobLimit !== null && !canActivateJob(capacity.active, capacity.jobLimit)) {
      return { kind: "limit", jobLimit: capacity.jobLimit };
    }
    const [job] = await tx
      .update(jobs)
      .set({ active: true, updatedAt: new Date() })
      .where(scoped)
      .returning(jobColumns);
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
