// Requests of data subjects under the LGPD (Lei nº 13.709/2018, art. 18): what a militar or a
// company's user asks in Configurações, and the answer an operator gives in the console. The
// schemas; the rights, statuses, deadline and texts are in privacy.constants.ts, re-exported here.
import { z } from "zod";
import { PRIVACY_REQUEST_KINDS, type PrivacyRequestKind, privacyMessages } from "./privacy.constants";
import { safeString } from "./text";

export * from "./privacy.constants";

/** The rights a request may invoke, as z.enum takes them. */
const KIND_VALUES = Object.keys(PRIVACY_REQUEST_KINDS) as [PrivacyRequestKind, ...PrivacyRequestKind[]];

/** POST /api/account/privacy-requests: what the person asks, in his own words. */
export const privacyRequestSchema = z.strictObject({
  kind: z.enum(KIND_VALUES, { error: privacyMessages.kindRequired }),
  details: safeString({ error: privacyMessages.detailsRequired })
    .trim()
    .min(10, privacyMessages.detailsRequired)
    .max(2000, privacyMessages.detailsTooLong),
});
export type PrivacyRequestInput = z.output<typeof privacyRequestSchema>;

/** An operator's answer: the request was met, or refused with the reason (art. 18 § 4º). */
export const privacyDecisionSchema = z.strictObject({
  decision: z.enum(["atendida", "recusada"], { error: privacyMessages.decisionRequired }),
  response: safeString({ error: privacyMessages.responseRequired })
    .trim()
    .min(10, privacyMessages.responseRequired)
    .max(2000, privacyMessages.responseTooLong),
});
export type PrivacyDecision = z.output<typeof privacyDecisionSchema>;
