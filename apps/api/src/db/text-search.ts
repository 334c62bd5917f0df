import { type AnyColumn, type SQL, sql } from "drizzle-orm";

// Accented letters (both cases) and what they read as in a search: "sao paulo" finds "São Paulo".
const ACCENTED = "áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ";
const PLAIN = "aaaaaaeeeeiiiiooooouuuucnaaaaaaeeeeiiiiooooouuuucn";

/** Lower case without accents, the way the searches compare text. */
export function searchFold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** `%needle%` for LIKE, with the wildcards a user may type taken literally. */
export const containsPattern = (needle: string) => `%${needle.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Whether a column holds `needle` (already folded), ignoring case and accents. */
export const foldedContains = (column: SQL | AnyColumn, needle: string) =>
  sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN}) like ${containsPattern(needle)}`;
