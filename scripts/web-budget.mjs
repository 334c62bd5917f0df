// `npm run bench:bundle`: the JavaScript each signed-in area's first page, /auth and the landing
// cost, read from the client build's manifest (`npm run build -w @pm/web` first).
// A page's "initial" JavaScript is every file the browser fetches before the page shows and works:
// the entry (src/main.tsx) and its static imports; the app (src/start.tsx: React, React Router,
// the route tree), which the entry starts at once on every page but the landing (a prerendered
// page right after its first paint); and each lazy module the matched routes load, with their
// static imports (the entry preloads a prerendered page's list of them, spa.html the session
// shell and the area's list of pages, Vite the rest with each chunk). Nothing more loads on its
// own once such a page shows.
// The landing is prerendered HTML that reads and navigates without JavaScript (its links are
// plain links): its entry loads the app only once the browser is idle after the page has loaded,
// or at the visitor's first press, key or focus (src/main.tsx). Its initial JavaScript is the
// entry alone; the app and the landing's chunk are listed apart, as "after load", and not counted.
// The toaster (sonner), which the app loads at the user's first press or key or at the first toast
// (app/toaster-host.tsx), is listed apart, as "first use": it is not part of a page's load.
// Each file is compressed as the server sends it (apps/api's static-web: brotli quality 9, gzip
// level 9). Exit code 1 when a signed-in area's first page or /auth is over 150 KB brotli in all,
// or the landing's initial JavaScript is over 100 KB gzip.
// Usage: node scripts/web-budget.mjs [--dist <client build dir>]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const distArg = process.argv.indexOf("--dist");
const dist = distArg > 0 ? path.resolve(process.argv[distArg + 1]) : path.join(root, "apps/web/dist");

// Vite writes the manifest into dist/.vite; the prerender moves it beside the renderer, out of
// the public files.
const manifestFile = [
  path.join(dist, ".vite", "manifest.json"),
  path.join(dist, "..", "dist-server", ".vite", "client-manifest.json"),
].find((f) => fs.existsSync(f));
if (!manifestFile) {
  console.error(`web-budget: no client manifest for ${dist}; run \`npm run build -w @pm/web\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));

const AREA_BUDGET_BR_KB = 150;
const LANDING_BUDGET_GZIP_KB = 100;

/**
 * The lazy modules the routes of each page load (apps/web/src/app/routes.tsx): the session shell
 * and its guard, the area's list of pages (areas/<area>.pages.ts), the area's layout, the page.
 */
const START = "src/start.tsx";
const SESSION = [START, "src/app/session-shell.tsx"];
const PAGES = [
  // `modules` load before the page shows, `afterLoad` once the browser is idle after load.
  {
    name: "landing",
    path: "/",
    modules: [],
    afterLoad: [START, "src/features/public/landing-page.tsx"],
    budget: "landing",
  },
  {
    name: "sign-in",
    path: "/auth",
    modules: [...SESSION, "src/features/account/auth-page.tsx"],
    budget: "area",
  },
  {
    name: "militar",
    path: "/app",
    modules: [
      ...SESSION,
      "src/app/areas/military.pages.ts",
      "src/app/layouts/military-layout.tsx",
      "src/app/areas/military.dashboard.tsx",
    ],
    budget: "area",
  },
  {
    name: "empresa",
    path: "/empresa",
    modules: [
      ...SESSION,
      "src/app/areas/company.pages.ts",
      "src/app/layouts/company-layout.tsx",
      "src/features/dashboard/company-dashboard-page.tsx",
    ],
    budget: "area",
  },
  {
    name: "operação",
    path: "/operacao",
    modules: [
      ...SESSION,
      "src/app/areas/operations.pages.ts",
      "src/app/layouts/operations-layout.tsx",
      "src/features/operations/figures-page.tsx",
    ],
    budget: "area",
  },
];

const ENTRY = Object.keys(manifest).find((key) => manifest[key].isEntry);
/** Loaded by the root route at the first press, key or toast (app/toaster-host.tsx). */
const FIRST_USE = Object.values(manifest)
  .flatMap((chunk) => chunk.dynamicImports ?? [])
  .filter((key, i, all) => key.includes("node_modules/sonner/") && all.indexOf(key) === i);
if (FIRST_USE.length === 0) throw new Error("the toaster (sonner) is not in the build manifest");

/** A module's chunk and every chunk it imports statically, depth first. */
function chunkFiles(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: update the page list of web-budget.mjs`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(imported, seen);
  return seen;
}

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const body = fs.readFileSync(path.join(dist, file));
    sizes.set(file, {
      raw: body.length,
      br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }).length,
      gzip: zlib.gzipSync(body, { level: 9 }).length,
    });
  }
  return sizes.get(file);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (files, key) => files.reduce((total, f) => total + sizeOf(f)[key], 0);

let failed = false;
const summary = [];
for (const page of PAGES) {
  const entry = [...chunkFiles(ENTRY)];
  const seen = new Set(entry);
  /** The files of `modules` (and their static imports) not listed yet. */
  const next = (modules) => {
    const files = [...modules.reduce((acc, m) => chunkFiles(m, acc), new Set(seen))].filter((f) => !seen.has(f));
    for (const f of files) seen.add(f);
    return files;
  };
  const route = next(page.modules);
  // Nothing more loads on its own once the page shows: this is all the page fetches.
  const initial = [...entry, ...route];
  const afterLoad = next(page.afterLoad ?? []);
  const later = next(FIRST_USE);

  console.log(
    `\n${page.name} (${page.path}): ${initial.length} files before it shows, ${afterLoad.length} after load, ${later.length} on first use`,
  );
  const rows = [
    ...entry.map((f) => ["entry", f]),
    ...route.map((f) => ["route", f]),
    ...afterLoad.map((f) => ["after load", f]),
    ...later.map((f) => ["first use", f]),
  ];
  for (const [kind, f] of rows.sort((a, b) => sizeOf(b[1]).br - sizeOf(a[1]).br)) {
    const s = sizeOf(f);
    console.log(
      `  ${kb(s.br).padStart(7)} br ${kb(s.gzip).padStart(7)} gz ${kb(s.raw).padStart(8)} raw  ${kind.padEnd(11)} ${f}`,
    );
  }
  const row = {
    page: `${page.name} ${page.path}`,
    files: initial.length,
    "initial br KB": Number(kb(sum(initial, "br"))),
    "initial gzip KB": Number(kb(sum(initial, "gzip"))),
    "after load gzip KB": Number(kb(sum(afterLoad, "gzip"))),
    "first use br KB": Number(kb(sum(later, "br"))),
    largest: path.basename(initial.reduce((a, b) => (sizeOf(a).br >= sizeOf(b).br ? a : b))),
  };
  // An area's page counts brotli, the landing, like `npm run bench:web`, gzip.
  const over =
    page.budget === "area"
      ? row["initial br KB"] > AREA_BUDGET_BR_KB && `${row["initial br KB"]} KB brotli > ${AREA_BUDGET_BR_KB}`
      : row["initial gzip KB"] > LANDING_BUDGET_GZIP_KB &&
        `${row["initial gzip KB"]} KB gzip initial > ${LANDING_BUDGET_GZIP_KB}`;
  row.budget = over ? `OVER: ${over}` : "ok";
  if (over) failed = true;
  summary.push(row);
}

console.log(`\n${path.relative(root, manifestFile)}`);
console.table(summary);
process.exit(failed ? 1 : 0);
