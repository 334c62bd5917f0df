// What the company sends to the talent bank: the search's filters (basic and advanced), a saved
// search and an invitation to one of its jobs.
import { z } from "zod";
import { BR_STATES } from "./brazil";
import {
  AVAILABILITIES,
  DESIRED_AREAS,
  EXPERIENCE_LEVELS,
  MAX_YEARS_OF_SERVICE,
  MILITARY_BRANCHES,
  MIN_YEARS_OF_SERVICE,
  RANKS,
} from "./profile.military-options";
import {
  ADVANCED_TALENT_FILTERS,
  type AdvancedTalentFilter,
  talentSearchMessages as m,
  TALENT_MAX_PAGE,
  TALENT_SORTS,
} from "./talent";
import { blankToUndefined, safeString } from "./text";

const choice = <const T extends readonly string[]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: m.choiceInvalid }).optional());
const text = (max: number, message: string) =>
  z.preprocess(blankToUndefined, safeString().trim().max(max, message).optional());
/** A whole number sent as query text ("3") or as a number (a saved search's JSON). */
const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );

/** The filters of a search, as a saved search keeps them. */
export const talentFiltersSchema = z.strictObject({
  branch: choice(MILITARY_BRANCHES),
  desiredArea: choice(DESIRED_AREAS),
  city: text(120, m.cityTooLong),
  state: z.preprocess(blankToUndefined, z.enum(BR_STATES, { error: m.stateInvalid }).optional()),
  availability: choice(AVAILABILITIES),
  rank: choice(RANKS),
  minYearsOfService: wholeNumber(MIN_YEARS_OF_SERVICE, MAX_YEARS_OF_SERVICE, m.yearsInvalid),
  experienceLevel: choice(EXPERIENCE_LEVELS),
  specialty: text(80, m.specialtyTooLong),
  occupation: z.preprocess(
    blankToUndefined,
    safeString({ error: m.occupationInvalid })
      .regex(/^\d{6}$/, m.occupationInvalid)
      .optional(),
  ),
  q: text(120, m.queryTooLong),
  sort: choice(TALENT_SORTS),
});
export type TalentFilters = z.output<typeof talentFiltersSchema>;
export type TalentFiltersInput = z.input<typeof talentFiltersSchema>;

/** GET /api/company/talent: the filters and the page (strict: an unknown parameter is a 422). */
export const talentSearchSchema = talentFiltersSchema.extend({
  page: wholeNumber(1, TALENT_MAX_PAGE, m.pageInvalid),
});
export type TalentSearchQuery = z.output<typeof talentSearchSchema>;

/** The advanced filters a search uses: a basic plan may use none of them. */
export function advancedFiltersUsed(filters: Partial<Record<string, unknown>>): AdvancedTalentFilter[] {
  return ADVANCED_TALENT_FILTERS.filter((key) => filters[key] !== undefined && filters[key] !== null);
}

export const savedSearchSchema = z.strictObject({
  name: safeString({ error: m.savedNameRequired }).trim().min(1, m.savedNameRequired).max(80, m.savedNameTooLong),
  filters: talentFiltersSchema,
});
export type SavedSearchInput = z.input<typeof savedSearchSchema>;

export const invitationSchema = z.strictObject({
  jobId: z.guid({ error: m.inviteJobRequired }),
  message: z.preprocess(blankToUndefined, safeString().trim().max(1000, m.inviteMessageTooLong).optional()),
});
export type InvitationInput = z.input<typeof invitationSchema>;
