// The database may restart, fail over or drop connections at any time: the LISTEN connection
// reconnects and listens again, open streams are told to refetch what they show, the pages kept
// in memory are dropped, and /api/health says 'degraded' while changes cannot be heard.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { publicJobPath } from "@pm/shared/job-links";
import { eq } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { job, paidCompany } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/harness";
import { openStream } from "../../test/realtime-helpers";
import { itOnPostgres, openTestDatabase, type TestDatabase, testDbKind } from "../../test/test-database";
import type { Database } from "../db/client";
import type { ListenerEvents } from "../db/listener";
import { jobs } from "../db/schema/jobs";
import { RealtimeHub } from "./hub";

/** Renders a job's page from the real data source: 410 once the job is no longer open. */
const JOB_RENDERER = `
export async function render(url, data) {
  const ref = new URL(url, "http://x").pathname.split("/").pop();
  const lookup = await data.job(ref);
  const status = lookup.status === "gone" ? 410 : lookup.status === "missing" ? 404 : 200;
  return { html: "<main>" + lookup.status + "</main>", status, head: null };
}
`;

function builtWeb() {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "pm-restart-"));
  fs.mkdirSync(path.join(base, "dist", "vagas"), { recursive: true });
  fs.mkdirSync(path.join(base, "dist-server"));
  fs.writeFileSync(path.join(base, "dist", "spa.html"), "<!doctype html><div id=root></div>");
  fs.writeFileSync(
    path.join(base, "dist", "vagas", "_vaga.html"),
    '<!doctype html><html lang="pt-BR"><head><title>Vaga</title></head><body><div id="root"><!--app--></div></body></html>',
  );
  fs.writeFileSync(path.join(base, "dist-server", "entry-server.js"), JOB_RENDERER);
  fs.writeFileSync(path.join(base, "package.json"), '{ "type": "module" }');
  return base;
}

/** Ends every connection to the test database but this one, as a restart or a failover would. */
async function terminateBackends(url: string, which: "listener" | "all") {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()
         AND ($1 = 'all' OR query ILIKE 'LISTEN%')`,
      [which],
    );
    return rows.filter((r) => r.ended).length;
  } finally {
    await admin.end();
  }
}

describe("a database restart", () => {
  let testDb: TestDatabase;
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    if (testDbKind() !== "pg") return;
    testDb = await openTestDatabase();
    base = builtWeb();
    t = await createTestApp({ database: testDb.database, env: { WEB_DIST: path.join(base, "dist") } });
    await t.deps.realtime.start();
  });
  afterAll(async () => {
    if (testDbKind() !== "pg") return;
    await t.deps.realtime.stop();
    await testDb.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  itOnPostgres("reconnects the listener: streams refetch, later changes arrive, kept pages are dropped", async () => {
    const { user, company } = await paidCompany(t, { name: "Reconecta Transportes" });
    const open = await job(t, company.id, { title: "Motorista de Caminhão" });
    const page = publicJobPath(open);
    const stream = await openStream(user.client, t);

    const before = await t.client().get(page);
    expect(before.status).toBe(200);
    expect(String(before.body)).toContain("<main>active</main>");

    // The listener and the pool's connections end, as in `pg_ctl restart -m fast`.
    expect(await terminateBackends(testDb.url as string, "all")).toBeGreaterThanOrEqual(1);
    await stream.waitFor(() => stream.names.includes("resync"), 10_000);
    expect(t.deps.realtime.isListening).toBe(true);
    expect((await t.client().get("/api/health")).status).toBe(200);

    // A change made after the reconnection reaches the stream, and the page kept before answers
    // for the job as it is now.
    await t.db.update(jobs).set({ active: false }).where(eq(jobs.id, open.id));
    await stream.waitFor(() => stream.events.some((e) => e.table === "jobs" && e.id === open.id), 10_000);
    const after = await t.client().get(page);
    expect(after.status).toBe(410);
    await stream.close();
  });

  itOnPostgres("reconnects again and again when only the listener is ended", async () => {
    const { user, company } = await paidCompany(t, { name: "Repetida Segurança" });
    const stream = await openStream(user.client, t);
    for (let round = 1; round <= 3; round++) {
      expect(await terminateBackends(testDb.url as string, "listener")).toBe(1);
      await stream.waitFor(() => stream.names.filter((n) => n === "resync").length === round, 10_000);
      const created = await job(t, company.id, { title: `Vigilante ${round}` });
      await stream.waitFor(() => stream.events.some((e) => e.id === created.id), 10_000);
    }
    await stream.close();
  });
});

/** A database whose LISTEN connection the test drops and restores, and whose ping it decides. */
function controllableDatabase(real: Database) {
  let events: ListenerEvents | undefined;
  let answers = true;
  const database: Database = {
    ...real,
    async listen(_channel, _onPayload, listenerEvents) {
      events = listenerEvents;
      return async () => {};
    },
    ping: async () => answers,
  };
  return {
    database,
    dropListener: () => events?.onDown?.(),
    restoreListener: () => events?.onUp?.(),
    setPing: (ok: boolean) => {
      answers = ok;
    },
  };
}

describe("/api/health and the kept pages while changes cannot be heard", () => {
  let t: TestApp;
  let base: string;
  let control: ReturnType<typeof controllableDatabase>;
  beforeAll(async () => {
    base = builtWeb();
    t = await createTestApp({ env: { WEB_DIST: path.join(base, "dist") } });
    control = controllableDatabase(t.database);
    t.deps.database = control.database;
    t.deps.realtime = new RealtimeHub(control.database, pino({ level: "silent" }));
    await t.deps.realtime.start();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  /** The probe asks the database at most once a second: wait out the remembered answer. */
  const probe = async () => {
    await new Promise((r) => setTimeout(r, 1_050));
    return t.client().get("/api/health");
  };

  it("answers ok while the database answers and changes are heard", async () => {
    const res = await t.client().get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it("says degraded (503) while the listener reconnects, and ok once it is back", async () => {
    control.dropListener();
    const down = await probe();
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ ok: false, status: "degraded", database: true, realtime: false });
    control.restoreListener();
    expect((await probe()).status).toBe(200);
  });

  it("says degraded (503) while the database does not answer", async () => {
    control.setPing(false);
    const down = await probe();
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ ok: false, status: "degraded", database: false, realtime: true });
    control.setPing(true);
    expect((await probe()).status).toBe(200);
  });

  it("drops the pages it kept when the listener is lost, so a change made meanwhile is not hidden", async () => {
    const { company } = await paidCompany(t, { name: "Cache Limpo Ltda" });
    const open = await job(t, company.id, { title: "Auxiliar de Almoxarifado" });
    const page = publicJobPath(open);
    expect((await t.client().get(page)).status).toBe(200);
    // No notification reaches this hub (its listener is the test's): the kept page is stale…
    await t.db.update(jobs).set({ active: false }).where(eq(jobs.id, open.id));
    expect((await t.client().get(page)).status).toBe(200);
    // …until the hub learns that changes may have gone unheard.
    control.dropListener();
    expect((await t.client().get(page)).status).toBe(410);
    control.restoreListener();
  });
});
