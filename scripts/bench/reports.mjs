// npm run bench, the company's reports (BENCH_ONLY=reports).
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { tsImport } from "tsx/esm/api";
import { addDaysIso, drive } from "./lib.mjs";

/**
 * The reports of a Pro company with 25 jobs, 50,000 applications and 1,000,000 views
 * (BENCH_ONLY=reports for these alone): the 90-day advanced report, the 30-day one and the CSV
 * export, each beside the statements it runs sent through `pg`. Target: p99 ≤ 200 ms.
 */
async function measureReports({ root, cookie, get, pool, rows }) {
  const q = await tsImport(path.join(root, "apps/api/src/features/reports/reports.queries.ts"), import.meta.url);
  const rawDb = drizzle(pool, { casing: "snake_case" });
  const companyId = (await pool.query("SELECT md5('company1')::uuid AS id")).rows[0].id;
  const today = q.todayInBrazil();
  const lines = [];
  const cases = [
    {
      label: "GET /api/company/reports?period=90 (advanced)",
      api: () => get("/api/company/reports?period=90", cookie),
      raw: () => q.advancedReport(rawDb, companyId, addDaysIso(today, -89), today, today),
    },
    {
      label: "GET /api/company/reports?period=30 (advanced)",
      api: () => get("/api/company/reports?period=30", cookie),
      raw: () => q.advancedReport(rawDb, companyId, addDaysIso(today, -29), today, today),
    },
    {
      label: "GET /api/company/reports/export (90 days, CSV)",
      api: () => get("/api/company/reports/export?period=90&format=csv", cookie),
      raw: () => q.basicReport(rawDb, companyId, addDaysIso(today, -89), today),
    },
  ];
  for (const c of cases) {
    const status = await c.api();
    if (status !== 200) throw new Error(`${c.label} answered ${status}`);
    const api = await drive(async () => (await c.api()) === 200);
    rows.push({ name: c.label, via: "API", ...api });
    const raw = await drive(async () => {
      await c.raw();
      return true;
    });
    rows.push({ name: c.label, via: "raw SQL", ...raw });
    lines.push(
      `  ${c.label}: p99 ${api.p99.toFixed(1)} ms (≤ 200): ${api.p99 <= 200 ? "met" : "NOT met"}; API ${((api.rps / raw.rps) * 100).toFixed(0)}% of raw SQL throughput`,
    );
  }
  return lines;
}

export const steps = [
  {
    only: "reports",
    run: (ctx) =>
      measureReports({ root: ctx.root, cookie: ctx.cookies[0], get: ctx.get, pool: ctx.pool, rows: ctx.rows }),
  },
];
