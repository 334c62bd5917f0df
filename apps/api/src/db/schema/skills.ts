import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, primaryKey, text, varchar } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, updatedAt } from "./columns";

export const occupationChoiceEnum = pgEnum("occupation_choice", ["confirmed", "removed", "suggested"]);

/**
 * The civilian occupations (CBO) of a militar: the translator's suggestions for his saved profile
 * ('suggested', replaced whenever the profile is saved) and his answers ('confirmed', 'removed',
 * kept until he changes them). Searches read the ones not removed.
 */
export const militaryOccupations = pgTable(
  "military_occupations",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: varchar("code", { length: 6 }).notNull(),
    family: varchar("family", { length: 4 }).notNull(),
    /** The CBO title when chosen, so searches over the profile read it without the tables. */
    title: text("title").notNull(),
    status: occupationChoiceEnum("status").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.code] }),
    index("military_occupations_family_idx").on(t.family, t.userId).where(sql`status <> 'removed'`),
  ],
);

/**
 * How often a specialty's suggestion was confirmed or removed, with nobody's name on it: what the
 * vocabulary's maintainers read to improve the mapping (it outlives the accounts that taught it).
 */
export const occupationFeedback = pgTable(
  "occupation_feedback",
  {
    /** The specialty as typed, folded (lower case, no accents). */
    specialty: text("specialty").notNull(),
    code: varchar("code", { length: 6 }).notNull(),
    confirmed: integer("confirmed").notNull().default(0),
    removed: integer("removed").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.specialty, t.code] })],
);
