// A period read from the roll-ups: its months from the monthly tables, the days at its edges from
// the daily ones (periodRows, in reports.queries.ts). Both sides sum the same events, so the total
// is the period's. A month the period covers for the most part is read whole, less the days it
// leaves out: the fewer daily rows either way (a 90-day period starting on the 2nd reads one day
// less, not 29 days more).
import { addDays } from "@pm/shared/reports";

export interface PeriodParts {
  /** The first and last month read whole (their first days), or null when none is. */
  months: [string, string] | null;
  /** Day ranges read besides those months (none, one or two). */
  days: [string, string][];
  /** Day ranges of those months outside the period, taken off their totals. */
  minus: [string, string][];
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const firstOfNextMonth = (day: string) => {
  const d = new Date(`${firstOfMonth(day)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};
const lastOfMonth = (day: string) => addDays(firstOfNextMonth(day), -1);
const daysIn = ([a, b]: [string, string]) =>
  (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000 + 1;
const total = (ranges: [string, string][]) => ranges.reduce((n, r) => n + daysIn(r), 0);

/** [from, to] (YYYY-MM-DD, inclusive) split into months and the days around them. */
export function splitByMonths(from: string, to: string): PeriodParts {
  const months: string[] = [];
  const days: [string, string][] = [];
  const minus: [string, string][] = [];
  for (let month = firstOfMonth(from); month <= to; month = firstOfNextMonth(month)) {
    const end = lastOfMonth(month);
    const inside: [string, string] = [from > month ? from : month, to < end ? to : end];
    const outside: [string, string][] = [];
    if (inside[0] > month) outside.push([month, addDays(inside[0], -1)]);
    if (inside[1] < end) outside.push([addDays(inside[1], 1), end]);
    if (outside.length > 0 && daysIn(inside) <= total(outside)) {
      days.push(inside);
      continue;
    }
    months.push(month);
    minus.push(...outside);
  }
  const [first, last] = [months[0], months.at(-1)];
  return { months: first && last ? [first, last] : null, days, minus };
}
