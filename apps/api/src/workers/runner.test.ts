// The job runner: claims, retries with backoff, failed runs, schedules, a stop with a deadline and
// the counts; on PostgreSQL, two runners over two pools never run the same run twice.
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { itOnPostgres, openTestDatabase, type TestDatabase } from "../../test/test-database";
import { type Database, openDatabase } from "../db/client";
import { createJobRunner, type JobDefinition, type JobRunner, type RunnerOptions } from "./runner";
import { claimRuns, jobCounts } from "./runner.queries";

const logger = pino({ level: "silent" });

let testDb: TestDatabase;
let database: Database;
const runners: JobRunner[] = [];
let kindSeq = 0;
/** A kind of its own per test: runners only claim the kinds they know. */
const newKind = (name: string) => `test.${name}-${++kindSeq}`;

beforeAll(async () => {
  testDb = await openTestDatabase();
  database = testDb.database;
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop(5_000)));
});
afterAll(async () => {
  await testDb.close();
});

function runner(definitions: JobDefinition[], options: Partial<RunnerOptions> = {}) {
  const r = createJobRunner({ db: database.db, logger, definitions, pollMs: 20, statsEveryMs: 0, ...options });
  runners.push(r);
  return r;
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await sleep(10);
  }
}

const countsOf = async (kind: string) =>
  (await jobCounts(database.db)).find((c) => c.kind === kind) ?? { kind, queued: 0, running: 0, failed: 0 };

const rowsOf = async (kind: string) =>
  (
    (await database.db.execute(
      sql`select status, attempts, last_error, key from background_jobs where kind = ${kind} order by created_at`,
    )) as unknown as { rows: { status: string; attempts: number; last_error: string | null; key: string | null }[] }
  ).rows;

describe("the job runner", () => {
  it("runs an enqueued run once, with its payload, and deletes it", async () => {
    const kind = newKind("once");
    const seen: unknown[] = [];
    const r = runner([{ kind, handler: async (payload) => void seen.push(payload) }]);
    await r.start();
    expect(await r.enqueue(kind, { to: "a@b.c" })).toBe(true);
    await waitFor(() => seen.length === 1);
    await waitFor(async () => (await rowsOf(kind)).length === 0);
    await sleep(100);
    expect(seen).toEqual([{ to: "a@b.c" }]);
  });

  it("keeps a second run with the same key out while the first is queued, and waits for runAt", async () => {
    const kind = newKind("keyed");
    const ran: number[] = [];
    const r = runner([{ kind, handler: async () => void ran.push(Date.now()) }]);
    await r.start();
    const at = Date.now() + 400;
    expect(await r.enqueue(kind, null, { key: "company-1", runAt: new Date(at) })).toBe(true);
    expect(await r.enqueue(kind, null, { key: "company-1" })).toBe(false);
    expect(await r.enqueue(kind, null, { key: "company-2", runAt: new Date(at) })).toBe(true);
    expect(await countsOf(kind)).toMatchObject({ queued: 2, running: 0, failed: 0 });
    await sleep(200);
    expect(ran).toEqual([]);
    await waitFor(() => ran.length === 2);
    for (const t of ran) expect(t).toBeGreaterThanOrEqual(at - 50);
    // Once done, the key is free again.
    await waitFor(async () => (await rowsOf(kind)).length === 0);
    expect(await r.enqueue(kind, null, { key: "company-1" })).toBe(true);
    await waitFor(() => ran.length === 3);
  });

  it("refuses a kind it does not know, and definitions with a bad name or twice the same kind", async () => {
    const r = runner([{ kind: newKind("known"), handler: async () => {} }]);
    await expect(r.enqueue("test.unknown", null)).rejects.toThrow(/no job kind/);
    expect(() =>
      createJobRunner({ db: database.db, logger, definitions: [{ kind: "Bad Kind", handler: async () => {} }] }),
    ).toThrow();
    const twice = { kind: newKind("twice"), handler: async () => {} };
    expect(() => createJobRunner({ db: database.db, logger, definitions: [twice, twice] })).toThrow(/twice/);
  });

  it("retries a failing run with exponential backoff, then leaves it failed with its error", async () => {
    const kind = newKind("failing");
    const tries: { attempt: number; at: number }[] = [];
    const r = runner([
      {
        kind,
        maxAttempts: 3,
        retryDelaySeconds: 0.2,
        handler: async (_payload, { attempt }) => {
          tries.push({ attempt, at: Date.now() });
          throw new Error(`boom ${attempt}`);
        },
      },
    ]);
    await r.start();
    await r.enqueue(kind, null);
    await waitFor(async () => (await countsOf(kind)).failed === 1);
    expect(tries.map((t) => t.attempt)).toEqual([1, 2, 3]);
    const [a, b, c] = tries.map((t) => t.at) as [number, number, number];
    // 0.2 s, then 0.4 s (the database's clock and this one agree to a few milliseconds).
    expect(b - a).toBeGreaterThanOrEqual(180);
    expect(c - b).toBeGreaterThanOrEqual(380);
    expect(await rowsOf(kind)).toEqual([{ status: "failed", attempts: 3, last_error: "boom 3", key: null }]);
    expect(await countsOf(kind)).toMatchObject({ queued: 0, running: 0, failed: 1 });
    await sleep(300);
    expect(tries).toHaveLength(3);
  });

  it("a run that fails once and then succeeds is done", async () => {
    const kind = newKind("flaky");
    let calls = 0;
    const r = runner([
      {
        kind,
        retryDelaySeconds: 0.05,
        handler: async () => {
          calls++;
          if (calls === 1) throw new Error("once");
        },
      },
    ]);
    await r.start();
    await r.enqueue(kind, null);
    await waitFor(async () => calls === 2 && (await rowsOf(kind)).length === 0);
    expect(await countsOf(kind)).toMatchObject({ queued: 0, running: 0, failed: 0 });
  });

  it("runs a schedule once per period, each slot once, never two runs at once", async () => {
    const kind = newKind("every");
    const slots: number[] = [];
    let active = 0;
    let maxActive = 0;
    const r = runner([
      {
        kind,
        everySeconds: 0.25,
        handler: async (_payload, { runAt }) => {
          active++;
          maxActive = Math.max(maxActive, active);
          slots.push(runAt.getTime());
          await sleep(30);
          active--;
        },
      },
    ]);
    await r.start();
    // Starting again, or a second start elsewhere, adds no second scheduled row.
    await r.start();
    await sleep(1_400);
    await r.stop(2_000);
    expect(slots.length).toBeGreaterThanOrEqual(4);
    expect(slots.length).toBeLessThanOrEqual(7);
    expect(new Set(slots).size).toBe(slots.length);
    for (let i = 1; i < slots.length; i++) {
      expect((slots[i] as number) - (slots[i - 1] as number)).toBeCloseTo(250, -1);
    }
    expect(maxActive).toBe(1);
    const rows = await rowsOf(kind);
    expect(rows).toEqual([{ status: "queued", attempts: 0, last_error: null, key: "@schedule" }]);
  });

  it("a schedule whose run uses up its tries leaves a failed row and goes on with its next slot", async () => {
    const kind = newKind("every-failing");
    let calls = 0;
    const r = runner([
      {
        kind,
        everySeconds: 0.3,
        maxAttempts: 2,
        retryDelaySeconds: 0.05,
        handler: async () => {
          calls++;
          if (calls <= 2) throw new Error("down");
        },
      },
    ]);
    await r.start();
    await waitFor(() => calls >= 3);
    await r.stop(2_000);
    const rows = await rowsOf(kind);
    expect(rows.filter((row) => row.status === "failed")).toEqual([
      { status: "failed", attempts: 2, last_error: "down", key: "@schedule" },
    ]);
    expect(rows.filter((row) => row.status === "queued")).toHaveLength(1);
    expect(await countsOf(kind)).toMatchObject({ running: 0, failed: 1 });
  });

  it("takes over a run whose process stopped renewing its hold", async () => {
    const kind = newKind("orphan");
    const seen: number[] = [];
    const r = runner([{ kind, handler: async (_p, { attempt }) => void seen.push(attempt) }]);
    await r.enqueue(kind, null);
    // Another process claims it with a short lease, then dies.
    const [claimed] = await claimRuns(database.db, {
      kinds: [kind],
      owner: "dead-process",
      limit: 1,
      leaseSeconds: 0.2,
    });
    expect(claimed?.attempts).toBe(1);
    expect(await countsOf(kind)).toMatchObject({ running: 1 });
    await r.start();
    await waitFor(() => seen.length === 1);
    expect(seen).toEqual([2]);
    await waitFor(async () => (await rowsOf(kind)).length === 0);
  });

  it("stop claims nothing more and waits for the running handler", async () => {
    const kind = newKind("slow");
    let finished = 0;
    let aborted = false;
    const r = runner([
      {
        kind,
        handler: async (_p, { signal }) => {
          await sleep(300);
          aborted = signal.aborted;
          finished++;
        },
      },
    ]);
    await r.start();
    await r.enqueue(kind, null);
    await waitFor(async () => (await countsOf(kind)).running === 1);
    const report = await r.stop(5_000);
    expect(report).toEqual({ finished: true, stillRunning: 0 });
    expect(finished).toBe(1);
    expect(aborted).toBe(true);
    // Stopped: a new run stays queued.
    await r.enqueue(kind, null);
    r.wake();
    await sleep(200);
    expect(finished).toBe(1);
    expect(await countsOf(kind)).toMatchObject({ queued: 1, running: 0 });
  });

  it("stop gives up at its deadline on a handler still running", async () => {
    const kind = newKind("stuck");
    const r = runner([{ kind, handler: () => sleep(2_000) }]);
    await r.start();
    await r.enqueue(kind, null);
    await waitFor(async () => (await countsOf(kind)).running === 1);
    const started = Date.now();
    const report = await r.stop(200);
    const took = Date.now() - started;
    expect(report).toEqual({ finished: false, stillRunning: 1 });
    expect(took).toBeGreaterThanOrEqual(180);
    expect(took).toBeLessThan(1_000);
    // Let the handler end before the database closes.
    await sleep(2_000);
  });

  it("counts queued, running and failed runs per kind, and logs them on one line", async () => {
    const kind = newKind("counted");
    const lines: { msg?: string; jobs?: Record<string, unknown> }[] = [];
    const captured = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const r = runner(
      [
        {
          kind,
          maxAttempts: 1,
          handler: async (payload) => {
            if (payload === "fail") throw new Error("no");
            await gate;
          },
        },
      ],
      { logger: captured, concurrency: 1, statsEveryMs: 100 },
    );
    await r.start();
    await r.enqueue(kind, "fail");
    await waitFor(async () => (await countsOf(kind)).failed === 1);
    await r.enqueue(kind, "hold");
    await waitFor(async () => (await countsOf(kind)).running === 1);
    await r.enqueue(kind, "wait");
    await r.enqueue(kind, "later", { runAt: new Date(Date.now() + 60_000) });
    expect(await r.counts()).toContainEqual({ kind, queued: 2, running: 1, failed: 1 });
    await waitFor(() =>
      lines.some((l) => JSON.stringify(l.jobs?.[kind]) === JSON.stringify({ queued: 2, running: 1, failed: 1 })),
    );
    release();
    await waitFor(async () => (await countsOf(kind)).queued === 1);
  });

  itOnPostgres(
    "two runners over two pools never run the same run twice, nor a schedule's slot",
    async () => {
      const other = await openDatabase({ kind: "pg", url: testDb.url as string, poolSize: 4 });
      try {
        const oneOff = newKind("race");
        const every = newKind("race-every");
        const runs = new Map<number, number>();
        const slots: number[] = [];
        let active = 0;
        let overlapped = false;
        const definitions = (): JobDefinition[] => [
          {
            kind: oneOff,
            handler: async (payload) => {
              const n = (payload as { n: number }).n;
              runs.set(n, (runs.get(n) ?? 0) + 1);
              await sleep(Math.random() * 5);
            },
          },
          {
            kind: every,
            everySeconds: 0.2,
            handler: async (_p, { runAt }) => {
              if (++active > 1) overlapped = true;
              slots.push(runAt.getTime());
              await sleep(20);
              active--;
            },
          },
        ];
        const a = runner(definitions(), { pollMs: 10, concurrency: 4, owner: "process-a" });
        const b = createJobRunner({
          db: other.db,
          logger,
          definitions: definitions(),
          pollMs: 10,
          concurrency: 4,
          statsEveryMs: 0,
          owner: "process-b",
        });
        await Promise.all([a.start(), b.start()]);
        for (let n = 0; n < 200; n++) await (n % 2 ? a : b).enqueue(oneOff, { n });
        await waitFor(() => runs.size === 200, 20_000).catch((e) => {
          throw new Error(`${runs.size} of 200 ran: ${e}`);
        });
        await sleep(Math.max(0, 3_000));
        await Promise.all([a.stop(5_000), b.stop(5_000)]);
        expect([...runs.values()].every((times) => times === 1)).toBe(true);
        expect(await rowsOf(oneOff)).toEqual([]);
        expect(new Set(slots).size).toBe(slots.length);
        expect(slots.length).toBeGreaterThanOrEqual(8);
        expect(overlapped).toBe(false);
      } finally {
        await other.close();
      }
    },
    30_000,
  );
});
