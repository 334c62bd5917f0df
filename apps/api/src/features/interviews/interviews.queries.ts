// Interviews (decision 036). Every change runs in one transaction that locks the interview's row
// (and, for the militar's choice, his profile row: his confirmed interviews are decided one at a
// time, so two overlapping ones can never both be confirmed), writes its event for the timeline
// and the reports, and answers what the notifications need. Company calls are scoped by the
// company's id, the militar's by his user id: another party's interview reads as missing.
import {
  type InterviewKind,
  type InterviewOutcome,
  type InterviewStatus,
  OPEN_INTERVIEW_STATUSES,
} from "@pm/shared/interviews";
import type { InterviewEvent, InterviewNotificationData } from "@pm/shared/notifications";
import { type AnyColumn, and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema/auth";
import { companies } from "../../db/schema/companies";
import { interviewEvents, interviewInterviewers, interviewSlots, interviews } from "../../db/schema/interviews";
import { jobApplications, jobs, notifications } from "../../db/schema/jobs";
import { companyMembers } from "../../db/schema/members";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";
import type { ExportSubject } from "../../feature";

const ACTIVE_APPLICATION = ["pendente", "em_analise"] as const;
const open = inArray(interviews.status, [...OPEN_INTERVIEW_STATUSES]);

/** Who acts: a member of the company's team, or the militar. */
export type Actor = { side: "empresa"; companyId: string; userId: string } | { side: "militar"; userId: string };

const scopeOf = (actor: Actor): SQL =>
  actor.side === "empresa" ? eq(interviews.companyId, actor.companyId) : eq(interviews.userId, actor.userId);

async function recordEvent(
  tx: Tx,
  row: { id: string; applicationId: string; companyId: string },
  event: InterviewEvent | InterviewOutcome,
  actor: Actor,
  startsAt: Date | null = null,
) {
  await tx.insert(interviewEvents).values({
    interviewId: row.id,
    applicationId: row.applicationId,
    companyId: row.companyId,
    event,
    actorId: actor.userId,
    actorSide: actor.side,
    startsAt,
  });
}

/** The time a confirmed interview holds, which a change gives up (its invite is cancelled); null otherwise. */
function confirmedTime(row: { status: InterviewStatus; startsAt: Date | null; endsAt: Date | null }) {
  return row.status === "confirmada" && row.startsAt && row.endsAt
    ? { startsAt: row.startsAt, endsAt: row.endsAt }
    : null;
}

/** The interview's row, locked, when the actor may touch it. */
async function lockInterview(tx: Tx, actor: Actor, id: string) {
  const [row] = await tx
    .select()
    .from(interviews)
    .where(and(eq(interviews.id, id), scopeOf(actor)))
    .for("update");
  return row ?? null;
}

export interface ScheduleInput {
  kind: InterviewKind;
  location: string | null;
  durationMinutes: number;
  slots: string[];
  interviewerIds: string[];
  message: string | null;
}

export type ScheduleResult =
  | { kind: "done"; id: string }
  | { kind: "not-found" | "application-closed" | "already-open" | "interviewer-invalid" };

/** 'Agendar entrevista' on one of the company's applications still pendente or em análise. */
export async function scheduleInterview(
  db: Db,
  actor: Extract<Actor, { side: "empresa" }>,
  applicationId: string,
  input: ScheduleInput,
): Promise<ScheduleResult> {
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select({ id: jobApplications.id, status: jobApplications.status, userId: jobApplications.userId })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(and(eq(jobApplications.id, applicationId), eq(jobs.companyId, actor.companyId)))
      .for("update", { of: jobApplications });
    if (!application?.userId) return { kind: "not-found" };
    if (!(ACTIVE_APPLICATION as readonly string[]).includes(application.status)) return { kind: "application-closed" };
    const [current] = await tx
      .select({ id: interviews.id })
      .from(interviews)
      .where(and(eq(interviews.applicationId, applicationId), open));
    if (current) return { kind: "already-open" };
    const wanted = [...new Set(input.interviewerIds)];
    if (wanted.length > 0) {
      const found = await tx
        .select({ id: companyMembers.userId })
        .from(companyMembers)
        .where(
          and(
            eq(companyMembers.companyId, actor.companyId),
            inArray(companyMembers.userId, wanted),
            inArray(companyMembers.role, ["administrador", "recrutador"]),
          ),
        );
      if (found.length !== wanted.length) return { kind: "interviewer-invalid" };
    }
    const [row] = await tx
      .insert(interviews)
      .values({
        applicationId,
        companyId: actor.companyId,
        userId: application.userId,
        kind: input.kind,
        location: input.location,
        durationMinutes: input.durationMinutes,
        message: input.message,
        createdBy: actor.userId,
      })
      .returning({ id: interviews.id, applicationId: interviews.applicationId, companyId: interviews.companyId });
    if (!row) throw new Error("interview insert returned nothing");
    await tx
      .insert(interviewSlots)
      .values(input.slots.map((slot) => ({ interviewId: row.id, startsAt: new Date(slot) })));
    if (wanted.length > 0) {
      await tx.insert(interviewInterviewers).values(wanted.map((userId) => ({ interviewId: row.id, userId })));
    }
    await recordEvent(tx, row, "proposta", actor);
    return { kind: "done", id: row.id };
  });
}

/** A change refused, or done with the time the interview held before (for the cancelled invite). */
export type ChangeResult =
  | { kind: "done"; id: string; previous: { startsAt: Date; endsAt: Date } | null }
  | { kind: "not-found" | "not-open" | "not-proposed" | "slot-not-offered" | "slot-gone" | "double-booked" };

/** The company's new times: the interview waits for the militar's choice again. */
export async function rescheduleInterview(
  db: Db,
  actor: Extract<Actor, { side: "empresa" }>,
  id: string,
  slots: string[],
  reason: string | null,
): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const row = await lockInterview(tx, actor, id);
    if (!row) return { kind: "not-found" };
    if (!OPEN_INTERVIEW_STATUSES.includes(row.status)) return { kind: "not-open" };
    const previous = confirmedTime(row);
    await tx.delete(interviewSlots).where(eq(interviewSlots.interviewId, id));
    await tx.insert(interviewSlots).values(slots.map((slot) => ({ interviewId: id, startsAt: new Date(slot) })));
    await tx
      .update(interviews)
      .set({
        status: "proposta",
        startsAt: null,
        endsAt: null,
        reason,
        // The calendar event is cancelled until a new time is chosen: a new version of it.
        sequence: previous ? sql`${interviews.sequence} + 1` : interviews.sequence,
        reminded24hAt: null,
        reminded1hAt: null,
        updatedAt: new Date(),
      })
      .where(eq(interviews.id, id));
    await recordEvent(tx, row, "reagendada", actor);
    return { kind: "done", id, previous };
  });
}

/** Either side cancels an open interview, with its reason. */
export async function cancelInterview(db: Db, actor: Actor, id: string, reason: string): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const row = await lockInterview(tx, actor, id);
    if (!row) return { kind: "not-found" };
    if (!OPEN_INTERVIEW_STATUSES.includes(row.status)) return { kind: "not-open" };
    const previous = confirmedTime(row);
    await tx
      .update(interviews)
      .set({
        status: "cancelada",
        canceledBy: actor.side,
        reason,
        sequence: previous ? sql`${interviews.sequence} + 1` : interviews.sequence,
        updatedAt: new Date(),
      })
      .where(eq(interviews.id, id));
    await recordEvent(tx, row, "cancelada", actor, previous?.startsAt ?? null);
    return { kind: "done", id, previous };
  });
}

/**
 * The militar picks one of the proposed times. His profile row is locked first, so his choices
 * are decided one at a time: of two clicks at once on the same interview one confirms and the
 * other finds it confirmed, and no two of his confirmed interviews ever overlap.
 */
export async function chooseSlot(
  db: Db,
  actor: Extract<Actor, { side: "militar" }>,
  id: string,
  slotId: string,
  now = new Date(),
): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: militaryProfiles.userId })
      .from(militaryProfiles)
      .where(eq(militaryProfiles.userId, actor.userId))
      .for("update");
    const row = await lockInterview(tx, actor, id);
    if (!row) return { kind: "not-found" };
    if (row.status !== "proposta") return { kind: "not-proposed" };
    const [slot] = await tx
      .select({ startsAt: interviewSlots.startsAt })
      .from(interviewSlots)
      .where(and(eq(interviewSlots.id, slotId), eq(interviewSlots.interviewId, id)));
    if (!slot) return { kind: "slot-not-offered" };
    if (slot.startsAt.getTime() <= now.getTime()) return { kind: "slot-gone" };
    const endsAt = new Date(slot.startsAt.getTime() + row.durationMinutes * 60_000);
    const [clash] = await tx
      .select({ id: interviews.id })
      .from(interviews)
      .where(
        and(
          eq(interviews.userId, actor.userId),
          eq(interviews.status, "confirmada"),
          ne(interviews.id, id),
          lt(interviews.startsAt, endsAt),
          gt(interviews.endsAt, slot.startsAt),
        ),
      )
      .limit(1);
    if (clash) return { kind: "double-booked" };
    await tx
      .update(interviews)
      .set({
        status: "confirmada",
        startsAt: slot.startsAt,
        endsAt,
        reason: null,
        sequence: sql`${interviews.sequence} + 1`,
        reminded24hAt: null,
        reminded1hAt: null,
        updatedAt: now,
      })
      .where(eq(interviews.id, id));
    await recordEvent(tx, row, "confirmada", actor, slot.startsAt);
    return { kind: "done", id, previous: null };
  });
}

/** 'Pedir outros horários': the militar asks, with a message; a confirmed time is given up. */
export async function requestOtherTimes(
  db: Db,
  actor: Extract<Actor, { side: "militar" }>,
  id: string,
  reason: string,
): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const row = await lockInterview(tx, actor, id);
    if (!row) return { kind: "not-found" };
    if (row.status !== "proposta" && row.status !== "confirmada") return { kind: "not-open" };
    const previous = confirmedTime(row);
    await tx
      .update(interviews)
      .set({
        status: "remarcar",
        startsAt: null,
        endsAt: null,
        reason,
        sequence: previous ? sql`${interviews.sequence} + 1` : interviews.sequence,
        updatedAt: new Date(),
      })
      .where(eq(interviews.id, id));
    await recordEvent(tx, row, "remarcar", actor);
    return { kind: "done", id, previous };
  });
}

export type OutcomeResult = { kind: "done" } | { kind: "not-found" | "not-confirmed" | "not-yet" };

/** After its time, the company records 'Realizada' or 'Não compareceu', with a note. */
export async function recordOutcome(
  db: Db,
  actor: Extract<Actor, { side: "empresa" }>,
  id: string,
  outcome: InterviewOutcome,
  note: string | null,
  now = new Date(),
): Promise<OutcomeResult> {
  return db.transaction(async (tx) => {
    const row = await lockInterview(tx, actor, id);
    if (!row) return { kind: "not-found" };
    if (row.status !== "confirmada" || !row.startsAt) return { kind: "not-confirmed" };
    if (row.startsAt.getTime() > now.getTime()) return { kind: "not-yet" };
    await tx
      .update(interviews)
      .set({ status: outcome, outcomeNote: note, outcomeAt: now, updatedAt: now })
      .where(eq(interviews.id, id));
    await recordEvent(tx, row, outcome, actor, row.startsAt);
    return { kind: "done" };
  });
}

/** An interview with all its parties: what the notifications, the invites and the screens need. */
export async function interviewFacts(db: Db | Tx, id: string) {
  const [row] = await db
    .select({
      id: interviews.id,
      applicationId: interviews.applicationId,
      companyId: interviews.companyId,
      userId: interviews.userId,
      kind: interviews.kind,
      location: interviews.location,
      durationMinutes: interviews.durationMinutes,
      message: interviews.message,
      status: interviews.status,
      startsAt: interviews.startsAt,
      endsAt: interviews.endsAt,
      sequence: interviews.sequence,
      reason: interviews.reason,
      createdBy: interviews.createdBy,
      jobTitle: jobs.title,
      companyName: companies.name,
      candidateName: profiles.fullName,
      candidateEmail: users.email,
      candidateState: militaryProfiles.state,
      candidateCity: militaryProfiles.city,
      candidateWantsEmail: profiles.messageEmails,
    })
    .from(interviews)
    .innerJoin(jobApplications, eq(jobApplications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(companies, eq(companies.id, interviews.companyId))
    .leftJoin(profiles, eq(profiles.id, interviews.userId))
    .leftJoin(users, eq(users.id, interviews.userId))
    .leftJoin(militaryProfiles, eq(militaryProfiles.userId, interviews.userId))
    .where(eq(interviews.id, id));
  if (!row) return null;
  return { ...row, team: await interviewTeam(db, row.id, row.companyId, row.createdBy) };
}

/** The bell of each side told of an interview's news (the notifications' realtime topic makes it live). */
export async function insertInterviewBells(db: Db, rows: { userId: string; data: InterviewNotificationData }[]) {
  if (rows.length === 0) return;
  await db.insert(notifications).values(rows.map((row) => ({ userId: row.userId, kind: "interview", data: row.data })));
}

/**
 * Who on the company's side hears of an interview: its interviewers, or, with none, the member who
 * scheduled it; only those still in the team.
 */
async function interviewTeam(db: Db | Tx, interviewId: string, companyId: string, createdBy: string | null) {
  const chosen = await db
    .select({ id: interviewInterviewers.userId })
    .from(interviewInterviewers)
    .where(eq(interviewInterviewers.interviewId, interviewId));
  const ids = chosen.length > 0 ? chosen.map((c) => c.id) : createdBy ? [createdBy] : [];
  if (ids.length === 0) return [];
  return db
    .select({ id: profiles.id, name: profiles.fullName, email: users.email })
    .from(companyMembers)
    .innerJoin(profiles, eq(profiles.id, companyMembers.userId))
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.userId, ids)))
    .orderBy(asc(profiles.fullName));
}

const slotsJson = sql<{ id: string; startsAt: string }[]>`coalesce((
  SELECT json_agg(json_build_object('id', s.id, 'startsAt', s.starts_at) ORDER BY s.starts_at)
  FROM ${interviewSlots} s WHERE s.interview_id = "interviews"."id"
), '[]'::json)`;

const interviewersJson = sql<{ id: string; name: string }[]>`coalesce((
  SELECT json_agg(json_build_object('id', p.id, 'name', p.full_name) ORDER BY p.full_name)
  FROM ${interviewInterviewers} i JOIN ${profiles} p ON p.id = i.user_id WHERE i.interview_id = "interviews"."id"
), '[]'::json)`;

/** An interview as both sides' screens show it. */
const interviewColumns = {
  id: interviews.id,
  applicationId: interviews.applicationId,
  kind: interviews.kind,
  location: interviews.location,
  durationMinutes: interviews.durationMinutes,
  message: interviews.message,
  status: interviews.status,
  startsAt: interviews.startsAt,
  endsAt: interviews.endsAt,
  reason: interviews.reason,
  canceledBy: interviews.canceledBy,
  outcomeNote: interviews.outcomeNote,
  createdAt: interviews.createdAt,
  slots: slotsJson,
  interviewers: interviewersJson,
};

/** An application's interviews, newest first (the candidate sheet). */
export function listApplicationInterviews(db: Db, companyId: string, applicationId: string) {
  return db
    .select(interviewColumns)
    .from(interviews)
    .where(and(eq(interviews.applicationId, applicationId), eq(interviews.companyId, companyId)))
    .orderBy(desc(interviews.createdAt));
}

/**
 * 'Entrevistas' (/empresa/entrevistas): the company's confirmed interviews of a week (and those
 * with a result), by time, and every interview still waiting for a time.
 */
export async function listCompanyInterviews(db: Db, companyId: string, from: Date, to: Date) {
  const base = {
    ...interviewColumns,
    jobTitle: jobs.title,
    candidateName: profiles.fullName,
    candidateState: militaryProfiles.state,
    candidateCity: militaryProfiles.city,
  };
  const select = () =>
    db
      .select(base)
      .from(interviews)
      .innerJoin(jobApplications, eq(jobApplications.id, interviews.applicationId))
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .leftJoin(profiles, eq(profiles.id, interviews.userId))
      .leftJoin(militaryProfiles, eq(militaryProfiles.userId, interviews.userId));
  const [scheduled, waiting] = await Promise.all([
    select()
      .where(
        and(
          eq(interviews.companyId, companyId),
          inArray(interviews.status, ["confirmada", "realizada", "nao_compareceu"]),
          gte(interviews.startsAt, from),
          lt(interviews.startsAt, to),
        ),
      )
      .orderBy(asc(interviews.startsAt)),
    select()
      .where(and(eq(interviews.companyId, companyId), inArray(interviews.status, ["proposta", "remarcar"])))
      .orderBy(asc(interviews.createdAt))
      .limit(100),
  ]);
  return { scheduled, waiting };
}

/** The militar's interviews, open ones first by time, then the last closed ones. */
export function listMilitaryInterviews(db: Db, userId: string) {
  return db
    .select({ ...interviewColumns, jobTitle: jobs.title, companyName: companies.name })
    .from(interviews)
    .innerJoin(jobApplications, eq(jobApplications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(companies, eq(companies.id, interviews.companyId))
    .where(eq(interviews.userId, userId))
    .orderBy(desc(interviews.createdAt))
    .limit(50);
}

/** The next open interview of each application (the card's line), for a page of applications. */
export function nextInterviewJson(applicationId: AnyColumn | SQL) {
  return sql<{ id: string; status: InterviewStatus; startsAt: string | null } | null>`(
    SELECT json_build_object('id', i.id, 'status', i.status, 'startsAt', i.starts_at)
    FROM ${interviews} i WHERE i.application_id = ${applicationId}
      AND i.status IN ('proposta', 'remarcar', 'confirmada')
    LIMIT 1
  )`;
}

/**
 * Claims the reminders due now, once across processes: each row is marked in the statement that
 * finds it. 24 hours before (only when confirmed earlier than that) and 1 hour before.
 */
export async function claimReminders(db: Db, which: "24h" | "1h", now: Date) {
  const hours = which === "24h" ? 24 : 1;
  const column = which === "24h" ? interviews.reminded24hAt : interviews.reminded1hAt;
  const horizon = new Date(now.getTime() + hours * 3600_000);
  const rows = await db
    .update(interviews)
    .set(which === "24h" ? { reminded24hAt: now } : { reminded1hAt: now })
    .where(
      and(
        eq(interviews.status, "confirmada"),
        isNull(column),
        gt(interviews.startsAt, now),
        lte(interviews.startsAt, horizon),
        // Confirmed within the window: the confirmation itself just told them.
        sql`${interviews.updatedAt} <= ${interviews.startsAt} - ${`${hours} hours`}::interval`,
        // The 24-hour reminder is not sent in the last hour, where the 1-hour one is due.
        which === "24h" ? gt(interviews.startsAt, new Date(now.getTime() + 3600_000)) : undefined,
      ),
    )
    .returning({ id: interviews.id });
  return rows.map((r) => r.id);
}

/**
 * The reports' interview figures over a period: interviews per job (scheduled, confirmed, done,
 * no-show) and the median days from application to the first confirmed interview ('Tempo até a
 * entrevista'), the first confirmation of each application counted once.
 */
export async function interviewReport(db: Db, companyId: string, since: Date, until: Date) {
  // Two independent reads, sent together.
  const [perJob, [median]] = await Promise.all([
    db
      .select({
        jobId: jobs.id,
        jobTitle: jobs.title,
        scheduled: sql<number>`count(*)::int`,
        confirmed: sql<number>`count(*) FILTER (WHERE ${interviews.startsAt} IS NOT NULL)::int`,
        done: sql<number>`count(*) FILTER (WHERE ${interviews.status} = 'realizada')::int`,
        noShow: sql<number>`count(*) FILTER (WHERE ${interviews.status} = 'nao_compareceu')::int`,
      })
      .from(interviews)
      .innerJoin(jobApplications, eq(jobApplications.id, interviews.applicationId))
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(
        and(eq(interviews.companyId, companyId), gte(interviews.createdAt, since), lt(interviews.createdAt, until)),
      )
      .groupBy(jobs.id, jobs.title)
      .orderBy(desc(sql`count(*)`), asc(jobs.title)),
    db
      .select({
        days: sql<
          number | null
        >`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first.at - ${jobApplications.appliedAt}) / 86400)`,
        count: sql<number>`count(*)::int`,
      })
      .from(
        db
          .select({ applicationId: interviewEvents.applicationId, at: sql<Date>`min(${interviewEvents.at})`.as("at") })
          .from(interviewEvents)
          .where(
            and(
              eq(interviewEvents.companyId, companyId),
              eq(interviewEvents.event, "confirmada"),
              gte(interviewEvents.at, since),
              lt(interviewEvents.at, until),
            ),
          )
          .groupBy(interviewEvents.applicationId)
          .as("first"),
      )
      .innerJoin(jobApplications, eq(jobApplications.id, sql`first.application_id`)),
  ]);
  return {
    perJob,
    daysToInterview:
      median?.days === null || median?.days === undefined ? null : Math.round(Number(median.days) * 10) / 10,
    confirmedCount: median?.count ?? 0,
  };
}

/** An application's interview events, oldest first (the timeline), for the company's eyes only. */
export function interviewEventsOf(db: Db, companyId: string, applicationId: string) {
  return db
    .select({
      at: interviewEvents.at,
      actorId: interviewEvents.actorId,
      actorSide: interviewEvents.actorSide,
      event: interviewEvents.event,
      startsAt: interviewEvents.startsAt,
    })
    .from(interviewEvents)
    .where(and(eq(interviewEvents.companyId, companyId), eq(interviewEvents.applicationId, applicationId)))
    .orderBy(asc(interviewEvents.at));
}

/** The LGPD export's part: the militar's interviews (when, how, with whom), and a member's as interviewer. */
export async function interviewsAccountExport(db: Db, { userId }: ExportSubject) {
  const own = await db
    .select({
      company: companies.name,
      job: jobs.title,
      kind: interviews.kind,
      status: interviews.status,
      startsAt: interviews.startsAt,
      createdAt: interviews.createdAt,
    })
    .from(interviews)
    .innerJoin(jobApplications, eq(jobApplications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(companies, eq(companies.id, interviews.companyId))
    .where(eq(interviews.userId, userId))
    .orderBy(asc(interviews.createdAt));
  const asInterviewer = await db
    .select({ interviewId: interviewInterviewers.interviewId })
    .from(interviewInterviewers)
    .where(eq(interviewInterviewers.userId, userId));
  return { interviews: own, interviewsAsInterviewer: asInterviewer.length };
}

/** An erased militar's open interviews end: the company is told by the withdrawn application. */
export async function cancelOpenInterviewsOf(tx: Tx, userId: string) {
  await tx
    .update(interviews)
    .set({ status: "cancelada", canceledBy: "militar", reason: null, updatedAt: new Date() })
    .where(and(eq(interviews.userId, userId), open));
}
