// Support ('Suporte'): a signed-in person's requests to the platform's operators, with the
// categories, statuses, limits, pt-BR texts and schemas both the API and the screens read. How
// each plan is served (e-mail, chat, priority, dedicated) lives beside the plans, in billing.ts.
// The schemas; the categories, statuses, limits and texts are in support.constants.ts, re-exported
// here.
import { z } from "zod";
import {
  SUPPORT_ANSWER_STATUSES,
  SUPPORT_CATEGORY_IDS,
  SUPPORT_LIMITS,
  SUPPORT_PLANS,
  SUPPORT_STATUS_IDS,
  type SupportCategory,
  type SupportPlan,
  type SupportStatus,
  supportMessages,
} from "./support.constants";
import { blankToUndefined, safeString } from "./text";

export * from "./support.constants";

const subject = safeString({ error: supportMessages.subjectRequired })
  .trim()
  .min(1, supportMessages.subjectRequired)
  .min(SUPPORT_LIMITS.subjectMin, supportMessages.subjectTooShort)
  .max(SUPPORT_LIMITS.subject, supportMessages.subjectTooLong);

/** A message of the thread, either side: trimmed, never blank, at most SUPPORT_LIMITS.message characters. */
export const supportMessageBody = safeString({ error: supportMessages.messageRequired })
  .trim()
  .min(1, supportMessages.messageRequired)
  .max(SUPPORT_LIMITS.message, supportMessages.messageTooLong);

/** 'Novo atendimento' (the form's text fields; the attachments come as `files`). */
export const newSupportRequestSchema = z.strictObject({
  subject,
  category: z.enum(SUPPORT_CATEGORY_IDS as [SupportCategory, ...SupportCategory[]], {
    error: supportMessages.categoryRequired,
  }),
  message: supportMessageBody,
});
export type NewSupportRequestInput = z.output<typeof newSupportRequestSchema>;

/** A reply of the person (the attachments come as `files`). */
export const supportReplySchema = z.strictObject({ message: supportMessageBody });

export const supportAnswerSchema = z.strictObject({
  message: supportMessageBody,
  status: z.enum(SUPPORT_ANSWER_STATUSES).default("respondido"),
});

export const supportNoteSchema = z.strictObject({ message: supportMessageBody });

export const supportRatingSchema = z.strictObject({
  rating: z.coerce
    .number({ error: supportMessages.ratingInvalid })
    .int(supportMessages.ratingInvalid)
    .min(1, supportMessages.ratingInvalid)
    .max(5, supportMessages.ratingInvalid),
  comment: z.preprocess(
    blankToUndefined,
    safeString().trim().max(SUPPORT_LIMITS.ratingComment, supportMessages.ratingCommentTooLong).optional(),
  ),
});

const cursor = z.string().max(200).optional();

/** GET the person's list. */
export const supportListQuerySchema = z.strictObject({ cursor });

/** GET the operators' queue: its filters. */
export const supportQueueQuerySchema = z.strictObject({
  plan: z.enum(SUPPORT_PLANS as [SupportPlan, ...SupportPlan[]]).optional(),
  category: z.enum(SUPPORT_CATEGORY_IDS as [SupportCategory, ...SupportCategory[]]).optional(),
  /** A status ('aberto' when left out), or 'todos' for every status. */
  status: z.enum(["aberto", "aguardando_voce", "respondido", "resolvido", "todos"]).optional(),
  mine: z.enum(["1"]).optional(),
  cursor,
});
export type SupportQueueQuery = z.output<typeof supportQueueQuerySchema>;

export const supportHandOverSchema = z.strictObject({
  operatorId: safeString({ error: supportMessages.assigneeInvalid })
    .trim()
    .min(1, supportMessages.assigneeInvalid)
    .max(64),
});

export const supportAvailabilitySchema = z.strictObject({ available: z.boolean() });

export const supportStatusSchema = z.strictObject({
  status: z.enum(SUPPORT_STATUS_IDS as [SupportStatus, ...SupportStatus[]]),
});

export const supportMacroSchema = z.strictObject({
  title: safeString({ error: supportMessages.macroTitleRequired })
    .trim()
    .min(1, supportMessages.macroTitleRequired)
    .max(SUPPORT_LIMITS.macroTitle, supportMessages.macroTitleTooLong),
  body: safeString({ error: supportMessages.macroBodyRequired })
    .trim()
    .min(1, supportMessages.macroBodyRequired)
    .max(SUPPORT_LIMITS.macroBody, supportMessages.macroBodyTooLong),
});

/** The Enterprise contract's dedicated manager: an operator's id, or null for none. */
export const supportManagerSchema = z.strictObject({
  operatorId: z.preprocess(blankToUndefined, safeString().trim().max(64).optional()).transform((v) => v ?? null),
});
