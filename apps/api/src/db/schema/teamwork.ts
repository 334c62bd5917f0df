import { sql } from "drizzle-orm";
import { check, index, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { companies } from "./companies";
import { jobApplications, jobs } from "./jobs";

/**
 * The company team's notes on an application (decision 035), never shown to the candidate. The
 * author's account may go: the note stays, as 'Ex-membro'. `mentions` are the members it names.
 */
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    mentions: text("mentions").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("application_notes_application_idx").on(t.applicationId, t.createdAt),
    check("application_notes_body_length", sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
  ],
);

/** Each member's stars (1 to 5) for a candidate on a job: one row per member and application. */
export const applicationRatings = pgTable(
  "application_ratings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    stars: smallint("stars").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("application_ratings_member_idx").on(t.applicationId, t.userId),
    index("application_ratings_company_idx").on(t.companyId, t.applicationId),
    check("application_ratings_stars", sql`${t.stars} BETWEEN 1 AND 5`),
  ],
);

/**
 * The member of the company's team who follows a job ('Responsável'): its new applications ring his
 * bell rather than everyone's. Apart from `jobs`, so choosing him is not an edit of the job (no
 * webhook, no new version of the public board). Gone with him when he leaves the team.
 */
export const jobResponsibles = pgTable("job_responsibles", {
  jobId: uuid("job_id")
    .primaryKey()
    .references(() => jobs.id, { onDelete: "cascade" }),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});
