// One database per test file: an in-memory PGlite loaded from the run's migrated snapshot
// (pglite-global-setup.ts; migrated here when there is none), or, in the "api-pg" project, a copy
// of the run's migrated template on PostgreSQL that is dropped when the file closes it.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject, it, type TestFunction } from "vitest";
import { type Database, openDatabase } from "../src/db/client";
import { databaseUrl, withAdmin } from "./pg-global-setup";

export type TestDbKind = "pglite" | "pg";

export function testDbKind(): TestDbKind {
  const kind = process.env.TEST_DB_KIND ?? "pglite";
  if (kind !== "pglite" && kind !== "pg") throw new Error(`TEST_DB_KIND must be pglite or pg, got ${kind}`);
  return kind;
}

/** Why a race test is skipped on PGlite, shown in the test's name. */
export const POSTGRES_ONLY = "(PostgreSQL only: PGlite runs one transaction at a time)";

/**
 * A test of what concurrent requests leave behind (caps, single-use events). PGlite runs one
 * transaction at a time, so such a test would pass there even without the locks it proves; it
 * runs on PostgreSQL and is reported as skipped on PGlite.
 */
export function itOnPostgres(name: string, fn: TestFunction, timeout?: number): void {
  (testDbKind() === "pg" ? it : it.skip)(`${name} ${POSTGRES_ONLY}`, fn, timeout);
}

export interface TestDatabase {
  database: Database;
  /** The connection URL on PostgreSQL, so a test can open a second "process" on the same data. */
  url?: string;
  /** Closes the connection and, on PostgreSQL, drops the file's database. */
  close(): Promise<void>;
}

let pgliteSnapshot: Blob | undefined;

/** The migrated data directory the "api-pglite" project's global setup dumped, read once per file. */
function migratedPgliteSnapshot(): Blob | undefined {
  if (!pgliteSnapshot) {
    const file = inject("pgliteSnapshot");
    if (file) pgliteSnapshot = new Blob([fs.readFileSync(file)]);
  }
  return pgliteSnapshot;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDbKind() === "pglite") {
    const snapshot = migratedPgliteSnapshot();
    const database = await openDatabase({ kind: "pglite", dataDir: null, snapshot });
    if (!snapshot) await database.migrate();
    return { database, close: () => database.close() };
  }

  const { adminUrl, template, prefix } = inject("pgTemplate");
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await withAdmin(adminUrl, (c) =>
    c.query(`CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(template)}`),
  );
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ kind: "pg", url, poolSize: 8 });
  let closed = false;
  return {
    database,
    url,
    async close() {
      if (closed) return;
      closed = true;
      await database.close();
      await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`));
    },
  };
}
