// The process's one translator, built on first use from the CBO tables and the vocabulary
// (main.ts builds it at boot, so the first request does not wait for it).
import { isMilitaryBranch, isRank } from "@pm/shared/profile.military-options";
import { searchFold } from "../../db/text-search";
import type { AppDeps } from "../../http/context";
import { cbo } from "./cbo";
import { replaceSuggestions } from "./skills.queries";
import { createTranslator, type Translator } from "./translator";
import { VOCABULARY } from "./vocabulary";

type Db = AppDeps["database"]["db"];

let instance: Translator | null = null;

export function translator(): Translator {
  instance ??= createTranslator(cbo(), VOCABULARY);
  return instance;
}

/** Suggestions stored for search: the best few of the saved profile. */
export const STORED_SUGGESTIONS = 5;

/** The militar's saved força, posto and especialidades, as the translator reads them. */
export interface SavedExperience {
  militaryBranch: string | null;
  rank: string | null;
  specialties: string[];
}

/** What the translator suggests for a saved profile (none without a known força). */
export function suggestionsFor(profile: SavedExperience) {
  if (!isMilitaryBranch(profile.militaryBranch)) return [];
  const rank = isRank(profile.rank) ? profile.rank : null;
  return translator().translate({ branch: profile.militaryBranch, rank, specialties: profile.specialties }).occupations;
}

/** The CV duties of the vocabulary entry a typed specialty names, in the militar's força. */
export function specialtyDutiesFor(branch: string | null, specialty: string) {
  if (!isMilitaryBranch(branch)) return null;
  return translator().specialtyDuties(branch, specialty);
}

/** The CBO's military occupation of a rank, and the command it implies. */
export function rankOccupationFor(branch: string | null, rank: string | null) {
  if (!isMilitaryBranch(branch) || !isRank(rank)) return null;
  return translator().translate({ branch, rank, specialties: [] }).rank;
}

/** Stores the suggestions of the profile just saved, so companies can search by them. */
export async function refreshSuggestions(db: Db, userId: string, profile: SavedExperience) {
  await replaceSuggestions(db, userId, suggestionsFor(profile).slice(0, STORED_SUGGESTIONS));
}

/** A família of the CBO by its four digits, or null. The armed forces' group 0 is not a company's. */
export function cboFamilyByCode(code: string): { code: string; title: string } | null {
  const family = code.startsWith("0") ? undefined : cbo().families.get(code);
  return family ? { code: family.code, title: family.title } : null;
}

/** The família a job's title suggests (the skills translator's best occupation for it), or null. */
export function cboFamilyForTitle(title: string): { code: string; title: string } | null {
  const occupation = translator().occupationForTitle(title);
  return occupation ? cboFamilyByCode(occupation.family) : null;
}

/** Famílias whose code starts with what was typed, or whose title holds every word typed. */
export function searchCboFamilies(query: string, limit = 20): { code: string; title: string }[] {
  const typed = searchFold(query.trim());
  if (!typed) return [];
  const words = typed.split(/\s+/);
  const found: { code: string; title: string }[] = [];
  for (const family of cbo().families.values()) {
    if (family.code.startsWith("0")) continue;
    const title = searchFold(family.title);
    if (family.code.startsWith(typed) || words.every((w) => title.includes(w))) {
      found.push({ code: family.code, title: family.title });
      if (found.length === limit) break;
    }
  }
  return found;
}

/**
 * An occupation of the CBO by its six digits, with its família's title, or null. The armed forces'
 * group 0 is no civilian occupation.
 */
export function cboOccupationByCode(code: string) {
  if (code.startsWith("0")) return null;
  const occupation = cbo().occupations.get(code);
  const family = occupation ? cbo().families.get(occupation.family) : undefined;
  if (!occupation || !family) return null;
  return { ...occupation, familyTitle: family.title };
}

/** Occupations whose code starts with what was typed, or whose title or a sinônimo holds every word typed. */
export function searchCboOccupations(query: string, limit = 20): { code: string; title: string }[] {
  const typed = searchFold(query.trim());
  if (!typed) return [];
  const words = typed.split(/\s+/);
  const found: { code: string; title: string }[] = [];
  for (const occupation of cbo().occupations.values()) {
    if (occupation.code.startsWith("0")) continue;
    const names = [occupation.title, ...occupation.synonyms].map(searchFold);
    if (occupation.code.startsWith(typed) || names.some((name) => words.every((w) => name.includes(w)))) {
      found.push({ code: occupation.code, title: occupation.title });
      if (found.length === limit) break;
    }
  }
  return found;
}
