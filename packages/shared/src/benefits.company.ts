// The partner's side of benefits: the offer form, the pause switch, validation at the till and a
// cashback contest. One schema for each form and the API that receives it.
import { z } from "zod";
import { BENEFIT_CATEGORIES, BENEFIT_LIMITS, BENEFIT_MODES, benefitMessages as m } from "./benefits";
import { BR_STATES, parseReais } from "./brazil";
import { safeString } from "./text";

const requiredText = (required: string, max: number, tooLong: string) =>
  safeString({ error: required }).trim().min(1, required).max(max, tooLong);

/** A blank form field (or null) as "not given". */
const blank = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/**
 * A whole number from a number input (a number, or its text as the form holds it) within
 * [min, max]; anything else answers `message`.
 */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** An amount typed in reais ("150,90"), as centavos within (0, max]; blank is null. */
export const reaisAmount = (message: string, max: number) =>
  z.preprocess(
    blank,
    safeString({ error: message })
      .transform((text, ctx) => {
        const cents = parseReais(text);
        if (cents === null || cents <= 0 || cents > max) {
          ctx.addIssue({ code: "custom", message });
          return z.NEVER;
        }
        return cents;
      })
      .optional()
      .transform((v) => v ?? null),
  );

const date = (required: string) => z.iso.date({ error: required });

export const offerCitySchema = z.strictObject({
  city: requiredText(m.cityRequired, BENEFIT_LIMITS.city, m.cityTooLong),
  state: z.enum(BR_STATES, { error: m.stateInvalid }),
});
export type OfferCity = z.infer<typeof offerCitySchema>;

const cityKey = (c: OfferCity) => `${c.city.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()}|${c.state}`;

/** The offer a partner publishes or edits. Strict: `companyId`, `paused` and the like are refused. */
export const offerInputSchema = z
  .strictObject({
    title: requiredText(m.titleRequired, BENEFIT_LIMITS.title, m.titleTooLong),
    category: z.enum(BENEFIT_CATEGORIES, { error: m.categoryRequired }),
    discountPercent: wholeNumber(BENEFIT_LIMITS.discountMin, BENEFIT_LIMITS.discountMax, m.discountInvalid),
    cashbackPercent: z.preprocess((v) => blank(v) ?? 0, wholeNumber(0, BENEFIT_LIMITS.cashbackMax, m.cashbackInvalid)),
    description: requiredText(m.descriptionRequired, BENEFIT_LIMITS.description, m.descriptionTooLong),
    terms: requiredText(m.termsRequired, BENEFIT_LIMITS.terms, m.termsTooLong),
    online: z.boolean({ error: m.onlineInvalid }).default(false),
    cities: z
      .array(offerCitySchema, { error: m.locationRequired })
      .max(BENEFIT_LIMITS.cities, m.citiesTooMany)
      .default([])
      .refine((cities) => new Set(cities.map(cityKey)).size === cities.length, m.citiesRepeated),
    mode: z.enum(BENEFIT_MODES, { error: m.modeRequired }),
    codePrefix: z.preprocess(
      (v) => (typeof v === "string" ? blank(v.trim().toUpperCase()) : blank(v)),
      safeString({ error: m.prefixInvalid })
        .regex(/^[A-Z0-9]{3,10}$/, m.prefixInvalid)
        .optional(),
    ),
    startsOn: date(m.startRequired),
    endsOn: date(m.endRequired),
    monthlyLimit: z.preprocess(
      (v) => blank(v) ?? 1,
      wholeNumber(1, BENEFIT_LIMITS.monthlyLimitMax, m.monthlyLimitInvalid),
    ),
    totalQuantity: z.preprocess(
      blank,
      wholeNumber(1, BENEFIT_LIMITS.totalQuantityMax, m.totalQuantityInvalid)
        .optional()
        .transform((v) => v ?? null),
    ),
  })
  .superRefine((offer, ctx) => {
    if (!offer.online && offer.cities.length === 0) {
      ctx.addIssue({ code: "custom", path: ["cities"], message: m.locationRequired });
    }
    if (offer.mode === "coupon" && !offer.codePrefix) {
      ctx.addIssue({ code: "custom", path: ["codePrefix"], message: m.prefixInvalid });
    }
    if (offer.endsOn < offer.startsOn) {
      ctx.addIssue({ code: "custom", path: ["endsOn"], message: m.endBeforeStart });
    }
  })
  // A QR offer has no coupon prefix, whatever the form left in the field.
  .transform((offer) => ({ ...offer, codePrefix: offer.mode === "coupon" ? (offer.codePrefix ?? null) : null }));

export type OfferInput = z.output<typeof offerInputSchema>;
export type OfferFormValues = z.input<typeof offerInputSchema>;

export const offerPauseSchema = z.strictObject({
  paused: z.boolean({ error: m.pausedRequired }),
});

/**
 * A code typed at the till, or what the QR scanner read: a coupon code ("FORTE-7KQ2M9XH", any
 * case), a QR token, or the validation link holding one.
 */
const codeText = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  safeString({ error: m.codeRequired }).min(1, m.codeRequired).max(500, m.codeInvalid),
);

export const lookupCodeSchema = z.strictObject({ code: codeText });

export const confirmUseSchema = z.strictObject({
  code: codeText,
  /** The purchase, for cashback: "150,90" in reais; blank when the partner does not give it. */
  purchaseAmount: reaisAmount(m.purchaseInvalid, BENEFIT_LIMITS.purchaseMaxCents),
});
export type ConfirmUseInput = z.output<typeof confirmUseSchema>;

export const contestCashbackSchema = z.strictObject({
  reason: requiredText(m.contestReasonRequired, BENEFIT_LIMITS.contestReason, m.contestReasonTooLong),
});
