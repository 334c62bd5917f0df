// 'Comunidade' (decision 040): militares' questions and answers, their 'Útil' votes and who
// follows each question. A post outlives its author's account, as 'Ex-membro' (author set null).
import { COMMUNITY_TOPIC_IDS } from "@pm/shared/community";
import { sql } from "drizzle-orm";
import { type AnyPgColumn, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, instant, updatedAt } from "./columns";

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("community_questions_activity_idx").on(t.lastActivityAt.desc(), t.id.desc()),
    index("community_questions_topic_activity_idx").on(t.topic, t.lastActivityAt.desc(), t.id.desc()),
    index("community_questions_author_idx").on(t.authorId),
    // The accent-free search: the title and body folded (lower case, no accents), word by word.
    index("community_questions_search_idx").using(
      "gin",
      sql`to_tsvector('portuguese'::regconfig, pm_unaccent(lower(${t.title} || ' ' || ${t.body})))`,
    ),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("community_answers_question_idx").on(t.questionId, t.createdAt),
    index("community_answers_author_idx").on(t.authorId),
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
