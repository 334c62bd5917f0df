import { setTimeout as sleep } from "node:timers/promises";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { requireUser } from "../auth/guards";
import { clientIp } from "../http/client-ip";
import type { AppEnv } from "../http/context";
import { errorBody } from "../http/errors";

/** How soon a browser told to reconnect (the process is shutting down) tries again, in ms. */
export const RECONNECT_RETRY_MS = 1_000;

/** GET /api/events: a Server-Sent Events stream of the changes that concern the signed-in user. */
export const eventsRoutes = new Hono<AppEnv>().get("/", requireUser, (c) => {
  const { realtime, env } = c.var.deps;
  const userId = c.var.user.id;
  const address = clientIp(c, env.TRUST_PROXY);
  // A process that is shutting down takes no new stream: the browser retries, reaching another.
  if (realtime.isDraining) return c.json(errorBody("SERVICE_UNAVAILABLE"), 503, { "retry-after": "1" });
  // nginx, a common proxy in front, holds a response back to fill its buffer unless told not to.
  c.header("x-accel-buffering", "no");
  return streamSSE(c, async (stream) => {
    // Aborted when the browser goes away or a newer stream takes this one's place; it also cuts
    // the heartbeat's wait short, so the stream is removed at once, not a heartbeat later.
    const ended = new AbortController();
    stream.onAbort(() => ended.abort());
    let nextId = 0;
    const unsubscribe = realtime.subscribe({
      userId,
      address,
      onChange: (change) => {
        nextId += 1;
        void stream.writeSSE({ event: "change", id: String(nextId), data: JSON.stringify(change) });
      },
      // Aborting (not closing) ends the body even when the client has stopped reading.
      onEvict: () => stream.abort(),
      onResync: () => {
        nextId += 1;
        void stream.writeSSE({ event: "resync", id: String(nextId), data: "{}" });
      },
      onShutdown: () => {
        // EventSource reconnects by itself when a stream ends; `retry` makes it do so promptly.
        void stream
          .writeSSE({ event: "reconnect", data: "{}", retry: RECONNECT_RETRY_MS })
          .finally(() => ended.abort());
      },
    });
    try {
      await stream.writeSSE({ event: "ready", data: "{}" });
      while (!ended.signal.aborted) {
        await sleep(realtime.heartbeatMs, undefined, { signal: ended.signal }).catch(() => {});
        if (!ended.signal.aborted) await stream.write(": ping\n\n");
      }
    } finally {
      unsubscribe();
    }
  });
});
