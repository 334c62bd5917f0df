// Support ('Suporte', decision 037): a person's requests to the operators, their threads, the
// operators' saved answers and who of them is available for live chat.
import { SUPPORT_LEVEL_IDS } from "@pm/shared/billing";
import { SUPPORT_CATEGORY_IDS, SUPPORT_PLANS, SUPPORT_STATUS_IDS } from "@pm/shared/support";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, primaryKey, smallint, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, instant, updatedAt } from "./columns";
import { companies } from "./companies";
import { files } from "./files";

export const supportStatusEnum = pgEnum("support_status", SUPPORT_STATUS_IDS as [string, ...string[]]);

/**
 * A request, with the plan and level it was opened under (its target and its place in the queue
 * stay what was sold at that moment). `due_at` is when the operators owe the next answer (null
 * while they owe none); `first_response_due_at` the first answer's target, in business time.
 */
export const supportRequests = pgTable(
  "support_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The company the person works for, when a member of one. */
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    plan: text("plan", { enum: SUPPORT_PLANS as [string, ...string[]] }).notNull(),
    level: text("level", { enum: SUPPORT_LEVEL_IDS }).notNull(),
    /** The level's rank (SUPPORT_LEVELS): the queue's first key. */
    rank: smallint("rank").notNull(),
    category: text("category", { enum: SUPPORT_CATEGORY_IDS as [string, ...string[]] }).notNull(),
    subject: text("subject").notNull(),
    status: supportStatusEnum("status").notNull().default("aberto"),
    /** The operator who holds it; null while nobody took it. */
    assignedTo: text("assigned_to").references(() => users.id, { onDelete: "set null" }),
    dueAt: instant("due_at"),
    /**
     * The queue's order in one instant: the due time (or the opening, when nothing is owed) moved
     * back 100 years per rank, so every higher plan comes first and each plan by its due time.
     * Written with `due_at` by the queries (queueAt in support.queries.ts).
     */
    queueAt: instant("queue_at").notNull(),
    firstResponseDueAt: instant("first_response_due_at").notNull(),
    firstResponseAt: instant("first_response_at"),
    /** When the dedicated manager and the operators were told its target passed (Enterprise). */
    breachNotifiedAt: instant("breach_notified_at"),
    resolvedAt: instant("resolved_at"),
    rating: smallint("rating"),
    ratingComment: text("rating_comment"),
    ratedAt: instant("rated_at"),
    /** The read receipts: when each side last opened the thread. */
    personReadAt: instant("person_read_at"),
    operatorReadAt: instant("operator_read_at"),
    lastMessageAt: instant("last_message_at").notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("support_requests_user_idx").on(t.userId, t.lastMessageAt),
    // The operators' queue: rank first, then the due time.
    index("support_requests_queue_idx").on(t.status, t.queueAt, t.id),
    // The queue's filters each read in the queue's order: one plan, one category, one operator's ('Meus').
    index("support_requests_plan_queue_idx").on(t.status, t.plan, t.queueAt, t.id),
    index("support_requests_category_queue_idx").on(t.status, t.category, t.queueAt, t.id),
    index("support_requests_assigned_idx").on(t.assignedTo, t.status, t.queueAt, t.id),
    index("support_requests_breach_idx")
      .on(t.dueAt)
      .where(sql`${t.status} = 'aberto' AND ${t.level} = 'dedicated' AND ${t.breachNotifiedAt} IS NULL`),
    index("support_requests_created_idx").on(t.createdAt),
    check("support_requests_rating_range", sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`),
  ],
);

/**
 * A message of a request's thread: the person's, an operator's answer, or an operator's internal
 * note (never shown to the person). An answer's e-mail goes out at `email_due_at` unless the
 * person read it before; `emailed_at` says it went.
 */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => supportRequests.id, { onDelete: "cascade" }),
    /** Who wrote it; null once that account is gone. */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: ["pessoa", "operador", "nota"] }).notNull(),
    body: text("body").notNull(),
    emailDueAt: instant("email_due_at"),
    emailedAt: instant("emailed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("support_messages_request_idx").on(t.requestId, t.createdAt),
    index("support_messages_email_due_idx").on(t.emailDueAt).where(sql`${t.emailedAt} IS NULL`),
  ],
);

/** The files sent with a message (up to three), stored in `files`. */
export const supportAttachments = pgTable(
  "support_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => supportMessages.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    size: integer("size").notNull(),
  },
  (t) => [index("support_attachments_message_idx").on(t.messageId), index("support_attachments_file_idx").on(t.fileId)],
);

/** 'digitando…': the last moment each side typed in a request's thread, announced to the other side. */
export const supportTyping = pgTable(
  "support_typing",
  {
    requestId: uuid("request_id")
      .notNull()
      .references(() => supportRequests.id, { onDelete: "cascade" }),
    side: text("side", { enum: ["pessoa", "operador"] }).notNull(),
    typedAt: instant("typed_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.side] })],
);

/** An operator's 'Disponível' / 'Ausente' for live chat. */
export const supportOperatorStatus = pgTable("support_operator_status", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  available: boolean("available").notNull().default(false),
  updatedAt: updatedAt(),
});

/** Saved answers ('macros'), shared by the operators; `{nome}` is the person's first name. */
export const supportMacros = pgTable("support_macros", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
