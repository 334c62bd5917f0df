import { APPLICATION_SOURCES, APPLICATION_STATUSES } from "@pm/shared/applications";
import { JOB_AREAS, MODALITIES, PCD_OPTIONS, REGIMES } from "@pm/shared/jobs";
import type { AnsweredQuestion, ScreeningQuestion } from "@pm/shared/screening";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, instant, updatedAt } from "./columns";
import { companies } from "./companies";

export const regimeEnum = pgEnum("regime", REGIMES);
export const modalityEnum = pgEnum("modality", MODALITIES);
export const applicationStatusEnum = pgEnum("application_status", APPLICATION_STATUSES);
export const applicationSourceEnum = pgEnum("application_source", APPLICATION_SOURCES);

export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    city: text("city").notNull(),
    regime: regimeEnum("regime").notNull(),
    /** The member of the company's team who last wrote the job (decision 035); null once gone. */
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    modality: modalityEnum("modality"),
    /** The salary as the company wrote it, shown as written. */
    salary: text("salary"),
    /**
     * The monthly salary in whole reais, for searching by salary: one amount (max null) or a range;
     * both null when undisclosed ('A combinar').
     */
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    /** 'Número de vagas': how many people the job hires. */
    openings: integer("openings").notNull().default(1),
    /** Also for people with disabilities, only for them (the Lei 8.213/91 quota), or neither (null). */
    pcd: text("pcd", { enum: PCD_OPTIONS }),
    /** The área the board filters by, from the militares' list of areas of interest. */
    area: text("area", { enum: JOB_AREAS }).notNull().default("outros"),
    description: text("description").notNull(),
    requirements: text("requirements").array().notNull().default([]),
    benefits: text("benefits").array().notNull().default([]),
    /** 'Perguntas de triagem' (up to 10), asked when a militar applies; their rules stay with the company. */
    screeningQuestions: jsonb("screening_questions").$type<ScreeningQuestion[]>().notNull().default([]),
    /**
     * The job's família of the CBO 2002 (four digits): the one its company chose, or the one the
     * skills translator inferred from its title; null when none fits. `cbo_family_source` says which
     * ('empresa' or 'inferida'), and null until a job saved before the field was given one.
     */
    cboFamily: text("cbo_family"),
    cboFamilySource: text("cbo_family_source", { enum: ["empresa", "inferida"] }),
    /**
     * The requirement terms (skills/requirements: 'cnh-e', 'curso-mopp'…) its requirements name,
     * for the occupation pages; null until the job runner has read a job saved before the column.
     */
    requirementTerms: text("requirement_terms").array(),
    active: boolean("active").notNull().default(true),
    /** The closing date the company set ('Data de encerramento'), a day in Brazil's time; null when none. */
    closesOn: date("closes_on"),
    /**
     * When the job leaves the board unless renewed: its closing date's last moment in Brazil's time,
     * or JOB_OPEN_DAYS after its publication or last renewal. An active job past it is 'Expirada':
     * off the board and the public pages, and outside the plan's cap.
     */
    expiresAt: instant("expires_at").notNull().default(sql`(now() + '60 days'::interval)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("jobs_company_created_idx").on(t.companyId, t.createdAt),
    index("jobs_active_created_idx").on(t.active, t.createdAt),
    // An occupation's jobs (its família's), newest first; and the jobs still to be given a família.
    index("jobs_cbo_family_created_idx").on(t.cboFamily, t.createdAt),
    index("jobs_cbo_family_pending_idx").on(t.id).where(sql`${t.cboFamilySource} IS NULL`),
    index("jobs_requirement_terms_pending_idx").on(t.id).where(sql`${t.requirementTerms} IS NULL`),
    // The board's 'Maior salário' order and its 'Salário a partir de' filter.
    index("jobs_salary_created_idx").on(
      sql`(coalesce(${t.salaryMax}, ${t.salaryMin})) DESC NULLS LAST`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    check("jobs_openings_range", sql`${t.openings} BETWEEN 1 AND 999`),
    check("jobs_cbo_family_code", sql`${t.cboFamily} ~ '^[0-9]{4}$'`),
    check("jobs_pcd_known", sql`${t.pcd} IN ('tambem', 'exclusiva')`),
    check(
      "jobs_area_known",
      sql`${t.area} IN ('logistica', 'seguranca', 'gestao', 'tecnologia', 'operacoes', 'outros')`,
    ),
    // A range needs its start; NULLs are spelled out, since a CHECK that yields NULL passes.
    check(
      "jobs_salary_range",
      sql`(${t.salaryMin} IS NULL OR ${t.salaryMin} BETWEEN 1 AND 999999) AND (${t.salaryMax} IS NULL OR (${t.salaryMin} IS NOT NULL AND ${t.salaryMax} BETWEEN ${t.salaryMin} AND 999999))`,
    ),
  ],
);

export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** Null once the candidate deleted their account: the company sees a removed candidate. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    status: applicationStatusEnum("status").notNull().default("pendente"),
    /** Where the militar applied from (the reports' 'Candidaturas por origem'). */
    source: applicationSourceEnum("source").notNull().default("busca"),
    /** The answers to the job's screening questions, each with the question as it was asked. */
    screeningAnswers: jsonb("screening_answers").$type<AnsweredQuestion[]>().notNull().default([]),
    /** False when an answer fails an eliminatory question ('Não atende'); the company decides what follows. */
    meetsRequirements: boolean("meets_requirements").notNull().default(true),
    appliedAt: instant("applied_at").notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("job_applications_job_user_unique").on(t.jobId, t.userId),
    index("job_applications_user_idx").on(t.userId, t.status),
    index("job_applications_job_applied_idx").on(t.jobId, t.appliedAt),
    // 'Não atende': few of a job's applications, found without reading the others.
    index("job_applications_unmet_idx").on(t.jobId, t.appliedAt).where(sql`NOT ${t.meetsRequirements}`),
  ],
);

/**
 * An application's history, written by a trigger on job_applications whatever code path changed it:
 * the application (from null), each status change (who made it, from, to, when) and a withdrawal
 * (to null). Keyed by the application's id without a foreign key, so a withdrawn application,
 * which is deleted, keeps its history for the reports.
 */
export const applicationEvents = pgTable(
  "application_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    applicationId: uuid("application_id").notNull(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** Who made the change: the candidate, or the company's user; null once that account is gone. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    fromStatus: applicationStatusEnum("from_status"),
    toStatus: applicationStatusEnum("to_status"),
    at: instant("at").notNull().defaultNow(),
  },
  (t) => [
    index("application_events_application_idx").on(t.applicationId, t.at),
    index("application_events_job_idx").on(t.jobId, t.at),
  ],
);

export const jobViews = pgTable(
  "job_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** Who viewed, when known; a view is counted once per user, job and day. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    viewedAt: instant("viewed_at").notNull().defaultNow(),
    /** The day of the view in Brazil's time, so a user's views of a job count once a day. */
    viewDay: date("view_day").notNull().default(sql`((now() AT TIME ZONE 'America/Sao_Paulo')::date)`),
  },
  (t) => [
    index("job_views_job_viewed_idx").on(t.jobId, t.viewedAt),
    uniqueIndex("job_views_user_day_unique").on(t.jobId, t.userId, t.viewDay),
  ],
);

/**
 * What remains of a deleted job, written by a trigger: its public address answers 410 (gone, with
 * similar jobs) rather than 404, so search engines drop it and a shared link explains itself.
 */
export const deletedJobs = pgTable("deleted_jobs", {
  id: uuid("id").primaryKey(),
  title: text("title").notNull(),
  city: text("city").notNull(),
  deletedAt: instant("deleted_at").notNull().defaultNow(),
});

/** Jobs a militar saved ('Salvos'). */
export const jobBookmarks = pgTable(
  "job_bookmarks",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);

/**
 * What the bell shows a user. Rows carry data, not text (the web words them in pt-BR): e.g. kind
 * 'application_status' with { applicationId, jobId, jobTitle, companyName, status }. An
 * application's status change inserts one by trigger, whichever code path changed it.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    data: jsonb("data").notNull().default({}),
    readAt: instant("read_at"),
    /** Set once the e-mail for this notification was sent (or skipped by the user's preference). */
    emailedAt: instant("emailed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    // The e-mail worker's queue: only rows still to send.
    index("notifications_unsent_idx").on(t.createdAt).where(sql`${t.emailedAt} IS NULL`),
  ],
);

/**
 * One row: how many times the board's jobs (or what their companies are listed and found by) have
 * changed. The board keeps its answers per process under this number
 * (jobs.board-cache.queries.ts), and triggers move it in the same transaction as the change, so no
 * process answers from a board that changed after the answer was made.
 */
export const jobBoardVersion = pgTable(
  "job_board_version",
  {
    id: smallint("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("job_board_version_one_row", sql`${t.id} = 1`)],
);

/** What a job's card shows: its title and the facts a candidate compares first. */
export const jobCardColumns = {
  id: jobs.id,
  title: jobs.title,
  city: jobs.city,
  regime: jobs.regime,
  modality: jobs.modality,
  salary: jobs.salary,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  openings: jobs.openings,
  pcd: jobs.pcd,
  area: jobs.area,
};

/**
 * A job's own columns, named one by one, so a column added to the table (a search vector, say)
 * never leaks into an answer or an export.
 */
export const jobColumns = {
  ...jobCardColumns,
  description: jobs.description,
  requirements: jobs.requirements,
  benefits: jobs.benefits,
  active: jobs.active,
  closesOn: jobs.closesOn,
  expiresAt: jobs.expiresAt,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
};
