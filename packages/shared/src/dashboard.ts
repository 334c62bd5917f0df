// Pure rules of the company dashboard (/empresa): conversion rate, the trend text under each stat
// card, the plan usage badge and the plan box. The API computes the texts with these functions and
// the web shows them as they come, so both read the same rules.
import { DEFAULT_JOB_LIMIT } from "./plans";

/** Trends compare the last 7 days with the 7 days before them. */
export const TREND_WINDOW_DAYS = 7;
/** How many of the newest jobs the dashboard lists. */
export const RECENT_JOBS_SHOWN = 3;

/** A count over the last 7 days (`current`) and over the 7 days before them (`previous`). */
export interface WindowCounts {
  current: number;
  previous: number;
}

/** Whole percent of views that became applications: round(applications / views × 100), 0 without views. */
export function conversionRate(applications: number, views: number): number {
  if (views <= 0) return 0;
  return Math.round((applications / views) * 100);
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * The change from the previous week to this one, when both weeks have something to compare:
 * 'sem mudanças' when equal, '+{n} esta semana' when the previous week had nothing (no base for a
 * percentage), else '+{d} ({p}%) vs. semana anterior' with d = current − previous and
 * p = round(d / previous × 100). A drop carries its own sign: '-2 (-40%) vs. semana anterior'.
 */
function weekOverWeek(current: number, previous: number): string {
  const d = current - previous;
  if (d === 0) return "sem mudanças";
  if (previous === 0) return `${signed(d)} esta semana`;
  const p = Math.round((d / previous) * 100);
  return `${signed(d)} (${p}%) vs. semana anterior`;
}

/**
 * Trend of a counted thing (Candidatos: 'candidatos', Visualizações: 'visualizações'):
 * - 'sem {thing}' when the company has none at all;
 * - otherwise the week-over-week change of the counts in each window (see weekOverWeek), which is
 *   'sem mudanças' when neither week had any.
 */
export function countTrend(thing: string, total: number, windows: WindowCounts): string {
  if (total <= 0) return `sem ${thing}`;
  return weekOverWeek(windows.current, windows.previous);
}

/**
 * Trend of Vagas Ativas: 'Nenhuma vaga ativa' when none is active; '+{n} esta semana' when n of the
 * active jobs were created in the last 7 days; else 'sem mudanças'.
 */
export function activeJobsTrend(activeJobs: number, activeCreatedThisWeek: number): string {
  if (activeJobs <= 0) return "Nenhuma vaga ativa";
  if (activeCreatedThisWeek > 0) return `+${activeCreatedThisWeek} esta semana`;
  return "sem mudanças";
}

/**
 * Trend of Taxa de Conversão, comparing each week's own rate (conversionRate of that week's
 * applications and views): 'sem dados suficientes' unless both weeks had views; then
 * 'sem mudanças' when the rates are equal, '+{d} esta semana' when the previous rate was 0, else
 * '+{d} ({p}%) vs. semana anterior' where d is the change in percentage points and p the relative
 * change of the rate.
 */
export function conversionTrend(applications: WindowCounts, views: WindowCounts): string {
  if (views.current <= 0 || views.previous <= 0) return "sem dados suficientes";
  return weekOverWeek(
    conversionRate(applications.current, views.current),
    conversionRate(applications.previous, views.previous),
  );
}

/** What the dashboard counts for one company. */
export interface DashboardFigures {
  activeJobs: number;
  /** Active jobs created in the last 7 days. */
  activeJobsCreatedThisWeek: number;
  applications: number;
  views: number;
  applicationWindows: WindowCounts;
  viewWindows: WindowCounts;
}

export interface DashboardTrends {
  activeJobs: string;
  applications: string;
  views: string;
  conversion: string;
}

export function dashboardTrends(f: DashboardFigures): DashboardTrends {
  return {
    activeJobs: activeJobsTrend(f.activeJobs, f.activeJobsCreatedThisWeek),
    applications: countTrend("candidatos", f.applications, f.applicationWindows),
    views: countTrend("visualizações", f.views, f.viewWindows),
    conversion: conversionTrend(f.applicationWindows, f.viewWindows),
  };
}

/**
 * The cap to show: the company's own (null = unlimited), or DEFAULT_JOB_LIMIT while it is not
 * known (undefined).
 */
export function shownJobLimit(jobLimit: number | null | undefined): number | null {
  return jobLimit === undefined ? DEFAULT_JOB_LIMIT : jobLimit;
}

/** Caption of the Vagas Ativas card: 'de N disponíveis', or 'Vagas ilimitadas'. */
export function availableJobsText(jobLimit: number | null | undefined): string {
  const limit = shownJobLimit(jobLimit);
  return limit === null ? "Vagas ilimitadas" : `de ${limit} disponíveis`;
}

export type UsageVariant = "secondary" | "warning" | "destructive";

/**
 * The plan usage badge: warning at 80 % of the cap or more, destructive at 100 % or more;
 * 'N vagas ativas' when the plan is unlimited, else 'N/M vagas'.
 */
export function usageBadge(
  activeJobs: number,
  jobLimit: number | null | undefined,
): {
  variant: UsageVariant;
  text: string;
} {
  const limit = shownJobLimit(jobLimit);
  if (limit === null) {
    return { variant: "secondary", text: activeJobs === 1 ? "1 vaga ativa" : `${activeJobs} vagas ativas` };
  }
  const ratio = limit > 0 ? activeJobs / limit : 1;
  const variant: UsageVariant = ratio >= 1 ? "destructive" : ratio >= 0.8 ? "warning" : "secondary";
  return { variant, text: `${activeJobs}/${limit} vagas` };
}

/** The plan box line: 'X de N vagas utilizadas', or 'X vagas utilizadas (ilimitadas)'. */
export function planUsageText(activeJobs: number, jobLimit: number | null | undefined): string {
  const limit = shownJobLimit(jobLimit);
  return limit === null ? `${activeJobs} vagas utilizadas (ilimitadas)` : `${activeJobs} de ${limit} vagas utilizadas`;
}
