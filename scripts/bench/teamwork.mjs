// npm run bench, company teams (BENCH_ONLY=teamwork): the candidates list sorted by the team's
// ratings ('Melhor avaliados') and the team page, each beside the statements it runs.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { tsImport } from "tsx/esm/api";
import { drive, httpGetter, log, ms } from "./lib.mjs";

/** Pending invitations on the team page: a full Pro team is 15 seats. */
const INVITATIONS = 12;

async function measureTeamwork({ base, root, pool, rows, cookies, companyIds }) {
  const get = httpGetter(base);
  const rawDb = drizzle(pool, { casing: "snake_case" });
  const applications = await tsImport(
    path.join(root, "apps/api/src/features/applications/applications.queries.ts"),
    import.meta.url,
  );
  const members = await tsImport(path.join(root, "apps/api/src/features/members/members.queries.ts"), import.meta.url);
  const companyId = companyIds[0];
  const cookie = cookies[0];
  const {
    rows: [holder],
  } = await pool.query("SELECT user_id AS id, plan FROM companies WHERE id = $1", [companyId]);

  // Two of three of the company's applications rated by its Administrador, 1 to 5 stars.
  const { rowCount: rated } = await pool.query(
    `INSERT INTO application_ratings (application_id, company_id, user_id, stars)
     SELECT a.id, j.company_id, $2, 1 + (abs(hashtext(a.id::text)) % 5)
     FROM job_applications a JOIN jobs j ON j.id = a.job_id
     WHERE j.company_id = $1 AND abs(hashtext(a.id::text)) % 3 <> 0
     ON CONFLICT (application_id, user_id) DO NOTHING`,
    [companyId, holder.id],
  );
  const {
    rows: [{ n: total }],
  } = await pool.query(
    "SELECT count(*)::int AS n FROM job_applications a JOIN jobs j ON j.id = a.job_id WHERE j.company_id = $1",
    [companyId],
  );
  for (let i = 0; i < INVITATIONS; i++) {
    await pool.query(
      `INSERT INTO company_invitations (company_id, email, role, token_hash, invited_by, expires_at)
       VALUES ($1, $2, 'recrutador', $3, $4, now() + interval '7 days') ON CONFLICT DO NOTHING`,
      [companyId, `convite-${i}@bench.exemplo.com.br`, randomBytes(32).toString("hex"), holder.id],
    );
  }
  log(`  ${rated} of the company's ${total} applications rated; ${INVITATIONS} pending invitations`);

  const cases = [
    {
      label: "GET /api/company/applications?sort=avaliacao ('Melhor avaliados')",
      api: () => get("/api/company/applications?sort=avaliacao", cookie),
      raw: () => applications.listCompanyApplications(rawDb, companyId, { sort: "avaliacao", cursor: null }),
    },
    {
      label: "GET /api/company/team (the team page)",
      api: () => get("/api/company/team", cookie),
      raw: () =>
        Promise.all([
          members.listMembers(rawDb, companyId, holder.id),
          members.listInvitations(rawDb, companyId, new Date()),
          members.seatsOf(rawDb, companyId, holder.plan),
        ]),
    },
  ];
  const lines = [];
  for (const c of cases) {
    const status = await c.api();
    if (status !== 200) throw new Error(`${c.label} answered ${status}`);
    const api = await drive(async () => (await c.api()) === 200);
    rows.push({ name: c.label, via: "API", ...api });
    const raw = await drive(async () => {
      await c.raw();
      return true;
    });
    rows.push({ name: "its statements", via: "drizzle", ...raw });
    lines.push(
      `  ${c.label}, 32 in flight: p99 ${ms(api.p99)} (≤ 150 ms: ${api.p99 <= 150 ? "met" : "NOT met"}; its statements alone ${ms(raw.p99)}); API ${((api.rps / raw.rps) * 100).toFixed(0)}% of their throughput`,
    );
  }
  return lines;
}

export const steps = [{ only: "teamwork", run: measureTeamwork }];
