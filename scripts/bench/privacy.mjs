// npm run bench, a militar's own requests under the LGPD (with BENCH_ONLY=console).
import { apiModule, measureBeside, signIn } from "./lib.mjs";

/** The person's own side: a militar's requests on his settings page, beside its statement. */
async function measureOwnRequests({ base, root, pool, mockDb, rows, get }) {
  const ownQ = await apiModule(root, "features/privacy/privacy.queries.ts");
  const militar = await signIn(base, "militar0@bench.pm", 901);
  return measureBeside({
    cases: [
      {
        label: "GET /api/privacy-requests",
        path: "/api/privacy-requests",
        statements: [ownQ.listOwnRequests(mockDb, "bench-mil-0").toSQL()],
      },
    ],
    cookie: militar,
    get,
    pool,
    rows,
  });
}

export const steps = [
  {
    only: "console",
    run: measureOwnRequests,
  },
];
