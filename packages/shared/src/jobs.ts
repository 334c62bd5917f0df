import { z } from "zod";

export const REGIMES = ["CLT", "PJ", "Estágio", "Freelancer", "Temporário"] as const;
export type Regime = (typeof REGIMES)[number];

export const MODALITIES = ["Remoto", "Híbrido", "Presencial"] as const;
export type Modality = (typeof MODALITIES)[number];

export const APPLICATION_STATUSES = ["pendente", "em_analise", "aprovado", "rejeitado"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Labels a company sees. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pendente: "Pendente",
  em_analise: "Em Análise",
  aprovado: "Aprovado",
  rejeitado: "Rejeitado",
};

/** Statuses that hold one of a military user's active-application slots. */
export const ACTIVE_APPLICATION_STATUSES: readonly ApplicationStatus[] = ["pendente", "em_analise"];

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
} as const;

export const jobMessages = {
  titleRequired: "Informe o título da vaga",
  titleTooLong: `O título deve ter no máximo ${JOB_LIMITS.title} caracteres`,
  cityRequired: "Informe a localização da vaga",
  cityTooLong: `A localização deve ter no máximo ${JOB_LIMITS.city} caracteres`,
  regimeRequired: "Selecione o regime de contratação",
  modalityInvalid: "Selecione uma modalidade válida",
  salaryTooLong: `O salário deve ter no máximo ${JOB_LIMITS.salary} caracteres`,
  descriptionRequired: "Informe a descrição da vaga",
  descriptionTooLong: `A descrição deve ter no máximo 10.000 caracteres`,
  linesInvalid: "Informe um item por linha",
  requirementsTooMany: `Informe no máximo ${JOB_LIMITS.lines} requisitos`,
  requirementTooLong: `Cada requisito deve ter no máximo ${JOB_LIMITS.line} caracteres`,
  benefitsTooMany: `Informe no máximo ${JOB_LIMITS.lines} benefícios`,
  benefitTooLong: `Cada benefício deve ter no máximo ${JOB_LIMITS.line} caracteres`,
  activeRequired: "Informe se a vaga deve ficar ativa",
  notFound: "Vaga não encontrada",
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

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** Optional text that may be sent blank or null; blank becomes null. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

/**
 * A list given either as the form's textarea (one item per line) or as an array of strings; in
 * both cases items are trimmed and blank ones dropped.
 */
const lines = (tooMany: string, tooLong: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: jobMessages.linesInvalid })
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v.flatMap(splitLines) : splitLines(v)))
    .pipe(z.array(z.string().max(JOB_LIMITS.line, tooLong)).max(JOB_LIMITS.lines, tooMany));

/** The job a company publishes or edits. Strict: `active`, `companyId` and the like are refused. */
export const jobInputSchema = z.strictObject({
  title: requiredText(jobMessages.titleRequired, JOB_LIMITS.title, jobMessages.titleTooLong),
  city: requiredText(jobMessages.cityRequired, JOB_LIMITS.city, jobMessages.cityTooLong),
  regime: z.enum(REGIMES, { error: jobMessages.regimeRequired }),
  modality: z
    .union([z.enum(MODALITIES), z.literal("")], { error: jobMessages.modalityInvalid })
    .nullish()
    .transform((v) => v || null),
  salary: optionalText(JOB_LIMITS.salary, jobMessages.salaryTooLong),
  description: requiredText(jobMessages.descriptionRequired, JOB_LIMITS.description, jobMessages.descriptionTooLong),
  requirements: lines(jobMessages.requirementsTooMany, jobMessages.requirementTooLong),
  benefits: lines(jobMessages.benefitsTooMany, jobMessages.benefitTooLong),
});

/** What the API stores: lists as arrays, blanks as null. */
export type JobInput = z.output<typeof jobInputSchema>;
/** What the form holds before parsing: lists as the textarea's text. */
export type JobFormValues = z.input<typeof jobInputSchema>;

export const jobStatusSchema = z.strictObject({
  active: z.boolean({ error: jobMessages.activeRequired }),
});

export type JobStatusInput = z.infer<typeof jobStatusSchema>;
