// npm run bench, learning (BENCH_ONLY=learning): the trilhas' catalogue, a path and a module read.
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { tsImport } from "tsx/esm/api";
import { drive, ms } from "./lib.mjs";

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

export const steps = [
  {
    only: "learning",
    run: async (ctx) =>
      measureLearning({
        root: ctx.root,
        militaryCookies: await ctx.militaryCookies(),
        get: ctx.get,
        post: ctx.post,
        pool: ctx.pool,
        rows: ctx.rows,
      }),
  },
];
