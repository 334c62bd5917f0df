// The normaliser against the labelled requirement lines (./requirement-cases.ts): precision and
// recall micro-averaged over term assignments, so a line naming three terms weighs three times a
// line naming one. `npm run eval:requirements` prints them; requirements.test.ts gates them.

import { requirementTerms } from "./normalise";
import { REQUIREMENT_CASES, type RequirementCase } from "./requirement-cases";

export interface RequirementMiss {
  line: string;
  expected: string[];
  got: string[];
}

export interface RequirementEvaluation {
  /** Correct predicted keys / predicted keys (1 when nothing was predicted). */
  precision: number;
  /** Correct predicted keys / expected keys (1 when nothing was expected). */
  recall: number;
  /** How many lines were read. */
  lines: number;
  /** The lines whose keys differ from the expected ones. */
  misses: RequirementMiss[];
}

export function evaluateRequirements(cases: readonly RequirementCase[] = REQUIREMENT_CASES): RequirementEvaluation {
  let predicted = 0;
  let expected = 0;
  let correct = 0;
  const misses: RequirementMiss[] = [];
  for (const { line, expect } of cases) {
    const got = requirementTerms(line);
    const want = new Set(expect);
    const right = got.filter((k) => want.has(k)).length;
    predicted += got.length;
    expected += want.size;
    correct += right;
    if (right !== got.length || right !== want.size) misses.push({ line, expected: [...expect], got });
  }
  return {
    precision: predicted === 0 ? 1 : correct / predicted,
    recall: expected === 0 ? 1 : correct / expected,
    lines: cases.length,
    misses,
  };
}
