// Reads that tolerate a second of lag (public pages, the board's search, the directory, reports)
// may go to PostgreSQL streaming replicas (DATABASE_READ_URL), so that reading scales past one
// database server. A replica serves only while it is known to be close behind the primary: every
// half of the allowed lag the primary's WAL position is sampled and each replica's replayed
// position compared with the samples, which tells how old the newest state it shows is. A
// replica that falls behind, cannot be reached or is no longer in recovery serves nothing until
// it is back; a read whose replica fails on the way is run again on the primary.
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type Db, schema } from "./client";

export interface ReplicaStatus {
  /** The replica's address without its password. */
  url: string;
  healthy: boolean;
  /** How far behind the primary the replica's data was at the last check, when known. */
  lagMs: number | null;
  /** Why it does not serve, when it does not. */
  problem: string | null;
}

export interface ReadReplicas {
  /** A healthy replica's handle (in turn among the healthy), or null: read on the primary. */
  pick(): Db | null;
  status(): ReplicaStatus[];
  /** Checks every replica now (the timer does it on its own). */
  check(): Promise<void>;
  close(): Promise<void>;
}

export interface ReplicaOptions {
  urls: string[];
  /** The primary's pool: its WAL position is sampled on it, and failed reads run again on it. */
  primary: pg.Pool;
  /** The oldest a replica's data may be for it to serve. */
  maxLagMs: number;
  poolSize: number;
  statementTimeoutMs: number;
  connectTimeoutMs: number;
  /** Defaults to half of `maxLagMs`; 0 leaves checks to `check()`. */
  checkEveryMs?: number;
}

/** A WAL position ("16/B374D848") as a number that orders like it. */
export function lsnValue(lsn: string): bigint {
  const [high = "0", low = "0"] = lsn.split("/");
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** Errors of the connection, not of the statement: the same read can run on the primary. */
const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "57P01", "57P03"]);
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  if (code && CONNECTION_CODES.has(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    error.message,
  );
}

const redacted = (url: string) => {
  const u = new URL(url);
  if (u.password) u.password = "***";
  return u.toString();
};

/**
 * A replica's pool whose plain queries, when the replica cannot be reached, say so and run on the
 * primary instead: the request that was reading does not fail because a replica went away.
 */
class ReplicaPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly fallback: pg.Pool,
    private readonly onLost: (error: Error) => void,
  ) {
    super(config);
  }

  /** A query on the replica alone, never run again on the primary: the health check's. */
  direct<R extends pg.QueryResultRow>(text: string): Promise<pg.QueryResult<R>> {
    return super.query<R>(text);
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads, passed through as they are.
  override query(...args: any[]): any {
    const [config, values, callback] = args;
    if (typeof callback === "function" || typeof values === "function") return super.query(config, values, callback);
    return (super.query(config, values) as Promise<pg.QueryResult>).catch((error: unknown) => {
      if (!isConnectionError(error)) throw error;
      this.onLost(error as Error);
      return this.fallback.query(config, values);
    });
  }
}

interface Replica {
  url: string;
  pool: ReplicaPool;
  db: Db;
  healthy: boolean;
  lagMs: number | null;
  problem: string | null;
}

export function openReadReplicas(options: ReplicaOptions): ReadReplicas {
  const replicas: Replica[] = options.urls.map((url) => {
    const replica = { url, healthy: false, lagMs: null, problem: "not checked yet" } as Replica;
    replica.pool = new ReplicaPool(
      {
        connectionString: url,
        max: options.poolSize,
        connectionTimeoutMillis: options.connectTimeoutMs,
        statement_timeout: options.statementTimeoutMs,
        keepAlive: true,
      },
      options.primary,
      (error) => {
        replica.healthy = false;
        replica.problem = error.message;
      },
    );
    replica.pool.on("error", () => {});
    replica.pool.on("connect", (client) => client.on("error", () => {}));
    replica.db = drizzle(replica.pool, { schema, casing: "snake_case" }) as unknown as Db;
    return replica;
  });
  // The primary's WAL position over the last few checks, newest last: a replica that has replayed
  // up to a sample shows at least the state of that sample's moment.
  const samples: { at: number; lsn: bigint }[] = [];
  let turn = 0;
  let checking: Promise<void> | null = null;

  async function checkOne(replica: Replica): Promise<void> {
    try {
      const { rows } = await withTimeout(
        replica.pool.direct<{ recovery: boolean; replayed: string | null }>(
          "SELECT pg_is_in_recovery() AS recovery, pg_last_wal_replay_lsn()::text AS replayed",
        ),
        options.connectTimeoutMs,
      );
      const row = rows[0];
      if (!row?.recovery || !row.replayed) {
        Object.assign(replica, { healthy: false, lagMs: null, problem: "not a replica in recovery" });
        return;
      }
      const now = Date.now();
      const replayed = lsnValue(row.replayed);
      // The newest sample it has replayed: its data is at least as new as that moment.
      const reached = [...samples].reverse().find((s) => s.lsn <= replayed);
      const lagMs = reached ? Math.max(0, now - reached.at) : null;
      const healthy = lagMs !== null && lagMs <= options.maxLagMs;
      Object.assign(replica, {
        healthy,
        lagMs,
        problem: healthy ? null : lagMs === null ? "lag unknown" : `${lagMs} ms behind`,
      });
    } catch (error) {
      Object.assign(replica, { healthy: false, lagMs: null, problem: (error as Error).message });
    }
  }

  /** Samples the primary's WAL position; false when the primary does not answer. */
  async function sample(): Promise<boolean> {
    const at = Date.now();
    try {
      const { rows } = await withTimeout(
        options.primary.query<{ lsn: string }>("SELECT pg_current_wal_lsn()::text AS lsn"),
        options.connectTimeoutMs,
      );
      if (rows[0]) samples.push({ at, lsn: lsnValue(rows[0].lsn) });
    } catch {
      // The primary is away: nothing tells how current the replicas are; they keep their state
      // until it answers again, and the primary's own reads fail as they would anyway.
      return false;
    }
    // Enough history to measure a lag a few times the allowed one.
    const oldest = at - Math.max(10_000, options.maxLagMs * 5);
    while (samples.length > 2 && (samples[0]?.at ?? at) < oldest) samples.shift();
    return true;
  }

  async function checkAll(): Promise<void> {
    if (!(await sample())) return;
    await Promise.all(replicas.map((r) => checkOne(r)));
  }

  const check = () => {
    checking ??= checkAll().finally(() => {
      checking = null;
    });
    return checking;
  };
  // The primary is sampled five times between checks, so a replica a few milliseconds behind is
  // measured against a sample a fifth of the interval old, not a whole interval.
  const every = options.checkEveryMs ?? Math.max(100, Math.floor(options.maxLagMs / 2));
  let tick = 0;
  let sampling = false;
  const timer =
    every > 0
      ? setInterval(
          () => {
            tick += 1;
            if (tick % 5 === 0) return void check();
            if (sampling || checking) return;
            sampling = true;
            void sample().finally(() => {
              sampling = false;
            });
          },
          Math.max(20, Math.floor(every / 5)),
        )
      : null;
  timer?.unref();

  return {
    pick() {
      const healthy = replicas.filter((r) => r.healthy);
      if (healthy.length === 0) return null;
      turn = (turn + 1) % healthy.length;
      return (healthy[turn] as Replica).db;
    },
    status: () =>
      replicas.map((r) => ({ url: redacted(r.url), healthy: r.healthy, lagMs: r.lagMs, problem: r.problem })),
    check,
    async close() {
      if (timer) clearInterval(timer);
      await checking?.catch(() => {});
      await Promise.all(replicas.map((r) => r.pool.end().catch(() => {})));
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
