// The public partners directory (/parceiros/diretorio): its filters, one schema for the page's URL
// and the API.
import { z } from "zod";
import { safeString } from "./text";

export const DIRECTORY_PAGE_SIZE = 24;

export const directoryMessages = {
  tooLong: "A busca deve ter no máximo 120 caracteres",
  cursorInvalid: "Página inválida",
  empty: "Nenhuma empresa parceira encontrada",
} as const;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const filter = z.preprocess(blankToUndefined, safeString().trim().max(120, directoryMessages.tooLong).optional());

/** GET /api/partners: by name, city and sector (each ignoring case and accents). Strict. */
export const directoryQuerySchema = z.strictObject({
  q: filter,
  city: filter,
  sector: filter,
  cursor: z.preprocess(blankToUndefined, safeString().max(200).optional()),
});
export type DirectoryQuery = z.output<typeof directoryQuerySchema>;
