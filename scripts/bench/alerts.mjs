// npm run bench, alerts (BENCH_ONLY=alerts): a militar's list of alerts beside its SQL; 100,000 confirmed job alerts, then 1,000 jobs
// published at once. The API's own job runner matches and e-mails them as in production (alerts.instant
// every 10 s); the bench times how long until every instant e-mail is
// in the outbox (target ≤ 2 min), measures the public board's p99 before and meanwhile, then
// runs the 8h digest of the 'Diário' alerts through the worker's own code (target ≤ 5 min).

import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import pino from "pino";
import { apiModule, drive, log, ms } from "./lib.mjs";

const ALERTS = 100_000;
const PUBLISHED = 1000;
/** What militares look for: each alert saves one of these searches (synonyms expanded by the app). */
const SEARCHES = [
  "motorista",
  "vigilante",
  "almoxarife",
  "logística",
  "eletricista",
  "mecânico",
  "técnico de enfermagem",
  "auxiliar administrativo",
  "operador de empilhadeira",
  "soldador",
  "porteiro",
  "estoquista",
  "supervisor de segurança",
  "suporte de TI",
  "bombeiro civil",
  "cozinheiro",
  "recepcionista",
  "pedreiro",
  "conferente",
  "comprador",
  "instrutor",
  "analista de logística",
  "técnico em eletrônica",
  "operador de máquinas",
  "auxiliar de manutenção",
  "segurança patrimonial",
  "frentista",
  "zelador",
  "jardineiro",
  "enfermeiro",
];
const TITLES = [
  "Motorista de caminhão",
  "Vigilante patrimonial",
  "Almoxarife",
  "Assistente de logística",
  "Eletricista de manutenção",
  "Mecânico de veículos pesados",
  "Técnico de enfermagem",
  "Auxiliar administrativo",
  "Operador de empilhadeira",
  "Soldador",
  "Porteiro",
  "Estoquista",
  "Condutor de veículos",
  "Analista de suporte de TI",
  "Bombeiro civil",
];
/** A city of each state, the way companies write it. */
const CITIES = [
  "Rio Branco - AC",
  "Maceió - AL",
  "Macapá - AP",
  "Manaus - AM",
  "Salvador - BA",
  "Fortaleza - CE",
  "Brasília - DF",
  "Vitória - ES",
  "Goiânia - GO",
  "São Luís - MA",
  "Cuiabá - MT",
  "Campo Grande - MS",
  "Belo Horizonte - MG",
  "Belém - PA",
  "João Pessoa - PB",
  "Curitiba - PR",
  "Recife - PE",
  "Teresina - PI",
  "Rio de Janeiro - RJ",
  "Natal - RN",
  "Porto Alegre - RS",
  "Porto Velho - RO",
  "Boa Vista - RR",
  "Florianópolis - SC",
  "São Paulo - SP",
  "Aracaju - SE",
  "Palmas - TO",
];
const STATES = CITIES.map((c) => c.slice(-2));

/** What the bench watches while the runner works: cheap (the queue and the unsent matches' index). */
async function progress(pool) {
  const { rows } = await pool.query(`
    SELECT (SELECT count(*) FROM job_alert_queue)::int AS queued,
           (SELECT count(*) FROM job_alert_matches WHERE sent_at IS NULL AND frequency = 'imediato')::int AS unsent,
           (SELECT count(*) FROM job_alert_matches WHERE sent_at IS NULL)::int AS pending`);
  return rows[0];
}

async function counts(pool) {
  const { rows } = await pool.query(`
    SELECT (SELECT count(*) FROM job_alert_matches)::int AS matches,
           (SELECT count(*) FROM email_outbox)::int AS emails`);
  return rows[0];
}

async function measureAlerts({ root, url, pool, get, rows, militaryCookies }) {
  const alertsModule = await apiModule(root, "features/alerts/alerts.queries.ts");
  const worker = await apiModule(root, "features/alerts/alerts.worker.ts");
  const mailerModule = await apiModule(root, "mail/mailer.ts");
  const client = new pg.Pool({ connectionString: url, max: 4 });
  const db = drizzle(client, { casing: "snake_case" });
  const lines = [];
  try {
    // One alert per search through the app's own code (the query, its lexemes, the place), then
    // copied in SQL to 100,000, each in a state (as 'motorista sp' is saved); one in ten has no
    // words, only a state and a regime (an empty search is refused, as the API refuses it).
    const templates = [];
    for (const [i, q] of SEARCHES.entries()) {
      const id = await alertsModule.insertAlert(
        db,
        { email: `modelo${i}@bench.pm` },
        { name: q, frequency: "imediato", search: { q } },
      );
      templates.push(id);
    }
    const started = performance.now();
    await pool.query(
      `INSERT INTO job_alerts (email, name, frequency, search, query, terms, state, regime, confirmed_at, created_at)
       SELECT 'alerta' || n || '@bench.pm', t.name, (CASE WHEN n % 2 = 0 THEN 'imediato' ELSE 'diario' END),
              t.search, CASE WHEN n % 10 = 0 THEN NULL ELSE t.query END,
              CASE WHEN n % 10 = 0 THEN '{}'::text[]
                ELSE ARRAY(SELECT split_part(k, '@', 1) || '@' || s.state FROM unnest(t.terms) AS k) END,
              s.state,
              CASE WHEN n % 10 = 0 THEN 'CLT'::regime END, now(), now()
       FROM generate_series(0, $1 - 1) n
       CROSS JOIN LATERAL (SELECT ($4::text[])[1 + (n / 7) % array_length($4::text[], 1)] AS state) s
       JOIN (SELECT row_number() OVER (ORDER BY id) - 1 AS k, * FROM job_alerts WHERE id = ANY ($2::uuid[])) t
         ON t.k = n % $3`,
      [ALERTS, templates, templates.length, STATES],
    );
    await pool.query("DELETE FROM job_alerts WHERE id = ANY ($1::uuid[])", [templates]);
    await pool.query("ANALYZE job_alerts");
    log(`  ${ALERTS.toLocaleString("en")} alerts in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // A militar's page of alerts (GET /api/military/alerts, at its cap of 20) beside its statement.
    await pool.query(
      `INSERT INTO job_alerts (user_id, name, frequency, search, state, confirmed_at)
       SELECT 'bench-mil-' || u, 'Alerta ' || k, 'diario', '{"q":"logistica"}'::jsonb, 'PE', now()
       FROM generate_series(0, 31) u CROSS JOIN generate_series(1, 20) k`,
    );
    const cookies = await militaryCookies();
    const listApi = await drive(async (w) => (await get("/api/military/alerts", cookies[w % cookies.length])) === 200);
    rows.push({ name: "GET /api/military/alerts (20 alerts)", via: "API", ...listApi });
    const rawDb = drizzle(pool, { casing: "snake_case" });
    const listRaw = await drive(async (w) => {
      await alertsModule.listUserAlerts(rawDb, `bench-mil-${w}`);
      return true;
    });
    rows.push({ name: "alerts list SQL", via: "pg", ...listRaw });
    lines.push(
      `  alerts: GET /api/military/alerts p99 ${ms(listApi.p99)}, ${listApi.rps.toFixed(0)} req/s (its SQL alone: ${listRaw.rps.toFixed(0)} req/s)`,
    );

    const board = () => get(`/api/public/jobs?q=${encodeURIComponent("motorista")}`, "");
    const before = await drive(async () => (await board()) === 200);
    rows.push({ name: "GET /api/public/jobs?q=motorista (before)", via: "API", ...before });

    const at = await counts(pool);
    const publishedAt = performance.now();
    await pool.query(
      `INSERT INTO jobs (company_id, title, city, regime, description, salary_min, created_at)
       SELECT md5('company' || (1 + n % 500))::uuid, ($2::text[])[1 + n % array_length($2::text[], 1)] || ' ' || n,
              ($3::text[])[1 + n % array_length($3::text[], 1)], 'CLT',
              'Vaga publicada para o teste de alertas.', 2000 + (n % 30) * 100, now()
       FROM generate_series(0, $1 - 1) n`,
      [PUBLISHED, TITLES, CITIES],
    );
    // The board's p99 while the runner matches and sends; then wait for the last instant e-mail.
    const during = drive(async () => (await board()) === 200);
    let done = null;
    let matched = null;
    while (done === null && performance.now() - publishedAt < 10 * 60_000) {
      await new Promise((r) => setTimeout(r, 2000));
      const p = await progress(pool);
      const now = performance.now() - publishedAt;
      if (matched === null && p.queued === 0 && p.pending > 0) matched = now;
      if (matched !== null && p.queued === 0 && p.unsent === 0) done = now;
    }
    const last = await counts(pool);
    // The same search once the alerts are sent: the jobs just published are in its results, so
    // this, not the figure before them, is what the board costs without the burst.
    const after = await drive(async () => (await board()) === 200);
    rows.push({ name: "GET /api/public/jobs?q=motorista (after)", via: "API", ...after });
    const meanwhile = await during;
    rows.push({ name: "GET /api/public/jobs?q=motorista (while alerts are sent)", via: "API", ...meanwhile });
    const matches = last.matches - at.matches;
    const instantEmails = last.emails - at.emails;
    lines.push(
      `  alerts: ${PUBLISHED} jobs published to ${ALERTS.toLocaleString("en")} alerts: ${matches.toLocaleString("en")} matches, ` +
        `${instantEmails.toLocaleString("en")} instant e-mails queued in ${done === null ? "more than 10 min" : `${(done / 1000).toFixed(1)} s`} ` +
        `(target ≤ 120 s: ${done !== null && done <= 120_000 ? "met" : "NOT met"})`,
      `  alerts: every job matched after ${((matched ?? 0) / 1000).toFixed(1)} s (the instant job runs every 10 s; a burst's steps are paced to three quarters of one database connection's time)`,
      `  alerts: board p99 ${ms(before.p99)} before the jobs, ${ms(meanwhile.p99)} while they are matched, ${ms(after.p99)} after (${before.rps.toFixed(0)}, ${meanwhile.rps.toFixed(0)}, ${after.rps.toFixed(0)} req/s)`,
    );

    // The 8h digest of the 'Diário' alerts, by the worker's code in this process (the API's runner
    // may take part: a run finds the alerts the other has not locked).
    const mailer = mailerModule.createMailer({ db, logger: pino({ level: "silent" }), from: "bench@pm" });
    const now = new Date();
    const digestAt = alertsModule.digestHourReached(now)
      ? now
      : new Date(`${now.toISOString().slice(0, 10)}T11:05:00Z`);
    const beforeDigest = await counts(pool);
    const digestStarted = performance.now();
    const result = await worker.sendDueAlerts(
      { db, mailer, baseUrl: "http://localhost", secret: "bench-secret-0123456789abcdef0123456789" },
      "diario",
      digestAt,
    );
    const { rows: left } = await pool.query(
      `SELECT count(*)::int AS n FROM job_alert_matches m JOIN job_alerts a ON a.id = m.alert_id
       WHERE m.sent_at IS NULL AND a.frequency = 'diario'`,
    );
    const digestSeconds = (performance.now() - digestStarted) / 1000;
    const afterDigest = await counts(pool);
    lines.push(
      `  alerts: daily digest: ${(afterDigest.emails - beforeDigest.emails).toLocaleString("en")} e-mails ` +
        `(${result.emails.toLocaleString("en")} by this process) in ${digestSeconds.toFixed(1)} s, ${left[0].n} matches left ` +
        `(target ≤ 300 s: ${digestSeconds <= 300 && left[0].n === 0 ? "met" : "NOT met"})`,
    );
  } finally {
    await client.end();
  }
  return lines;
}

export const steps = [{ only: "alerts", last: true, run: measureAlerts }];
