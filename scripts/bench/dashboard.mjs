// npm run bench, the company's dashboard beside its own statements sent through `pg`.
import { apiModule, drive, log, ms } from "./lib.mjs";

async function measureDashboard({ base, root, get, cookies, companyIds, mockDb, pool, rows }) {
  const firstDashboard = await fetch(`${base}/api/company/dashboard`, { headers: { cookie: cookies[0] } });
  if (firstDashboard.status !== 200) throw new Error(`dashboard answered ${firstDashboard.status}`);
  const sample = await firstDashboard.json();
  log(
    `sample dashboard: ${sample.stats.activeJobs} active of ${sample.stats.totalJobs} jobs, ${sample.stats.applications} applications, ${sample.stats.views} views, ${sample.stats.conversionRate}%`,
  );
  // The SQL the dashboard sends, built by its own query functions without a connection.
  const queries = await apiModule(root, "features/dashboard/dashboard.company.queries.ts");
  const dashboardSql = companyIds.map((id) => ({
    counts: queries.dashboardCountsQuery(mockDb, id).toSQL(),
    recent: queries.recentJobs(mockDb, id).toSQL(),
  }));
  const apiDashboard = await drive(
    async (w) => (await get("/api/company/dashboard", cookies[w % cookies.length])) === 200,
  );
  rows.push({ name: "GET /api/company/dashboard", via: "API", ...apiDashboard });
  const rawDashboard = await drive(async (w) => {
    const q = dashboardSql[w % dashboardSql.length];
    await Promise.all([pool.query(q.counts.sql, q.counts.params), pool.query(q.recent.sql, q.recent.params)]);
    return true;
  });
  rows.push({ name: "dashboard SQL (2 statements)", via: "pg", ...rawDashboard });
  const verdict = (ok) => (ok ? "met" : "NOT met");
  const ratio = apiDashboard.rps / rawDashboard.rps;
  return [
    `  dashboard: API ${(ratio * 100).toFixed(0)}% of raw SQL throughput (≥ 50%): ${verdict(ratio >= 0.5)}`,
    `  dashboard: p99 ${ms(apiDashboard.p99)} (≤ 100 ms): ${verdict(apiDashboard.p99 <= 100)}`,
  ];
}

export const steps = [{ run: measureDashboard }];
