#!/usr/bin/env node
// The API's walls, kept by `npm run lint` (docs/architecture.md, "Layers"):
//   1. platform (db, http, auth, mail, realtime, files, workers, payments, entitlements and the root
//      modules other than the composition roots) never imports a feature;
//   2. a feature never imports another feature's files, only its public surface
//      (features/<d>/<d>.public.ts);
//   3. only *.queries.ts, db/ and the job runner reach the database: drizzle-orm, the schema, the
//      client and raw SQL stay there.
// Tests are free to compose (they seed through any module); the composition roots (app.ts, main.ts,
// areas.*.ts and the features list, features/features.ts) are the only source files that see every
// feature.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const API_SRC = "apps/api/src";

/** Source files allowed to import every feature: they assemble the server. */
const COMPOSITION_ROOTS = [/^app\.ts$/, /^main\.ts$/, /^areas\.[a-z-]+\.ts$/, /^features\/features\.ts$/];
/** Where the database may be reached: queries modules, the db layer and the job runner. */
const DATABASE_HOMES = [/\.queries\.ts$/, /^db\//, /^workers\/runner\.ts$/];
/** Modules that are the database: importing one of them is reaching it. */
const DATABASE_MODULES = [/^drizzle-orm(\/|$)/, /^pg$/, /^@electric-sql\/pglite/];
const DATABASE_FILES = [/^db\/schema(\/|$)/];
const TEST_FILE = /(\.test\.ts|\.bench\.ts)$|^fuzz\/|^test\//;

/**
 * What a source file is, by its path under apps/api/src: a feature (its name), a composition
 * root, or platform.
 * @param {string} rel
 */
export function layerOf(rel) {
  const feature = rel.match(/^features\/([^/]+)\//);
  if (feature) return { kind: "feature", name: feature[1] };
  if (rel.startsWith("api-v1/")) return { kind: "feature", name: "api-v1" };
  if (COMPOSITION_ROOTS.some((re) => re.test(rel))) return { kind: "root" };
  return { kind: "platform" };
}

/** The public surface of a feature: the only file another feature may import. */
function isPublicSurface(rel, name) {
  if (name === "api-v1") return rel === "api-v1/api-v1.public.ts";
  return rel === `features/${name}/${name}.public.ts`;
}

/**
 * Resolves an import specifier to a path under apps/api/src (without extension), or null when it
 * names a package.
 */
function resolveLocal(fromRel, spec) {
  if (!spec.startsWith(".")) return null;
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), spec));
  return joined.replace(/\.(ts|js|mjs)$/, "");
}

/** Raw SQL written outside the database homes: drizzle's sql tag or a client's query(). */
const RAW_SQL =
  /\bsql(\.raw)?`|\bsql\.raw\(|\.query\(\s*[`'"](?:\s*)(SELECT|INSERT|UPDATE|DELETE|WITH|LISTEN|NOTIFY)\b/i;

/**
 * The walls' violations in the given files (paths relative to apps/api/src).
 * @param {{ rel: string, text: string }[]} files
 * @returns {{ file: string, wall: "platform" | "feature" | "database", detail: string }[]}
 */
export function checkWalls(files) {
  const violations = [];
  for (const { rel, text } of files) {
    if (TEST_FILE.test(rel)) continue;
    const from = layerOf(rel);
    const dbHome = DATABASE_HOMES.some((re) => re.test(rel));
    const { importedFiles } = ts.preProcessFile(text, true, true);
    for (const { fileName: spec } of importedFiles) {
      const local = resolveLocal(rel, spec);
      if (local === null) {
        if (!dbHome && DATABASE_MODULES.some((re) => re.test(spec))) {
          violations.push({ file: rel, wall: "database", detail: `imports ${spec}` });
        }
        continue;
      }
      if (local.startsWith("..")) continue; // outside src (package files, generated content)
      const to = layerOf(`${local}.ts`);
      if (!dbHome && DATABASE_FILES.some((re) => re.test(local))) {
        violations.push({ file: rel, wall: "database", detail: `imports ${local}` });
      }
      if (to.kind !== "feature") continue;
      if (from.kind === "platform") {
        violations.push({ file: rel, wall: "platform", detail: `imports ${local}` });
      } else if (from.kind === "feature" && from.name !== to.name && !isPublicSurface(`${local}.ts`, to.name)) {
        violations.push({ file: rel, wall: "feature", detail: `imports ${local}` });
      }
    }
    if (!dbHome && RAW_SQL.test(text)) {
      violations.push({ file: rel, wall: "database", detail: "writes SQL" });
    }
  }
  return violations;
}

function listSources(dir) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...listSources(full));
    else if (/\.tsx?$/.test(entry) && !entry.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

export function readApiSources(root = ROOT) {
  const src = path.join(root, API_SRC);
  return listSources(src).map((full) => ({
    rel: path.relative(src, full).split(path.sep).join("/"),
    text: readFileSync(full, "utf8"),
  }));
}

const WALL_NAMES = {
  platform: "platform imports a feature",
  feature: "feature imports another feature's files (use its <d>.public.ts)",
  database: "database reached outside *.queries.ts, db/ and the job runner",
};

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const violations = checkWalls(readApiSources());
  const counts = { platform: 0, feature: 0, database: 0 };
  for (const v of violations) counts[v.wall]++;
  if (process.argv.includes("--count")) {
    for (const [wall, n] of Object.entries(counts)) console.log(`${WALL_NAMES[wall]}: ${n}`);
    const files = new Set(violations.filter((v) => v.wall === "database").map((v) => v.file));
    console.log(`files reaching the database outside its homes: ${files.size}`);
  }
  for (const v of violations) console.error(`${API_SRC}/${v.file}: ${WALL_NAMES[v.wall]}: ${v.detail}`);
  if (violations.length > 0) {
    console.error(`\n${violations.length} wall violation(s) in the API (scripts/check-walls.mjs).`);
    process.exit(1);
  }
  console.log("API walls hold: 0 violations.");
}
