import { INTERVIEW_KINDS, INTERVIEW_STATUSES } from "@pm/shared/interviews";
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, instant, updatedAt } from "./columns";
import { companies } from "./companies";
import { jobApplications } from "./jobs";

export const interviewKindEnum = pgEnum("interview_kind", INTERVIEW_KINDS);
export const interviewStatusEnum = pgEnum("interview_status", INTERVIEW_STATUSES);

/**
 * An interview of an application (decision 036). One open at a time per application ('proposta',
 * 'remarcar' or 'confirmada'). `starts_at`/`ends_at` are the chosen time, in UTC; `sequence` is the
 * calendar event's SEQUENCE, raised by every change the invites carry (the event's UID is the id).
 */
export const interviews = pgTable(
  "interviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The militar; null once his account is gone. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: interviewKindEnum("kind").notNull(),
    /** The address (presencial), the call's link (vídeo) or the number to call (telefone). */
    location: text("location"),
    durationMinutes: integer("duration_minutes").notNull(),
    message: text("message"),
    status: interviewStatusEnum("status").notNull().default("proposta"),
    startsAt: instant("starts_at"),
    endsAt: instant("ends_at"),
    sequence: integer("sequence").notNull().default(0),
    /** Why the militar asked for other times, or why either side moved or cancelled it. */
    reason: text("reason"),
    canceledBy: text("canceled_by", { enum: ["empresa", "militar"] }),
    outcomeNote: text("outcome_note"),
    outcomeAt: instant("outcome_at"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the reminders went out (the job runner's claim: never twice). */
    reminded24hAt: instant("reminded_24h_at"),
    reminded1hAt: instant("reminded_1h_at"),
  },
  (t) => [
    // One open interview per application, whoever asks at the same moment.
    uniqueIndex("interviews_open_application_idx")
      .on(t.applicationId)
      .where(sql`${t.status} IN ('proposta', 'remarcar', 'confirmada')`),
    index("interviews_company_starts_idx").on(t.companyId, t.startsAt),
    index("interviews_user_starts_idx").on(t.userId, t.startsAt).where(sql`${t.status} = 'confirmada'`),
    index("interviews_reminders_idx").on(t.startsAt).where(sql`${t.status} = 'confirmada'`),
    check("interviews_duration_range", sql`${t.durationMinutes} BETWEEN 15 AND 240`),
    check(
      "interviews_confirmed_time",
      sql`${t.status} NOT IN ('confirmada', 'realizada', 'nao_compareceu') OR (${t.startsAt} IS NOT NULL AND ${t.endsAt} > ${t.startsAt})`,
    ),
  ],
);

/** The times the company proposed for an interview (1 to 5 at a time; replaced when it reschedules). */
export const interviewSlots = pgTable(
  "interview_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    startsAt: instant("starts_at").notNull(),
  },
  (t) => [uniqueIndex("interview_slots_time_idx").on(t.interviewId, t.startsAt)],
);

/** The members of the company's team who interview. */
export const interviewInterviewers = pgTable(
  "interview_interviewers",
  {
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.userId] }), index("interview_interviewers_user_idx").on(t.userId)],
);

/**
 * What happened to an interview, who did it and when: the application's timeline and the reports'
 * 'Tempo até a entrevista' read it. Kept when the interview's rows change; an actor gone reads
 * 'Ex-membro' (or the removed candidate).
 */
export const interviewEvents = pgTable(
  "interview_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id").notNull(),
    companyId: uuid("company_id").notNull(),
    /** proposta, confirmada, remarcar, reagendada, cancelada, realizada, nao_compareceu. */
    event: text("event").notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorSide: text("actor_side", { enum: ["empresa", "militar"] }).notNull(),
    /** The interview's time the event is about (the chosen one), when it has one. */
    startsAt: instant("starts_at"),
    at: instant("at").notNull().defaultNow(),
  },
  (t) => [
    index("interview_events_application_idx").on(t.applicationId, t.at),
    index("interview_events_company_idx").on(t.companyId, t.event, t.at),
  ],
);
