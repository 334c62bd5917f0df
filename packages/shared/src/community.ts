// 'Comunidade': militares' questions and answers by topic, the FREE plan's community support. The
// schemas both the API and the forms validate with; the topics, limits and texts are in
// community.constants.ts, re-exported here.
import { z } from "zod";
import {
  COMMUNITY_LIMITS,
  COMMUNITY_REPORT_REASON_IDS,
  COMMUNITY_TOPIC_IDS,
  type CommunityReportReason,
  type CommunityTopic,
  communityMessages,
} from "./community.constants";
import { blankToUndefined, safeString } from "./text";

export * from "./community.constants";

/** Markdown limited to text, lists and links: a tag of HTML (or a script) is refused, not stripped. */
const HTML_TAG = /<\s*\/?\s*[a-z!][^>]*>/i;

const body = safeString({ error: communityMessages.bodyRequired })
  .trim()
  .min(1, communityMessages.bodyRequired)
  .max(COMMUNITY_LIMITS.body, communityMessages.bodyTooLong)
  .refine((v) => !HTML_TAG.test(v), communityMessages.htmlNotAllowed);

export const newQuestionSchema = z.strictObject({
  topic: z.enum(COMMUNITY_TOPIC_IDS as [CommunityTopic, ...CommunityTopic[]], {
    error: communityMessages.topicInvalid,
  }),
  title: safeString({ error: communityMessages.titleTooShort })
    .trim()
    .min(COMMUNITY_LIMITS.titleMin, communityMessages.titleTooShort)
    .max(COMMUNITY_LIMITS.title, communityMessages.titleTooLong)
    .refine((v) => !HTML_TAG.test(v), communityMessages.htmlNotAllowed),
  body,
  /** The author saw the personal-data warning and posts anyway. */
  confirmPersonalData: z.boolean().optional(),
});
export type NewQuestion = z.output<typeof newQuestionSchema>;

export const newAnswerSchema = z.strictObject({ body, confirmPersonalData: z.boolean().optional() });

export const communityReportSchema = z.strictObject({
  kind: z.enum(["question", "answer"], { error: communityMessages.postNotFound }),
  id: z.guid({ error: communityMessages.postNotFound }),
  reason: z.enum(COMMUNITY_REPORT_REASON_IDS as [CommunityReportReason, ...CommunityReportReason[]], {
    error: communityMessages.reportReasonInvalid,
  }),
  details: z.preprocess(
    blankToUndefined,
    safeString().trim().max(500, communityMessages.reportDetailsTooLong).optional(),
  ),
});

export const communitySettingsSchema = z.strictObject({ showService: z.boolean() });

/** An operator's decision on a reported post: keep it, or remove it telling the author why. */
export const communityDecisionSchema = z.discriminatedUnion("decision", [
  z.strictObject({ decision: z.literal("manter") }),
  z.strictObject({
    decision: z.literal("remover"),
    reason: safeString({ error: communityMessages.moderationReasonRequired })
      .trim()
      .min(10, communityMessages.moderationReasonRequired)
      .max(1000),
  }),
]);

export const communitySuspensionSchema = z.strictObject({
  days: z.coerce
    .number({ error: communityMessages.suspensionDaysInvalid })
    .int(communityMessages.suspensionDaysInvalid)
    .min(1, communityMessages.suspensionDaysInvalid)
    .max(90, communityMessages.suspensionDaysInvalid),
  reason: safeString({ error: communityMessages.moderationReasonRequired })
    .trim()
    .min(10, communityMessages.moderationReasonRequired)
    .max(1000),
});

export const communityVeteranSchema = z.strictObject({ confirmed: z.boolean() });

export const bestAnswerSchema = z.strictObject({ answerId: z.guid({ error: communityMessages.answerNotFound }) });

export const communityListQuerySchema = z.strictObject({
  topic: z.preprocess(
    blankToUndefined,
    z
      .enum(COMMUNITY_TOPIC_IDS as [CommunityTopic, ...CommunityTopic[]], { error: communityMessages.topicInvalid })
      .optional(),
  ),
  q: z.preprocess(
    blankToUndefined,
    safeString().trim().max(COMMUNITY_LIMITS.search, communityMessages.searchTooLong).optional(),
  ),
  cursor: z.preprocess(blankToUndefined, safeString().max(200).optional()),
});
