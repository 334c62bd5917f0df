// The militar's job board: card texts, the board's query schema and its page cursor.
import { z } from "zod";
import type { ApplicationSource } from "./applications";
import { BR_STATES } from "./brazil";
import { MODALITIES, REGIMES } from "./jobs";
import { blankToUndefined, safeString } from "./text";

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

/** A card lists this many benefits, then says how many more there are. */
export const VISIBLE_BENEFITS = 3;

/** The benefits a card shows and 'e mais {n}' for the rest, if any. */
export function benefitsPreview(benefits: readonly string[]): { shown: string[]; more: string | null } {
  const shown = benefits.slice(0, VISIBLE_BENEFITS);
  const rest = benefits.length - shown.length;
  return { shown, more: rest > 0 ? `e mais ${rest}` : null };
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

// --- Query schemas -------------------------------------------------------------------------------

/** GET /api/military/jobs: strict, so an unknown parameter answers 422. */
/**
 * 'Candidatar-se' says where the militar found the job (an invitation's acceptance says
 * 'convite' on the server); an unknown origin is refused, not guessed.
 */
export const applyQuerySchema = z.strictObject({
  source: z
    .enum(["busca", "recomendacao", "pagina_publica", "link_direto"] as const satisfies ApplicationSource[], {
      error: "Origem da candidatura inválida",
    })
    .optional(),
});

export type ApplyQuery = z.infer<typeof applyQuerySchema>;

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
