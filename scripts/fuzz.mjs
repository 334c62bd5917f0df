// `npm run fuzz`: the property-based fuzz suite (apps/api/src/fuzz/route-fuzzer.ts, run by its four
// routes-<n>.fuzz.test.ts files) with 2,000
// generated inputs per route (FUZZ_RUNS to change it), on PGlite and, when TEST_DATABASE_URL is set,
// again on that PostgreSQL server. Prints, per database and route, the inputs sent and the server
// errors seen, then the totals; exits non-zero when a test failed.
//
// Usage: npm run fuzz            FUZZ_RUNS=5000 npm run fuzz            FUZZ_SEED=123 npm run fuzz
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const runs = process.env.FUZZ_RUNS ?? "2000";
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "pm-fuzz-"));

const started = Date.now();
const vitest = spawnSync(
  process.execPath,
  [path.join(root, "node_modules/vitest/vitest.mjs"), "run", "--silent=true", "apps/api/src/fuzz/"],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, FUZZ_RUNS: runs, FUZZ_REPORT: path.join(reportDir, "{db}.json") },
  },
);
const seconds = Math.round((Date.now() - started) / 1000);

// One report per database and part of the routes: the parts of a database are printed as one table.
const byDb = new Map();
for (const file of fs
  .readdirSync(reportDir)
  .filter((f) => f.endsWith(".json"))
  .sort()) {
  const part = JSON.parse(fs.readFileSync(path.join(reportDir, file), "utf8"));
  const report = byDb.get(part.db);
  if (report) report.reports.push(...part.reports);
  else byDb.set(part.db, part);
}
const totals = { inputs: 0, requests: 0, serverErrors: 0 };
for (const report of byDb.values()) {
  const width = Math.max(5, ...report.reports.map((r) => r.route.length));
  const row = (name, ...figures) => `${name.padEnd(width)}${figures.map((f) => String(f).padStart(10)).join("")}`;
  const sum = (key) => report.reports.reduce((n, r) => n + r[key], 0);
  console.log(
    `\n${report.db}: ${report.runs} generated inputs per route, each sent as a visitor and signed in (seed ${report.seed})`,
  );
  console.log(row("route", "inputs", "requests", "5xx"));
  for (const r of report.reports) {
    console.log(row(r.route, r.inputs, r.requests, r.serverErrors));
    for (const example of r.examples) console.log(`    ${example}`);
  }
  console.log(row(`total (${report.reports.length} routes)`, sum("inputs"), sum("requests"), sum("serverErrors")));
  for (const [route, why] of Object.entries(report.skipped)) console.log(`not fuzzed: ${route} (${why})`);
  for (const key of Object.keys(totals)) totals[key] += sum(key);
}
fs.rmSync(reportDir, { recursive: true, force: true });

if (byDb.size === 0) console.error("\nThe fuzz suite wrote no report: see the errors above.");
else {
  console.log(
    `\nAll databases: ${totals.inputs} inputs, ${totals.requests} requests, ${totals.serverErrors} server errors, ${seconds} s.`,
  );
}
process.exit(vitest.status ?? 1);
