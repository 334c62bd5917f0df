// The company's reports, read from the roll-ups the database keeps (per day and per month: see
// reports.periods.ts), never from the raw views or applications: each query is scoped by the
// company or its jobs and bounded by the period, which the roll-ups' keys lead with.
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
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { interviewReport } from "../interviews/interviews.public";
import { splitByMonths } from "./reports.periods";

type Rollup = "job_stats" | "company_facts";
const TABLES: Record<Rollup, { daily: string; monthly: string }> = {
  job_stats: { daily: "job_daily_stats", monthly: "job_monthly_stats" },
  company_facts: { daily: "company_daily_facts", monthly: "company_monthly_facts" },
};

/**
 * The rows of a roll-up for the period, as one `UNION ALL` of its monthly and daily parts: the
 * `keys` and `values` columns (shared by both tables) of the rows that match `scope`, the values
 * negated on the days a month read whole leaves out, so that summing them gives the period's.
 */
function periodRows(rollup: Rollup, keys: string[], values: string[], scope: SQL, from: string, to: string): SQL {
  const { daily, monthly } = TABLES[rollup];
  const parts = splitByMonths(from, to);
  const columns = (sign: "" | "-") => sql.raw([...keys, ...values.map((v) => `${sign}${v} AS ${v}`)].join(", "));
  const dayRows = (sign: "" | "-", [a, b]: [string, string]) =>
    sql`SELECT ${columns(sign)} FROM ${sql.identifier(daily)} WHERE ${scope} AND day BETWEEN ${a}::date AND ${b}::date`;
  const selects = [
    ...parts.days.map((range) => dayRows("", range)),
    ...parts.minus.map((range) => dayRows("-", range)),
  ];
  if (parts.months) {
    const [a, b] = parts.months;
    selects.push(
      sql`SELECT ${columns("")} FROM ${sql.identifier(monthly)} WHERE ${scope} AND month BETWEEN ${a}::date AND ${b}::date`,
    );
  }
  return sql.join(selects, sql` UNION ALL `);
}

const JOB_STATS = ["views", "applications", "pendente", "em_analise", "aprovado", "rejeitado"];

/** The rows of a roll-up kept per job, for the company's jobs. */
const ofCompanyJobs = (companyId: string) => sql`job_id IN (SELECT id FROM jobs WHERE company_id = ${companyId})`;

const zeroCounts = (): StatusCounts => Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as StatusCounts;

/** The rows of a raw statement (PostgreSQL and PGlite both answer `{ rows }`). */
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const BRAZIL_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" });

/** Today's date in Brazil (YYYY-MM-DD), as the roll-ups' days are. */
export const todayInBrazil = (now = new Date()) => BRAZIL_DAY.format(now);

/** Per job of the company: views, applications and their statuses now, for applications made in the period. */
export async function basicReport(db: Db, companyId: string, from: string, to: string): Promise<BasicReport> {
  // Each job sums its own roll-up rows (a lateral read by the roll-ups' key, job first): half the
  // work of one union over every job of the company joined and grouped back onto the jobs.
  const jobs = await rowsOf<
    { id: string; title: string; active: boolean; views: number; applications: number } & StatusCounts
  >(
    db,
    sql`SELECT j.id, j.title, j.active,
        coalesce(s.views, 0)::int AS views, coalesce(s.applications, 0)::int AS applications,
        coalesce(s.pendente, 0)::int AS pendente, coalesce(s.em_analise, 0)::int AS em_analise,
        coalesce(s.aprovado, 0)::int AS aprovado, coalesce(s.rejeitado, 0)::int AS rejeitado
      FROM jobs j
      LEFT JOIN LATERAL (
        SELECT sum(views) AS views, sum(applications) AS applications, sum(pendente) AS pendente,
          sum(em_analise) AS em_analise, sum(aprovado) AS aprovado, sum(rejeitado) AS rejeitado
        FROM (${periodRows("job_stats", [], JOB_STATS, sql`job_id = j.id`, from, to)}) u
      ) s ON true
      WHERE j.company_id = ${companyId}
      ORDER BY j.created_at DESC, j.id DESC`,
  );
  const totals = { views: 0, applications: 0, conversion: 0, byStatus: zeroCounts() };
  const rows = jobs.map(({ id, title, active, views, applications, ...counts }) => {
    const byStatus = zeroCounts();
    for (const status of APPLICATION_STATUSES) {
      byStatus[status] = counts[status];
      totals.byStatus[status] += counts[status];
    }
    totals.views += views;
    totals.applications += applications;
    return { id, title, active, views, applications, conversion: conversionPercent(applications, views), byStatus };
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
  // Four independent reads, sent together: a report waits for the slowest, not for their sum.
  const first = trendStart(today);
  const [basic, facts, byWeek, interviews] = await Promise.all([
    basicReport(db, companyId, from, to),
    rowsOf<{ key: string; n: number }>(
      db,
      sql`SELECT key, sum(n)::int AS n
        FROM (${periodRows("company_facts", ["key"], ["n"], sql`company_id = ${companyId}`, from, to)}) f
        GROUP BY key HAVING sum(n) > 0`,
    ),
    // Twelve weeks, Monday first, the current week last, whatever the period: the days read by
    // the roll-up's key (job, day), grouped by their week's number from the first Monday (integer
    // arithmetic on dates, half the cost of formatting each row's week), the weeks without
    // activity filled with zeros.
    rowsOf<{ week: number; views: number; applications: number }>(
      db,
      sql`SELECT (s.day - ${first}::date) / 7 AS week,
          sum(s.views)::int AS views, sum(s.applications)::int AS applications
        FROM job_daily_stats s
        WHERE ${ofCompanyJobs(companyId)}
          AND s.day BETWEEN ${first}::date AND ${today}::date
        GROUP BY 1`,
    ),
    // The period's Brazilian days, as instants: Brasília keeps UTC−3 all year.
    interviewReport(db, companyId, new Date(`${from}T03:00:00Z`), new Date(`${addDays(to, 1)}T03:00:00Z`)),
  ]);
  const fact = (key: string) => facts.find((f) => f.key === key)?.n ?? 0;
  const prefixed = (prefix: string) =>
    breakdown(facts.filter((f) => f.key.startsWith(prefix)).map((f) => ({ key: f.key.slice(prefix.length), n: f.n })));
  const weekly = Array.from({ length: TREND_WEEKS }, (_, i) => {
    const found = byWeek.find((w) => Number(w.week) === i);
    return { week: addDays(first, i * 7), views: found?.views ?? 0, applications: found?.applications ?? 0 };
  });
  return {
    ...basic,
    level: "avancado",
    funnel: {
      applied: fact("applied"),
      reviewed: fact("reviewed"),
      approved: fact("approved"),
      rejected: fact("rejected"),
      withdrawn: fact("withdrawn"),
    },
    medianHours: {
      firstReview: medianOfBuckets(prefixed("review_h:")),
      approval: medianOfBuckets(prefixed("approval_h:")),
    },
    weekly,
    applicants: {
      branch: prefixed("branch:"),
      rank: prefixed("rank:"),
      state: prefixed("state:"),
      desiredArea: prefixed("area:"),
    },
    sources: APPLICATION_SOURCES.map((source: ApplicationSource) => ({ source, n: fact(`source:${source}`) })),
    interviews,
  };
}

/**
 * The median of durations counted in hour buckets (an hour wide below 72 h, a day wide from there):
 * the middle of the bucket that holds the middle duration; null with none.
 */
export function medianOfBuckets(buckets: Breakdown[]): number | null {
  const sorted = buckets.map((b) => ({ start: Number(b.key), n: b.n })).sort((a, b) => a.start - b.start);
  const total = sorted.reduce((sum, b) => sum + b.n, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const b of sorted) {
    seen += b.n;
    if (seen * 2 >= total) return b.start + (b.start < 72 ? 0.5 : 12);
  }
  return null;
}

/** The first day of the 12 weeks the trends cover (for tests and the page's caption). */
export const trendStart = (today: string) => {
  const d = new Date(`${today}T00:00:00Z`);
  const monday = addDays(today, -((d.getUTCDay() + 6) % 7));
  return addDays(monday, -(TREND_WEEKS - 1) * 7);
};
