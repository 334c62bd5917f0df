import pino from "pino";

/**
 * SQLSTATEs after which PostgreSQL has rolled the whole transaction back and running it again from
 * the start is expected to succeed: 40001 serialization_failure, 40P01 deadlock_detected.
 */
const RETRYABLE_SQLSTATES = new Set(["40001", "40P01"]);

/** Drizzle wraps the driver's error in `cause`, and a caller may wrap it once more. */
const MAX_CAUSE_DEPTH = 6;

/** The retryable SQLSTATE of an error or of any error in its `cause` chain; null when there is none. */
export function retryableSqlState(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current !== null && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && RETRYABLE_SQLSTATES.has(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Whether running the failed transaction (or autocommit statement) again from the start may succeed. */
export function isRetryableTransactionError(error: unknown): boolean {
  return retryableSqlState(error) !== null;
}

export interface RetryLogger {
  warn(fields: object, message: string): void;
}

export interface RetryOptions {
  /** Runs in all, the first included. */
  attempts?: number;
  /** The backoff's ceiling before the first retry; it doubles on each later one. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** What is being retried, for the log line. */
  scope?: "transaction" | "statement";
  logger?: RetryLogger;
  sleep?: (ms: number) => Promise<void>;
  /** A number in [0, 1): the jitter's source. */
  random?: () => number;
}

export const RETRY_ATTEMPTS = 4;
const BASE_DELAY_MS = 20;
const MAX_DELAY_MS = 400;

// Until the app hands over its own logger (setRetryLogger), a retry is still written down: it is
// the only trace of contention that the callers never see.
let retryLogger: RetryLogger = pino({ level: "warn", base: { component: "db-retry" } });

/** Where retries are logged from now on. */
export function setRetryLogger(logger: RetryLogger): void {
  retryLogger = logger;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The wait before retry number `retry` (1-based): half of an exponentially growing ceiling plus a
 * random part of the other half, so the transactions that collided do not collide again in step,
 * and none retries at once into the locks it just met.
 */
export function backoffMs(retry: number, random: () => number, base = BASE_DELAY_MS, max = MAX_DELAY_MS): number {
  const ceiling = Math.min(max, base * 2 ** (retry - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * Runs `run` and, when it fails with a deadlock or a serialization failure, runs it again from the
 * start, up to `attempts` runs in all, after a jittered backoff. `run` must be safe to repeat: a
 * whole transaction (PostgreSQL rolled it back) or a single autocommit statement. The last
 * failure is thrown as it came, so it is answered as any other database error.
 */
export async function withRetry<T>(run: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? RETRY_ATTEMPTS;
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? sleepFor;
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(attempt);
    } catch (error) {
      const sqlState = retryableSqlState(error);
      if (sqlState === null || attempt >= attempts) throw error;
      const delayMs = backoffMs(attempt, random, options.baseDelayMs, options.maxDelayMs);
      // The SQLSTATE and the count only: the error's text and parameters may carry user data.
      (options.logger ?? retryLogger).warn(
        { sqlState, attempt, attempts, delayMs, scope: options.scope ?? "transaction" },
        "database conflict, retrying",
      );
      await sleep(delayMs);
    }
  }
}

/** A statement that opens, ends or marks a transaction: a text holding one is not retried whole. */
const TRANSACTION_CONTROL =
  /(?:^|;)\s*(?:BEGIN|START\s+TRANSACTION|COMMIT|END|ROLLBACK|ABORT|SAVEPOINT|RELEASE|PREPARE\s+TRANSACTION)\b/i;

function queryText(config: unknown): string | null {
  if (typeof config === "string") return config;
  if (config !== null && typeof config === "object") {
    const text = (config as { text?: unknown }).text;
    if (typeof text === "string") return text;
  }
  return null;
}

/** The pool's query, in the shape every overload shares. */
type Query = (...args: unknown[]) => unknown;

/** What the database's transaction method looks like to the wrapper (Drizzle's, for node-postgres). */
interface Transactional {
  transaction: (run: never, config?: never) => Promise<unknown>;
}

/**
 * Makes a PostgreSQL pool and the Drizzle database over it run again what a deadlock or a
 * serialization failure undid:
 * - `db.transaction(fn)` re-runs `fn` from the start in a new transaction (a nested
 *   `tx.transaction`, a savepoint, is left alone: its enclosing transaction is the one retried);
 * - a statement sent straight to the pool, outside any transaction, is sent again: autocommit made
 *   it a transaction of its own, rolled back whole. Callback and streaming queries and a text that
 *   controls transactions itself keep their single run.
 * Queries on a connection taken from the pool (inside a transaction) are not touched.
 */
export function retryConflicts(pool: { query: unknown }, db: Transactional): void {
  const query = (pool.query as Query).bind(pool);
  pool.query = (...args: unknown[]) => {
    const [config] = args;
    const object = config !== null && typeof config === "object" ? (config as Record<string, unknown>) : {};
    const ownFlow =
      typeof object.submit === "function" ||
      typeof object.callback === "function" ||
      args.some((a) => typeof a === "function");
    const text = queryText(config);
    if (ownFlow || text === null || TRANSACTION_CONTROL.test(text)) {
      return query(...args);
    }
    return withRetry(() => query(...args) as Promise<unknown>, { scope: "statement" });
  };

  const transaction = db.transaction.bind(db) as (run: unknown, config?: unknown) => Promise<unknown>;
  db.transaction = ((run: unknown, config?: unknown) =>
    withRetry(() => transaction(run, config), { scope: "transaction" })) as Transactional["transaction"];
}
