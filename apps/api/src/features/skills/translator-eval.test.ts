// The translator against the labelled evaluation set: `npm run eval:translator` prints the same
// figures with the cases it misses. The floor is 80 % of cases with an accepted família among
// the first three suggestions.
import { expect, it } from "vitest";
import { EVALUATION_CASES } from "./evaluation/cases";
import { evaluate } from "./evaluation/evaluate";
import { translator } from "./skills.service";

it("suggests an accepted família among the first three for at least 80 % of the evaluation cases", () => {
  expect(EVALUATION_CASES.length).toBeGreaterThanOrEqual(80);
  const result = evaluate(translator(), EVALUATION_CASES);
  expect(result.top3, result.misses.map((m) => m.case.description).join("; ")).toBeGreaterThanOrEqual(0.8);
});
