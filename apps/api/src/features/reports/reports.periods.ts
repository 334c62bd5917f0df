// A period read from the roll-ups: its whole months from the monthly tables, the days at its edges
// from the daily ones (periodRows, in reports.queries.ts). Both sides sum the same events, so the
// total is the period's.
import { addDays } from "@pm/shared/reports";

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
