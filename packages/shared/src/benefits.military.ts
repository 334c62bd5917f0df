// The militar's side of benefits: the catalogue's filters, a rating after a use and a cashback
// withdrawal by Pix. One schema for each form and the API that receives it.
import { z } from "zod";
import {
  BENEFIT_CATEGORIES,
  BENEFIT_LIMITS,
  isValidCpf,
  MIN_WITHDRAWAL_CENTS,
  benefitMessages as m,
  PIX_KEY_TYPES,
  type PixKeyType,
} from "./benefits";
import { reaisAmount, wholeNumber } from "./benefits.company";
import { BR_STATES } from "./brazil";
import { isValidCnpj } from "./cnpj";
import { blankToUndefined, safeString } from "./text";

export const CATALOGUE_PAGE_SIZE = 24;

/** "Rio de Janeiro/RJ": the city filter's value. */
const cityFilter = z.string().transform((text, ctx) => {
  const slash = text.lastIndexOf("/");
  const city = text.slice(0, slash).trim();
  const state = text
    .slice(slash + 1)
    .trim()
    .toUpperCase();
  if (slash < 1 || !city || city.length > BENEFIT_LIMITS.city || !(BR_STATES as readonly string[]).includes(state)) {
    ctx.addIssue({ code: "custom", message: m.cityFilterInvalid });
    return z.NEVER;
  }
  return { city, state };
});

/** GET /api/military/benefits: strict, so an unknown parameter answers 422. */
export const catalogueQuerySchema = z.strictObject({
  q: z.preprocess(blankToUndefined, safeString().trim().max(BENEFIT_LIMITS.search, m.searchTooLong).optional()),
  category: z.preprocess(blankToUndefined, z.enum(BENEFIT_CATEGORIES, { error: m.categoryInvalid }).optional()),
  /** Offers valid in this city, and every online offer; absent means every city. */
  city: z.preprocess(blankToUndefined, safeString().pipe(cityFilter).optional()),
  cursor: z.preprocess(blankToUndefined, safeString().max(200).optional()),
});
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

/** POST /api/military/benefits/offers/:id/report: why the offer is misleading or abusive. */
export const reportOfferSchema = z.strictObject({
  reason: safeString({ error: m.reportReasonRequired })
    .trim()
    .min(10, m.reportReasonRequired)
    .max(500, m.reportReasonTooLong),
});

export const rateRedemptionSchema = z.strictObject({
  rating: wholeNumber(1, 5, m.ratingInvalid),
});

/** A Pix key in the form the Central Bank's directory (DICT) holds it, or null when invalid. */
export function normalizePixKey(type: PixKeyType, key: string): string | null {
  const text = key.trim();
  const digits = text.replace(/\D/g, "");
  switch (type) {
    case "cpf":
      return /^[\d.\-\s]+$/.test(text) && isValidCpf(digits) ? digits : null;
    case "cnpj":
      return /^[\d./\-\s]+$/.test(text) && isValidCnpj(digits) ? digits : null;
    case "email":
      return text.length <= BENEFIT_LIMITS.pixKey && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)
        ? text.toLowerCase()
        : null;
    case "telefone": {
      // DICT keeps phones as +55 with the area code: 10 or 11 digits after the country code.
      const national = digits.startsWith("55") && digits.length > 11 ? digits.slice(2) : digits;
      return /^[+\d()\-\s]+$/.test(text) && /^[1-9]{2}9?\d{8}$/.test(national) ? `+55${national}` : null;
    }
    case "aleatoria":
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text) ? text.toLowerCase() : null;
  }
}

/** A cashback withdrawal by Pix: the key (by its type) and the amount in reais, R$ 20,00 at least. */
export const withdrawalSchema = z
  .strictObject({
    pixKeyType: z.enum(PIX_KEY_TYPES, { error: m.pixKeyTypeRequired }),
    pixKey: safeString({ error: m.pixKeyInvalid }).max(BENEFIT_LIMITS.pixKey + 20, m.pixKeyInvalid),
    amount: reaisAmount(m.withdrawalInvalid, BENEFIT_LIMITS.purchaseMaxCents).pipe(
      z.number({ error: m.withdrawalInvalid }).min(MIN_WITHDRAWAL_CENTS, m.withdrawalTooSmall),
    ),
  })
  .refine((input) => normalizePixKey(input.pixKeyType, input.pixKey) !== null, {
    path: ["pixKey"],
    message: m.pixKeyInvalid,
    // Checked even while the amount is wrong (so the form shows both messages at once), and only
    // then: with any other issue the key or its type may not be text at all.
    when: ({ issues }) => issues.every((i) => i.path?.[0] === "amount"),
  })
  .transform((input) => ({
    pixKeyType: input.pixKeyType,
    pixKey: normalizePixKey(input.pixKeyType, input.pixKey) ?? "",
    amountCents: input.amount,
  }));
export type WithdrawalInput = z.output<typeof withdrawalSchema>;
