// `npm start`: builds the web app and the API when their build is missing or older than the
// source, then runs the server (embedded database unless DATABASE_URL is set). `--seed` adds
// the demo data first.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function newest(dir) {
  let latest = 0;
  if (!fs.existsSync(dir)) return latest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const sources = Math.max(
  newest(path.join(root, "apps/web/src")),
  newest(path.join(root, "apps/api/src")),
  newest(path.join(root, "packages/shared/src")),
  mtime(path.join(root, "apps/web/index.html")),
);
const built = Math.min(
  mtime(path.join(root, "apps/web/dist/index.html")),
  mtime(path.join(root, "apps/api/dist/main.js")),
);

if (built < sources) {
  console.log("Building Próxima Missão...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `npm start -- --seed` (or SEED=1 npm start): the demo data first, then the server, so one
// command gives a newcomer a living product. Seeding twice changes nothing.
if (process.argv.includes("--seed") || ["1", "true", "yes"].includes(process.env.SEED ?? "")) {
  const seeded = spawnSync(process.execPath, [path.join(root, "apps/api/dist/seed.js")], {
    cwd: root,
    stdio: "inherit",
  });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}

const server = spawn(process.execPath, ["--enable-source-maps", path.join(root, "apps/api/dist/main.js")], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
