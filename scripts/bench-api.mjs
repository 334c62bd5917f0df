// `npm run bench`: load figures for the company workspace API on a realistic PostgreSQL volume.
//
// Creates a database of its own on the PostgreSQL server at BENCH_DATABASE_URL (else
// TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres), lets the built API
// (apps/api/dist/main.js, production mode) migrate it, seeds 1,000 paid companies with 20,000
// jobs, 20,000 military applicants with 400,000 applications and 2,000,000 job views, signs 32
// companies and 32 militares in, then for BENCH_SECONDS (default 10) each, 32 requests in flight:
//   - GET /api/company/dashboard and GET /api/company/jobs through the API;
//   - the same SQL sent straight through `pg` with 32 connections (the dashboard's own
//     statements, taken from dashboard.queries.ts; for the jobs list, an equivalent pair);
//   - the militar's job board, GET /api/military/jobs: its first page and the 100th by keyset
//     cursor; its text search beside the same statements sent through `pg`, without accents
//     ("logistica" matches every job's "logística") and with a rare word, at 20,000 jobs and, last
//     (BENCH_ONLY=jobsearch for this alone), after 180,000 more (p99 ≤ 100 and ≤ 150 ms);
//   - benefits (BENCH_ONLY=benefits for these alone, on the full seed), over 5,000 partner offers
//     and 200,000 redemptions: the militar's catalogue
//     (GET /api/military/benefits: first page, category + city, a text search without accents)
//     and a code looked up at a partner's till (POST /api/company/benefits/validate/lookup), the
//     militar's history, the partner's uses and the public partners directory (its API, and its
//     page as the server renders it when the web app is built), each API beside the SQL it runs
//     sent straight through `pg`;
//   - public job pages as the server renders them (BENCH_ONLY=publicjobs): one job's page kept
//     after its first render (≥ 1,000 requests/s), a different job's each time, the public list;
//   - the reports of a Pro company with 25 jobs, 50,000 applications and 1,000,000 views
//     (BENCH_ONLY=reports): 90 and 30 days and the CSV export beside their SQL (p99 ≤ 200 ms);
//   - the public API (BENCH_ONLY=api): /api/v1/jobs and a job's applications with bearer keys of
//     32 Enterprise companies, beside each page's statement (p99 ≤ 100 ms);
//   - the operators' console (BENCH_ONLY=console): the company and militar searches, the LGPD
//     queue, the audit, the team, withdrawals, reports and offers, signed in with a confirmed
//     second factor, and a militar's own LGPD requests, beside their SQL; with BENCH_ONLY=api,
//     the company's API keys and webhook delivery log;
//   - support (BENCH_ONLY=support): the operators' queue at 50,000 open requests (all, one plan,
//     one operator's), beside its SQL.
// Prints p50/p99 latency and requests/s, checks the targets (API ≥ half the raw SQL throughput,
// dashboard p99 ≤ 100 ms; benefits: API ≥ 60 % of raw SQL, p99 ≤ 100 ms), and drops the database. It prints figures; it is not a test.
//
// Each domain's cases live in scripts/bench/<domain>.mjs, listed in scripts/bench/index.mjs and
// named by its declaration (apps/api/src/features/<domain>/<domain>.feature.ts); this script seeds
// the database and runs their steps.
//
// Usage: npm run bench [-- --no-build]     (BENCH_SECONDS=20 npm run bench)
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { tsImport } from "tsx/esm/api";
import { benchSteps } from "./bench/index.mjs";
import {
  CONCURRENCY,
  freePort,
  httpGetter,
  httpPoster,
  JOBS,
  log,
  ms,
  SCALE,
  seconds,
  signIn,
  WARMUP_MS,
} from "./bench/lib.mjs";
import { seedBench } from "./bench/seed.mjs";
import { startBuiltApp } from "./built-app.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** BENCH_ONLY=talent seeds and measures the talent bank, the translator and matching alone. */
const ONLY = process.env.BENCH_ONLY ?? "";
const measures = (section) => ONLY === "" || ONLY === section;

/** The PostgreSQL admin connection, shared with the test setup (apps/api/test/pg-admin.ts). */
const { databaseUrl, withAdmin } = await tsImport(path.join(root, "apps/api/test/pg-admin.ts"), import.meta.url);

// --- Load ------------------------------------------------------------------------------------

/** The ids of the companies of bench-co-1 … bench-co-n, in that order. */
async function companyIdsOf(url, n) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const users = Array.from({ length: n }, (_, i) => `bench-co-${i + 1}`);
    const { rows } = await client.query(
      "SELECT id FROM companies WHERE user_id = ANY($1) ORDER BY array_position($1, user_id)",
      [users],
    );
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

function printTable(rows) {
  const header = ["endpoint / statements", "via", "req/s", "p50", "p99", "requests", "errors"];
  const table = rows.map((r) => [
    r.name,
    r.via,
    r.rps.toFixed(0),
    ms(r.p50),
    ms(r.p99),
    String(r.requests),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 || i === 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  log(line(header));
  log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of table) log(line(row));
}

// --- Run -------------------------------------------------------------------------------------

async function main() {
  if (!process.argv.includes("--no-build")) {
    const build = spawnSync("npm", ["run", "build", "-w", "@pm/api"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const mainJs = path.join(root, "apps/api/dist/main.js");
  if (!fs.existsSync(mainJs)) throw new Error("apps/api/dist/main.js is missing: run `npm run build -w @pm/api`");

  const dbName = `pm_bench_${randomBytes(4).toString("hex")}`;
  const url = databaseUrl(adminUrl, dbName);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pm-bench-api-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server = null;
  let second = null;
  let appEnv = null;
  let pool = null;

  const cleanup = async () => {
    await server?.stop();
    await second?.stop();
    await pool?.end().catch(() => {});
    if (process.env.BENCH_KEEP_DB) {
      log(`\nkept ${dbName} (BENCH_KEEP_DB): drop it with DROP DATABASE ${dbName}`);
      fs.rmSync(dataDir, { recursive: true, force: true });
      return;
    }
    log(`\ndropped ${dbName}`);
    await withAdmin(adminUrl, (c) =>
      c.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(dbName)} WITH (FORCE)`),
    ).catch((error) => console.error(`could not drop ${dbName}: ${error.message}`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => void cleanup().then(() => process.exit(130)));

  try {
    await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${pg.escapeIdentifier(dbName)}`));
    log(`database ${dbName} on ${new URL(adminUrl).host}; ${os.availableParallelism()} CPU cores`);

    const poolSize = process.env.DATABASE_POOL_SIZE ?? "10";
    const logLevel = process.env.LOG_LEVEL ?? "info";
    // A second process (the delivery latency crosses processes) shares the secret and database.
    appEnv = {
      HOST: "127.0.0.1",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: poolSize,
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
      TRUST_PROXY: "true",
      SMTP_URL: "",
    };
    server = await startBuiltApp({ port, host: "127.0.0.1", env: appEnv });
    log(`API (production, pool ${poolSize}, log level ${logLevel}) migrated the database and listens on ${base}`);

    log(
      `seeding ${SCALE.companies} companies, ${JOBS} jobs, ${SCALE.applicants * SCALE.applicationsPerApplicant} applications, ${SCALE.views} views:`,
    );
    const seedStarted = performance.now();
    // The benefits need the full seed's offers and redemptions.
    await seedBench(url, { full: ONLY === "" || ONLY === "benefits", measures });
    log(`  seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const cookies = [];
    for (let i = 0; i < CONCURRENCY; i++) cookies.push(await signIn(base, `empresa${i + 1}@bench.pm`, i));
    const companyIds = await companyIdsOf(url, CONCURRENCY);
    log(`${cookies.length} companies signed in`);

    const get = httpGetter(base);
    const rows = [];
    // Query functions build the SQL a route sends without a connection, to send it through `pg`.
    const mockDb = drizzle.mock({ casing: "snake_case" });

    pool = new pg.Pool({ connectionString: url, max: CONCURRENCY });
    // A query still in flight when the database is dropped ends its connection: not an error here.
    pool.on("error", () => {});
    await Promise.all(Array.from({ length: CONCURRENCY }, () => pool.query("SELECT 1")));

    log(`\nmeasuring ${seconds} s each (after ${WARMUP_MS / 1000} s warm-up), ${CONCURRENCY} in flight...`);
    let militares = null;
    const ctx = {
      base,
      root,
      url,
      pool,
      mockDb,
      rows,
      get,
      post: httpPoster(base),
      cookies,
      companyIds,
      /** The 32 militares, signed in once, by the first step that needs them. */
      militaryCookies: async () => {
        if (militares) return militares;
        militares = [];
        for (let i = 0; i < CONCURRENCY; i++)
          militares.push(await signIn(base, `militar${i}@bench.pm`, CONCURRENCY + i));
        return militares;
      },
      /** A second API process on the same database (the delivery latency crosses processes). */
      startSecond: async () => {
        second = await startBuiltApp({ port: await freePort(), host: "127.0.0.1", env: appEnv });
        return second.base;
      },
    };
    // BENCH_ONLY=<area>: that area's steps alone, with their table and their targets.
    const all = await benchSteps();
    const steps = all.some((step) => step.only === ONLY) ? all.filter((step) => step.only === ONLY) : all;
    const lines = [];
    for (const step of steps) lines.push(...(await step.run(ctx)));

    log("");
    printTable(rows);
    log("\ntargets:");
    for (const l of lines) log(l);
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
