// npm run bench, companies: a company's public page (BENCH_ONLY=companypages), read through the API
// and rendered by the server, beside the statements that read its data sent through `pg`.
import fs from "node:fs";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { tsImport } from "tsx/esm/api";
import { drive } from "./lib.mjs";

/**
 * GET /api/public/companies/{slug} and the page /empresas/{slug} (kept after its first render, until
 * a job, a company or an offer changes), for one company and for a different one each request,
 * beside the three statements the route runs (the company, then its open jobs and live offers).
 */
async function measureCompanyPages({ root, get, pool, rows }) {
  const q = await tsImport(
    path.join(root, "apps/api/src/features/companies/companies.public.queries.ts"),
    import.meta.url,
  );
  const rawDb = drizzle(pool, { casing: "snake_case" });
  const { rows: listed } = await pool.query(
    `SELECT slug FROM companies WHERE payment_status = 'completed' AND suspended_at IS NULL
     ORDER BY created_at, id LIMIT 2000`,
  );
  const first = listed[0];
  if (!first) throw new Error("no visible company to open");
  const status = await get(`/api/public/companies/${first.slug}`, "");
  if (status !== 200) throw new Error(`/api/public/companies/${first.slug} answered ${status}`);
  let next = 1;
  const another = () => listed[next++ % listed.length].slug;
  const cases = [
    {
      label: "GET /api/public/companies/{slug}",
      api: () => get(`/api/public/companies/${first.slug}`, ""),
      raw: () => q.findPublicCompany(rawDb, first.slug, new Date()),
    },
    {
      label: "GET /api/public/companies/{slug} (a different company each time)",
      api: () => get(`/api/public/companies/${another()}`, ""),
      raw: () => q.findPublicCompany(rawDb, another(), new Date()),
    },
  ];
  if (fs.existsSync(path.join(root, "apps/web/dist-server/entry-server.js"))) {
    cases.push(
      {
        label: "GET /empresas/{slug} (kept after its first render)",
        api: () => get(`/empresas/${first.slug}`, ""),
        raw: () => q.findPublicCompany(rawDb, first.slug, new Date()),
      },
      {
        label: "GET /empresas/{slug} (a different company each time: rendered)",
        api: () => get(`/empresas/${another()}`, ""),
        raw: () => q.findPublicCompany(rawDb, another(), new Date()),
      },
    );
  }
  const lines = [];
  for (const c of cases) {
    const api = await drive(async () => (await c.api()) === 200);
    rows.push({ name: c.label, via: "API", ...api });
    const raw = await drive(async () => {
      await c.raw();
      return true;
    });
    rows.push({ name: c.label, via: "raw SQL", ...raw });
    lines.push(
      `  ${c.label}: ${api.rps.toFixed(0)} req/s, p99 ${api.p99.toFixed(1)} ms (its data alone: ${raw.rps.toFixed(0)} req/s)`,
    );
  }
  if (cases.length === 2)
    lines.push("  company pages: apps/web/dist-server is missing (run `npm run build`): not rendered");
  return lines;
}

export const steps = [{ only: "companypages", run: measureCompanyPages }];
