// The operators' console forms, one schema for each form and the API that receives it.
import { z } from "zod";
import { ENTERPRISE_JOB_LIMIT_MAX, ENTERPRISE_SEAT_LIMIT_MAX, operationsMessages as m } from "./operations";
import { blankToUndefined, safeString } from "./text";

/** GET /api/operations/companies: a piece of the name, CNPJ digits or the owner's e-mail. */
export const companySearchSchema = z.strictObject({
  q: z.preprocess(blankToUndefined, safeString().trim().max(120, m.companySearchTooLong).optional()),
  cursor: z.preprocess(blankToUndefined, safeString().max(200).optional()),
});
export type CompanySearch = z.output<typeof companySearchSchema>;

const date = (required: string) => z.iso.date({ error: required });

/** A whole number typed in a form's field ("12", " 12 ") as the number; anything else as sent. */
const typedInteger = (v: unknown) => (typeof v === "string" && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v);

/** A field left blank (absent, empty or spaces) as null: no limit. */
const blankToNull = (v: unknown) => (v === undefined || (typeof v === "string" && v.trim() === "") ? null : v);

/**
 * An Enterprise contract: the job cap (null for unlimited), the team's seats (blank or null for
 * unlimited), the price note and its dates.
 */
export const enterpriseContractSchema = z
  .strictObject({
    jobLimit: z.preprocess(
      typedInteger,
      z
        .number({ error: m.jobLimitInvalid })
        .int(m.jobLimitInvalid)
        .min(1, m.jobLimitInvalid)
        .max(ENTERPRISE_JOB_LIMIT_MAX, m.jobLimitInvalid)
        .nullable(),
    ),
    seatLimit: z.preprocess(
      (v) => typedInteger(blankToNull(v)),
      z
        .number({ error: m.seatLimitInvalid })
        .int(m.seatLimitInvalid)
        .min(1, m.seatLimitInvalid)
        .max(ENTERPRISE_SEAT_LIMIT_MAX, m.seatLimitInvalid)
        .nullable(),
    ),
    priceNote: safeString({ error: m.priceNoteRequired })
      .trim()
      .min(1, m.priceNoteRequired)
      .max(500, m.priceNoteTooLong),
    startsOn: date(m.startRequired),
    endsOn: date(m.endRequired),
    /**
     * The operator named as the company's dedicated support manager: an id, null (or blank) for
     * none; left out, the contract keeps the one it has.
     */
    supportManagerId: z.preprocess(blankToNull, safeString().trim().max(64).nullable()).optional(),
  })
  .refine((c) => c.endsOn > c.startsOn, { path: ["endsOn"], message: m.endBeforeStart });
export type EnterpriseContractInput = z.output<typeof enterpriseContractSchema>;

/** Suspending a company, ending its contract: the reason the company's users read. */
export const operatorReasonSchema = z.strictObject({
  reason: safeString({ error: m.reasonRequired }).trim().min(10, m.reasonRequired).max(500, m.reasonTooLong),
});

/** The first enrollment step: the operator's password again, as better-auth asks. */
export const twoFactorEnableSchema = z.strictObject({
  password: safeString({ error: m.twoFactorPasswordRequired }).min(1, m.twoFactorPasswordRequired).max(128),
});

/** The second enrollment step: the 6-digit code the app now shows. */
export const twoFactorConfirmSchema = z.strictObject({
  code: safeString({ error: "Informe o código de verificação" })
    .trim()
    .regex(/^\d{6}$/, "Informe os 6 dígitos do aplicativo"),
});

/** GET /api/operations/militares: a piece of the name or the e-mail. */
export const militarSearchSchema = companySearchSchema;

/** An operator's decision on a cashback withdrawal: paid with the Pix transaction id, or refused. */
export const withdrawalDecisionSchema = z.discriminatedUnion("decision", [
  z.strictObject({
    decision: z.literal("pago"),
    pixTransactionId: safeString({ error: m.pixTransactionInvalid })
      .trim()
      .regex(/^[A-Za-z0-9]{1,64}$/, m.pixTransactionInvalid),
  }),
  z.strictObject({ decision: z.literal("recusado"), reason: operatorReasonSchema.shape.reason }),
]);
export type WithdrawalDecision = z.output<typeof withdrawalDecisionSchema>;

/** An operator's decision on a reported conversation; a founded report may block the conversation. */
export const reportDecisionSchema = z.strictObject({
  decision: z.enum(["procedente", "improcedente"], { error: "Escolha se a denúncia procede" }),
  block: z.boolean().default(false),
  note: operatorReasonSchema.shape.reason,
});
export type ReportDecision = z.output<typeof reportDecisionSchema>;
