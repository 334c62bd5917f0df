// 'Comunidade' (decision 040): militares' questions and answers, their 'Útil' votes and who
// follows each question. A post outlives its author's account, as 'Ex-membro' (author set null).
import { COMMUNITY_REPORT_REASON_IDS, COMMUNITY_TOPIC_IDS, MENTORSHIP_STATUSES } from "@pm/shared/community";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, instant, updatedAt } from "./columns";
import { conversations } from "./conversations";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * A post's moderation: members' reports counted, hidden from everyone but its author at the third
 * until an operator keeps it (reports cleared) or removes it (with the reason its author reads).
 */
const moderationColumns = () => ({
  reportsCount: integer("reports_count").notNull().default(0),
  hiddenAt: instant("hidden_at"),
  removedAt: instant("removed_at"),
  removedReason: text("removed_reason"),
});

export const communityQuestions = pgTable(
  "community_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    topic: text("topic", { enum: COMMUNITY_TOPIC_IDS as [string, ...string[]] }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    answersCount: integer("answers_count").notNull().default(0),
    /** The asker's 'Melhor resposta'. */
    bestAnswerId: uuid("best_answer_id").references((): AnyPgColumn => communityAnswers.id, { onDelete: "set null" }),
    /** The list's order: the question's creation, then its newest answer. */
    lastActivityAt: instant("last_activity_at").notNull().defaultNow(),
    /**
     * The title and text folded (lower case, no accents), word by word: stored, so a search can also
     * walk the newest questions and test each one cheaply (community.queries.ts, listQuestions).
     */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('portuguese'::regconfig, pm_unaccent(lower(title || ' ' || body)))`,
    ),
    ...moderationColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The console's 'Sem resposta' queue: open questions nobody answered.
    index("community_questions_unanswered_idx")
      .on(t.createdAt)
      .where(sql`${t.answersCount} = 0 AND ${t.removedAt} IS NULL`),
    // Ascending: read backwards they give the list's (last_activity_at DESC, id DESC), whose NULLS
    // FIRST a "DESC NULLS LAST" index would not match, leaving the planner to sort every row.
    index("community_questions_activity_idx").on(t.lastActivityAt, t.id),
    index("community_questions_topic_activity_idx").on(t.topic, t.lastActivityAt, t.id),
    index("community_questions_author_idx").on(t.authorId),
    // The accent-free search, for words few questions hold.
    index("community_questions_search_idx").using("gin", t.searchVector),
    // The console's 'Denúncias': the few reported posts still up, without reading every question.
    index("community_questions_reported_idx")
      .on(t.reportsCount)
      .where(sql`${t.reportsCount} > 0 AND ${t.removedAt} IS NULL`),
  ],
);

export const communityAnswers = pgTable(
  "community_answers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    questionId: uuid("question_id")
      .notNull()
      .references(() => communityQuestions.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    usefulCount: integer("useful_count").notNull().default(0),
    /** Written by an operator in the console: shown as 'Equipe Próxima Missão'. */
    byOperator: boolean("by_operator").notNull().default(false),
    ...moderationColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("community_answers_question_idx").on(t.questionId, t.createdAt),
    index("community_answers_author_idx").on(t.authorId),
    index("community_answers_reported_idx")
      .on(t.reportsCount)
      .where(sql`${t.reportsCount} > 0 AND ${t.removedAt} IS NULL`),
  ],
);

/** One 'Útil' per member and answer. */
export const communityVotes = pgTable(
  "community_votes",
  {
    answerId: uuid("answer_id")
      .notNull()
      .references(() => communityAnswers.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.userId] }), index("community_votes_user_idx").on(t.userId)],
);

/** Who follows a question (its asker from the start): told of each new answer. */
export const communityFollows = pgTable(
  "community_follows",
  {
    questionId: uuid("question_id")
      .notNull()
      .references(() => communityQuestions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] }), index("community_follows_user_idx").on(t.userId)],
);

/** A member's report of a post: one per member and post, with a reason, until an operator decides. */
export const communityReports = pgTable(
  "community_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    questionId: uuid("question_id").references(() => communityQuestions.id, { onDelete: "cascade" }),
    answerId: uuid("answer_id").references(() => communityAnswers.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason", { enum: COMMUNITY_REPORT_REASON_IDS as [string, ...string[]] }).notNull(),
    details: text("details"),
    createdAt: createdAt(),
    /** Set when an operator decided on the post: the report no longer counts. */
    decidedAt: instant("decided_at"),
  },
  (t) => [
    uniqueIndex("community_reports_question_reporter_idx").on(t.questionId, t.reporterId),
    uniqueIndex("community_reports_answer_reporter_idx").on(t.answerId, t.reporterId),
    index("community_reports_reporter_idx").on(t.reporterId),
    check("community_reports_one_post", sql`(${t.questionId} IS NULL) <> (${t.answerId} IS NULL)`),
  ],
);

/**
 * A member's place in the community: whether his força and posto are shown beside his name, an
 * operator's confirmation that he is a veteran ('Já fiz a transição'), and a suspension from
 * posting. No row reads as the defaults.
 */
export const communityMembers = pgTable("community_members", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  showService: boolean("show_service").notNull().default(false),
  veteranConfirmedAt: instant("veteran_confirmed_at"),
  /** The operator who confirmed; text without a cascade, as the audit keeps it. */
  veteranConfirmedBy: text("veteran_confirmed_by"),
  suspendedUntil: instant("suspended_until"),
  suspensionReason: text("suspension_reason"),
  updatedAt: updatedAt(),
});

/**
 * 'Quero ser mentor': what a member with the badge offers. `active_mentees` counts his running
 * mentorships, raised only while below `capacity` in the acceptance's own statement, so parallel
 * acceptances never pass it.
 */
export const mentorProfiles = pgTable(
  "mentor_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    areas: text("areas").array().notNull(),
    /** CBO occupation codes (six digits) he knows from the inside. */
    occupations: text("occupations").array().notNull(),
    capacity: smallint("capacity").notNull(),
    availability: text("availability").notNull(),
    active: boolean("active").notNull().default(true),
    activeMentees: smallint("active_mentees").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("mentor_profiles_capacity", sql`${t.capacity} BETWEEN 1 AND 5`),
    check("mentor_profiles_active_mentees", sql`${t.activeMentees} >= 0`),
    index("mentor_profiles_areas_idx").using("gin", t.areas),
  ],
);

/**
 * A mentee's request and, once accepted, the mentorship: its goal, its end date (90 days unless
 * agreed otherwise) and the conversation it opened. A person erased leaves it with a null side.
 */
export const mentorships = pgTable(
  "mentorships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    mentorId: text("mentor_id").references(() => users.id, { onDelete: "set null" }),
    menteeId: text("mentee_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: MENTORSHIP_STATUSES }).notNull().default("solicitada"),
    requestMessage: text("request_message").notNull(),
    declineMessage: text("decline_message"),
    goal: text("goal"),
    endsOn: date("ends_on"),
    /** The pair's conversation (decision 041), opened by the acceptance. */
    conversationId: uuid("conversation_id").references(() => conversations.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    decidedAt: instant("decided_at"),
    endedAt: instant("ended_at"),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One open request or running mentorship per pair.
    uniqueIndex("mentorships_open_pair_idx")
      .on(t.mentorId, t.menteeId)
      .where(sql`${t.status} IN ('solicitada', 'ativa')`),
    index("mentorships_mentor_idx").on(t.mentorId, t.createdAt),
    index("mentorships_mentee_idx").on(t.menteeId, t.createdAt),
  ],
);

/** After a mentorship ends, each side rates it once (1–5 and a comment). */
export const mentorshipRatings = pgTable(
  "mentorship_ratings",
  {
    mentorshipId: uuid("mentorship_id")
      .notNull()
      .references(() => mentorships.id, { onDelete: "cascade" }),
    /** Which side rated: the mentee rates the mentor, the mentor the mentorship. */
    side: text("side", { enum: ["mentor", "mentorado"] }).notNull(),
    stars: smallint("stars").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.mentorshipId, t.side] }),
    check("mentorship_ratings_stars", sql`${t.stars} BETWEEN 1 AND 5`),
  ],
);
