// CNPJ: the Brazilian company registry number. From July 2026 new numbers may carry letters A–Z
// in their first 12 positions (the alphanumeric CNPJ); the two check digits stay numeric and are
// computed the same way, each character counting as its ASCII code minus 48 ("0" → 0, "A" → 17).

export const CNPJ_LENGTH = 14;

const BODY_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CHECK_WEIGHTS = [6, ...BODY_WEIGHTS];
const SHAPE = /^[0-9A-Z]{12}[0-9]{2}$/;

/** Drops the mask and anything that is not a letter or digit; letters are uppercased. */
export function normalizeCnpj(input: string): string {
  return input.toUpperCase().replace(/[^0-9A-Z]/g, "");
}

function checkDigit(chars: string, weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (chars.charCodeAt(i) - 48) * (weights[i] as number);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The two check digits of a 12-character CNPJ body. */
export function cnpjCheckDigits(body: string): string {
  const first = checkDigit(body, BODY_WEIGHTS);
  const second = checkDigit(`${body}${first}`, CHECK_WEIGHTS);
  return `${first}${second}`;
}

/**
 * Whether the input, masked or not, is a CNPJ whose check digits match. Numbers made of one
 * repeated character (00.000.000/0000-00) pass the arithmetic but are never issued: refused.
 */
export function isValidCnpj(input: string): boolean {
  const cnpj = normalizeCnpj(input);
  if (!SHAPE.test(cnpj)) return false;
  if (/^(.)\1+$/.test(cnpj)) return false;
  return cnpj.slice(12) === cnpjCheckDigits(cnpj.slice(0, 12));
}

/**
 * XX.XXX.XXX/XXXX-XX. Also masks a number still being typed: "12ABC3" → "12.ABC.3". Characters
 * beyond the 14th are dropped.
 */
export function formatCnpj(input: string): string {
  const c = normalizeCnpj(input).slice(0, CNPJ_LENGTH);
  const parts: [number, number, string][] = [
    [0, 2, ""],
    [2, 5, "."],
    [5, 8, "."],
    [8, 12, "/"],
    [12, 14, "-"],
  ];
  let out = "";
  for (const [from, to, sep] of parts) {
    if (c.length <= from) break;
    out += sep + c.slice(from, to);
  }
  return out;
}
