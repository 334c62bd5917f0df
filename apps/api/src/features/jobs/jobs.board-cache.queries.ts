// The board's answers, shared by every militar and visitor asking the same search (decision 033).
// A page of a search is the same for everyone but for what is theirs (saved, applied to), which
// is read afresh for each request; so the page's jobs and count are kept, a minute at most,
// under the board's version. Triggers move that version in the same transaction as any change to
// the jobs or to what their companies are listed and found by (db/functions/board.sql): an answer
// made before a change is never served once the change has committed, in any process.
import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { jobBoardVersion } from "../../db/schema/jobs";

/**
 * The longest an answer is kept: what time alone changes, with no row changing (a job reaching its
 * expiry, a job leaving 'Publicadas nas últimas 24 horas'), shows at most this late, and a job
 * that expired is still never shown (the page's rows are read again with the listing rules).
 */
const KEPT_MS = 60_000;
/** Answers kept per process: each is a page's ids and a count, well under a kilobyte. */
const MAX_ANSWERS = 5_000;

type Answers = LRUCache<string, Promise<unknown>>;
// One cache per database: tests (and the bench) open several in one process, each with its own version.
const caches = new WeakMap<Db, Answers>();

function answersOf(db: Db): Answers {
  let answers = caches.get(db);
  if (!answers) {
    answers = new LRUCache<string, Promise<unknown>>({ max: MAX_ANSWERS, ttl: KEPT_MS });
    caches.set(db, answers);
  }
  return answers;
}

const versionQuery = preparedPerDb((db) =>
  db
    .select({ version: jobBoardVersion.version })
    .from(jobBoardVersion)
    .where(eq(jobBoardVersion.id, 1))
    .prepare("job_board_version"),
);

/** The board's version as committed now. */
export async function boardVersion(db: Db): Promise<number> {
  const [row] = await versionQuery(db).execute();
  return row?.version ?? 0;
}

/**
 * The answer to `key` at the board's current version: kept, or computed once however many
 * requests ask for it at the same time. A failed computation is forgotten, so the next asks again.
 * `reads` is where `compute` reads (the primary, or a replica): the version is read there too, so
 * an answer is kept under a version its data has reached, in the primary's cache (`db`).
 */
export async function sharedBoardAnswer<T>(db: Db, key: string, compute: () => Promise<T>, reads: Db = db): Promise<T> {
  const answers = answersOf(db);
  const versioned = `${await boardVersion(reads)}|${key}`;
  const kept = answers.get(versioned);
  if (kept) return kept as Promise<T>;
  const answer = compute();
  answers.set(versioned, answer);
  answer.catch(() => {
    if (answers.get(versioned) === answer) answers.delete(versioned);
  });
  return answer;
}
