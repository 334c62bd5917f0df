// Bundles the API into dist/main.js. Workspace TypeScript (@pm/shared) is bundled in;
// npm dependencies stay external and load from node_modules.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(here, "package.json"), "utf8"));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith("@pm/"));

fs.rmSync(path.join(here, "dist"), { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(here, "src/main.ts"),
    seed: path.join(here, "scripts/seed.ts"),
    "check-content": path.join(here, "src/features/learning/check-content.ts"),
  },
  outdir: path.join(here, "dist"),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
});
fs.cpSync(path.join(here, "src/db/migrations"), path.join(here, "dist/migrations"), { recursive: true });
fs.cpSync(path.join(here, "src/db/functions"), path.join(here, "dist/functions"), { recursive: true });
fs.cpSync(path.join(here, "src/features/skills/cbo"), path.join(here, "dist/cbo"), { recursive: true });
fs.cpSync(path.join(here, "src/features/learning/content"), path.join(here, "dist/content"), { recursive: true });
// The learning paths are checked here too: a broken file fails the build, not the boot.
const check = spawnSync(process.execPath, [path.join(here, "dist/check-content.js")], { stdio: "inherit" });
if (check.status !== 0) process.exit(check.status ?? 1);
console.log("api built: apps/api/dist/main.js");
