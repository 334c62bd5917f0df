// 'Plano de transição' (decision 039): the occupation roll-ups kept from the jobs, and the militar's
// plan with the steps the product saw him do.
import { TRANSITION_STEPS } from "@pm/shared/transition";
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, instant, updatedAt } from "./columns";

/**
 * The jobs of a CBO família by the month (Brazil's calendar) they were published: how many, and how
 * many with a structured salary. Kept by the trigger on jobs (db/functions/rollups.sql) in the
 * transaction of each write, so an occupation's page sums at most twelve rows.
 */
export const cboFamilyMonths = pgTable(
  "cbo_family_months",
  {
    cboFamily: text("cbo_family").notNull(),
    month: date("month").notNull(),
    jobs: integer("jobs").notNull().default(0),
    paid: integer("paid").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.cboFamily, t.month] })],
);

/**
 * The salaries of a família's jobs by month: each distinct amount or range (`low` = `high` for an
 * amount) with how many jobs gave it. The minimum, median and maximum are read from these.
 */
export const cboFamilySalaries = pgTable(
  "cbo_family_salaries",
  {
    cboFamily: text("cbo_family").notNull(),
    month: date("month").notNull(),
    low: integer("low").notNull(),
    high: integer("high").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.cboFamily, t.month, t.low, t.high] })],
);

/** The normalised requirement terms (skills/requirements) a família's jobs asked, by month. */
export const cboFamilyTerms = pgTable(
  "cbo_family_terms",
  {
    cboFamily: text("cbo_family").notNull(),
    month: date("month").notNull(),
    term: text("term").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.cboFamily, t.month, t.term] })],
);

/**
 * A militar's transition plan: his discharge date (none for a veteran), the CBO occupation he chose
 * and whether he wants the monthly reminder. His alone: exported and erased with his account.
 */
export const transitionPlans = pgTable(
  "transition_plans",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    dischargeDate: date("discharge_date"),
    occupationCode: text("occupation_code"),
    occupationChosenAt: instant("occupation_chosen_at"),
    reminders: boolean("reminders").notNull().default(true),
    /** When the last monthly reminder was sent; the next is due a month later. */
    remindedAt: instant("reminded_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("transition_plans_occupation_code", sql`${t.occupationCode} ~ '^[0-9]{6}$'`),
    // The reminders' job finds the plans due by this index.
    index("transition_plans_reminder_idx").on(t.remindedAt).where(sql`${t.reminders}`),
    // The console's counts of chosen occupations.
    index("transition_plans_occupation_idx").on(t.occupationCode),
  ],
);

/** The steps of a plan the product saw done, with when: done stays done. */
export const transitionPlanSteps = pgTable(
  "transition_plan_steps",
  {
    userId: text("user_id")
      .notNull()
      .references(() => transitionPlans.userId, { onDelete: "cascade" }),
    step: text("step", { enum: TRANSITION_STEPS }).notNull(),
    doneAt: instant("done_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.step] })],
);
