import {
  ACTIVE_APPLICATION_STATUSES,
  type ApplicationSource,
  type ApplicationStatus,
  activeApplicationLimit,
  canApply,
} from "@pm/shared/applications";
import type { PageCursor } from "@pm/shared/cursor";
import { type BoardCursor, encodeBoardCursor, JOB_BOARD_PAGE_SIZE, type JobBoardQuery } from "@pm/shared/jobs.military";
import { boardSearchOf, JOB_COUNT_CAP } from "@pm/shared/jobs.search";
import { checkAnswers, type ScreeningAnswer } from "@pm/shared/screening";
import { and, asc, count, desc, eq, gte, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import { arrayLiteral } from "../../db/array-literal";
import type { Db, Tx } from "../../db/client";
import { afterCursor, exactInstant } from "../../db/keyset";
import { preparedPerDb } from "../../db/prepared";
import { companies } from "../../db/schema/companies";
import { jobApplications, jobBookmarks, jobCardColumns, jobColumns, jobs, jobViews } from "../../db/schema/jobs";
import { militaryProfiles } from "../../db/schema/military";
import { containsPattern } from "../../db/text-search";
import { visibleCompany } from "../../entitlements/company-visibility.queries";
import { expiredJob, openJob } from "../../entitlements/open-jobs.queries";
import { countActiveApplications } from "../../entitlements/usage.queries";
import type { ExportSubject } from "../../feature";
import { applicationHistoryJson, forgetWantedJob } from "../applications/applications.public";
import { sentResumeJson, snapshotResume } from "../resumes/resumes.public";
import { sharedBoardAnswer } from "./jobs.board-cache.queries";
import { matchesSearch, searchRelevance } from "./jobs.search.queries";

/**
 * A militar sees a job only while it is open (active, not past its expiry) and its company is
 * visible (paid, not suspended).
 */
export const listed = and(openJob, visibleCompany);

/**
 * The job's city, accents and case ignored, contains the text. The city is also in the indexed
 * document, so a prefix query over its words narrows the rows first; LIKE then keeps only the jobs
 * whose city (not description) names it.
 */
function cityContains(city: string): SQL {
  const like = sql`pm_unaccent(lower(${jobs.city})) LIKE pm_unaccent(lower(${containsPattern(city)}))`;
  const words = city.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return like;
  const prefixQuery = words.map((w) => `${w}:*`).join(" & ");
  return sql`(jobs.search_vector @@ to_tsquery('portuguese', pm_unaccent(${prefixQuery})) AND ${like})`;
}

/**
 * The job's city is this city of the list, alone or followed by its state ("Campinas",
 * "Campinas - SP", "Campinas/SP"): not another city that contains its name ("Taboão da Serra" is
 * not "Serra"). The prefix query over the indexed document narrows the rows first.
 */
function cityIs(city: string): SQL {
  const folded = city
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ".");
  return sql`(${cityContains(city)} AND pm_unaccent(lower(${jobs.city})) ~ ${`^${folded}([[:space:]]*[-,/(].*)?$`})`;
}

/** The company is in the state, or the job's city names it ("Brasília, DF", "Campinas - SP"). */
const inState = (state: string) =>
  sql`(${companies.state} = ${state} OR ${jobs.city} ~* ${`[,/-][[:space:]]*${state}[[:space:]]*$`})`;

const createdAtExact = exactInstant(jobs.createdAt);
const afterJobCursor = (cursor: PageCursor) => afterCursor(jobs.createdAt, jobs.id, cursor);

/** What 'Maior salário' sorts by: the top of the job's range, or its one amount; null (last) without one. */
const salaryKey = sql<number | null>`coalesce(${jobs.salaryMax}, ${jobs.salaryMin})`;

/**
 * Rows after the cursor in (key DESC NULLS LAST, created_at DESC, id DESC) order: a lower key,
 * the same key and later in time, or no key at all after every keyed row.
 */
function afterKeyedCursor(key: SQL, cast: SQL, cursor: Extract<BoardCursor, { key: unknown }>): SQL {
  const tie = afterJobCursor(cursor);
  if (cursor.key === null) return sql`(${key} IS NULL AND ${tie})`;
  return sql`(${key} < ${cursor.key}${cast} OR (${key} = ${cursor.key}${cast} AND ${tie}) OR ${key} IS NULL)`;
}

/** The company as a job's card shows it. */
const companyCard = {
  id: companies.id,
  slug: companies.slug,
  name: companies.name,
  logoUrl: companies.logoUrl,
  city: companies.city,
  state: companies.state,
};

/** The company as a job's details show it: also what its profile tells candidates about it. */
export const companyAbout = {
  ...companyCard,
  sector: companies.sector,
  employeesCount: companies.employeesCount,
  website: companies.website,
  description: companies.description,
};

/**
 * A job's own columns as the board shows them: every listed job is open, and its last edit and
 * expiry are the company's business; its closing date is the candidate's ('Inscrições até').
 */
const { active: _active, updatedAt: _updatedAt, expiresAt: _expiresAt, ...boardJobColumns } = jobColumns;

/**
 * One job as the board shows it to `userId`: its company, whether saved, and the application; to
 * a visitor (null, the public list), never saved nor applied to.
 */
const mineOf = (userId: string | null) => (column: typeof jobBookmarks.userId | typeof jobApplications.userId) =>
  userId === null ? sql`false` : eq(column, userId);

function boardSelect<Company extends typeof companyCard>(
  db: Db,
  userId: string | null,
  company: Company,
  sortKey: SQL<number | null> = sql<number | null>`NULL::float8`,
) {
  const mine = mineOf(userId);
  return db
    .select({
      ...boardJobColumns,
      company,
      cursorAt: createdAtExact,
      sortKey,
      // Not shown (the expiry is the company's business): a kept page leaves out a job past it.
      listedUntil: jobs.expiresAt,
      bookmarked: sql<boolean>`(${jobBookmarks.jobId} IS NOT NULL)`,
      applicationId: jobApplications.id,
      applicationStatus: jobApplications.status,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(jobBookmarks, and(eq(jobBookmarks.jobId, jobs.id), mine(jobBookmarks.userId)))
    .leftJoin(jobApplications, and(eq(jobApplications.jobId, jobs.id), mine(jobApplications.userId)));
}

type BoardRow = Awaited<ReturnType<ReturnType<typeof boardSelect<typeof companyCard>>["execute"]>>[number];

function toBoardJob<Row extends BoardRow>({
  cursorAt: _cursor,
  sortKey: _key,
  listedUntil: _until,
  applicationId,
  applicationStatus,
  ...job
}: Row) {
  return {
    ...job,
    application:
      applicationId && applicationStatus ? { id: applicationId, status: applicationStatus as ApplicationStatus } : null,
  };
}

export type BoardJob = ReturnType<typeof toBoardJob<BoardRow>>;

/**
 * Up to this many matches of a search are fetched by index and the page is sorted from them;
 * beyond it matches are common enough that walking the jobs newest first finds a page quickly.
 */
const SPARSE_MATCHES = 100;
/** How many jobs, newest first, the first step of that walk examines; each next step four times more. */
const FIRST_WINDOW = 200;

export interface BoardPage {
  jobs: BoardJob[];
  nextCursor: string | null;
  /** The matches of the whole search, counted on its first page only (null on the next ones). */
  total: { count: number; capped: boolean } | null;
}

/**
 * A page of the board in the query's sort (relevance when it has words, else newest first, or the
 * highest salary first), the cursor of the next page (null on the last one) and, on the first
 * page, how many jobs match. A place written at the end of the words filters by it (`boardSearchOf`).
 * The page's jobs and count are shared by everyone asking the same search
 * (jobs.board-cache.queries.ts); what is the militar's own (saved, applied to) is read for him.
 * 'Salvos' is his alone: never shared. The shared page may be read on `reads` (a replica a second
 * behind at most: http/read-db.ts); what is his is read on the primary.
 */
export async function listBoardJobs(
  db: Db,
  userId: string | null,
  query: Omit<JobBoardQuery, "cursor">,
  cursor: BoardCursor | null,
  reads: Db = db,
): Promise<BoardPage> {
  if (query.saved) {
    const page = await searchBoardPage(db, userId, query, cursor);
    return { jobs: page.rows.map(toBoardJob), nextCursor: page.nextCursor, total: page.total };
  }
  const answer = await sharedBoardAnswer(
    db,
    JSON.stringify([query, cursor]),
    () => searchBoardPage(reads, null, query, cursor),
    reads,
  );
  // Time alone moves no version: a job that expired since the page was kept leaves it here.
  const now = Date.now();
  const open = answer.rows.filter((r) => r.listedUntil.getTime() > now);
  const rows = userId === null ? open : await withOwnMarks(db, userId, open);
  return { jobs: rows.map(toBoardJob), nextCursor: answer.nextCursor, total: answer.total };
}

const ownBookmarks = preparedPerDb((db) =>
  db
    .select({ jobId: jobBookmarks.jobId })
    .from(jobBookmarks)
    .where(
      and(
        eq(jobBookmarks.userId, sql.placeholder("userId")),
        sql`${jobBookmarks.jobId} = ANY (${sql.placeholder("ids")}::uuid[])`,
      ),
    )
    .prepare("board_own_bookmarks"),
);

const ownApplications = preparedPerDb((db) =>
  db
    .select({ jobId: jobApplications.jobId, id: jobApplications.id, status: jobApplications.status })
    .from(jobApplications)
    .where(
      and(
        eq(jobApplications.userId, sql.placeholder("userId")),
        sql`${jobApplications.jobId} = ANY (${sql.placeholder("ids")}::uuid[])`,
      ),
    )
    .prepare("board_own_applications"),
);

/** A shared page's rows as `userId` sees them: which he saved, and his application to each. */
async function withOwnMarks(db: Db, userId: string, rows: BoardRow[]): Promise<BoardRow[]> {
  if (rows.length === 0) return rows;
  const ids = arrayLiteral(rows.map((r) => r.id));
  const [saved, applied] = await Promise.all([
    ownBookmarks(db).execute({ userId, ids }),
    ownApplications(db).execute({ userId, ids }),
  ]);
  const savedIds = new Set(saved.map((b) => b.jobId));
  const applications = new Map(applied.map((a) => [a.jobId, a]));
  return rows.map((row) => {
    const application = applications.get(row.id);
    return {
      ...row,
      bookmarked: savedIds.has(row.id),
      applicationId: application?.id ?? null,
      applicationStatus: application?.status ?? null,
    };
  });
}

/** The board's search itself, unshared: what `listBoardJobs` keeps, and what the bench sets beside it. */
export async function searchBoardPage(
  db: Db,
  userId: string | null,
  query: Omit<JobBoardQuery, "cursor">,
  cursor: BoardCursor | null,
): Promise<{ rows: BoardRow[]; nextCursor: string | null; total: BoardPage["total"] }> {
  const want = JOB_BOARD_PAGE_SIZE + 1;
  const search = boardSearchOf(query);
  const conditions: (SQL | undefined)[] = [listed];
  if (query.regime) conditions.push(eq(jobs.regime, query.regime));
  if (query.modality) conditions.push(eq(jobs.modality, query.modality));
  if (query.area) conditions.push(eq(jobs.area, query.area));
  if (query.cboFamily) conditions.push(eq(jobs.cboFamily, query.cboFamily));
  if (search.state) conditions.push(inState(search.state));
  if (query.saved) conditions.push(isNotNull(jobBookmarks.jobId));
  // A job without a structured salary cannot say it pays at least X: it leaves while the filter is on.
  if (query.salaryFrom) conditions.push(gte(salaryKey, query.salaryFrom));
  if (query.pcd) conditions.push(isNotNull(jobs.pcd));
  if (query.publishedWithin)
    conditions.push(sql`${jobs.createdAt} >= now() - make_interval(days => ${query.publishedWithin}::int)`);

  const textSearch = [
    search.words ? matchesSearch(search.words) : undefined,
    query.city ? cityContains(query.city) : search.city ? cityIs(search.city) : undefined,
  ];
  if (cursor && cursor.sort !== search.sort) throw new Error("the cursor belongs to another sort");

  const total = cursor === null ? await countBoardJobs(db, userId, [...conditions, ...textSearch]) : null;
  if (total?.count === 0) return { rows: [], nextCursor: null, total };

  let rows: BoardRow[];
  if (search.sort === "recentes") {
    rows = await newestBoardRows(db, userId, conditions, textSearch, cursor);
  } else {
    const key = search.sort === "salario" ? salaryKey : searchRelevance(search.words);
    const cast = search.sort === "salario" ? sql`::int` : sql`::float8`;
    const pool = search.sort === "relevancia" ? await relevancePool(db, userId, conditions, textSearch, total) : null;
    rows = await boardSelect(db, userId, companyCard, key)
      .where(
        and(
          ...conditions,
          ...textSearch,
          pool ? inArray(jobs.id, pool) : undefined,
          cursor && cursor.sort !== "recentes" ? afterKeyedCursor(key, cast, cursor) : undefined,
        ),
      )
      .orderBy(sql`${key} DESC NULLS LAST`, desc(jobs.createdAt), desc(jobs.id))
      .limit(want);
  }

  const shown = rows.slice(0, JOB_BOARD_PAGE_SIZE);
  const last = shown.at(-1);
  let nextCursor: string | null = null;
  if (rows.length > JOB_BOARD_PAGE_SIZE && last) {
    const at = { createdAt: last.cursorAt, id: last.id };
    nextCursor = encodeBoardCursor(
      search.sort === "recentes"
        ? { sort: "recentes", ...at }
        : { sort: search.sort, key: last.sortKey === null ? null : Number(last.sortKey), ...at },
    );
  }
  return { rows: shown, nextCursor, total };
}

/**
 * Relevance ranks at most this many matches: the newest ones. A word most jobs hold ('logística')
 * would otherwise rank every job on every page; among the newest 500 the best matches still come
 * first, and a rarer search (up to 500 matches) is ranked whole. 'Mais recentes' lists them all.
 */
const RELEVANCE_POOL = 500;
/**
 * The ids relevance ranks: null when the search has at most RELEVANCE_POOL matches (all are
 * ranked), else the newest RELEVANCE_POOL. The same set on every page, so the keyset cursor walks
 * one order.
 */
async function relevancePool(
  db: Db,
  userId: string | null,
  conditions: (SQL | undefined)[],
  search: (SQL | undefined)[],
  total: BoardPage["total"],
): Promise<string[] | null> {
  const matching = (limit: number, newestFirst: boolean) => {
    const query = db
      .select({ id: jobs.id })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .leftJoin(jobBookmarks, and(eq(jobBookmarks.jobId, jobs.id), mineOf(userId)(jobBookmarks.userId)))
      .where(and(...conditions, ...search))
      .limit(limit);
    return newestFirst ? query.orderBy(desc(jobs.createdAt), desc(jobs.id)) : query;
  };
  // The first page has counted the matches; a later one asks in any order, which a rare search's
  // index answers without sorting.
  const few = total
    ? !total.capped && total.count <= RELEVANCE_POOL
    : (await matching(RELEVANCE_POOL + 1, false)).length <= RELEVANCE_POOL;
  if (few) return null;
  return (await matching(RELEVANCE_POOL, true)).map((r) => r.id);
}

/** How many jobs match, counted up to JOB_COUNT_CAP and one more, so a common search stays cheap. */
async function countBoardJobs(db: Db, userId: string | null, where: (SQL | undefined)[]) {
  const matching = db
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(jobBookmarks, and(eq(jobBookmarks.jobId, jobs.id), mineOf(userId)(jobBookmarks.userId)))
    .where(and(...where))
    .limit(JOB_COUNT_CAP + 1)
    .as("matching");
  const [row] = await db.select({ n: count() }).from(matching);
  const n = row?.n ?? 0;
  return { count: Math.min(n, JOB_COUNT_CAP), capped: n > JOB_COUNT_CAP };
}

/** The rows of a newest-first page, a search's matches found by index first. */
async function newestBoardRows(
  db: Db,
  userId: string | null,
  conditions: (SQL | undefined)[],
  search: (SQL | undefined)[],
  cursor: PageCursor | null,
): Promise<BoardRow[]> {
  const want = JOB_BOARD_PAGE_SIZE + 1;
  const page = (extra: (SQL | undefined)[], from: PageCursor | null, limit: number) =>
    boardSelect(db, userId, companyCard)
      .where(and(...conditions, ...extra, from ? afterJobCursor(from) : undefined))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(limit);

  if (!search.some(Boolean)) return page([], cursor, want);
  // The planner cannot tell a rare search term from a common one (a word missing from the
  // statistics still counts as 0.5% of the rows), so it would walk every job to find a rare
  // one, or sort every job to find a common one. Both are avoided by asking the indexes first.
  const matches = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(openJob, ...search, cursor ? afterJobCursor(cursor) : undefined))
    .limit(SPARSE_MATCHES + 1);
  if (matches.length === 0) return [];
  if (matches.length <= SPARSE_MATCHES) {
    return page(
      [
        inArray(
          jobs.id,
          matches.map((m) => m.id),
        ),
      ],
      cursor,
      want,
    );
  }
  const rows: BoardRow[] = [];
  let from = cursor;
  let size = FIRST_WINDOW;
  while (rows.length < want) {
    // The search is tested on the window's rows as they are read, never through an index:
    // a common word's index entries (tens of thousands) would cost more than the window.
    const window = await db
      .select({ id: jobs.id, cursorAt: createdAtExact, hit: sql<boolean>`coalesce(${and(...search)}, false)` })
      .from(jobs)
      .where(and(openJob, from ? afterJobCursor(from) : undefined))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(size);
    if (window.length === 0) break;
    const hits = window.filter((w) => w.hit).map((w) => w.id);
    if (hits.length > 0) rows.push(...(await page([inArray(jobs.id, hits)], from, want - rows.length)));
    const last = window.at(-1);
    if (window.length < size || !last) break;
    from = { createdAt: last.cursorAt, id: last.id };
    size *= 4;
  }
  return rows;
}

/**
 * A listed job as its details show it to `userId`, with what its company says about itself, or
 * null (missing, paused, unpaid company).
 */
export async function findBoardJob(db: Db, userId: string, jobId: string) {
  const [row] = await boardSelect(db, userId, companyAbout)
    .where(and(listed, eq(jobs.id, jobId)))
    .limit(1);
  return row ? toBoardJob(row) : null;
}

/** A job's screening questions, with their rules (the caller decides what the militar sees). */
export async function screeningQuestionsOf(db: Db | Tx, jobId: string) {
  const [row] = await db.select({ questions: jobs.screeningQuestions }).from(jobs).where(eq(jobs.id, jobId));
  return row?.questions ?? [];
}

/** Counts the view once per user, job and day (Brazil's day, set by the column's default). */
export async function recordJobView(db: Db | Tx, userId: string, jobId: string): Promise<void> {
  await db.insert(jobViews).values({ jobId, userId }).onConflictDoNothing();
}

async function isListed(db: Db | Tx, jobId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(listed, eq(jobs.id, jobId)));
  return row !== undefined;
}

/** A job that would be listed but for its expiry: applying to it says so rather than 'not found'. */
async function isExpiredListing(db: Db | Tx, jobId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(expiredJob, visibleCompany, eq(jobs.id, jobId)));
  return row !== undefined;
}

/** Saves a listed job for the user; false when the job is not listed. Saving twice is harmless. */
export async function addBookmark(db: Db, userId: string, jobId: string): Promise<boolean> {
  if (!(await isListed(db, jobId))) return false;
  await db.insert(jobBookmarks).values({ userId, jobId }).onConflictDoNothing();
  return true;
}

/** Unsaves a job (whatever its state now: a paused job may still be unsaved). */
export async function removeBookmark(db: Db, userId: string, jobId: string): Promise<void> {
  await db.delete(jobBookmarks).where(and(eq(jobBookmarks.userId, userId), eq(jobBookmarks.jobId, jobId)));
}

export type ApplyResult =
  | { kind: "applied"; application: { id: string; jobId: string; status: ApplicationStatus; appliedAt: Date } }
  | { kind: "invalid_answers"; issues: { path: string; message: string }[] }
  | { kind: "not_found" }
  | { kind: "expired" }
  | { kind: "already_applied" }
  | { kind: "limit_reached"; limit: number };

/**
 * Applies the user to a listed job within the plan's cap. The user's military profile row is
 * locked for the whole transaction, so two applications of the same user are decided one after
 * the other and the count of active applications cannot be overtaken by a concurrent one.
 */
export async function applyToJob(
  db: Db,
  userId: string,
  jobId: string,
  source: ApplicationSource = "busca",
  /** The answers to the job's screening questions (none when it asks none). */
  given: readonly ScreeningAnswer[] = [],
): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ plan: militaryProfiles.plan })
      .from(militaryProfiles)
      .where(eq(militaryProfiles.userId, userId))
      .for("update");
    if (!profile) return { kind: "not_found" } as const;
    if (!(await isListed(tx, jobId))) {
      return (await isExpiredListing(tx, jobId)) ? ({ kind: "expired" } as const) : ({ kind: "not_found" } as const);
    }

    const [existing] = await tx
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.userId, userId)));
    if (existing) return { kind: "already_applied" } as const;

    const limit = activeApplicationLimit(profile.plan);
    if (limit !== null) {
      if (!canApply(profile.plan, await countActiveApplications(tx, userId)))
        return { kind: "limit_reached", limit } as const;
    }

    // The questions as they are now, read in the transaction that stores the answers beside them.
    const checked = checkAnswers(await screeningQuestionsOf(tx, jobId), given);
    if (!checked.ok) return { kind: "invalid_answers", issues: checked.issues } as const;

    const [application] = await tx
      .insert(jobApplications)
      .values({
        jobId,
        userId,
        source,
        screeningAnswers: checked.answers,
        meetsRequirements: checked.meetsRequirements,
      })
      .returning({
        id: jobApplications.id,
        jobId: jobApplications.jobId,
        status: jobApplications.status,
        appliedAt: jobApplications.appliedAt,
      });
    if (!application) throw new Error("application insert returned nothing");
    // Applying from the board's card opens no detail page, yet the militar saw the job: the view
    // is counted by the same once-a-day rule, in the same commit, so the company's conversion rate
    // never counts an application without its view. (Counting distinct viewers plus applicants
    // instead would leave 'Visualizações' short of the people who applied.)
    await recordJobView(tx, userId, jobId);
    // Applied, the job he chose before signing up is no longer offered to him.
    await forgetWantedJob(tx, userId, jobId);
    // The company receives his CV as it is now; a later edit never changes this copy.
    await snapshotResume(tx, userId, application.id);
    return { kind: "applied", application } as const;
  });
}

export type WithdrawResult = "withdrawn" | "not_found" | "not_active";

/**
 * 'Desistir': deletes the user's application while it is still active (pendente or em_analise),
 * which frees its slot and removes it from the company's candidates. A decided application
 * (aprovado, rejeitado) stays as the record of the decision.
 */
export async function withdrawApplication(db: Db, userId: string, applicationId: string): Promise<WithdrawResult> {
  const deleted = await db
    .delete(jobApplications)
    .where(
      and(
        eq(jobApplications.id, applicationId),
        eq(jobApplications.userId, userId),
        inArray(jobApplications.status, [...ACTIVE_APPLICATION_STATUSES]),
      ),
    )
    .returning({ id: jobApplications.id });
  if (deleted.length > 0) return "withdrawn";
  const [still] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.id, applicationId), eq(jobApplications.userId, userId)));
  return still ? "not_active" : "not_found";
}

/**
 * The user's applications, newest first, with their job and company (a paused job's too: the
 * militar still follows it), the active count and the plan's cap.
 */
export async function listMyApplications(db: Db, userId: string) {
  const rows = await db
    .select({
      id: jobApplications.id,
      status: jobApplications.status,
      appliedAt: jobApplications.appliedAt,
      updatedAt: jobApplications.updatedAt,
      job: {
        ...jobCardColumns,
        // Open to him: paused or expired, the job reads as closed ('Vaga encerrada').
        active: sql<boolean>`coalesce(${openJob}, false)`,
      },
      company: { id: companies.id, name: companies.name, logoUrl: companies.logoUrl },
      history: applicationHistoryJson(jobApplications.id),
      resume: sentResumeJson(jobApplications.id),
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobApplications.userId, userId))
    .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id));
  const [profile] = await db
    .select({ plan: militaryProfiles.plan })
    .from(militaryProfiles)
    .where(eq(militaryProfiles.userId, userId));
  const plan = profile?.plan ?? "FREE";
  return {
    applications: rows,
    activeCount: rows.filter((r) => (ACTIVE_APPLICATION_STATUSES as readonly string[]).includes(r.status)).length,
    activeLimit: activeApplicationLimit(plan),
    plan,
  };
}

/** The LGPD export's part of the militar's board: his bookmarks and the jobs he opened. */
export async function jobsAccountExport(db: Db, { userId }: ExportSubject) {
  const bookmarks = await db
    .select({ jobId: jobBookmarks.jobId, jobTitle: jobs.title, createdAt: jobBookmarks.createdAt })
    .from(jobBookmarks)
    .innerJoin(jobs, eq(jobs.id, jobBookmarks.jobId))
    .where(eq(jobBookmarks.userId, userId))
    .orderBy(asc(jobBookmarks.createdAt));
  const jobViewRows = await db
    .select({ jobId: jobViews.jobId, jobTitle: jobs.title, viewedAt: jobViews.viewedAt })
    .from(jobViews)
    .innerJoin(jobs, eq(jobs.id, jobViews.jobId))
    .where(eq(jobViews.userId, userId))
    .orderBy(asc(jobViews.viewedAt));
  return { bookmarks, jobViews: jobViewRows };
}
