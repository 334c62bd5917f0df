import type { Logger } from "pino";
import type { Database } from "./db/client";
import type { RunningServer } from "./http/server";
import type { RealtimeHub } from "./realtime/hub";

/** Stops background work, resolving once what is running is over or `timeoutMs` has passed. */
export type StopJob = (timeoutMs: number) => unknown;

export interface ShutdownParts {
  server: RunningServer;
  realtime: RealtimeHub;
  jobs: StopJob[];
  database: Database;
  logger: Logger;
  /** Running requests get this long to finish before their connections are cut. */
  timeoutMs: number;
}

export interface ShutdownReport {
  /** Whether every running request finished before the deadline. */
  finished: boolean;
  /** Requests still running at the deadline, whose connections were cut. */
  cut: number;
  ms: number;
}

/**
 * A graceful stop, in the order that loses nothing: stop taking work (new connections refused,
 * new requests on open ones answered 503 with `Connection: close`), end the realtime streams with
 * a last event telling the browser to reconnect elsewhere, let running requests finish within the
 * deadline, stop the background jobs, and only then close the database they all use.
 */
export async function shutDown(parts: ShutdownParts): Promise<ShutdownReport> {
  const started = performance.now();
  parts.server.beginDrain();
  parts.realtime.drain();
  const { finished, cut } = await parts.server.finish(parts.timeoutMs);
  if (!finished) parts.logger.warn({ cut }, "shutdown deadline reached; cutting the requests still running");
  const remaining = Math.max(1_000, parts.timeoutMs - (performance.now() - started));
  await withDeadline(Promise.allSettled(parts.jobs.map(async (stop) => stop(remaining))), remaining);
  await parts.realtime.stop().catch((err) => parts.logger.warn({ err }, "realtime stop failed"));
  await parts.database.close().catch((err) => parts.logger.warn({ err }, "database close failed"));
  const ms = Math.round(performance.now() - started);
  parts.logger.info({ ms, finished, cut }, "shut down");
  return { finished, cut, ms };
}

function withDeadline(work: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]).finally(() =>
    clearTimeout(timer),
  );
}
