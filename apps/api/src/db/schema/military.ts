import { MILITARY_PLAN_IDS } from "@pm/shared/billing";
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, instant, updatedAt } from "./columns";
import { jobs } from "./jobs";

export const militaryPlanEnum = pgEnum("military_plan", MILITARY_PLAN_IDS);

/** Everything a militar fills in onboarding and on the profile page. */
export const militaryProfiles = pgTable(
  "military_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: militaryPlanEnum("plan").notNull().default("FREE"),
    /** Set when onboarding is finished; until then the user is sent to onboarding. */
    completedAt: instant("completed_at"),
    phone: text("phone"),
    city: text("city"),
    state: text("state"),
    birthDate: date("birth_date"),
    militaryBranch: text("military_branch"),
    rank: text("rank"),
    /** 'Situação': ativa-temporario, ativa-carreira, reserva, licenciado. */
    serviceStatus: text("service_status"),
    om: text("om"),
    incorporationYear: integer("incorporation_year"),
    yearsOfService: integer("years_of_service"),
    specialties: text("specialties").array().notNull().default([]),
    desiredArea: text("desired_area"),
    experienceLevel: text("experience_level"),
    goals: text("goals"),
    availability: text("availability"),
    biography: text("biography"),
    avatarUrl: text("avatar_url"),
    /** E-mail me when a company changes one of my applications. */
    emailNotifications: boolean("email_notifications").notNull().default(true),
    /** 'Quero aparecer no banco de talentos': null until he chooses, and off until he says yes. */
    talentBank: boolean("talent_bank"),
    /** When he last said yes: a saved search's e-mail tells of profiles that joined after its last one. */
    talentBankAt: instant("talent_bank_at"),
    /** The militar's customer at the payment provider (Stripe: cus_…), once a checkout made one. */
    providerCustomerId: text("provider_customer_id"),
    /**
     * The job he chose on its public page before signing up, offered after onboarding and on the
     * dashboard until he applies to it or dismisses it.
     */
    wantedJobId: uuid("wanted_job_id").references(() => jobs.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A job's deletion looks its wanters up by this index instead of reading every profile.
    index("military_profiles_wanted_job_idx").on(t.wantedJobId).where(sql`${t.wantedJobId} IS NOT NULL`),
  ],
);
