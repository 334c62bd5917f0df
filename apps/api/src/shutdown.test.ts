// SIGTERM with requests and realtime streams in flight: the running request is answered, the
// stream gets a last event telling the browser to reconnect elsewhere, the background jobs stop,
// and only then is the database closed.
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { readEvents } from "../test/realtime-helpers";
import type { Database } from "./db/client";
import { startHttpServer } from "./http/server";
import { shutDown } from "./shutdown";

describe("a graceful shutdown", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.realtime.start();
  });
  afterAll(async () => {
    await t.deps.realtime.stop();
    await t.close();
  });

  it("finishes running requests, ends streams with a reconnect event, stops the jobs, then closes the database", async () => {
    const order: string[] = [];
    const server = startHttpServer({
      port: 0,
      hostname: "127.0.0.1",
      limits: { headersTimeoutMs: 5_000, requestTimeoutMs: 10_000, keepAliveTimeoutMs: 5_000, maxConnections: 100 },
      // The app, with one route that takes a while, as a report export would.
      fetch: async (request, env) => {
        if (new URL(request.url).pathname !== "/lenta") return t.app.fetch(request, env);
        await sleep(700);
        order.push("request");
        return new Response("concluída");
      },
    });
    await new Promise<void>((resolve) =>
      server.server.listening ? resolve() : server.server.once("listening", () => resolve()),
    );
    const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

    const militar = await t.createUser({ role: "militar" });
    const res = await fetch(`${base}/api/events`, { headers: { cookie: militar.client.cookieHeader() } });
    expect(res.status).toBe(200);
    const stream = readEvents(res);
    await stream.ready();
    expect(t.deps.realtime.connectionCount).toBe(1);

    const slow = fetch(`${base}/lenta`);
    await sleep(100);

    const database = { ...t.database, close: async () => void order.push("database") } as Database;
    const report = await shutDown({
      server,
      realtime: t.deps.realtime,
      jobs: [
        async () => {
          await sleep(50);
          order.push("job");
        },
      ],
      database,
      logger: t.deps.logger,
      timeoutMs: 5_000,
    });

    expect(report).toMatchObject({ finished: true, cut: 0 });
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("concluída");
    await stream.waitFor(() => stream.ended);
    expect(stream.names).toEqual(["ready", "reconnect"]);
    expect(t.deps.realtime.connectionCount).toBe(0);
    expect(order).toEqual(["request", "job", "database"]);

    // A stream asked for while draining is refused, so the browser reconnects to another process.
    const refused = await t.app.request("/api/events", { headers: { cookie: militar.client.cookieHeader() } });
    expect(refused.status).toBe(503);
  });
});
