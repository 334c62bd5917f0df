#!/usr/bin/env node
// `npm test`: typecheck, lint, the Vitest projects (unit, web, API on PGlite and PostgreSQL) and
// the e2e suite after a build, in that order, each streaming its output. Stops at the first part
// that fails, with its exit code, and ends with the time of each part and a warning when the whole
// run is over its budget.
import { spawn } from "node:child_process";

const BUDGET_MS = 15 * 60 * 1000;

const PARTS = [
  { name: "typecheck", script: "typecheck" },
  { name: "lint", script: "lint" },
  { name: "vitest (unit, web, api)", script: "test:unit" },
  { name: "e2e (build + playwright)", script: "test:e2e" },
];

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** Runs `npm run <script>` with the terminal as its output; resolves to its exit code. */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", script], { stdio: "inherit" });
    // Ctrl-C reaches the whole process group, the child included: this process waits for it to
    // end. A SIGTERM sent to this process alone is passed on.
    const ignore = () => {};
    const forward = (signal) => child.kill(signal);
    process.on("SIGINT", ignore);
    process.on("SIGTERM", forward);
    const done = (code) => {
      process.off("SIGINT", ignore);
      process.off("SIGTERM", forward);
      resolve(code);
    };
    child.on("error", (error) => {
      console.error(`test-budget: could not start npm run ${script}: ${error.message}`);
      done(1);
    });
    child.on("exit", (code, signal) => done(code ?? (signal ? 128 + signalNumber(signal) : 1)));
  });
}

function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 1;
}

function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m > 0 ? `${m}m ${String(s).padStart(2, "0")}s` : `${s}s`;
}

function printSummary(results, totalMs) {
  const rows = results.map((r) => [r.name, r.status, formatDuration(r.ms)]);
  rows.push(["total", "", formatDuration(totalMs)]);
  const widths = [0, 1, 2].map((i) =>
    Math.max(...rows.map((row) => row[i].length), ["part", "result", "time"][i].length),
  );
  const line = (cells) =>
    cells.map((cell, i) => (i === 2 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join("  ");
  const rule = widths.map((w) => "-".repeat(w)).join("  ");
  console.log(`\n${line(["part", "result", "time"])}\n${rule}`);
  for (const row of rows.slice(0, -1)) console.log(line(row));
  console.log(`${rule}\n${line(rows.at(-1))}`);
  if (totalMs > BUDGET_MS) {
    console.log(
      `\nWARNING: npm test took ${formatDuration(totalMs)}, over its budget of ${formatDuration(BUDGET_MS)}.`,
    );
  }
}

const started = performance.now();
const results = [];
let exitCode = 0;
for (const part of PARTS) {
  console.log(`\n▶ ${part.name}: npm run ${part.script}`);
  const t0 = performance.now();
  const code = await run(part.script);
  results.push({ name: part.name, status: code === 0 ? "ok" : `failed (${code})`, ms: performance.now() - t0 });
  if (code !== 0) {
    exitCode = code;
    break;
  }
}
for (const part of PARTS.slice(results.length)) results.push({ name: part.name, status: "not run", ms: 0 });
printSummary(results, performance.now() - started);
process.exit(exitCode);
