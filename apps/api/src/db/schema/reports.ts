import { date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "./columns";
import { companies } from "./companies";
import { applicationSourceEnum, applicationStatusEnum, jobs } from "./jobs";

/**
 * Views and applications of a job per day (Brazil's calendar), kept by triggers on job_views and
 * job_applications in the same transaction as each event: the reports read these, never the raw
 * views. An application counts on the day it was made, withdrawn later or not.
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
 * Applications per job, day they were made and status now, kept by a trigger on
 * application_milestones: the reports' 'por status' without reading each application.
 */
export const jobDailyStatus = pgTable(
  "job_daily_status",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    status: applicationStatusEnum("status").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.day, t.status] })],
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
