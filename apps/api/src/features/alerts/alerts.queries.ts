// Alertas de vagas (decision 031): saving searches, matching published jobs against them, and
// claiming what each e-mail sends, so a job reaches an alert once whatever the number of workers.
import {
  ALERT_CONFIRMATION_HOURS,
  ALERT_DIGEST_HOUR,
  type AlertFrequency,
  type AlertPauseReason,
  type AlertSearch,
  type AlertView,
  alertSearchSchema,
  type JobAlertNotificationData,
} from "@pm/shared/alerts";
import { brazilDay } from "@pm/shared/brazil";
import { boardSearchOf } from "@pm/shared/jobs.search";
import { and, asc, count, desc, eq, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import { arrayLiteral } from "../../db/array-literal";
import type { Db } from "../../db/client";
import { jobAlertMatches, jobAlertQueue, jobAlerts } from "../../db/schema/alerts";
import { users } from "../../db/schema/auth";
import { companies } from "../../db/schema/companies";
import { jobCardColumns, jobs, notifications } from "../../db/schema/jobs";
import { visibleCompany } from "../../entitlements/company-visibility.queries";
import { openJob } from "../../entitlements/open-jobs.queries";
import type { ExportSubject } from "../../feature";
import { searchTsQuery } from "../jobs/jobs.public";

/** Whether the day's digest hour (8h in Brazil's time) has come. */
export const digestHourReached = (now: Date) =>
  Number(
    new Intl.DateTimeFormat("en-US", { timeZone: "America/Sao_Paulo", hour: "numeric", hourCycle: "h23" }).format(now),
  ) >= ALERT_DIGEST_HOUR;

// --- Saving ------------------------------------------------------------------------------------------

/**
 * The columns the matching reads, from the search as saved: the words' query (the board's, synonyms
 * expanded), the place written in the words or in the filters, and the keys a job is looked up by:
 * each lexeme of the query with the alert's state, or '*' for any state ('motor@SP', 'motor@*'), so
 * the index finds only the alerts of the job's state.
 */
function matchColumns(search: AlertSearch) {
  const board = boardSearchOf({ q: search.q, city: search.city, state: search.state });
  const query = board.words ? searchTsQuery(board.words) : null;
  const state = board.state ?? board.location?.state ?? null;
  // An empty query (only stop words) matches nothing: it is stored as no words at all.
  const tsq = query ? sql`nullif(${query}, ''::tsquery)` : sql`NULL::tsquery`;
  return {
    query: sql`${tsq}`,
    terms: sql`coalesce(ARRAY(
      SELECT DISTINCT m[1] || '@' || ${state ?? "*"} FROM regexp_matches((${tsq})::text, '''([^'']+)''', 'g') AS m
    ), '{}')`,
    city: search.city ?? board.city ?? null,
    state,
    regime: search.regime ?? null,
    modality: search.modality ?? null,
    area: search.area ?? null,
    salaryFrom: search.salaryFrom ?? null,
    pcd: search.pcd ?? false,
  };
}

type Owner = { userId: string } | { email: string };

export interface NewAlert {
  name: string;
  frequency: AlertFrequency;
  search: AlertSearch;
  companyId?: string | null;
}

/**
 * The day whose digest a new 'Diário' alert counts as done: today's once 8h has passed in Brazil
 * (its first digest is tomorrow's, never one at an odd hour), else none, so this morning's includes it.
 */
function firstDigestAfter(now: Date): string | null {
  return digestHourReached(now) ? brazilDay(now) : null;
}

/** Saves an alert; a militar's is confirmed at once, a visitor's waits for his e-mail's link. */
export async function insertAlert(db: Db, owner: Owner, alert: NewAlert): Promise<string> {
  const [row] = await db
    .insert(jobAlerts)
    .values({
      ...("userId" in owner ? { userId: owner.userId, confirmedAt: new Date() } : { email: owner.email }),
      digestOn: firstDigestAfter(new Date()),
      name: alert.name,
      frequency: alert.frequency,
      search: alert.search,
      companyId: alert.companyId ?? null,
      ...matchColumns(alert.search),
    })
    .returning({ id: jobAlerts.id });
  if (!row) throw new Error("the alert was not inserted");
  return row.id;
}

export async function countUserAlerts(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.userId, userId));
  return row?.n ?? 0;
}

/** A visitor's alerts of one address, confirmed or not. */
export async function countAddressAlerts(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.email, email));
  return row?.n ?? 0;
}

const viewColumns = {
  id: jobAlerts.id,
  name: jobAlerts.name,
  frequency: jobAlerts.frequency,
  active: jobAlerts.active,
  pausedReason: jobAlerts.pausedReason,
  search: jobAlerts.search,
  companyName: companies.name,
  companySlug: companies.slug,
  lastSentAt: jobAlerts.lastSentAt,
  jobsSent: jobAlerts.jobsSent,
  createdAt: jobAlerts.createdAt,
  confirmedAt: jobAlerts.confirmedAt,
};

type ViewRow = Awaited<ReturnType<typeof selectViews>>[number];

function toView(row: ViewRow): AlertView {
  const search = alertSearchSchema.safeParse(row.search);
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    active: row.active,
    pausedReason: row.pausedReason,
    search: search.success ? search.data : {},
    company: row.companyName ? { name: row.companyName, slug: row.companySlug } : null,
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    jobsSent: row.jobsSent,
    createdAt: row.createdAt.toISOString(),
  };
}

function selectViews(db: Db, where: SQL | undefined) {
  return db
    .select(viewColumns)
    .from(jobAlerts)
    .leftJoin(companies, eq(companies.id, jobAlerts.companyId))
    .where(where)
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
}

/** A militar's alerts, newest first. */
export async function listUserAlerts(db: Db, userId: string): Promise<AlertView[]> {
  return (await selectViews(db, eq(jobAlerts.userId, userId))).map(toView);
}

/** A visitor's confirmed alerts of one address (the page his e-mails link to). */
export async function listAddressAlerts(db: Db, email: string): Promise<AlertView[]> {
  const rows = await selectViews(db, and(eq(jobAlerts.email, email), sql`${jobAlerts.confirmedAt} IS NOT NULL`));
  return rows.map(toView);
}

export async function findUserAlert(db: Db, userId: string, id: string): Promise<AlertView | null> {
  const [row] = await selectViews(db, and(eq(jobAlerts.userId, userId), eq(jobAlerts.id, id)));
  return row ? toView(row) : null;
}

/** One alert by id, whoever owns it: what a link's token names. */
export async function findAlert(db: Db, id: string) {
  const [row] = await db
    .select({ ...viewColumns, userId: jobAlerts.userId, email: jobAlerts.email })
    .from(jobAlerts)
    .leftJoin(companies, eq(companies.id, jobAlerts.companyId))
    .where(eq(jobAlerts.id, id));
  return row ? { ...toView(row), userId: row.userId, email: row.email, confirmed: row.confirmedAt !== null } : null;
}

/** The alert following a company, when the militar follows it. */
export async function findCompanyFollow(db: Db, userId: string, companyId: string): Promise<AlertView | null> {
  const [row] = await selectViews(db, and(eq(jobAlerts.userId, userId), eq(jobAlerts.companyId, companyId)));
  return row ? toView(row) : null;
}

/** A visible company's id and name by its page address, for 'Seguir empresa'. */
export async function findFollowableCompany(db: Db, slug: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.slug, slug), visibleCompany));
  return row ?? null;
}

/** Renames, changes the frequency, pauses or resumes one of the militar's alerts; false when not his. */
export async function updateUserAlert(
  db: Db,
  userId: string,
  id: string,
  change: { name?: string; frequency?: AlertFrequency; active?: boolean },
): Promise<boolean> {
  const rows = await db
    .update(jobAlerts)
    .set({
      ...change,
      ...(change.active === undefined ? {} : { pausedReason: change.active ? null : ("usuario" as const) }),
      updatedAt: new Date(),
    })
    .where(and(eq(jobAlerts.userId, userId), eq(jobAlerts.id, id)))
    .returning({ id: jobAlerts.id });
  if (rows.length === 0) return false;
  if (change.active === false) await dropUnsentMatches(db, id);
  if (change.frequency) {
    await db
      .update(jobAlertMatches)
      .set({ frequency: change.frequency })
      .where(and(eq(jobAlertMatches.alertId, id), isNull(jobAlertMatches.sentAt)));
  }
  return true;
}

export async function deleteUserAlert(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.userId, userId), eq(jobAlerts.id, id)))
    .returning({ id: jobAlerts.id });
  return rows.length > 0;
}

/** Confirms a visitor's alert; false when it is gone (expired, deleted). */
export async function confirmAlert(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(jobAlerts)
    .set({ confirmedAt: sql`coalesce(${jobAlerts.confirmedAt}, now())`, updatedAt: new Date() })
    .where(eq(jobAlerts.id, id))
    .returning({ id: jobAlerts.id });
  return rows.length > 0;
}

/**
 * A paused alert sends nothing it matched before the pause, even once resumed: its unsent matches
 * go (and with them its place in the senders' queue).
 */
async function dropUnsentMatches(db: Db, alertId: string) {
  await db.delete(jobAlertMatches).where(and(eq(jobAlertMatches.alertId, alertId), isNull(jobAlertMatches.sentAt)));
}

/** Pauses (a link or a bounce) or resumes an alert by id; false when it is gone. */
export async function setAlertActive(db: Db, id: string, active: boolean, reason: AlertPauseReason | null = null) {
  const rows = await db
    .update(jobAlerts)
    .set({ active, pausedReason: active ? null : reason, updatedAt: new Date() })
    .where(eq(jobAlerts.id, id))
    .returning({ id: jobAlerts.id });
  if (rows.length > 0 && !active) await dropUnsentMatches(db, id);
  return rows.length > 0;
}

/** 'Excluir meus dados': every alert of a visitor's address, and with them what they matched. */
export async function deleteAddressAlerts(db: Db, email: string): Promise<number> {
  const rows = await db.delete(jobAlerts).where(eq(jobAlerts.email, email)).returning({ id: jobAlerts.id });
  return rows.length;
}

/** Deletes visitors' alerts left unconfirmed past ALERT_CONFIRMATION_HOURS. */
export async function deleteUnconfirmedAlerts(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ALERT_CONFIRMATION_HOURS * 3600_000);
  const rows = await db
    .delete(jobAlerts)
    .where(and(isNull(jobAlerts.confirmedAt), lt(jobAlerts.createdAt, before)))
    .returning({ id: jobAlerts.id });
  return rows.length;
}

/** The rows of a raw statement's result (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// --- Matching ----------------------------------------------------------------------------------------

/**
 * Takes up to `limit` queued jobs off the queue and records the alerts each matches, in one
 * statement, so a job is matched once even with several workers (SKIP LOCKED). A job no longer
 * listed (closed again, its company unpaid) matches nothing. The alerts a job may match are found
 * by index: a lexeme of their words in the job's document with the job's state or any state, or,
 * for alerts without words, their state or their company; the full query and the filters are then checked on those alone.
 * Returns the queued jobs taken and the matches recorded.
 */
export async function matchQueuedJobs(db: Db, limit: number): Promise<{ jobs: number; matches: number }> {
  const result = await db.execute(sql`
    WITH taken AS (
      DELETE FROM job_alert_queue WHERE job_id IN (
        SELECT job_id FROM job_alert_queue ORDER BY created_at, job_id LIMIT ${limit} FOR UPDATE SKIP LOCKED
      ) RETURNING job_id
    ),
    listed_jobs AS (
      SELECT jobs.id, jobs.search_vector, jobs.company_id, pm_unaccent(lower(jobs.city)) AS city, jobs.regime,
        jobs.modality, jobs.area, jobs.pcd, coalesce(jobs.salary_max, jobs.salary_min) AS salary, place.states,
        ARRAY(
          SELECT l || '@' || s FROM unnest(tsvector_to_array(jobs.search_vector)) AS l,
            unnest(place.states || '*'::text) AS s
          WHERE s IS NOT NULL
        ) AS keys
      FROM taken
      JOIN jobs ON jobs.id = taken.job_id
      JOIN companies ON companies.id = jobs.company_id
      -- The job's states: its company's, and the one its city names ('Campinas - SP').
      CROSS JOIN LATERAL (SELECT ARRAY[companies.state,
        upper(substring(jobs.city from '[,/-][[:space:]]*([A-Za-z]{2})[[:space:]]*$'))] AS states) AS place
      WHERE ${and(openJob, visibleCompany)}
    ),
    candidates AS (
      SELECT a.id AS alert_id, j.id AS job_id FROM listed_jobs j
      JOIN job_alerts a ON a.terms && j.keys AND a.active AND a.confirmed_at IS NOT NULL
        AND j.search_vector @@ a.query
      UNION
      SELECT a.id, j.id FROM listed_jobs j
      JOIN job_alerts a ON a.terms = '{}'::text[] AND a.company_id IS NULL AND a.active
        AND a.confirmed_at IS NOT NULL AND (a.state IS NULL OR a.state = ANY (j.states))
      UNION
      SELECT a.id, j.id FROM listed_jobs j
      JOIN job_alerts a ON a.company_id = j.company_id AND a.active AND a.confirmed_at IS NOT NULL
    ),
    matched AS (
      INSERT INTO job_alert_matches (alert_id, job_id, frequency)
      SELECT c.alert_id, c.job_id, a.frequency FROM candidates c
      JOIN job_alerts a ON a.id = c.alert_id
      JOIN listed_jobs j ON j.id = c.job_id
      WHERE (a.company_id IS NULL OR a.company_id = j.company_id)
        AND (a.query IS NULL OR j.search_vector @@ a.query)
        AND (a.state IS NULL OR a.state = ANY (j.states))
        AND (a.city IS NULL OR strpos(j.city, pm_unaccent(lower(a.city))) > 0)
        AND (a.regime IS NULL OR a.regime = j.regime)
        AND (a.modality IS NULL OR a.modality = j.modality)
        AND (a.area IS NULL OR a.area = j.area)
        AND (a.salary_from IS NULL OR j.salary >= a.salary_from)
        AND (NOT a.pcd OR j.pcd IS NOT NULL)
      ON CONFLICT (alert_id, job_id) DO NOTHING
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM taken)::int AS jobs, (SELECT count(*) FROM matched)::int AS matches
  `);
  const [row] = rowsOf<{ jobs: number; matches: number }>(result);
  return { jobs: Number(row?.jobs ?? 0), matches: Number(row?.matches ?? 0) };
}

export async function queuedJobCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobAlertQueue);
  return row?.n ?? 0;
}

// --- Sending -----------------------------------------------------------------------------------------

export interface ClaimedMatch {
  alertId: string;
  jobId: string;
}

/** When an alert's unsent matches are due. */
export interface DueRule {
  frequency: AlertFrequency;
  /** The day of the digest (Brazil's date), for 'Diário'. */
  day: string;
  /** Matches made after this moment wait: a burst of publications goes out in one e-mail ('Imediato'). */
  matchedBefore: Date | null;
  /** An 'Imediato' alert e-mailed after this moment waits: at most one e-mail in that time. */
  lastSentBefore: Date;
}

/**
 * Claims the unsent matches of the next alerts due, after the alert id `after`, in one statement:
 * 'Imediato' alerts whose oldest unsent match was made before `matchedBefore` and that were not
 * e-mailed since `lastSentBefore`, or 'Diário' alerts whose digest of `day` is not done yet. The
 * candidates are read in id order from the unsent matches' index of that frequency, so a run walks
 * them once and an idle run reads nothing; each alert is locked while claimed and skipped by a
 * concurrent claim, and a match is claimed only while unsent, so no job is sent twice to an alert.
 * A daily alert's digest day is written in the same statement.
 * Returns the claimed matches and the last alert id examined (null when none was left).
 */
export async function claimDueMatches(
  db: Db,
  rule: DueRule,
  limit: number,
  after: string | null,
): Promise<{ claimed: ClaimedMatch[]; last: string | null }> {
  const { frequency, day } = rule;
  const due =
    frequency === "diario"
      ? sql`a.frequency = 'diario' AND (a.digest_on IS NULL OR a.digest_on < ${day}::date)`
      : sql`a.frequency = 'imediato'
          AND (a.last_sent_at IS NULL OR a.last_sent_at <= ${rule.lastSentBefore.toISOString()}::timestamptz)`;
  const result = await db.execute(sql`
    WITH candidates AS (
      -- Read off the index in order, stopping at the limit: never a scan of every unsent match.
      SELECT DISTINCT m.alert_id FROM job_alert_matches m
      WHERE m.sent_at IS NULL AND m.frequency = ${frequency}
        AND m.alert_id > ${after ?? "00000000-0000-0000-0000-000000000000"}::uuid
      ORDER BY m.alert_id LIMIT ${limit}
    ),
    picked AS (
      SELECT a.id FROM job_alerts a JOIN candidates c ON c.alert_id = a.id
      WHERE ${due} AND a.active AND a.confirmed_at IS NOT NULL
        ${
          rule.matchedBefore === null
            ? sql``
            : sql`AND (SELECT min(f.created_at) FROM job_alert_matches f WHERE f.alert_id = a.id AND f.sent_at IS NULL)
                <= ${rule.matchedBefore.toISOString()}::timestamptz`
        }
      FOR UPDATE OF a SKIP LOCKED
    ),
    -- Runs whether or not the statement reads it: a daily alert's digest of this day is done.
    stamped AS (
      UPDATE job_alerts SET digest_on = ${day}::date
      WHERE ${frequency === "diario" ? sql`true` : sql`false`} AND id IN (SELECT id FROM picked)
    ),
    claimed AS (
      UPDATE job_alert_matches m SET sent_at = now()
      FROM picked
      WHERE m.alert_id = picked.id AND m.sent_at IS NULL
      RETURNING m.alert_id, m.job_id
    )
    SELECT alert_id::text, job_id::text FROM claimed
    UNION ALL
    SELECT max(alert_id::text), NULL FROM candidates
  `);
  const rows = rowsOf<{ alert_id: string | null; job_id: string | null }>(result);
  const claimed = rows
    .filter((r): r is { alert_id: string; job_id: string } => r.job_id !== null && r.alert_id !== null)
    .map((r) => ({ alertId: r.alert_id, jobId: r.job_id }));
  const last = rows.find((r) => r.job_id === null)?.alert_id ?? null;
  return { claimed, last };
}

/** Gives claimed matches back (their e-mail could not go now): the next run sends them. */
export async function releaseMatches(db: Db, alertId: string, jobIds: string[]): Promise<void> {
  if (jobIds.length === 0) return;
  await db
    .update(jobAlertMatches)
    .set({ sentAt: null })
    .where(and(eq(jobAlertMatches.alertId, alertId), inArray(jobAlertMatches.jobId, jobIds)));
}

/** What an e-mail needs of the alerts claimed: the address (the account's for a militar) and the search. */
export async function alertsToSend(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: jobAlerts.id,
      name: jobAlerts.name,
      userId: jobAlerts.userId,
      email: sql<string>`coalesce(${jobAlerts.email}, ${users.email})`,
      search: jobAlerts.search,
      companyName: companies.name,
    })
    .from(jobAlerts)
    .leftJoin(users, eq(users.id, jobAlerts.userId))
    .leftJoin(companies, eq(companies.id, jobAlerts.companyId))
    .where(inArray(jobAlerts.id, ids));
}

/** The claimed jobs still listed (a job closed since it matched is not sent), as the e-mail shows them. */
export async function listedJobCards(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      ...jobCardColumns,
      createdAt: jobs.createdAt,
      companyName: companies.name,
      companyState: companies.state,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(inArray(jobs.id, ids), openJob, visibleCompany))
    .orderBy(desc(jobs.createdAt), asc(jobs.id));
}

/**
 * Records what the e-mails sent: each alert's last sending and jobs sent, and, for a militar's
 * alert, the bell's notification.
 */
export async function recordSent(
  db: Db,
  sent: { alertId: string; userId: string | null; count: number; notification: JobAlertNotificationData }[],
): Promise<void> {
  if (sent.length === 0) return;
  const ids = sent.map((s) => s.alertId);
  const counts = sent.map((s) => s.count);
  await db.execute(sql`
    UPDATE job_alerts a SET last_sent_at = now(), jobs_sent = a.jobs_sent + s.n
    FROM unnest(${arrayLiteral(ids)}::uuid[], ${arrayLiteral(counts)}::int[]) AS s(id, n)
    WHERE a.id = s.id
  `);
  const bell = sent.filter((s) => s.userId !== null);
  if (bell.length > 0) {
    await db
      .insert(notifications)
      // The alert's e-mail is this notification's e-mail: the notifications' mailer has nothing to send.
      .values(
        bell.map((s) => ({
          userId: s.userId as string,
          kind: "job_alert",
          data: s.notification,
          emailedAt: new Date(),
        })),
      );
  }
}

// --- LGPD ----------------------------------------------------------------------------------------------

/** The militar's alerts in his data export: what he saved and what was sent. */
export async function alertsAccountExport(db: Db, subject: ExportSubject) {
  const alerts = await listUserAlerts(db, subject.userId);
  return { alertasDeVagas: alerts };
}
