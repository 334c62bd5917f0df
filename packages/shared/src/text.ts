import { z } from "zod";

/** Shown by the forms and answered by the API (422) for text no database column can hold. */
export const INVALID_TEXT_MESSAGE = "O texto contém caracteres inválidos.";

/** Answered (422) for a field that should hold text and holds a number, a list or the like. */
export const NOT_TEXT_MESSAGE = "Este campo deve ser um texto.";

/** Shown under a text field past its length limit (the forms also stop typing there). */
export const tooLongMessage = (max: number) => `Use no máximo ${max} caracteres.`;

/**
 * Whether a string holds U+0000 or a lone UTF-16 surrogate. PostgreSQL refuses the first in any
 * text value; the second has no UTF-8 form and would be stored silently replaced by U+FFFD. Both
 * only ever arrive from a broken or hostile client, so they are refused rather than cleaned.
 */
export function hasInvalidText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit === 0) return true;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return true;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/**
 * `z.string()` that refuses what `hasInvalidText` finds. The check comes first and stops the
 * parse, so this message is the one the form shows instead of a length or format complaint. A
 * value that is not text gets the field's own message when given, else NOT_TEXT_MESSAGE, never
 * zod's English default.
 */
export const safeString = (params: Parameters<typeof z.string>[0] = { error: NOT_TEXT_MESSAGE }) =>
  z.string(params).refine((v) => !hasInvalidText(v), { message: INVALID_TEXT_MESSAGE, abort: true });

/** An empty query parameter (e.g. `?regime=`) means "no filter", as a cleared select sends it. */
export const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
