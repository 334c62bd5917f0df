// What POST /api/skills/translate accepts and how the militar confirms or removes a suggestion.
import { z } from "zod";
import { militaryExperienceFields } from "./profile.military";
import { CBO_OCCUPATION_CODE, skillsMessages } from "./skills";
import { safeString } from "./text";

export const translateSchema = z.strictObject({
  branch: militaryExperienceFields.militaryBranch,
  rank: militaryExperienceFields.rank,
  specialties: militaryExperienceFields.specialties,
});
export type TranslateRequest = z.input<typeof translateSchema>;

/** The militar's answer about one suggested occupation. */
export const occupationChoiceSchema = z.strictObject({
  code: safeString({ error: skillsMessages.occupationUnknown }).regex(
    CBO_OCCUPATION_CODE,
    skillsMessages.occupationUnknown,
  ),
  status: z.enum(["confirmed", "removed"], { error: skillsMessages.occupationUnknown }),
  /** The specialty that led to the suggestion, for the translator's anonymous feedback. */
  specialty: safeString().trim().max(80).nullish(),
});
export type OccupationChoice = z.infer<typeof occupationChoiceSchema>;

/** The CBO type-ahead: a few letters of an occupation's name. */
export const occupationSearchSchema = z.strictObject({
  q: safeString().trim().max(80).default(""),
});
