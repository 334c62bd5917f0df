// What a job search's text says besides its words: a place written at its end ('motorista sp',
// 'seguranca patrimonial rj', 'Campinas SP', 'rio de janeiro') becomes the location filter. Pure,
// so the board, the public list and the server read the same text the same way.
import { BR_STATES, type BrState } from "./brazil";
import { BR_STATE_NAMES, BRAZIL_CITIES, type BrazilCity } from "./brazil-cities";
import { effectiveSort, JOB_SORT_LABELS, JOB_SORTS, type JobSort } from "./jobs.military";

export interface JobSearchLocation {
  /** The state the search names, or the state of the city it names. */
  state: BrState;
  /** The city's name as the list spells it, when the search names a city. */
  city: string | null;
}

export interface ParsedJobSearch {
  /** The text without its location (as typed), for the full-text search; "" when only a place was typed. */
  words: string;
  location: JobSearchLocation | null;
}

/** Lower case, no accents, no apostrophes or dots: how place names are compared. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").replace(/['’.]/g, "").toLowerCase();

/**
 * UF codes that are also everyday words ('se', 'pa' for 'pá', 'ma' for 'má', 'to', 'pe' for 'pé',
 * 'es'). Rule: like every UF code they are read only as the search's last word, and then only
 * when typed in capitals ('motorista PE'), after a city of their state ('aracaju se') or when
 * they are the whole search.
 * Two-letter prepositions ('de', 'do', 'em', 'ao') are no UF and never read as one.
 */
const AMBIGUOUS_CODES = new Set(["se", "pa", "ma", "to", "pe", "es"]);

/**
 * State names that are everyday words once their accents are gone ('pará' → 'para'): read only
 * when typed with their accent.
 */
const NEEDS_ACCENT = new Set(["para"]);

const CODES = new Map<string, BrState>(BR_STATES.map((s) => [s.toLowerCase(), s]));

type Phrase<T> = { words: string[]; value: T };
const phrase = <T>(name: string, value: T): Phrase<T> => ({ words: fold(name).split(/\s+/), value });

// A state that shares its name with its capital ('São Paulo', 'Rio de Janeiro') is read as the
// city: the city is what someone typing it usually means, and its chip shows the state too.
const CITY_PHRASES = BRAZIL_CITIES.flatMap((city) => [
  phrase(city.name, city),
  ...(city.aliases ?? []).map((alias) => phrase(alias, city)),
]);
const STATE_PHRASES = (Object.entries(BR_STATE_NAMES) as [BrState, string][]).map(([code, name]) => phrase(name, code));

interface Token {
  text: string;
  folded: string;
  index: number;
}

function tokens(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{N}'’.]+/gu)]
    .map((m) => ({ text: m[0], folded: fold(m[0]), index: m.index ?? 0 }))
    .filter((t) => t.folded.length > 0);
}

/** The longest phrase that ends right before `end`, and how many tokens it takes. */
function longestEndingAt<T>(list: Phrase<T>[], toks: Token[], end: number): { value: T; size: number } | null {
  let best: { value: T; size: number } | null = null;
  for (const p of list) {
    const size = p.words.length;
    if (size > end || (best && size <= best.size)) continue;
    if (p.words.every((w, i) => toks[end - size + i]?.folded === w)) best = { value: p.value, size };
  }
  return best;
}

/** Prepositions left dangling once the place is taken off: 'motorista em' → 'motorista'. */
const TRAILING_PREPOSITION = /(?:^|\s)(?:em|no|na|de|do|da|para|perto de)\s*$/iu;

function remainingWords(text: string, cut: number): string {
  let words = text.slice(0, cut).replace(/[\s,;:/|()–-]+$/u, "");
  while (TRAILING_PREPOSITION.test(words)) words = words.replace(TRAILING_PREPOSITION, "").trimEnd();
  return words.replace(/[\s,;:/|()–-]+$/u, "").trim();
}

/**
 * Reads the place at the end of a search: a UF code or a state's name, a city of the list, or a
 * city followed by its UF. A city followed by another state's UF keeps only the UF. A place in the
 * middle of the text stays a word of the search.
 */
export function parseJobSearch(text: string): ParsedJobSearch {
  const toks = tokens(text);
  let end = toks.length;
  let state: BrState | null = null;
  let city: BrazilCity | null = null;

  const last = toks[end - 1];
  const code = last ? CODES.get(last.folded) : undefined;
  if (last && code) {
    const ambiguous = AMBIGUOUS_CODES.has(last.folded);
    const capitals = last.text === last.text.toUpperCase();
    const afterItsCity = longestEndingAt(CITY_PHRASES, toks, end - 1)?.value.state === code;
    if (!ambiguous || capitals || afterItsCity || toks.length === 1) {
      state = code;
      end -= 1;
    }
  }

  const cityMatch = longestEndingAt(CITY_PHRASES, toks, end);
  if (cityMatch && (state === null || cityMatch.value.state === state)) {
    const wholeSearch = cityMatch.size === end && state === null;
    if (!cityMatch.value.commonWord || state !== null || wholeSearch) {
      city = cityMatch.value;
      state = city.state;
      end -= cityMatch.size;
    }
  }

  if (state === null) {
    const stateMatch = longestEndingAt(STATE_PHRASES, toks, end);
    const typed = stateMatch ? toks.slice(end - stateMatch.size, end) : [];
    const accentMissing = typed.length === 1 && NEEDS_ACCENT.has(typed[0]?.text.toLowerCase() ?? "");
    if (stateMatch && !accentMissing) {
      state = stateMatch.value;
      end -= stateMatch.size;
    }
  }

  if (state === null) return { words: text.trim(), location: null };
  const cut = toks[end]?.index ?? text.length;
  return { words: remainingWords(text, cut), location: { state, city: city?.name ?? null } };
}

/** The chip of a parsed place: 'RJ', 'Campinas - SP'. */
export function jobSearchLocationLabel(location: JobSearchLocation): string {
  return location.city ? `${location.city} - ${location.state}` : location.state;
}

/** The search without its place, as removing the place's chip leaves it. */
export const withoutLocation = (text: string) => parseJobSearch(text).words;

// --- Count ------------------------------------------------------------------------------------------

/** The board counts its matches up to this many; beyond it shows '1.000+ vagas'. */
export const JOB_COUNT_CAP = 1000;

/** '1 vaga', '128 vagas', '1.000+ vagas'. */
export function jobCountText(count: number, capped: boolean): string {
  const n = count.toLocaleString("pt-BR");
  if (capped) return `${n}+ vagas`;
  return `${n} ${count === 1 ? "vaga" : "vagas"}`;
}

// --- What the board searches ------------------------------------------------------------------------

/**
 * The words, place and sort a board query searches by. A filter set apart (the 'Cidade' field,
 * the 'UF' select) wins over the place read from the text; the place's words still leave the text.
 */
export function boardSearchOf(query: { q?: string; city?: string; state?: BrState; sort?: JobSort }) {
  const { words, location } = parseJobSearch(query.q ?? "");
  const city = query.city
    ? null
    : location?.city && (!query.state || query.state === location.state)
      ? location.city
      : null;
  const state = query.state ?? (location && !location.city ? location.state : undefined);
  return { words, location, city, state, sort: effectiveSort(query.sort, words) };
}

/**
 * The 'Ordenar por' select: its first option ("") is the default sort, named for what it does with
 * these words ('Mais relevantes' with words, 'Mais recentes' without), so a search typed later
 * still sorts by relevance; the other sorts follow, never twice.
 */
export function sortChoice(sort: string | undefined, words: string) {
  const fallback = effectiveSort(undefined, words);
  const asked = JOB_SORTS.find((s) => s === sort);
  const options = [
    { value: "", label: JOB_SORT_LABELS[fallback] },
    ...JOB_SORTS.filter((s) => s !== fallback && s !== "relevancia").map((s) => ({
      value: s,
      label: JOB_SORT_LABELS[s],
    })),
  ];
  return { value: !asked || asked === fallback ? "" : asked, options };
}
