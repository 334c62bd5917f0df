// npm run bench, support (BENCH_ONLY=support): the operators' queue at 50,000 open requests, as the
// console reads it (all, one plan, one operator's), each beside the statements it runs through `pg`.
import { apiModule, log, measureBeside, signInOperator } from "./lib.mjs";

/** Open requests in the queue: far past what a team of operators ever holds. */
const OPEN_REQUESTS = 50_000;

async function measureSupportQueue({ base, root, pool, mockDb, rows, get }) {
  const support = await apiModule(root, "features/support/support.queries.ts");
  const { userId: operatorId, cookie } = await signInOperator({ base, root, pool }, "suporte@bench.pm", 901);
  // Spread over the bench's militares and the six plans, due over the next days; a tenth held by this operator.
  await pool.query(
    `WITH plans(i, plan, level, rank, target) AS (VALUES
       (0, 'FREE', 'email', 1, 1200), (1, 'PREMIUM', 'priority', 3, 240), (2, 'parceiro', 'email', 1, 1200),
       (3, 'plus', 'chat', 2, 480), (4, 'pro', 'priority', 3, 240), (5, 'enterprise', 'dedicated', 4, 60))
     INSERT INTO support_requests (user_id, plan, level, rank, category, subject, status, assigned_to, due_at,
                                   queue_at, first_response_due_at, last_message_at, created_at)
     SELECT 'bench-mil-' || (n % 20000), p.plan, p.level, p.rank, 'outro', 'Dúvida de teste ' || n, 'aberto',
            CASE WHEN n % 10 = 0 THEN $2 END, due, due - p.rank * interval '36525 days', due, created, created
       FROM generate_series(1, $1) n
       JOIN plans p ON p.i = n % 6
       CROSS JOIN LATERAL (SELECT now() - (n % 5000) * interval '1 minute' AS created) c
       CROSS JOIN LATERAL (SELECT c.created + p.target * interval '1 minute' AS due) d`,
    [OPEN_REQUESTS, operatorId],
  );
  await pool.query("ANALYZE support_requests");
  log(`  ${OPEN_REQUESTS.toLocaleString("en")} open support requests`);
  const queue = (label, search, filters) => ({
    label,
    path: `/api/operations/support${search}`,
    statements: [support.listQueue(mockDb, filters, operatorId, null).toSQL(), support.listOperators(mockDb).toSQL()],
  });
  return measureBeside({
    cases: [
      queue("GET /api/operations/support (the queue)", "", {}),
      queue("GET /api/operations/support?plan=plus", "?plan=plus", { plan: "plus" }),
      queue("GET /api/operations/support?mine=1", "?mine=1", { mine: "1" }),
    ],
    cookie,
    get,
    pool,
    rows,
  });
}

export const steps = [{ only: "support", run: measureSupportQueue }];
