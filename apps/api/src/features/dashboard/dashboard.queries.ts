import { RECENT_JOBS_SHOWN, TREND_WINDOW_DAYS } from "@pm/shared/dashboard";
import { desc, eq, type Placeholder, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { jobApplications, jobs, jobViews } from "../../db/schema/jobs";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Bounds of the two trend windows: the last 7 days, (weekStart, now], and the 7 before, (previousStart, weekStart]. */
function trendWindows(now: Date) {
  const weekStart = new Date(now.getTime() - TREND_WINDOW_DAYS * DAY_MS);
  const previousStart = new Date(now.getTime() - 2 * TREND_WINDOW_DAYS * DAY_MS);
  return { now: now.toISOString(), weekStart: weekStart.toISOString(), previousStart: previousStart.toISOString() };
}

type Param = string | Placeholder;
interface CountsParams {
  companyId: Param;
  now: Param;
  weekStart: Param;
  previousStart: Param;
}

/**
 * Every count the dashboard shows, for one company, in ONE statement whatever its number of jobs:
 * three aggregates (jobs; applications ⋈ jobs; views ⋈ jobs) cross-joined into one row. The
 * applications and views are reached through the company's jobs and counted on their
 * (job_id, applied_at) and (job_id, viewed_at) indexes. Returned unsent, so the API bench can
 * replay the very same SQL (scripts/bench-api.mjs).
 */
export function dashboardCountsQuery(db: Db, companyId: string, now = new Date()) {
  return countsQuery(db, { companyId, ...trendWindows(now) });
}

function countsQuery(db: Db, p: CountsParams) {
  const w = {
    now: sql`${p.now}::timestamptz`,
    weekStart: sql`${p.weekStart}::timestamptz`,
    previousStart: sql`${p.previousStart}::timestamptz`,
  };
  const companyId = p.companyId;
  const inCurrent = (column: typeof jobApplications.appliedAt | typeof jobViews.viewedAt) =>
    sql`${column} > ${w.weekStart} and ${column} <= ${w.now}`;
  const inPrevious = (column: typeof jobApplications.appliedAt | typeof jobViews.viewedAt) =>
    sql`${column} > ${w.previousStart} and ${column} <= ${w.weekStart}`;

  const jobCounts = db
    .select({
      total: sql<number>`count(*)::int`.as("total_jobs"),
      active: sql<number>`count(*) filter (where ${jobs.active})::int`.as("active_jobs"),
      activeThisWeek:
        sql<number>`count(*) filter (where ${jobs.active} and ${jobs.createdAt} > ${w.weekStart})::int`.as(
          "active_this_week",
        ),
    })
    .from(jobs)
    .where(eq(jobs.companyId, companyId))
    .as("job_counts");

  const applicationCounts = db
    .select({
      total: sql<number>`count(*)::int`.as("applications"),
      current: sql<number>`count(*) filter (where ${inCurrent(jobApplications.appliedAt)})::int`.as(
        "applications_current",
      ),
      previous: sql<number>`count(*) filter (where ${inPrevious(jobApplications.appliedAt)})::int`.as(
        "applications_previous",
      ),
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobs.companyId, companyId))
    .as("application_counts");

  const viewCounts = db
    .select({
      total: sql<number>`count(*)::int`.as("views"),
      current: sql<number>`count(*) filter (where ${inCurrent(jobViews.viewedAt)})::int`.as("views_current"),
      previous: sql<number>`count(*) filter (where ${inPrevious(jobViews.viewedAt)})::int`.as("views_previous"),
    })
    .from(jobViews)
    .innerJoin(jobs, eq(jobs.id, jobViews.jobId))
    .where(eq(jobs.companyId, companyId))
    .as("view_counts");

  return db
    .select({
      totalJobs: jobCounts.total,
      activeJobs: jobCounts.active,
      activeJobsCreatedThisWeek: jobCounts.activeThisWeek,
      applications: applicationCounts.total,
      applicationsCurrent: applicationCounts.current,
      applicationsPrevious: applicationCounts.previous,
      views: viewCounts.total,
      viewsCurrent: viewCounts.current,
      viewsPrevious: viewCounts.previous,
    })
    .from(jobCounts)
    .crossJoin(applicationCounts)
    .crossJoin(viewCounts);
}

// The dashboard is the busiest page: its statements are prepared once per database.
const preparedCounts = preparedPerDb((db) =>
  countsQuery(db, {
    companyId: sql.placeholder("companyId"),
    now: sql.placeholder("now"),
    weekStart: sql.placeholder("weekStart"),
    previousStart: sql.placeholder("previousStart"),
  }).prepare("dashboard_counts"),
);

export async function dashboardCounts(db: Db, companyId: string, now = new Date()) {
  const [row] = await preparedCounts(db).execute({ companyId, ...trendWindows(now) });
  // Aggregates without GROUP BY always return one row.
  if (!row) throw new Error("dashboard counts returned no row");
  return row;
}

/** The company's newest jobs with their application counts, in one statement (returned unsent). */
export function recentJobs(db: Db, companyId: Param) {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      active: jobs.active,
      createdAt: jobs.createdAt,
      // Spelled out: in a one-table select Drizzle leaves columns unqualified, and a bare "id"
      // inside the subquery would be the application's own id.
      applicationsCount: sql<number>`(select count(*)::int from job_applications a where a.job_id = "jobs"."id")`,
    })
    .from(jobs)
    .where(eq(jobs.companyId, companyId))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(RECENT_JOBS_SHOWN);
}

const preparedRecent = preparedPerDb((db) =>
  recentJobs(db, sql.placeholder("companyId")).prepare("dashboard_recent_jobs"),
);

export function newestJobs(db: Db, companyId: string) {
  return preparedRecent(db).execute({ companyId });
}
