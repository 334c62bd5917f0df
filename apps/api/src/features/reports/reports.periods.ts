// A period read from the roll-ups: its whole months from the monthly tables, the days at its edges
// from the daily ones. Both sides sum the same events, so the total is the period's.
import { addDays } from "@pm/shared/reports";
import { type SQL, sql } from "drizzle-orm";

export interface PeriodParts {
  /** The first and last whole month (their first days), or null when the period has none. */
  months: [string, string] | null;
  /** Day ranges outside those months (none, one or two). */
  days: [string, string][];
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const firstOfNextMonth = (day: string) => {
  const d = new Date(`${firstOfMonth(day)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};

/** [from, to] (YYYY-MM-DD, inclusive) split into whole months and the days around them. */
export function splitByMonths(from: string, to: string): PeriodParts {
  const start = from.endsWith("-01") ? from : firstOfNextMonth(from);
  const end = firstOfNextMonth(to) === addDays(to, 1) ? firstOfNextMonth(to) : firstOfMonth(to); // exclusive
  if (start >= end) return { months: null, days: [[from, to]] };
  const days: [string, string][] = [];
  if (from < start) days.push([from, addDays(start, -1)]);
  if (end <= to) days.push([end, to]);
  const lastMonth = firstOfMonth(addDays(end, -1));
  return { months: [start, lastMonth], days };
}

type Rollup = "job_stats" | "company_facts";
const TABLES: Record<Rollup, { daily: string; monthly: string }> = {
  job_stats: { daily: "job_daily_stats", monthly: "job_monthly_stats" },
  company_facts: { daily: "company_daily_facts", monthly: "company_monthly_facts" },
};

/**
 * The rows of a roll-up for the period, as one `UNION ALL` of its monthly and daily parts:
 * `columns` (shared by both tables) of the rows that match `scope`.
 */
export function periodRows(rollup: Rollup, columns: SQL, scope: SQL, from: string, to: string): SQL {
  const { daily, monthly } = TABLES[rollup];
  const parts = splitByMonths(from, to);
  const selects = parts.days.map(
    ([a, b]) =>
      sql`SELECT ${columns} FROM ${sql.identifier(daily)} WHERE ${scope} AND day BETWEEN ${a}::date AND ${b}::date`,
  );
  if (parts.months) {
    const [a, b] = parts.months;
    selects.push(
      sql`SELECT ${columns} FROM ${sql.identifier(monthly)} WHERE ${scope} AND month BETWEEN ${a}::date AND ${b}::date`,
    );
  }
  return sql.join(selects, sql` UNION ALL `);
}
