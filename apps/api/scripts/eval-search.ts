// npm run eval:search — recall@10 and precision@10 of the job board's search on the labelled
// evaluation set (apps/api/src/features/jobs/search-evaluation/): the corpus is seeded into an
// in-memory PGlite migrated like the product's, each query runs through the board's own search,
// and the per-query figures and totals are printed.
import { openDatabase } from "../src/db/client";
import { CORPUS_JOBS } from "../src/features/jobs/search-evaluation/corpus";
import { evaluateSearch } from "../src/features/jobs/search-evaluation/evaluate";
import { formatSummary } from "../src/features/jobs/search-evaluation/metrics";

const started = performance.now();
const database = await openDatabase({ kind: "pglite", dataDir: null });
try {
  await database.migrate();
  const ready = performance.now();
  const summary = await evaluateSearch(database.db);
  const ms = performance.now() - ready;
  console.log(formatSummary(summary));
  console.log(`jobs:         ${CORPUS_JOBS.length}`);
  console.log(
    `time:         ${ms.toFixed(0)} ms for the seed and ${summary.scores.length} searches (${(ready - started).toFixed(0)} ms to migrate)`,
  );
} finally {
  await database.close();
}
