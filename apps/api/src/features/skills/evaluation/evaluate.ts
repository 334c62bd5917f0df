// Scores the translator on the labelled cases: a case is right at k when one of the first k
// suggested occupations belongs to a família the case accepts.
import type { Translator } from "../translator";
import type { JobTitleCase } from "./job-title-cases";
import type { EvaluationCase } from "./types";

export interface EvaluationResult {
  cases: number;
  top1: number;
  top3: number;
  /** The cases with no accepted família in the first three, with what came instead. */
  misses: { case: EvaluationCase; got: string[] }[];
}

export function evaluate(translator: Translator, cases: readonly EvaluationCase[]): EvaluationResult {
  let top1 = 0;
  let top3 = 0;
  const misses: EvaluationResult["misses"] = [];
  for (const c of cases) {
    const { occupations } = translator.translate({ branch: c.branch, rank: null, specialties: [c.description] });
    const families = occupations.map((o) => o.family);
    if (families.slice(0, 1).some((f) => c.accept.includes(f))) top1++;
    if (families.slice(0, 3).some((f) => c.accept.includes(f))) top3++;
    else misses.push({ case: c, got: occupations.slice(0, 3).map((o) => `${o.family} ${o.title}`) });
  }
  return { cases: cases.length, top1: top1 / cases.length, top3: top3 / cases.length, misses };
}

/** "87.3 %" */
export const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

export interface TitleEvaluation {
  cases: number;
  /** Share of titles whose inferred família the case accepts. */
  right: number;
  misses: { title: string; accept: readonly string[]; got: string | null }[];
}

/** Scores the família inferred from each labelled job title (the job form's suggestion). */
export function evaluateTitles(translator: Translator, cases: readonly JobTitleCase[]): TitleEvaluation {
  const misses: TitleEvaluation["misses"] = [];
  for (const c of cases) {
    const got = translator.occupationForTitle(c.title);
    if (!got || !c.accept.includes(got.family)) {
      misses.push({ title: c.title, accept: c.accept, got: got ? `${got.family} ${got.title}` : null });
    }
  }
  return { cases: cases.length, right: (cases.length - misses.length) / cases.length, misses };
}
