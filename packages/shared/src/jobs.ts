// Zod-free on purpose: public pages (the help center) import these constants; the job form's
// schema lives in jobs.company.ts.

export const REGIMES = ["CLT", "PJ", "Estágio", "Freelancer", "Temporário"] as const;
export type Regime = (typeof REGIMES)[number];

export const MODALITIES = ["Remoto", "Híbrido", "Presencial"] as const;
export type Modality = (typeof MODALITIES)[number];

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
