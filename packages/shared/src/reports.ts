// The company's reports (/empresa/relatorios): what each plan sees, the periods, and the figures'
// names in pt-BR. The query schema is here too (one schema for the page's address and the API).
import { z } from "zod";
import type { ApplicationSource, ApplicationStatus } from "./applications";
import type { CompanyPlanId } from "./billing";

/** Parceiro sees what it would get; Plus the basic reports; Pro and Enterprise everything. */
export type ReportLevel = "nenhum" | "basico" | "avancado";
export const REPORT_LEVEL: Record<CompanyPlanId, ReportLevel> = {
  parceiro: "nenhum",
  plus: "basico",
  pro: "avancado",
  enterprise: "avancado",
};

export const REPORT_PERIODS = ["7", "30", "90", "personalizado"] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  "7": "Últimos 7 dias",
  "30": "Últimos 30 dias",
  "90": "Últimos 90 dias",
  personalizado: "Personalizado",
};
/** A custom period spans at most this many days. */
export const MAX_REPORT_DAYS = 366;
/** Weekly trends cover this many weeks, the current one last. */
export const TREND_WEEKS = 12;

export const reportMessages = {
  title: "Relatórios",
  planRequired: "Os relatórios fazem parte dos planos Plus, Pro e Enterprise. Faça upgrade para acessar.",
  advancedRequired: "As análises avançadas fazem parte dos planos Pro e Enterprise.",
  periodInvalid: "Período inválido",
  dateInvalid: "Informe as datas no formato AAAA-MM-DD",
  rangeInvalid: "A data inicial deve ser anterior ou igual à final",
  rangeTooLong: `O período personalizado pode ter no máximo ${MAX_REPORT_DAYS} dias`,
  formatInvalid: "Formato de exportação inválido",
  loadError: "Não foi possível carregar os relatórios. Tente novamente.",
  empty: "Nenhuma atividade no período",
} as const;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, reportMessages.dateInvalid);

/** GET /api/company/reports (and its export): the period, and for a custom one its first and last days. */
export const reportQuerySchema = z
  .strictObject({
    period: z.enum(REPORT_PERIODS, { error: reportMessages.periodInvalid }).optional().default("30"),
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.period !== "personalizado") return;
    if (!v.from || !v.to) {
      ctx.addIssue({ code: "custom", message: reportMessages.dateInvalid, path: [v.from ? "to" : "from"] });
      return;
    }
    const from = Date.parse(`${v.from}T00:00:00Z`);
    const to = Date.parse(`${v.to}T00:00:00Z`);
    if (Number.isNaN(from) || Number.isNaN(to)) {
      ctx.addIssue({ code: "custom", message: reportMessages.dateInvalid, path: ["from"] });
    } else if (from > to) {
      ctx.addIssue({ code: "custom", message: reportMessages.rangeInvalid, path: ["from"] });
    } else if ((to - from) / 86_400_000 + 1 > MAX_REPORT_DAYS) {
      ctx.addIssue({ code: "custom", message: reportMessages.rangeTooLong, path: ["to"] });
    }
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;

export const exportQuerySchema = reportQuerySchema.and(
  z.object({ format: z.enum(["csv", "xlsx"], { error: reportMessages.formatInvalid }) }),
);

/** The first and last days (Brazil's calendar, inclusive) a query asks for, given today's date there. */
export function reportRange(query: ReportQuery, today: string): { from: string; to: string } {
  if (query.period === "personalizado" && query.from && query.to) return { from: query.from, to: query.to };
  const days = Number(query.period === "personalizado" ? "30" : query.period);
  return { from: addDays(today, -(days - 1)), to: today };
}

/** `day` (YYYY-MM-DD) moved by `n` days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Applications over views, as a percentage with one decimal; 0 when nothing was viewed. */
export const conversionPercent = (applications: number, views: number) =>
  views === 0 ? 0 : Math.round((applications / views) * 1000) / 10;

// --- The report's shape -----------------------------------------------------------------------------

export type StatusCounts = Record<ApplicationStatus, number>;

export interface JobReportRow {
  id: string;
  title: string;
  active: boolean;
  views: number;
  applications: number;
  conversion: number;
  byStatus: StatusCounts;
}

export interface BasicReport {
  level: "basico" | "avancado";
  from: string;
  to: string;
  totals: { views: number; applications: number; conversion: number; byStatus: StatusCounts };
  jobs: JobReportRow[];
}

export interface Breakdown {
  key: string;
  n: number;
}

export interface AdvancedReport extends BasicReport {
  level: "avancado";
  /** Applications made in the period and how far each got; rejected and withdrawn apart. */
  funnel: { applied: number; reviewed: number; approved: number; rejected: number; withdrawn: number };
  /** Median hours from the application to its first review and to its approval; null with none. */
  medianHours: { firstReview: number | null; approval: number | null };
  /** The last 12 weeks (Monday first), whatever the period. */
  weekly: { week: string; views: number; applications: number }[];
  applicants: { branch: Breakdown[]; rank: Breakdown[]; state: Breakdown[]; desiredArea: Breakdown[] };
  sources: { source: ApplicationSource; n: number }[];
  /** Interviews of the period: per job, and the median days from application to the first confirmed one. */
  interviews: {
    daysToInterview: number | null;
    confirmedCount: number;
    perJob: { jobId: string; jobTitle: string; scheduled: number; confirmed: number; done: number; noShow: number }[];
  };
}

export type Report = BasicReport | AdvancedReport;

export const isAdvanced = (report: Report): report is AdvancedReport => report.level === "avancado";

/** The column titles of the export, in its order. */
export const EXPORT_COLUMNS = [
  "Vaga",
  "Status da vaga",
  "Visualizações",
  "Candidaturas",
  "Conversão (%)",
  "Pendente",
  "Em Análise",
  "Aprovado",
  "Rejeitado",
] as const;
