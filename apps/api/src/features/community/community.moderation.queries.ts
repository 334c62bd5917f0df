// The community's moderation (decision 040): members report posts, the third report hides a post
// until an operator decides, and the console keeps it or removes it (telling its author why),
// suspends an author from posting, and answers the questions nobody answered in three days.
import { COMMUNITY_HIDE_AT_REPORTS, COMMUNITY_UNANSWERED_DAYS, type CommunityReportReason } from "@pm/shared/community";
import type { CommunityModerationData } from "@pm/shared/notifications";
import { and, asc, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { communityAnswers, communityQuestions, communityReports } from "../../db/schema/community";
import { notifications } from "../../db/schema/jobs";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";
import { nameOf, veteranConfirmedOf } from "./community.members.queries";

export type PostKind = "question" | "answer";

const tableOf = (kind: PostKind) => (kind === "question" ? communityQuestions : communityAnswers);

/**
 * A member's report: once per member and post, never of his own. The report and the post's count
 * change in one transaction; the count reaching three hides the post.
 */
export async function reportPost(
  db: Db,
  reporterId: string,
  input: { kind: PostKind; id: string; reason: CommunityReportReason; details?: string },
): Promise<"done" | "missing" | "own" | "twice"> {
  const table = tableOf(input.kind);
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ authorId: table.authorId })
      .from(table)
      .where(and(eq(table.id, input.id), isNull(table.removedAt)));
    if (!post) return "missing";
    if (post.authorId === reporterId) return "own";
    const added = await tx
      .insert(communityReports)
      .values({
        questionId: input.kind === "question" ? input.id : null,
        answerId: input.kind === "answer" ? input.id : null,
        reporterId,
        reason: input.reason,
        details: input.details ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: communityReports.id });
    if (added.length === 0) return "twice";
    await tx
      .update(table)
      .set({
        reportsCount: sql`${table.reportsCount} + 1`,
        hiddenAt: sql`CASE WHEN ${table.reportsCount} + 1 >= ${COMMUNITY_HIDE_AT_REPORTS}
          THEN coalesce(${table.hiddenAt}, now()) ELSE ${table.hiddenAt} END`,
      })
      .where(eq(table.id, input.id));
    return "done";
  });
}

/** The reasons of a post's open reports, with how many gave each and the details they wrote. */
const openReasons = (kind: PostKind) =>
  sql<{ reason: CommunityReportReason; count: number; details: string[] }[]>`(
    SELECT coalesce(json_agg(json_build_object('reason', r.reason, 'count', r.n, 'details', r.details)), '[]')
    FROM (SELECT cr.reason, count(*)::int AS n,
            coalesce(json_agg(cr.details) FILTER (WHERE cr.details IS NOT NULL), '[]') AS details
          FROM community_reports cr
          WHERE ${kind === "question" ? sql`cr.question_id = community_questions.id` : sql`cr.answer_id = community_answers.id`}
            AND cr.decided_at IS NULL
          GROUP BY cr.reason) r
  )`;

/** The console's queue: reported posts (hidden ones first), and questions left unanswered. */
export async function moderationQueue(db: Db, now = new Date()) {
  const unansweredSince = new Date(now.getTime() - COMMUNITY_UNANSWERED_DAYS * 86_400_000);
  const [questions, answers, unanswered] = await Promise.all([
    db
      .select({
        id: communityQuestions.id,
        questionId: communityQuestions.id,
        title: communityQuestions.title,
        body: communityQuestions.body,
        authorId: communityQuestions.authorId,
        authorName: nameOf(communityQuestions.authorId),
        authorVeteran: veteranConfirmedOf(communityQuestions.authorId),
        reportsCount: communityQuestions.reportsCount,
        hiddenAt: communityQuestions.hiddenAt,
        createdAt: communityQuestions.createdAt,
        reasons: openReasons("question"),
      })
      .from(communityQuestions)
      .where(and(gt(communityQuestions.reportsCount, 0), isNull(communityQuestions.removedAt)))
      .orderBy(sql`${communityQuestions.hiddenAt} IS NULL`, desc(communityQuestions.reportsCount))
      .limit(100),
    db
      .select({
        id: communityAnswers.id,
        questionId: communityAnswers.questionId,
        // A subquery, not a join: read for the 100 rows shown, not for every reported answer. Named
        // in full: a one-table select writes its columns unqualified.
        title: sql<string>`(SELECT q.title FROM ${communityQuestions} q WHERE q.id = community_answers.question_id)`,
        body: communityAnswers.body,
        authorId: communityAnswers.authorId,
        authorName: nameOf(communityAnswers.authorId),
        authorVeteran: veteranConfirmedOf(communityAnswers.authorId),
        reportsCount: communityAnswers.reportsCount,
        hiddenAt: communityAnswers.hiddenAt,
        createdAt: communityAnswers.createdAt,
        reasons: openReasons("answer"),
      })
      .from(communityAnswers)
      .where(and(gt(communityAnswers.reportsCount, 0), isNull(communityAnswers.removedAt)))
      .orderBy(sql`${communityAnswers.hiddenAt} IS NULL`, desc(communityAnswers.reportsCount))
      .limit(100),
    db
      .select({
        id: communityQuestions.id,
        topic: communityQuestions.topic,
        title: communityQuestions.title,
        body: communityQuestions.body,
        authorName: nameOf(communityQuestions.authorId),
        // FREE's support is the community: an operator answers what its members did not.
        authorPlan: militaryProfiles.plan,
        createdAt: communityQuestions.createdAt,
      })
      .from(communityQuestions)
      .leftJoin(militaryProfiles, eq(militaryProfiles.userId, communityQuestions.authorId))
      .where(
        and(
          eq(communityQuestions.answersCount, 0),
          isNull(communityQuestions.removedAt),
          isNull(communityQuestions.hiddenAt),
          lt(communityQuestions.createdAt, unansweredSince),
        ),
      )
      .orderBy(asc(communityQuestions.createdAt))
      .limit(100),
  ]);
  const reported = [
    ...questions.map((q) => ({ kind: "question" as const, ...q })),
    ...answers.map((a) => ({ kind: "answer" as const, ...a })),
  ].sort((a, b) => Number(b.hiddenAt !== null) - Number(a.hiddenAt !== null) || b.reportsCount - a.reportsCount);
  return { reported, unanswered };
}

/** The post, locked, as it was before a decision: for the audit and the author's notice. */
async function lockPost(tx: Tx, kind: PostKind, id: string) {
  if (kind === "question") {
    const [q] = await tx
      .select({
        authorId: communityQuestions.authorId,
        reportsCount: communityQuestions.reportsCount,
        hiddenAt: communityQuestions.hiddenAt,
        removedAt: communityQuestions.removedAt,
        title: communityQuestions.title,
        questionId: communityQuestions.id,
      })
      .from(communityQuestions)
      .where(eq(communityQuestions.id, id))
      .for("update");
    return q ?? null;
  }
  const [a] = await tx
    .select({
      authorId: communityAnswers.authorId,
      reportsCount: communityAnswers.reportsCount,
      hiddenAt: communityAnswers.hiddenAt,
      removedAt: communityAnswers.removedAt,
      title: communityQuestions.title,
      questionId: communityQuestions.id,
    })
    .from(communityAnswers)
    .innerJoin(communityQuestions, eq(communityQuestions.id, communityAnswers.questionId))
    .where(eq(communityAnswers.id, id))
    .for("update", { of: communityAnswers });
  return a ?? null;
}

export type Decision = { decision: "manter" } | { decision: "remover"; reason: string };

/**
 * An operator's decision on a post: 'manter' clears its reports and shows it again; 'remover'
 * takes it down for good and tells its author why. Decided once: a second operator's finds it done.
 */
export async function decidePost(
  tx: Tx,
  kind: PostKind,
  id: string,
  input: Decision,
): Promise<{ outcome: "missing" | "decided" } | { outcome: "done"; before: object; after: object }> {
  const post = await lockPost(tx, kind, id);
  if (!post) return { outcome: "missing" };
  if (post.removedAt || (input.decision === "manter" && post.reportsCount === 0 && !post.hiddenAt)) {
    return { outcome: "decided" };
  }
  const table = tableOf(kind);
  const before = { reportsCount: post.reportsCount, hidden: post.hiddenAt !== null };
  await tx
    .update(communityReports)
    .set({ decidedAt: sql`now()` })
    .where(
      and(
        kind === "question" ? eq(communityReports.questionId, id) : eq(communityReports.answerId, id),
        isNull(communityReports.decidedAt),
      ),
    );
  if (input.decision === "manter") {
    await tx.update(table).set({ reportsCount: 0, hiddenAt: null }).where(eq(table.id, id));
    return { outcome: "done", before, after: { reportsCount: 0, hidden: false } };
  }
  await tx
    .update(table)
    .set({ removedAt: sql`now()`, removedReason: input.reason, hiddenAt: null })
    .where(eq(table.id, id));
  if (kind === "answer") {
    // The question counts one answer fewer, and loses it as its best.
    await tx
      .update(communityQuestions)
      .set({
        answersCount: sql`greatest(${communityQuestions.answersCount} - 1, 0)`,
        bestAnswerId: sql`CASE WHEN ${communityQuestions.bestAnswerId} = ${id} THEN NULL ELSE ${communityQuestions.bestAnswerId} END`,
      })
      .where(eq(communityQuestions.id, post.questionId));
  }
  if (post.authorId) {
    await notifyModeration(tx, post.authorId, { event: "removida", title: post.title, reason: input.reason });
  }
  return { outcome: "done", before, after: { removed: true, reason: input.reason } };
}

/** The bell (and e-mail) telling a member what the team decided about him. */
export async function notifyModeration(tx: Db | Tx, userId: string, data: CommunityModerationData) {
  await tx.insert(notifications).values({ userId, kind: "community_moderation", data });
}

/** A militar's name and e-mail-less identity for the console, or null when he is not a militar. */
export async function militarForConsole(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ id: profiles.id, name: profiles.fullName })
    .from(profiles)
    .where(and(eq(profiles.id, userId), eq(profiles.role, "militar")));
  return row ?? null;
}
