// The job runner's SQL over background_jobs (see runner.ts for the rules it keeps).
import { sql } from "drizzle-orm";
import { arrayLiteral } from "../db/array-literal";
import type { Db } from "../db/client";

/** The key of a kind's scheduled run: one queued or running row per scheduled kind. */
export const SCHEDULE_KEY = "@schedule";

/** Failed runs are kept this long for the console, then deleted. */
const FAILED_KEPT_DAYS = 30;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface ClaimedRun {
  id: string;
  kind: string;
  key: string | null;
  payload: unknown;
  /** Tries made, this one included. */
  attempts: number;
  /** The moment it was due, in milliseconds since the epoch. */
  runAtMs: number;
}

export interface JobCounts {
  kind: string;
  /** Waiting for a process: due, or a one-off set for later (a schedule's next slot is not counted). */
  queued: number;
  running: number;
  failed: number;
}

/** Makes sure the kind has its scheduled run; the first one is due now. */
export async function ensureScheduledRun(db: Db, kind: string): Promise<void> {
  await db.execute(sql`
    insert into background_jobs (kind, key, run_at) values (${kind}, ${SCHEDULE_KEY}, now())
    on conflict (kind, key) where key is not null and status <> 'failed' do nothing`);
}

/**
 * Queues a one-off run; false when a run of this kind with this key is already queued or running.
 * `runAt` null runs it as soon as a process is free.
 */
export async function insertRun(
  db: Db,
  run: { kind: string; payload: unknown; runAt: Date | null; key: string | null },
): Promise<boolean> {
  const payload = run.payload === undefined ? null : JSON.stringify(run.payload);
  const result = await db.execute(sql`
    insert into background_jobs (kind, key, payload, run_at)
    values (${run.kind}, ${run.key}, ${payload}::jsonb, coalesce(${run.runAt?.toISOString() ?? null}::timestamptz, now()))
    on conflict (kind, key) where key is not null and status <> 'failed' do nothing
    returning id`);
  return rowsOf(result).length > 0;
}

/**
 * Takes up to `limit` runs of these kinds that are due, or whose process stopped renewing its hold,
 * for `owner` until `leaseSeconds` from now; a row another process is claiming is skipped.
 */
export async function claimRuns(
  db: Db,
  claim: { kinds: string[]; owner: string; limit: number; leaseSeconds: number },
): Promise<ClaimedRun[]> {
  // Kinds are checked to be [a-z0-9._-]: they need no quoting in an array literal.
  const result = await db.execute(sql`
    with due as (
      select id from background_jobs
      where kind = any(${arrayLiteral(claim.kinds)}::text[])
        and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
      order by run_at
      limit ${claim.limit}
      for update skip locked
    )
    update background_jobs b
    set status = 'running', attempts = b.attempts + 1, locked_by = ${claim.owner},
        locked_until = now() + make_interval(secs => ${claim.leaseSeconds})
    from due where b.id = due.id
    returning b.id, b.kind, b.key, b.payload::text as payload, b.attempts,
      (extract(epoch from b.run_at) * 1000)::float8 as run_at_ms`);
  return rowsOf<{
    id: string;
    kind: string;
    key: string | null;
    payload: string | null;
    attempts: number;
    run_at_ms: number;
  }>(result).map((r) => ({
    id: r.id,
    kind: r.kind,
    key: r.key,
    payload: r.payload === null ? null : JSON.parse(r.payload),
    attempts: Number(r.attempts),
    runAtMs: Number(r.run_at_ms),
  }));
}

/** Moves the hold of the runs `owner` is running on; ids it no longer holds are left alone. */
export async function extendLeases(db: Db, owner: string, ids: string[], leaseSeconds: number): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update background_jobs set locked_until = now() + make_interval(secs => ${leaseSeconds})
    where id = any(${arrayLiteral(ids)}::uuid[]) and locked_by = ${owner} and status = 'running'`);
}

/**
 * A run that succeeded: a one-off is deleted; a scheduled run moves to its next slot, the first
 * multiple of `everySeconds` after its own slot that is still ahead (a slot missed while no process
 * ran is skipped, not made up).
 */
export async function finishRun(db: Db, run: { id: string; owner: string; everySeconds: number | null }) {
  if (run.everySeconds === null) {
    await db.execute(sql`delete from background_jobs where id = ${run.id} and locked_by = ${run.owner}`);
    return;
  }
  await rearmSchedule(db, run.id, run.owner, run.everySeconds, null);
}

function rearmSchedule(
  db: Pick<Db, "execute">,
  id: string,
  owner: string,
  everySeconds: number,
  lastError: string | null,
) {
  return db.execute(sql`
    update background_jobs
    set status = 'queued', attempts = 0, last_error = ${lastError}, locked_by = null, locked_until = null,
        run_at = run_at + make_interval(secs => ${everySeconds}::float8
          * (floor(greatest(extract(epoch from now() - run_at), 0) / ${everySeconds}::float8) + 1))
    where id = ${id} and locked_by = ${owner} and status = 'running'`);
}

/** A run that failed and has tries left: queued again `delaySeconds` from now. */
export async function retryRun(db: Db, run: { id: string; owner: string; error: string; delaySeconds: number }) {
  await db.execute(sql`
    update background_jobs
    set status = 'queued', last_error = ${run.error}, locked_by = null, locked_until = null,
        run_at = now() + make_interval(secs => ${run.delaySeconds}::float8)
    where id = ${run.id} and locked_by = ${run.owner} and status = 'running'`);
}

/**
 * A run that used up its tries: a one-off stays as 'failed'; a scheduled run leaves a 'failed' row
 * behind and moves on to its next slot.
 */
export async function failRun(db: Db, run: { id: string; owner: string; error: string; everySeconds: number | null }) {
  if (run.everySeconds === null) {
    await db.execute(sql`
      update background_jobs
      set status = 'failed', last_error = ${run.error}, locked_by = null, locked_until = null, finished_at = now()
      where id = ${run.id} and locked_by = ${run.owner} and status = 'running'`);
    return;
  }
  const everySeconds = run.everySeconds;
  await db.transaction(async (tx) => {
    const copied = await tx.execute(sql`
      insert into background_jobs (kind, key, payload, status, run_at, attempts, last_error, finished_at)
      select kind, key, payload, 'failed', run_at, attempts, ${run.error}, now() from background_jobs
      where id = ${run.id} and locked_by = ${run.owner} and status = 'running'
      returning id`);
    if (rowsOf(copied).length > 0) await rearmSchedule(tx, run.id, run.owner, everySeconds, run.error);
  });
}

/** Queued, running and failed runs per kind, by kind. */
export async function jobCounts(db: Db): Promise<JobCounts[]> {
  const result = await db.execute(sql`
    select kind,
      count(*) filter (where status = 'queued' and (key is distinct from ${SCHEDULE_KEY} or run_at <= now()))::int as queued,
      count(*) filter (where status = 'running')::int as running,
      count(*) filter (where status = 'failed')::int as failed
    from background_jobs group by kind order by kind`);
  return rowsOf<JobCounts>(result).map((r) => ({
    kind: r.kind,
    queued: Number(r.queued),
    running: Number(r.running),
    failed: Number(r.failed),
  }));
}

/** Deletes the failed runs older than the console shows. */
export async function sweepFailedRuns(db: Db): Promise<void> {
  await db.execute(sql`
    delete from background_jobs
    where status = 'failed' and finished_at < now() - make_interval(days => ${FAILED_KEPT_DAYS})`);
}
