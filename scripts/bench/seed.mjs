// The bench's database: 1,000 paid companies with 20,000 jobs, 20,000 military applicants with
// 400,000 applications and, in full, 2,000,000 job views, 5,000 offers with 200,000 redemptions and
// 100,000 conversations; the talent bank, learning and reports' volumes when their section runs.
// `npm run bench` and `npm run bench:load` seed through it.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hashPassword } from "better-auth/crypto";
import pg from "pg";
import { tsImport } from "tsx/esm/api";
import { JOBS, log, ms, PASSWORD, SCALE } from "./lib.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** What every seeded job requires, and the terms the API stores for it when it saves such a job. */
const REQUIREMENTS = ["Experiência em logística", "Liderança"];

/**
 * Bulk inserts through generate_series; triggers (NOTIFY, FK checks) are off for this session.
 * `full`: job views, offers, redemptions and conversations too; `measures(section)`: the talent
 * bank, learning and reports' volumes, each when its section is measured.
 */
export async function seedBench(url, { full, measures }) {
  const hash = await hashPassword(PASSWORD);
  const skills = await tsImport(path.join(root, "apps/api/src/features/skills/skills.public.ts"), import.meta.url);
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
      `INSERT INTO companies (id, user_id, name, slug, city, plan, job_limit, payment_status)
       SELECT md5('company' || i)::uuid, 'bench-co-' || i, 'Empresa Bench ' || i, 'empresa-bench-' || i, 'Recife',
              'pro', 25, 'completed'
       FROM generate_series(1, $1) i`,
      [C],
    );
    // Triggers are off while seeding: each company's first Administrador is written here.
    await step(
      "company_members",
      `INSERT INTO company_members (company_id, user_id, role)
       SELECT md5('company' || i)::uuid, 'bench-co-' || i, 'administrador' FROM generate_series(1, $1) i`,
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
    // Saved as the API saves a job: its requirements' terms, and no família fits 'Vaga n' (the job
    // runner's backfill finds nothing to do, as on a site whose jobs were all saved by the API).
    await step(
      "jobs",
      `INSERT INTO jobs (id, company_id, title, city, regime, description, requirements, requirement_terms,
                         cbo_family_source, active, created_at)
       SELECT md5('job' || n)::uuid, md5('company' || (n / $2 + 1))::uuid, 'Vaga ' || n, 'Recife', 'CLT',
              'Descrição da vaga ' || n, $3::text[], $4::text[], 'inferida', n % 5 <> 0,
              now() - (n % 90) * interval '1 day' - (n % 1440) * interval '1 minute'
       FROM generate_series(0, $1 - 1) n`,
      [JOBS, SCALE.jobsPerCompany, REQUIREMENTS, skills.requirementTermsOf(REQUIREMENTS)],
    );
    // Applicant u applies to jobs (u + 1000k) mod 20000, k < 20: distinct jobs, 20 applicants per job.
    await step(
      "job_applications",
      `INSERT INTO job_applications (job_id, user_id, applied_at)
       SELECT md5('job' || ((u + 1000 * k) % $1))::uuid, 'bench-mil-' || u, now() - random() * interval '60 days'
       FROM generate_series(0, $2 - 1) u CROSS JOIN generate_series(0, $3 - 1) k`,
      [JOBS, M, SCALE.applicationsPerApplicant],
    );
    if (full) {
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
      // and the partner of every fourth rated (once per militar and partner).
      await step(
        "benefit_redemptions",
        `INSERT INTO benefit_redemptions (offer_id, company_id, user_id, code, plan, discount_percent, cashback_percent,
           redeemed_at, expires_at, used_at, purchase_cents, cashback_cents, cashback_available_at)
         SELECT md5('offer' || o)::uuid, md5('company' || (o / 5 + 1))::uuid, 'bench-mil-' || u, 'BENCH-' || u || 'X' || k,
                'FREE', 5, 5, now() - (k * 3) * interval '1 day', now() + interval '20 days',
                CASE WHEN k % 2 = 0 THEN now() - (k * 3 - 1) * interval '1 day' END,
                CASE WHEN k % 2 = 0 THEN 10000 END, CASE WHEN k % 2 = 0 THEN 500 END,
                CASE WHEN k % 2 = 0 THEN now() + interval '10 days' END
         FROM generate_series(0, $1 - 1) u CROSS JOIN generate_series(0, $2 - 1) k,
              LATERAL (SELECT (u * 7 + k * 500) % $3 AS o) x`,
        [M, SCALE.redemptionsPerApplicant, SCALE.offers],
      );
      await step(
        "benefit_partner_ratings",
        `INSERT INTO benefit_partner_ratings (company_id, user_id, rating)
         SELECT md5('company' || (o / 5 + 1))::uuid, 'bench-mil-' || u, (u + k) % 5 + 1
         FROM generate_series(0, $1 - 1) u CROSS JOIN generate_series(0, $2 - 1) k,
              LATERAL (SELECT (u * 7 + k * 500) % $3 AS o) x
         WHERE k % 4 = 0
         ON CONFLICT (company_id, user_id) DO NOTHING`,
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
    `INSERT INTO jobs (id, company_id, title, city, regime, description, requirement_terms, cbo_family_source,
                       active, created_at)
     SELECT md5('reportjob' || k)::uuid, ${company}, 'Vaga relatório ' || k, 'Recife', 'CLT', 'Descrição', '{}',
            'inferida', true,
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
