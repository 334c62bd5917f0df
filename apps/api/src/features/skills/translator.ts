// The military → civilian skills translator. A militar's specialties are matched first against our
// military vocabulary (each entry names the CBO famílias it prepares for, with a reason), and,
// for a term the vocabulary does not know, against the CBO's own titles and sinônimos. Both
// comparisons weigh each word by how rare it is (a shared "motorista" says more than a shared
// "auxiliar") and accept a word's stem when its exact form differs ("dirigia" ~ "dirigir").
// Everything is in memory: a translation reads no database.
import {
  isRankOf,
  type MilitaryBranch,
  RANK_TIER,
  type Rank,
  type RankTier,
} from "@pm/shared/profile.military-options";
import type { Cbo, CboOccupation } from "./cbo";
import { type Term, terms } from "./terms";
import type { FamilyMapping, LeadershipLevel, VocabularyEntry } from "./vocabulary/types";

export const MAX_SUGGESTIONS = 10;

export interface TranslateInput {
  branch: MilitaryBranch;
  rank?: Rank | null;
  specialties: readonly string[];
}

export interface SuggestedOccupation {
  code: string;
  title: string;
  family: string;
  /** 0 to 1, two decimals. */
  score: number;
  reason: string;
  /** The specialty, as typed, that led to it. */
  specialty: string;
}

export interface RankOccupation {
  code: string;
  title: string;
  leadership: LeadershipLevel;
}

export interface Translation {
  occupations: SuggestedOccupation[];
  /** The CBO's own military occupation of the rank, and the command it implies. */
  rank: RankOccupation | null;
}

const LEVEL_ORDER: Record<LeadershipLevel, number> = { execucao: 0, supervisao: 1, gestao: 2 };

/** How much command each tier of rank implies. */
const TIER_LEADERSHIP: Record<RankTier, LeadershipLevel> = {
  soldado: "execucao",
  cabo: "execucao",
  sargento: "supervisao",
  subtenente: "supervisao",
  tenente: "gestao",
  capitao: "gestao",
  "oficial-superior": "gestao",
  "oficial-general": "gestao",
};

/** How much command each rank implies. */
export const rankLeadership = (rank: Rank): LeadershipLevel => TIER_LEADERSHIP[RANK_TIER[rank]];

/**
 * The CBO's military occupation of each força's ranks (famílias 0101–0312): the Forças Armadas
 * have one per círculo (praças, oficiais, oficiais-generais), the state forces one per posto.
 */
const TIER_OCCUPATIONS: Record<MilitaryBranch, Record<RankTier, string>> = {
  exercito: armedForces("010310", "010210", "010110"),
  marinha: armedForces("010315", "010215", "010115"),
  aeronautica: armedForces("010305", "010205", "010105"),
  pm: {
    soldado: "021210",
    cabo: "021205",
    sargento: "021110",
    subtenente: "021105",
    tenente: "020310",
    capitao: "020205",
    "oficial-superior": "020105",
    "oficial-general": "020105",
  },
  bombeiros: {
    soldado: "031210",
    cabo: "031205",
    sargento: "031110",
    subtenente: "031105",
    tenente: "030305",
    capitao: "030205",
    "oficial-superior": "030105",
    "oficial-general": "030105",
  },
};

/** A state force's postos each have their own occupation in the CBO. */
const STATE_RANK_OCCUPATIONS: Partial<Record<MilitaryBranch, Partial<Record<Rank, string>>>> = {
  pm: { "1-tenente": "020305", major: "020115", "tenente-coronel": "020110" },
  bombeiros: { major: "030110", "tenente-coronel": "030115" },
};

function armedForces(praca: string, oficial: string, general: string): Record<RankTier, string> {
  return {
    soldado: praca,
    cabo: praca,
    sargento: praca,
    subtenente: praca,
    tenente: oficial,
    capitao: oficial,
    "oficial-superior": oficial,
    "oficial-general": general,
  };
}

const rankOccupationCode = (branch: MilitaryBranch, rank: Rank) =>
  STATE_RANK_OCCUPATIONS[branch]?.[rank] ?? TIER_OCCUPATIONS[branch][RANK_TIER[rank]];

/** An exact word counts whole; a word that only shares the stem counts this much. */
const STEM_MATCH = 0.75;
/** A vocabulary entry of another force still counts, a little less. */
const OTHER_FORCE = 0.85;
/** Each further família of an entry counts a little less than the one before. */
const NEXT_FAMILY_STEP = 0.06;
/** A supervisor's or manager's família ranks just after the trade itself. */
const COMMAND_FAMILY = 0.95;
/** Below this, a vocabulary match is not taken. */
const MIN_ENTRY_SCORE = 0.45;
/** A vocabulary match this good leaves the CBO search out. */
const CONFIDENT_ENTRY_SCORE = 0.7;
/** What a match found only in the CBO's titles is worth beside one from the vocabulary. */
const CBO_ONLY = 0.8;
const MIN_CBO_SCORE = 0.4;
/** Another specialty pointing to the same família adds this much. */
const AGREEMENT_BONUS = 0.05;

/** A text reduced to terms, each with its weight, for comparisons made many times. */
interface Phrase {
  text: string;
  terms: Term[];
  weights: number[];
  total: number;
}

interface IndexedMapping {
  mapping: FamilyMapping;
  /** The entry's name and the reason's words: they help pick the ocupação of a família. */
  hints: Term[];
}

interface IndexedEntry {
  entry: VocabularyEntry;
  phrases: Phrase[];
  mappings: IndexedMapping[];
}

interface IndexedOccupation {
  occupation: CboOccupation;
  phrases: Phrase[];
}

export interface Translator {
  translate(input: TranslateInput): Translation;
  /** Occupations whose title or sinônimo holds every word typed (word starts), for a type-ahead. */
  searchOccupations(query: string, limit?: number): { code: string; title: string; family: string }[];
  /** The CBO occupation a job's title names best (its família is the job's), or null when none is close enough. */
  occupationForTitle(title: string): { code: string; title: string; family: string } | null;
  /** The vocabulary entry a typed specialty names, with its CV duties, or null when none is close enough. */
  specialtyDuties(branch: MilitaryBranch, specialty: string): { term: string; duties: readonly string[] } | null;
}

export function createTranslator(cbo: Cbo, vocabulary: readonly VocabularyEntry[]): Translator {
  const words = {
    entries: vocabulary.map((entry) => ({
      entry,
      texts: [entry.term, ...entry.aliases].map((t) => [t, terms(t)] as const),
    })),
    occupations: [...cbo.occupations.values()].map((occupation) => ({
      occupation,
      texts: [occupation.title, ...occupation.synonyms].map((t) => [t, terms(t)] as const),
    })),
  };

  // A word's weight: the rarer its stem among all phrases, the more a shared one says.
  const documentFrequency = new Map<string, number>();
  let phraseCount = 0;
  for (const { texts } of [...words.entries, ...words.occupations]) {
    for (const [, list] of texts) {
      phraseCount++;
      for (const stem of new Set(list.map((t) => t.stem))) {
        documentFrequency.set(stem, (documentFrequency.get(stem) ?? 0) + 1);
      }
    }
  }
  const weight = (t: Term) => Math.log(1 + phraseCount / (documentFrequency.get(t.stem) ?? 0.5));
  const phrase = (text: string, list: Term[]): Phrase => {
    const weights = list.map(weight);
    return { text, terms: list, weights, total: weights.reduce((a, b) => a + b, 0) };
  };

  const entries: IndexedEntry[] = words.entries.map(({ entry, texts }) => {
    const name = terms(entry.term);
    return {
      entry,
      phrases: texts.filter(([, list]) => list.length > 0).map(([text, list]) => phrase(text, list)),
      mappings: entry.families.map((mapping) => ({ mapping, hints: [...name, ...terms(mapping.reason)] })),
    };
  });
  const occupations: IndexedOccupation[] = words.occupations.map(({ occupation, texts }) => ({
    occupation,
    phrases: texts.filter(([, list]) => list.length > 0).map(([text, list]) => phrase(text, list)),
  }));

  // Which entries and occupations hold a stem: a query is only compared with what shares a word.
  const index = <T extends { phrases: Phrase[] }>(items: T[]) => {
    const byStem = new Map<string, T[]>();
    for (const item of items) {
      for (const stem of new Set(item.phrases.flatMap((p) => p.terms.map((t) => t.stem)))) {
        const list = byStem.get(stem) ?? [];
        list.push(item);
        byStem.set(stem, list);
      }
    }
    return (query: Term[]) => new Set(query.flatMap((t) => byStem.get(t.stem) ?? []));
  };
  const entriesSharing = index(entries);
  const occupationsSharing = index(occupations);
  const byFamily = new Map<string, IndexedOccupation[]>();
  for (const o of occupations) {
    const list = byFamily.get(o.occupation.family) ?? [];
    list.push(o);
    byFamily.set(o.occupation.family, list);
  }

  const match = (a: Term, b: Term) => (a.word === b.word ? 1 : a.stem === b.stem ? STEM_MATCH : 0);
  /** The weighted share of `from`'s words found in `to`. */
  const covered = (from: Phrase, to: Term[]) => {
    if (from.total === 0) return 0;
    let hit = 0;
    from.terms.forEach((a, i) => {
      let best = 0;
      for (const b of to) {
        best = Math.max(best, match(a, b));
        if (best === 1) break;
      }
      hit += (from.weights[i] as number) * best;
    });
    return hit / from.total;
  };
  /** How well a typed text and a phrase say the same thing, 0 to 1. */
  const similarity = (query: Phrase, p: Phrase) =>
    // What the militar typed must be explained; the phrase's own extra words matter less.
    0.6 * covered(query, p.terms) + 0.4 * covered(p, query.terms);

  const bestPhrase = (query: Phrase, phrases: Phrase[]) => {
    let best: { score: number; phrase: Phrase | null } = { score: 0, phrase: null };
    for (const p of phrases) {
      const score = similarity(query, p);
      if (score > best.score) best = { score, phrase: p };
    }
    return best;
  };

  /** The occupation of a família that best fits what was typed and why, or its first one. */
  function occupationIn(familyCode: string, query: Phrase, hints: Term[]): CboOccupation | null {
    const found = byFamily.get(familyCode);
    if (!found || found.length === 0) return null;
    const wanted = phrase(query.text, [...query.terms, ...hints]);
    let pick = found[0] as IndexedOccupation;
    let best = 0;
    for (const o of found) {
      const { score } = bestPhrase(wanted, o.phrases);
      if (score > best) {
        best = score;
        pick = o;
      }
    }
    return pick.occupation;
  }

  function fromVocabulary(query: Phrase, input: TranslateInput, level: LeadershipLevel) {
    const scored = [...entriesSharing(query.terms)]
      .map(({ entry, phrases, mappings }) => {
        const factor = entry.branches.includes(input.branch) ? 1 : OTHER_FORCE;
        return { mappings, score: bestPhrase(query, phrases).score * factor };
      })
      .filter((e) => e.score >= MIN_ENTRY_SCORE)
      .sort((a, b) => b.score - a.score)
      .slice(0, 3);
    const found: SuggestedOccupation[] = [];
    for (const { mappings, score } of scored) {
      mappings.forEach(({ mapping, hints }, i) => {
        const needs = mapping.level ?? "execucao";
        if (LEVEL_ORDER[needs] > LEVEL_ORDER[level]) return;
        const occupation =
          mapping.code.length === 6
            ? (cbo.occupations.get(mapping.code) ?? null)
            : occupationIn(mapping.code, query, hints);
        if (!occupation) return;
        const command = needs === "execucao" ? 1 : COMMAND_FAMILY;
        found.push({
          code: occupation.code,
          title: occupation.title,
          family: occupation.family,
          score: score * (1 - NEXT_FAMILY_STEP * i) * command,
          reason: mapping.reason,
          specialty: query.text,
        });
      });
    }
    return { found, best: scored[0]?.score ?? 0 };
  }

  function fromCbo(query: Phrase): SuggestedOccupation[] {
    return [...occupationsSharing(query.terms)]
      .map((o) => ({ o, ...bestPhrase(query, o.phrases) }))
      .filter((c) => c.score >= MIN_CBO_SCORE && c.phrase)
      .sort((a, b) => b.score - a.score || a.o.occupation.code.localeCompare(b.o.occupation.code))
      .slice(0, 5)
      .map(({ o, score, phrase: p }) => ({
        code: o.occupation.code,
        title: o.occupation.title,
        family: o.occupation.family,
        score: score * CBO_ONLY,
        reason: `"${query.text}" corresponde a "${p?.text}" na CBO.`,
        specialty: query.text,
      }));
  }

  function translate(input: TranslateInput): Translation {
    const level = input.rank ? rankLeadership(input.rank) : "execucao";
    const byCode = new Map<string, SuggestedOccupation>();
    const familiesBySpecialty: Set<string>[] = [];
    for (const typed of input.specialties) {
      const query = phrase(typed.trim(), terms(typed));
      if (query.terms.length === 0) continue;
      const { found, best } = fromVocabulary(query, input, level);
      if (best < CONFIDENT_ENTRY_SCORE) found.push(...fromCbo(query));
      familiesBySpecialty.push(new Set(found.map((s) => s.family)));
      for (const s of found) {
        const kept = byCode.get(s.code);
        if (!kept || s.score > kept.score) byCode.set(s.code, s);
      }
    }
    const occupations = [...byCode.values()]
      .map((s) => {
        const agreeing = familiesBySpecialty.filter((f) => f.has(s.family)).length;
        const score = Math.min(1, s.score + AGREEMENT_BONUS * Math.max(0, agreeing - 1));
        return { ...s, score: Math.round(score * 100) / 100 };
      })
      .sort((a, b) => b.score - a.score || a.code.localeCompare(b.code))
      .slice(0, MAX_SUGGESTIONS);
    return { occupations, rank: rankOccupation(input) };
  }

  function rankOccupation(input: TranslateInput): RankOccupation | null {
    // A rank of another força (a profile saved before each força had its own) has no occupation here.
    if (!input.rank || !isRankOf(input.branch, input.rank)) return null;
    const occupation = cbo.occupations.get(rankOccupationCode(input.branch, input.rank));
    if (!occupation) return null;
    return { code: occupation.code, title: occupation.title, leadership: rankLeadership(input.rank) };
  }

  function searchOccupations(query: string, limit = 10) {
    // A code names its occupation (a shared link or a saved search holds only the code).
    const exact = cbo.occupations.get(query.trim());
    if (exact) return [{ code: exact.code, title: exact.title, family: exact.family }];
    const typed = terms(query).map((t) => t.word);
    if (typed.length === 0) return [];
    const holds = (p: Phrase) => typed.every((w) => p.terms.some((t) => t.word.startsWith(w)));
    return occupations
      .filter((o) => o.phrases.some(holds))
      .map((o) => ({ o, titleHolds: holds(o.phrases[0] as Phrase) }))
      .sort(
        (a, b) =>
          Number(b.titleHolds) - Number(a.titleHolds) ||
          a.o.occupation.title.length - b.o.occupation.title.length ||
          a.o.occupation.code.localeCompare(b.o.occupation.code),
      )
      .slice(0, limit)
      .map(({ o }) => ({ code: o.occupation.code, title: o.occupation.title, family: o.occupation.family }));
  }

  function specialtyDuties(branch: MilitaryBranch, specialty: string) {
    const query = phrase(specialty.trim(), terms(specialty));
    let best: { entry: VocabularyEntry; score: number } | null = null;
    for (const { entry, phrases } of entriesSharing(query.terms)) {
      const score = bestPhrase(query, phrases).score * (entry.branches.includes(branch) ? 1 : OTHER_FORCE);
      if (score >= MIN_ENTRY_SCORE && (!best || score > best.score)) best = { entry, score };
    }
    return best ? { term: best.entry.term, duties: best.entry.duties } : null;
  }

  function occupationForTitle(title: string) {
    const query = phrase(title.trim(), terms(title));
    if (query.terms.length === 0) return null;
    // The CBO's group 0 is the armed forces, police and military firefighters: never a company's job.
    const best = fromCbo(query).find((o) => !o.family.startsWith("0"));
    return best ? { code: best.code, title: best.title, family: best.family } : null;
  }

  return { translate, searchOccupations, occupationForTitle, specialtyDuties };
}
