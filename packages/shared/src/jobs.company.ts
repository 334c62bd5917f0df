// The job a company publishes or edits, and the status switch: one schema for the form and the API.
import { z } from "zod";
import {
  addDays,
  brazilToday,
  JOB_AREAS,
  JOB_LIMITS,
  jobMessages,
  MODALITIES,
  PCD_OPTIONS,
  REGIMES,
  splitLines,
} from "./jobs";
import { parseAmountInput } from "./jobs.salary";
import { screeningQuestionsSchema } from "./screening";
import { blankToUndefined, safeString } from "./text";

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

/** Blank, null or missing is none: the form sends "", the API may send null or leave the field out. */
const none = (v: unknown) =>
  v === null || v === undefined || (typeof v === "string" && v.trim() === "") ? undefined : v;

/** The form's number fields send text: digits become the number, anything else is left for the schema to refuse. */
const digitsAsNumber = (v: unknown) => {
  const given = none(v);
  return typeof given === "string" && /^\s*\d+\s*$/.test(given) ? Number(given) : given;
};

/** An amount as typed ("3.500", "R$ 3.500,00") becomes its number (cents kept, so they are refused). */
const amountAsNumber = (v: unknown) => {
  const given = none(v);
  return typeof given === "string" ? (parseAmountInput(given) ?? given) : given;
};

/** 'Número de vagas': a whole number from 1 to JOB_LIMITS.openings, 1 when left blank. */
const openings = z
  .preprocess(
    digitsAsNumber,
    z
      .number({ error: jobMessages.openingsInvalid })
      .int(jobMessages.openingsInvalid)
      .min(1, jobMessages.openingsInvalid)
      .max(JOB_LIMITS.openings, jobMessages.openingsInvalid)
      .optional(),
  )
  .transform((v) => v ?? 1)
  .meta({ description: `Número de vagas (1 a ${JOB_LIMITS.openings}); 1 quando omitido` });

/** One end of the salary range, in whole reais per month; blank or null means none. */
const salaryAmount = (description: string) =>
  z
    .preprocess(
      amountAsNumber,
      z
        .number({ error: jobMessages.salaryAmountInvalid })
        .int(jobMessages.salaryAmountInvalid)
        .min(1, jobMessages.salaryAmountTooLow)
        .max(JOB_LIMITS.salaryAmount, jobMessages.salaryAmountTooHigh)
        .optional(),
    )
    .transform((v) => v ?? null)
    .meta({ description });

/** The job a company publishes or edits. Strict: `active`, `companyId` and the like are refused. */
export const jobInputSchema = z
  .strictObject({
    title: requiredText(jobMessages.titleRequired, JOB_LIMITS.title, jobMessages.titleTooLong),
    city: requiredText(jobMessages.cityRequired, JOB_LIMITS.city, jobMessages.cityTooLong),
    regime: z.enum(REGIMES, { error: jobMessages.regimeRequired }),
    modality: z
      .union([z.enum(MODALITIES), z.literal("")], { error: jobMessages.modalityInvalid })
      .nullish()
      .transform((v) => v || null),
    // The form always sends it (blank until chosen, which is refused); an API client that leaves
    // it out publishes the job under 'Outros'.
    area: z
      .enum(JOB_AREAS, { error: jobMessages.areaRequired })
      .optional()
      .transform((v) => v ?? "outros")
      .meta({ description: `Área da vaga: ${JOB_AREAS.join(", ")}; outros quando omitida` }),
    salary: optionalText(JOB_LIMITS.salary, jobMessages.salaryTooLong),
    description: requiredText(jobMessages.descriptionRequired, JOB_LIMITS.description, jobMessages.descriptionTooLong),
    requirements: lines(jobMessages.requirementsTooMany, jobMessages.requirementTooLong),
    benefits: lines(jobMessages.benefitsTooMany, jobMessages.benefitTooLong),
    closesOn,
    openings,
    pcd: z
      .union([z.enum(PCD_OPTIONS), z.literal("")], { error: jobMessages.pcdInvalid })
      .nullish()
      .transform((v) => v || null)
      .meta({
        description:
          "Vaga para pessoas com deficiência: tambem (aberta a todos, e também para PcD), exclusiva (reservada a PcD, cota da Lei 8.213/91, art. 93) ou null",
      }),
    salaryMin: salaryAmount(
      "Salário mensal em reais, sem centavos: o valor da vaga, ou o início da faixa quando salaryMax é informado. Null: a combinar",
    ),
    salaryMax: salaryAmount(
      "Fim da faixa salarial mensal em reais (maior ou igual a salaryMin); null para um valor só",
    ),
    screeningQuestions: screeningQuestionsSchema,
    // Optional: left blank (or out), the família is inferred from the title.
    cboFamily: z
      .preprocess(
        (v) => (typeof v === "string" ? v.trim() || null : v),
        z
          .string({ error: jobMessages.cboFamilyInvalid })
          .regex(/^\d{4}$/, jobMessages.cboFamilyInvalid)
          .nullish(),
      )
      .transform((v) => v ?? null)
      .meta({
        description:
          "Família de ocupação da CBO 2002 (4 dígitos, ex.: 7825, motoristas de veículos de cargas). Omitida ou null: a plataforma a infere do título",
      }),
  })
  // A range needs its start, and cannot end below it; a single amount goes in salaryMin.
  .superRefine((job, ctx) => {
    if (job.salaryMax === null) return;
    if (job.salaryMin === null) {
      ctx.addIssue({ code: "custom", path: ["salaryMin"], message: jobMessages.salaryMinRequired });
    } else if (job.salaryMax < job.salaryMin) {
      ctx.addIssue({ code: "custom", path: ["salaryMax"], message: jobMessages.salaryMaxBelowMin });
    }
  });

/** What the API stores: lists as arrays, blanks as null. */
export type JobInput = z.output<typeof jobInputSchema>;
/** What the form holds before parsing: lists as the textarea's text. */
export type JobFormValues = z.input<typeof jobInputSchema>;

export const jobStatusSchema = z.strictObject({
  active: z.boolean({ error: jobMessages.activeRequired }),
});

export type JobStatusInput = z.infer<typeof jobStatusSchema>;

/** GET /api/company/jobs/cbo-families: famílias by a piece of their title or code, and the one a title suggests. */
export const cboFamilyQuerySchema = z.strictObject({
  q: z.preprocess(blankToUndefined, safeString().trim().max(80).optional()),
  title: z.preprocess(blankToUndefined, safeString().trim().max(JOB_LIMITS.title).optional()),
});
