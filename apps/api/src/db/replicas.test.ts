// Reads from a real streaming replica (pg_basebackup of a primary of the test's own): the reads
// that tolerate lag go to it, a browser that has just written reads on the primary, a replica that
// lags or stops serves nothing, and a read whose replica fails is answered from the primary.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar, job, paidCompany } from "../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../test/harness";
import { type ReplicaPair, startReplicaPair } from "../../test/pg-replica";
import { testDbKind } from "../../test/test-database";
import { RECENT_WRITE_COOKIE } from "../http/read-db";
import { type Database, openDatabase } from "./client";
import { lsnValue, openReadReplicas } from "./replicas";

// It needs a PostgreSQL server's programs (initdb, pg_basebackup): it runs in the PostgreSQL
// project, and is reported as skipped on PGlite, as the race tests are.
const describeOnPostgres = testDbKind() === "pg" ? describe : describe.skip;

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("a WAL position", () => {
  it("orders as the server orders it", () => {
    expect(lsnValue("0/16B3748")).toBe(0x16b3748n);
    expect(lsnValue("1/0") > lsnValue("0/FFFFFFFF")).toBe(true);
    expect(lsnValue("16/B374D848")).toBe((0x16n << 32n) + 0xb374d848n);
  });
});

describeOnPostgres("reads on a streaming replica", () => {
  let pair: ReplicaPair;
  let database: Database;
  let t: TestApp;
  let company: Awaited<ReturnType<typeof paidCompany>>;
  let militar: TestUser;

  const titles = (body: unknown) => (body as { jobs: { title: string }[] }).jobs.map((j) => j.title);
  const replicaHealth = async () =>
    ((await t.client().get("/api/health")).body as { replicas?: { healthy: boolean }[] }).replicas ?? [];

  beforeAll(async () => {
    pair = await startReplicaPair();
    // A lag of a minute allowed: a paused replica keeps serving during the test, so what it serves
    // can be told apart from the primary's.
    database = await openDatabase({
      kind: "pg",
      url: pair.primaryUrl,
      readUrls: [pair.replicaUrl],
      readMaxLagMs: 60_000,
    });
    await database.migrate();
    t = await createTestApp({ database, env: { DATABASE_READ_MAX_LAG_MS: "60000" } });
    company = await paidCompany(t, { name: "Réplica Logística" });
    await job(t, company.company.id, { title: "Conferente de Carga" });
    militar = await completedMilitar(t);
    // /api/health counts the realtime listener, as in production.
    await t.deps.realtime.start();
    await database.replicas?.check();
    await until(replicaHealth, (r) => r[0]?.healthy === true);
  }, 120_000);

  afterAll(async () => {
    await t?.deps.realtime.stop();
    await t?.close();
    await database?.close();
    pair?.stop();
  });

  it("serves the public list from the replica, and a browser that wrote reads its write on the primary", async () => {
    const visitor = t.client();
    const before = await until(
      () => visitor.get("/api/public/jobs"),
      (r) => titles(r.body).includes("Conferente de Carga"),
    );
    expect(titles(before.body)).toContain("Conferente de Carga");

    await pair.pauseReplay();
    try {
      // The company publishes through the API: its browser is told it has just written.
      const created = await company.user.client.post("/api/company/jobs", {
        title: "Operador de Empilhadeira",
        description: "Movimentação de cargas no armazém, com certificado de operador.",
        city: "Campinas, SP",
        regime: "CLT",
        requirements: [],
        benefits: [],
      });
      expect(created.status).toBe(201);
      expect(created.setCookies.find((line) => line.startsWith(`${RECENT_WRITE_COOKIE}=`))).toMatch(
        /^pm\.recent_write=1;.*Max-Age=5/,
      );

      // A visitor reads the replica, which has not replayed the job yet.
      const stale = await visitor.get("/api/public/jobs");
      expect(stale.status).toBe(200);
      expect(titles(stale.body)).toContain("Conferente de Carga");
      expect(titles(stale.body)).not.toContain("Operador de Empilhadeira");

      // A militar with no recent write reads the replica too; once he writes, the primary.
      militar.client.jar.delete(RECENT_WRITE_COOKIE);
      expect(titles((await militar.client.get("/api/military/jobs")).body)).not.toContain("Operador de Empilhadeira");
      const saved = await militar.client.put(`/api/military/jobs/${(created.body as { id: string }).id}/bookmark`);
      expect(saved.status).toBeLessThan(300);
      expect(militar.client.jar.get(RECENT_WRITE_COOKIE)).toBe("1");
      const own = await militar.client.get("/api/military/jobs");
      expect(titles(own.body)).toContain("Operador de Empilhadeira");
    } finally {
      await pair.resumeReplay();
    }
    const caughtUp = await until(
      () => visitor.get("/api/public/jobs"),
      (r) => titles(r.body).includes("Operador de Empilhadeira"),
    );
    expect(titles(caughtUp.body)).toContain("Operador de Empilhadeira");
  });

  it("a replica that stops: reads are answered from the primary, and /api/health says it is down", async () => {
    pair.stopReplica();
    try {
      const visitor = t.client();
      const page = await visitor.get("/api/public/jobs");
      expect(page.status).toBe(200);
      expect(titles(page.body)).toContain("Conferente de Carga");
      await database.replicas?.check();
      const health = await t.client().get("/api/health");
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ ok: true, replicas: [{ healthy: false, lagMs: null }] });
      expect(database.replicas?.pick()).toBeNull();
    } finally {
      pair.startReplica();
    }
    await database.replicas?.check();
    const back = await until(replicaHealth, (r) => r[0]?.healthy === true);
    expect(back).toMatchObject([{ healthy: true }]);
  });

  it("a replica further behind than allowed serves nothing until it catches up", async () => {
    const primary = new pg.Pool({ connectionString: pair.primaryUrl, max: 2 });
    const strict = openReadReplicas({
      urls: [pair.replicaUrl],
      primary,
      maxLagMs: 300,
      poolSize: 2,
      statementTimeoutMs: 5_000,
      connectTimeoutMs: 5_000,
      checkEveryMs: 0,
    });
    try {
      await strict.check();
      expect(strict.status()[0]?.healthy).toBe(true);
      expect(strict.pick()).not.toBeNull();
      await pair.pauseReplay();
      await job(t, company.company.id, { title: "Auxiliar de Expedição" });
      await new Promise((r) => setTimeout(r, 450));
      await strict.check();
      const [lagging] = strict.status();
      expect(lagging?.healthy).toBe(false);
      expect(lagging?.lagMs).toBeGreaterThan(300);
      expect(strict.pick()).toBeNull();
    } finally {
      await pair.resumeReplay();
    }
    const caughtUp = await until(
      async () => {
        await strict.check();
        return strict.status()[0]?.healthy;
      },
      (healthy) => healthy === true,
    );
    expect(caughtUp).toBe(true);
    await strict.close();
    await primary.end();
  });
});
