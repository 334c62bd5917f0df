import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { requireUser } from "../auth/guards";
import type { AppEnv } from "../http/context";

const HEARTBEAT_MS = 25_000;

/** GET /api/events: a Server-Sent Events stream of the changes that concern the signed-in user. */
export const eventsRoutes = new Hono<AppEnv>().get("/", requireUser, (c) => {
  const { realtime } = c.var.deps;
  const userId = c.var.user.id;
  return streamSSE(c, async (stream) => {
    let nextId = 0;
    const unsubscribe = realtime.subscribe(userId, (change) => {
      nextId += 1;
      void stream.writeSSE({ event: "change", id: String(nextId), data: JSON.stringify(change) });
    });
    stream.onAbort(unsubscribe);
    await stream.writeSSE({ event: "ready", data: "{}" });
    // Proxies close idle connections; a comment line every 25 s keeps this one open.
    while (!stream.aborted && !stream.closed) {
      await stream.sleep(HEARTBEAT_MS);
      if (!stream.aborted && !stream.closed) await stream.write(": ping\n\n");
    }
    unsubscribe();
  });
});
