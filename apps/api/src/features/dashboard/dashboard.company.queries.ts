import { RECENT_JOBS_SHOWN, TREND_WINDOW_DAYS } from "@pm/shared/dashboard";
import { desc, eq, type Placeholder, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { jobApplications, jobs, jobViews } from "../../db/schema/jobs";
import { isExpired, openJob } from "../../entitlements/open-jobs.queries";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment the trends compare with: 7 days before `now`. */
function trendWindow(now: Date) {
  return { weekStart: new Date(now.getTime() - TREND_WINDOW_DAYS * DAY_MS).toISOString() };
}

type Param = string | Placeholder;
interface CountsParams {
  companyId: Param;
  weekStart: Param;
}

/**
 * Every count the dashboard shows, for one company, in ONE statement whatever its number of jobs:
 * three aggregates (jobs; applications ⋈ jobs; views ⋈ jobs) cross-joined into one row. Each
 * count comes twice: all time, and up to 7 days ago, from the same rows, so a trend is always the
 * headline's own change. The
 * applications and views are reached through the company's jobs and counted on their
 * (job_id, applied_at) and (job_id, viewed_at) indexes. Returned unsent, so the API bench can
 * replay the very same SQL (scripts/bench-api.mjs).
 */
export function dashboardCountsQuery(db: Db, companyId: string, now = new Date()) {
  return countsQuery(db, { companyId, ...trendWindow(now) });
}

function countsQuery(db: Db, p: CountsParams) {
  const weekStart = sql`${p.weekStart}::timestamptz`;
  const companyId = p.companyId;
  const byWeekStart = (column: typeof jobApplications.appliedAt | typeof jobViews.viewedAt) =>
    sql`${column} <= ${weekStart}`;

  const jobCounts = db
    .select({
      total: sql<number>`count(*)::int`.as("total_jobs"),
      // Open jobs, what the plan's cap counts: an expired job is not active until renewed.
      active: sql<number>`count(*) filter (where ${openJob})::int`.as("active_jobs"),
      activeThisWeek: sql<number>`count(*) filter (where ${openJob} and ${jobs.createdAt} > ${weekStart})::int`.as(
        "active_this_week",
      ),
    })
    .from(jobs)
    .where(eq(jobs.companyId, companyId))
    .as("job_counts");

  const applicationCounts = db
    .select({
      total: sql<number>`count(*)::int`.as("applications"),
      weekAgo: sql<number>`count(*) filter (where ${byWeekStart(jobApplications.appliedAt)})::int`.as(
        "applications_week_ago",
      ),
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobs.companyId, companyId))
    .as("application_counts");

  const viewCounts = db
    .select({
      total: sql<number>`count(*)::int`.as("views"),
      weekAgo: sql<number>`count(*) filter (where ${byWeekStart(jobViews.viewedAt)})::int`.as("views_week_ago"),
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
      applicationsWeekAgo: applicationCounts.weekAgo,
      views: viewCounts.total,
      viewsWeekAgo: viewCounts.weekAgo,
    })
    .from(jobCounts)
    .crossJoin(applicationCounts)
    .crossJoin(viewCounts);
}

// The dashboard is the busiest page: its statements are prepared once per database.
const preparedCounts = preparedPerDb((db) =>
  countsQuery(db, {
    companyId: sql.placeholder("companyId"),
    weekStart: sql.placeholder("weekStart"),
  }).prepare("dashboard_counts"),
);

export async function dashboardCounts(db: Db, companyId: string, now = new Date()) {
  const [row] = await preparedCounts(db).execute({ companyId, ...trendWindow(now) });
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
      expired: isExpired,
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
