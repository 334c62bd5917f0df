// `npm run chaos`: two API processes on a throwaway PostgreSQL instance, under a steady load of
// writes and reads and with realtime streams open on both, while the database is restarted
// (`pg_ctl restart -m fast`), stopped hard for 10 s (`-m immediate`), and while only the LISTEN
// connections are ended. For each it prints the failed requests, the seconds until both processes
// serve writes again, the acknowledged writes missing from the database (must be 0) and the
// change events delivered to both streams after recovery (must be all); last, SIGTERM on one
// process under load: how long it took, and what its clients saw.
//
// Usage: npm run chaos [-- --no-build]    (CHAOS_STOP_SECONDS=10 by default)
// Needs PostgreSQL's server binaries (initdb, pg_ctl) on this machine; the instance lives in a
// temporary folder on a free port and is removed at the end. Nothing leaves 127.0.0.1.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { signIn, startBuiltApp } from "./built-app.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const STOP_SECONDS = Number(process.env.CHAOS_STOP_SECONDS ?? 10);
const WRITERS = 8;
const AFTER_RECOVERY_WRITES = 30;
const PASSWORD = "demo1234";
const COMPANY = "rh@logisticaforte.com.br";
const MILITAR = "joao.silva@exemplo.com.br";

const log = (...args) => console.error("·", ...args);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- the throwaway PostgreSQL
function pgBin(name) {
  const versions = fs.existsSync("/usr/lib/postgresql") ? fs.readdirSync("/usr/lib/postgresql").sort() : [];
  for (const v of versions.reverse()) {
    const file = `/usr/lib/postgresql/${v}/bin/${name}`;
    if (fs.existsSync(file)) return file;
  }
  return name;
}

async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
function asPostgres(file, args) {
  const isRoot = process.getuid?.() === 0;
  const [cmd, argv] = isRoot ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
  return execFileSync(cmd, argv, { stdio: ["ignore", "pipe", "pipe"] }).toString();
}

async function startInstance() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pm-chaos-"));
  const data = path.join(dir, "data");
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  const port = await freePort();
  asPostgres(pgBin("initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const ctl = (...args) =>
    asPostgres(pgBin("pg_ctl"), [
      "-D",
      data,
      "-l",
      path.join(dir, "log"),
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200`,
      "-w",
      ...args,
    ]);
  ctl("start");
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    restartFast: () => ctl("restart", "-m", "fast"),
    stopImmediate: () => ctl("stop", "-m", "immediate"),
    start: () => ctl("start"),
    remove() {
      try {
        ctl("stop", "-m", "immediate");
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function sql(url, text, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- clients
/** A browser's realtime stream, reopened when it ends (as EventSource does). */
function openStream(base, cookie) {
  const state = { changes: 0, resyncs: 0, reconnects: 0, opened: 0, stopped: false };
  const run = async () => {
    while (!state.stopped) {
      try {
        const res = await fetch(`${base}/api/events`, { headers: { cookie } });
        if (res.status !== 200) throw new Error(String(res.status));
        state.opened += 1;
        const decoder = new TextDecoder();
        let buffer = "";
        for await (const chunk of res.body) {
          if (state.stopped) break;
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            const event = buffer.slice(0, end).match(/^event: (.*)$/m)?.[1];
            buffer = buffer.slice(end + 2);
            if (event === "change") state.changes += 1;
            if (event === "resync") state.resyncs += 1;
            if (event === "reconnect") state.reconnects += 1;
            end = buffer.indexOf("\n\n");
          }
        }
      } catch {
        // The process is gone or refusing: retry as a browser does.
      }
      if (!state.stopped) await sleep(500);
    }
  };
  const done = run();
  return {
    state,
    async stop() {
      state.stopped = true;
      await Promise.race([done, sleep(1000)]);
    },
  };
}

/** Writers sending messages through both processes; every answer is recorded. */
function startLoad(bases, cookie, conversationId) {
  const results = [];
  const acked = [];
  let stopped = false;
  let n = 0;
  const writer = async (w) => {
    while (!stopped) {
      const base = bases[w % bases.length];
      const at = Date.now();
      let status;
      try {
        const res = await fetch(`${base}/api/company/conversations/${conversationId}/messages`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: base, cookie },
          body: JSON.stringify({ body: `Mensagem de carga ${++n}` }),
          signal: AbortSignal.timeout(15_000),
        });
        status = res.status;
        if (res.status === 201) acked.push((await res.json()).id);
        else await res.body?.cancel();
      } catch {
        status = "conexão";
      }
      results.push({ at, base, status });
      if (status !== 201) await sleep(100);
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
  return {
    results,
    acked,
    async stop() {
      stopped = true;
      await Promise.all(writers);
    },
  };
}

/** Until a write succeeds through every process (a health answer alone is not serving). */
async function untilServing(bases, cookie, conversationId, limitMs = 120_000) {
  const pending = new Set(bases);
  const until = Date.now() + limitMs;
  while (pending.size > 0 && Date.now() < until) {
    for (const base of [...pending]) {
      try {
        const health = await fetch(`${base}/api/health`);
        if (health.status !== 200) continue;
        const res = await fetch(`${base}/api/company/conversations/${conversationId}/messages`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: base, cookie },
          body: JSON.stringify({ body: "Verificação de recuperação" }),
        });
        if (res.status === 201) pending.delete(base);
      } catch {
        // not yet
      }
    }
    if (pending.size > 0) await sleep(100);
  }
  return pending.size === 0;
}

/** Writes one by one after recovery; each must reach every stream. */
async function deliveredAfterRecovery(bases, cookie, conversationId, streams) {
  let delivered = 0;
  for (let i = 0; i < AFTER_RECOVERY_WRITES; i++) {
    const before = streams.map((s) => s.state.changes);
    const base = bases[i % bases.length];
    const res = await fetch(`${base}/api/company/conversations/${conversationId}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie },
      body: JSON.stringify({ body: `Depois da recuperação ${i + 1}` }),
    });
    await res.body?.cancel();
    const until = Date.now() + 3_000;
    while (Date.now() < until && streams.some((s, k) => s.state.changes <= before[k])) await sleep(10);
    delivered += streams.filter((s, k) => s.state.changes > before[k]).length;
  }
  return { delivered, expected: AFTER_RECOVERY_WRITES * streams.length };
}

// ---------------------------------------------------------------- the run
async function main() {
  if (!process.argv.includes("--no-build")) {
    const build = spawnSync("npm", ["run", "build", "-w", "@pm/api"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const instance = await startInstance();
  log(`throwaway PostgreSQL at ${instance.url.replace(/\/\/.*@/, "//")}`);
  const apps = [];
  try {
    const seed = spawnSync("npx", ["tsx", "apps/api/scripts/seed.ts"], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DATABASE_URL: instance.url },
    });
    if (seed.status !== 0) throw new Error("the seed failed");

    const env = {
      DATABASE_URL: instance.url,
      AUTH_SECRET: "chaos-secret-0123456789abcdef0123456789abcdef",
      LOG_LEVEL: "fatal",
      DATABASE_POOL_SIZE: "10",
      SHUTDOWN_TIMEOUT_S: "10",
      RATE_LIMIT_IP_MULTIPLIER: "100",
    };
    for (const _ of [0, 1]) apps.push(await startBuiltApp({ port: await freePort(), host: "127.0.0.1", env }));
    const bases = apps.map((a) => a.base);
    const cookie = await signIn(bases[0], COMPANY, PASSWORD);
    const militar = await signIn(bases[0], MILITAR, PASSWORD);
    const list = await (await fetch(`${bases[0]}/api/company/conversations`, { headers: { cookie } })).json();
    const conversationId = list.conversations.find((c) => /João/.test(JSON.stringify(c)))?.id;
    if (!conversationId) throw new Error("the seeded conversation with João Silva is missing");

    const scenarios = [
      { name: "restart -m fast", act: () => instance.restartFast() },
      {
        name: `stop -m immediate, ${STOP_SECONDS} s down`,
        act: async () => {
          instance.stopImmediate();
          await sleep(STOP_SECONDS * 1000);
          instance.start();
        },
      },
      {
        name: "LISTEN connections terminated",
        act: () =>
          sql(instance.url, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query ILIKE 'LISTEN%'"),
      },
    ];

    const table = [];
    for (const scenario of scenarios) {
      const streams = bases.map((b) => openStream(b, militar));
      await sleep(1_000);
      const load = startLoad(bases, cookie, conversationId);
      await sleep(2_000);
      const began = Date.now();
      await scenario.act();
      const serving = await untilServing(bases, cookie, conversationId);
      const backAfter = (Date.now() - began) / 1000;
      await sleep(1_000);
      await load.stop();
      // Streams reconnected by themselves (the process stayed up): give the hub a moment to listen.
      const { delivered, expected } = await deliveredAfterRecovery(bases, cookie, conversationId, streams);
      for (const s of streams) await s.stop();
      const [{ found }] = await sql(instance.url, "SELECT count(*)::int AS found FROM messages WHERE id = ANY($1)", [
        load.acked,
      ]);
      const failed = load.results.filter((r) => r.status !== 201);
      const byStatus = {};
      for (const f of failed) byStatus[f.status] = (byStatus[f.status] ?? 0) + 1;
      const alive = apps.every((a) => a.alive());
      table.push({
        scenario: scenario.name,
        requests: load.results.length,
        failed: failed.length,
        "failed by answer":
          Object.entries(byStatus)
            .map(([k, v]) => `${k}×${v}`)
            .join(" ") || "—",
        "s until serving": serving ? backAfter.toFixed(1) : "never",
        "acked writes missing": load.acked.length - found,
        "events after recovery": `${delivered}/${expected}`,
        resyncs: streams.map((s) => s.state.resyncs).join("+"),
        "processes alive": alive ? "2/2" : "NO",
      });
      log(`${scenario.name}: done`);
    }
    console.log("\nDatabase disruptions, two API processes, %d writers:\n", WRITERS);
    console.table(table);

    // SIGTERM on the first process under load, with a stream open on it.
    const stream = openStream(bases[0], militar);
    await sleep(1_000);
    const load = startLoad(bases, cookie, conversationId);
    await sleep(1_500);
    const sent = Date.now();
    const exit = await apps[0].terminate();
    const tookMs = Date.now() - sent;
    await sleep(500);
    await load.stop();
    await stream.stop();
    const onFirst = load.results.filter((r) => r.base === bases[0] && r.at >= sent - 200);
    const answered = {};
    for (const r of onFirst) answered[r.status] = (answered[r.status] ?? 0) + 1;
    console.log("\nSIGTERM under load (one of the two processes):\n");
    console.table([
      {
        "exit code": exit,
        "ms to exit": tookMs,
        "its requests after SIGTERM": Object.entries(answered)
          .map(([k, v]) => `${k}×${v}`)
          .join(" "),
        "5xx other than 503": onFirst.filter((r) => typeof r.status === "number" && r.status >= 500 && r.status !== 503)
          .length,
        "stream told to reconnect": stream.state.reconnects > 0 ? "yes" : "no",
      },
    ]);
  } finally {
    for (const app of apps) await app.stop();
    instance.remove();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
