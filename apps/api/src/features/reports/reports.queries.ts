// The company's reports, read from the roll-ups the database keeps (job_daily_stats,
// application_milestones), never from the raw views: each query is scoped by the company's jobs
// and bounded by the period's days, which the roll-ups' indexes lead with.
import { APPLICATION_SOURCES, APPLICATION_STATUSES, type ApplicationSource } from "@pm/shared/applications";
import {
  type AdvancedReport,
  addDays,
  type BasicReport,
  type Breakdown,
  conversionPercent,
  type StatusCounts,
  TREND_WEEKS,
} from "@pm/shared/reports";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

const zeroCounts = (): StatusCounts => Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as StatusCounts;

/** The rows of a raw statement (PostgreSQL and PGlite both answer `{ rows }`). */
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Today's date in Brazil, as the roll-ups' days are. */
export async function todayInBrazil(db: Db): Promise<string> {
  const [row] = await rowsOf<{ today: string }>(
    db,
    sql`SELECT to_char((now() AT TIME ZONE 'America/Sao_Paulo')::date, 'YYYY-MM-DD') AS today`,
  );
  return row?.today ?? new Date().toISOString().slice(0, 10);
}

/** Per job of the company: views, applications and their statuses now, for applications made in the period. */
export async function basicReport(db: Db, companyId: string, from: string, to: string): Promise<BasicReport> {
  const jobs = await rowsOf<{ id: string; title: string; active: boolean; views: number; applications: number }>(
    db,
    sql`SELECT j.id, j.title, j.active,
        coalesce(sum(s.views), 0)::int AS views, coalesce(sum(s.applications), 0)::int AS applications
      FROM jobs j
      LEFT JOIN job_daily_stats s ON s.job_id = j.id AND s.day BETWEEN ${from}::date AND ${to}::date
      WHERE j.company_id = ${companyId}
      GROUP BY j.id, j.title, j.active, j.created_at
      ORDER BY j.created_at DESC, j.id DESC`,
  );
  const statuses = await rowsOf<{ job_id: string; status: string; n: number }>(
    db,
    sql`SELECT m.job_id, m.status, count(*)::int AS n
      FROM application_milestones m
      WHERE m.job_id IN (SELECT id FROM jobs WHERE company_id = ${companyId})
        AND m.applied_day BETWEEN ${from}::date AND ${to}::date AND m.status IS NOT NULL
      GROUP BY m.job_id, m.status`,
  );
  const totals = { views: 0, applications: 0, conversion: 0, byStatus: zeroCounts() };
  const rows = jobs.map((j) => {
    const byStatus = zeroCounts();
    for (const s of statuses) {
      if (s.job_id !== j.id) continue;
      byStatus[s.status as keyof StatusCounts] = s.n;
      totals.byStatus[s.status as keyof StatusCounts] += s.n;
    }
    totals.views += j.views;
    totals.applications += j.applications;
    return { ...j, conversion: conversionPercent(j.applications, j.views), byStatus };
  });
  totals.conversion = conversionPercent(totals.applications, totals.views);
  return { level: "basico", from, to, totals, jobs: rows };
}

const breakdown = (rows: { key: string | null; n: number }[]): Breakdown[] =>
  rows
    .flatMap((r) => (r.key === null ? [] : [{ key: r.key, n: r.n }]))
    .sort((a, b) => b.n - a.n || a.key.localeCompare(b.key));

/**
 * Everything the basic report holds, and the funnel, the median times to a first review and to an
 * approval, 12 weeks of trends, who applied and from where.
 */
export async function advancedReport(
  db: Db,
  companyId: string,
  from: string,
  to: string,
  today: string,
): Promise<AdvancedReport> {
  const basic = await basicReport(db, companyId, from, to);
  const inPeriod = sql`m.job_id IN (SELECT id FROM jobs WHERE company_id = ${companyId})
    AND m.applied_day BETWEEN ${from}::date AND ${to}::date`;
  const [funnel] = await rowsOf<AdvancedReport["funnel"] & { first_review: number | null; approval: number | null }>(
    db,
    sql`SELECT count(*)::int AS applied,
        count(m.reviewed_at)::int AS reviewed,
        count(m.approved_at)::int AS approved,
        count(m.rejected_at)::int AS rejected,
        count(m.withdrawn_at)::int AS withdrawn,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM m.reviewed_at - m.applied_at))
          FILTER (WHERE m.reviewed_at IS NOT NULL) / 3600 AS first_review,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM m.approved_at - m.applied_at))
          FILTER (WHERE m.approved_at IS NOT NULL) / 3600 AS approval
      FROM application_milestones m WHERE ${inPeriod}`,
  );
  // Twelve weeks, Monday first, the current week last, whatever the period.
  const lastMonday = sql`date_trunc('week', ${today}::date)::date`;
  const weekly = await rowsOf<{ week: string; views: number; applications: number }>(
    db,
    sql`SELECT to_char(w.week, 'YYYY-MM-DD') AS week,
        coalesce(sum(s.views), 0)::int AS views, coalesce(sum(s.applications), 0)::int AS applications
      FROM generate_series(${lastMonday} - ${(TREND_WEEKS - 1) * 7}::int, ${lastMonday}, interval '7 days') AS w(week)
      LEFT JOIN job_daily_stats s ON s.day >= w.week::date AND s.day < w.week::date + 7
        AND s.job_id IN (SELECT id FROM jobs WHERE company_id = ${companyId})
      GROUP BY w.week ORDER BY w.week`,
  );
  const dims = await rowsOf<{ dim: string; key: string | null; n: number }>(
    db,
    sql`SELECT d.dim, d.key, count(*)::int AS n FROM application_milestones m
      CROSS JOIN LATERAL (VALUES ('branch', m.branch), ('rank', m.rank), ('state', m.state),
        ('desiredArea', m.desired_area), ('source', m.source::text)) AS d(dim, key)
      WHERE ${inPeriod}
      GROUP BY d.dim, d.key`,
  );
  const of = (dim: string) => breakdown(dims.filter((d) => d.dim === dim));
  const sourceCounts = of("source");
  return {
    ...basic,
    level: "avancado",
    funnel: {
      applied: funnel?.applied ?? 0,
      reviewed: funnel?.reviewed ?? 0,
      approved: funnel?.approved ?? 0,
      rejected: funnel?.rejected ?? 0,
      withdrawn: funnel?.withdrawn ?? 0,
    },
    medianHours: {
      firstReview: roundHours(funnel?.first_review),
      approval: roundHours(funnel?.approval),
    },
    weekly: weekly.map((w) => ({ week: w.week, views: w.views, applications: w.applications })),
    applicants: { branch: of("branch"), rank: of("rank"), state: of("state"), desiredArea: of("desiredArea") },
    sources: APPLICATION_SOURCES.map((source: ApplicationSource) => ({
      source,
      n: sourceCounts.find((s) => s.key === source)?.n ?? 0,
    })),
  };
}

const roundHours = (hours: number | string | null | undefined) =>
  hours === null || hours === undefined ? null : Math.round(Number(hours) * 10) / 10;

/** The first day of the 12 weeks the trends cover (for tests and the page's caption). */
export const trendStart = (today: string) => {
  const d = new Date(`${today}T00:00:00Z`);
  const monday = addDays(today, -((d.getUTCDay() + 6) % 7));
  return addDays(monday, -(TREND_WEEKS - 1) * 7);
};
