// Hiring together: the team's notes and ratings on an application, the job's responsible member,
// and the application's timeline. Every read and write names the caller's company, and an
// application of another company's job answers like a missing one.
import {
  FORMER_MEMBER,
  type MemberRef,
  NOTE_EDIT_MINUTES,
  type RatingSummary,
  type TeamMentionData,
  type TeamNote,
} from "@pm/shared/teamwork";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { conversations, messages } from "../../db/schema/conversations";
import { applicationEvents, jobApplications, jobs, notifications } from "../../db/schema/jobs";
import { companyMembers } from "../../db/schema/members";
import { profiles } from "../../db/schema/profiles";
import { applicationNotes, applicationRatings, jobResponsibles } from "../../db/schema/teamwork";
import { interviewEventsOf } from "../interviews/interviews.public";

const HIRING = ["administrador", "recrutador"] as const;
/** The timeline shows this many of the conversation's latest messages. */
const TIMELINE_MESSAGES = 50;

/** The application with its job and candidate, when it is one of the company's; null otherwise. */
export async function findApplicationOf(db: Db, companyId: string, applicationId: string) {
  const [row] = await db
    .select({
      id: jobApplications.id,
      jobId: jobs.id,
      jobTitle: jobs.title,
      candidateName: profiles.fullName,
      candidateId: jobApplications.userId,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .leftJoin(profiles, eq(profiles.id, jobApplications.userId))
    .where(and(eq(jobApplications.id, applicationId), eq(jobs.companyId, companyId)));
  return row ?? null;
}

/** The members a note may mention and a job may be given to: the team's Administradores and Recrutadores. */
export async function hiringMembers(db: Db, companyId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: companyMembers.userId, name: profiles.fullName })
    .from(companyMembers)
    .innerJoin(profiles, eq(profiles.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.role, [...HIRING])))
    .orderBy(asc(profiles.fullName), asc(companyMembers.userId));
}

/** The names of users, by id (a former member's account may be gone: left out). */
async function namesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.id, name: profiles.fullName })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

const ref = (names: Map<string, string>, id: string | null): MemberRef =>
  id && names.has(id) ? { id, name: names.get(id) ?? FORMER_MEMBER } : { id: null, name: FORMER_MEMBER };

const editableUntil = (createdAt: Date) => new Date(createdAt.getTime() + NOTE_EDIT_MINUTES * 60_000);

/** The application's notes, oldest first, each with its author and mentions by name. */
export async function listNotes(db: Db, companyId: string, applicationId: string, callerId: string, now: Date) {
  const rows = await db
    .select()
    .from(applicationNotes)
    .where(and(eq(applicationNotes.companyId, companyId), eq(applicationNotes.applicationId, applicationId)))
    .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
  const names = await namesOf(db, [
    ...new Set(rows.flatMap((r) => [...(r.authorId ? [r.authorId] : []), ...r.mentions])),
  ]);
  return rows.map(
    (r): TeamNote => ({
      id: r.id,
      author: ref(names, r.authorId),
      body: r.body,
      mentions: r.mentions.map((id) => ref(names, id)),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      editable: r.authorId === callerId && now < editableUntil(r.createdAt),
    }),
  );
}

export type NoteWrite = { kind: "done"; id: string } | { kind: "outside" };

/**
 * A new note; each member it mentions (never the author) gets a notification in the same
 * transaction. A mention of anyone outside the team's hiring members refuses the whole note.
 */
export async function insertNote(
  db: Db,
  input: {
    companyId: string;
    application: { id: string; jobTitle: string; candidateName: string | null };
    author: { id: string; name: string };
    body: string;
    mentions: string[];
  },
): Promise<NoteWrite> {
  const mentions = [...new Set(input.mentions)];
  return db.transaction(async (tx) => {
    const team = new Set((await hiringMembers(tx, input.companyId)).map((m) => m.id));
    if (mentions.some((id) => !team.has(id))) return { kind: "outside" };
    const [row] = await tx
      .insert(applicationNotes)
      .values({
        applicationId: input.application.id,
        companyId: input.companyId,
        authorId: input.author.id,
        body: input.body,
        mentions,
      })
      .returning({ id: applicationNotes.id });
    if (!row) throw new Error("note insert returned nothing");
    const told = mentions.filter((id) => id !== input.author.id);
    if (told.length > 0) {
      const data: TeamMentionData = {
        applicationId: input.application.id,
        authorName: input.author.name,
        candidateName: input.application.candidateName ?? "",
        jobTitle: input.application.jobTitle,
        excerpt: input.body.length > 140 ? `${input.body.slice(0, 139)}…` : input.body,
      };
      await tx.insert(notifications).values(told.map((userId) => ({ userId, kind: "team_mention", data })));
    }
    return { kind: "done", id: row.id };
  });
}

export type NoteChange = "done" | "missing" | "locked" | "outside";

/** The author's own note, within its 15 minutes: edited (new mentions are not notified again). */
export async function updateNote(
  db: Db,
  companyId: string,
  applicationId: string,
  noteId: string,
  authorId: string,
  change: { body: string; mentions: string[] },
  now: Date,
): Promise<NoteChange> {
  return db.transaction(async (tx) => {
    const note = await lockedNote(tx, companyId, applicationId, noteId);
    if (!note) return "missing";
    if (note.authorId !== authorId || now >= editableUntil(note.createdAt)) return "locked";
    const team = new Set((await hiringMembers(tx, companyId)).map((m) => m.id));
    const mentions = [...new Set(change.mentions)];
    if (mentions.some((id) => !team.has(id))) return "outside";
    await tx
      .update(applicationNotes)
      .set({ body: change.body, mentions, updatedAt: now })
      .where(eq(applicationNotes.id, noteId));
    return "done";
  });
}

/** The author's own note, within its 15 minutes: deleted. */
export async function deleteNote(
  db: Db,
  companyId: string,
  applicationId: string,
  noteId: string,
  authorId: string,
  now: Date,
): Promise<Exclude<NoteChange, "outside">> {
  return db.transaction(async (tx) => {
    const note = await lockedNote(tx, companyId, applicationId, noteId);
    if (!note) return "missing";
    if (note.authorId !== authorId || now >= editableUntil(note.createdAt)) return "locked";
    await tx.delete(applicationNotes).where(eq(applicationNotes.id, noteId));
    return "done";
  });
}

async function lockedNote(tx: Db, companyId: string, applicationId: string, noteId: string) {
  const [row] = await tx
    .select({ authorId: applicationNotes.authorId, createdAt: applicationNotes.createdAt })
    .from(applicationNotes)
    .where(
      and(
        eq(applicationNotes.id, noteId),
        eq(applicationNotes.companyId, companyId),
        eq(applicationNotes.applicationId, applicationId),
      ),
    )
    .for("update");
  return row ?? null;
}

/** The member's stars for the application, replacing his earlier ones. */
export async function upsertRating(
  db: Db,
  companyId: string,
  applicationId: string,
  userId: string,
  stars: number,
  now: Date,
) {
  await db
    .insert(applicationRatings)
    .values({ applicationId, companyId, userId, stars })
    .onConflictDoUpdate({
      target: [applicationRatings.applicationId, applicationRatings.userId],
      set: { stars, updatedAt: now },
    });
}

/** The application's ratings: average, count, the caller's, and each member's. */
export async function ratingSummary(
  db: Db,
  companyId: string,
  applicationId: string,
  callerId: string,
): Promise<RatingSummary> {
  const rows = await db
    .select({ userId: applicationRatings.userId, stars: applicationRatings.stars, at: applicationRatings.updatedAt })
    .from(applicationRatings)
    .where(and(eq(applicationRatings.companyId, companyId), eq(applicationRatings.applicationId, applicationId)))
    .orderBy(asc(applicationRatings.updatedAt));
  const names = await namesOf(
    db,
    rows.flatMap((r) => (r.userId ? [r.userId] : [])),
  );
  const total = rows.reduce((sum, r) => sum + r.stars, 0);
  return {
    average: rows.length > 0 ? Math.round((total / rows.length) * 10) / 10 : null,
    count: rows.length,
    mine: rows.find((r) => r.userId === callerId)?.stars ?? null,
    ratings: rows.map((r) => ({ member: ref(names, r.userId), stars: r.stars, at: r.at.toISOString() })),
  };
}

/** The job's responsible member, if the job is the company's: `{ found: false }` otherwise. */
export async function findResponsible(db: Db, companyId: string, jobId: string) {
  const [row] = await db
    .select({ userId: jobResponsibles.userId, name: profiles.fullName })
    .from(jobs)
    .leftJoin(jobResponsibles, eq(jobResponsibles.jobId, jobs.id))
    .leftJoin(profiles, eq(profiles.id, jobResponsibles.userId))
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
  if (!row) return { found: false as const };
  return { found: true as const, responsible: row.userId ? { id: row.userId, name: row.name ?? FORMER_MEMBER } : null };
}

/** Gives the company's job to a hiring member, or to nobody (null). */
export async function setResponsible(
  db: Db,
  companyId: string,
  jobId: string,
  userId: string | null,
): Promise<"done" | "missing" | "outside"> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
    if (!job) return "missing";
    if (userId === null) {
      await tx.delete(jobResponsibles).where(eq(jobResponsibles.jobId, jobId));
      return "done";
    }
    const team = new Set((await hiringMembers(tx, companyId)).map((m) => m.id));
    if (!team.has(userId)) return "outside";
    await tx
      .insert(jobResponsibles)
      .values({ jobId, userId })
      .onConflictDoUpdate({ target: jobResponsibles.jobId, set: { userId, createdAt: new Date() } });
    return "done";
  });
}

/**
 * What the application's timeline is made of: its status changes (the applicant's own application
 * and withdrawal, a member's moves), the team's notes and ratings, and the conversation with the
 * candidate, each with who and when.
 */
export async function timelineRows(db: Db, companyId: string, applicationId: string, candidateId: string | null) {
  const [events, notes, ratings, talk, meetings] = await Promise.all([
    db
      .select({
        at: applicationEvents.at,
        actorId: applicationEvents.actorId,
        from: applicationEvents.fromStatus,
        to: applicationEvents.toStatus,
      })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, applicationId))
      .orderBy(asc(applicationEvents.at), asc(applicationEvents.id)),
    db
      .select({ at: applicationNotes.createdAt, actorId: applicationNotes.authorId, body: applicationNotes.body })
      .from(applicationNotes)
      .where(and(eq(applicationNotes.companyId, companyId), eq(applicationNotes.applicationId, applicationId))),
    db
      .select({ at: applicationRatings.updatedAt, actorId: applicationRatings.userId, stars: applicationRatings.stars })
      .from(applicationRatings)
      .where(and(eq(applicationRatings.companyId, companyId), eq(applicationRatings.applicationId, applicationId))),
    // The conversation with the candidate: its latest messages, either side's.
    candidateId
      ? db
          .select({
            at: messages.createdAt,
            actorId: messages.authorId,
            sender: messages.sender,
            body: messages.body,
            attachmentName: messages.attachmentName,
          })
          .from(messages)
          .innerJoin(conversations, eq(conversations.id, messages.conversationId))
          .where(and(eq(conversations.companyId, companyId), eq(conversations.userId, candidateId)))
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(TIMELINE_MESSAGES)
      : Promise.resolve([]),
    interviewEventsOf(db, companyId, applicationId),
  ]);
  const ids = [...events, ...notes, ...ratings, ...talk, ...meetings].flatMap((r) => (r.actorId ? [r.actorId] : []));
  return {
    events,
    notes,
    ratings,
    messages: talk,
    interviews: meetings,
    names: await namesOf(db, [...new Set(ids)]),
  };
}

/**
 * A member's part of the LGPD export: the notes he wrote and the ratings he gave, with the job
 * they were about. The candidates stay unnamed: the export describes him, not them.
 */
export async function teamworkAccountExport(db: Db, { userId }: { userId: string }) {
  const [notes, ratings] = await Promise.all([
    db
      .select({
        applicationId: applicationNotes.applicationId,
        jobTitle: jobs.title,
        body: applicationNotes.body,
        createdAt: applicationNotes.createdAt,
        updatedAt: applicationNotes.updatedAt,
      })
      .from(applicationNotes)
      .innerJoin(jobApplications, eq(jobApplications.id, applicationNotes.applicationId))
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(eq(applicationNotes.authorId, userId))
      .orderBy(asc(applicationNotes.createdAt)),
    db
      .select({
        applicationId: applicationRatings.applicationId,
        jobTitle: jobs.title,
        stars: applicationRatings.stars,
        ratedAt: applicationRatings.updatedAt,
      })
      .from(applicationRatings)
      .innerJoin(jobApplications, eq(jobApplications.id, applicationRatings.applicationId))
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(eq(applicationRatings.userId, userId))
      .orderBy(asc(applicationRatings.updatedAt)),
  ]);
  return { teamNotes: notes, teamRatings: ratings };
}

/**
 * Erasing a militar's account: the bells of the companies he applied to keep what happened, not
 * his name. Runs before his open applications are withdrawn (the features' order), while they
 * still say which notifications are his.
 */
export async function forgetCandidateInBells(tx: Tx, userId: string) {
  await tx
    .update(notifications)
    .set({ data: sql`${notifications.data} || '{"candidateName": ""}'::jsonb` })
    .where(
      and(
        inArray(notifications.kind, ["new_application", "team_mention"]),
        sql`${notifications.data}->>'applicationId' IN (SELECT id::text FROM ${jobApplications} WHERE ${jobApplications.userId} = ${userId})`,
      ),
    );
}
