// The translator against the labelled evaluation set: `npm run eval:translator` prints the same
// figures with the cases it misses. The floor is 80 % of cases with an accepted família among
// the first three suggestions, and 80 % of job titles whose inferred família is accepted.
import { expect, it } from "vitest";
import { EVALUATION_CASES } from "./evaluation/cases";
import { evaluate, evaluateTitles } from "./evaluation/evaluate";
import { JOB_TITLE_CASES } from "./evaluation/job-title-cases";
import { translator } from "./skills.service";

it("suggests an accepted família among the first three for at least 80 % of the evaluation cases", () => {
  expect(EVALUATION_CASES.length).toBeGreaterThanOrEqual(80);
  const result = evaluate(translator(), EVALUATION_CASES);
  expect(result.top3, result.misses.map((m) => m.case.description).join("; ")).toBeGreaterThanOrEqual(0.8);
});

it("infers an accepted família from at least 80 % of the labelled job titles", () => {
  expect(JOB_TITLE_CASES.length).toBeGreaterThanOrEqual(60);
  const result = evaluateTitles(translator(), JOB_TITLE_CASES);
  expect(result.right, result.misses.map((m) => m.title).join("; ")).toBeGreaterThanOrEqual(0.8);
});
