// The militar's job board: card texts, the board's query schema and its page cursor.
import { z } from "zod";
import type { ApplicationSource } from "./applications";
import { BR_STATES } from "./brazil";
import { decodeCursor, decodeTextCursor, encodeCursor, encodeTextCursor } from "./cursor";
import { JOB_AREAS, MODALITIES, REGIMES } from "./jobs";
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
  salaryFromInvalid: "Informe um salário entre R$ 1 e R$ 999.999",
  pcdInvalid: "Filtro de PcD inválido",
  areaInvalid: "Selecione uma área válida",
  cboFamilyInvalid: "Família de ocupação inválida",
  publishedWithinInvalid: "Selecione um período de publicação válido",
  sortInvalid: "Selecione uma ordenação válida",
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
    .enum(["busca", "recomendacao", "pagina_publica", "link_direto", "alerta"] as const satisfies ApplicationSource[], {
      error: "Origem da candidatura inválida",
    })
    .optional(),
});

export type ApplyQuery = z.infer<typeof applyQuerySchema>;

// --- Filters and sort beyond the words --------------------------------------------------------------

/** 'Publicadas nas últimas 24 horas / 7 dias / 30 dias': how many days back, as the URL writes it. */
export const PUBLISHED_WITHIN_DAYS = ["1", "7", "30"] as const;
export const PUBLISHED_WITHIN_LABELS: Record<(typeof PUBLISHED_WITHIN_DAYS)[number], string> = {
  "1": "Publicadas nas últimas 24 horas",
  "7": "Publicadas nos últimos 7 dias",
  "30": "Publicadas nos últimos 30 dias",
};

/** 'Salário a partir de': the amounts offered, in whole reais per month. */
export const SALARY_FROM_OPTIONS = [1500, 2000, 3000, 4000, 5000, 7000, 10000] as const;

export const JOB_SORTS = ["relevancia", "recentes", "salario"] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const JOB_SORT_LABELS: Record<JobSort, string> = {
  relevancia: "Mais relevantes",
  recentes: "Mais recentes",
  salario: "Maior salário",
};

/** The sort a board uses: the one asked for, else relevance when there are words to rank by, else newest. */
export function effectiveSort(sort: JobSort | undefined, words: string): JobSort {
  if (sort === "relevancia" && words === "") return "recentes";
  return sort ?? (words === "" ? "recentes" : "relevancia");
}

/**
 * Keyset position on the board: after the last shown job in the sort's order. Newest first needs
 * only the job's creation instant and id (the cursor every list shares); relevance and salary
 * also carry the job's rank or salary (null: no structured salary, sorted last).
 */
export type BoardCursor =
  | { sort: "recentes"; createdAt: string; id: string }
  | { sort: "relevancia" | "salario"; key: number | null; createdAt: string; id: string };

const keyedCursorSchema = z.tuple([
  z.enum(["relevancia", "salario"]),
  z.number().finite().nullable(),
  z.iso.datetime({ offset: true }),
]);

export function encodeBoardCursor(cursor: BoardCursor): string {
  if (cursor.sort === "recentes") return encodeCursor(cursor);
  return encodeTextCursor({ key: JSON.stringify([cursor.sort, cursor.key, cursor.createdAt]), id: cursor.id });
}

/** The board cursor of a page link, or null when it was tampered with. */
export function decodeBoardCursor(text: string): BoardCursor | null {
  const newest = decodeCursor(text);
  if (newest) return { sort: "recentes", ...newest };
  const keyed = decodeTextCursor(text);
  if (!keyed) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(keyed.key);
  } catch {
    return null;
  }
  const parsed = keyedCursorSchema.safeParse(raw);
  if (!parsed.success) return null;
  const [sort, key, createdAt] = parsed.data;
  if (sort === "relevancia" && key === null) return null;
  return { sort, key, createdAt, id: keyed.id };
}

export const jobBoardQuerySchema = z.strictObject({
  q: z.preprocess(blankToUndefined, safeString().trim().max(120, jobBoardMessages.queryTooLong).optional()),
  regime: z.preprocess(blankToUndefined, z.enum(REGIMES, { error: jobBoardMessages.regimeInvalid }).optional()),
  modality: z.preprocess(blankToUndefined, z.enum(MODALITIES, { error: jobBoardMessages.modalityInvalid }).optional()),
  area: z.preprocess(blankToUndefined, z.enum(JOB_AREAS, { error: jobBoardMessages.areaInvalid }).optional()),
  /** An occupation's família of the CBO (four digits): 'Ver todas' from its page. */
  cboFamily: z.preprocess(
    blankToUndefined,
    z
      .string({ error: jobBoardMessages.cboFamilyInvalid })
      .regex(/^\d{4}$/, jobBoardMessages.cboFamilyInvalid)
      .optional(),
  ),
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
  salaryFrom: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: jobBoardMessages.salaryFromInvalid })
      .int(jobBoardMessages.salaryFromInvalid)
      .min(1, jobBoardMessages.salaryFromInvalid)
      .max(999_999, jobBoardMessages.salaryFromInvalid)
      .optional(),
  ),
  pcd: z.preprocess(
    blankToUndefined,
    z
      .enum(["true", "false"], { error: jobBoardMessages.pcdInvalid })
      .optional()
      .transform((v) => (v === "true" ? true : undefined)),
  ),
  publishedWithin: z.preprocess(
    blankToUndefined,
    z
      .enum(PUBLISHED_WITHIN_DAYS, { error: jobBoardMessages.publishedWithinInvalid })
      .optional()
      .transform((v) => (v ? Number(v) : undefined)),
  ),
  sort: z.preprocess(blankToUndefined, z.enum(JOB_SORTS, { error: jobBoardMessages.sortInvalid }).optional()),
  cursor: z.preprocess(blankToUndefined, safeString().max(200).optional()),
});
export type JobBoardQuery = z.output<typeof jobBoardQuerySchema>;
/** The filters the board keeps in the URL (everything but the page cursor). */
export type JobBoardFilters = Omit<z.input<typeof jobBoardQuerySchema>, "cursor">;
