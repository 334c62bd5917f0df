// A period split into whole months and the days at its edges: every day in exactly one part.
import { addDays } from "@pm/shared/reports";
import { describe, expect, it } from "vitest";
import { splitByMonths } from "./reports.periods";

/** Every day a split covers, months expanded to their days. */
function daysCovered(from: string, to: string): string[] {
  const { months, days } = splitByMonths(from, to);
  const out: string[] = [];
  for (const [a, b] of days) for (let d = a; d <= b; d = addDays(d, 1)) out.push(d);
  if (months) for (let d = months[0]; d.slice(0, 7) <= months[1].slice(0, 7); d = addDays(d, 1)) out.push(d);
  return out.sort();
}

describe("splitByMonths", () => {
  it.each([
    [
      "2026-08-27",
      "2026-11-24",
      {
        months: ["2026-09-01", "2026-10-01"],
        days: [
          ["2026-08-27", "2026-08-31"],
          ["2026-11-01", "2026-11-24"],
        ],
      },
    ],
    ["2026-10-26", "2026-11-24", { months: null, days: [["2026-10-26", "2026-11-24"]] }],
    ["2026-10-01", "2026-10-31", { months: ["2026-10-01", "2026-10-01"], days: [] }],
    ["2026-02-01", "2026-03-31", { months: ["2026-02-01", "2026-03-01"], days: [] }],
    ["2026-10-01", "2026-11-24", { months: ["2026-10-01", "2026-10-01"], days: [["2026-11-01", "2026-11-24"]] }],
    ["2026-09-15", "2026-10-31", { months: ["2026-10-01", "2026-10-01"], days: [["2026-09-15", "2026-09-30"]] }],
    ["2026-11-24", "2026-11-24", { months: null, days: [["2026-11-24", "2026-11-24"]] }],
    ["2025-12-31", "2026-01-01", { months: null, days: [["2025-12-31", "2026-01-01"]] }],
    [
      "2025-11-25",
      "2026-11-24",
      {
        months: ["2025-12-01", "2026-10-01"],
        days: [
          ["2025-11-25", "2025-11-30"],
          ["2026-11-01", "2026-11-24"],
        ],
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
  ])("covers each day of %s..%s once", (from, to) => {
    const expected: string[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) expected.push(d);
    expect(daysCovered(from, to)).toEqual(expected);
  });
});
