// The codes a militar shows at the till. A coupon is PREFIX-XXXXXXXX, typed by the cashier; a QR
// carries a token, the code signed with the server's secret, so a QR cannot be made up from a
// code seen elsewhere. Both are single use: the database marks the redemption used once.
import { createHmac, timingSafeEqual } from "node:crypto";
import { customAlphabet } from "nanoid";

/** No 0/O, 1/I/L or 5/S: a cashier reads the code off a phone and types it. */
export const CODE_ALPHABET = "2346789ABCDEFGHJKMNPQRTUVWXYZ";
export const CODE_LENGTH = 8;
/** The prefix of QR redemptions' codes (coupon codes carry the offer's prefix). */
export const QR_PREFIX = "QR";

const randomPart = customAlphabet(CODE_ALPHABET, CODE_LENGTH);

export function newRedemptionCode(prefix: string | null): string {
  return `${prefix ?? QR_PREFIX}-${randomPart()}`;
}

const signature = (code: string, secret: string) =>
  createHmac("sha256", secret).update(`benefit-qr:${code}`).digest("base64url").slice(0, 22);

/** The text a redemption's QR holds: its code and the code's signature. */
export function qrToken(code: string, secret: string): string {
  return `${code}.${signature(code, secret)}`;
}

/**
 * What the partner typed or scanned, read as a code: a QR token (or the validation link that
 * holds one) whose signature checks gives its code with `signed`; anything else is a typed code,
 * upper-cased. A token with a wrong signature reads as no code at all.
 */
export function readPresentedCode(text: string, secret: string): { code: string; signed: boolean } | null {
  let value = text.trim();
  const fromLink = /[?&]codigo=([^&#]+)/.exec(value);
  if (fromLink?.[1]) {
    try {
      value = decodeURIComponent(fromLink[1]);
    } catch {
      return null;
    }
  }
  const dot = value.indexOf(".");
  if (dot === -1) return { code: value.toUpperCase(), signed: false };
  const code = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signature(code, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { code, signed: true };
}
