import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type DataDirHolder, lockDataDir } from "./data-dir-lock";
import * as authSchema from "./schema/auth";
import * as benefitsSchema from "./schema/benefits";
import * as companiesSchema from "./schema/companies";
import * as filesSchema from "./schema/files";
import * as integrationsSchema from "./schema/integrations";
import * as jobsSchema from "./schema/jobs";
import * as militarySchema from "./schema/military";
import * as operationsSchema from "./schema/operations";
import * as paymentsSchema from "./schema/payments";
import * as profilesSchema from "./schema/profiles";
import * as systemSchema from "./schema/system";

export const schema = {
  ...authSchema,
  ...benefitsSchema,
  ...companiesSchema,
  ...filesSchema,
  ...integrationsSchema,
  ...jobsSchema,
  ...militarySchema,
  ...operationsSchema,
  ...paymentsSchema,
  ...profilesSchema,
  ...systemSchema,
};

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type DbConfig =
  | {
      kind: "pglite";
      dataDir: string | null;
      /** Holds the data directory for this process alone (see data-dir-lock.ts). */
      holder?: DataDirHolder;
    }
  | { kind: "pg"; url: string; poolSize?: number };

export interface Database {
  db: Db;
  kind: DbConfig["kind"];
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Migrations sit beside this module in the source tree and beside main.js in the bundle. */
function migrationsFolder(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
}

export async function openDatabase(config: DbConfig): Promise<Database> {
  if (config.kind === "pglite") {
    // The same extensions the migrations create on a PostgreSQL server (accent-insensitive search).
    const options = { extensions: { unaccent, pg_trgm } };
    const release =
      config.dataDir && config.holder ? lockDataDir(path.dirname(config.dataDir), config.holder) : () => {};
    let client: PGlite;
    try {
      client = config.dataDir ? new PGlite(config.dataDir, options) : new PGlite(options);
      await client.waitReady;
    } catch (error) {
      release();
      throw error;
    }
    const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
    return {
      db,
      kind: "pglite",
      async listen(channel, onPayload) {
        const unsubscribe = await client.listen(channel, onPayload);
        return async () => unsubscribe();
      },
      migrate: async () => {
        await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  }

  const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize ?? 10 });
  // A connection the server ends (restart, failover, an administrator, or a test dropping its
  // database while the pool is closing) must not crash the process: the pool opens a new one on
  // next use, and the query that was running, if any, fails on its own.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Db;
  const listeners: pg.Client[] = [];
  return {
    db,
    kind: "pg",
    async listen(channel, onPayload) {
      // LISTEN needs a connection of its own that stays out of the pool.
      const client = new pg.Client({ connectionString: config.url });
      await client.connect();
      listeners.push(client);
      client.on("notification", (msg) => {
        if (msg.channel === channel) onPayload(msg.payload ?? "");
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        listeners.splice(listeners.indexOf(client), 1);
        await client.end();
      };
    },
    migrate: async () => {
      await migratePg(db as never, { migrationsFolder: migrationsFolder() });
    },
    async close() {
      await Promise.all(listeners.map((c) => c.end()));
      await pool.end();
    },
  };
}
