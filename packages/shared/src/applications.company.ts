// The company's candidates list (/empresa/candidatos): its filters, sorting and keyset pages, and
// the status change of several applications at once. One schema for the page's URL and the API.
import { z } from "zod";
import { APPLICATION_STATUSES } from "./applications";
import { REQUIREMENT_FILTERS } from "./screening";
import { blankToUndefined, safeString } from "./text";

export const CANDIDATES_PAGE_SIZE = 50;
/** At most this many applications change status in one request. */
export const BULK_STATUS_MAX = 100;

export const CANDIDATE_SORTS = ["recentes", "nome", "avaliacao"] as const;
export type CandidateSort = (typeof CANDIDATE_SORTS)[number];
export const CANDIDATE_SORT_LABELS: Record<CandidateSort, string> = {
  recentes: "Mais recentes",
  nome: "Nome do candidato",
  avaliacao: "Melhor avaliados",
};

export const candidatesMessages = {
  queryTooLong: "A busca deve ter no máximo 120 caracteres",
  jobInvalid: "Vaga inválida",
  statusInvalid: "Status de candidatura inválido",
  sortInvalid: "Ordenação inválida",
  cursorInvalid: "Página inválida",
  bulkEmpty: "Selecione ao menos uma candidatura",
  bulkTooMany: `Selecione no máximo ${BULK_STATUS_MAX} candidaturas por vez`,
  bulkNotFound: "Uma ou mais candidaturas não foram encontradas. Nada foi alterado.",
  requirementsInvalid: "Filtro de requisitos inválido: use atende ou nao_atende",
  rejectUnmetNone: "Nenhuma candidatura ativa deixa de atender aos requisitos",
  rejectUnmetDone: (n: number) =>
    n === 1
      ? "1 candidatura que não atende aos requisitos foi movida para Não selecionado"
      : `${n} candidaturas que não atendem aos requisitos foram movidas para Não selecionado`,
  bulkDone: (n: number) => (n === 1 ? "1 candidatura atualizada" : `${n} candidaturas atualizadas`),
} as const;

/** GET /api/company/applications: by name or job title, job, status; newest first or by name; paged. */
export const candidatesQuerySchema = z.strictObject({
  q: z.preprocess(blankToUndefined, safeString().trim().max(120, candidatesMessages.queryTooLong).optional()),
  job: z.preprocess(blankToUndefined, z.guid({ error: candidatesMessages.jobInvalid }).optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(APPLICATION_STATUSES, { error: candidatesMessages.statusInvalid }).optional(),
  ),
  sort: z.preprocess(
    blankToUndefined,
    z.enum(CANDIDATE_SORTS, { error: candidatesMessages.sortInvalid }).optional().default("recentes"),
  ),
  cursor: z.preprocess(blankToUndefined, safeString().max(400).optional()),
  /** 'Minhas vagas': only the jobs whose responsible member is the caller. */
  mine: z
    .preprocess((v) => v === "true" || v === "1" || v === true, z.boolean())
    .optional()
    .default(false),
  /** 'Atende aos requisitos' or 'Não atende': the answers to the jobs' eliminatory questions. */
  requirements: z.preprocess(
    blankToUndefined,
    z.enum(REQUIREMENT_FILTERS, { error: candidatesMessages.requirementsInvalid }).optional(),
  ),
});
export type CandidatesQuery = z.output<typeof candidatesQuerySchema>;

/** POST /api/company/applications/status: several applications of the company to one status. */
export const bulkStatusSchema = z.strictObject({
  ids: z
    .array(z.guid({ error: candidatesMessages.bulkNotFound }), { error: candidatesMessages.bulkEmpty })
    .min(1, candidatesMessages.bulkEmpty)
    .max(BULK_STATUS_MAX, candidatesMessages.bulkTooMany),
  status: z.enum(APPLICATION_STATUSES, { error: candidatesMessages.statusInvalid }),
});
export type BulkStatusInput = z.infer<typeof bulkStatusSchema>;

/** The page's address speaks Portuguese: ?q=…&vaga=…&status=…&ordem=… (the API's query, renamed). */
export const CANDIDATES_URL_KEYS = {
  q: "q",
  job: "vaga",
  status: "status",
  sort: "ordem",
  mine: "minhas",
  requirements: "requisitos",
} as const;

/**
 * POST /api/company/applications/reject-unmet: 'Mover para Não selecionado' every active application
 * (of one job, or of all) whose answers failed an eliminatory question, once the company confirms.
 */
export const rejectUnmetSchema = z.strictObject({
  job: z.preprocess(blankToUndefined, z.guid({ error: candidatesMessages.jobInvalid }).optional()),
});
export type RejectUnmetInput = z.input<typeof rejectUnmetSchema>;
