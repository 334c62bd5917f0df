// Runs every labelled query through the board's own search (listBoardJobs, default sort, as a
// visitor) over the corpus seeded into `db`, which should hold no other jobs, and scores the
// first ten results.
import { jobBoardQuerySchema } from "@pm/shared/jobs.military";
import type { Db } from "../../../db/client";
import { listBoardJobs } from "../jobs.military.queries";
import { CORPUS_COMPANIES, CORPUS_JOBS } from "./corpus";
import { type EvaluationSummary, scoreQuery, summarize, TOP } from "./metrics";
import { LABELLED_QUERIES, type LabelledQuery } from "./queries";
import { seedSearchCorpus } from "./search-evaluation.queries";

export async function evaluateSearch(
  db: Db,
  queries: readonly LabelledQuery[] = LABELLED_QUERIES,
  now: Date = new Date(),
): Promise<EvaluationSummary> {
  const corpusIds = await seedSearchCorpus(db, CORPUS_COMPANIES, CORPUS_JOBS, now);
  const scores = [];
  for (const query of queries) {
    // Read as the board's route reads the address (trimmed, validated).
    const { cursor: _cursor, ...boardQuery } = jobBoardQuerySchema.parse({ q: query.q });
    const page = await listBoardJobs(db, null, boardQuery, null);
    const ranked = page.jobs.slice(0, TOP).map((job) => corpusIds.get(job.id) ?? job.id);
    scores.push(scoreQuery(query, ranked));
  }
  return summarize(scores);
}
