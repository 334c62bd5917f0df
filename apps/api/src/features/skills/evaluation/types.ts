// One labelled case of the translator's evaluation set.
import type { MilitaryBranch } from "@pm/shared/profile.military-options";

export interface EvaluationCase {
  /** What a militar would type as a specialty, qualification or function. */
  description: string;
  branch: MilitaryBranch;
  /** The CBO famílias (4 digits) an expert accepts as a right answer. */
  accept: readonly string[];
  /** Where the specialty is described publicly (a force's specialty list, a PMQP certificate, an edital). */
  source: string;
}
