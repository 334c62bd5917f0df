// npm run bench, the platform: the ceiling of any route on this machine.
import { drive } from "./lib.mjs";

/** HTTP, the middleware and JSON, no statement. */
async function measureHealth({ get, rows }) {
  rows.push({
    name: "GET /api/health (no statement)",
    via: "API",
    ...(await drive(async () => (await get("/api/health", "")) === 200)),
  });
  return [];
}

export const steps = [{ run: measureHealth }];
