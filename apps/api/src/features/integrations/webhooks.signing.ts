// Deliveries are signed as the Standard Webhooks specification says (standardwebhooks.com), with
// its own library: `webhook-id` (the event's id, the same on every retry and on 'Reenviar'),
// `webhook-timestamp` (unix seconds) and `webhook-signature` ("v1," + the base64 HMAC-SHA256 of
// "{id}.{timestamp}.{body}", keyed with the bytes whose base64 follows "whsec_" in the secret).
import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

export const WEBHOOK_SECRET_PREFIX = "whsec_";
/** Random bytes of a new secret: within the 24 to 64 the specification asks for. */
const SECRET_BYTES = 32;

/** A new endpoint's secret: "whsec_" and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString("base64")}`;
}

export interface SignedHeaders {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
}

/** The three headers of a delivery of `body` (the exact text sent) signed at `at`. */
export function signDelivery(secret: string, id: string, at: Date, body: string): SignedHeaders {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(id, at, body),
  };
}
