// The board's search against the labelled evaluation set (search-evaluation/): a corpus of
// postings, the queries militares type and the jobs a person expects for each. `npm run
// eval:search` prints the per-query figures. The floor is 85 % mean recall@10.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../../test/test-database";
import { CORPUS_COMPANIES, CORPUS_JOBS } from "./search-evaluation/corpus";
import { evaluateSearch } from "./search-evaluation/evaluate";
import { scoreQuery, summarize } from "./search-evaluation/metrics";
import { LABELLED_QUERIES } from "./search-evaluation/queries";

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await openTestDatabase();
});
afterAll(() => testDatabase.close());

describe("the evaluation set", () => {
  it("has at least 150 postings and 60 labelled queries, each expecting jobs of the corpus", () => {
    expect(CORPUS_JOBS.length).toBeGreaterThanOrEqual(150);
    expect(LABELLED_QUERIES.length).toBeGreaterThanOrEqual(60);
    const ids = new Set(CORPUS_JOBS.map((j) => j.id));
    expect(ids.size).toBe(CORPUS_JOBS.length);
    expect(new Set(LABELLED_QUERIES.map((q) => q.q)).size).toBe(LABELLED_QUERIES.length);
    for (const job of CORPUS_JOBS) expect(CORPUS_COMPANIES[job.company], job.id).toBeDefined();
    for (const query of LABELLED_QUERIES) {
      expect(query.expect.length, query.q).toBeGreaterThan(0);
      expect(new Set(query.expect).size, query.q).toBe(query.expect.length);
      for (const id of query.expect) expect(ids.has(id), `${query.q}: ${id}`).toBe(true);
    }
  });

  it("scores recall over the expected jobs that fit in ten, and precision over the jobs shown", () => {
    const many = Array.from({ length: 12 }, (_, i) => `job-${i}`);
    const all = scoreQuery({ q: "many", expect: many }, many);
    expect([all.recall, all.precision, all.got.length]).toEqual([1, 1, 10]);
    const half = scoreQuery({ q: "two", expect: ["a", "b"] }, ["x", "a", "y", "z"]);
    expect([half.recall, half.precision, half.missed]).toEqual([0.5, 0.25, ["b"]]);
    const none = scoreQuery({ q: "none", expect: ["a"] }, []);
    expect([none.recall, none.precision]).toEqual([0, 0]);
    expect(summarize([all, half, none])).toMatchObject({ recall: 0.5, precision: 1.25 / 3 });
  });
});

it("finds at least 85 % of the jobs a person expects among the board's first ten", async () => {
  const summary = await evaluateSearch(testDatabase.database.db);
  expect(summary.scores).toHaveLength(LABELLED_QUERIES.length);
  const misses = summary.scores.filter((s) => s.missed.length > 0).map((s) => `${s.query.q}: ${s.missed.join(", ")}`);
  expect(summary.recall, misses.join("; ")).toBeGreaterThanOrEqual(0.85);
});
