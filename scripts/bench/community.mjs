// npm run bench, community (BENCH_ONLY=community): the Comunidade's question list, by topic and by
// words, at 100,000 questions, as 32 militares read it, beside the same work sent straight through
// `pg` (the route's own query function over a pool). The questions' words come from a vocabulary
// of transition topics, so a common word matches thousands and a rare one a few. Then the mentor
// search at 2,000 mentors, and the console's moderation queue (its statement: an operator signs in
// with two factors) with 2% of the questions and answers reported.
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

const MENTORS_AT_SCALE = 2_000;
const AREAS = ["logistica", "seguranca", "gestao", "tecnologia", "operacoes", "curriculo", "transicao", "direitos"];
const OCCUPATIONS = ["414105", "414110", "517330", "517310", "782510", "411005", "317210", "252105"];

/** One case: the route through the API, 32 in flight, beside its statement alone over `pg`. */
async function measureCase({ rows, get, cookies, url, statement, label, lines }) {
  const name = `GET ${url}`;
  if (url) {
    const status = await get(url, cookies[0]);
    if (status !== 200) throw new Error(`${name} answered ${status}`);
  }
  const raw = await drive(async () => {
    await statement();
    return true;
  });
  if (!url) {
    rows.push({ name: `${label} statements`, via: "pg", ...raw });
    lines.push(`  ${label}, 32 in flight: its statements alone p99 ${ms(raw.p99)}, ${raw.rps.toFixed(0)} per second`);
    return;
  }
  const api = await drive(async (w) => (await get(url, cookies[w % cookies.length])) === 200);
  rows.push({ name, via: "API", ...api });
  rows.push({ name: `${name} statements`, via: "pg", ...raw });
  lines.push(
    `  ${label} (${name}), 32 in flight: p99 ${ms(api.p99)} (≤ 100 ms: ${api.p99 <= 100 ? "met" : "NOT met"}; its statement alone ${ms(raw.p99)}); API ${((api.rps / raw.rps) * 100).toFixed(0)}% of its throughput`,
  );
}

/** 2,000 active mentors (areas and occupations from short lists, so each filter keeps hundreds). */
async function seedMentors(pool) {
  await pool.query(
    `INSERT INTO mentor_profiles (user_id, areas, occupations, capacity, availability, active, active_mentees)
     SELECT u.user_id,
            ARRAY[($1::text[])[n % 8 + 1], ($1::text[])[(n / 8) % 8 + 1]],
            ARRAY[($2::text[])[n % 8 + 1]],
            n % 5 + 1, 'Terças à noite, por mensagem.', true, (n % 5 + 1) * (n % 2)
     FROM (SELECT user_id, row_number() OVER (ORDER BY user_id) AS n FROM military_profiles
           WHERE user_id NOT IN (SELECT id FROM users WHERE email = 'militar0@bench.pm') LIMIT $3) u
     ON CONFLICT (user_id) DO NOTHING`,
    [AREAS, OCCUPATIONS, MENTORS_AT_SCALE],
  );
  await pool.query("VACUUM ANALYZE mentor_profiles");
}

/** 2% of the questions and of their answers reported, a third of those hidden. */
async function seedReports(pool) {
  await pool.query(
    `UPDATE community_questions SET reports_count = 1 + (abs(hashtext(id::text)) % 4),
            hidden_at = CASE WHEN abs(hashtext(id::text)) % 3 = 0 THEN now() END
     WHERE abs(hashtext(id::text)) % 50 = 0 AND reports_count = 0`,
  );
  await pool.query(
    `INSERT INTO community_answers (question_id, author_id, body, reports_count)
     SELECT q.id, q.author_id, 'Resposta denunciada de exemplo.', 1 + n % 3
     FROM (SELECT id, author_id, row_number() OVER (ORDER BY id) AS n FROM community_questions
           WHERE abs(hashtext(id::text)) % 50 = 1 LIMIT 2000) q
     WHERE NOT EXISTS (SELECT 1 FROM community_answers a WHERE a.question_id = q.id)`,
  );
  await pool.query("VACUUM ANALYZE community_questions");
  await pool.query("VACUUM ANALYZE community_answers");
}

async function measureCommunity({ root, pool, rows, get, militaryCookies }) {
  const queries = await tsImport(
    path.join(root, "apps/api/src/features/community/community.queries.ts"),
    import.meta.url,
  );
  const mentoring = await tsImport(
    path.join(root, "apps/api/src/features/community/community.mentoring.queries.ts"),
    import.meta.url,
  );
  const moderation = await tsImport(
    path.join(root, "apps/api/src/features/community/community.moderation.queries.ts"),
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
    await measureCase({
      rows,
      get,
      cookies: militaryCookies,
      url: `/api/military/community/questions${c.query ? `?${c.query}` : ""}`,
      statement: () => queries.listQuestions(rawDb, viewer, c.filters, null),
      label: c.label,
      lines,
    });
  }

  const seeded = performance.now();
  await seedMentors(pool);
  await seedReports(pool);
  log(`  ${MENTORS_AT_SCALE.toLocaleString("en")} mentors, 2% of posts reported  ${ms(performance.now() - seeded)}`);
  const mentorCases = [
    { label: "mentors, everyone", query: "", filters: {} },
    { label: "mentors by area", query: "area=logistica", filters: { area: "logistica" } },
    {
      label: "mentors by area and occupation",
      query: "area=seguranca&ocupacao=517330",
      filters: { area: "seguranca", ocupacao: "517330" },
    },
    { label: "mentors by força", query: "forca=marinha", filters: { forca: "marinha" } },
  ];
  for (const c of mentorCases) {
    await measureCase({
      rows,
      get,
      cookies: militaryCookies,
      url: `/api/military/mentoring/mentors${c.query ? `?${c.query}` : ""}`,
      statement: () => mentoring.listMentors(rawDb, viewer, c.filters),
      label: c.label,
      lines,
    });
  }
  await measureCase({
    rows,
    get,
    cookies: militaryCookies,
    url: null,
    statement: () => moderation.moderationQueue(rawDb),
    label: "console's moderation queue (reported posts and questions unanswered for 3 days)",
    lines,
  });
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
