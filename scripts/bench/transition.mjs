// npm run bench, transition (BENCH_ONLY=transition): an occupation's page at 200,000 jobs and the
// bench's 100,000 military profiles, as 32 militares open it, beside the same work sent straight
// through `pg` (the page's own function over a pool). Its figures come from the roll-ups; the
// jobs are spread over eight famílias, a third of them truck drivers, so one page sums the most.
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { tsImport } from "tsx/esm/api";
import { drive, log, ms } from "./lib.mjs";

const JOBS_AT_SCALE = 200_000;
/** The famílias of the jobs, the first one (truck drivers) three times as often as each other. */
const FAMILIES = ["7825", "7825", "7825", "4141", "5173", "3421", "4110", "9144", "5103", "7823"];
/** Requirement lines the jobs ask, in sets; each set's terms are read once by the normaliser. */
const REQUIREMENT_SETS = [
  ["CNH categoria E", "Curso MOPP", "Disponibilidade para viagens"],
  ["CNH categoria D", "Ensino médio completo", "Curso de direção defensiva"],
  ["Excel intermediário", "Conhecimento de WMS", "Ensino médio completo"],
  ["Curso de formação de vigilante", "Reciclagem em dia", "CNV válida"],
  ["Ensino superior em Logística", "Pacote Office", "Inglês intermediário"],
  ["Experiência com gestão de equipes", "Controle de estoque", "CNH categoria B"],
];

async function measureOccupationPage({ root, pool, rows, get, militaryCookies }) {
  const skills = await tsImport(path.join(root, "apps/api/src/features/skills/skills.public.ts"), import.meta.url);
  const transition = await tsImport(
    path.join(root, "apps/api/src/features/transition/transition.service.ts"),
    import.meta.url,
  );
  const sets = REQUIREMENT_SETS.map((lines) => ({ lines, terms: skills.requirementTermsOf(lines) }));
  const started = performance.now();
  // The jobs already saved get a família and their terms; then new ones up to 200,000, over the
  // last fifteen months (the page counts twelve), two in three with a salary.
  await pool.query(
    `UPDATE jobs SET cbo_family = ($1::text[])[abs(hashtext(id::text)) % 10 + 1], cbo_family_source = 'inferida',
       requirement_terms = $2::text[] WHERE cbo_family IS NULL`,
    [FAMILIES, sets[0].terms],
  );
  const {
    rows: [{ n: existing }],
  } = await pool.query("SELECT count(*)::int AS n FROM jobs");
  const companies = (await pool.query("SELECT id FROM companies ORDER BY id LIMIT 1000")).rows.map((r) => r.id);
  for (let from = existing; from < JOBS_AT_SCALE; from += 20_000) {
    const to = Math.min(JOBS_AT_SCALE, from + 20_000);
    await pool.query(
      `INSERT INTO jobs (id, company_id, title, city, regime, description, requirements, requirement_terms,
                         cbo_family, cbo_family_source, active, created_at, salary_min, salary_max, area)
       SELECT md5('job' || n)::uuid, ($3::uuid[])[n % array_length($3::uuid[], 1) + 1], 'Vaga ' || n,
              (ARRAY['Recife', 'São Paulo', 'Rio de Janeiro', 'Manaus'])[n % 4 + 1], 'CLT', 'Descrição da vaga ' || n,
              ARRAY(SELECT jsonb_array_elements_text($4::jsonb -> (n % $5) -> 'lines')),
              ARRAY(SELECT jsonb_array_elements_text($4::jsonb -> (n % $5) -> 'terms')),
              ($6::text[])[n % 10 + 1], 'inferida', n % 5 <> 0,
              now() - (n % 450) * interval '1 day' - (n % 1440) * interval '1 minute',
              CASE WHEN n % 3 <> 0 THEN 1500 + (n % 60) * 100 END,
              CASE WHEN n % 6 = 1 THEN 2500 + (n % 60) * 100 END,
              'logistica'
       FROM generate_series($1::int, $2::int - 1) n
       ON CONFLICT (id) DO NOTHING`,
      [from, to, companies, JSON.stringify(sets), sets.length, FAMILIES],
    );
  }
  // The bulk insert updated each roll-up row thousands of times in a few seconds; autovacuum clears
  // such dead versions as a steady trickle of jobs leaves them, so the page is measured after it.
  for (const table of ["jobs", "cbo_family_months", "cbo_family_salaries", "cbo_family_terms"]) {
    await pool.query(`VACUUM ANALYZE ${table}`);
  }
  const {
    rows: [{ n: total, truck }],
  } = await pool.query(
    "SELECT count(*)::int AS n, count(*) FILTER (WHERE cbo_family = '7825')::int AS truck FROM jobs",
  );
  log(
    `  ${total.toLocaleString("en")} jobs (${truck.toLocaleString("en")} of família 7825)  ${ms(performance.now() - started)}`,
  );

  const ids = (
    await pool.query("SELECT id FROM users WHERE email = ANY($1::text[]) ORDER BY email", [
      militaryCookies.map((_, i) => `militar${i}@bench.pm`),
    ])
  ).rows.map((r) => r.id);
  const rawDb = drizzle(pool, { casing: "snake_case" });
  const lines = [];
  for (const code of ["782510", "414105", "517330"]) {
    const label = `GET /api/military/transition/occupations/${code}`;
    const status = await get(`/api/military/transition/occupations/${code}`, militaryCookies[0]);
    if (status !== 200) throw new Error(`${label} answered ${status}`);
    const api = await drive(
      async (w) =>
        (await get(`/api/military/transition/occupations/${code}`, militaryCookies[w % militaryCookies.length])) ===
        200,
    );
    rows.push({ name: label, via: "API", ...api });
    const raw = await drive(async (w) => {
      await transition.occupationView(rawDb, ids[w % ids.length], code);
      return true;
    });
    rows.push({ name: `${label} statements`, via: "pg", ...raw });
    lines.push(
      `  ${label} (200,000 jobs), 32 in flight: p99 ${ms(api.p99)} (≤ 150 ms: ${api.p99 <= 150 ? "met" : "NOT met"}; its statements alone ${ms(raw.p99)}); API ${((api.rps / raw.rps) * 100).toFixed(0)}% of their throughput`,
    );
  }
  return lines;
}

export const steps = [
  {
    only: "transition",
    last: true,
    run: async (ctx) =>
      measureOccupationPage({
        root: ctx.root,
        pool: ctx.pool,
        rows: ctx.rows,
        get: ctx.get,
        militaryCookies: await ctx.militaryCookies(),
      }),
  },
];
