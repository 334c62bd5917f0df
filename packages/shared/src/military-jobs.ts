// The militar's job board: status labels, card texts, query schemas, the active-application cap
// and the wording of notifications. The API and the web read from here.
import { z } from "zod";
import { BR_STATES } from "./company";
import { ACTIVE_APPLICATION_STATUSES, type ApplicationStatus, MODALITIES, REGIMES } from "./jobs";
import { MILITARY_PLANS, type MilitaryPlanId } from "./plans";
import { safeString } from "./text";

// --- Labels a militar sees ----------------------------------------------------------------------

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

// --- Cards ---------------------------------------------------------------------------------------

/** A card lists this many requirements, then says how many more there are. */
export const VISIBLE_REQUIREMENTS = 2;

/** 'e mais {n} requisitos...' ('requisito' when only one more). */
export function moreRequirementsText(n: number): string {
  return `e mais ${n} ${n === 1 ? "requisito" : "requisitos"}...`;
}

/** The requirements a card shows and the text for the rest, if any. */
export function requirementsPreview(requirements: readonly string[]): { shown: string[]; more: string | null } {
  const shown = requirements.slice(0, VISIBLE_REQUIREMENTS);
  const rest = requirements.length - shown.length;
  return { shown, more: rest > 0 ? moreRequirementsText(rest) : null };
}

export const JOB_BOARD_PAGE_SIZE = 20;

export const jobBoardMessages = {
  notFound: "Vaga não encontrada",
  applicationNotFound: "Candidatura não encontrada",
  alreadyApplied: "Você já se candidatou a esta vaga.",
  withdrawNotActive: "Só é possível desistir de uma candidatura enviada ou em análise.",
  queryTooLong: "A busca deve ter no máximo 120 caracteres",
  regimeInvalid: "Selecione um regime válido",
  modalityInvalid: "Selecione uma modalidade válida",
  cityTooLong: "A cidade deve ter no máximo 120 caracteres",
  stateInvalid: "Selecione um estado válido",
  savedInvalid: "Filtro de salvos inválido",
  cursorInvalid: "Página inválida",
  empty: "Nenhuma vaga encontrada",
  loadError: "Erro ao carregar vagas",
  applied: "Candidatura enviada!",
  withdrawn: "Você desistiu da candidatura.",
} as const;

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
} as const;

/** The plan's cap on active applications; null means unlimited. */
export function activeApplicationLimit(plan: MilitaryPlanId): number | null {
  return MILITARY_PLANS[plan].activeApplicationLimit;
}

/** A new application is allowed while active applications are strictly below the plan's cap. */
export function canApply(plan: MilitaryPlanId, activeApplications: number): boolean {
  const limit = activeApplicationLimit(plan);
  return limit === null || activeApplications < limit;
}

// --- Query schemas -------------------------------------------------------------------------------

/** An empty parameter (e.g. `?regime=`) means "no filter", as a cleared select sends it. */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** GET /api/military/jobs: strict, so an unknown parameter answers 422. */
export const jobBoardQuerySchema = z.strictObject({
  q: z.preprocess(blankToUndefined, safeString().trim().max(120, jobBoardMessages.queryTooLong).optional()),
  regime: z.preprocess(blankToUndefined, z.enum(REGIMES, { error: jobBoardMessages.regimeInvalid }).optional()),
  modality: z.preprocess(blankToUndefined, z.enum(MODALITIES, { error: jobBoardMessages.modalityInvalid }).optional()),
  city: z.preprocess(blankToUndefined, safeString().trim().max(120, jobBoardMessages.cityTooLong).optional()),
  state: z.preprocess(
    (v) => (typeof v === "string" ? blankToUndefined(v.toUpperCase()) : v),
    z.enum(BR_STATES, { error: jobBoardMessages.stateInvalid }).optional(),
  ),
  saved: z.preprocess(
    blankToUndefined,
    z
      .enum(["true", "false"], { error: jobBoardMessages.savedInvalid })
      .optional()
      .transform((v) => v === "true"),
  ),
  cursor: z.preprocess(blankToUndefined, safeString().max(200).optional()),
});
export type JobBoardQuery = z.output<typeof jobBoardQuerySchema>;
/** The filters the board keeps in the URL (everything but the page cursor). */
export type JobBoardFilters = Omit<z.input<typeof jobBoardQuerySchema>, "cursor">;

/** Keyset position after the last job of a page: its creation time (microseconds) and id. */
export interface JobCursor {
  createdAt: string;
  id: string;
}

const cursorSchema = z.object({
  createdAt: z.iso.datetime({ offset: true, precision: 6 }).or(z.iso.datetime({ offset: true })),
  // Any UUID the database holds (ids imported from elsewhere need not carry an RFC 4122 version).
  id: z.guid(),
});

/** URL-safe text of a cursor; opaque to the web. */
export function encodeJobCursor(cursor: JobCursor): string {
  return base64UrlEncode(`${cursor.createdAt}|${cursor.id}`);
}

/** The cursor of a page link, or null when it was tampered with. */
export function decodeJobCursor(text: string): JobCursor | null {
  let decoded: string;
  try {
    decoded = base64UrlDecode(text);
  } catch {
    return null;
  }
  const [createdAt, id, ...rest] = decoded.split("|");
  if (rest.length > 0) return null;
  const parsed = cursorSchema.safeParse({ createdAt, id });
  return parsed.success ? parsed.data : null;
}

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function base64UrlDecode(text: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("not base64url");
  const padded = text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** POST /api/notifications/read: the given notifications, or all of them with no ids. */
export const markNotificationsReadSchema = z.strictObject({
  ids: z
    .array(z.uuid({ error: "Notificação inválida" }))
    .max(100, "Informe no máximo 100 notificações")
    .optional(),
});
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

// --- Notifications -------------------------------------------------------------------------------

export const NOTIFICATION_KINDS = ["application_status"] as const;

/** What the trigger stores when a company changes an application's status. */
export interface ApplicationStatusNotificationData {
  applicationId: string;
  jobId: string;
  jobTitle: string;
  companyName: string;
  status: ApplicationStatus;
  previousStatus: ApplicationStatus | null;
}

const STATUS_SENTENCES: Record<ApplicationStatus, string> = {
  pendente: "voltou a ficar pendente",
  em_analise: "está em análise",
  aprovado: "foi aprovada",
  rejeitado: "não foi selecionada",
};

/** "Sua candidatura para Coordenador de Logística na Logística Forte está em análise." */
export function applicationStatusSentence(
  data: Pick<ApplicationStatusNotificationData, "jobTitle" | "companyName" | "status">,
): string {
  const what = Object.hasOwn(STATUS_SENTENCES, data.status) ? STATUS_SENTENCES[data.status] : "foi atualizada";
  const where = data.companyName ? ` na ${data.companyName}` : "";
  return `Sua candidatura para ${data.jobTitle}${where} ${what}.`;
}

/** The bell's text for any notification; an unknown kind still says something true. */
export function notificationText(kind: string, data: unknown): string {
  if (kind === "application_status" && isApplicationStatusData(data)) return applicationStatusSentence(data);
  return "Você tem uma nova notificação.";
}

/** The subject of the e-mail sent for a status change. */
export function applicationStatusEmailSubject(jobTitle: string): string {
  return `Sua candidatura para ${jobTitle} foi atualizada`;
}

export function isApplicationStatusData(data: unknown): data is ApplicationStatusNotificationData {
  if (typeof data !== "object" || data === null) return false;
  const d = data as Record<string, unknown>;
  return (
    typeof d.jobTitle === "string" &&
    typeof d.status === "string" &&
    Object.hasOwn(STATUS_SENTENCES, d.status) &&
    (d.companyName === undefined || typeof d.companyName === "string")
  );
}
