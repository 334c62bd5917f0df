// Migration 0042 on a database that already holds jobs: every job gets an expiry, none vanishes at
// deploy nor days after it without the 7-day notice, closing dates start empty, and the jobs'
// triggers are back on once it is done.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateBefore, openEmptyDatabase } from "../../test/migration-steps";
import type { Db } from "./client";

const TAG = "0042_job_expiry";
const DAY = 86_400_000;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

const COMPANY = "7a1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
/** Jobs published this many days before the migration, active unless said. */
const JOBS = {
  recent: { id: "c1000000-0000-4000-8000-000000000001", days: 10, active: true },
  eightDaysLeft: { id: "c1000000-0000-4000-8000-000000000002", days: 52, active: true },
  fiveDaysLeft: { id: "c1000000-0000-4000-8000-000000000003", days: 55, active: true },
  old: { id: "c1000000-0000-4000-8000-000000000004", days: 200, active: true },
  pausedOld: { id: "c1000000-0000-4000-8000-000000000005", days: 100, active: false },
} as const;

describe(`${TAG} on a database with jobs`, () => {
  let handle: Awaited<ReturnType<typeof openEmptyDatabase>>;
  let db: Db;
  let migratedAt: number;

  beforeAll(async () => {
    handle = await openEmptyDatabase();
    db = handle.database.db;
    await migrateBefore(db, TAG);
    await db.execute(sql`
      INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
      VALUES ('usr_expiry_owner', 'Dona da Oficina', 'oficina@example.com', true, now(), now())
    `);
    await db.execute(sql`INSERT INTO companies (id, user_id, name) VALUES (${COMPANY}, 'usr_expiry_owner', 'Oficina')`);
    for (const [title, job] of Object.entries(JOBS)) {
      await db.execute(sql`
        INSERT INTO jobs (id, company_id, title, city, regime, description, active, created_at, updated_at)
        VALUES (${job.id}, ${COMPANY}, ${title}, 'Resende', 'CLT', 'Vaga antiga.', ${job.active},
          now() - make_interval(days => ${job.days}), now() - make_interval(days => ${job.days}))
      `);
    }
    migratedAt = Date.now();
    await handle.database.migrate();
  }, 300_000);

  afterAll(async () => {
    await handle?.close();
  });

  async function expiryOf(id: string): Promise<{ expiresAt: number; closesOn: unknown; updatedAt: number }> {
    const [row] = rowsOf(
      await db.execute(
        sql`SELECT expires_at::text AS "expiresAt", closes_on AS "closesOn", updated_at::text AS "updatedAt" FROM jobs WHERE id = ${id}`,
      ),
    );
    if (!row) throw new Error(`no job ${id}`);
    return {
      expiresAt: new Date(String(row.expiresAt)).getTime(),
      closesOn: row.closesOn,
      updatedAt: new Date(String(row.updatedAt)).getTime(),
    };
  }

  /** Within two minutes of `expected` (the migration's now() and this test's clock). */
  const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(120_000);

  it("gives a job 60 days from its publication when at least its 7-day notice is left", async () => {
    for (const job of [JOBS.recent, JOBS.eightDaysLeft]) {
      const row = await expiryOf(job.id);
      near(row.expiresAt, migratedAt - job.days * DAY + 60 * DAY);
      expect(row.closesOn).toBeNull();
    }
  });

  it("gives a job that would expire within its notice, or already past 60 days, 60 days from the migration", async () => {
    for (const job of [JOBS.fiveDaysLeft, JOBS.old, JOBS.pausedOld]) {
      const row = await expiryOf(job.id);
      near(row.expiresAt, migratedAt + 60 * DAY);
      expect(row.closesOn).toBeNull();
    }
  });

  it("leaves no open job expired, and no job's last change moved", async () => {
    const [open] = rowsOf(
      await db.execute(sql`SELECT count(*)::int AS n FROM jobs WHERE active AND expires_at > now()`),
    );
    expect(open?.n).toBe(4);
    for (const job of Object.values(JOBS)) {
      near((await expiryOf(job.id)).updatedAt, migratedAt - job.days * DAY);
    }
  });

  it("turns the jobs' triggers back on, and gives new jobs 60 days by default", async () => {
    const triggers = rowsOf(
      await db.execute(
        sql`SELECT tgname::text AS name, tgenabled::text AS enabled FROM pg_trigger WHERE tgrelid = 'jobs'::regclass AND NOT tgisinternal`,
      ),
    );
    expect(triggers.length).toBeGreaterThan(0);
    expect(triggers.filter((t) => t.enabled !== "O")).toEqual([]);

    const [created] = rowsOf(
      await db.execute(sql`
        INSERT INTO jobs (company_id, title, city, regime, description)
        VALUES (${COMPANY}, 'Nova', 'Resende', 'CLT', 'Vaga nova.')
        RETURNING expires_at::text AS "expiresAt", closes_on AS "closesOn"
      `),
    );
    near(new Date(String(created?.expiresAt)).getTime(), Date.now() + 60 * DAY);
    expect(created?.closesOn).toBeNull();
    await expect(db.execute(sql`UPDATE jobs SET expires_at = NULL WHERE company_id = ${COMPANY}`)).rejects.toThrow();
  });
});
