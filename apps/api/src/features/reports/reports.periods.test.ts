// A period split into months and the days at its edges: every day counted exactly once, and a
// month the period mostly covers read whole, less the days it leaves out.
import { addDays } from "@pm/shared/reports";
import { describe, expect, it } from "vitest";
import { splitByMonths } from "./reports.periods";

/** Every day a split counts, months expanded to their days, less the days taken off. */
function daysCovered(from: string, to: string): string[] {
  const { months, days, minus } = splitByMonths(from, to);
  const out: string[] = [];
  for (const [a, b] of days) for (let d = a; d <= b; d = addDays(d, 1)) out.push(d);
  if (months) for (let d = months[0]; d.slice(0, 7) <= months[1].slice(0, 7); d = addDays(d, 1)) out.push(d);
  for (const [a, b] of minus) {
    for (let d = a; d <= b; d = addDays(d, 1)) {
      const at = out.indexOf(d);
      expect(at, `${d} taken off but not counted`).toBeGreaterThanOrEqual(0);
      out.splice(at, 1);
    }
  }
  return out.sort();
}

/** How many daily rows a split reads per key (what it costs). */
const dailyRows = (from: string, to: string) => {
  const { days, minus } = splitByMonths(from, to);
  return [...days, ...minus].reduce((n, [a, b]) => n + (Date.parse(b) - Date.parse(a)) / 86_400_000 + 1, 0);
};

describe("splitByMonths", () => {
  it.each([
    // 90 days to the 24th: 5 days of August (less than the 26 it would take off), September and
    // October whole, November whole less the 6 days after the 24th.
    [
      "2026-08-27",
      "2026-11-24",
      {
        months: ["2026-09-01", "2026-11-01"],
        days: [["2026-08-27", "2026-08-31"]],
        minus: [["2026-11-25", "2026-11-30"]],
      },
    ],
    // 90 days to the 30th: September whole less its 1st.
    [
      "2026-09-02",
      "2026-11-30",
      { months: ["2026-09-01", "2026-11-01"], days: [], minus: [["2026-09-01", "2026-09-01"]] },
    ],
    [
      "2026-10-26",
      "2026-11-24",
      {
        months: ["2026-11-01", "2026-11-01"],
        days: [["2026-10-26", "2026-10-31"]],
        minus: [["2026-11-25", "2026-11-30"]],
      },
    ],
    ["2026-10-01", "2026-10-31", { months: ["2026-10-01", "2026-10-01"], days: [], minus: [] }],
    ["2026-02-01", "2026-03-31", { months: ["2026-02-01", "2026-03-01"], days: [], minus: [] }],
    // 16 days of September are more than the 14 it leaves out.
    [
      "2026-09-15",
      "2026-10-31",
      { months: ["2026-09-01", "2026-10-01"], days: [], minus: [["2026-09-01", "2026-09-14"]] },
    ],
    [
      "2026-09-17",
      "2026-10-31",
      { months: ["2026-10-01", "2026-10-01"], days: [["2026-09-17", "2026-09-30"]], minus: [] },
    ],
    // Inside one month: the days, unless the month less its other days is fewer rows.
    ["2026-11-10", "2026-11-20", { months: null, days: [["2026-11-10", "2026-11-20"]], minus: [] }],
    [
      "2026-11-02",
      "2026-11-28",
      {
        months: ["2026-11-01", "2026-11-01"],
        days: [],
        minus: [
          ["2026-11-01", "2026-11-01"],
          ["2026-11-29", "2026-11-30"],
        ],
      },
    ],
    ["2026-11-24", "2026-11-24", { months: null, days: [["2026-11-24", "2026-11-24"]], minus: [] }],
    [
      "2025-12-31",
      "2026-01-01",
      {
        months: null,
        days: [
          ["2025-12-31", "2025-12-31"],
          ["2026-01-01", "2026-01-01"],
        ],
        minus: [],
      },
    ],
    [
      "2025-11-25",
      "2026-11-24",
      {
        months: ["2025-12-01", "2026-11-01"],
        days: [["2025-11-25", "2025-11-30"]],
        minus: [["2026-11-25", "2026-11-30"]],
      },
    ],
  ])("splits %s..%s", (from, to, expected) => {
    expect(splitByMonths(from, to)).toEqual(expected);
  });

  it.each([
    ["2026-08-27", "2026-11-24"],
    ["2024-02-10", "2024-03-31"],
    ["2024-01-31", "2024-03-01"],
    ["2025-11-25", "2026-11-24"],
    ["2026-11-02", "2026-11-28"],
    ["2026-11-16", "2026-11-16"],
    ["2024-02-15", "2024-02-29"],
  ])("counts each day of %s..%s once", (from, to) => {
    const expected: string[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) expected.push(d);
    expect(daysCovered(from, to)).toEqual(expected);
  });

  it("reads at most about half a month of days at each edge, whatever the day", () => {
    for (let to = "2026-01-01"; to <= "2026-12-31"; to = addDays(to, 1)) {
      for (const length of [7, 30, 90, 365]) {
        const from = addDays(to, -(length - 1));
        expect(dailyRows(from, to), `${from}..${to}`).toBeLessThanOrEqual(32);
        expect(daysCovered(from, to)).toHaveLength(length);
      }
    }
  });
});
