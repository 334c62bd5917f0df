import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant } from "./columns";

/** Every e-mail the platform sends, kept for delivery status and, outside production, for /dev/emails. */
export const emailOutbox = pgTable("email_outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  html: text("html").notNull(),
  text: text("text").notNull(),
  /** 'stored' (no transport configured), 'sent' or 'failed'. */
  status: text("status").notNull(),
  error: text("error"),
  createdAt: createdAt(),
  sentAt: instant("sent_at"),
});

/** Fixed-window counters shared by every API process. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  expiresAt: instant("expires_at").notNull(),
});

/**
 * E-mails the account routes ask for (sign-up confirmation or "someone tried to sign up with your
 * address", password reset, a sign-in alert), written by the request and sent by a worker. The
 * request does the same work whether or not the address has an account, so neither its answer
 * nor its timing tells. A processed row keeps its outcome (no payload) for the rolling caps.
 */
export const authMailRequests = pgTable(
  "auth_mail_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** 'sign_up', 'password_reset' or 'sign_in_alert'. */
    kind: text("kind").notNull(),
    email: text("email").notNull(),
    /** A sign-up's account fields (with the password already hashed); cleared once processed. */
    payload: jsonb("payload"),
    createdAt: createdAt(),
    claimedAt: instant("claimed_at"),
    processedAt: instant("processed_at"),
    /** 'sent', 'capped', 'no_account', 'failed'. */
    outcome: text("outcome"),
  },
  (t) => [
    index("auth_mail_requests_pending_idx").on(t.createdAt).where(sql`${t.processedAt} is null`),
    index("auth_mail_requests_email_idx").on(t.email, t.kind, t.processedAt),
  ],
);

/**
 * Who has an open realtime stream, per API process: a row while process `process_id` holds at
 * least one stream of the user, confirmed every PRESENCE_TOUCH_MS. A user is online while a row
 * of theirs is fresh; the rows of a process that died go stale on their own.
 */
export const userPresence = pgTable(
  "user_presence",
  {
    userId: text("user_id").notNull(),
    processId: uuid("process_id").notNull(),
    seenAt: instant("seen_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.processId] }), index("user_presence_process_idx").on(t.processId)],
);
