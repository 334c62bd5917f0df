// The one runner of every background job (decision 024). Runs live in background_jobs, shared by
// every API process: each process claims due runs of the kinds it knows with FOR UPDATE SKIP
// LOCKED and holds them for a lease it keeps renewing while the handler runs, so no two processes
// run the same run; a process that dies lets its lease lapse and another takes the run over.
//
// - A kind on a schedule (`everySeconds`) has one row that moves to its next slot after each run:
//   one run per period across all processes, never two at once.
// - A one-off run (`enqueue`) is deleted once its handler succeeds; a `key` keeps a second one of
//   the same kind and key out while the first is queued or running.
// - A handler that throws is tried again after 10 s, 20 s, 40 s… (at most an hour) until the kind's
//   `maxAttempts`; then the run is left as 'failed' (a schedule goes on with its next slot).
// - `stop` claims nothing more, tells the handlers through their signal, and waits for them until
//   its deadline.
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import {
  type ClaimedRun,
  claimRuns,
  ensureScheduledRun,
  extendLeases,
  failRun,
  finishRun,
  insertRun,
  type JobCounts,
  jobCounts,
  retryRun,
  sweepFailedRuns,
} from "./runner.queries";

export type { JobCounts };

export interface JobContext {
  kind: string;
  /** This try's number, from 1. */
  attempt: number;
  /** When this run was due: a schedule's slot, or a retry's moment. */
  runAt: Date;
  /**
   * Aborted once the runner is stopping: a handler working through a batch may end early, and the
   * next run picks up what it left.
   */
  signal: AbortSignal;
}

export interface JobDefinition {
  /** The kind's name: lower-case letters, digits, '.', '-' and '_' (e.g. "billing.renewal-notices"). */
  kind: string;
  /** Runs every this many seconds, once per period across all processes; absent, only enqueued runs. */
  everySeconds?: number;
  /** Tries before a run is left as failed: 5 by default, 3 for a schedule (whose next slot comes anyway). */
  maxAttempts?: number;
  /** The wait before the second try, doubled at each further one up to an hour: 10 s, or the period if shorter. */
  retryDelaySeconds?: number;
  /** Does the work; throwing makes it a failed try. Its payload is the enqueued one (null for a schedule). */
  handler: (payload: unknown, context: JobContext) => Promise<unknown>;
}

export interface EnqueueOptions {
  /** Not before this moment (default: as soon as a process is free). */
  runAt?: Date;
  /** At most one queued or running run of this kind with this key. */
  key?: string;
}

export interface RunnerOptions {
  db: Db;
  logger: Logger;
  definitions: JobDefinition[];
  /** How often due runs are looked for when nothing wakes the runner (default 1 s). */
  pollMs?: number;
  /** Runs at once in this process (default: one per kind, at least 4). */
  concurrency?: number;
  /** How long a claimed run is held; renewed every third of it while the handler runs (default 60 s). */
  leaseSeconds?: number;
  /** How often the counts per kind are logged, one line (default 60 s; 0 never). */
  statsEveryMs?: number;
  /** This process's name in locked_by (default host, pid and a random part). */
  owner?: string;
}

export interface StopReport {
  /** Whether every running handler finished before the deadline. */
  finished: boolean;
  /** Handlers still running at the deadline; their runs are taken over once their lease lapses. */
  stillRunning: number;
}

export interface JobRunner {
  readonly owner: string;
  /** Creates the schedules' rows if missing and starts claiming. */
  start(): Promise<void>;
  /** Queues a one-off run; false when the key is already queued or running for this kind. */
  enqueue(kind: string, payload?: unknown, options?: EnqueueOptions): Promise<boolean>;
  /** Looks for due runs now instead of at the next poll. */
  wake(): void;
  /** Queued, running and failed runs per kind (every process's). */
  counts(): Promise<JobCounts[]>;
  /** Stops claiming and waits up to `timeoutMs` for the handlers running in this process. */
  stop(timeoutMs: number): Promise<StopReport>;
}

const KIND = /^[a-z0-9][a-z0-9._-]*$/;
const MAX_RETRY_DELAY_S = 3600;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 2000);

/** The wait before the try after `attempts` tries: the kind's first delay, doubled each try, up to an hour. */
export function retryDelaySeconds(definition: JobDefinition, attempts: number): number {
  const first = definition.retryDelaySeconds ?? Math.min(10, definition.everySeconds ?? 10);
  return Math.min(first * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_S);
}

export function maxAttemptsOf(definition: JobDefinition): number {
  return definition.maxAttempts ?? (definition.everySeconds ? 3 : 5);
}

function check(definitions: JobDefinition[]): Map<string, JobDefinition> {
  const byKind = new Map<string, JobDefinition>();
  for (const d of definitions) {
    if (!KIND.test(d.kind)) throw new Error(`job kind "${d.kind}" must match ${KIND}`);
    if (byKind.has(d.kind)) throw new Error(`job kind "${d.kind}" is defined twice`);
    if (d.everySeconds !== undefined && !(d.everySeconds > 0)) throw new Error(`job "${d.kind}": everySeconds > 0`);
    if (d.maxAttempts !== undefined && !(Number.isInteger(d.maxAttempts) && d.maxAttempts >= 1)) {
      throw new Error(`job "${d.kind}": maxAttempts must be a whole number from 1`);
    }
    byKind.set(d.kind, d);
  }
  return byKind;
}

export function createJobRunner(options: RunnerOptions): JobRunner {
  const { db, logger } = options;
  const byKind = check(options.definitions);
  const kinds = [...byKind.keys()];
  const pollMs = options.pollMs ?? 1_000;
  const concurrency = options.concurrency ?? Math.max(4, kinds.length);
  const leaseSeconds = options.leaseSeconds ?? 60;
  const statsEveryMs = options.statsEveryMs ?? 60_000;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  const running = new Map<string, Promise<void>>();
  const abort = new AbortController();
  let started = false;
  let stopping = false;
  let polling: Promise<void> | null = null;
  let pollAgain = false;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let stats: ReturnType<typeof setInterval> | undefined;
  let stopped: Promise<StopReport> | null = null;

  const schedulePoll = (delayMs: number) => {
    if (stopping) return;
    clearTimeout(pollTimer);
    pollTimer = setTimeout(poll, delayMs);
    pollTimer.unref();
  };

  /** Claims what this process has room for; true when it took all it could (more may be due). */
  async function claimSome(): Promise<boolean> {
    const free = concurrency - running.size;
    if (free <= 0 || kinds.length === 0) return false;
    const claimed = await claimRuns(db, { kinds, owner, limit: free, leaseSeconds });
    for (const run of claimed) launch(run);
    return claimed.length === free;
  }

  function poll(): void {
    if (stopping || !started) return;
    if (polling) {
      pollAgain = true;
      return;
    }
    clearTimeout(pollTimer);
    let more = false;
    // The callbacks run after `polling` is set, even when nothing was awaited.
    polling = claimSome()
      .then(
        (tookAll) => {
          more = tookAll;
        },
        (err) => logger.error({ err }, "background jobs: claiming failed"),
      )
      .finally(() => {
        polling = null;
        const again = (pollAgain || more) && running.size < concurrency;
        pollAgain = false;
        schedulePoll(again ? 0 : pollMs);
      });
  }

  function launch(run: ClaimedRun) {
    const definition = byKind.get(run.kind);
    if (!definition) return;
    const done = execute(definition, run).finally(() => {
      running.delete(run.id);
      poll();
    });
    running.set(run.id, done);
  }

  async function execute(definition: JobDefinition, run: ClaimedRun) {
    const everySeconds = definition.everySeconds ?? null;
    const maxAttempts = maxAttemptsOf(definition);
    const log = { kind: run.kind, runId: run.id, attempt: run.attempts };
    try {
      if (run.attempts > maxAttempts) {
        // Its last try was held by a process that stopped renewing it (it died mid-run).
        const error = "the process running it stopped before it finished";
        logger.error(log, `background job failed: ${error}`);
        await failRun(db, { id: run.id, owner, error, everySeconds });
        return;
      }
      try {
        await definition.handler(run.payload ?? null, {
          kind: run.kind,
          attempt: run.attempts,
          runAt: new Date(run.runAtMs),
          signal: abort.signal,
        });
      } catch (err) {
        if (run.attempts < maxAttempts) {
          const delaySeconds = retryDelaySeconds(definition, run.attempts);
          logger.warn({ ...log, err, retryInSeconds: delaySeconds }, "background job failed; retrying");
          await retryRun(db, { id: run.id, owner, error: errorText(err), delaySeconds });
        } else {
          logger.error({ ...log, err }, "background job failed");
          await failRun(db, { id: run.id, owner, error: errorText(err), everySeconds });
        }
        return;
      }
      await finishRun(db, { id: run.id, owner, everySeconds });
    } catch (err) {
      // The database refused the outcome: the lease lapses and another try takes the run over.
      logger.error({ ...log, err }, "background jobs: recording a run failed");
    }
  }

  async function logCounts() {
    try {
      const counts = await jobCounts(db);
      logger.info(
        { jobs: Object.fromEntries(counts.map(({ kind, ...n }) => [kind, n])) },
        "background jobs: queued, running and failed per kind",
      );
      await sweepFailedRuns(db);
    } catch (err) {
      logger.warn({ err }, "background jobs: counting failed");
    }
  }

  return {
    owner,
    async start() {
      if (started || stopping) return;
      for (const definition of byKind.values()) {
        if (definition.everySeconds) await ensureScheduledRun(db, definition.kind);
      }
      started = true;
      heartbeat = setInterval(
        () => {
          extendLeases(db, owner, [...running.keys()], leaseSeconds).catch((err) =>
            logger.warn({ err }, "background jobs: renewing leases failed"),
          );
        },
        Math.max(100, (leaseSeconds * 1000) / 3),
      );
      heartbeat.unref();
      if (statsEveryMs > 0) {
        stats = setInterval(() => void logCounts(), statsEveryMs);
        stats.unref();
      }
      poll();
    },

    async enqueue(kind, payload, enqueueOptions = {}) {
      if (!byKind.has(kind)) throw new Error(`no job kind "${kind}" is defined`);
      const queued = await insertRun(db, {
        kind,
        payload: payload ?? null,
        runAt: enqueueOptions.runAt ?? null,
        key: enqueueOptions.key ?? null,
      });
      if (queued && (!enqueueOptions.runAt || enqueueOptions.runAt.getTime() <= Date.now())) poll();
      return queued;
    },

    wake: () => poll(),

    counts: () => jobCounts(db),

    stop(timeoutMs) {
      stopped ??= (async () => {
        stopping = true;
        clearTimeout(pollTimer);
        clearInterval(stats);
        abort.abort();
        const deadline = Date.now() + timeoutMs;
        await withDeadline(polling ?? Promise.resolve(), timeoutMs);
        const finished = await withDeadline(
          Promise.allSettled([...running.values()]),
          Math.max(0, deadline - Date.now()),
        );
        clearInterval(heartbeat);
        const report = { finished, stillRunning: running.size };
        if (!finished) logger.warn(report, "background jobs: stop deadline reached with handlers still running");
        return report;
      })();
      return stopped;
    },
  };
}

/** Whether `work` settled within `ms`. */
async function withDeadline(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}
