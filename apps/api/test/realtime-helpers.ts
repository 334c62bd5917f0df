// Realtime test helpers: reading the SSE stream as a browser would, and two API processes on
// one PostgreSQL database (only PostgreSQL has separate processes to cross).
import { openDatabase } from "../src/db/client";
import { createTestApp, type TestApp } from "./harness";
import { openTestDatabase } from "./test-database";

export interface ChangeEvent {
  table: string;
  op: string;
  id: string;
}

/** Reads an SSE response as a person's browser would, collecting `change` events. */
export function readEvents(res: Response) {
  const events: ChangeEvent[] = [];
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let ready = false;
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = frame.match(/^event: (.*)$/m)?.[1];
        const data = frame.match(/^data: (.*)$/m)?.[1];
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
    ready: () => waitFor(() => ready),
    waitFor,
    async close() {
      await reader.cancel();
      await pump;
    },
  };
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
