// Alertas de vagas (decision 031): saved searches, the jobs each has matched, and the jobs waiting
// to be matched. A job's publication queues it (db/functions/alerts.sql); the alerts worker finds
// the alerts it matches through their words' lexemes, never by reading every alert.
import { ALERT_FREQUENCIES, ALERT_PAUSE_REASONS } from "@pm/shared/alerts";
import { JOB_AREAS } from "@pm/shared/jobs";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, instant, updatedAt } from "./columns";
import { companies } from "./companies";
import { jobs, modalityEnum, regimeEnum } from "./jobs";

const tsquery = customType<{ data: string }>({ dataType: () => "tsquery" });

export const jobAlerts = pgTable(
  "job_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The militar's account, or null for a visitor's alert (then `email` is set). */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** A visitor's address, lower case; null for a militar's alert (his account's address is used). */
    email: text("email"),
    name: text("name").notNull(),
    frequency: text("frequency", { enum: ALERT_FREQUENCIES }).notNull(),
    /** The search as it was saved (the board's filters), shown and edited as such. */
    search: jsonb("search").notNull(),
    /** What a job must match, read from `search` when saved: its words' query (synonyms expanded)… */
    query: tsquery("query"),
    /**
     * …and that query's lexemes, each with the alert's state or '*' ('motor@SP'): a matching job's
     * document holds one of them, in its state (GIN-indexed, the matching's way in).
     */
    terms: text("terms").array().notNull().default(sql`'{}'::text[]`),
    city: text("city"),
    state: text("state"),
    regime: regimeEnum("regime"),
    modality: modalityEnum("modality"),
    area: text("area", { enum: JOB_AREAS }),
    salaryFrom: integer("salary_from"),
    pcd: boolean("pcd").notNull().default(false),
    /** 'Seguir empresa': only this company's jobs. */
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    active: boolean("active").notNull().default(true),
    pausedReason: text("paused_reason", { enum: ALERT_PAUSE_REASONS }),
    /** When the visitor confirmed the address; a militar's alert is confirmed when created. */
    confirmedAt: instant("confirmed_at"),
    lastSentAt: instant("last_sent_at"),
    jobsSent: integer("jobs_sent").notNull().default(0),
    /** The day (in Brazil) of the last digest handled for a 'Diário' alert. */
    digestOn: date("digest_on"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("job_alerts_owner", sql`(${t.userId} IS NULL) <> (${t.email} IS NULL)`),
    index("job_alerts_user_idx").on(t.userId),
    index("job_alerts_email_idx").on(t.email),
    index("job_alerts_company_idx").on(t.companyId),
    // The matching's two ways in: by a lexeme of the words, or, for alerts without words, by state.
    index("job_alerts_terms_idx").using("gin", t.terms).where(sql`${t.active} AND ${t.confirmedAt} IS NOT NULL`),
    index("job_alerts_wordless_idx")
      .on(t.state)
      .where(
        sql`${t.active} AND ${t.confirmedAt} IS NOT NULL AND ${t.terms} = '{}'::text[] AND ${t.companyId} IS NULL`,
      ),
  ],
);

/** A job an alert matched: sent once (sent_at), never twice (the primary key). */
export const jobAlertMatches = pgTable(
  "job_alert_matches",
  {
    alertId: uuid("alert_id")
      .notNull()
      .references(() => jobAlerts.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** The alert's frequency when matched (kept with it when changed): which sender takes the match. */
    frequency: text("frequency", { enum: ALERT_FREQUENCIES }).notNull(),
    matchedAt: createdAt(),
    sentAt: instant("sent_at"),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.jobId] }),
    // The senders' queue: the alerts with something unsent, per frequency, in id order.
    index("job_alert_matches_unsent_idx").on(t.frequency, t.alertId).where(sql`${t.sentAt} IS NULL`),
    index("job_alert_matches_job_idx").on(t.jobId),
  ],
);

/** Jobs published or re-opened and not yet matched against the alerts. */
export const jobAlertQueue = pgTable("job_alert_queue", {
  jobId: uuid("job_id")
    .primaryKey()
    .references(() => jobs.id, { onDelete: "cascade" }),
  queuedAt: createdAt(),
});
