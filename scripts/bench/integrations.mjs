// npm run bench, the Enterprise API and the company's integrations (BENCH_ONLY=api).
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { CONCURRENCY, drive, md5uuid, measureBeside, ms, SCALE, signIn } from "./lib.mjs";

/** A webhook secret as production makes them (Standard Webhooks): `whsec_` and base64 key bytes. */
const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString("base64")}`;

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
     VALUES ($1, $2, 'https://example.invalid/webhooks', $3, '{}', now())`,
    [endpointId, companyIds[0], WEBHOOK_SECRET],
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

export const steps = [
  {
    only: "api",
    run: measureApiV1,
  },
];
