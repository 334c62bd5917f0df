import { APPLICATION_STATUSES, MODALITIES, REGIMES } from "@pm/shared/jobs";
import { bigserial, boolean, index, pgEnum, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { companies } from "./companies";

export const regimeEnum = pgEnum("regime", REGIMES);
export const modalityEnum = pgEnum("modality", MODALITIES);
export const applicationStatusEnum = pgEnum("application_status", APPLICATION_STATUSES);

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
    modality: modalityEnum("modality"),
    salary: text("salary"),
    description: text("description").notNull(),
    requirements: text("requirements").array().notNull().default([]),
    benefits: text("benefits").array().notNull().default([]),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("jobs_company_created_idx").on(t.companyId, t.createdAt),
    index("jobs_active_created_idx").on(t.active, t.createdAt),
  ],
);

export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: applicationStatusEnum("status").notNull().default("pendente"),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("job_applications_job_user_unique").on(t.jobId, t.userId),
    index("job_applications_user_idx").on(t.userId, t.status),
    index("job_applications_job_applied_idx").on(t.jobId, t.appliedAt),
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
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_views_job_viewed_idx").on(t.jobId, t.viewedAt)],
);
