// Starts the built server on a fresh, empty data directory for one e2e run.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pm-e2e-"));
const port = process.env.E2E_PORT ?? "4173";

const env = {
  ...process.env,
  NODE_ENV: "test",
  PORT: port,
  DATA_DIR: dataDir,
  BASE_URL: `http://localhost:${port}`,
  DATABASE_URL: "",
  SMTP_URL: "",
  LOG_LEVEL: "warn",
  // Every journey signs up and in from 127.0.0.1: per-IP limits sized for one person would trip.
  RATE_LIMIT_IP_MULTIPLIER: "100",
  // The operations journey registers a webhook endpoint on a receiver on 127.0.0.1.
  WEBHOOKS_ALLOW_PRIVATE: "true",
};

// The demo accounts of `npm run seed` give the journeys a completed militar and paid companies.
const seed = spawnSync(process.execPath, [path.join(root, "apps/api/dist/seed.js")], {
  cwd: root,
  env,
  stdio: "inherit",
});
if (seed.status !== 0) process.exit(seed.status ?? 1);

const server = spawn(process.execPath, [path.join(root, "apps/api/dist/main.js")], {
  cwd: root,
  stdio: "inherit",
  env,
});

const stop = () => {
  server.kill("SIGTERM");
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop);
server.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
