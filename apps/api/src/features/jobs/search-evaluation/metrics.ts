// Scores the board's first ten results against the labels: recall@10 (how many of the expected
// jobs are there, out of those that fit in ten) and precision@10 (how many of those shown were
// expected), per query and as the mean over queries.
import type { LabelledQuery } from "./queries";

/** The results a person looks at: the top of the first page. */
export const TOP = 10;

export interface QueryScore {
  query: LabelledQuery;
  /** Corpus ids of the first results, in the board's order. */
  got: string[];
  recall: number;
  precision: number;
  /** Expected jobs missing from the first ten. */
  missed: string[];
}

export interface EvaluationSummary {
  scores: QueryScore[];
  recall: number;
  precision: number;
}

/**
 * One query's figures. Recall divides by the expected jobs that fit in the first ten, so a query
 * with more than ten expected jobs scores 1 when all ten shown are expected; precision divides by
 * the jobs shown, so a query with two expected jobs that shows exactly those two scores 1. Nothing
 * shown scores 0 on both: every labelled query expects something.
 */
export function scoreQuery(query: LabelledQuery, ranked: readonly string[]): QueryScore {
  const got = ranked.slice(0, TOP);
  const expected = new Set(query.expect);
  const hits = got.filter((id) => expected.has(id)).length;
  const reachable = Math.min(expected.size, TOP);
  return {
    query,
    got,
    recall: reachable === 0 ? 0 : hits / reachable,
    precision: got.length === 0 ? 0 : hits / got.length,
    missed: reachable > hits ? query.expect.filter((id) => !got.includes(id)) : [],
  };
}

const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);

export function summarize(scores: QueryScore[]): EvaluationSummary {
  return { scores, recall: mean(scores.map((s) => s.recall)), precision: mean(scores.map((s) => s.precision)) };
}

/** "87.3 %" */
export const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

/** The per-query table and the totals, as `npm run eval:search` prints them. */
export function formatSummary({ scores, recall, precision }: EvaluationSummary): string {
  const width = Math.max(5, ...scores.map((s) => s.query.q.length));
  const cell = (v: number) => v.toFixed(2).padStart(6);
  const lines = [`${"query".padEnd(width)}  expect  shown  recall  precision  missed`];
  for (const s of scores) {
    lines.push(
      `${s.query.q.padEnd(width)}  ${String(s.query.expect.length).padStart(6)}  ${String(s.got.length).padStart(5)}  ${cell(s.recall)}  ${cell(s.precision).padStart(9)}  ${s.missed.join(", ")}`,
    );
  }
  lines.push("");
  lines.push(`queries:      ${scores.length}`);
  lines.push(`recall@${TOP}:    ${percent(recall)}`);
  lines.push(`precision@${TOP}: ${percent(precision)}`);
  return lines.join("\n");
}
