// npm run bench, the talent bank (BENCH_ONLY=talent): search, profiles, the translator and matching.
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { drive, httpGetter, httpPoster, ms } from "./lib.mjs";

/**
 * The talent bank over 100,000 military profiles (72,000 opted in), the translator and matching:
 * each API beside the SQL it sends, where it sends any. Pushes rows and returns the targets' lines.
 */
async function measureTalent({ base, root, cookies, militaryCookies, pool, mockDb, rows }) {
  const get = httpGetter(base);
  const post = httpPoster(base);
  const lines = [];
  const verdict = (ok) => (ok ? "met" : "NOT met");

  // The translator: in memory, no statement.
  const example = { branch: "exercito", rank: "3-sargento", specialties: ["motorista de viatura", "mecânico"] };
  const translateStatus = await post("/api/skills/translate", militaryCookies[0], example);
  if (translateStatus !== 200) throw new Error(`POST /api/skills/translate answered ${translateStatus}`);
  const translate = await drive(
    async (w) => (await post("/api/skills/translate", militaryCookies[w % militaryCookies.length], example)) === 200,
  );
  rows.push({ name: "POST /api/skills/translate", via: "API", ...translate });
  lines.push(`  translator: p99 ${ms(translate.p99)} (≤ 50 ms): ${verdict(translate.p99 <= 50)}`);

  const talentQueries = await tsImport(
    path.join(root, "apps/api/src/features/talent/talent.queries.ts"),
    import.meta.url,
  );
  const cases = [
    ["(basic: branch + state)", "?branch=exercito&state=PE", { branch: "exercito", state: "PE" }],
    ["?q=motorista (relevance)", "?q=motorista", { q: "motorista" }],
    ["?occupation=782510&city=Recife", "?occupation=782510&city=Recife", { occupation: "782510", city: "Recife" }],
    [
      "?specialty=enfermagem&sort=recentes",
      "?specialty=enfermagem&sort=recentes",
      { specialty: "enfermagem", sort: "recentes" },
    ],
  ];
  for (const [label, query, filters] of cases) {
    const status = await get(`/api/company/talent${query}`, cookies[0]);
    if (status !== 200) throw new Error(`GET /api/company/talent${query} answered ${status}`);
    const api = await drive(
      async (w) => (await get(`/api/company/talent${query}`, cookies[w % cookies.length])) === 200,
    );
    rows.push({ name: `GET /api/company/talent ${label}`, via: "API", ...api });
    const statements = talentQueries.talentSearchStatements(mockDb, filters, 1);
    const results = statements.results.toSQL();
    const count = statements.count.toSQL();
    // Free text ranked by relevance counts in the page's own statement (countInResults).
    const raw = await drive(async () => {
      await Promise.all([
        pool.query(results.sql, results.params),
        statements.countInResults ? null : pool.query(count.sql, count.params),
      ]);
      return true;
    });
    const sent = statements.countInResults ? "1 statement" : "2 statements";
    rows.push({ name: `talent search SQL ${label} (${sent})`, via: "pg", ...raw });
    const r = api.rps / raw.rps;
    lines.push(
      `  talent search ${label}: API ${(r * 100).toFixed(0)}% of raw SQL throughput (≥ 60%): ${verdict(r >= 0.6)}; p99 ${ms(api.p99)} (≤ 100 ms): ${verdict(api.p99 <= 100)}`,
    );
  }

  // Recommendations: every job mentions 'logística', so every listed job matches (the worst case).
  const recommended = await drive(
    async (w) => (await get("/api/military/recommendations", militaryCookies[w % militaryCookies.length])) === 200,
  );
  rows.push({ name: "GET /api/military/recommendations", via: "API", ...recommended });
  lines.push(`  recommendations: p99 ${ms(recommended.p99)} (≤ 100 ms): ${verdict(recommended.p99 <= 100)}`);
  return lines;
}

export const steps = [
  {
    only: "talent",
    run: async (ctx) =>
      measureTalent({
        base: ctx.base,
        root: ctx.root,
        cookies: ctx.cookies,
        militaryCookies: await ctx.militaryCookies(),
        pool: ctx.pool,
        mockDb: ctx.mockDb,
        rows: ctx.rows,
      }),
  },
];
