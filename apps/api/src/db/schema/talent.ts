import { INVITATION_STATUSES } from "@pm/shared/talent";
import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, instant } from "./columns";
import { companies } from "./companies";
import { jobApplications, jobs } from "./jobs";

export const invitationStatusEnum = pgEnum("invitation_status", INVITATION_STATUSES);

/** A company opened a militar's profile from the talent bank: one row per pair, the last time kept. */
export const talentProfileViews = pgTable(
  "talent_profile_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    views: integer("views").notNull().default(1),
    firstViewedAt: instant("first_viewed_at").notNull().defaultNow(),
    viewedAt: instant("viewed_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("talent_profile_views_pair_idx").on(t.companyId, t.userId),
    index("talent_profile_views_user_idx").on(t.userId, t.viewedAt),
  ],
);

/** 'Convidar para vaga': one invitation per job and militar; accepting it applies. */
export const talentInvitations = pgTable(
  "talent_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text("message"),
    status: invitationStatusEnum("status").notNull().default("pending"),
    applicationId: uuid("application_id").references(() => jobApplications.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    answeredAt: instant("answered_at"),
  },
  (t) => [
    uniqueIndex("talent_invitations_job_user_idx").on(t.jobId, t.userId),
    index("talent_invitations_user_idx").on(t.userId, t.createdAt),
    index("talent_invitations_company_idx").on(t.companyId, t.createdAt),
  ],
);

/** A Pro or Enterprise company's saved filters, checked daily for profiles that joined since. */
export const talentSavedSearches = pgTable(
  "talent_saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    filters: jsonb("filters").notNull(),
    createdAt: createdAt(),
    /** Profiles that joined the bank after this are new to the search. */
    checkedAt: instant("checked_at").notNull().defaultNow(),
  },
  (t) => [index("talent_saved_searches_company_idx").on(t.companyId, t.createdAt)],
);
