import { date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "./columns";
import { companies } from "./companies";
import { applicationSourceEnum, applicationStatusEnum, jobs } from "./jobs";

/**
 * The applications made on a day (or in a month) by their status now, one column per status (named
 * as the status), kept by the trigger on application_milestones: a withdrawn one leaves them.
 */
const statusCounts = () => ({
  pendente: integer("pendente").notNull().default(0),
  emAnalise: integer("em_analise").notNull().default(0),
  aprovado: integer("aprovado").notNull().default(0),
  rejeitado: integer("rejeitado").notNull().default(0),
});

/**
 * Views and applications of a job per day (Brazil's calendar), and those applications by status
 * now, kept by triggers on job_views, job_applications and application_milestones in the same
 * transaction as each event: the reports read these, never the raw views. An application counts
 * on the day it was made, withdrawn later or not.
 */
export const jobDailyStats = pgTable(
  "job_daily_stats",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
    applications: integer("applications").notNull().default(0),
    ...statusCounts(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.day] })],
);

/**
 * Each application's path, kept by triggers from its history: when it was made and from where,
 * who applied (força, posto, UF, área desejada, as they were then, without a name), its status
 * now (null once withdrawn) and when it was first reviewed, approved, rejected or withdrawn. A
 * withdrawn application, which is deleted, stays here for the funnel.
 */
export const applicationMilestones = pgTable(
  "application_milestones",
  {
    applicationId: uuid("application_id").primaryKey(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** The job's company, kept so the company's daily facts can be taken back when the job goes. */
    companyId: uuid("company_id"),
    appliedAt: instant("applied_at").notNull(),
    appliedDay: date("applied_day").notNull(),
    source: applicationSourceEnum("source").notNull(),
    status: applicationStatusEnum("status"),
    reviewedAt: instant("reviewed_at"),
    approvedAt: instant("approved_at"),
    rejectedAt: instant("rejected_at"),
    withdrawnAt: instant("withdrawn_at"),
    branch: text("branch"),
    rank: text("rank"),
    state: text("state"),
    desiredArea: text("desired_area"),
  },
  (t) => [index("application_milestones_job_day_idx").on(t.jobId, t.appliedDay)],
);

/**
 * A company's applications per day they were made, counted by fact (`key`): how far they got
 * ('applied', 'reviewed', 'approved', 'rejected', 'withdrawn'), where from ('source:busca'), who
 * applied ('branch:exercito', 'rank:cabo', 'state:RJ', 'area:logistica') and how long a first
 * review and an approval took ('review_h:5', 'approval_h:96': hour buckets, a day wide from 72 h).
 * Kept by the trigger on application_milestones.
 */
export const companyDailyFacts = pgTable(
  "company_daily_facts",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    key: text("key").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.key] })],
);

// The same roll-ups by month (`month` is the month's first day), kept by triggers on the
// daily tables: a period's whole months read one row each instead of thirty, and only the days
// at its edges are read by day.

export const jobMonthlyStats = pgTable(
  "job_monthly_stats",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    month: date("month").notNull(),
    views: integer("views").notNull().default(0),
    applications: integer("applications").notNull().default(0),
    ...statusCounts(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.month] })],
);

export const companyMonthlyFacts = pgTable(
  "company_monthly_facts",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    month: date("month").notNull(),
    key: text("key").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month, t.key] })],
);
