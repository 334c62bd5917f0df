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
import { type AppliedFunctions, applyDatabaseFunctions } from "./functions";
import { type ListenerEvents, ReconnectingListener } from "./listener";
import { openReadReplicas, type ReadReplicas } from "./replicas";
import { retryConflicts } from "./retry";
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
      /** An in-memory database starts from this dump (PGlite's dumpDataDir) instead of an empty one. */
      snapshot?: Blob;
      /** Holds the data directory for this process alone (see data-dir-lock.ts). */
      holder?: DataDirHolder;
    }
  | {
      kind: "pg";
      url: string;
      poolSize?: number;
      /** A statement running longer is cancelled (SQLSTATE 57014); 0 lets it run. Default 30 s. */
      statementTimeoutMs?: number;
      /** How long a request waits for a connection (a hung or unreachable server). Default 5 s. */
      connectTimeoutMs?: number;
      /** Streaming replicas for the reads that tolerate a little lag (db/replicas.ts). */
      readUrls?: string[];
      /** The oldest a replica's data may be for it to serve. Default 1 s. */
      readMaxLagMs?: number;
    };

export interface Database {
  db: Db;
  kind: DbConfig["kind"];
  /** The replicas of DATABASE_READ_URL, when there are any (http/read-db.ts chooses per request). */
  replicas?: ReadReplicas | null;
  /**
   * Subscribes to a NOTIFY channel; resolves to an unsubscribe function. On PostgreSQL the
   * connection reconnects by itself; `events` hears when it is lost and when it is back.
   */
  listen(channel: string, onPayload: (payload: string) => void, events?: ListenerEvents): Promise<() => Promise<void>>;
  /** Whether the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs: number): Promise<boolean>;
  /** Runs the migrations, then applies the trigger functions and their bindings (db/functions.ts). */
  migrate(): Promise<void>;
  /** Applies db/functions/*.sql and the trigger list of db/triggers.ts again; says what it changed. */
  applyFunctions(): Promise<AppliedFunctions>;
  close(): Promise<void>;
}

/** Migrations sit beside this module in the source tree and beside main.js in the bundle. */
function migrationsFolder(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
}

export async function openDatabase(config: DbConfig): Promise<Database> {
  if (config.kind === "pglite") {
    // The same extensions the migrations create on a PostgreSQL server (accent-insensitive search).
    const options = {
      extensions: { unaccent, pg_trgm },
      ...(!config.dataDir && config.snapshot ? { loadDataDir: config.snapshot } : {}),
    };
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
    const applyFunctions = () =>
      applyDatabaseFunctions(async (text) => {
        const results = await client.exec(text);
        return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
      });
    return {
      db,
      kind: "pglite",
      // In the same process: this connection is never lost, so `events` never fire.
      async listen(channel, onPayload) {
        const unsubscribe = await client.listen(channel, onPayload);
        return async () => unsubscribe();
      },
      ping: async () => {
        await client.query("SELECT 1");
        return true;
      },
      migrate: async () => {
        await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
        await applyFunctions();
      },
      applyFunctions,
      close: async () => {
        await client.close();
        release();
      },
    };
  }

  const connectTimeoutMs = config.connectTimeoutMs ?? 5_000;
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize ?? 10,
    connectionTimeoutMillis: connectTimeoutMs,
    // Sent at connection start-up, so it holds for every statement of every pooled connection.
    statement_timeout: config.statementTimeoutMs ?? 30_000,
    keepAlive: true,
  });
  // A connection the server ends (restart, failover, an administrator, or a test dropping its
  // database while the pool is closing) must not crash the process: the pool opens a new one on
  // next use, and the query that was running, if any, fails on its own.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Db;
  // Concurrent writes may still meet a deadlock or a serialization failure: the request's
  // transaction (or autocommit statement) is run again instead of failing.
  retryConflicts(pool, db);
  const listeners = new Set<ReconnectingListener>();
  const replicas = config.readUrls?.length
    ? openReadReplicas({
        urls: config.readUrls,
        primary: pool,
        maxLagMs: config.readMaxLagMs ?? 1_000,
        poolSize: config.poolSize ?? 10,
        statementTimeoutMs: config.statementTimeoutMs ?? 30_000,
        connectTimeoutMs,
      })
    : null;
  return {
    db,
    kind: "pg",
    replicas,
    async listen(channel, onPayload, events) {
      // LISTEN needs a connection of its own that stays out of the pool.
      const listener = new ReconnectingListener({
        url: config.url,
        channel,
        onPayload,
        events,
        connectTimeoutMs,
      });
      await listener.start();
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    ping: (timeoutMs) => pingPool(pool, timeoutMs),
    migrate: async () => {
      // A migration may rebuild an index on a large table: no statement timeout for it.
      const migrationPool = new pg.Pool({
        connectionString: config.url,
        max: 1,
        connectionTimeoutMillis: connectTimeoutMs,
      });
      migrationPool.on("error", () => {});
      try {
        await migratePg(drizzlePg(migrationPool, { schema, casing: "snake_case" }) as never, {
          migrationsFolder: migrationsFolder(),
        });
        await applyFunctionsOn(migrationPool);
      } finally {
        await migrationPool.end();
      }
    },
    applyFunctions: () => applyFunctionsOn(pool),
    async close() {
      await Promise.all([...listeners].map((l) => l.stop()));
      listeners.clear();
      await replicas?.close();
      await pool.end();
    },
  };
}

/** Applies the trigger functions on one connection of the pool (a transaction of several statements). */
async function applyFunctionsOn(pool: pg.Pool): Promise<AppliedFunctions> {
  const connection = await pool.connect();
  try {
    return await applyDatabaseFunctions(async (text) => {
      const result = (await connection.query(text)) as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as Record<string, unknown>[];
    });
  } finally {
    connection.release();
  }
}

/** One trivial query with a deadline; false when the server does not answer in time or fails. */
async function pingPool(pool: pg.Pool, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([pool.query("SELECT 1").then(() => true as const), deadline]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
