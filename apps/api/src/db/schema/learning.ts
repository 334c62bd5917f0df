import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { instant, updatedAt } from "./columns";

/** One question of a module's quiz as the content states it: the right option and each option's feedback. */
export interface StoredQuestion {
  question: string;
  options: { text: string; feedback: string; correct?: true }[];
}

/**
 * The learning paths, written from the shipped content at boot (features/learning/content/): a
 * path gone from the content stays, retired, for the certificates and progress that name it.
 */
export const learningPaths = pgTable("learning_paths", {
  slug: text("slug").primaryKey(),
  version: integer("version").notNull(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  intro: text("intro").notNull(),
  category: text("category").notNull(),
  difficulty: text("difficulty").notNull(),
  /** 'FREE' (every militar) or 'PREMIUM'. */
  plan: text("plan").notNull(),
  hours: integer("hours").notNull(),
  families: text("families").array().notNull(),
  desiredAreas: text("desired_areas").array().notNull(),
  position: integer("position").notNull(),
  /** Its modules in force and their reading time, written by the sync with the modules. */
  modulesCount: integer("modules_count").notNull(),
  minutes: integer("minutes").notNull(),
  /** Militares who started it, kept by a trigger on learning_enrollments. */
  enrolled: integer("enrolled").notNull().default(0),
  retiredAt: instant("retired_at"),
  updatedAt: updatedAt(),
});

/** A path's modules; `hash` is the module's text: progress counts while it is unchanged. */
export const learningModules = pgTable(
  "learning_modules",
  {
    pathSlug: text("path_slug")
      .notNull()
      .references(() => learningPaths.slug, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    minutes: integer("minutes").notNull(),
    body: text("body").notNull(),
    quiz: jsonb("quiz").$type<StoredQuestion[]>().notNull(),
    hash: text("hash").notNull(),
    retiredAt: instant("retired_at"),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.pathSlug, t.slug] })],
);

/** A militar who started a path; `completedAt` once every module was complete. */
export const learningEnrollments = pgTable(
  "learning_enrollments",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pathSlug: text("path_slug")
      .notNull()
      .references(() => learningPaths.slug, { onDelete: "cascade" }),
    /** The module he last opened: where 'Continuar' takes him. */
    lastModuleSlug: text("last_module_slug"),
    startedAt: instant("started_at").notNull().defaultNow(),
    completedAt: instant("completed_at"),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pathSlug] }), index("learning_enrollments_path_idx").on(t.pathSlug)],
);

/**
 * A militar's progress on one module: read, and the quiz's best score and last attempt. It counts
 * toward the path only while `moduleHash` is the module's current hash.
 */
export const learningProgress = pgTable(
  "learning_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pathSlug: text("path_slug").notNull(),
    moduleSlug: text("module_slug").notNull(),
    moduleHash: text("module_hash").notNull(),
    readAt: instant("read_at"),
    attempts: integer("attempts").notNull().default(0),
    lastScore: integer("last_score"),
    bestScore: integer("best_score"),
    passedAt: instant("passed_at"),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pathSlug, t.moduleSlug] })],
);

/**
 * A certificate of a completed path. The name, title and hours are kept as issued; the code is
 * what its public verification page and QR code carry. Deleting the account deletes it.
 */
export const learningCertificates = pgTable(
  "learning_certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pathSlug: text("path_slug")
      .notNull()
      .references(() => learningPaths.slug),
    fullName: text("full_name").notNull(),
    pathTitle: text("path_title").notNull(),
    hours: integer("hours").notNull(),
    issuedAt: instant("issued_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("learning_certificates_code_idx").on(t.code),
    uniqueIndex("learning_certificates_user_path_idx").on(t.userId, t.pathSlug),
  ],
);
