// Pure rules of the company dashboard (/empresa): conversion rate, the trend text under each stat
// card, the plan usage badge and the plan box. The API computes the figures and texts with these
// functions and the web shows them as they come, so both read the same rules.
import { DEFAULT_JOB_LIMIT, type UsageLevel, usageLevel } from "./billing.constants";

/**
 * Every headline figure counts all time, and its trend compares it with the same figure as it
 * stood 7 days ago (everything up to then): the headline minus the trend's change is always last
 * week's figure, so the two can never tell different stories.
 */
export const TREND_WINDOW_DAYS = 7;
/** How many of the newest jobs the dashboard lists. */
export const RECENT_JOBS_SHOWN = 3;

/** Under the cards: the windows the figures and their trends are counted over. */
export const TRENDS_NOTE =
  "Candidatos, visualizações e taxa de conversão somam todo o histórico; cada variação compara com o total de 7 dias atrás.";

/** A count now (all time) and as it stood 7 days ago (what existed up to then). */
export interface Growth {
  now: number;
  weekAgo: number;
}

/**
 * Whole percent of views that became applications: round(applications / views × 100), 0 without
 * views, and never above 100. Applying records the view it implies, so applications cannot
 * outnumber views; the cap keeps older rows (applications made before that) from reading as more
 * than everyone who saw the job.
 */
export function conversionRate(applications: number, views: number): number {
  if (views <= 0) return 0;
  return Math.min(100, Math.round((applications / views) * 100));
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * The change of a figure from 7 days ago to now: 'sem mudanças' when equal, '+{n} esta semana'
 * when it was 0 then (no base for a percentage), else '+{d} ({p}%) vs. semana anterior' with
 * d = now − weekAgo and p = round(d / weekAgo × 100). A drop carries its own sign.
 */
function sinceLastWeek(now: number, weekAgo: number): string {
  const d = now - weekAgo;
  if (d === 0) return "sem mudanças";
  if (weekAgo === 0) return `${signed(d)} esta semana`;
  const p = Math.round((d / weekAgo) * 100);
  return `${signed(d)} (${p}%) vs. semana anterior`;
}

/**
 * Trend of a counted thing (Candidatos: 'candidatos', Visualizações: 'visualizações'):
 * 'sem {thing}' when the company has none at all, else how the total moved since 7 days ago.
 */
export function countTrend(thing: string, counts: Growth): string {
  if (counts.now <= 0) return `sem ${thing}`;
  return sinceLastWeek(counts.now, counts.weekAgo);
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
 * Trend of Taxa de Conversão: the rate now against the rate 7 days ago, each over everything up
 * to its moment (the same rule as the headline). 'sem dados suficientes' while there were no views
 * 7 days ago; 'sem mudanças' when the rate held; else the change in percentage points,
 * '+{d} p.p. vs. semana anterior'. A rate's change is never given as a percentage of itself: going
 * from 6 % to 12 % read '+6 (100%)', which looks like the rate itself doubled to 100 %.
 */
export function conversionTrend(applications: Growth, views: Growth): string {
  if (views.weekAgo <= 0) return "sem dados suficientes";
  const d = conversionRate(applications.now, views.now) - conversionRate(applications.weekAgo, views.weekAgo);
  if (d === 0) return "sem mudanças";
  return `${signed(d)} p.p. vs. semana anterior`;
}

/** What the dashboard counts for one company. */
export interface DashboardCounts {
  activeJobs: number;
  /** Active jobs created in the last 7 days. */
  activeJobsCreatedThisWeek: number;
  applications: Growth;
  views: Growth;
}

export interface DashboardTrends {
  activeJobs: string;
  applications: string;
  views: string;
  conversion: string;
}

export interface DashboardStats {
  activeJobs: number;
  applications: number;
  views: number;
  conversionRate: number;
  trends: DashboardTrends;
}

/** The four cards' figures and their trends, all from the same counts. */
export function dashboardStats(c: DashboardCounts): DashboardStats {
  return {
    activeJobs: c.activeJobs,
    applications: c.applications.now,
    views: c.views.now,
    conversionRate: conversionRate(c.applications.now, c.views.now),
    trends: {
      activeJobs: activeJobsTrend(c.activeJobs, c.activeJobsCreatedThisWeek),
      applications: countTrend("candidatos", c.applications),
      views: countTrend("visualizações", c.views),
      conversion: conversionTrend(c.applications, c.views),
    },
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

/** The badge of each usage level. */
export const USAGE_VARIANTS: Record<UsageLevel, UsageVariant> = {
  normal: "secondary",
  near: "warning",
  full: "destructive",
};

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
  return { variant: USAGE_VARIANTS[usageLevel(activeJobs, limit)], text: `${activeJobs}/${limit} vagas` };
}

/** The plan box line: 'X de N vagas utilizadas', or 'X vagas utilizadas (ilimitadas)'. */
export function planUsageText(activeJobs: number, jobLimit: number | null | undefined): string {
  const limit = shownJobLimit(jobLimit);
  return limit === null ? `${activeJobs} vagas utilizadas (ilimitadas)` : `${activeJobs} de ${limit} vagas utilizadas`;
}
