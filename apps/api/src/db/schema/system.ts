import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { CalendarInvite } from "../../mail/mailer";
import { users } from "./auth";
import { createdAt, instant } from "./columns";

/** Every e-mail the platform sends, kept for delivery status and, outside production, for /dev/emails. */
export const emailOutbox = pgTable("email_outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  html: text("html").notNull(),
  text: text("text").notNull(),
  /** Extra headers (an alert's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058); null when none. */
  headers: jsonb("headers").$type<Record<string, string>>(),
  /** A calendar invite it carries (an interview's .ics), kept as sent; null when none. */
  calendar: jsonb("calendar").$type<CalendarInvite>(),
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
    /** 'sign_up', 'password_reset', 'sign_in_alert' or 'two_factor_alert'. */
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

/**
 * The job runner's runs (workers/runner.ts), shared by every API process. A one-off run is
 * deleted once it succeeds; a kind on a schedule keeps one row (key '@schedule') that is moved to
 * its next slot after each run, so exactly one run per period happens across all processes. A run
 * that used up its attempts stays as 'failed' (kept 30 days) for the console's counts.
 */
export const backgroundJobs = pgTable(
  "background_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    /** At most one queued or running run per (kind, key): a one-off's deduplication key, or '@schedule'. */
    key: text("key"),
    payload: jsonb("payload"),
    /** 'queued', 'running' or 'failed'. */
    status: text("status").notNull().default("queued"),
    runAt: instant("run_at").notNull().defaultNow(),
    /** Tries made, the running one included. */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** The process running it, which holds it until locked_until and keeps moving that on. */
    lockedBy: text("locked_by"),
    lockedUntil: instant("locked_until"),
    createdAt: createdAt(),
    finishedAt: instant("finished_at"),
  },
  (t) => [
    uniqueIndex("background_jobs_kind_key_idx")
      .on(t.kind, t.key)
      .where(sql`${t.key} is not null and ${t.status} <> 'failed'`),
    index("background_jobs_due_idx").on(t.runAt).where(sql`${t.status} = 'queued'`),
    index("background_jobs_lease_idx").on(t.lockedUntil).where(sql`${t.status} = 'running'`),
  ],
);

/**
 * The last failed requests of each signed-in account (status 400 and above, with the request id
 * the logs carry), shown to support beside the person's requests so nobody has to ask what went
 * wrong. Kept 30 days.
 */
export const accountRequestErrors = pgTable(
  "account_request_errors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requestId: text("request_id").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    status: integer("status").notNull(),
    code: text("code"),
    createdAt: createdAt(),
  },
  (t) => [
    index("account_request_errors_user_idx").on(t.userId, t.createdAt),
    index("account_request_errors_created_idx").on(t.createdAt),
  ],
);
