// The job a company publishes or edits, and the status switch: one schema for the form and the API.
import { z } from "zod";
import { addDays, brazilToday, JOB_LIMITS, jobMessages, MODALITIES, REGIMES, splitLines } from "./jobs";
import { safeString } from "./text";

const requiredText = (required: string, max: number, tooLong: string) =>
  safeString({ error: required }).trim().min(1, required).max(max, tooLong);

/** Optional text that may be sent blank or null; blank becomes null. */
const optionalText = (max: number, tooLong: string) =>
  safeString()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

/**
 * A list given either as the form's textarea (one item per line) or as an array of strings; in
 * both cases items are trimmed and blank ones dropped.
 */
const lines = (tooMany: string, tooLong: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: jobMessages.linesInvalid })
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v.flatMap(splitLines) : splitLines(v)))
    .pipe(z.array(safeString().max(JOB_LIMITS.line, tooLong)).max(JOB_LIMITS.lines, tooMany));

/**
 * 'Data de encerramento': optional; a day (YYYY-MM-DD) from today, in Brazil's time, up to
 * JOB_LIMITS.closesWithinDays ahead. Blank or null means none: the job then stays open for
 * JOB_OPEN_DAYS and is renewed by the company.
 */
const closesOn = z
  .preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    z.iso.date({ error: jobMessages.closesOnInvalid }).optional(),
  )
  .transform((v) => v ?? null)
  .refine((v) => v === null || v >= brazilToday(), jobMessages.closesOnPast)
  .refine((v) => v === null || v <= addDays(brazilToday(), JOB_LIMITS.closesWithinDays), jobMessages.closesOnTooFar);

/** The job a company publishes or edits. Strict: `active`, `companyId` and the like are refused. */
export const jobInputSchema = z.strictObject({
  title: requiredText(jobMessages.titleRequired, JOB_LIMITS.title, jobMessages.titleTooLong),
  city: requiredText(jobMessages.cityRequired, JOB_LIMITS.city, jobMessages.cityTooLong),
  regime: z.enum(REGIMES, { error: jobMessages.regimeRequired }),
  modality: z
    .union([z.enum(MODALITIES), z.literal("")], { error: jobMessages.modalityInvalid })
    .nullish()
    .transform((v) => v || null),
  salary: optionalText(JOB_LIMITS.salary, jobMessages.salaryTooLong),
  description: requiredText(jobMessages.descriptionRequired, JOB_LIMITS.description, jobMessages.descriptionTooLong),
  requirements: lines(jobMessages.requirementsTooMany, jobMessages.requirementTooLong),
  benefits: lines(jobMessages.benefitsTooMany, jobMessages.benefitTooLong),
  closesOn,
});

/** What the API stores: lists as arrays, blanks as null. */
export type JobInput = z.output<typeof jobInputSchema>;
/** What the form holds before parsing: lists as the textarea's text. */
export type JobFormValues = z.input<typeof jobInputSchema>;

export const jobStatusSchema = z.strictObject({
  active: z.boolean({ error: jobMessages.activeRequired }),
});

export type JobStatusInput = z.infer<typeof jobStatusSchema>;
