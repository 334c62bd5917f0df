// npm run bench, the operators' console (BENCH_ONLY=console).
import { apiModule, measureBeside, SCALE, signInOperator } from "./lib.mjs";

/**
 * The operators' console (BENCH_ONLY=console for this alone, with the militar's own requests of privacy.mjs): an operator made as
 * `npm run operator:create` makes one, with a confirmed authenticator app, reads the company and
 * militar searches, the LGPD queue (20,000 open requests) and the audit (100,000 entries), each
 * beside the statement it runs sent through `pg`. Target: p99 ≤ 100 ms.
 */
async function measureConsole({ base, root, pool, mockDb, rows, get }) {
  const operators = await apiModule(root, "features/operations/operators.queries.ts");
  const platform = await apiModule(root, "features/operations/operations.platform.queries.ts");
  const companiesQ = await apiModule(root, "features/operations/operations.companies.queries.ts");
  const privacyQ = await apiModule(root, "features/operations/operations.privacy.queries.ts");
  const auditQ = await apiModule(root, "features/operations/operations.audit.queries.ts");
  const { userId: operatorId, cookie } = await signInOperator({ base, root, pool }, "operador@bench.pm");
  const email = "operador@bench.pm";

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
    [operatorId, email],
  );
  await pool.query("ANALYZE privacy_requests; ANALYZE operator_audit");

  const withdrawalsQ = await apiModule(root, "features/operations/operations.withdrawals.queries.ts");
  const reportsQ = await apiModule(root, "features/operations/operations.reports.queries.ts");
  const offersQ = await apiModule(root, "features/operations/operations.offers.queries.ts");
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
  return lines;
}

export const steps = [
  {
    only: "console",
    run: measureConsole,
  },
];
