// `npm run bench:load`: the capacity of one box, by a realistic mix of what users do, on the bench's
// seeded volume (scripts/bench/seed.mjs, in full) with PostgreSQL, the API and this driver sharing
// the machine.
//
// The mix, per request: 40 % the militar's job board (a page, a later page, a text search), 15 %
// public job pages as the server renders them, 15 % a company's dashboard, jobs and candidates,
// 10 % applying to a job and withdrawing, 10 % messages (the list, a conversation, sending), 10 %
// other reads (the militar's dashboard, benefits, notifications, the session). SSE listeners stay
// connected throughout, as open tabs do.
//
// It steps through 16, 32, 64, 128 and 256 requests in flight (LOAD_STEPS to change), each for
// LOAD_SECONDS (default 20) after a short warm-up, and prints per step and per class the
// throughput, p50/p95/p99 and errors, and the API process's CPU time per request; then
// /api/health alone (the ceiling of the HTTP layer) and the same mix on two API processes (each
// request to one or the other in turn). Last it prints the capacity: the highest throughput with
// p99 ≤ 250 ms and no error, on one process and on two. With LOAD_ROUTES=1 each step also lists
// its routes, slowest p99 first (ids folded), to see which route a class's tail comes from. It
// prints figures; it is not a test.
//
// Usage: npm run bench:load [-- --no-build]   (LOAD_SECONDS=60 LOAD_STEPS=32,64 npm run bench:load;
// BENCH_KEEP_DB=1 keeps the database to study its plans, LOAD_REUSE_DB=<name> measures on a kept one
// without seeding it again, LOAD_ONE_ONLY=1 measures the mix on one process only, as a CPU profile
// with BENCH_CPU_PROFILE_DIR wants)
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { tsImport } from "tsx/esm/api";
import { freePort, log, md5uuid, ms, percentile, signIn } from "./bench/lib.mjs";
import { seedBench } from "./bench/seed.mjs";
import { startBuiltApp } from "./built-app.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
let adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** LOAD_REPLICA=1: a primary and a streaming replica of the bench's own; the lag-tolerant reads go to the replica. */
const WITH_REPLICA = process.env.LOAD_REPLICA === "1";
const SECONDS = Math.max(2, Number(process.env.LOAD_SECONDS ?? 20));
const WARMUP_MS = 3000;
const STEPS = (process.env.LOAD_STEPS ?? "16,32,64,128,256")
  .split(",")
  .map(Number)
  .filter((n) => n > 0);
/** The capacity's bounds: p99 at most this, and no error. */
const P99_BOUND_MS = 250;
const MILITARES = 64;
const COMPANIES = 32;
const LISTENERS = 40;
const BY_ROUTE = process.env.LOAD_ROUTES === "1";
/** A request's route with its ids folded: "/api/military/conversations/:id/messages". */
const routeOf = (method, pathname) =>
  `${method} ${pathname.split("?")[0].replace(/[0-9a-f]{8}-[0-9a-f-]{27}|\/vagas\/[^/]+/g, (m) => (m.startsWith("/vagas") ? "/vagas/:vaga" : ":id"))}`;

const { databaseUrl, withAdmin } = await tsImport(path.join(root, "apps/api/test/pg-admin.ts"), import.meta.url);
const links = await tsImport(path.join(root, "packages/shared/src/job-links.ts"), import.meta.url);
const { startReplicaPair } = await tsImport(path.join(root, "apps/api/test/pg-replica.ts"), import.meta.url);

/** Waits until the replica has replayed everything the primary had written when asked. */
async function replicaCaughtUp(primaryUrl, replicaUrl) {
  const ask = async (url, sql) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows[0];
    } finally {
      await client.end();
    }
  };
  const { lsn } = await ask(primaryUrl, "SELECT pg_current_wal_lsn()::text AS lsn");
  for (;;) {
    const { done } = await ask(replicaUrl, `SELECT pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn AS done`);
    if (done) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

// --- HTTP ------------------------------------------------------------------------------------------

/** One keep-alive client per API process; a request answers its status and, when asked, its body. */
function client(base) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const { hostname, port } = new URL(base);
  return (method, pathname, cookie, body, read = false) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers = { cookie, origin: base };
      if (payload !== undefined) {
        headers["content-type"] = "application/json";
        headers["content-length"] = Buffer.byteLength(payload);
      }
      const req = http.request({ hostname, port, path: pathname, method, agent, headers }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => {
          if (read) chunks.push(chunk);
        });
        res.on("end", () => resolve({ status: res.statusCode, body: read ? Buffer.concat(chunks).toString() : "" }));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(payload);
    });
}

/** An SSE stream held open as a tab does, from an address of its own (the per-address cap). */
function listen(base, cookie, index) {
  const { hostname, port } = new URL(base);
  const req = http.request({
    hostname,
    port,
    path: "/api/events",
    headers: {
      cookie,
      accept: "text/event-stream",
      "x-forwarded-for": `10.7.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    },
  });
  req.on("response", (res) => res.resume());
  req.on("error", () => {});
  req.end();
  return () => req.destroy();
}

/** The CPU time (user + system, ms) a process has used, from /proc. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

// --- The mix -------------------------------------------------------------------------------------

/**
 * The classes of the mix with their weights; each `run(worker, send)` makes one request and answers
 * whether it succeeded. `send` is a client of one process or the other.
 */
function mixOf(ctx) {
  const { militares, companies, publicPages, conversations, applyJobs } = ctx;
  const pick = (list, w, n) => list[(w * 7 + n) % list.length];
  let turn = 0;
  const queries = ["", "", "", "?q=logistica", "?q=motorista%20recife", "?regime=CLT", "?q=zarabatana"];
  // Each worker applies to its own job and withdraws it next: no two workers race on one pair.
  const pending = new Map();
  return [
    {
      name: "job board",
      weight: 40,
      run: async (w, send) => {
        const q = queries[turn++ % queries.length];
        return (await send("GET", `/api/military/jobs${q}`, pick(militares, w, turn))).status === 200;
      },
    },
    {
      name: "public job pages",
      weight: 15,
      run: async (w, send) => (await send("GET", pick(publicPages, w, turn++), "")).status === 200,
    },
    {
      name: "company dashboard and candidates",
      weight: 15,
      run: async (w, send) => {
        const paths = ["/api/company/dashboard", "/api/company/jobs", "/api/company/applications"];
        return (await send("GET", paths[turn++ % paths.length], pick(companies, w, turn))).status === 200;
      },
    },
    {
      name: "apply and withdraw",
      weight: 10,
      run: async (w, send) => {
        const militar = w % militares.length;
        const cookie = militares[militar];
        const applied = pending.get(w);
        if (applied) {
          pending.delete(w);
          return (await send("DELETE", `/api/military/applications/${applied}`, cookie)).status === 204;
        }
        const job = applyJobs[militar][Math.floor(w / militares.length) % applyJobs[militar].length];
        const res = await send("POST", `/api/military/jobs/${job}/apply`, cookie, undefined, true);
        if (res.status !== 201) return false;
        pending.set(w, JSON.parse(res.body).id);
        return true;
      },
    },
    {
      name: "messages",
      weight: 10,
      run: async (w, send) => {
        const n = turn++;
        const militar = w % militares.length;
        const cookie = militares[militar];
        const conversation = conversations[militar][n % conversations[militar].length];
        if (n % 10 < 5) return (await send("GET", "/api/military/conversations", cookie)).status === 200;
        if (n % 10 < 8)
          return (await send("GET", `/api/military/conversations/${conversation}/messages`, cookie)).status === 200;
        const body = { body: "Bom dia! Posso enviar o certificado hoje à tarde." };
        return (
          (await send("POST", `/api/military/conversations/${conversation}/messages`, cookie, body)).status === 201
        );
      },
    },
    {
      name: "other reads",
      weight: 10,
      run: async (w, send) => {
        const paths = ["/api/military/dashboard", "/api/military/benefits", "/api/notifications", "/api/session"];
        return (await send("GET", paths[turn++ % paths.length], pick(militares, w, turn))).status === 200;
      },
    },
  ];
}

/** Which class each of 100 consecutive requests belongs to, spread so the weights hold in any window. */
function schedule(classes) {
  const slots = [];
  for (const c of classes) for (let i = 0; i < c.weight; i++) slots.push(c);
  // A fixed shuffle: the same order every run.
  let seed = 7;
  for (let i = slots.length - 1; i > 0; i--) {
    seed = (seed * 16807) % 2147483647;
    const j = seed % (i + 1);
    [slots[i], slots[j]] = [slots[j], slots[i]];
  }
  return slots;
}

/**
 * Keeps `inFlight` requests of the mix in flight: WARMUP_MS unrecorded, then SECONDS recorded.
 * Answers each class's latencies and errors, and the whole's.
 */
async function drive({ inFlight, classes, sends, pids }) {
  const slots = schedule(classes);
  const stats = new Map(classes.map((c) => [c.name, { latencies: [], errors: 0 }]));
  /** Each route's latencies, when LOAD_ROUTES=1. */
  const routes = new Map();
  /** What the failed requests answered: "GET /api/... 500" → how many. */
  const failures = new Map();
  const timed = sends.map((send) =>
    BY_ROUTE
      ? async (method, pathname, ...rest) => {
          const started = performance.now();
          const res = await send(method, pathname, ...rest);
          if (recording && !stop) {
            const key = routeOf(method, pathname);
            if (!routes.has(key)) routes.set(key, []);
            routes.get(key).push(performance.now() - started);
          }
          return res;
        }
      : send,
  );
  let next = 0;
  let recording = false;
  let stop = false;
  const workers = Array.from({ length: inFlight }, async (_, w) => {
    while (!stop) {
      const n = next++;
      const c = slots[n % slots.length];
      const timedSend = timed[n % timed.length];
      // The last answer of this request, to say what an error was.
      let last = "no answer";
      const send = async (method, pathname, ...rest) => {
        const res = await timedSend(method, pathname, ...rest);
        last = `${routeOf(method, pathname)} ${res.status}`;
        return res;
      };
      const started = performance.now();
      let ok = false;
      try {
        ok = await c.run(w, send);
      } catch (error) {
        last = `${last}: ${error.message}`;
        ok = false;
      }
      if (!ok) await new Promise((r) => setImmediate(r));
      if (!recording || stop) continue;
      const s = stats.get(c.name);
      if (ok) s.latencies.push(performance.now() - started);
      else {
        s.errors += 1;
        failures.set(last, (failures.get(last) ?? 0) + 1);
      }
    }
  });
  await new Promise((r) => setTimeout(r, WARMUP_MS));
  recording = true;
  const cpuBefore = pids.map(cpuMs);
  const started = performance.now();
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  const elapsed = (performance.now() - started) / 1000;
  const cpuUsed = pids.map((pid, i) => cpuMs(pid) - cpuBefore[i]).reduce((a, b) => a + b, 0);
  stop = true;
  await Promise.all(workers);
  const summarize = (latencies, errors) => {
    latencies.sort((a, b) => a - b);
    return {
      rps: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      requests: latencies.length,
      errors,
    };
  };
  const perClass = classes.map((c) => {
    const s = stats.get(c.name);
    return { name: c.name, ...summarize(s.latencies, s.errors) };
  });
  const all = [...stats.values()];
  const whole = summarize(
    all.flatMap((s) => s.latencies),
    all.reduce((n, s) => n + s.errors, 0),
  );
  const perRoute = [...routes].map(([name, latencies]) => ({ name, ...summarize(latencies, 0) }));
  perRoute.sort((a, b) => b.p99 - a.p99);
  return { inFlight, whole, perClass, perRoute, failures, cpuPerRequest: cpuUsed / Math.max(1, whole.requests) };
}

function printStep(label, step) {
  const { whole } = step;
  log(
    `\n${label}, ${step.inFlight} in flight: ${whole.rps.toFixed(0)} req/s, p50 ${ms(whole.p50)}, p95 ${ms(whole.p95)}, p99 ${ms(whole.p99)}, ${whole.errors} errors, API CPU ${step.cpuPerRequest.toFixed(2)} ms per request`,
  );
  const width = Math.max(...[...step.perClass, ...step.perRoute].map((c) => c.name.length));
  for (const c of [...step.perClass, ...(step.perRoute.length ? [{ name: "by route:" }] : []), ...step.perRoute]) {
    if (c.rps === undefined) {
      log(`  ${c.name}`);
      continue;
    }
    log(
      `  ${c.name.padEnd(width)}  ${c.rps.toFixed(0).padStart(5)} req/s  p50 ${ms(c.p50).padStart(9)}  p95 ${ms(c.p95).padStart(9)}  p99 ${ms(c.p99).padStart(9)}  ${String(c.errors).padStart(4)} errors`,
    );
  }
  for (const [what, count] of step.failures) log(`  failed: ${what} (${count}×)`);
}

/** The highest throughput among the steps with p99 within the bound and no error, or null. */
function capacityOf(steps) {
  const within = steps.filter((s) => s.whole.p99 <= P99_BOUND_MS && s.whole.errors === 0);
  return within.length ? within.reduce((a, b) => (b.whole.rps > a.whole.rps ? b : a)) : null;
}

// --- Setup -----------------------------------------------------------------------------------------

/** The militares' and companies' sessions, and what the mix reads and writes as them. */
async function prepare({ base, url }) {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  try {
    // The militares of the load apply freely: a plan with no cap on active applications.
    const militarIds = Array.from({ length: MILITARES }, (_, u) => `bench-mil-${u}`);
    await pool.query("UPDATE military_profiles SET plan = 'PREMIUM' WHERE user_id = ANY($1)", [militarIds]);
    const militares = [];
    for (let u = 0; u < MILITARES; u++) militares.push(await signIn(base, `militar${u}@bench.pm`, u));
    const companies = [];
    for (let i = 0; i < COMPANIES; i++) companies.push(await signIn(base, `empresa${i + 1}@bench.pm`, MILITARES + i));
    // For each militar, eight listed jobs he has not applied to: his to apply to and withdraw from.
    const { rows: open } = await pool.query(
      `SELECT u, array_agg(x.id) AS jobs FROM generate_series(0, $1 - 1) u
       CROSS JOIN LATERAL (
         SELECT j.id FROM jobs j JOIN companies c ON c.id = j.company_id
         WHERE j.active AND j.expires_at > now() + interval '1 day' AND c.payment_status = 'completed'
           AND NOT EXISTS (SELECT 1 FROM job_applications a WHERE a.job_id = j.id AND a.user_id = 'bench-mil-' || u)
         ORDER BY j.created_at DESC OFFSET u * 8 LIMIT 8) x
       GROUP BY u ORDER BY u`,
      [MILITARES],
    );
    const applyJobs = open.map((r) => r.jobs);
    const conversations = militarIds.map((_, u) => Array.from({ length: 5 }, (_, k) => md5uuid(`conv${u * 5 + k}`)));
    const { rows } = await pool.query(
      `SELECT j.id, j.title FROM jobs j JOIN companies c ON c.id = j.company_id
       WHERE j.active AND j.expires_at > now() AND c.payment_status = 'completed' ORDER BY j.created_at DESC LIMIT 2000`,
    );
    const rendered = fs.existsSync(path.join(root, "apps/web/dist-server/entry-server.js"));
    const publicPages = rendered
      ? rows.map((job) => links.publicJobPath(job))
      : rows.map((job) => `/api/public/jobs/${job.id}`);
    if (!rendered) log("apps/web/dist-server is missing (run `npm run build`): public pages read through their API");
    return { militares, companies, applyJobs, conversations, publicPages };
  } finally {
    await pool.end();
  }
}

async function main() {
  if (!process.argv.includes("--no-build")) {
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const pair = WITH_REPLICA ? await startReplicaPair({ max_connections: "200" }) : null;
  if (pair) adminUrl = pair.primaryUrl;
  const reused = WITH_REPLICA ? undefined : process.env.LOAD_REUSE_DB;
  const dbName = reused ?? `pm_load_${randomBytes(4).toString("hex")}`;
  const url = databaseUrl(adminUrl, dbName);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pm-bench-load-"));
  const servers = [];
  const listeners = [];
  const cleanup = async () => {
    for (const close of listeners) close();
    for (const server of servers) await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (pair) {
      pair.stop();
      log("\nstopped the bench's primary and replica");
      return;
    }
    if (process.env.BENCH_KEEP_DB || reused) {
      log(`\nkept ${dbName} (BENCH_KEEP_DB): drop it with DROP DATABASE ${dbName}`);
      return;
    }
    await withAdmin(adminUrl, (c) =>
      c.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(dbName)} WITH (FORCE)`),
    ).catch((error) => console.error(`could not drop ${dbName}: ${error.message}`));
    log(`\ndropped ${dbName}`);
  };
  process.once("SIGINT", () => void cleanup().then(() => process.exit(130)));

  try {
    if (!reused) await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${pg.escapeIdentifier(dbName)}`));
    const env = {
      HOST: "127.0.0.1",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? "10",
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      TRUST_PROXY: "true",
      SMTP_URL: "",
      ...(pair ? { DATABASE_READ_URL: databaseUrl(pair.replicaUrl, dbName) } : {}),
    };
    const first = await startBuiltApp({ port: await freePort(), host: "127.0.0.1", env });
    servers.push(first);
    log(`database ${dbName}; ${os.availableParallelism()} CPU cores shared by PostgreSQL, the API and this driver`);
    if (!reused) {
      log("seeding the bench's volume:");
      const seeded = performance.now();
      await seedBench(url, { full: true, measures: () => false });
      log(`  seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    }
    if (pair) {
      const waited = performance.now();
      await replicaCaughtUp(url, databaseUrl(pair.replicaUrl, dbName));
      log(`  the replica replayed the seed ${((performance.now() - waited) / 1000).toFixed(1)} s later`);
    }
    const ctx = await prepare({ base: first.base, url });
    for (let i = 0; i < LISTENERS; i++) {
      const cookie = i % 2 === 0 ? ctx.militares[i % MILITARES] : ctx.companies[i % COMPANIES];
      listeners.push(listen(first.base, cookie, i));
    }
    log(`${MILITARES} militares and ${COMPANIES} companies signed in; ${LISTENERS} SSE listeners connected`);
    log(`each step: ${WARMUP_MS / 1000} s warm-up, then ${SECONDS} s measured`);

    const classes = mixOf(ctx);
    const one = [client(first.base)];
    const steps = [];
    for (const inFlight of STEPS) {
      const step = await drive({ inFlight, classes, sends: one, pids: [first.pid] });
      printStep("one API process", step);
      steps.push(step);
    }

    if (pair) {
      const health = await (await fetch(`${first.base}/api/health`)).json();
      const client = new pg.Client({ connectionString: databaseUrl(pair.replicaUrl, dbName) });
      await client.connect();
      const { rows } = await client
        .query("SELECT xact_commit::bigint AS n FROM pg_stat_database WHERE datname = current_database()")
        .finally(() => client.end());
      log(`\nthe replica: ${JSON.stringify(health.replicas)}, ${rows[0]?.n ?? 0} transactions (reads) run on it`);
    }
    if (process.env.LOAD_ONE_ONLY === "1") return;
    const health = await drive({
      inFlight: 64,
      classes: [
        {
          name: "/api/health",
          weight: 1,
          run: async (_w, send) => (await send("GET", "/api/health", "")).status === 200,
        },
      ],
      sends: one,
      pids: [first.pid],
    });
    printStep("/api/health alone (the HTTP layer's ceiling)", health);

    const second = await startBuiltApp({ port: await freePort(), host: "127.0.0.1", env });
    servers.push(second);
    const two = [client(first.base), client(second.base)];
    const twoSteps = [];
    for (const inFlight of STEPS) {
      const step = await drive({ inFlight, classes, sends: two, pids: [first.pid, second.pid] });
      printStep("two API processes", step);
      twoSteps.push(step);
    }

    log(`\ncapacity (the highest throughput with p99 ≤ ${P99_BOUND_MS} ms and no error):`);
    for (const [label, list] of [
      ["one API process", steps],
      ["two API processes", twoSteps],
    ]) {
      const best = capacityOf(list);
      log(
        best
          ? `  ${label}: ${best.whole.rps.toFixed(0)} req/s at ${best.inFlight} in flight (p99 ${ms(best.whole.p99)})`
          : `  ${label}: no step within the bound`,
      );
    }
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
