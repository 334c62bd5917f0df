import { format, formatDistanceToNow, parseISO } from "date-fns";
import { ptBR } from "date-fns/locale/pt-BR";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dateAndTime, dayMonthTime, hourMinute, longDate, parseIsoDate, relativeDate, shortDate } from "./dates";

// lib/dates.ts prints what date-fns printed before it (and still prints on the pages that use it):
// the same strings for the same moments, on whatever clock and time zone the machine has.

afterEach(() => vi.useRealTimers());

/** Moments from a fixed seed: seconds to years apart, month ends and leap days included. */
function moments(): string[] {
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const spans = [5, 50, 100, 3_000, 6_000, 90_000, 200_000, 2_600_000, 5_000_000, 40_000_000, 80_000_000, 400_000_000];
  const out = ["2024-02-29T12:00:00Z", "2026-01-31T23:59:59Z", "2026-03-31T00:00:00-03:00", "2026-11-22"];
  for (let i = 0; i < 400; i++) {
    const span = spans[i % spans.length] ?? 1;
    const offset = Math.round((next() * 2 - 0.2) * span * 1000);
    out.push(new Date(Date.UTC(2026, 10, 23, 12) - offset).toISOString());
  }
  return out;
}

describe("dates as date-fns printed them", () => {
  it("reads ISO dates and moments as parseISO does", () => {
    for (const iso of [...moments(), "2026-11-22T10:00:00", "2026-11-22T10:00:00.123+02:00"]) {
      expect(parseIsoDate(iso).getTime(), iso).toBe(parseISO(iso).getTime());
    }
    expect(() => parseIsoDate("amanhã")).toThrow(RangeError);
  });

  it("prints dates and times in the same patterns", () => {
    for (const iso of moments()) {
      const date = parseISO(iso);
      expect(shortDate(iso), iso).toBe(format(date, "dd/MM/yyyy"));
      expect(longDate(iso), iso).toBe(format(date, "d 'de' MMMM 'de' yyyy", { locale: ptBR }));
      expect(dateAndTime(iso), iso).toBe(format(date, "dd/MM/yyyy 'às' HH:mm"));
      expect(hourMinute(date), iso).toBe(format(date, "HH:mm"));
      expect(dayMonthTime(date), iso).toBe(format(date, "dd/MM HH:mm"));
    }
  });

  it("says how long ago (or how soon) in the same words", () => {
    vi.useFakeTimers();
    for (const now of ["2026-11-23T12:00:00Z", "2026-03-31T02:30:00Z", "2024-02-29T23:00:00Z"]) {
      vi.setSystemTime(new Date(now));
      for (const iso of moments()) {
        expect(relativeDate(iso), `${iso} at ${now}`).toBe(
          formatDistanceToNow(parseISO(iso), { addSuffix: true, locale: ptBR }),
        );
      }
    }
  });
});
