// Upgrade tests: a database brought to an older release's schema by hand, recorded as Drizzle's
// migrator records it, so the app's own migrate() then runs only the newer migrations, as it would
// on a deployed database.
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { type Database, type Db, openDatabase } from "../src/db/client";
import { databaseUrl, withAdmin } from "./pg-global-setup";
import { testDbKind } from "./test-database";

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "../src/db/migrations");

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
  entries: JournalEntry[];
};

/**
 * Applies the journal's migrations up to and including `lastTag`, and records each one as
 * Drizzle's migrator does (same table, same hash, same timestamp).
 */
export async function migrateThrough(db: Db, lastTag: string): Promise<void> {
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`${lastTag} is not in the migrations journal`);
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS "drizzle"`);
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (
      id SERIAL PRIMARY KEY,
      hash text NOT NULL,
      created_at bigint
    )
  `);
  for (const entry of journal.entries.slice(0, last + 1)) {
    const text = readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), "utf8");
    const hash = createHash("sha256").update(text).digest("hex");
    await db.transaction(async (tx) => {
      for (const statement of text.split("--> statement-breakpoint")) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`INSERT INTO "drizzle"."__drizzle_migrations" ("hash", "created_at") VALUES (${hash}, ${entry.when})`,
      );
    });
  }
}

/** The journal's migrations before `tag`, so migrate() runs `tag` and the ones after it. */
export async function migrateBefore(db: Db, tag: string): Promise<void> {
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 1) throw new Error(`${tag} is not in the migrations journal`);
  await migrateThrough(db, (journal.entries[at - 1] as JournalEntry).tag);
}

/** A database with nothing in it: on PostgreSQL not the run's template, which is already migrated. */
export async function openEmptyDatabase(): Promise<{ database: Database; close(): Promise<void> }> {
  if (testDbKind() === "pglite") {
    const database = await openDatabase({ kind: "pglite", dataDir: null });
    return { database, close: () => database.close() };
  }
  // The run's prefix, so the run's teardown drops this database even if the file never closes it.
  const { adminUrl, prefix } = inject("pgTemplate");
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`));
  const database = await openDatabase({ kind: "pg", url: databaseUrl(adminUrl, name), poolSize: 2 });
  return {
    database,
    async close() {
      await database.close();
      await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`));
    },
  };
}

/**
 * The upgrade a deployed database goes through, for a describe block: a database brought to just
 * before `tag`, given the rows `seed` writes on it (the database also reaches the tests through
 * `seed`), then migrated to the newest migration; closed after the block.
 */
export function upgradeWith(tag: string, seed: (db: Db) => Promise<void>): void {
  let handle: Awaited<ReturnType<typeof openEmptyDatabase>> | undefined;
  beforeAll(async () => {
    handle = await openEmptyDatabase();
    await migrateBefore(handle.database.db, tag);
    await seed(handle.database.db);
    await handle.database.migrate();
  }, 300_000);
  afterAll(async () => {
    await handle?.close();
  });
}
