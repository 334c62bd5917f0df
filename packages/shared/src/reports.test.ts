import { describe, expect, it } from "vitest";
import {
  addDays,
  conversionPercent,
  exportQuerySchema,
  REPORT_LEVEL,
  reportMessages,
  reportQuerySchema,
  reportRange,
} from "./reports";

describe("report periods", () => {
  it("count today and the days before it, inclusive", () => {
    const today = "2026-03-01";
    expect(reportRange(reportQuerySchema.parse({ period: "7" }), today)).toEqual({ from: "2026-02-23", to: today });
    expect(reportRange(reportQuerySchema.parse({}), today)).toEqual({ from: "2026-01-31", to: today });
    expect(reportRange(reportQuerySchema.parse({ period: "90" }), today)).toEqual({ from: "2025-12-02", to: today });
    expect(
      reportRange(reportQuerySchema.parse({ period: "personalizado", from: "2026-01-10", to: "2026-01-10" }), today),
    ).toEqual({ from: "2026-01-10", to: "2026-01-10" });
  });

  it("move across months and leap days", () => {
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("refuse what is not a period, with the reason in pt-BR", () => {
    const issue = (input: unknown) => reportQuerySchema.safeParse(input).error?.issues[0]?.message;
    expect(issue({ period: "15" })).toBe(reportMessages.periodInvalid);
    expect(issue({ period: "personalizado", from: "2026-01-01" })).toBe(reportMessages.dateInvalid);
    expect(issue({ period: "personalizado", from: "2026-01-02", to: "2026-01-01" })).toBe(reportMessages.rangeInvalid);
    // 366 days at most, both ends counted.
    expect(issue({ period: "personalizado", from: "2024-12-31", to: "2026-01-01" })).toBe(reportMessages.rangeTooLong);
    expect(issue({ period: "personalizado", from: "2025-01-01", to: "2026-01-01" })).toBeUndefined();
    expect(issue({ period: "7", extra: "1" })).toBeDefined();
    expect(exportQuerySchema.safeParse({ period: "7", format: "pdf" }).error?.issues[0]?.message).toBe(
      reportMessages.formatInvalid,
    );
  });
});

describe("report figures", () => {
  it("write conversion as a percentage with one decimal, 0 with no views", () => {
    expect(conversionPercent(2, 5)).toBe(40);
    expect(conversionPercent(1, 3)).toBe(33.3);
    expect(conversionPercent(3, 0)).toBe(0);
  });

  it("give Parceiro nothing, Plus the basic reports, Pro and Enterprise the advanced", () => {
    expect(REPORT_LEVEL).toEqual({ parceiro: "nenhum", plus: "basico", pro: "avancado", enterprise: "avancado" });
  });
});
