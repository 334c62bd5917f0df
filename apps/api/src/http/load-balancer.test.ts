// The configuration the README gives for several API processes behind HAProxy
// (deploy/haproxy.cfg), run in front of two processes of this app on one PostgreSQL database:
// requests reach both, an event stream passes through as it is written, and a process that stops
// is routed around without a failed request.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { job, paidCompany } from "../../test/factories";
import { freePort } from "../../test/free-port";
import type { TestApp } from "../../test/harness";
import { readEvents, twoApiProcesses } from "../../test/realtime-helpers";
import { testDbKind } from "../../test/test-database";

const CONFIG = path.join(import.meta.dirname, "../../../../deploy/haproxy.cfg");
// Two processes across one database need PostgreSQL's LISTEN; it runs in the PostgreSQL project,
// where CI installs HAProxy (.ci/run), and is reported as skipped on PGlite.
const describeOnPostgres = testDbKind() === "pg" ? describe : describe.skip;

/** The README's file with this test's ports: the proxy's, and each process's. */
function configFor(proxyPort: number, apiPorts: [number, number]): string {
  const text = fs.readFileSync(CONFIG, "utf8");
  const replaced = text
    .replace(/^(\s*bind )\S+/m, `$1127.0.0.1:${proxyPort}`)
    .replace(/^(\s*server api1 )\S+/m, `$1127.0.0.1:${apiPorts[0]}`)
    .replace(/^(\s*server api2 )\S+/m, `$1127.0.0.1:${apiPorts[1]}`)
    // Checks every 2 s in production; faster here, so the test waits less for a verdict.
    .replace(/inter 2s/, "inter 300ms");
  if (replaced === text) throw new Error("deploy/haproxy.cfg no longer has the lines this test fills in");
  return replaced;
}

describeOnPostgres("the HAProxy configuration of the README", () => {
  const processes = twoApiProcesses();
  let servers: ServerType[] = [];
  let proxy: ChildProcess;
  let base: string;
  let dir: string;
  const served = [0, 0];

  beforeAll(async () => {
    const haproxy = spawnSync("haproxy", ["-v"], { encoding: "utf8" });
    if (haproxy.status !== 0) throw new Error("HAProxy is not installed: apt-get install haproxy (.ci/run does)");
    const ports: [number, number] = [await freePort(), await freePort()];
    servers = ([processes.a, processes.b] as TestApp[]).map((t, i) =>
      serve({
        port: ports[i] as number,
        hostname: "127.0.0.1",
        fetch: (request, env) => {
          // The health checks are the proxy's, not requests it forwards.
          if (!new URL(request.url).pathname.startsWith("/api/health")) served[i] = (served[i] ?? 0) + 1;
          return t.app.fetch(request, env);
        },
      }),
    );
    const proxyPort = await freePort();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "pm-haproxy-"));
    const file = path.join(dir, "haproxy.cfg");
    fs.writeFileSync(file, configFor(proxyPort, ports));
    const check = spawnSync("haproxy", ["-c", "-f", file], { encoding: "utf8" });
    expect(check.status, check.stderr).toBe(0);
    proxy = spawn("haproxy", ["-db", "-f", file], { stdio: "ignore" });
    base = `http://127.0.0.1:${proxyPort}`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error("HAProxy did not answer");
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 30_000);

  afterAll(async () => {
    proxy?.kill();
    for (const server of servers) server.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("spreads requests over both processes, and a stream passes through as the process writes it", async () => {
    const { a } = processes;
    const { user, company } = await paidCompany(a, { name: "Balanceada Transportes" });
    served.fill(0);
    for (let i = 0; i < 4; i++) {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          fetch(`${base}/api/session`, { headers: { cookie: user.client.cookieHeader() } }),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    }
    expect(served[0]).toBeGreaterThan(0);
    expect(served[1]).toBeGreaterThan(0);

    const res = await fetch(`${base}/api/events`, { headers: { cookie: user.client.cookieHeader() } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const stream = readEvents(res);
    try {
      // A buffering proxy would hold these small writes back until its buffer filled.
      await stream.ready();
      const created = await job(a, company.id, { title: "Motorista Balanceado" });
      await stream.waitFor(() => stream.events.some((e) => e.table === "jobs" && e.id === created.id), 5_000);
    } finally {
      await stream.close();
    }
  });

  it("a process that stops is routed around: every request still answers", async () => {
    const { a } = processes;
    const { user } = await paidCompany(a, { name: "Resiliente Serviços" });
    // The second process stops: it takes no connection and ends those it has.
    const stopped = new Promise<void>((resolve) => servers[1]?.close(() => resolve()));
    (servers[1] as unknown as { closeAllConnections: () => void }).closeAllConnections();
    await stopped;
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${base}/api/session`, { headers: { cookie: user.client.cookieHeader() } });
      statuses.push(res.status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});
