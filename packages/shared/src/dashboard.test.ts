import { describe, expect, it } from "vitest";
import {
  activeJobsTrend,
  availableJobsText,
  conversionRate,
  conversionTrend,
  countTrend,
  dashboardTrends,
  planUsageText,
  usageBadge,
} from "./dashboard";

describe("conversionRate", () => {
  it("is the whole percent of views that became applications", () => {
    expect(conversionRate(1, 3)).toBe(33);
    expect(conversionRate(2, 3)).toBe(67);
    expect(conversionRate(1, 8)).toBe(13);
    expect(conversionRate(5, 5)).toBe(100);
  });

  it("is 0 without views", () => {
    expect(conversionRate(0, 0)).toBe(0);
    expect(conversionRate(4, 0)).toBe(0);
  });
});

describe("countTrend", () => {
  it("says there is nothing when the company has none", () => {
    expect(countTrend("candidatos", 0, { current: 0, previous: 0 })).toBe("sem candidatos");
    expect(countTrend("visualizações", 0, { current: 0, previous: 0 })).toBe("sem visualizações");
  });

  it("counts this week's when the previous week had none", () => {
    expect(countTrend("candidatos", 7, { current: 3, previous: 0 })).toBe("+3 esta semana");
  });

  it("compares with the previous week", () => {
    expect(countTrend("candidatos", 40, { current: 6, previous: 4 })).toBe("+2 (50%) vs. semana anterior");
    expect(countTrend("visualizações", 40, { current: 2, previous: 3 })).toBe("-1 (-33%) vs. semana anterior");
    expect(countTrend("visualizações", 40, { current: 0, previous: 5 })).toBe("-5 (-100%) vs. semana anterior");
  });

  it("says nothing changed when both weeks are equal, including two quiet weeks", () => {
    expect(countTrend("candidatos", 9, { current: 4, previous: 4 })).toBe("sem mudanças");
    expect(countTrend("candidatos", 9, { current: 0, previous: 0 })).toBe("sem mudanças");
  });
});

describe("activeJobsTrend", () => {
  it("reads 'Nenhuma vaga ativa' with no active job", () => {
    expect(activeJobsTrend(0, 0)).toBe("Nenhuma vaga ativa");
  });

  it("counts the active jobs created this week", () => {
    expect(activeJobsTrend(3, 2)).toBe("+2 esta semana");
    expect(activeJobsTrend(3, 0)).toBe("sem mudanças");
  });
});

describe("conversionTrend", () => {
  it("needs views in both weeks", () => {
    expect(conversionTrend({ current: 0, previous: 0 }, { current: 0, previous: 0 })).toBe("sem dados suficientes");
    expect(conversionTrend({ current: 1, previous: 0 }, { current: 10, previous: 0 })).toBe("sem dados suficientes");
    expect(conversionTrend({ current: 0, previous: 1 }, { current: 0, previous: 10 })).toBe("sem dados suficientes");
  });

  it("compares each week's own rate in percentage points", () => {
    // 3/20 = 15 % against 1/10 = 10 %: five points up, half as much again.
    expect(conversionTrend({ current: 3, previous: 1 }, { current: 20, previous: 10 })).toBe(
      "+5 (50%) vs. semana anterior",
    );
    expect(conversionTrend({ current: 1, previous: 2 }, { current: 10, previous: 10 })).toBe(
      "-10 (-50%) vs. semana anterior",
    );
    expect(conversionTrend({ current: 2, previous: 0 }, { current: 10, previous: 10 })).toBe("+20 esta semana");
    expect(conversionTrend({ current: 1, previous: 2 }, { current: 10, previous: 20 })).toBe("sem mudanças");
  });
});

describe("dashboardTrends", () => {
  it("gives each card its text", () => {
    expect(
      dashboardTrends({
        activeJobs: 2,
        activeJobsCreatedThisWeek: 1,
        applications: 5,
        views: 30,
        applicationWindows: { current: 3, previous: 2 },
        viewWindows: { current: 10, previous: 20 },
      }),
    ).toEqual({
      activeJobs: "+1 esta semana",
      applications: "+1 (50%) vs. semana anterior",
      views: "-10 (-50%) vs. semana anterior",
      conversion: "+20 (200%) vs. semana anterior",
    });
  });

  it("reads as empty for a company with nothing", () => {
    expect(
      dashboardTrends({
        activeJobs: 0,
        activeJobsCreatedThisWeek: 0,
        applications: 0,
        views: 0,
        applicationWindows: { current: 0, previous: 0 },
        viewWindows: { current: 0, previous: 0 },
      }),
    ).toEqual({
      activeJobs: "Nenhuma vaga ativa",
      applications: "sem candidatos",
      views: "sem visualizações",
      conversion: "sem dados suficientes",
    });
  });
});

describe("plan usage", () => {
  it("shows the cap, 5 while unknown, or unlimited", () => {
    expect(availableJobsText(10)).toBe("de 10 disponíveis");
    expect(availableJobsText(undefined)).toBe("de 5 disponíveis");
    expect(availableJobsText(null)).toBe("Vagas ilimitadas");
  });

  it("turns the badge to warning at 80 % and destructive at 100 %", () => {
    expect(usageBadge(3, 5)).toEqual({ variant: "secondary", text: "3/5 vagas" });
    expect(usageBadge(4, 5)).toEqual({ variant: "warning", text: "4/5 vagas" });
    expect(usageBadge(7, 10)).toEqual({ variant: "secondary", text: "7/10 vagas" });
    expect(usageBadge(8, 10)).toEqual({ variant: "warning", text: "8/10 vagas" });
    expect(usageBadge(5, 5)).toEqual({ variant: "destructive", text: "5/5 vagas" });
    expect(usageBadge(6, 5)).toEqual({ variant: "destructive", text: "6/5 vagas" });
    expect(usageBadge(0, undefined)).toEqual({ variant: "secondary", text: "0/5 vagas" });
  });

  it("counts active jobs without a cap", () => {
    expect(usageBadge(40, null)).toEqual({ variant: "secondary", text: "40 vagas ativas" });
    expect(usageBadge(1, null)).toEqual({ variant: "secondary", text: "1 vaga ativa" });
  });

  it("writes the plan box line", () => {
    expect(planUsageText(2, 5)).toBe("2 de 5 vagas utilizadas");
    expect(planUsageText(0, undefined)).toBe("0 de 5 vagas utilizadas");
    expect(planUsageText(12, null)).toBe("12 vagas utilizadas (ilimitadas)");
  });
});
