// npm run bench, jobs: the company's list, the militar's board, the public job pages
// (BENCH_ONLY=publicjobs), the candidates filtered by the screening questions (BENCH_ONLY=screening) and the board's text search at scale (BENCH_ONLY=jobsearch, last: it
// adds 180,000 jobs the other steps do not expect).
import fs from "node:fs";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { tsImport } from "tsx/esm/api";
import { drive, JOBS, log, ms, SCALE } from "./lib.mjs";

/** GET /api/company/jobs beside what it needs, written out: the list with per-job counts, and the totals. */
async function measureCompanyJobs({ get, cookies, companyIds, pool, rows }) {
  const jobsListSql = `SELECT j.id, j.title, j.city, j.regime, j.modality, j.salary, j.description, j.requirements,
      j.benefits, j.active, j.closes_on, j.expires_at, j.created_at, j.updated_at,
      (j.active AND j.expires_at <= now()) AS expired,
      (SELECT count(*)::int FROM job_applications a WHERE a.job_id = j.id) AS applications_count,
      (SELECT count(*)::int FROM job_views v WHERE v.job_id = j.id) AS views_count
    FROM jobs j WHERE j.company_id = $1 ORDER BY j.created_at DESC, j.id DESC`;
  const jobsCountSql =
    "SELECT count(*)::int AS total, count(*) FILTER (WHERE active AND expires_at > now())::int AS active FROM jobs WHERE company_id = $1";
  const jobsStatus = await get("/api/company/jobs", cookies[0]);
  let apiJobs = null;
  if (jobsStatus === 200) {
    apiJobs = await drive(async (w) => (await get("/api/company/jobs", cookies[w % cookies.length])) === 200);
    rows.push({ name: "GET /api/company/jobs", via: "API", ...apiJobs });
  } else {
    log(`GET /api/company/jobs answered ${jobsStatus}: the jobs list is missing, not measured through the API`);
  }
  const rawJobs = await drive(async (w) => {
    const id = companyIds[w % companyIds.length];
    await Promise.all([pool.query(jobsListSql, [id]), pool.query(jobsCountSql, [id])]);
    return true;
  });
  rows.push({ name: "jobs list SQL (2 statements)", via: "pg", ...rawJobs });
  if (!apiJobs) return [];
  const jobsRatio = apiJobs.rps / rawJobs.rps;
  return [
    `  jobs list: API ${(jobsRatio * 100).toFixed(0)}% of raw SQL throughput (≥ 50%): ${jobsRatio >= 0.5 ? "met" : "NOT met"}`,
  ];
}

/** The militar's job board, over the 16,000 active jobs: its first page and the 100th by keyset cursor. */
async function measureBoard(ctx) {
  const { base, get, rows } = ctx;
  const militaryCookies = await ctx.militaryCookies();
  const firstPage = await fetch(`${base}/api/military/jobs`, { headers: { cookie: militaryCookies[0] } });
  if (firstPage.status !== 200) throw new Error(`the job board answered ${firstPage.status}`);
  let deepCursor = (await firstPage.json()).nextCursor;
  for (let pageNo = 2; pageNo < 100 && deepCursor; pageNo++) {
    const res = await fetch(`${base}/api/military/jobs?cursor=${encodeURIComponent(deepCursor)}`, {
      headers: { cookie: militaryCookies[0] },
    });
    if (res.status !== 200)
      throw new Error(`page ${pageNo} of the job board answered ${res.status}: ${await res.text()}`);
    deepCursor = (await res.json()).nextCursor;
  }
  log(`${militaryCookies.length} militares signed in; walked to page 100 of the job board`);
  const board = (query) => async (w) =>
    (await get(`/api/military/jobs${query}`, militaryCookies[w % militaryCookies.length])) === 200;
  rows.push({ name: "GET /api/military/jobs (page 1)", via: "API", ...(await drive(board(""))) });
  if (deepCursor) {
    const deep = await drive(board(`?cursor=${encodeURIComponent(deepCursor)}`));
    rows.push({ name: "GET /api/military/jobs (page 100)", via: "API", ...deep });
  }
  return measureBoardFilters(ctx, militaryCookies);
}

/**
 * The board's filters and sorts beyond the words (each first page also counts its matches), and a
 * place read from the text, beside the same statements sent straight through `pg`.
 */
const BOARD_FILTER_CASES = [
  { salaryFrom: "3000" },
  { pcd: "true" },
  { area: "seguranca" },
  { publishedWithin: "7" },
  { sort: "salario" },
  { q: "logistica", sort: "relevancia" },
  { q: "logistica", sort: "salario" },
  { q: "logistica rj" },
  { q: "campinas" },
  { q: "logistica", salaryFrom: "5000", publishedWithin: "30", sort: "salario" },
];

/** The text with each letter in upper or lower case at random ('mOtoRista'). */
const anyCase = (text) => text.replace(/\p{L}/gu, (ch) => (Math.random() < 0.5 ? ch.toUpperCase() : ch.toLowerCase()));

async function measureBoardFilters({ root, pool, get, rows }, militaryCookies, target = null) {
  const lines = [];
  const boardQueries = await tsImport(
    path.join(root, "apps/api/src/features/jobs/jobs.military.queries.ts"),
    import.meta.url,
  );
  const { jobBoardQuerySchema } = await tsImport(
    path.join(root, "packages/shared/src/jobs.military.ts"),
    import.meta.url,
  );
  const rawDb = drizzle(pool, { casing: "snake_case" });
  for (const filters of BOARD_FILTER_CASES) {
    const query = `?${new URLSearchParams(filters)}`;
    const status = await get(`/api/military/jobs${query}`, militaryCookies[0]);
    if (status !== 200) throw new Error(`GET /api/military/jobs${query} answered ${status}`);
    const api = await drive(
      async (w) => (await get(`/api/military/jobs${query}`, militaryCookies[w % militaryCookies.length])) === 200,
    );
    rows.push({ name: `GET /api/military/jobs${query}`, via: "API", ...api });
    const { cursor: _cursor, ...parsed } = jobBoardQuerySchema.parse(filters);
    const raw = await drive(async (w) => {
      await boardQueries.searchBoardPage(rawDb, `bench-mil-${w}`, parsed, null);
      return true;
    });
    rows.push({ name: `job board SQL ${query}`, via: "pg", ...raw });
    if (target !== null) {
      const r = api.rps / raw.rps;
      const ok = (b) => (b ? "met" : "NOT met");
      lines.push(
        `  board ${query} (${target.jobs.toLocaleString("en")} jobs): API ${(r * 100).toFixed(0)}% of raw SQL throughput; p99 ${ms(api.p99)} (≤ ${target.p99} ms): ${ok(api.p99 <= target.p99)}`,
      );
    }
  }
  return lines;
}

/**
 * Public job pages (BENCH_ONLY=publicjobs for these alone), as the server renders them with the
 * built web app: one job's page again and again (kept in memory after its first render, until a
 * job or a company changes), a different job's page each request (rendered every time), the
 * public list, each beside the statement that reads its data sent through `pg`. Target: the kept
 * job page at 1,000 requests/s or more.
 */
async function measurePublicJobs({ root, get, pool, rows }) {
  const lines = [];
  if (!fs.existsSync(path.join(root, "apps/web/dist-server/entry-server.js"))) {
    return ["  public job pages: apps/web/dist-server is missing (run `npm run build`): not measured"];
  }
  const links = await tsImport(path.join(root, "packages/shared/src/job-links.ts"), import.meta.url);
  const q = await tsImport(path.join(root, "apps/api/src/features/jobs/jobs.public.queries.ts"), import.meta.url);
  const board = await tsImport(path.join(root, "apps/api/src/features/jobs/jobs.military.queries.ts"), import.meta.url);
  const rawDb = drizzle(pool, { casing: "snake_case" });
  const { rows: listed } = await pool.query(
    `SELECT j.id, j.title FROM jobs j JOIN companies c ON c.id = j.company_id
     WHERE j.active AND j.expires_at > now() AND c.payment_status = 'completed' ORDER BY j.created_at DESC LIMIT 20000`,
  );
  const first = listed[0];
  if (!first) throw new Error("no listed job to open");
  const page = links.publicJobPath(first);
  const status = await get(page, "");
  if (status !== 200) throw new Error(`${page} answered ${status}`);
  let next = 1;
  const cases = [
    {
      label: "GET /vagas/{job} (kept after its first render)",
      api: () => get(page, ""),
      raw: () => q.findPublicJob(rawDb, first.id),
    },
    {
      label: "GET /vagas/{job} (a different job each time: rendered)",
      api: () => get(links.publicJobPath(listed[next++ % listed.length]), ""),
      raw: () => q.findPublicJob(rawDb, listed[next++ % listed.length].id),
    },
    {
      label: "GET /vagas (public list, kept)",
      api: () => get("/vagas", ""),
      // The list's search itself, not the answer the board keeps for everyone.
      raw: () => board.searchBoardPage(rawDb, null, { saved: false }, null),
    },
  ];
  for (const c of cases) {
    const api = await drive(async () => (await c.api()) === 200);
    rows.push({ name: c.label, via: "API", ...api });
    const raw = await drive(async () => {
      await c.raw();
      return true;
    });
    rows.push({ name: c.label, via: "raw SQL", ...raw });
    if (c === cases[0]) {
      lines.push(
        `  public job page, kept: ${api.rps.toFixed(0)} req/s (≥ 1000): ${api.rps >= 1000 ? "met" : "NOT met"}; p99 ${api.p99.toFixed(1)} ms`,
      );
    } else {
      lines.push(
        `  ${c.label}: ${api.rps.toFixed(0)} req/s, p99 ${api.p99.toFixed(1)} ms (its data alone: ${raw.rps.toFixed(0)} req/s)`,
      );
    }
  }
  return lines;
}

/** Jobs the board's text search is measured over: the 20,000 of the seed, then this many in all. */
const SEARCH_JOBS = 200_000;
/** Titles of the jobs added for the search at scale: every eighth job says "motorista". */
const SEARCH_TITLES = [
  "Motorista de caminhão",
  "Auxiliar de logística",
  "Vigilante patrimonial",
  "Técnico de enfermagem",
  "Analista de suporte",
  "Mecânico de manutenção",
  "Supervisor de segurança",
  "Almoxarife",
];

/**
 * The job board's text search (GET /api/military/jobs?q=…) beside the same statements sent straight
 * through `pg` (its own query function over a pool), at the seed's 20,000 jobs and again after
 * 180,000 more, with a word every job holds, a common one and a rare one. Returns the targets' lines.
 */
async function measureJobSearch({ url, root, militaryCookies, get, pool, rows }) {
  const boardQueries = await tsImport(
    path.join(root, "apps/api/src/features/jobs/jobs.military.queries.ts"),
    import.meta.url,
  );
  const rawDb = drizzle(pool, { casing: "snake_case" });
  const lines = [];
  const verdict = (ok) => (ok ? "met" : "NOT met");
  const measureAt = async (jobCount, target, cases) => {
    for (const q of cases) {
      const query = `?q=${encodeURIComponent(q)}`;
      const status = await get(`/api/military/jobs${query}`, militaryCookies[0]);
      if (status !== 200) throw new Error(`GET /api/military/jobs${query} answered ${status}`);
      const label = `?q=${q} (${jobCount.toLocaleString("en")} jobs)`;
      const api = await drive(
        async (w) => (await get(`/api/military/jobs${query}`, militaryCookies[w % militaryCookies.length])) === 200,
      );
      rows.push({ name: `GET /api/military/jobs${label}`, via: "API", ...api });
      const raw = await drive(async (w) => {
        await boardQueries.searchBoardPage(rawDb, `bench-mil-${w}`, { q }, null);
        return true;
      });
      rows.push({ name: `job board search SQL ${label}`, via: "pg", ...raw });
      const r = api.rps / raw.rps;
      lines.push(
        `  job search ${label}: API ${(r * 100).toFixed(0)}% of raw SQL throughput (≥ 60%): ${verdict(r >= 0.6)}; p99 ${ms(api.p99)} (≤ ${target} ms): ${verdict(api.p99 <= target)}`,
      );
      // The same search typed in another case each time: a different key for the shared answers,
      // the same search for the database, so every request searches (the board with no answer kept).
      if (/\p{L}/u.test(q)) {
        const cold = await drive(async (w) => {
          const typed = encodeURIComponent(anyCase(q));
          return (await get(`/api/military/jobs?q=${typed}`, militaryCookies[w % militaryCookies.length])) === 200;
        });
        rows.push({ name: `GET /api/military/jobs${label}, no answer kept`, via: "API", ...cold });
        lines.push(
          `  job search ${label}, no answer kept: API ${((cold.rps / raw.rps) * 100).toFixed(0)}% of raw SQL throughput; p99 ${ms(cold.p99)}`,
        );
      }
    }
  };
  // Every job of the seed says "logística"; job 12345 alone says 12345.
  await measureAt(JOBS, 100, ["logistica", "12345"]);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    // Spread over the seed's companies and the last year; four in five active.
    const res = await client.query(
      `INSERT INTO jobs (id, company_id, title, city, regime, description, requirements, active, created_at,
                         salary_min, salary_max, pcd, area)
       SELECT md5('job' || n)::uuid, md5('company' || (n % $3 + 1))::uuid, ($4::text[])[n % 8 + 1] || ' ' || n,
              (ARRAY['Recife', 'São Paulo', 'Rio de Janeiro', 'Manaus'])[n % 4 + 1], 'CLT',
              'Descrição da vaga ' || n, ARRAY['Experiência em logística', 'CNH categoria D'], n % 5 <> 0,
              now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute',
              CASE WHEN n % 3 <> 0 THEN 1500 + (n % 60) * 100 END,
              CASE WHEN n % 6 = 1 THEN 2500 + (n % 60) * 100 END,
              CASE WHEN n % 10 = 0 THEN 'tambem' END,
              (ARRAY['logistica', 'seguranca', 'gestao', 'tecnologia', 'operacoes', 'outros'])[n % 6 + 1]
       FROM generate_series($1::int, $2::int - 1) n`,
      [JOBS, SEARCH_JOBS, SCALE.companies, SEARCH_TITLES],
    );
    await client.query("ANALYZE jobs");
    log(
      `\n  jobs for the search at scale     ${String(res.rowCount).padStart(9)} rows  ${ms(performance.now() - started)}`,
    );
  } finally {
    await client.end();
  }
  await measureAt(SEARCH_JOBS, 150, ["logistica", "motorista", "12345", "motorista rj", "recife", "caminhoneiro"]);
  // Each filter and sort of the board at 200,000 jobs (a third without a salary, one in ten for PcD,
  // one in six in each área).
  lines.push(
    ...(await measureBoardFilters({ root, pool, get, rows }, militaryCookies, { jobs: SEARCH_JOBS, p99: 150 })),
  );
  return lines;
}

/**
 * The candidates list filtered by 'Atende aos requisitos' and 'Não atende' beside its statements:
 * one application in four of the company's fails an eliminatory question.
 */
async function measureScreening({ root, pool, rows, cookies, companyIds, get }) {
  const rawDb = drizzle(pool, { casing: "snake_case" });
  const applications = await tsImport(
    path.join(root, "apps/api/src/features/applications/applications.queries.ts"),
    import.meta.url,
  );
  const companyId = companyIds[0];
  const cookie = cookies[0];
  const { rowCount: unmet } = await pool.query(
    `UPDATE job_applications a SET meets_requirements = false FROM jobs j
     WHERE j.id = a.job_id AND j.company_id = $1 AND abs(hashtext(a.id::text)) % 4 = 0`,
    [companyId],
  );
  const {
    rows: [{ n: total }],
  } = await pool.query(
    "SELECT count(*)::int AS n FROM job_applications a JOIN jobs j ON j.id = a.job_id WHERE j.company_id = $1",
    [companyId],
  );
  log(`  ${unmet} of the company's ${total} applications do not meet an eliminatory question`);
  const lines = [];
  for (const filter of ["atende", "nao_atende"]) {
    const label = `GET /api/company/applications?requirements=${filter}`;
    const api = await drive(
      async () => (await get(`/api/company/applications?requirements=${filter}`, cookie)) === 200,
    );
    rows.push({ name: label, via: "API", ...api });
    const raw = await drive(async () => {
      await applications.listCompanyApplications(rawDb, companyId, {
        sort: "recentes",
        cursor: null,
        requirements: filter,
      });
      return true;
    });
    rows.push({ name: "its statements", via: "drizzle", ...raw });
    lines.push(
      `  ${label}, 32 in flight: p99 ${ms(api.p99)} (≤ 150 ms: ${api.p99 <= 150 ? "met" : "NOT met"}; its statements alone ${ms(raw.p99)}); API ${((api.rps / raw.rps) * 100).toFixed(0)}% of their throughput`,
    );
  }
  // Back as they were, for the steps that follow.
  await pool.query(
    "UPDATE job_applications a SET meets_requirements = true FROM jobs j WHERE j.id = a.job_id AND j.company_id = $1",
    [companyId],
  );
  return lines;
}

export const steps = [
  { run: measureCompanyJobs },
  { only: "screening", run: measureScreening },
  { run: measureBoard },
  {
    only: "publicjobs",
    run: measurePublicJobs,
  },
  {
    only: "jobsearch",
    last: true,
    run: async (ctx) =>
      measureJobSearch({
        url: ctx.url,
        root: ctx.root,
        militaryCookies: await ctx.militaryCookies(),
        get: ctx.get,
        pool: ctx.pool,
        rows: ctx.rows,
      }),
  },
];
