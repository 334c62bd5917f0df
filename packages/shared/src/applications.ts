// Applications: where each stands, in the company's and the militar's words, and the FREE plan's
// cap on active ones. Zod-free, so any page may read it.
import { MILITARY_PLAN_TERMS, type MilitaryPlanId } from "./billing.constants";

export const APPLICATION_STATUSES = ["pendente", "em_analise", "aprovado", "rejeitado"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Labels a company sees. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pendente: "Pendente",
  em_analise: "Em Análise",
  aprovado: "Aprovado",
  rejeitado: "Rejeitado",
};

/**
 * Where an application came from, recorded when it is made: the board's search, the
 * 'Recomendadas para você' row, a company's invitation, the job's public page, or a shared link.
 */
export const APPLICATION_SOURCES = [
  "busca",
  "recomendacao",
  "convite",
  "pagina_publica",
  "link_direto",
  "alerta",
] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

export const APPLICATION_SOURCE_LABELS: Record<ApplicationSource, string> = {
  busca: "Busca no mural de vagas",
  recomendacao: "Recomendação",
  convite: "Convite da empresa",
  pagina_publica: "Página pública da vaga",
  link_direto: "Link direto",
  alerta: "Alerta de vagas",
};

/** Statuses that hold one of a military user's active-application slots. */
export const ACTIVE_APPLICATION_STATUSES: readonly ApplicationStatus[] = ["pendente", "em_analise"];

/** The button of a job the militar has not applied to. */
export const APPLY_LABEL = "Candidatar-se";

/** Where the militar's application stands, in the militar's words (not the company's). */
export const MILITARY_APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pendente: "Candidatura enviada",
  em_analise: "Em análise",
  aprovado: "Aprovado",
  rejeitado: "Não selecionado",
};

/** The label of a card's application state: the status, or 'Candidatar-se' with no application. */
export function militaryApplicationLabel(status: ApplicationStatus | null | undefined): string {
  return status ? MILITARY_APPLICATION_STATUS_LABELS[status] : APPLY_LABEL;
}

/** Whether the application still holds one of the plan's active slots (and may be withdrawn). */
export function isActiveApplication(status: ApplicationStatus): boolean {
  return ACTIVE_APPLICATION_STATUSES.includes(status);
}

/** Refusal of a new application when a FREE militar already has every active slot in use. */
export function applicationLimitReachedMessage(limit: number): string {
  const slots = limit === 1 ? "1 candidatura ativa" : `${limit} candidaturas ativas`;
  return `O plano FREE permite ${slots} por vez. Desista de uma candidatura em andamento ou assine o Premium para se candidatar sem limite.`;
}

/**
 * A refused application answers 409 CONFLICT with one issue whose path says why, so the web can
 * tell the plan's cap from a repeated application.
 */
export const APPLY_CONFLICT_PATHS = {
  limitReached: "activeApplicationLimit",
  alreadyApplied: "jobId",
  /** The job expired since the militar saw it. */
  expired: "expiresAt",
} as const;

/** The plan's cap on active applications; null means unlimited. */
export function activeApplicationLimit(plan: MilitaryPlanId): number | null {
  return MILITARY_PLAN_TERMS[plan].activeApplicationLimit;
}

/** A new application is allowed while active applications are strictly below the plan's cap. */
export function canApply(plan: MilitaryPlanId, activeApplications: number): boolean {
  const limit = activeApplicationLimit(plan);
  return limit === null || activeApplications < limit;
}
