// npm run bench, community (BENCH_ONLY=community): the Comunidade's question list, by topic and by
// words, at 100,000 questions, as 32 militares read it, beside the same work sent straight through
// `pg` (the route's own query function over a pool). The questions' words come from a vocabulary
// of transition topics, so a common word matches thousands and a rare one a few.
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { tsImport } from "tsx/esm/api";
import { drive, log, ms } from "./lib.mjs";

const QUESTIONS_AT_SCALE = 100_000;
const TOPICS = [
  "transicao",
  "curriculo",
  "logistica",
  "seguranca",
  "gestao",
  "tecnologia",
  "operacoes",
  "outros",
  "direitos",
];
const WORDS = [
  "certificado de reservista",
  "FGTS do temporário",
  "CNH categoria D",
  "currículo de sargento",
  "entrevista em transportadora",
  "curso de vigilante",
  "NR-35 trabalho em altura",
  "tempo de serviço no INSS",
  "compensação pecuniária",
  "almoxarifado e estoque",
  "suporte técnico de TI",
  "liderança de equipe",
];

async function measureCommunity({ root, pool, rows, get, militaryCookies }) {
  const queries = await tsImport(
    path.join(root, "apps/api/src/features/community/community.queries.ts"),
    import.meta.url,
  );
  const started = performance.now();
  const authors = (await pool.query("SELECT user_id FROM military_profiles ORDER BY user_id LIMIT 2000")).rows.map(
    (r) => r.user_id,
  );
  const {
    rows: [{ n: existing }],
  } = await pool.query("SELECT count(*)::int AS n FROM community_questions");
  for (let from = existing; from < QUESTIONS_AT_SCALE; from += 20_000) {
    const to = Math.min(QUESTIONS_AT_SCALE, from + 20_000);
    await pool.query(
      `INSERT INTO community_questions (id, author_id, topic, title, body, answers_count, last_activity_at, created_at)
       SELECT md5('question' || n)::uuid, ($3::text[])[n % array_length($3::text[], 1) + 1],
              ($4::text[])[n % 9 + 1],
              'Dúvida sobre ' || ($5::text[])[n % 12 + 1] || ' número ' || n,
              'Pergunta ' || n || ' sobre ' || ($5::text[])[(n / 7) % 12 + 1] || ' e ' || ($5::text[])[(n / 13) % 12 + 1]
                || CASE WHEN n % 997 = 0 THEN ' zarabatana' ELSE '' END,
              n % 4, now() - (n % 400) * interval '1 day' - (n % 1440) * interval '1 minute',
              now() - (n % 400) * interval '1 day' - (n % 1440) * interval '1 minute'
       FROM generate_series($1::int, $2::int - 1) n
       ON CONFLICT (id) DO NOTHING`,
      [from, to, authors, TOPICS, WORDS],
    );
  }
  await pool.query("VACUUM ANALYZE community_questions");
  log(`  ${QUESTIONS_AT_SCALE.toLocaleString("en")} questions  ${ms(performance.now() - started)}`);

  const viewer = (await pool.query("SELECT id FROM users WHERE email = $1", ["militar0@bench.pm"])).rows[0]?.id;
  const rawDb = drizzle(pool, { casing: "snake_case" });
  const cases = [
    { label: "list, newest activity", query: "", filters: {} },
    { label: "list, one topic", query: "topic=direitos", filters: { topic: "direitos" } },
    { label: "search, common words", query: "q=certificado%20reservista", filters: { q: "certificado reservista" } },
    {
      label: "search, accents left out",
      query: "q=compensacao%20pecuniaria",
      filters: { q: "compensacao pecuniaria" },
    },
    { label: "search, a rare word", query: "q=zarabatana", filters: { q: "zarabatana" } },
    { label: "search in a topic", query: "topic=logistica&q=cnh", filters: { topic: "logistica", q: "cnh" } },
  ];
  const lines = [];
  for (const c of cases) {
    const url = `/api/military/community/questions${c.query ? `?${c.query}` : ""}`;
    const label = `GET ${url}`;
    const status = await get(url, militaryCookies[0]);
    if (status !== 200) throw new Error(`${label} answered ${status}`);
    const api = await drive(async (w) => (await get(url, militaryCookies[w % militaryCookies.length])) === 200);
    rows.push({ name: label, via: "API", ...api });
    const raw = await drive(async () => {
      await queries.listQuestions(rawDb, viewer, c.filters, null);
      return true;
    });
    rows.push({ name: `${label} statements`, via: "pg", ...raw });
    lines.push(
      `  ${c.label} (${label}), 32 in flight: p99 ${ms(api.p99)} (≤ 100 ms: ${api.p99 <= 100 ? "met" : "NOT met"}; its statement alone ${ms(raw.p99)}); API ${((api.rps / raw.rps) * 100).toFixed(0)}% of its throughput`,
    );
  }
  return lines;
}

export const steps = [
  {
    only: "community",
    last: true,
    run: async (ctx) =>
      measureCommunity({
        root: ctx.root,
        pool: ctx.pool,
        rows: ctx.rows,
        get: ctx.get,
        militaryCookies: await ctx.militaryCookies(),
      }),
  },
];
