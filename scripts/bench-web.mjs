// `npm run bench:web`: builds the app, serves it with the real server on a fresh data dir and runs
// Lighthouse (mobile emulation, simulated throttling) with the system Chromium on three pages.
// Each page is measured RUNS times (default 3) and the run with the median performance score is
// reported, as Lighthouse's own guidance recommends for a noisy machine; the LCP is the median of
// the runs' own. Prints each category score, LCP, TBT, CLS, and the landing's initial JavaScript
// (KB gzip), against the targets: performance ≥ 95, LCP ≤ 1.8 s, CLS ≤ 0.05, the landing ≤ 100 KB.
// Usage: node scripts/bench-web.mjs [--no-build]   (RUNS=5 node scripts/bench-web.mjs)
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltApp } from "./built-app.mjs";
import { CHROMIUM_FLAGS, findChromium } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.BENCH_PORT ?? 4500);
const base = `http://localhost:${port}`;
const pages = ["/", "/precos/empresa", "/auth"];
const targets = { performance: 95, accessibility: 100, "best-practices": 95, seo: 100 };
const runs = Math.max(1, Number(process.env.RUNS ?? 3));
const LCP_TARGET_MS = 1800;
const LANDING_JS_TARGET_KB = 100;

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const chromePath = findChromium();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pm-bench-web-"));
/** Initial JS of the landing as built: the entry script and its modulepreloads, gzip-compressed. */
function landingInitialJsKb() {
  const html = fs.readFileSync(path.join(root, "apps/web/dist/index.html"), "utf8");
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const bytes = files.reduce((sum, f) => {
    const content = fs.readFileSync(path.join(root, "apps/web/dist", f));
    return sum + zlib.gzipSync(content, { level: 9 }).length;
  }, 0);
  return { kb: bytes / 1024, files: files.length };
}

const rows = [];
let chrome;
let server;
try {
  server = await startBuiltApp({
    port,
    env: {
      DATA_DIR: dataDir,
      AUTH_SECRET: "bench-secret-0123456789abcdef0123456789abcdef",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
  });
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  for (const page of pages) {
    const measured = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: Object.keys(targets),
      });
      if (result.lhr.runtimeError) {
        const { code, message } = result.lhr.runtimeError;
        console.log(`${page}: Lighthouse could not measure: ${code} ${message}`);
        continue;
      }
      measured.push(result.lhr);
    }
    if (measured.length === 0) continue;
    measured.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = measured[Math.floor(measured.length / 2)];
    const perfRuns = measured.map((m) => Math.round(m.categories.performance.score * 100)).join("/");
    const scripts = (lhr.audits["network-requests"].details?.items ?? []).filter((r) => r.resourceType === "Script");
    rows.push({
      page,
      perfRuns,
      ...Object.fromEntries(Object.keys(targets).map((k) => [k, Math.round((lhr.categories[k]?.score ?? 0) * 100)])),
      lcpMs: median(measured.map((m) => m.audits["largest-contentful-paint"].numericValue)),
      lcpRuns: measured.map((m) => Math.round(m.audits["largest-contentful-paint"].numericValue)).join("/"),
      tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
      cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      jsKbTransferred: Number((scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1024).toFixed(1)),
    });
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    if (failing.length) console.log(`${page}: failing audits: ${failing.join(", ")}`);
  }
} finally {
  await chrome?.kill();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.table(rows);
const initial = landingInitialJsKb();
console.log(
  `landing initial JS: ${initial.kb.toFixed(1)} KB gzip in ${initial.files} files (target ≤ ${LANDING_JS_TARGET_KB}): ${initial.kb <= LANDING_JS_TARGET_KB ? "met" : "NOT met"}`,
);
for (const row of rows) {
  const misses = Object.entries(targets)
    .filter(([k, min]) => row[k] < min)
    .map(([k, min]) => `${k} ${row[k]} < ${min}`);
  if (row.cls > 0.05) misses.push(`CLS ${row.cls} > 0.05`);
  if (row.lcpMs > LCP_TARGET_MS) misses.push(`LCP ${row.lcpMs} ms > ${LCP_TARGET_MS}`);
  console.log(`${row.page}: ${misses.length ? `below target: ${misses.join("; ")}` : "all targets met"}`);
}

/** The middle value (the mean of the two middle ones for an even count), rounded. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2);
}
