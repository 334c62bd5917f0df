import { describe, expect, it } from "vitest";
import {
  activeJobsTrend,
  availableJobsText,
  conversionRate,
  conversionTrend,
  countTrend,
  dashboardStats,
  planUsageText,
  TRENDS_NOTE,
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

  it("never reads above 100 %: 2 applications and 1 view is not 200 %", () => {
    expect(conversionRate(2, 1)).toBe(100);
    expect(conversionRate(7, 3)).toBe(100);
  });
});

describe("countTrend", () => {
  it("says there is nothing when the company has none", () => {
    expect(countTrend("candidatos", { now: 0, weekAgo: 0 })).toBe("sem candidatos");
    expect(countTrend("visualizações", { now: 0, weekAgo: 0 })).toBe("sem visualizações");
  });

  it("counts this week's when there were none 7 days ago", () => {
    expect(countTrend("candidatos", { now: 3, weekAgo: 0 })).toBe("+3 esta semana");
  });

  it("compares the total with the total 7 days ago", () => {
    expect(countTrend("candidatos", { now: 6, weekAgo: 4 })).toBe("+2 (50%) vs. semana anterior");
    expect(countTrend("visualizações", { now: 40, weekAgo: 30 })).toBe("+10 (33%) vs. semana anterior");
    // Rows can leave (a withdrawn application, a deleted job): a drop carries its sign.
    expect(countTrend("candidatos", { now: 2, weekAgo: 3 })).toBe("-1 (-33%) vs. semana anterior");
  });

  it("says nothing changed when nothing came in this week", () => {
    expect(countTrend("candidatos", { now: 9, weekAgo: 9 })).toBe("sem mudanças");
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
  it("needs views 7 days ago", () => {
    expect(conversionTrend({ now: 0, weekAgo: 0 }, { now: 0, weekAgo: 0 })).toBe("sem dados suficientes");
    expect(conversionTrend({ now: 1, weekAgo: 0 }, { now: 10, weekAgo: 0 })).toBe("sem dados suficientes");
  });

  it("compares the rate now with the rate 7 days ago, in percentage points only", () => {
    // 3/20 = 15 % against 1/10 = 10 %: five points up.
    expect(conversionTrend({ now: 3, weekAgo: 1 }, { now: 20, weekAgo: 10 })).toBe("+5 p.p. vs. semana anterior");
    // 2/20 = 10 % against 2/10 = 20 %: views came in, applications did not.
    expect(conversionTrend({ now: 2, weekAgo: 2 }, { now: 20, weekAgo: 10 })).toBe("-10 p.p. vs. semana anterior");
    // 0 % a week ago is a rate like any other: points, not "esta semana".
    expect(conversionTrend({ now: 2, weekAgo: 0 }, { now: 10, weekAgo: 10 })).toBe("+20 p.p. vs. semana anterior");
    expect(conversionTrend({ now: 2, weekAgo: 1 }, { now: 20, weekAgo: 10 })).toBe("sem mudanças");
  });

  it("reads a rate that doubled from 6 % to 12 % as '+6 p.p.', never '+6 (100%)'", () => {
    const trend = conversionTrend({ now: 12, weekAgo: 3 }, { now: 100, weekAgo: 50 });
    expect(trend).toBe("+6 p.p. vs. semana anterior");
    expect(trend).not.toContain("%");
  });
});

/** The change a trend text states, or 0 for the texts that state none. */
function stated(trend: string): number {
  const m = trend.match(/^([+-]\d+) /);
  return m ? Number(m[1]) : 0;
}

describe("dashboardStats", () => {
  it("gives each card its figure and its text", () => {
    expect(
      dashboardStats({
        activeJobs: 2,
        activeJobsCreatedThisWeek: 1,
        applications: { now: 6, weekAgo: 3 },
        views: { now: 35, weekAgo: 25 },
      }),
    ).toEqual({
      activeJobs: 2,
      applications: 6,
      views: 35,
      conversionRate: 17,
      trends: {
        activeJobs: "+1 esta semana",
        applications: "+3 (100%) vs. semana anterior",
        views: "+10 (40%) vs. semana anterior",
        // 6/35 = 17 % against 3/25 = 12 %: the counts keep both changes, the rate its points.
        conversion: "+5 p.p. vs. semana anterior",
      },
    });
  });

  it("reads as empty for a company with nothing", () => {
    expect(
      dashboardStats({
        activeJobs: 0,
        activeJobsCreatedThisWeek: 0,
        applications: { now: 0, weekAgo: 0 },
        views: { now: 0, weekAgo: 0 },
      }),
    ).toEqual({
      activeJobs: 0,
      applications: 0,
      views: 0,
      conversionRate: 0,
      trends: {
        activeJobs: "Nenhuma vaga ativa",
        applications: "sem candidatos",
        views: "sem visualizações",
        conversion: "sem dados suficientes",
      },
    });
  });

  it("shows 2 applications and 1 view as 100 %, never 200 %", () => {
    const stats = dashboardStats({
      activeJobs: 1,
      activeJobsCreatedThisWeek: 1,
      applications: { now: 2, weekAgo: 0 },
      views: { now: 1, weekAgo: 0 },
    });
    expect(stats.conversionRate).toBe(100);
    expect(stats.trends.conversion).toBe("sem dados suficientes");
  });

  it("shows 0 % with applications but no views", () => {
    const stats = dashboardStats({
      activeJobs: 1,
      activeJobsCreatedThisWeek: 0,
      applications: { now: 2, weekAgo: 1 },
      views: { now: 0, weekAgo: 0 },
    });
    expect(stats.conversionRate).toBe(0);
    expect(stats.views).toBe(0);
    expect(stats.trends).toMatchObject({ views: "sem visualizações", conversion: "sem dados suficientes" });
  });

  it("never puts '+19 (317%)' beside a 15 % rate: the trend is the headline's own change", () => {
    // This week 5 of 20 views became applications, the week before 1 of 16, and earlier 3 of 24:
    // 15 % in all. Week against week read '+19 (317%)' (25 % against 6 %) beside that 15 %.
    const stats = dashboardStats({
      activeJobs: 2,
      activeJobsCreatedThisWeek: 0,
      applications: { now: 9, weekAgo: 4 },
      views: { now: 60, weekAgo: 40 },
    });
    expect(stats.conversionRate).toBe(15);
    // 15 % now against 4/40 = 10 % seven days ago.
    expect(stats.trends.conversion).toBe("+5 p.p. vs. semana anterior");
    expect(stats.trends.applications).toBe("+5 (125%) vs. semana anterior");
    expect(stats.trends.views).toBe("+20 (50%) vs. semana anterior");
  });

  it("always leaves last week's own figure when the trend's change is taken from the headline", () => {
    for (let weekAgoViews = 0; weekAgoViews <= 10; weekAgoViews++) {
      for (let newViews = 0; newViews <= 10; newViews++) {
        for (let weekAgoApplications = 0; weekAgoApplications <= weekAgoViews; weekAgoApplications++) {
          for (let newApplications = 0; newApplications <= newViews; newApplications++) {
            const applications = { now: weekAgoApplications + newApplications, weekAgo: weekAgoApplications };
            const views = { now: weekAgoViews + newViews, weekAgo: weekAgoViews };
            const stats = dashboardStats({ activeJobs: 1, activeJobsCreatedThisWeek: 0, applications, views });
            expect(stats.conversionRate).toBeLessThanOrEqual(100);
            expect(stats.applications - stated(stats.trends.applications)).toBe(applications.weekAgo);
            if (stats.views > 0) expect(stats.views - stated(stats.trends.views)).toBe(views.weekAgo);
            if (views.weekAgo > 0) {
              expect(stats.conversionRate - stated(stats.trends.conversion)).toBe(
                conversionRate(applications.weekAgo, views.weekAgo),
              );
            }
          }
        }
      }
    }
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

describe("edges", () => {
  it("a cap of 0 is full", () => {
    expect(usageBadge(0, 0)).toEqual({ variant: "destructive", text: "0/0 vagas" });
  });

  it("says over which windows the figures are counted", () => {
    expect(TRENDS_NOTE).toBe(
      "Candidatos, visualizações e taxa de conversão somam todo o histórico; cada variação compara com o total de 7 dias atrás.",
    );
  });
});
