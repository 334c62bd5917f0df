// Zod-free on purpose: public pages (the help center) import these constants; the job form's
// schema lives in jobs.company.ts.
import { brazilDay } from "./brazil";
import type { JobState } from "./jobs.state";
import { DESIRED_AREA_LABELS, DESIRED_AREAS } from "./profile.military-options";

export * from "./jobs.state";

export const REGIMES = ["CLT", "PJ", "Estágio", "Freelancer", "Temporário"] as const;
export type Regime = (typeof REGIMES)[number];

export const MODALITIES = ["Remoto", "Híbrido", "Presencial"] as const;
export type Modality = (typeof MODALITIES)[number];

/**
 * A job's área: the same list a militar picks his 'Área de interesse' from at onboarding, so the
 * board's 'Área' filter and his profile speak of the same things. 'Outros' when the company
 * does not say (the Enterprise API may leave it out).
 */
export const JOB_AREAS = DESIRED_AREAS;
export type JobArea = (typeof JOB_AREAS)[number];
export const JOB_AREA_LABELS = DESIRED_AREA_LABELS;

/**
 * A job's stance on people with disabilities (PcD): open to everyone and welcoming them, or
 * reserved for them, as the quota of Lei 8.213/91, art. 93 asks of companies with 100 or more
 * employees. A job that says neither has none (null).
 */
export const PCD_OPTIONS = ["tambem", "exclusiva"] as const;
export type PcdOption = (typeof PCD_OPTIONS)[number];

export const PCD_LABELS: Record<PcdOption, string> = {
  tambem: "Também para PcD",
  exclusiva: "Exclusiva para PcD",
};

/** '3 vagas' for a job with several openings; nothing for one, which every job has. */
export function openingsText(openings: number): string | null {
  return openings > 1 ? `${openings} vagas` : null;
}

// --- The job form: one schema for the company's form and the API that receives it --------------

export const JOB_LIMITS = {
  title: 120,
  city: 120,
  salary: 120,
  description: 10_000,
  /** Longest requirement or benefit line. */
  line: 300,
  /** Most requirement or benefit lines. */
  lines: 50,
  /** The furthest closing date a company may set, in days from today. */
  closesWithinDays: 180,
  /** Most openings ('Número de vagas') one job may offer. */
  openings: 999,
  /** Highest monthly salary, in whole reais, the salary range takes. */
  salaryAmount: 999_999,
} as const;

export const jobMessages = {
  cboFamilyInvalid: "Escolha uma família de ocupação da CBO (4 dígitos)",
  cboFamilyUnknown: "Família de ocupação não encontrada na CBO",
  titleRequired: "Informe o título da vaga",
  titleTooLong: `O título deve ter no máximo ${JOB_LIMITS.title} caracteres`,
  cityRequired: "Informe a localização da vaga",
  cityTooLong: `A localização deve ter no máximo ${JOB_LIMITS.city} caracteres`,
  regimeRequired: "Selecione o regime de contratação",
  modalityInvalid: "Selecione uma modalidade válida",
  areaRequired: "Selecione a área da vaga",
  salaryTooLong: `O salário deve ter no máximo ${JOB_LIMITS.salary} caracteres`,
  descriptionRequired: "Informe a descrição da vaga",
  descriptionTooLong: `A descrição deve ter no máximo 10.000 caracteres`,
  linesInvalid: "Informe um item por linha",
  requirementsTooMany: `Informe no máximo ${JOB_LIMITS.lines} requisitos`,
  requirementTooLong: `Cada requisito deve ter no máximo ${JOB_LIMITS.line} caracteres`,
  benefitsTooMany: `Informe no máximo ${JOB_LIMITS.lines} benefícios`,
  benefitTooLong: `Cada benefício deve ter no máximo ${JOB_LIMITS.line} caracteres`,
  activeRequired: "Informe se a vaga deve ficar ativa",
  closesOnInvalid: "Informe uma data de encerramento válida",
  closesOnPast: "A data de encerramento não pode ser anterior a hoje",
  closesOnTooFar: `A data de encerramento deve ser no máximo ${JOB_LIMITS.closesWithinDays} dias a partir de hoje`,
  openingsInvalid: `Informe um número de vagas entre 1 e ${JOB_LIMITS.openings}`,
  pcdInvalid: "Selecione uma opção válida para PcD",
  salaryAmountInvalid: "Informe um valor em reais, sem centavos (ex.: 3.500)",
  salaryAmountTooLow: "Informe um valor maior que zero",
  salaryAmountTooHigh: "Informe um valor de até R$ 999.999 por mês",
  salaryMinRequired: "Informe o valor inicial da faixa salarial",
  salaryMaxBelowMin: "O valor final da faixa salarial deve ser maior ou igual ao inicial",
  notFound: "Vaga não encontrada",
  /** A militar applies to a job that expired since he saw it. */
  expired: "Esta vaga expirou e não recebe mais candidaturas.",
} as const;

/** Refusal of a new job when the plan's active jobs are all in use. */
export function jobLimitReachedMessage(jobLimit: number): string {
  return `Limite de vagas atingido. Seu plano permite até ${jobLimit} ${jobLimit === 1 ? "vaga ativa" : "vagas ativas"}: pause uma vaga ou faça upgrade do plano para publicar outra.`;
}

/** Refusal of an activation when the plan's active jobs are all in use. */
export function activeJobLimitReachedMessage(jobLimit: number): string {
  return `Limite de vagas ativas atingido. Seu plano permite até ${jobLimit} ${jobLimit === 1 ? "vaga ativa" : "vagas ativas"}: pause outra vaga ou faça upgrade do plano para ativar esta.`;
}

/** Text lines as a list: each trimmed, blank ones dropped. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

// --- Expiry: a job stays open until its closing date, or for a while after it is published ----

/**
 * Days a job stays open without a closing date, counted from its publication or its last renewal.
 * The database's default for `jobs.expires_at` says the same (migration 0042).
 */
export const JOB_OPEN_DAYS = 60;
/** From this many days before its expiry, the company is asked to confirm the job is still open. */
export const JOB_EXPIRING_SOON_DAYS = 7;

/** The day (YYYY-MM-DD) it is in Brazil's official time at `now`: closing dates are Brazilian days. */
export const brazilToday = (now: Date = new Date()) => brazilDay(now);

/** The day (YYYY-MM-DD) `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

interface ExpiringJob {
  active: boolean;
  /** As the API sends it (ISO) or as the database returns it. */
  expiresAt: string | Date;
  closesOn: string | null;
}

/** A paused job is 'Pausada' whatever its expiry: activating it opens it again for a full period. */
export function jobState(job: ExpiringJob, now: Date = new Date()): JobState {
  if (!job.active) return "pausada";
  return new Date(job.expiresAt).getTime() <= now.getTime() ? "expirada" : "ativa";
}

/**
 * Whether 'Confirmar que a vaga continua aberta' is offered: an active job that expired or expires
 * within JOB_EXPIRING_SOON_DAYS, unless it closes on a date the company set and that is still ahead
 * (it changes that date on the form instead).
 */
export function canRenewJob(job: ExpiringJob, now: Date = new Date()): boolean {
  if (!job.active) return false;
  if (job.closesOn !== null && job.closesOn >= brazilToday(now)) return false;
  return new Date(job.expiresAt).getTime() - now.getTime() <= JOB_EXPIRING_SOON_DAYS * 86_400_000;
}
