// `npm run bench`: load figures for the company workspace API on a realistic PostgreSQL volume.
//
// Creates a database of its own on the PostgreSQL server at BENCH_DATABASE_URL (else
// TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres), lets the built API
// (apps/api/dist/main.js, production mode) migrate it, seeds 1,000 paid companies with 20,000
// jobs, 20,000 military applicants with 400,000 applications and 2,000,000 job views, signs 32
// companies and 32 militares in, then for BENCH_SECONDS (default 10) each, 32 requests in flight:
//   - GET /api/company/dashboard and GET /api/company/jobs through the API;
//   - the same SQL sent straight through `pg` with 32 connections (the dashboard's own
//     statements, taken from dashboard.queries.ts; for the jobs list, an equivalent pair);
//   - the militar's job board, GET /api/military/jobs: its first page and the 100th by keyset
//     cursor; its text search beside the same statements sent through `pg`, without accents
//     ("logistica" matches every job's "logística") and with a rare word, at 20,000 jobs and, last
//     (BENCH_ONLY=jobsearch for this alone), after 180,000 more (p99 ≤ 100 and ≤ 150 ms);
//   - benefits, over 5,000 partner offers and 200,000 redemptions: the militar's catalogue
//     (GET /api/military/benefits: first page, category + city, a text search without accents)
//     and a code looked up at a partner's till (POST /api/company/benefits/validate/lookup), the
//     militar's history, the partner's uses and the public partners directory (its API, and its
//     page as the server renders it when the web app is built), each API beside the SQL it runs
//     sent straight through `pg`;
//   - public job pages as the server renders them (BENCH_ONLY=publicjobs): one job's page kept
//     after its first render (≥ 1,000 requests/s), a different job's each time, the public list;
//   - the reports of a Pro company with 25 jobs, 50,000 applications and 1,000,000 views
//     (BENCH_ONLY=reports): 90 and 30 days and the CSV export beside their SQL (p99 ≤ 200 ms);
//   - the public API (BENCH_ONLY=api): /api/v1/jobs and a job's applications with bearer keys of
//     32 Enterprise companies, beside each page's statement (p99 ≤ 100 ms);
//   - the operators' console (BENCH_ONLY=console): the company and militar searches, the LGPD
//     queue, the audit, the team, withdrawals, reports and offers, signed in with a confirmed
//     second factor, and a militar's own LGPD requests, beside their SQL; with BENCH_ONLY=api,
//     the company's API keys and webhook delivery log.
// Prints p50/p99 latency and requests/s, checks the targets (API ≥ half the raw SQL throughput,
// dashboard p99 ≤ 100 ms; benefits: API ≥ 60 % of raw SQL, p99 ≤ 100 ms), and drops the database. It prints figures; it is not a test.
//
// Usage: npm run bench [-- --no-build]     (BENCH_SECONDS=20 npm run bench)
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hashPassword } from "better-auth/crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { tsImport } from "tsx/esm/api";
import { startBuiltApp } from "./built-app.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const seconds = Math.max(1, Number(process.env.BENCH_SECONDS ?? 10));
const WARMUP_MS = 2000;
const CONCURRENCY = 32;
const SCALE = {
  companies: 1000,
  jobsPerCompany: 20,
  applicants: 20_000,
  applicationsPerApplicant: 20,
  views: 2_000_000,
  offers: 5000,
  redemptionsPerApplicant: 10,
  conversations: 100_000,
  messagesPerConversation: 20,
  /** Militares in the talent bank, beside the applicants: 100,000 military profiles in all. */
  talents: 80_000,
};
/** BENCH_ONLY=talent seeds and measures the talent bank, the translator and matching alone. */
const ONLY = process.env.BENCH_ONLY ?? "";
const measures = (section) => ONLY === "" || ONLY === section;
/** Messages sent for the delivery latency, at DELIVERY_PER_SECOND (BENCH_DELIVERY_MESSAGES to change). */
const DELIVERY_MESSAGES = Math.max(10, Number(process.env.BENCH_DELIVERY_MESSAGES ?? 1000));
const DELIVERY_PER_SECOND = 20;
const JOBS = SCALE.companies * SCALE.jobsPerCompany;
const PASSWORD = "bench-senha-123";

const log = (...args) => console.log(...args);
const ms = (n) => `${n.toFixed(1)} ms`;

function databaseUrl(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function withAdmin(fn) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** PostgreSQL's md5(text)::uuid, as the seed names its rows. */
function md5uuid(text) {
  const h = createHash("md5").update(text).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The delivery latency of a message across API processes: the militar's SSE stream is opened on
 * a second process, the company posts DELIVERY_MESSAGES messages to the first at
 * DELIVERY_PER_SECOND, and each post is timed to the frame announcing it on the stream.
 */
async function measureDelivery({ base, companyCookie, militarCookie, conversationId, startSecond }) {
  const secondBase = await startSecond();
  const controller = new AbortController();
  const res = await fetch(`${secondBase}/api/events`, {
    headers: { cookie: militarCookie },
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`the second process's stream answered ${res.status}`);
  const frames = [];
  let ready = false;
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const pump = (async () => {
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.startsWith("event: ready")) ready = true;
        if (frame.startsWith("event: change") && frame.includes(conversationId)) frames.push(performance.now());
        end = buffer.indexOf("\n\n");
      }
    }
  })();
  while (!ready) await new Promise((r) => setTimeout(r, 20));
  const post = httpPoster(base);
  const sentAt = [];
  for (let i = 0; i < DELIVERY_MESSAGES; i++) {
    const due = i * (1000 / DELIVERY_PER_SECOND);
    const started = sentAt.length ? sentAt[0] + due : performance.now();
    const wait = started - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sentAt.push(performance.now());
    const status = await post(`/api/company/conversations/${conversationId}/messages`, companyCookie, {
      body: `Mensagem de medição ${i}`,
    });
    if (status !== 201) throw new Error(`message ${i} answered ${status}`);
  }
  const until = Date.now() + 5000;
  while (frames.length < sentAt.length && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  controller.abort();
  await pump;
  if (frames.length < sentAt.length)
    throw new Error(`${sentAt.length - frames.length} messages never reached the stream`);
  const latencies = sentAt.map((t, i) => frames[i] - t).sort((a, b) => a - b);
  log(`delivery: ${latencies.length} messages across two processes`);
  return { count: latencies.length, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// --- Seeding -----------------------------------------------------------------------------------

/** Bulk inserts through generate_series; triggers (NOTIFY, FK checks) are off for this session. */
async function seed(url) {
  const hash = await hashPassword(PASSWORD);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = async (label, sql, params = []) => {
    const started = performance.now();
    const res = await client.query(sql, params);
    log(`  ${label.padEnd(34)} ${String(res.rowCount ?? "").padStart(9)} rows  ${ms(performance.now() - started)}`);
  };
  try {
    await client.query("SET session_replication_role = replica");
    const C = SCALE.companies;
    const M = SCALE.applicants;
    await step(
      "users (companies)",
      `INSERT INTO users (id, name, email, email_verified)
       SELECT 'bench-co-' || i, 'Recrutadora ' || i, 'empresa' || i || '@bench.pm', true FROM generate_series(1, $1) i`,
      [C],
    );
    await step(
      "accounts (companies)",
      `INSERT INTO accounts (id, account_id, provider_id, user_id, password)
       SELECT 'bench-acc-' || i, 'bench-co-' || i, 'credential', 'bench-co-' || i, $2 FROM generate_series(1, $1) i`,
      [C, hash],
    );
    await step(
      "profiles (companies)",
      `INSERT INTO profiles (id, full_name, email, role)
       SELECT 'bench-co-' || i, 'Recrutadora ' || i, 'empresa' || i || '@bench.pm', 'empresa' FROM generate_series(1, $1) i`,
      [C],
    );
    await step(
      "companies",
      `INSERT INTO companies (id, user_id, name, city, plan, job_limit, payment_status)
       SELECT md5('company' || i)::uuid, 'bench-co-' || i, 'Empresa Bench ' || i, 'Recife', 'pro', 25, 'completed'
       FROM generate_series(1, $1) i`,
      [C],
    );
    await step(
      "users (military)",
      `INSERT INTO users (id, name, email, email_verified)
       SELECT 'bench-mil-' || u, 'Militar ' || u, 'militar' || u || '@bench.pm', true FROM generate_series(0, $1 - 1) u`,
      [M],
    );
    await step(
      "profiles (military)",
      `INSERT INTO profiles (id, full_name, email, role)
       SELECT 'bench-mil-' || u, 'Militar ' || u, 'militar' || u || '@bench.pm', 'militar' FROM generate_series(0, $1 - 1) u`,
      [M],
    );
    await step(
      "accounts (military)",
      `INSERT INTO accounts (id, account_id, provider_id, user_id, password)
       SELECT 'bench-acc-mil-' || u, 'bench-mil-' || u, 'credential', 'bench-mil-' || u, $2
       FROM generate_series(0, $1 - 1) u`,
      [M, hash],
    );
    await step(
      "military_profiles",
      `INSERT INTO military_profiles (user_id, completed_at, city, state, military_branch)
       SELECT 'bench-mil-' || u, now(), 'Recife', 'PE', 'exercito' FROM generate_series(0, $1 - 1) u`,
      [M],
    );
    // Job n belongs to company n / 20 + 1; four in five are active; created over the last 90 days.
    await step(
      "jobs",
      `INSERT INTO jobs (id, company_id, title, city, regime, description, requirements, active, created_at)
       SELECT md5('job' || n)::uuid, md5('company' || (n / $2 + 1))::uuid, 'Vaga ' || n, 'Recife', 'CLT',
              'Descrição da vaga ' || n, ARRAY['Experiência em logística', 'Liderança'], n % 5 <> 0,
              now() - (n % 90) * interval '1 day' - (n % 1440) * interval '1 minute'
       FROM generate_series(0, $1 - 1) n`,
      [JOBS, SCALE.jobsPerCompany],
    );
    // Applicant u applies to jobs (u + 1000k) mod 20000, k < 20: distinct jobs, 20 applicants per job.
    await step(
      "job_applications",
      `INSERT INTO job_applications (job_id, user_id, applied_at)
       SELECT md5('job' || ((u + 1000 * k) % $1))::uuid, 'bench-mil-' || u, now() - random() * interval '60 days'
       FROM generate_series(0, $2 - 1) u CROSS JOIN generate_series(0, $3 - 1) k`,
      [JOBS, M, SCALE.applicationsPerApplicant],
    );
    if (ONLY === "") {
      await step(
        "job_views",
        `INSERT INTO job_views (job_id, viewed_at)
         SELECT md5('job' || (v % $1))::uuid, now() - random() * interval '60 days' FROM generate_series(0, $2 - 1) v`,
        [JOBS, SCALE.views],
      );
      // Offer n belongs to company n / 5 + 1: one in four online, the rest in Recife or Olinda (PE);
      // one in five by QR; created over the last 60 days, live for a year.
      await step(
        "benefit_offers",
        `INSERT INTO benefit_offers (id, company_id, title, category, discount_percent, cashback_percent, description,
           terms, online, cities, city_keys, mode, code_prefix, starts_on, ends_on, monthly_limit, created_at)
         SELECT md5('offer' || n)::uuid, md5('company' || (n / 5 + 1))::uuid,
                'Oferta ' || n || (ARRAY[' consulta médica', ' curso de idiomas', ' revisão automotiva'])[n % 3 + 1],
                (ARRAY['Saúde e Bem-estar', 'Educação', 'Automotivo', 'Alimentação', 'Tecnologia', 'Moda e Beleza'])[n % 6 + 1]::benefit_category,
                5 + n % 30, n % 11, 'Descrição da oferta ' || n, 'Apresente o código no caixa.', n % 4 = 0,
                CASE WHEN n % 4 = 0 THEN '[]'::jsonb
                     ELSE jsonb_build_array(jsonb_build_object('city', CASE WHEN n % 2 = 0 THEN 'Recife' ELSE 'Olinda' END, 'state', 'PE')) END,
                CASE WHEN n % 4 = 0 THEN '{}'::text[] ELSE ARRAY[CASE WHEN n % 2 = 0 THEN 'recife|PE' ELSE 'olinda|PE' END] END,
                (CASE WHEN n % 5 = 0 THEN 'qr' ELSE 'coupon' END)::benefit_mode,
                CASE WHEN n % 5 = 0 THEN NULL ELSE 'BENCH' END,
                current_date - 90, current_date + 365, 100,
                now() - (n % 60) * interval '1 day' - (n % 1440) * interval '1 minute'
         FROM generate_series(0, $1 - 1) n`,
        [SCALE.offers],
      );
      // Militar u redeems offers (7u + 500k) mod 5000, k < 10: every other one used with cashback,
      // every fourth rated.
      await step(
        "benefit_redemptions",
        `INSERT INTO benefit_redemptions (offer_id, company_id, user_id, code, plan, discount_percent, cashback_percent,
           redeemed_at, expires_at, used_at, purchase_cents, cashback_cents, cashback_available_at, rating, rated_at)
         SELECT md5('offer' || o)::uuid, md5('company' || (o / 5 + 1))::uuid, 'bench-mil-' || u, 'BENCH-' || u || 'X' || k,
                'FREE', 5, 5, now() - (k * 3) * interval '1 day', now() + interval '20 days',
                CASE WHEN k % 2 = 0 THEN now() - (k * 3 - 1) * interval '1 day' END,
                CASE WHEN k % 2 = 0 THEN 10000 END, CASE WHEN k % 2 = 0 THEN 500 END,
                CASE WHEN k % 2 = 0 THEN now() + interval '10 days' END,
                CASE WHEN k % 4 = 0 THEN (u + k) % 5 + 1 END, CASE WHEN k % 4 = 0 THEN now() END
         FROM generate_series(0, $1 - 1) u CROSS JOIN generate_series(0, $2 - 1) k,
              LATERAL (SELECT (u * 7 + k * 500) % $3 AS o) x`,
        [M, SCALE.redemptionsPerApplicant, SCALE.offers],
      );
      // Conversation i: company i mod 1000 + 1 and militar i / 5 (five companies each), 20 messages
      // a few hours apart over the last weeks, the company's first; the newest one unread.
      await step(
        "conversations",
        `INSERT INTO conversations (id, company_id, user_id, started_by, created_at, last_message_at, militar_unread, company_unread)
         SELECT md5('conv' || i)::uuid, md5('company' || (i % 1000 + 1))::uuid, 'bench-mil-' || (i / 5), 'empresa',
                now() - interval '40 days' + (i % 997) * interval '1 minute',
                now() - interval '40 days' + (i % 997) * interval '1 minute' + ($2 - 1) * interval '3 hours',
                CASE WHEN ($2 - 1) % 2 = 0 THEN 1 ELSE 0 END, CASE WHEN ($2 - 1) % 2 = 1 THEN 1 ELSE 0 END
         FROM generate_series(0, $1 - 1) i`,
        [SCALE.conversations, SCALE.messagesPerConversation],
      );
      await step(
        "messages",
        `INSERT INTO messages (conversation_id, sender, body, created_at, read_at)
         SELECT md5('conv' || i)::uuid, (CASE WHEN k % 2 = 0 THEN 'empresa' ELSE 'militar' END)::sender_side,
                'Mensagem ' || k || ' da conversa ' || i || ': podemos falar sobre a vaga amanhã?',
                now() - interval '40 days' + (i % 997) * interval '1 minute' + k * interval '3 hours',
                CASE WHEN k < $2 - 1 THEN now() - interval '40 days' + (i % 997) * interval '1 minute' + k * interval '3 hours' + interval '5 minutes' END
         FROM generate_series(0, $1 - 1) i CROSS JOIN generate_series(0, $2 - 1) k`,
        [SCALE.conversations, SCALE.messagesPerConversation],
      );
    }
    if (measures("talent")) await seedTalents(step);
    if (measures("learning")) await seedLearning(step);
    if (measures("reports")) await seedReports(step);
    await client.query("SET session_replication_role = DEFAULT");
    await step("VACUUM ANALYZE", "VACUUM ANALYZE");
  } finally {
    await client.end();
  }
}

/**
 * Learning paths (synced by the API at boot): each applicant started about a third of the paths,
 * a fifth of those completed with a certificate, two modules read and passed of the others.
 */
async function seedLearning(step) {
  await step(
    "learning_enrollments",
    `INSERT INTO learning_enrollments (user_id, path_slug, last_module_slug, started_at, completed_at)
     SELECT 'bench-mil-' || u, p.slug, NULL, now() - (u % 60) * interval '1 day',
            CASE WHEN (u + p.position) % 5 = 0 THEN now() - (u % 30) * interval '1 day' END
     FROM generate_series(0, $1 - 1) u JOIN learning_paths p ON (u + p.position) % 3 = 0`,
    [SCALE.applicants],
  );
  await step(
    "learning_progress",
    `INSERT INTO learning_progress (user_id, path_slug, module_slug, module_hash, read_at, attempts, last_score, best_score, passed_at)
     SELECT e.user_id, m.path_slug, m.slug, m.hash, now(), 1, 100, 100, now()
     FROM learning_enrollments e JOIN learning_modules m ON m.path_slug = e.path_slug
     WHERE e.completed_at IS NOT NULL OR m.position <= 2`,
  );
  await step(
    "learning_certificates",
    `INSERT INTO learning_certificates (code, user_id, path_slug, full_name, path_title, hours)
     SELECT upper(substr(md5(e.user_id || e.path_slug), 1, 10)), e.user_id, e.path_slug, 'Militar', p.title, p.hours
     FROM learning_enrollments e JOIN learning_paths p ON p.slug = e.path_slug WHERE e.completed_at IS NOT NULL`,
  );
  await step(
    "learning_paths.enrolled",
    `UPDATE learning_paths p SET enrolled = (SELECT count(*) FROM learning_enrollments e WHERE e.path_slug = p.slug)`,
  );
}

/**
 * The reports' volume for the first company (empresa1@bench.pm, Pro): 25 jobs, 50,000
 * applications and 1,000,000 views over 90 days, with statuses and their history, and the
 * roll-ups the triggers would have kept (the seed runs with triggers off, so it writes them as the
 * migration's backfill does).
 */
async function seedReports(step) {
  const company = "md5('company1')::uuid";
  await step(
    "jobs (reports)",
    `INSERT INTO jobs (id, company_id, title, city, regime, description, active, created_at)
     SELECT md5('reportjob' || k)::uuid, ${company}, 'Vaga relatório ' || k, 'Recife', 'CLT', 'Descrição', true,
            now() - interval '120 days'
     FROM generate_series(1, 5) k`,
  );
  await step(
    "job_applications (reports)",
    `INSERT INTO job_applications (job_id, user_id, status, applied_at, source)
     SELECT j.id, 'bench-mil-' || u,
            (ARRAY['pendente','em_analise','aprovado','rejeitado'])[1 + (u + j.n) % 4]::application_status,
            now() - ((u * 7 + j.n * 13) % 90) * interval '1 day' - (u % 1440) * interval '1 minute',
            (ARRAY['busca','recomendacao','convite','pagina_publica','link_direto'])[1 + (u + j.n) % 5]::application_source
     FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM jobs WHERE company_id = ${company}) j
     CROSS JOIN generate_series(0, 1999) u
     ON CONFLICT (job_id, user_id) DO NOTHING`,
  );
  await step(
    "job_views (reports)",
    `INSERT INTO job_views (job_id, viewed_at, view_day)
     SELECT j.id, now() - (v % 90) * interval '1 day', ((now() - (v % 90) * interval '1 day') AT TIME ZONE 'America/Sao_Paulo')::date
     FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM jobs WHERE company_id = ${company}) j
     CROSS JOIN generate_series(0, 39999) v`,
  );
  await step(
    "job_daily_stats",
    `INSERT INTO job_daily_stats (job_id, day, views, applications)
     SELECT job_id, day, sum(views)::int, sum(applications)::int FROM (
       SELECT job_id, view_day AS day, count(*) AS views, 0 AS applications FROM job_views GROUP BY 1, 2
       UNION ALL
       SELECT job_id, (applied_at AT TIME ZONE 'America/Sao_Paulo')::date, 0, count(*) FROM job_applications GROUP BY 1, 2
     ) d GROUP BY job_id, day`,
  );
  await step(
    "application_milestones",
    `INSERT INTO application_milestones (application_id, job_id, company_id, applied_at, applied_day, source, status,
       reviewed_at, approved_at, rejected_at, branch, rank, state, desired_area)
     SELECT a.id, a.job_id, j.company_id, a.applied_at, (a.applied_at AT TIME ZONE 'America/Sao_Paulo')::date, a.source, a.status,
       CASE WHEN a.status <> 'pendente' THEN a.applied_at + (1 + abs(hashtext(a.id::text)) % 200) * interval '1 hour' END,
       CASE WHEN a.status = 'aprovado' THEN a.applied_at + (200 + abs(hashtext(a.id::text)) % 300) * interval '1 hour' END,
       CASE WHEN a.status = 'rejeitado' THEN a.applied_at + (50 + abs(hashtext(a.id::text)) % 300) * interval '1 hour' END,
       m.military_branch, m.rank, m.state, m.desired_area
     FROM job_applications a JOIN jobs j ON j.id = a.job_id LEFT JOIN military_profiles m ON m.user_id = a.user_id`,
  );
  await step(
    "company_daily_facts",
    `INSERT INTO company_daily_facts (company_id, day, key, n)
     SELECT m.company_id, m.applied_day, f.key, count(*)::int
     FROM application_milestones m CROSS JOIN LATERAL unnest(pm_milestone_facts(m)) AS f(key)
     GROUP BY 1, 2, 3`,
  );
  await step(
    "job_daily_stats (statuses)",
    `UPDATE job_daily_stats s SET pendente = c.pendente, em_analise = c.em_analise, aprovado = c.aprovado, rejeitado = c.rejeitado
     FROM (SELECT job_id, applied_day,
             count(*) FILTER (WHERE status = 'pendente')::int AS pendente,
             count(*) FILTER (WHERE status = 'em_analise')::int AS em_analise,
             count(*) FILTER (WHERE status = 'aprovado')::int AS aprovado,
             count(*) FILTER (WHERE status = 'rejeitado')::int AS rejeitado
           FROM application_milestones GROUP BY 1, 2) c
     WHERE s.job_id = c.job_id AND s.day = c.applied_day`,
  );
  await step(
    "job_monthly_stats",
    `INSERT INTO job_monthly_stats (job_id, month, views, applications, pendente, em_analise, aprovado, rejeitado)
     SELECT job_id, date_trunc('month', day)::date, sum(views)::int, sum(applications)::int,
            sum(pendente)::int, sum(em_analise)::int, sum(aprovado)::int, sum(rejeitado)::int
     FROM job_daily_stats GROUP BY 1, 2`,
  );
  await step(
    "company_monthly_facts",
    `INSERT INTO company_monthly_facts (company_id, month, key, n)
     SELECT company_id, date_trunc('month', day)::date, key, sum(n)::int FROM company_daily_facts GROUP BY 1, 2, 3`,
  );
}

/** The talent bank's volume: 80,000 more militares, nine in ten opted in, with varied profiles. */
async function seedTalents(step) {
  const T = SCALE.talents;
  await step(
    "users (talents)",
    `INSERT INTO users (id, name, email, email_verified)
     SELECT 'bench-tal-' || n, 'Talento ' || n, 'talento' || n || '@bench.pm', true FROM generate_series(0, $1 - 1) n`,
    [T],
  );
  await step(
    "profiles (talents)",
    `INSERT INTO profiles (id, full_name, email, role)
     SELECT 'bench-tal-' || n,
            (ARRAY['João','Maria','Carlos','Ana','Pedro','Juliana','Marcos','Fernanda'])[n % 8 + 1] || ' ' ||
            (ARRAY['Silva','Souza','Oliveira','Santos','Lima','Costa','Pereira','Almeida'])[(n / 8) % 8 + 1] || ' ' || n,
            'talento' || n || '@bench.pm', 'militar'
     FROM generate_series(0, $1 - 1) n`,
    [T],
  );
  await step(
    "military_profiles (talents)",
    `INSERT INTO military_profiles (user_id, completed_at, city, state, military_branch, rank, years_of_service,
       experience_level, availability, desired_area, specialties, goals, biography, talent_bank, talent_bank_at, updated_at)
     SELECT 'bench-tal-' || n, now(),
            (ARRAY['Recife','Olinda','Resende','Campinas','Manaus','Natal'])[n % 6 + 1],
            (ARRAY['PE','PE','RJ','SP','AM','RN'])[n % 6 + 1],
            (ARRAY['exercito','marinha','aeronautica','pm','bombeiros'])[n % 5 + 1],
            (ARRAY['soldado-variavel','soldado-profissional','cabo','3-sargento','2-tenente','1-tenente'])[(n / 5) % 6 + 1],
            n % 8 + 1,
            (ARRAY['iniciante','intermediario','avancado','especialista'])[n % 4 + 1],
            (ARRAY['imediata','30-dias','60-dias','flexivel'])[(n / 4) % 4 + 1],
            (ARRAY['logistica','seguranca','gestao','tecnologia','operacoes','outros'])[(n / 3) % 6 + 1],
            ARRAY[(ARRAY['Motorista de viatura','Mecânico de viaturas','Comunicações','Enfermagem','Intendência',
                         'Almoxarifado','Topografia','Cozinheiro','Segurança patrimonial','Informática',
                         'Manutenção de aeronaves','Salvamento'])[n % 12 + 1],
                  (ARRAY['Logística','Liderança de equipe','Primeiros socorros','Direção defensiva'])[(n / 12) % 4 + 1]],
            'Quero trabalhar com ' || (ARRAY['logística e transporte','segurança privada','gestão de equipes',
              'tecnologia da informação','operações industriais','atendimento'])[(n / 3) % 6 + 1] || '.',
            'Militar com ' || (n % 8 + 1) || ' anos de serviço.',
            n % 10 <> 0, now() - (n % 365) * interval '1 day', now() - (n % 20000) * interval '1 minute'
     FROM generate_series(0, $1 - 1) n`,
    [T],
  );
  // Two suggested occupations each, from the specialties above (the translator's own picks).
  await step(
    "military_occupations",
    `INSERT INTO military_occupations (user_id, code, family, title, status)
     SELECT 'bench-tal-' || n, o.code, left(o.code, 4), o.title, (CASE WHEN k = 0 THEN 'confirmed' ELSE 'suggested' END)::occupation_choice
     FROM generate_series(0, $1 - 1) n CROSS JOIN generate_series(0, 1) k,
          LATERAL (SELECT (ARRAY['782510','914405','422220','322205','414105','414105','312320','513205','517330','317210','914105','517110'])[n % 12 + 1] AS a,
                          (ARRAY['782305','914425','313305','322230','414110','414110','312315','513210','517310','317205','914110','517115'])[n % 12 + 1] AS b) p,
          LATERAL (SELECT code, title FROM (VALUES (p.a, 'Ocupação ' || p.a), (p.b, 'Ocupação ' || p.b)) v(code, title)
                   WHERE (k = 0 AND v.code = p.a) OR (k = 1 AND v.code = p.b)) o`,
    [T],
  );
  // The applicants' experience, so the job recommendations have words to match: every job says
  // 'logística' (the worst case: every job matches).
  await step(
    "military_profiles (applicants' specialties)",
    `UPDATE military_profiles SET specialties = ARRAY['Logística', 'Motorista de viatura'] WHERE user_id LIKE 'bench-mil-%'`,
  );
  await step(
    "military_occupations (applicants)",
    `INSERT INTO military_occupations (user_id, code, family, title, status)
     SELECT 'bench-mil-' || u, '782510', '7825', 'Motorista de caminhão', 'confirmed' FROM generate_series(0, $1 - 1) u`,
    [SCALE.applicants],
  );
  // The triggers are off while seeding: the search documents are written here, as they would be.
  await step("search documents", "UPDATE military_profiles m SET search_vector = pm_talent_document(m)");
}

// --- Load ------------------------------------------------------------------------------------

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Keeps CONCURRENCY calls of `once(worker)` in flight: WARMUP_MS unrecorded, then `seconds`
 * recorded. `once` resolves to true when the call succeeded.
 */
async function drive(once) {
  const latencies = [];
  let errors = 0;
  let recording = false;
  let stop = false;
  const workers = Array.from({ length: CONCURRENCY }, async (_, worker) => {
    while (!stop) {
      const started = performance.now();
      let ok = false;
      try {
        ok = await once(worker);
      } catch {
        ok = false;
      }
      if (!recording || stop) continue;
      if (ok) latencies.push(performance.now() - started);
      else errors += 1;
    }
  });
  await new Promise((r) => setTimeout(r, WARMUP_MS));
  recording = true;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const elapsed = (performance.now() - started) / 1000;
  stop = true;
  await Promise.all(workers);
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

function httpPoster(base) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const { hostname, port } = new URL(base);
  return (pathname, cookie, body) =>
    new Promise((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = http.request(
        {
          hostname,
          port,
          path: pathname,
          method: "POST",
          agent,
          headers: {
            cookie,
            origin: base,
            "content-type": "application/json",
            "content-length": Buffer.byteLength(payload),
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode));
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
}

function httpGetter(base) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const { hostname, port } = new URL(base);
  return (pathname, cookie) =>
    new Promise((resolve, reject) => {
      const req = http.request({ hostname, port, path: pathname, agent, headers: { cookie } }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end();
    });
}

async function signIn(base, email, index) {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: base,
      // The API runs with TRUST_PROXY, so each sign-in counts against an address of its own
      // rather than all against 127.0.0.1's sign-in limit.
      "x-forwarded-for": `10.9.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** The ids of the companies of bench-co-1 … bench-co-n, in that order. */
async function companyIdsOf(url, n) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const users = Array.from({ length: n }, (_, i) => `bench-co-${i + 1}`);
    const { rows } = await client.query(
      "SELECT id FROM companies WHERE user_id = ANY($1) ORDER BY array_position($1, user_id)",
      [users],
    );
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

/**
 * Trilhas: the catalogue, a path with the militar's progress on each module, and marking a module
 * read (a transaction that also checks completion), each API beside the same query functions sent
 * through `pg` over a pool. Returns the targets' lines (p99 ≤ 50 ms).
 */
async function measureLearning({ root, militaryCookies, get, post, pool, rows }) {
  const q = await tsImport(path.join(root, "apps/api/src/features/learning/learning.queries.ts"), import.meta.url);
  const rawDb = drizzle(pool, { casing: "snake_case" });
  const lines = [];
  const verdict = (ok) => (ok ? "met" : "NOT met");
  const userOf = (w) => `bench-mil-${w % militaryCookies.length}`;
  const { rows: modules } = await pool.query(
    "SELECT path_slug, slug FROM learning_modules WHERE path_slug = 'primeiros-passos-na-transicao' ORDER BY position",
  );
  const module = modules[2];
  if (!module) throw new Error("the learning content was not synced");
  const cases = [
    {
      label: "GET /api/military/learning (catalogue)",
      api: (w) => get("/api/military/learning", militaryCookies[w % militaryCookies.length]),
      raw: (w) => Promise.all([q.catalogueQuery(rawDb, userOf(w)), q.learnerContext(rawDb, userOf(w))]),
    },
    {
      label: "GET /api/military/learning/:slug (path and progress)",
      api: (w) => get(`/api/military/learning/${module.path_slug}`, militaryCookies[w % militaryCookies.length]),
      raw: (w) => q.findPath(rawDb, userOf(w), module.path_slug),
    },
    {
      label: "POST …/modules/:module/read (progress)",
      api: (w) =>
        post(
          `/api/military/learning/${module.path_slug}/modules/${module.slug}/read`,
          militaryCookies[w % militaryCookies.length],
          {},
        ),
      raw: async (w) => {
        const found = await q.findModule(rawDb, userOf(w), module.path_slug, module.slug);
        await q.markModuleRead(rawDb, userOf(w), found);
      },
    },
  ];
  for (const c of cases) {
    const status = await c.api(0);
    if (status !== 200) throw new Error(`${c.label} answered ${status}`);
    const api = await drive(async (w) => (await c.api(w)) === 200);
    rows.push({ name: c.label, via: "API", ...api });
    const raw = await drive(async (w) => {
      await c.raw(w);
      return true;
    });
    rows.push({ name: `  the same queries through pg`, via: "pg", ...raw });
    const r = api.rps / raw.rps;
    lines.push(
      `  ${c.label}: API ${(r * 100).toFixed(0)}% of raw SQL throughput; p99 ${ms(api.p99)} (≤ 50 ms): ${verdict(api.p99 <= 50)}`,
    );
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
        await boardQueries.listBoardJobs(rawDb, `bench-mil-${w}`, { q }, null);
        return true;
      });
      rows.push({ name: `job board search SQL ${label}`, via: "pg", ...raw });
      const r = api.rps / raw.rps;
      lines.push(
        `  job search ${label}: API ${(r * 100).toFixed(0)}% of raw SQL throughput (≥ 60%): ${verdict(r >= 0.6)}; p99 ${ms(api.p99)} (≤ ${target} ms): ${verdict(api.p99 <= target)}`,
      );
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
      `INSERT INTO jobs (id, company_id, title, city, regime, description, requirements, active, created_at)
       SELECT md5('job' || n)::uuid, md5('company' || (n % $3 + 1))::uuid, ($4::text[])[n % 8 + 1] || ' ' || n,
              (ARRAY['Recife', 'São Paulo', 'Rio de Janeiro', 'Manaus'])[n % 4 + 1], 'CLT',
              'Descrição da vaga ' || n, ARRAY['Experiência em logística', 'CNH categoria D'], n % 5 <> 0,
              now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute'
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
  await measureAt(SEARCH_JOBS, 150, ["logistica", "motorista", "12345"]);
  return lines;
}

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
    const raw = await drive(async () => {
      await Promise.all([pool.query(results.sql, results.params), pool.query(count.sql, count.params)]);
      return true;
    });
    rows.push({ name: `talent search SQL ${label} (2 statements)`, via: "pg", ...raw });
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
  const rawDb = drizzle(pool, { casing: "snake_case" });
  const { rows: listed } = await pool.query(
    `SELECT j.id, j.title FROM jobs j JOIN companies c ON c.id = j.company_id
     WHERE j.active AND c.payment_status = 'completed' ORDER BY j.created_at DESC LIMIT 20000`,
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
      raw: () => q.listPublicJobs(rawDb, {}, null),
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

/**
 * The public API (BENCH_ONLY=api for this alone): GET /api/v1/jobs and a job's applications,
 * called with bearer keys of 32 Enterprise companies, each page beside its statement sent
 * through `pg`. The route also looks the key up and spends a token of its bucket (10/s per key):
 * each worker rotates over 10 keys of its company, so the limit is not what is measured; any 429
 * is counted and printed. Target: p99 ≤ 100 ms.
 */
async function measureApiV1({ base, root, pool, mockDb, rows, get }) {
  const q = await tsImport(path.join(root, "apps/api/src/api-v1/api-v1.queries.ts"), import.meta.url);
  const KEYS_PER_COMPANY = 10;
  const PAGE = 25;
  const first = 33;
  const companyNumbers = Array.from({ length: CONCURRENCY }, (_, w) => first + w);
  const companyIds = companyNumbers.map((n) => md5uuid(`company${n}`));
  await pool.query("UPDATE companies SET plan = 'enterprise', job_limit = NULL WHERE id = ANY($1::uuid[])", [
    companyIds,
  ]);
  const permissions = { jobs: "leitura", applications: "leitura", candidates: "leitura" };
  const keys = companyIds.map((companyId, w) =>
    Array.from({ length: KEYS_PER_COMPANY }, (_, k) => {
      const token = `pm_live_${randomBytes(24).toString("base64url")}`;
      return { companyId, token, hash: createHash("sha256").update(token).digest("hex"), n: companyNumbers[w], k };
    }),
  );
  for (const key of keys.flat()) {
    await pool.query(
      `INSERT INTO api_keys (company_id, name, display_prefix, key_hash, permissions, created_by)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [key.companyId, `Bench ${key.k}`, key.token.slice(0, 12), key.hash, permissions, `bench-co-${key.n}`],
    );
  }
  // Company n owns jobs (n - 1) * 20 … n * 20 - 1 (see the seed); each has 20 applications.
  const jobOf = (w) => md5uuid(`job${(companyNumbers[w] - 1) * SCALE.jobsPerCompany}`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const { hostname, port } = new URL(base);
  let limited = 0;
  const turns = Array(CONCURRENCY).fill(0);
  const bearerGet = (w, pathname) =>
    new Promise((resolve, reject) => {
      const key = keys[w][turns[w]++ % KEYS_PER_COMPANY];
      const req = http.request(
        { hostname, port, path: pathname, agent, headers: { authorization: `Bearer ${key.token}` } },
        (res) => {
          res.resume();
          res.on("end", () => {
            if (res.statusCode === 429) limited++;
            resolve(res.statusCode);
          });
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end();
    });
  const cases = [
    {
      label: "GET /api/v1/jobs",
      path: () => "/api/v1/jobs",
      sqlOf: (w) => q.listJobsPage(mockDb, companyIds[w], {}, null, PAGE).toSQL(),
    },
    {
      label: "GET /api/v1/jobs/:id/applications",
      path: (w) => `/api/v1/jobs/${jobOf(w)}/applications`,
      sqlOf: (w) => q.listApplicationsPage(mockDb, jobOf(w), undefined, null, PAGE).toSQL(),
    },
  ];
  const lines = [];
  for (const c of cases) {
    const status = await bearerGet(0, c.path(0));
    if (status !== 200) throw new Error(`${c.label} answered ${status}`);
    limited = 0;
    const api = await drive(async (w) => (await bearerGet(w, c.path(w))) === 200);
    rows.push({ name: c.label, via: "API", ...api });
    const statements = Array.from({ length: CONCURRENCY }, (_, w) => c.sqlOf(w));
    const raw = await drive(async (w) => {
      const s = statements[w % statements.length];
      await pool.query(s.sql, s.params);
      return true;
    });
    rows.push({ name: `${c.label} page SQL`, via: "pg", ...raw });
    lines.push(
      `  ${c.label}: p99 ${ms(api.p99)} (≤ 100 ms): ${api.p99 <= 100 ? "met" : "NOT met"}; API ${((api.rps / raw.rps) * 100).toFixed(0)}% of its page statement's throughput (the route also reads the key and spends its bucket); ${limited} answered 429`,
    );
  }
  agent.destroy();

  // The company's side on /empresa/integracoes: its keys, and its endpoints with the delivery log
  // (20,000 deliveries; the endpoint subscribes to nothing and is disabled, so the worker sends
  // nothing out of this machine).
  const integrations = await tsImport(
    path.join(root, "apps/api/src/features/integrations/integrations.queries.ts"),
    import.meta.url,
  );
  const webhooks = await tsImport(
    path.join(root, "apps/api/src/features/integrations/webhooks.queries.ts"),
    import.meta.url,
  );
  const endpointId = md5uuid("bench-endpoint");
  await pool.query(
    `INSERT INTO webhook_endpoints (id, company_id, url, secret, events, disabled_at)
     VALUES ($1, $2, 'https://example.invalid/webhooks', 'bench-secret', '{}', now())`,
    [endpointId, companyIds[0]],
  );
  await pool.query(
    `INSERT INTO webhook_deliveries (endpoint_id, event_id, type, payload, status, attempts, response_status, delivered_at, created_at)
     SELECT $1, md5('event' || n)::uuid, 'application.created', '{}'::jsonb, 'entregue', 1, 200, now(), now() - n * interval '1 minute'
     FROM generate_series(1, 20000) n`,
    [endpointId],
  );
  await pool.query("ANALYZE webhook_endpoints; ANALYZE webhook_deliveries");
  const cookie = await signIn(base, `empresa${companyNumbers[0]}@bench.pm`, 700);
  const pageCases = [
    {
      label: "GET /api/company/integrations/keys",
      path: "/api/company/integrations/keys",
      statements: [integrations.listApiKeys(mockDb, companyIds[0]).toSQL()],
    },
    {
      label: "GET /api/company/integrations/webhooks",
      path: "/api/company/integrations/webhooks",
      statements: [
        webhooks.listEndpoints(mockDb, companyIds[0]).toSQL(),
        webhooks.listDeliveries(mockDb, companyIds[0]).toSQL(),
      ],
    },
  ];
  lines.push(...(await measureBeside({ cases: pageCases, cookie, get, pool, rows })));
  return lines;
}

/**
 * Each case's route, read with one session, beside the statements it runs sent through `pg`
 * (in parallel, as the route sends them); one line per case against p99 ≤ 100 ms.
 */
async function measureBeside({ cases, cookie, get, pool, rows }) {
  const lines = [];
  for (const c of cases) {
    const status = await get(c.path, cookie);
    if (status !== 200) throw new Error(`${c.label} answered ${status}`);
    const api = await drive(async () => (await get(c.path, cookie)) === 200);
    rows.push({ name: c.label, via: "API", ...api });
    const raw = await drive(async () => {
      await Promise.all(c.statements.map((q) => pool.query(q.sql, q.params)));
      return true;
    });
    rows.push({ name: `${c.label} SQL`, via: "pg", ...raw });
    lines.push(
      `  ${c.label}: p99 ${ms(api.p99)} (≤ 100 ms): ${api.p99 <= 100 ? "met" : "NOT met"}; API ${((api.rps / raw.rps) * 100).toFixed(0)}% of raw SQL throughput`,
    );
  }
  return lines;
}

/**
 * The operators' console (BENCH_ONLY=console for this alone): an operator made as
 * `npm run operator:create` makes one, with a confirmed authenticator app, reads the company and
 * militar searches, the LGPD queue (20,000 open requests) and the audit (100,000 entries), each
 * beside the statement it runs sent through `pg`. Target: p99 ≤ 100 ms.
 */
async function measureConsole({ base, root, pool, mockDb, rows, get }) {
  const operators = await tsImport(
    path.join(root, "apps/api/src/features/operations/operators.queries.ts"),
    import.meta.url,
  );
  const platform = await tsImport(
    path.join(root, "apps/api/src/features/operations/operations.platform.queries.ts"),
    import.meta.url,
  );
  const companiesQ = await tsImport(
    path.join(root, "apps/api/src/features/operations/operations.companies.queries.ts"),
    import.meta.url,
  );
  const privacyQ = await tsImport(
    path.join(root, "apps/api/src/features/operations/operations.privacy.queries.ts"),
    import.meta.url,
  );
  const auditQ = await tsImport(
    path.join(root, "apps/api/src/features/operations/operations.audit.ts"),
    import.meta.url,
  );
  const { base32 } = await import("@better-auth/utils/base32");
  const { createOTP } = await import("@better-auth/utils/otp");

  const db = drizzle(pool, { casing: "snake_case" });
  const email = "operador@bench.pm";
  const created = await operators.createOperator(db, email, "Operadora Bench");
  const post = async (pathname, body, cookie = "") => {
    const res = await fetch(`${base}${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie, "x-forwarded-for": "10.8.0.1" },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${pathname} answered ${res.status} ${await res.text()}`);
    return res;
  };
  await post("/api/auth/reset-password", { token: created.token, password: PASSWORD, confirmPassword: PASSWORD });
  const enrolling = await signIn(base, email, 900);
  const { totpURI } = await (await post("/api/operations/two-factor/enable", { password: PASSWORD }, enrolling)).json();
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  const code = await createOTP(new TextDecoder().decode(base32.decode(secret))).totp();
  const confirmed = await post("/api/operations/two-factor/confirm", { code }, enrolling);
  const cookie = confirmed.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

  await pool.query(
    `INSERT INTO privacy_requests (user_id, kind, details, created_at)
     SELECT 'bench-mil-' || u, 'acesso', 'Quero uma cópia dos meus dados.', now() - (u % 15) * interval '1 day'
     FROM generate_series(0, $1 - 1) u`,
    [SCALE.applicants],
  );
  await pool.query(
    `INSERT INTO operator_audit (actor_id, actor_email, action, target_type, target_id, before, after, created_at)
     SELECT $1, $2, 'company.suspend', 'company', md5('company' || (n % 1000 + 1))::uuid::text,
            '{"suspendedAt": null}', '{"suspendedAt": "2026-01-01"}', now() - n * interval '1 minute'
     FROM generate_series(1, 100000) n`,
    [created.userId, email],
  );
  await pool.query("ANALYZE privacy_requests; ANALYZE operator_audit");

  const withdrawalsQ = await tsImport(
    path.join(root, "apps/api/src/features/operations/operations.withdrawals.queries.ts"),
    import.meta.url,
  );
  const reportsQ = await tsImport(
    path.join(root, "apps/api/src/features/operations/operations.reports.queries.ts"),
    import.meta.url,
  );
  const offersQ = await tsImport(
    path.join(root, "apps/api/src/features/operations/operations.offers.queries.ts"),
    import.meta.url,
  );
  const ownQ = await tsImport(path.join(root, "apps/api/src/features/privacy/privacy.queries.ts"), import.meta.url);
  const one = (label, pathname, query) => ({ label, path: pathname, statements: [query.toSQL()] });
  const lines = await measureBeside({
    cases: [
      one(
        "GET /api/operations/companies?q=Bench 12",
        "/api/operations/companies?q=Bench%2012",
        companiesQ.searchCompanies(mockDb, "Bench 12", null),
      ),
      one(
        "GET /api/operations/militares?q=militar123",
        "/api/operations/militares?q=militar123",
        platform.searchMilitares(mockDb, "militar123", null),
      ),
      one(
        "GET /api/operations/privacy-requests",
        "/api/operations/privacy-requests",
        privacyQ.listPrivacyRequests(mockDb, true, null),
      ),
      one("GET /api/operations/audit", "/api/operations/audit", auditQ.listAudit(mockDb)),
      one("GET /api/operations/operators", "/api/operations/operators", operators.listOperators(mockDb)),
      one(
        "GET /api/operations/withdrawals",
        "/api/operations/withdrawals",
        withdrawalsQ.listWithdrawals(mockDb, "solicitado"),
      ),
      one("GET /api/operations/reports", "/api/operations/reports", reportsQ.listReports(mockDb, true)),
      one(
        "GET /api/operations/offers?filtro=todas",
        "/api/operations/offers?filtro=todas",
        offersQ.listOffers(mockDb, false),
      ),
    ],
    cookie,
    get,
    pool,
    rows,
  });
  // The person's own side: a militar's requests on his settings page.
  const militar = await signIn(base, "militar0@bench.pm", 901);
  lines.push(
    ...(await measureBeside({
      cases: [one("GET /api/privacy-requests", "/api/privacy-requests", ownQ.listOwnRequests(mockDb, "bench-mil-0"))],
      cookie: militar,
      get,
      pool,
      rows,
    })),
  );
  return lines;
}

const addDaysIso = (day, n) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

function printTable(rows) {
  const header = ["endpoint / statements", "via", "req/s", "p50", "p99", "requests", "errors"];
  const table = rows.map((r) => [
    r.name,
    r.via,
    r.rps.toFixed(0),
    ms(r.p50),
    ms(r.p99),
    String(r.requests),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 || i === 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  log(line(header));
  log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of table) log(line(row));
}

// --- Run -------------------------------------------------------------------------------------

async function main() {
  if (!process.argv.includes("--no-build")) {
    const build = spawnSync("npm", ["run", "build", "-w", "@pm/api"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const mainJs = path.join(root, "apps/api/dist/main.js");
  if (!fs.existsSync(mainJs)) throw new Error("apps/api/dist/main.js is missing: run `npm run build -w @pm/api`");

  const dbName = `pm_bench_${randomBytes(4).toString("hex")}`;
  const url = databaseUrl(adminUrl, dbName);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pm-bench-api-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server = null;
  let second = null;
  let appEnv = null;
  let pool = null;

  const cleanup = async () => {
    await server?.stop();
    await second?.stop();
    await pool?.end().catch(() => {});
    if (process.env.BENCH_KEEP_DB) {
      log(`\nkept ${dbName} (BENCH_KEEP_DB): drop it with DROP DATABASE ${dbName}`);
      fs.rmSync(dataDir, { recursive: true, force: true });
      return;
    }
    log(`\ndropped ${dbName}`);
    await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(dbName)} WITH (FORCE)`)).catch(
      (error) => console.error(`could not drop ${dbName}: ${error.message}`),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => void cleanup().then(() => process.exit(130)));

  try {
    await withAdmin((c) => c.query(`CREATE DATABASE ${pg.escapeIdentifier(dbName)}`));
    log(`database ${dbName} on ${new URL(adminUrl).host}; ${os.availableParallelism()} CPU cores`);

    const poolSize = process.env.DATABASE_POOL_SIZE ?? "10";
    const logLevel = process.env.LOG_LEVEL ?? "info";
    // A second process (the delivery latency crosses processes) shares the secret and database.
    appEnv = {
      HOST: "127.0.0.1",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: poolSize,
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
      TRUST_PROXY: "true",
      SMTP_URL: "",
    };
    server = await startBuiltApp({ port, host: "127.0.0.1", env: appEnv });
    log(`API (production, pool ${poolSize}, log level ${logLevel}) migrated the database and listens on ${base}`);

    log(
      `seeding ${SCALE.companies} companies, ${JOBS} jobs, ${SCALE.applicants * SCALE.applicationsPerApplicant} applications, ${SCALE.views} views:`,
    );
    const seedStarted = performance.now();
    await seed(url);
    log(`  seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const cookies = [];
    for (let i = 0; i < CONCURRENCY; i++) cookies.push(await signIn(base, `empresa${i + 1}@bench.pm`, i));
    const companyIds = await companyIdsOf(url, CONCURRENCY);
    log(`${cookies.length} companies signed in`);

    const get = httpGetter(base);
    const rows = [];
    const firstDashboard = await fetch(`${base}/api/company/dashboard`, { headers: { cookie: cookies[0] } });
    if (firstDashboard.status !== 200) throw new Error(`dashboard answered ${firstDashboard.status}`);
    const sample = await firstDashboard.json();
    log(
      `sample dashboard: ${sample.stats.activeJobs} active of ${sample.stats.totalJobs} jobs, ${sample.stats.applications} applications, ${sample.stats.views} views, ${sample.stats.conversionRate}%`,
    );

    // The SQL the dashboard sends, built by its own query functions without a connection.
    const queries = await tsImport(
      path.join(root, "apps/api/src/features/dashboard/dashboard.company.queries.ts"),
      import.meta.url,
    );
    const mockDb = drizzle.mock({ casing: "snake_case" });
    const dashboardSql = companyIds.map((id) => ({
      counts: queries.dashboardCountsQuery(mockDb, id).toSQL(),
      recent: queries.recentJobs(mockDb, id).toSQL(),
    }));
    // What GET /api/company/jobs needs, written out: the list with per-job counts, and the totals.
    const jobsListSql = `SELECT j.id, j.title, j.city, j.regime, j.modality, j.salary, j.description, j.requirements,
        j.benefits, j.active, j.created_at, j.updated_at,
        (SELECT count(*)::int FROM job_applications a WHERE a.job_id = j.id) AS applications_count,
        (SELECT count(*)::int FROM job_views v WHERE v.job_id = j.id) AS views_count
      FROM jobs j WHERE j.company_id = $1 ORDER BY j.created_at DESC, j.id DESC`;
    const jobsCountSql =
      "SELECT count(*)::int AS total, count(*) FILTER (WHERE active)::int AS active FROM jobs WHERE company_id = $1";

    pool = new pg.Pool({ connectionString: url, max: CONCURRENCY });
    // A query still in flight when the database is dropped ends its connection: not an error here.
    pool.on("error", () => {});
    await Promise.all(Array.from({ length: CONCURRENCY }, () => pool.query("SELECT 1")));

    log(`\nmeasuring ${seconds} s each (after ${WARMUP_MS / 1000} s warm-up), ${CONCURRENCY} in flight...`);
    if (ONLY === "learning") {
      const militares = [];
      for (let i = 0; i < CONCURRENCY; i++) militares.push(await signIn(base, `militar${i}@bench.pm`, CONCURRENCY + i));
      const lines = await measureLearning({
        root,
        militaryCookies: militares,
        get,
        post: httpPoster(base),
        pool,
        rows,
      });
      log("");
      printTable(rows);
      log("\ntargets:");
      for (const l of lines) log(l);
      return;
    }
    if (ONLY === "jobsearch") {
      const militares = [];
      for (let i = 0; i < CONCURRENCY; i++) militares.push(await signIn(base, `militar${i}@bench.pm`, CONCURRENCY + i));
      const lines = await measureJobSearch({ url, root, militaryCookies: militares, get, pool, rows });
      log("");
      printTable(rows);
      log("\ntargets:");
      for (const l of lines) log(l);
      return;
    }
    if (ONLY === "reports") {
      const lines = await measureReports({ root, cookie: cookies[0], get, pool, rows });
      log("");
      printTable(rows);
      log("\ntargets:");
      for (const l of lines) log(l);
      return;
    }
    if (ONLY === "api") {
      const lines = await measureApiV1({ base, root, pool, mockDb, rows, get });
      log("");
      printTable(rows);
      log("\ntargets:");
      for (const l of lines) log(l);
      return;
    }
    if (ONLY === "console") {
      const lines = await measureConsole({ base, root, pool, mockDb, rows, get });
      log("");
      printTable(rows);
      log("\ntargets:");
      for (const l of lines) log(l);
      return;
    }
    if (ONLY === "publicjobs") {
      const lines = await measurePublicJobs({ root, get, pool, rows });
      log("");
      printTable(rows);
      log("\ntargets:");
      for (const l of lines) log(l);
      return;
    }
    if (ONLY === "talent") {
      const militares = [];
      for (let i = 0; i < CONCURRENCY; i++) militares.push(await signIn(base, `militar${i}@bench.pm`, CONCURRENCY + i));
      const lines = await measureTalent({ base, root, cookies, militaryCookies: militares, pool, mockDb, rows });
      log("");
      printTable(rows);
      log("\ntargets:");
      for (const l of lines) log(l);
      return;
    }
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

    const jobsStatus = await get("/api/company/jobs", cookies[0]);
    let apiJobs = null;
    let rawJobs = null;
    if (jobsStatus === 200) {
      apiJobs = await drive(async (w) => (await get("/api/company/jobs", cookies[w % cookies.length])) === 200);
      rows.push({ name: "GET /api/company/jobs", via: "API", ...apiJobs });
    } else {
      log(`GET /api/company/jobs answered ${jobsStatus}: the jobs list is missing, not measured through the API`);
    }
    rawJobs = await drive(async (w) => {
      const id = companyIds[w % companyIds.length];
      await Promise.all([pool.query(jobsListSql, [id]), pool.query(jobsCountSql, [id])]);
      return true;
    });
    rows.push({ name: "jobs list SQL (2 statements)", via: "pg", ...rawJobs });

    // The militar's job board, over the 16,000 active jobs.
    const militaryCookies = [];
    for (let i = 0; i < CONCURRENCY; i++) {
      militaryCookies.push(await signIn(base, `militar${i}@bench.pm`, CONCURRENCY + i));
    }
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

    // Benefits: the catalogue of a militar in Recife/PE, and a code looked up at a partner's till.
    const benefitQueries = await tsImport(
      path.join(root, "apps/api/src/features/benefits/benefits.military.queries.ts"),
      import.meta.url,
    );
    const companyBenefitQueries = await tsImport(
      path.join(root, "apps/api/src/features/benefits/benefits.company.queries.ts"),
      import.meta.url,
    );
    const militaryIds = Array.from({ length: CONCURRENCY }, (_, i) => `bench-mil-${i}`);
    const catalogueCases = [
      ["(page 1)", "", { city: { city: "Recife", state: "PE" } }],
      [
        "?category=Educação&city=Recife/PE",
        `?category=${encodeURIComponent("Educação")}&city=${encodeURIComponent("Recife/PE")}`,
        { category: "Educação", city: { city: "Recife", state: "PE" } },
      ],
      ["?q=revisao (no accent)", "?q=revisao", { q: "revisao" }],
    ];
    const benefitRatios = [];
    for (const [label, query, filters] of catalogueCases) {
      const first = await fetch(`${base}/api/military/benefits${query}`, { headers: { cookie: militaryCookies[0] } });
      if (first.status !== 200)
        throw new Error(`the catalogue ${label} answered ${first.status}: ${await first.text()}`);
      const sampleOffers = (await first.json()).offers.length;
      const api = await drive(
        async (w) => (await get(`/api/military/benefits${query}`, militaryCookies[w % militaryCookies.length])) === 200,
      );
      rows.push({ name: `GET /api/military/benefits ${label}`, via: "API", ...api, note: `${sampleOffers} offers` });
      // The API's two statements: the militar's plan and city, and the page.
      const statements = militaryIds.map((id) => ({
        page: benefitQueries.listCatalogue(mockDb, id, filters, null, new Date()).toSQL(),
        me: benefitQueries.militarBenefitsContextQuery(mockDb, id).toSQL(),
      }));
      const raw = await drive(async (w) => {
        const q = statements[w % statements.length];
        await Promise.all([pool.query(q.page.sql, q.page.params), pool.query(q.me.sql, q.me.params)]);
        return true;
      });
      rows.push({ name: `catalogue SQL ${label} (2 statements)`, via: "pg", ...raw });
      benefitRatios.push({ label: `catalogue ${label}`, api, raw });
    }

    const codes = [];
    for (const companyId of companyIds) {
      const { rows: found } = await pool.query(
        `SELECT r.code FROM benefit_redemptions r JOIN benefit_offers o ON o.id = r.offer_id
         WHERE r.company_id = $1 AND r.used_at IS NULL AND o.mode = 'coupon' LIMIT 1`,
        [companyId],
      );
      if (found[0]) codes.push({ companyId, code: found[0].code });
    }
    const post = httpPoster(base);
    const lookupOf = (w) => codes[w % codes.length];
    const lookupStatus = await post("/api/company/benefits/validate/lookup", cookies[0], { code: codes[0].code });
    if (lookupStatus !== 200) throw new Error(`the till's lookup answered ${lookupStatus}`);
    const apiLookup = await drive(async (w) => {
      const { code } = lookupOf(w);
      const cookie = cookies[companyIds.indexOf(lookupOf(w).companyId)];
      return (await post("/api/company/benefits/validate/lookup", cookie, { code })) === 200;
    });
    rows.push({ name: "POST /api/company/benefits/validate/lookup", via: "API", ...apiLookup });
    const lookupSql = codes.map(({ companyId, code }) => ({
      find: companyBenefitQueries.codeAtCompany(mockDb, companyId, code).toSQL(),
      key: `benefit-code:company:${companyId}`,
    }));
    const rawLookup = await drive(async (w) => {
      const q = lookupSql[w % lookupSql.length];
      await pool.query(q.find.sql, q.find.params);
      await pool.query("SELECT key, count, expires_at FROM rate_limits WHERE key = ANY($1) AND expires_at > now()", [
        [q.key],
      ]);
      return true;
    });
    rows.push({ name: "lookup SQL (counter + code, in turn)", via: "pg", ...rawLookup });
    benefitRatios.push({ label: "validation lookup", api: apiLookup, raw: rawLookup });

    // A militar's history, a partner's uses, and the public directory (its API and its page as the
    // server renders it), each beside the statement it sends.
    const directoryQueries = await tsImport(
      path.join(root, "apps/api/src/features/benefits/benefits.directory.queries.ts"),
      import.meta.url,
    );
    const pagedCases = [
      {
        name: "GET /api/military/benefits/redemptions",
        path: "/api/military/benefits/redemptions",
        cookieOf: (w) => militaryCookies[w % militaryCookies.length],
        sqlOf: (w) => benefitQueries.listRedemptions(mockDb, militaryIds[w % militaryIds.length], null).toSQL(),
        rawName: "history SQL",
      },
      {
        name: "GET /api/company/benefits/uses",
        path: "/api/company/benefits/uses",
        cookieOf: (w) => cookies[w % cookies.length],
        sqlOf: (w) => companyBenefitQueries.listCompanyUses(mockDb, companyIds[w % companyIds.length], null).toSQL(),
        rawName: "partner uses SQL",
      },
      {
        name: "GET /api/partners",
        path: "/api/partners",
        cookieOf: () => "",
        sqlOf: () => directoryQueries.listPartners(mockDb, {}, null, new Date()).toSQL(),
        rawName: "directory SQL",
      },
    ];
    for (const c of pagedCases) {
      const status = await get(c.path, c.cookieOf(0));
      if (status !== 200) throw new Error(`${c.path} answered ${status}`);
      const api = await drive(async (w) => (await get(c.path, c.cookieOf(w))) === 200);
      rows.push({ name: c.name, via: "API", ...api });
      const statements = Array.from({ length: CONCURRENCY }, (_, w) => c.sqlOf(w));
      const raw = await drive(async (w) => {
        const q = statements[w % statements.length];
        await pool.query(q.sql, q.params);
        return true;
      });
      rows.push({ name: c.rawName, via: "pg", ...raw });
      benefitRatios.push({ label: c.name.replace("GET ", ""), api, raw });
    }
    // Conversations: a company's list, a militar's list and a conversation's newest page, each
    // beside the statements it sends.
    const conversationQueries = await tsImport(
      path.join(root, "apps/api/src/features/conversations/conversations.queries.ts"),
      import.meta.url,
    );
    const conversationOf = (w) => md5uuid(`conv${(w % CONCURRENCY) * 5}`);
    const conversationCases = [
      {
        name: "GET /api/company/conversations",
        path: () => "/api/company/conversations",
        cookieOf: (w) => cookies[w % cookies.length],
        sqlOf: (w) => [
          conversationQueries
            .listConversations(
              mockDb,
              { side: "empresa", companyId: companyIds[w % companyIds.length] },
              undefined,
              null,
            )
            .toSQL(),
        ],
        rawName: "company conversation list SQL",
      },
      {
        name: "GET /api/military/conversations",
        path: () => "/api/military/conversations",
        cookieOf: (w) => militaryCookies[w % militaryCookies.length],
        sqlOf: (w) => [
          conversationQueries
            .listConversations(
              mockDb,
              { side: "militar", userId: militaryIds[w % militaryIds.length] },
              undefined,
              null,
            )
            .toSQL(),
        ],
        rawName: "militar conversation list SQL",
      },
      {
        name: "GET /api/military/conversations/:id/messages",
        // Militar w's first conversation: number 5w (see the seed).
        path: (w) => `/api/military/conversations/${conversationOf(w)}/messages`,
        cookieOf: (w) => militaryCookies[w % militaryCookies.length],
        sqlOf: (w) => [
          conversationQueries
            .listMessages(
              mockDb,
              { side: "militar", userId: militaryIds[w % militaryIds.length] },
              conversationOf(w),
              null,
            )
            .toSQL(),
        ],
        rawName: "conversation page SQL",
      },
    ];
    for (const c of conversationCases) {
      const status = await get(c.path(0), c.cookieOf(0));
      if (status !== 200) throw new Error(`${c.path(0)} answered ${status}`);
      const api = await drive(async (w) => (await get(c.path(w), c.cookieOf(w))) === 200);
      rows.push({ name: c.name, via: "API", ...api });
      const statements = Array.from({ length: CONCURRENCY }, (_, w) => c.sqlOf(w));
      const raw = await drive(async (w) => {
        for (const q of statements[w % statements.length]) await pool.query(q.sql, q.params);
        return true;
      });
      rows.push({ name: c.rawName, via: "pg", ...raw });
      benefitRatios.push({ label: c.name.replace("GET ", ""), api, raw });
    }
    const delivery = await measureDelivery({
      base,
      env: appEnv,
      companyCookie: cookies[0],
      militarCookie: militaryCookies[0],
      conversationId: md5uuid("conv0"),
      startSecond: async () => {
        const secondPort = await freePort();
        second = await startBuiltApp({ port: secondPort, host: "127.0.0.1", env: appEnv });
        return second.base;
      },
    });

    const talentLines = await measureTalent({ base, root, cookies, militaryCookies, pool, mockDb, rows });

    // The ceiling of any route on this machine: HTTP, the middleware and JSON, no statement.
    rows.push({
      name: "GET /api/health (no statement)",
      via: "API",
      ...(await drive(async () => (await get("/api/health", "")) === 200)),
    });
    const learningLines = await measureLearning({ root, militaryCookies, get, post: httpPoster(base), pool, rows });
    const publicJobLines = await measurePublicJobs({ root, get, pool, rows });
    const reportLines = await measureReports({ root, cookie: cookies[0], get, pool, rows });
    const apiV1Lines = await measureApiV1({ base, root, pool, mockDb, rows, get });
    const consoleLines = await measureConsole({ base, root, pool, mockDb, rows, get });
    // Last: it adds 180,000 jobs, which the measurements above do not expect.
    const jobSearchLines = await measureJobSearch({ url, root, militaryCookies, get, pool, rows });
    if (fs.existsSync(path.join(root, "apps/web/dist-server/entry-server.js"))) {
      const pageStatus = await get("/parceiros/diretorio", "");
      if (pageStatus !== 200) throw new Error(`/parceiros/diretorio answered ${pageStatus}`);
      const rendered = await drive(async () => (await get("/parceiros/diretorio", "")) === 200);
      rows.push({ name: "GET /parceiros/diretorio (server-rendered)", via: "API", ...rendered });
    } else {
      log("apps/web/dist-server is missing (run `npm run build`): the rendered directory page is not measured");
    }

    log("");
    printTable(rows);
    log("\ntargets:");
    const verdict = (ok) => (ok ? "met" : "NOT met");
    const ratio = apiDashboard.rps / rawDashboard.rps;
    log(`  dashboard: API ${(ratio * 100).toFixed(0)}% of raw SQL throughput (≥ 50%): ${verdict(ratio >= 0.5)}`);
    log(`  dashboard: p99 ${ms(apiDashboard.p99)} (≤ 100 ms): ${verdict(apiDashboard.p99 <= 100)}`);
    for (const { label, api, raw } of benefitRatios) {
      const r = api.rps / raw.rps;
      log(
        `  ${label}: API ${(r * 100).toFixed(0)}% of raw SQL throughput (≥ 60%): ${verdict(r >= 0.6)}; p99 ${ms(api.p99)} (≤ 100 ms): ${verdict(api.p99 <= 100)}`,
      );
    }
    log(
      `  message delivery, POST on one process to the SSE frame on another (${delivery.count} messages at ${DELIVERY_PER_SECOND}/s): p50 ${ms(delivery.p50)}, p99 ${ms(delivery.p99)} (≤ 500 ms): ${verdict(delivery.p99 <= 500)}`,
    );
    for (const l of talentLines) log(l);
    for (const l of learningLines) log(l);
    for (const l of publicJobLines) log(l);
    for (const l of reportLines) log(l);
    for (const l of apiV1Lines) log(l);
    for (const l of consoleLines) log(l);
    for (const l of jobSearchLines) log(l);
    if (apiJobs) {
      const jobsRatio = apiJobs.rps / rawJobs.rps;
      log(
        `  jobs list: API ${(jobsRatio * 100).toFixed(0)}% of raw SQL throughput (≥ 50%): ${verdict(jobsRatio >= 0.5)}`,
      );
    }
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
