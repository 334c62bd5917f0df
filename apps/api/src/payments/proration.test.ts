import { describe, expect, it } from "vitest";
import { addMonth, applyCredit, prorate } from "./proration";

const start = new Date("2026-11-01T00:00:00Z");
const end = new Date("2026-12-01T00:00:00Z");
const at = (iso: string) => new Date(iso);
const HALFWAY = at("2026-11-16T00:00:00Z");
/** A change from `fromCents` to `toCents` a month, `when` in November's period, with `creditCents` held. */
const change = (fromCents: number, toCents: number, when: Date, creditCents?: number) =>
  prorate({ fromCents, toCents, periodStart: start, periodEnd: end, at: when, creditCents });

describe("prorate", () => {
  it("upgrading halfway charges half the difference", () => {
    const p = change(2990, 4990, HALFWAY);
    expect(p.unusedFraction).toBe(0.5);
    expect(p).toMatchObject({ unusedCents: 1495, remainingCents: 2495, amountDueCents: 1000, creditAfterCents: 0 });
  });

  it("downgrading halfway charges nothing and leaves the difference as credit", () => {
    const p = change(4990, 2990, HALFWAY);
    expect(p).toMatchObject({ amountDueCents: 0, creditAfterCents: 1000 });
  });

  it("existing credit pays an upgrade first", () => {
    const p = change(2990, 4990, HALFWAY, 300);
    expect(p).toMatchObject({ amountDueCents: 700, creditAfterCents: 0 });
    const covered = change(2990, 4990, start, 5000);
    expect(covered).toMatchObject({ amountDueCents: 0, creditAfterCents: 3000 });
  });

  it("at the very start the whole difference is due; at or after the end nothing", () => {
    expect(change(2990, 4990, start).amountDueCents).toBe(2000);
    expect(change(2990, 4990, end).amountDueCents).toBe(0);
    expect(change(2990, 4990, at("2027-01-01T00:00:00Z"))).toMatchObject({
      unusedFraction: 0,
      amountDueCents: 0,
      creditAfterCents: 0,
    });
  });

  it("rounds each side to whole centavos (a third of the period left)", () => {
    const tenDaysLeft = at("2026-11-21T00:00:00Z");
    const p = change(2990, 4990, tenDaysLeft);
    expect(p.unusedCents).toBe(997); // 2990 / 3 = 996.67
    expect(p.remainingCents).toBe(1663); // 4990 / 3 = 1663.33
    expect(p.amountDueCents).toBe(666);
  });

  it("cancelling outright credits the unused time", () => {
    const p = change(4990, 0, HALFWAY);
    expect(p).toMatchObject({ amountDueCents: 0, creditAfterCents: 2495 });
  });
});

describe("applyCredit", () => {
  it("pays a renewal from credit first", () => {
    expect(applyCredit(2990, 1000)).toEqual({ amountDueCents: 1990, creditAfterCents: 0 });
    expect(applyCredit(2990, 5000)).toEqual({ amountDueCents: 0, creditAfterCents: 2010 });
    expect(applyCredit(2990, 0)).toEqual({ amountDueCents: 2990, creditAfterCents: 0 });
  });
});

describe("addMonth", () => {
  it("keeps the day of the month, clamped to the month's last day", () => {
    expect(addMonth(at("2026-11-22T10:00:00Z")).toISOString()).toBe("2026-12-22T10:00:00.000Z");
    expect(addMonth(at("2027-01-31T10:00:00Z")).toISOString()).toBe("2027-02-28T10:00:00.000Z");
    expect(addMonth(at("2028-01-31T10:00:00Z")).toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(addMonth(at("2026-12-15T00:00:00Z")).toISOString()).toBe("2027-01-15T00:00:00.000Z");
  });
});
