// The public partners directory (/parceiros/diretorio): its filters, one schema for the page's URL
// and the API.
import { z } from "zod";
import { decodeCursor } from "./cursor";
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

/** A partner as the directory shows it: only what the company publishes about itself. */
export interface DirectoryPartner {
  id: string;
  /** Its page's address: /empresas/{slug}. */
  slug: string;
  name: string;
  logoUrl: string | null;
  city: string | null;
  state: string | null;
  sector: string | null;
  activeOffers: number;
  openJobs: number;
}

export interface DirectoryPage {
  partners: DirectoryPartner[];
  nextCursor: string | null;
}

/** The page's address speaks Portuguese: ?q=…&cidade=…&setor=…&pagina=… (the API's query, renamed). */
export const DIRECTORY_URL_KEYS = { q: "q", city: "cidade", sector: "setor", cursor: "pagina" } as const;

/** The directory's filters read from the page's address; what the schema refuses comes back as its message. */
export function directoryQueryFromUrl(
  params: URLSearchParams,
): { ok: true; query: DirectoryQuery } | { ok: false; message: string } {
  const raw = Object.fromEntries(
    Object.entries(DIRECTORY_URL_KEYS).map(([key, urlKey]) => [key, params.get(urlKey) ?? undefined]),
  );
  const parsed = directoryQuerySchema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? directoryMessages.cursorInvalid };
  if (parsed.data.cursor && !decodeCursor(parsed.data.cursor))
    return { ok: false, message: directoryMessages.cursorInvalid };
  return { ok: true, query: parsed.data };
}

/** The page's address for these filters (blank ones left out). */
export function directoryUrl(query: Partial<DirectoryQuery>): string {
  const params = new URLSearchParams();
  for (const [key, urlKey] of Object.entries(DIRECTORY_URL_KEYS)) {
    const value = query[key as keyof DirectoryQuery]?.trim();
    if (value) params.set(urlKey, value);
  }
  const search = params.toString();
  return `/parceiros/diretorio${search ? `?${search}` : ""}`;
}
