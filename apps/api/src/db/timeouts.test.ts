// A database that is slow or does not answer holds no request for ever: a statement past
// `statement_timeout` is cancelled, a connection that cannot be had in time fails, and the
// request is answered 503 (nothing written; the client may retry), never 500.
import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness";
import { itOnPostgres, openTestDatabase, type TestDatabase, testDbKind } from "../../test/test-database";
import { openDatabase } from "./client";
import { isDatabaseUnavailable } from "./errors";

describe("a database that does not answer", () => {
  let silent: net.Server;
  let port: number;
  const sockets = new Set<net.Socket>();
  beforeAll(async () => {
    // Accepts connections and never says a word, as a hung server or a black-holed route.
    silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on("error", () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", () => resolve()));
    port = (silent.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("fails a query after the connect timeout, and the route answers 503", async () => {
    const database = await openDatabase({
      kind: "pg",
      url: `postgres://postgres@127.0.0.1:${port}/nada`,
      connectTimeoutMs: 300,
    });
    try {
      const started = Date.now();
      const error = await database.db.execute(sql`SELECT 1`).then(
        () => null,
        (e: unknown) => e,
      );
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(await database.ping(1_000)).toBe(false);

      const t = await createTestApp({ database });
      const res = await t.client().get("/api/public/jobs");
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("2");
      expect(res.body).toMatchObject({ error: { code: "SERVICE_UNAVAILABLE" } });
    } finally {
      await database.close();
    }
  });
});

describe("a statement that runs too long", () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    if (testDbKind() === "pg") testDb = await openTestDatabase();
  });
  afterAll(async () => {
    await testDb?.close();
  });

  itOnPostgres("is cancelled at statement_timeout and counted as the database being unavailable", async () => {
    const database = await openDatabase({ kind: "pg", url: testDb.url as string, statementTimeoutMs: 200 });
    try {
      const started = Date.now();
      const error = await database.db.execute(sql`SELECT pg_sleep(3)`).then(
        () => null,
        (e: unknown) => e,
      );
      expect(Date.now() - started).toBeLessThan(2_000);
      expect((error as { cause?: { code?: string } }).cause?.code).toBe("57014");
      expect(isDatabaseUnavailable(error)).toBe(true);
      // The connection is fine afterwards: a quick statement runs.
      expect(await database.ping(1_000)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
