import { CONVERSATION_KINDS, SENDER_SIDES } from "@pm/shared/conversations";
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, instant } from "./columns";
import { companies } from "./companies";
import { files } from "./files";

export const senderSideEnum = pgEnum("sender_side", SENDER_SIDES);
export const conversationKindEnum = pgEnum("conversation_kind", CONVERSATION_KINDS);

/**
 * One conversation per company and militar, or per mentor and mentee (`kind` 'mentoria', decision
 * 041: `mentor_id` instead of `company_id`). When the militar deletes the account `user_id`
 * becomes null: the company keeps the conversation, shown as 'Usuário removido'. Each side's
 * unread count is kept here, changed in the transaction that sends or reads, so the list never
 * counts messages. The company's count is its team's as a whole (what the militar's 'lida' receipt
 * follows); each member's own is in conversation_member_unread.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: conversationKindEnum("kind").notNull().default("empresa"),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    /** The militar: a company's candidate, or a mentor's mentee. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The mentor of a mentorship's conversation; null once his account is gone. */
    mentorId: text("mentor_id").references(() => users.id, { onDelete: "set null" }),
    /** Who opened it: until its first message only that side lists it. */
    startedBy: senderSideEnum("started_by").notNull(),
    createdAt: createdAt(),
    /** The newest message's time (the conversation's own until the first message): the list's order. */
    lastMessageAt: instant("last_message_at").notNull().defaultNow(),
    companyUnread: integer("company_unread").notNull().default(0),
    militarUnread: integer("militar_unread").notNull().default(0),
    mentorUnread: integer("mentor_unread").notNull().default(0),
    /** The militar blocked the company, or an operator blocked the conversation: no one can send. */
    blockedAt: instant("blocked_at"),
    /** A mentorship's conversation while its mentorship is over: read only, reopened by the next one. */
    closedAt: instant("closed_at"),
    /** The last e-mail about an unread message, to each side: at most one an hour. */
    companyEmailedAt: instant("company_emailed_at"),
    militarEmailedAt: instant("militar_emailed_at"),
    mentorEmailedAt: instant("mentor_emailed_at"),
  },
  (t) => [
    uniqueIndex("conversations_company_user_idx").on(t.companyId, t.userId),
    uniqueIndex("conversations_mentor_user_idx").on(t.mentorId, t.userId),
    index("conversations_company_last_idx").on(t.companyId, t.lastMessageAt, t.id),
    index("conversations_user_last_idx").on(t.userId, t.lastMessageAt, t.id),
    index("conversations_mentor_last_idx").on(t.mentorId, t.lastMessageAt, t.id),
    check(
      "conversations_unread_nonnegative",
      sql`${t.companyUnread} >= 0 AND ${t.militarUnread} >= 0 AND ${t.mentorUnread} >= 0`,
    ),
    // A company's conversation names its company (deleted with it); a mentorship's never does.
    check(
      "conversations_kind_parties",
      sql`(${t.kind} = 'empresa' AND ${t.companyId} IS NOT NULL AND ${t.mentorId} IS NULL)
        OR (${t.kind} = 'mentoria' AND ${t.companyId} IS NULL)`,
    ),
  ],
);

/**
 * A member's unread count in one of the company's conversations (decision 035: the company answers
 * as a team, but each member has read what he opened). Raised for every Administrador and
 * Recrutador when the militar writes, zeroed when that member opens the conversation; no row reads 0.
 */
export const conversationMemberUnread = pgTable(
  "conversation_member_unread",
  {
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    unread: integer("unread").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index("conversation_member_unread_user_idx").on(t.userId).where(sql`${t.unread} > 0`),
    check("conversation_member_unread_nonnegative", sql`${t.unread} >= 0`),
  ],
);

/**
 * A message: text, an attachment, or both. `read_at` is set when the other side opens the
 * conversation (the 'lida' receipt); `emailed_at` once the unread-message e-mail considered it.
 */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    sender: senderSideEnum("sender").notNull(),
    /**
     * Who wrote it: on the company's side, which member of its team (decision 035); null for
     * messages from before teams, and once that account is gone ('Ex-membro').
     */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull().default(""),
    attachmentFileId: uuid("attachment_file_id").references(() => files.id, { onDelete: "set null" }),
    attachmentName: text("attachment_name"),
    attachmentType: text("attachment_type"),
    attachmentSize: integer("attachment_size"),
    createdAt: createdAt(),
    readAt: instant("read_at"),
    emailedAt: instant("emailed_at"),
  },
  (t) => [
    index("messages_conversation_created_idx").on(t.conversationId, t.createdAt, t.id),
    index("messages_unread_email_idx").on(t.createdAt).where(sql`${t.readAt} IS NULL AND ${t.emailedAt} IS NULL`),
    check("messages_length", sql`char_length(${t.body}) <= 4000`),
  ],
);

/** A participant's report of a conversation, for the platform's operators. */
export const conversationReports = pgTable("conversation_reports", {
  id: uuid("id").primaryKey().defaultRandom(),
  conversationId: uuid("conversation_id")
    .notNull()
    .references(() => conversations.id, { onDelete: "cascade" }),
  reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
  reporterSide: senderSideEnum("reporter_side").notNull(),
  reason: text("reason").notNull(),
  createdAt: createdAt(),
  /** An operator's decision: 'procedente' (and whether the conversation was blocked) or 'improcedente'. */
  decision: text("decision"),
  decisionNote: text("decision_note"),
  decidedAt: instant("decided_at"),
  decidedBy: text("decided_by"),
});
