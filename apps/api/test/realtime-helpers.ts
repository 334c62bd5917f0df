// Realtime test helpers: reading the SSE stream as a browser would, and two API processes on
// one PostgreSQL database (only PostgreSQL has separate processes to cross).
import { afterAll, beforeAll, expect } from "vitest";
import { openDatabase } from "../src/db/client";
import { RealtimeHub, type RealtimeHubOptions } from "../src/realtime/hub";
import { createTestApp, type TestApp, type TestAppOptions, type TestClient } from "./harness";
import { openTestDatabase } from "./test-database";

export interface ChangeEvent {
  table: string;
  op: string;
  id: string;
}

/**
 * Reads an SSE response as a person's browser would, collecting `change` events, counting the
 * heartbeat comments and noting when the server ends the body.
 */
export function readEvents(res: Response) {
  const events: ChangeEvent[] = [];
  /** Every named event, in order (ready, change, resync, reconnect…). */
  const names: string[] = [];
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let ready = false;
  let pings = 0;
  let ended = false;
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        ended = true;
        return;
      }
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = frame.match(/^event: (.*)$/m)?.[1];
        const data = frame.match(/^data: (.*)$/m)?.[1];
        if (frame.startsWith(":")) pings += 1;
        if (event) names.push(event);
        if (event === "ready") ready = true;
        if (event === "change" && data) events.push(JSON.parse(data) as ChangeEvent);
        end = buffer.indexOf("\n\n");
      }
    }
  })().catch(() => {});
  async function waitFor(predicate: () => boolean, ms = 3000) {
    const until = Date.now() + ms;
    while (!predicate()) {
      if (Date.now() > until) throw new Error(`timed out; events so far: ${JSON.stringify(events)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  return {
    events,
    names,
    get pings() {
      return pings;
    },
    /** Whether the server ended the body. */
    get ended() {
      return ended;
    },
    ready: () => waitFor(() => ready),
    waitFor,
    async close() {
      await reader.cancel();
      await pump;
    },
  };
}

/** A test app whose realtime hub, already started, has these options (a short heartbeat). */
export async function createRealtimeTestApp(hub: RealtimeHubOptions, options: TestAppOptions = {}): Promise<TestApp> {
  const t = await createTestApp(options);
  t.deps.realtime = new RealtimeHub(t.database, t.deps.logger, hub);
  await t.deps.realtime.start();
  return t;
}

/** Two API processes (apps with their own connections and LISTEN) on one PostgreSQL database. */
export async function openTwoApiProcesses(): Promise<{ a: TestApp; b: TestApp; close: () => Promise<void> }> {
  const testDb = await openTestDatabase();
  const second = await openDatabase({ kind: "pg", url: testDb.url as string, poolSize: 2 });
  const a = await createTestApp({ database: testDb.database });
  const b = await createTestApp({ database: second });
  await a.deps.realtime.start();
  await b.deps.realtime.start();
  return {
    a,
    b,
    async close() {
      await a.deps.realtime.stop();
      await b.deps.realtime.stop();
      await second.close();
      await testDb.close();
    },
  };
}

/**
 * Within a describe: two API processes on one PostgreSQL database, opened before its tests and
 * closed after them. Read `a` and `b` inside a test (`const { a, b } = processes;`), once they exist.
 */
export function twoApiProcesses(): { readonly a: TestApp; readonly b: TestApp } {
  let opened: Awaited<ReturnType<typeof openTwoApiProcesses>> | undefined;
  beforeAll(async () => {
    opened = await openTwoApiProcesses();
  });
  afterAll(() => opened?.close());
  const get = () => {
    if (!opened) throw new Error("the two API processes are opened before the describe's tests, read them in one");
    return opened;
  };
  return {
    get a() {
      return get().a;
    },
    get b() {
      return get().b;
    },
  };
}

/** Opens the SSE stream of `via`'s user on `t`'s process, as a tab does, once it says ready. */
export async function openStream(via: TestClient, t: TestApp) {
  const res = await t.app.request("/api/events", { headers: { cookie: via.cookieHeader() } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/event-stream");
  const stream = readEvents(res);
  await stream.ready();
  return stream;
}
