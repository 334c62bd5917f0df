// 'Mentoria' (decision 040): a member with the badge offers himself; a militar finds him and asks;
// the mentor accepts (within his capacity, even under parallel acceptances), which opens the pair's
// conversation in Mensagens (decision 041), or declines; either ends it, which closes the
// conversation to new messages; then each side rates it once. Every change reaches the other side's bell.

import { brazilDay } from "@pm/shared/brazil";
import { addDays } from "@pm/shared/jobs";
import {
  MENTORING_LIMITS,
  type MentorArea,
  type MentorProfileInput,
  type MentorshipDecision,
  mentoringMessages,
} from "@pm/shared/mentoring";
import type { MentorshipNotificationData } from "@pm/shared/notifications";
import { serviceLine } from "@pm/shared/profile.military-options";
import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { mentorProfiles, mentorshipRatings, mentorships } from "../../db/schema/community";
import { notifications } from "../../db/schema/jobs";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";
import type { ExportSubject } from "../../feature";
import { closeMentorConversation, openMentorConversation } from "../conversations/conversations.public";
import { nameOf } from "./community.members.queries";

/** His average, once three mentees rated him: shown to the mentor only. */
const ratingOf = (mentorId: unknown) => sql<{ average: number; count: number } | null>`(
  SELECT CASE WHEN count(*) >= ${MENTORING_LIMITS.ratingsShownFrom}
    THEN json_build_object('average', round(avg(r.stars)::numeric, 1), 'count', count(*)) END
  FROM mentorship_ratings r JOIN mentorships m ON m.id = r.mentorship_id
  WHERE m.mentor_id = ${mentorId} AND r.side = 'mentorado'
)`;

/** Active mentors, those with room first, for a militar's search (never himself). */
export async function listMentors(
  db: Db,
  viewerId: string,
  filters: { area?: MentorArea; ocupacao?: string; forca?: string },
) {
  const rows = await db
    .select({
      id: mentorProfiles.userId,
      name: profiles.fullName,
      branch: militaryProfiles.militaryBranch,
      rank: militaryProfiles.rank,
      areas: mentorProfiles.areas,
      occupations: mentorProfiles.occupations,
      availability: mentorProfiles.availability,
      available: sql<boolean>`${mentorProfiles.activeMentees} < ${mentorProfiles.capacity}`,
      requested: sql<boolean>`EXISTS (SELECT 1 FROM mentorships m WHERE m.mentor_id = ${mentorProfiles.userId}
        AND m.mentee_id = ${viewerId} AND m.status IN ('solicitada', 'ativa'))`,
    })
    .from(mentorProfiles)
    .innerJoin(profiles, eq(profiles.id, mentorProfiles.userId))
    .leftJoin(militaryProfiles, eq(militaryProfiles.userId, mentorProfiles.userId))
    .where(
      and(
        eq(mentorProfiles.active, true),
        sql`${mentorProfiles.userId} <> ${viewerId}`,
        filters.area ? sql`${mentorProfiles.areas} @> ARRAY[${filters.area}]::text[]` : undefined,
        filters.ocupacao ? sql`${mentorProfiles.occupations} @> ARRAY[${filters.ocupacao}]::text[]` : undefined,
        filters.forca ? eq(militaryProfiles.militaryBranch, filters.forca) : undefined,
      ),
    )
    .orderBy(desc(sql`${mentorProfiles.activeMentees} < ${mentorProfiles.capacity}`), asc(profiles.fullName))
    .limit(60);
  // A mentor shows his força and posto: offering himself is choosing to be found by them.
  return rows.map(({ branch, rank, ...m }) => ({ ...m, service: branch || rank ? serviceLine(branch, rank) : null }));
}

/** His offer as mentor, with his average once three mentees rated him. */
export async function ownMentorProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      areas: mentorProfiles.areas,
      occupations: mentorProfiles.occupations,
      capacity: mentorProfiles.capacity,
      availability: mentorProfiles.availability,
      active: mentorProfiles.active,
      activeMentees: mentorProfiles.activeMentees,
      rating: ratingOf(mentorProfiles.userId),
    })
    .from(mentorProfiles)
    .where(eq(mentorProfiles.userId, userId));
  return row ?? null;
}

export async function saveMentorProfile(db: Db, userId: string, input: MentorProfileInput) {
  await db
    .insert(mentorProfiles)
    .values({ userId, ...input })
    .onConflictDoUpdate({ target: mentorProfiles.userId, set: { ...input, updatedAt: sql`now()` } });
}

/** His requests and mentorships, as mentee and as mentor, newest first. */
export async function ownMentorships(db: Db, userId: string) {
  const rows = await db
    .select({
      id: mentorships.id,
      role: sql<
        "mentor" | "mentorado"
      >`CASE WHEN ${mentorships.mentorId} = ${userId} THEN 'mentor' ELSE 'mentorado' END`,
      otherName: sql<string | null>`CASE WHEN ${mentorships.mentorId} = ${userId}
        THEN ${nameOf(mentorships.menteeId)} ELSE ${nameOf(mentorships.mentorId)} END`,
      status: mentorships.status,
      requestMessage: mentorships.requestMessage,
      declineMessage: mentorships.declineMessage,
      goal: mentorships.goal,
      endsOn: mentorships.endsOn,
      conversationId: mentorships.conversationId,
      createdAt: mentorships.createdAt,
      endedAt: mentorships.endedAt,
      // Named in full: a one-table select writes its columns unqualified, and "id" would be ambiguous.
      rated: sql<boolean>`EXISTS (SELECT 1 FROM mentorship_ratings r WHERE r.mentorship_id = mentorships.id
        AND r.side = CASE WHEN mentorships.mentor_id = ${userId} THEN 'mentor' ELSE 'mentorado' END)`,
    })
    .from(mentorships)
    .where(or(eq(mentorships.mentorId, userId), eq(mentorships.menteeId, userId)))
    .orderBy(desc(mentorships.createdAt))
    .limit(100);
  return rows;
}

async function notifyMentorship(tx: Db | Tx, userId: string | null, data: MentorshipNotificationData) {
  if (userId) await tx.insert(notifications).values({ userId, kind: "mentorship", data });
}

/** A militar asks a mentor. */
export async function requestMentorship(
  db: Db,
  menteeId: string,
  input: { mentorId: string; message: string },
): Promise<
  | { outcome: "self" }
  | { outcome: "missing" }
  | { outcome: "full" }
  | { outcome: "open" }
  | { outcome: "done"; id: string }
> {
  if (input.mentorId === menteeId) return { outcome: "self" };
  return db.transaction(async (tx) => {
    const [mentor] = await tx
      .select({
        active: mentorProfiles.active,
        full: sql<boolean>`${mentorProfiles.activeMentees} >= ${mentorProfiles.capacity}`,
      })
      .from(mentorProfiles)
      .where(eq(mentorProfiles.userId, input.mentorId));
    if (!mentor?.active) return { outcome: "missing" as const };
    if (mentor.full) return { outcome: "full" as const };
    const [row] = await tx
      .insert(mentorships)
      .values({ mentorId: input.mentorId, menteeId, requestMessage: input.message })
      .onConflictDoNothing()
      .returning({ id: mentorships.id });
    if (!row) return { outcome: "open" as const };
    const [mentee] = await tx.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.id, menteeId));
    await notifyMentorship(tx, input.mentorId, {
      mentorshipId: row.id,
      event: "solicitada",
      otherName: mentee?.name ?? "Um militar",
    });
    return { outcome: "done" as const, id: row.id };
  });
}

/** Today plus `days`, as 'aaaa-mm-dd' in Brazil's calendar. */
const brazilDatePlus = (days: number, now = new Date()) => addDays(brazilDay(now), days);

/** Whether a chosen end date lies between tomorrow and the longest a mentorship runs. */
export function validEndsOn(endsOn: string, now = new Date()): boolean {
  return endsOn >= brazilDatePlus(1, now) && endsOn <= brazilDatePlus(MENTORING_LIMITS.maxDays, now);
}

/**
 * The mentor's answer to a pending request. Accepting raises his count of mentees in one statement
 * that only succeeds below his capacity: two acceptances racing for his last place serialise on
 * his row, and the second finds it full.
 */
export async function decideMentorship(
  db: Db,
  mentorId: string,
  id: string,
  input: MentorshipDecision,
): Promise<"done" | "missing" | "not_pending" | "full"> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({ status: mentorships.status, menteeId: mentorships.menteeId })
      .from(mentorships)
      .where(and(eq(mentorships.id, id), eq(mentorships.mentorId, mentorId)))
      .for("update");
    if (!request) return "missing";
    if (request.status !== "solicitada") return "not_pending";
    // The mentee's account is gone (its requests are withdrawn with it): nobody to accept.
    if (!request.menteeId) return "missing";
    const [mentor] = await tx.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.id, mentorId));
    const otherName = mentor?.name ?? "O mentor";
    if (input.decision === "recusar") {
      await tx
        .update(mentorships)
        .set({
          status: "recusada",
          declineMessage: input.message ?? mentoringMessages.declineDefault,
          decidedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(mentorships.id, id));
      await notifyMentorship(tx, request.menteeId, { mentorshipId: id, event: "recusada", otherName });
      return "done";
    }
    const placed = await tx
      .update(mentorProfiles)
      .set({ activeMentees: sql`${mentorProfiles.activeMentees} + 1` })
      .where(
        and(eq(mentorProfiles.userId, mentorId), sql`${mentorProfiles.activeMentees} < ${mentorProfiles.capacity}`),
      )
      .returning({ userId: mentorProfiles.userId });
    if (placed.length === 0) return "full";
    const conversationId = await openMentorConversation(tx, mentorId, request.menteeId);
    await tx
      .update(mentorships)
      .set({
        status: "ativa",
        conversationId,
        goal: input.goal ?? null,
        endsOn: input.endsOn ?? brazilDatePlus(MENTORING_LIMITS.defaultDays),
        decidedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(mentorships.id, id));
    await notifyMentorship(tx, request.menteeId, { mentorshipId: id, event: "aceita", otherName });
    return "done";
  });
}

/**
 * Either side ends a running mentorship (the mentor's place is freed), or the mentee withdraws a
 * request still pending.
 */
export async function endMentorship(
  db: Db,
  userId: string,
  id: string,
): Promise<"ended" | "cancelled" | "missing" | "not_running"> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: mentorships.status,
        mentorId: mentorships.mentorId,
        menteeId: mentorships.menteeId,
        conversationId: mentorships.conversationId,
      })
      .from(mentorships)
      .where(and(eq(mentorships.id, id), or(eq(mentorships.mentorId, userId), eq(mentorships.menteeId, userId))))
      .for("update");
    if (!row) return "missing";
    if (row.status === "solicitada" && row.menteeId === userId) {
      await tx
        .update(mentorships)
        .set({ status: "cancelada", endedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(mentorships.id, id));
      return "cancelled";
    }
    if (row.status !== "ativa") return "not_running";
    await closeMentorship(tx, { id, ...row });
    const [me] = await tx.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.id, userId));
    const other = row.mentorId === userId ? row.menteeId : row.mentorId;
    await notifyMentorship(tx, other, { mentorshipId: id, event: "encerrada", otherName: me?.name ?? "Um militar" });
    return "ended";
  });
}

/** Ends a running mentorship: the mentor's place is freed and the pair's conversation closed. */
async function closeMentorship(
  tx: Tx,
  { id, mentorId, conversationId }: { id: string; mentorId: string | null; conversationId: string | null },
) {
  await tx
    .update(mentorships)
    .set({ status: "encerrada", endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(mentorships.id, id));
  if (conversationId) await closeMentorConversation(tx, conversationId);
  if (mentorId) {
    await tx
      .update(mentorProfiles)
      .set({ activeMentees: sql`greatest(${mentorProfiles.activeMentees} - 1, 0)` })
      .where(eq(mentorProfiles.userId, mentorId));
  }
}

/** Mentorships past their end date end by themselves (the runner's daily job); how many ended. */
export async function endDueMentorships(db: Db, now = new Date()): Promise<number> {
  const today = brazilDatePlus(0, now);
  const due = await db
    .select({
      id: mentorships.id,
      mentorId: mentorships.mentorId,
      menteeId: mentorships.menteeId,
      conversationId: mentorships.conversationId,
    })
    .from(mentorships)
    .where(and(eq(mentorships.status, "ativa"), sql`${mentorships.endsOn} < ${today}::date`))
    .limit(500);
  for (const m of due) {
    await db.transaction(async (tx) => {
      // Claimed by the update: a mentorship someone ended meanwhile is left alone.
      const [still] = await tx
        .select({ id: mentorships.id })
        .from(mentorships)
        .where(and(eq(mentorships.id, m.id), eq(mentorships.status, "ativa")))
        .for("update");
      if (!still) return;
      await closeMentorship(tx, m);
      await notifyMentorship(tx, m.menteeId, { mentorshipId: m.id, event: "encerrada", otherName: "O prazo" });
    });
  }
  return due.length;
}

/** Each side rates an ended mentorship once. */
export async function rateMentorship(
  db: Db,
  userId: string,
  id: string,
  input: { stars: number; comment?: string },
): Promise<"done" | "missing" | "not_ended" | "twice"> {
  const [row] = await db
    .select({ status: mentorships.status, mentorId: mentorships.mentorId })
    .from(mentorships)
    .where(and(eq(mentorships.id, id), or(eq(mentorships.mentorId, userId), eq(mentorships.menteeId, userId))));
  if (!row) return "missing";
  if (row.status !== "encerrada") return "not_ended";
  const added = await db
    .insert(mentorshipRatings)
    .values({
      mentorshipId: id,
      side: row.mentorId === userId ? "mentor" : "mentorado",
      stars: input.stars,
      comment: input.comment ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: mentorshipRatings.mentorshipId });
  return added.length > 0 ? "done" : "twice";
}

/** His offer, mentorships and the ratings he gave, for the LGPD export. */
export async function mentoringAccountExport(db: Db, { userId }: ExportSubject) {
  const [profile, list] = await Promise.all([ownMentorProfile(db, userId), ownMentorships(db, userId)]);
  const ratingsGiven = await db
    .select({
      mentorshipId: mentorshipRatings.mentorshipId,
      stars: mentorshipRatings.stars,
      comment: mentorshipRatings.comment,
    })
    .from(mentorshipRatings)
    .innerJoin(mentorships, eq(mentorships.id, mentorshipRatings.mentorshipId))
    .where(
      sql`(${mentorshipRatings.side} = 'mentor' AND ${mentorships.mentorId} = ${userId})
        OR (${mentorshipRatings.side} = 'mentorado' AND ${mentorships.menteeId} = ${userId})`,
    );
  return { mentoring: { mentorProfile: profile, mentorships: list, ratingsGiven } };
}

/**
 * Before an account is erased: its running mentorships end (the mentor's place is freed) and its
 * pending requests are withdrawn, so no one waits on a person who is gone.
 */
export async function closeMentorshipsOf(tx: Tx, userId: string) {
  const open = await tx
    .select({
      id: mentorships.id,
      status: mentorships.status,
      mentorId: mentorships.mentorId,
      conversationId: mentorships.conversationId,
    })
    .from(mentorships)
    .where(
      and(
        or(eq(mentorships.mentorId, userId), eq(mentorships.menteeId, userId)),
        sql`${mentorships.status} IN ('solicitada', 'ativa')`,
      ),
    )
    .for("update");
  for (const m of open) {
    if (m.status === "ativa") await closeMentorship(tx, m);
    else
      await tx
        .update(mentorships)
        .set({ status: "cancelada", endedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(mentorships.id, m.id));
  }
}
