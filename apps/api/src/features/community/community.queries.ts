// The community's reads and writes: questions by topic and words, newest activity first, a
// question with its answers, 'Útil' once per member, the asker's 'Melhor resposta', follows, a
// member deleting his own post, and his part of the LGPD export.
import { COMMUNITY_PAGE_SIZE, type CommunityTopic, type NewQuestion } from "@pm/shared/community";
import type { PageCursor } from "@pm/shared/cursor";
import type { CommunityAnswerData } from "@pm/shared/notifications";
import { serviceLine } from "@pm/shared/profile.military-options";
import { and, asc, desc, eq, getTableColumns, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { afterCursor, exactInstant } from "../../db/keyset";
import { communityAnswers, communityFollows, communityQuestions, communityVotes } from "../../db/schema/community";
import { notifications } from "../../db/schema/jobs";
import { searchFold } from "../../db/text-search";
import type { ExportSubject } from "../../feature";

/**
 * How a member is shown: his name; 'Já fiz a transição' when he was hired through the platform (an
 * application 'Aprovado') or an operator confirmed he is a veteran; his força and posto only when he
 * chose to show them. An erased account reads as 'Ex-membro' (null here).
 */
const authorOf = (authorId: SQL | typeof communityQuestions.authorId | typeof communityAnswers.authorId) => sql<
  (Omit<CommunityAuthor, "service"> & { branch: string | null; rank: string | null }) | null
>`(
  SELECT json_build_object('id', p.id, 'name', p.full_name,
    'transitioned', cm.veteran_confirmed_at IS NOT NULL OR EXISTS (
      SELECT 1 FROM job_applications a WHERE a.user_id = p.id AND a.status = 'aprovado'),
    'branch', CASE WHEN cm.show_service THEN mp.military_branch END,
    'rank', CASE WHEN cm.show_service THEN mp.rank END)
  FROM profiles p
  LEFT JOIN community_members cm ON cm.user_id = p.id
  LEFT JOIN military_profiles mp ON mp.user_id = p.id
  WHERE p.id = ${authorId}
)`;

export interface CommunityAuthor {
  id: string;
  name: string;
  transitioned: boolean;
  /** 'Exército · 3º Sargento', when he shows it. */
  service: string | null;
}

/** The author as the screens read him: his força and posto as one line of labels. */
export function presentAuthor(
  raw: (Omit<CommunityAuthor, "service"> & { branch: string | null; rank: string | null }) | null,
): CommunityAuthor | null {
  if (!raw) return null;
  const { branch, rank, ...rest } = raw;
  return { ...rest, service: branch || rank ? serviceLine(branch, rank) : null };
}

/**
 * What a viewer may see of posts: never a removed one; a hidden one (reported three times, waiting
 * for an operator) only its author.
 */
const visibleTo = (table: typeof communityQuestions | typeof communityAnswers, viewerId: string): SQL | undefined =>
  and(isNull(table.removedAt), sql`(${table.hiddenAt} IS NULL OR ${table.authorId} IS NOT DISTINCT FROM ${viewerId})`);

/** Words folded as the index folds them, each a prefix, all required. */
function searchQuery(words: string): SQL | null {
  const terms = (searchFold(words).match(/[a-z0-9]+/g) ?? []).slice(0, 8);
  if (terms.length === 0) return null;
  return sql`to_tsquery('portuguese'::regconfig, ${terms.map((t) => `${t}:*`).join(" & ")})`;
}

const activityCursor = (cursor: PageCursor) =>
  afterCursor(communityQuestions.lastActivityAt, communityQuestions.id, cursor);

/**
 * Questions a search walks from the newest before it asks the word index instead. A common word
 * fills a page within the newest few hundred questions, each tested on its stored vector; a rare
 * one leaves the page short, and the index's few matches are sorted whole.
 */
const SEARCH_WALK = 1_000;

/** A page of questions, newest activity first; `cursorAt` is the keyset's instant. */
export async function listQuestions(
  db: Db,
  viewerId: string,
  filters: { topic?: CommunityTopic; q?: string },
  cursor: PageCursor | null,
) {
  const words = filters.q ? searchQuery(filters.q) : null;
  const conditions = and(
    visibleTo(communityQuestions, viewerId),
    filters.topic ? eq(communityQuestions.topic, filters.topic) : undefined,
    cursor ? activityCursor(cursor) : undefined,
  );
  const order = [desc(communityQuestions.lastActivityAt), desc(communityQuestions.id)] as const;
  const fields = {
    id: communityQuestions.id,
    topic: communityQuestions.topic,
    title: communityQuestions.title,
    answersCount: communityQuestions.answersCount,
    solved: sql<boolean>`${communityQuestions.bestAnswerId} IS NOT NULL`,
    lastActivityAt: communityQuestions.lastActivityAt,
    createdAt: communityQuestions.createdAt,
    author: authorOf(communityQuestions.authorId),
    hidden: sql<boolean>`${communityQuestions.hiddenAt} IS NOT NULL`,
    cursorAt: exactInstant(communityQuestions.lastActivityAt),
  };
  // Each source is the table, or a subquery named as the table so the fields read from it.
  const page = (source: typeof communityQuestions, where?: SQL) =>
    db
      .select(fields)
      .from(source)
      .where(where)
      .orderBy(...order)
      .limit(COMMUNITY_PAGE_SIZE + 1);
  const asTable = (subquery: { as: (alias: string) => unknown }) =>
    subquery.as("community_questions") as typeof communityQuestions;
  if (!words) return page(communityQuestions, conditions);
  const matches = sql`${communityQuestions.searchVector} @@ ${words}`;
  // The newest SEARCH_WALK questions, read along the activity index and tested one by one on their
  // stored vector. A subquery with a LIMIT is not merged into the outer query, so the planner
  // cannot swap this walk for the word index (it guesses a prefix search's matches poorly).
  const { body: _body, ...listed } = getTableColumns(communityQuestions);
  const recent = db
    .select(listed)
    .from(communityQuestions)
    .where(conditions)
    .orderBy(...order)
    .limit(SEARCH_WALK);
  const walked = await page(asTable(recent), matches);
  if (walked.length > COMMUNITY_PAGE_SIZE) return walked;
  // Fewer than a page among them: the word is rare, so its matches come from the word index and are
  // sorted whole. The subquery's LIMIT (one that never cuts) keeps the outer ORDER BY … LIMIT out of
  // it, or the planner (guessing that 2 % of the questions match) would walk the activity index
  // over every question.
  const matching = db.select().from(communityQuestions).where(and(conditions, matches)).limit(Number.MAX_SAFE_INTEGER);
  return page(asTable(matching));
}

export async function insertQuestion(db: Db, authorId: string, input: NewQuestion) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(communityQuestions)
      .values({ authorId, topic: input.topic, title: input.title, body: input.body })
      .returning({ id: communityQuestions.id });
    if (!row) throw new Error("insert returned no question");
    // The asker follows his question from the start.
    await tx.insert(communityFollows).values({ questionId: row.id, userId: authorId });
    return row.id;
  });
}

/** One question with its answers (the best first, then by 'Útil', then oldest), as `viewerId` sees it. */
export async function findQuestion(db: Db, questionId: string, viewerId: string) {
  const [question] = await db
    .select({
      id: communityQuestions.id,
      topic: communityQuestions.topic,
      title: communityQuestions.title,
      body: communityQuestions.body,
      answersCount: communityQuestions.answersCount,
      bestAnswerId: communityQuestions.bestAnswerId,
      createdAt: communityQuestions.createdAt,
      author: authorOf(communityQuestions.authorId),
      hidden: sql<boolean>`${communityQuestions.hiddenAt} IS NOT NULL`,
      mine: sql<boolean>`${communityQuestions.authorId} IS NOT DISTINCT FROM ${viewerId}`,
      reportedByMe: sql<boolean>`EXISTS (SELECT 1 FROM community_reports r
        WHERE r.question_id = ${communityQuestions.id} AND r.reporter_id = ${viewerId})`,
      following: sql<boolean>`EXISTS (SELECT 1 FROM community_follows f
        WHERE f.question_id = ${communityQuestions.id} AND f.user_id = ${viewerId})`,
    })
    .from(communityQuestions)
    .where(and(eq(communityQuestions.id, questionId), visibleTo(communityQuestions, viewerId)));
  if (!question) return null;
  const answers = await db
    .select({
      id: communityAnswers.id,
      body: communityAnswers.body,
      usefulCount: communityAnswers.usefulCount,
      createdAt: communityAnswers.createdAt,
      author: authorOf(communityAnswers.authorId),
      byOperator: communityAnswers.byOperator,
      hidden: sql<boolean>`${communityAnswers.hiddenAt} IS NOT NULL`,
      mine: sql<boolean>`${communityAnswers.authorId} IS NOT DISTINCT FROM ${viewerId}`,
      reportedByMe: sql<boolean>`EXISTS (SELECT 1 FROM community_reports r
        WHERE r.answer_id = ${communityAnswers.id} AND r.reporter_id = ${viewerId})`,
      markedUseful: sql<boolean>`EXISTS (SELECT 1 FROM community_votes v
        WHERE v.answer_id = ${communityAnswers.id} AND v.user_id = ${viewerId})`,
    })
    .from(communityAnswers)
    .where(and(eq(communityAnswers.questionId, questionId), visibleTo(communityAnswers, viewerId)))
    .orderBy(
      desc(sql`${communityAnswers.id} = ${question.bestAnswerId ?? sql`NULL`}::uuid IS TRUE`),
      desc(communityAnswers.usefulCount),
      asc(communityAnswers.createdAt),
    );
  return {
    ...question,
    author: presentAuthor(question.author),
    answers: answers.map((a) => ({ ...a, author: presentAuthor(a.author) })),
  };
}

/**
 * An answer, counted on its question and moving it up the list, and a bell (then an e-mail) for
 * everyone who follows the question but its author; null when the question is gone or hidden.
 * `authorId` null with `byOperator`: the team's answer from the console.
 */
export async function insertAnswer(
  db: Db | Tx,
  author: { id: string | null; byOperator?: boolean },
  questionId: string,
  body: string,
) {
  const write = async (tx: Tx) => {
    const [question] = await tx
      .update(communityQuestions)
      .set({ answersCount: sql`${communityQuestions.answersCount} + 1`, lastActivityAt: sql`now()` })
      .where(
        and(
          eq(communityQuestions.id, questionId),
          isNull(communityQuestions.removedAt),
          isNull(communityQuestions.hiddenAt),
        ),
      )
      .returning({ id: communityQuestions.id, title: communityQuestions.title });
    if (!question) return null;
    const [row] = await tx
      .insert(communityAnswers)
      .values({ questionId, authorId: author.id, body, byOperator: author.byOperator ?? false })
      .returning({ id: communityAnswers.id });
    const data: CommunityAnswerData = { questionId, title: question.title };
    await tx.insert(notifications).select(
      tx
        .select({
          id: sql`gen_random_uuid()`.as("id"),
          userId: communityFollows.userId,
          kind: sql`'community_answer'`.as("kind"),
          data: sql`${JSON.stringify(data)}::jsonb`.as("data"),
          readAt: sql`NULL::timestamptz`.as("read_at"),
          emailedAt: sql`NULL::timestamptz`.as("emailed_at"),
          createdAt: sql`now()`.as("created_at"),
        })
        .from(communityFollows)
        .where(
          and(
            eq(communityFollows.questionId, questionId),
            author.id ? ne(communityFollows.userId, author.id) : undefined,
          ),
        ),
    );
    return row?.id ?? null;
  };
  // Within the console's transaction (its audit beside it) this is a savepoint.
  return db.transaction(write);
}

/** 'Útil': once per member; never his own answer. */
export async function markUseful(
  db: Db,
  userId: string,
  answerId: string,
): Promise<"done" | "missing" | "own" | "twice"> {
  return db.transaction(async (tx) => {
    const [answer] = await tx
      .select({ authorId: communityAnswers.authorId })
      .from(communityAnswers)
      .where(eq(communityAnswers.id, answerId));
    if (!answer) return "missing";
    if (answer.authorId === userId) return "own";
    const added = await tx.insert(communityVotes).values({ answerId, userId }).onConflictDoNothing().returning();
    if (added.length === 0) return "twice";
    await tx
      .update(communityAnswers)
      .set({ usefulCount: sql`${communityAnswers.usefulCount} + 1` })
      .where(eq(communityAnswers.id, answerId));
    return "done";
  });
}

/** The asker's 'Melhor resposta': an answer of his own question. */
export async function chooseBestAnswer(
  db: Db,
  userId: string,
  questionId: string,
  answerId: string,
): Promise<"done" | "missing" | "not_asker" | "other_question"> {
  const [question] = await db
    .select({ authorId: communityQuestions.authorId })
    .from(communityQuestions)
    .where(eq(communityQuestions.id, questionId));
  if (!question) return "missing";
  if (question.authorId !== userId) return "not_asker";
  const updated = await db
    .update(communityQuestions)
    .set({ bestAnswerId: answerId, updatedAt: sql`now()` })
    .where(
      and(
        eq(communityQuestions.id, questionId),
        sql`EXISTS (SELECT 1 FROM community_answers a WHERE a.id = ${answerId} AND a.question_id = ${questionId})`,
      ),
    )
    .returning({ id: communityQuestions.id });
  return updated.length > 0 ? "done" : "other_question";
}

export async function setFollow(db: Db, userId: string, questionId: string, follow: boolean): Promise<boolean> {
  const [exists] = await db
    .select({ id: communityQuestions.id })
    .from(communityQuestions)
    .where(eq(communityQuestions.id, questionId));
  if (!exists) return false;
  if (follow) await db.insert(communityFollows).values({ questionId, userId }).onConflictDoNothing();
  else
    await db
      .delete(communityFollows)
      .where(and(eq(communityFollows.questionId, questionId), eq(communityFollows.userId, userId)));
  return true;
}

/** A member deletes his own question (its answers go with it); whether it was his. */
export async function deleteOwnQuestion(db: Db, userId: string, questionId: string): Promise<boolean> {
  const gone = await db
    .delete(communityQuestions)
    .where(and(eq(communityQuestions.id, questionId), eq(communityQuestions.authorId, userId)))
    .returning({ id: communityQuestions.id });
  return gone.length > 0;
}

/** A member deletes his own answer; its question counts one fewer. Whether it was his. */
export async function deleteOwnAnswer(db: Db, userId: string, answerId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(communityAnswers)
      .where(and(eq(communityAnswers.id, answerId), eq(communityAnswers.authorId, userId)))
      .returning({ questionId: communityAnswers.questionId });
    if (!gone) return false;
    await tx
      .update(communityQuestions)
      .set({ answersCount: sql`greatest(${communityQuestions.answersCount} - 1, 0)` })
      .where(eq(communityQuestions.id, gone.questionId));
    return true;
  });
}

/** His questions, answers, votes and follows, for the LGPD export. */
export async function communityAccountExport(db: Db, { userId }: ExportSubject) {
  const [questions, answers, votes, follows] = await Promise.all([
    db
      .select({
        id: communityQuestions.id,
        topic: communityQuestions.topic,
        title: communityQuestions.title,
        body: communityQuestions.body,
        createdAt: communityQuestions.createdAt,
      })
      .from(communityQuestions)
      .where(eq(communityQuestions.authorId, userId)),
    db
      .select({
        id: communityAnswers.id,
        questionId: communityAnswers.questionId,
        body: communityAnswers.body,
        createdAt: communityAnswers.createdAt,
      })
      .from(communityAnswers)
      .where(eq(communityAnswers.authorId, userId)),
    db
      .select({ answerId: communityVotes.answerId, createdAt: communityVotes.createdAt })
      .from(communityVotes)
      .where(eq(communityVotes.userId, userId)),
    db
      .select({ questionId: communityFollows.questionId, createdAt: communityFollows.createdAt })
      .from(communityFollows)
      .where(eq(communityFollows.userId, userId)),
  ]);
  return { community: { questions, answers, usefulVotes: votes, follows } };
}
