// The military vocabulary's shape: what the forces call a specialty, qualification or function,
// and the civilian occupations (CBO 2002 famílias) it prepares for.
import type { MilitaryBranch } from "@pm/shared/profile.military-options";
import type { LeadershipLevel } from "@pm/shared/skills";

export type { LeadershipLevel };

export interface FamilyMapping {
  /** A CBO família (4 digits) or, to point at one ocupação of it, its 6-digit code. */
  code: string;
  /** Why, in one short pt-BR sentence addressed to the militar (shown beside the suggestion). */
  reason: string;
  /** Only suggested from ranks that command at this level (a supervisor's família). Default: execucao. */
  level?: LeadershipLevel;
}

export interface VocabularyEntry {
  /** The name as the forces write it, in pt-BR. */
  term: string;
  /** Other ways a militar writes the same thing: official course/QMS names, abbreviations, everyday phrasing. */
  aliases: readonly string[];
  /** The forces where it exists. */
  branches: readonly MilitaryBranch[];
  kind: "especialidade" | "qualificacao" | "funcao";
  /** CBO mappings, best first. */
  families: readonly FamilyMapping[];
  /**
   * What a militar of this specialty did, as a civilian CV says it: 3 to 5 bullets, each a noun
   * phrase ("Condução de caminhões…"), with no military jargon or acronym a recruiter would not
   * know (packages/shared/src/resumes.wording.ts). The CV's 'Experiência' starts from them.
   */
  duties: readonly string[];
}
