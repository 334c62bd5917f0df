// A job's requirement lines reduced to the catalogue's canonical terms (./catalogue.ts), and what
// a militar holds of them. Pure and fast: the catalogue is compiled once, at import.
//
// How a line is read:
// - its words are folded (accents, case), each kept as its singular and its Snowball stem
//   (../terms.ts); connecting words ('de', 'em', 'com', 'e', 'ou'…) are skipped;
// - a pattern matches when its words appear in that order with at most two other words between
//   them ('manutenção preventiva e corretiva de veículos' names 'manutenção de veículos'), or, for
//   two words, in either order side by side ('vigilante e reciclagem'); a word matches by its
//   singular, by the other gender ('técnica'/'técnico') or by its stem when the stem has five
//   letters or more, so a pattern never matches inside an unrelated word ('ti' is not 'tipo');
// - a match inside a longer match of another term gives way ('curso de vigilante' is the course,
//   not the experience 'vigilante'; 'bombeiro hidráulico' is not 'bombeiro');
// - rules read what patterns cannot: the CNH categories ('CNH E', 'Cat. D', 'CNH AE', 'carteira de
//   habilitação categoria D', 'CNH D ou E'), the NR numbers ('NR-10 e NR-12', 'NR 10/35') and
//   schooling ('Superior em Logística', 'técnico em enfermagem', 'superior cursando').
//
// Alternatives of CNH categories keep only the lowest: 'CNH D ou E' asks for D (whoever has E has D
// too), 'CNH B, C, D ou E' for B; categories not ordered by one another are all kept ('CNH A ou B').
// A conjunction keeps every category ('CNH AE', 'CNH A e B'). Alternatives of other terms are all
// kept: 'Superior em Logística ou Administração' names both fields; only 'superior completo ou
// cursando' reads as the lower 'ensino superior (cursando ou completo)'.
import type { CNH_CATEGORIES, EDUCATION_LEVELS } from "@pm/shared/resumes";
import { searchFold } from "../../../db/text-search";
import { singular, terms } from "../terms";
import { VOCABULARY } from "../vocabulary";
import { REQUIREMENT_TERMS, type RequirementTerm } from "./catalogue";

export type { RequirementTerm };
export { REQUIREMENT_TERMS };

export const REQUIREMENT_TERM_KEYS: readonly string[] = REQUIREMENT_TERMS.map((t) => t.key);

const BY_KEY = new Map(REQUIREMENT_TERMS.map((t) => [t.key, t]));
const ORDER = new Map(REQUIREMENT_TERM_KEYS.map((key, i) => [key, i]));

/** Words that only connect the others. */
const CONNECTORS = new Set(
  (
    "a o as os um uma uns umas de da do das dos e em no na nos nas num numa ao aos para pra pro por " +
    "pelo pela pelos pelas com sem sob sobre entre ou que se como"
  ).split(" "),
);

interface Token {
  /** The folded word as written. */
  raw: string;
  /** Singular, accent-free. */
  word: string;
  /** The other gender's key: a final 'a' read as 'o'. */
  gender: string;
  stem: string;
}

function token(raw: string): Token {
  const [term] = terms(raw);
  // Words terms() drops as filler ('equipe', 'geral', 'militar') still count here.
  const word = term?.word ?? singular(raw);
  const stem = term?.stem ?? word;
  return { raw, word, gender: word.replace(/a$/, "o"), stem };
}

/** The folded words of a text, connectors included (rules read them). */
function words(text: string): string[] {
  return searchFold(text).match(/[a-z0-9+]+/g) ?? [];
}

/** Shorter stems join unrelated words ('port' of 'portos' and 'portaria'). */
const MIN_STEM = 5;

function same(a: Token | undefined, b: Token | undefined): boolean {
  if (!a || !b) return false;
  return a.word === b.word || a.gender === b.gender || (a.stem.length >= MIN_STEM && a.stem === b.stem);
}

interface Pattern {
  key: string;
  tokens: Token[];
}

const PATTERNS: Pattern[] = REQUIREMENT_TERMS.flatMap((term) =>
  term.patterns
    .map((text) => ({
      key: term.key,
      tokens: words(text)
        .filter((w) => !CONNECTORS.has(w))
        .map(token),
    }))
    .filter((p) => p.tokens.length > 0),
);

/** Patterns by each of their words' singular, gender key and stem: only those sharing a word are tried. */
const PATTERN_INDEX = new Map<string, Pattern[]>();
for (const pattern of PATTERNS) {
  for (const t of pattern.tokens) {
    for (const k of new Set([`w:${t.word}`, `w:${t.gender}`, t.stem.length >= MIN_STEM ? `s:${t.stem}` : ""])) {
      if (!k) continue;
      const list = PATTERN_INDEX.get(k) ?? [];
      if (!list.includes(pattern)) list.push(pattern);
      PATTERN_INDEX.set(k, list);
    }
  }
}

interface Match {
  key: string;
  start: number;
  end: number;
  /** Other words between the pattern's words. */
  skipped: number;
}

/** At most this many other words between a pattern's words. */
const MAX_GAP = 2;

function matchesOf(pattern: Pattern, line: Token[]): Match[] {
  const p = pattern.tokens;
  const out: Match[] = [];
  for (let start = 0; start < line.length; start++) {
    if (!same(p[0], line[start])) continue;
    // In order, with few words between.
    let at = start;
    let skipped = 0;
    let ok = true;
    for (let k = 1; k < p.length && ok; k++) {
      let next = at + 1;
      while (next < line.length && !same(p[k], line[next])) next++;
      skipped += next - at - 1;
      if (next >= line.length || skipped > MAX_GAP) ok = false;
      else at = next;
    }
    if (ok) out.push({ key: pattern.key, start, end: at, skipped });
  }
  // Two words in either order, side by side ('vigilante e reciclagem'); longer phrases keep their order.
  if (p.length === 2) {
    for (let start = 0; start + p.length <= line.length; start++) {
      const used = new Set<number>();
      const all = p.every((t) => {
        for (let i = start; i < start + p.length; i++) {
          if (!used.has(i) && same(t, line[i])) {
            used.add(i);
            return true;
          }
        }
        return false;
      });
      if (all) out.push({ key: pattern.key, start, end: start + p.length - 1, skipped: 0 });
    }
  }
  return out;
}

function patternKeys(line: Token[]): Set<string> {
  const candidates = new Set<Pattern>();
  for (const t of line) {
    for (const k of [`w:${t.word}`, `w:${t.gender}`, `s:${t.stem}`]) {
      for (const p of PATTERN_INDEX.get(k) ?? []) candidates.add(p);
    }
  }
  const matches: Match[] = [];
  for (const p of candidates) matches.push(...matchesOf(p, line));
  const keys = new Set<string>();
  for (const m of matches) {
    // A longer match, or as long and tighter, of another term: 'curso de vigilante' over
    // 'vigilante'. A loose match never hides a tight one ('curso de [formação de vigilante]
    // reciclagem' is not 'curso de reciclagem' hiding the formação).
    const inside = matches.some(
      (o) =>
        o.key !== m.key &&
        o.start <= m.start &&
        m.end <= o.end &&
        o.skipped <= m.skipped &&
        (o.end - o.start > m.end - m.start || o.skipped < m.skipped),
    );
    if (!inside) keys.add(m.key);
  }
  return keys;
}

// --- CNH ------------------------------------------------------------------------------------------

const cnhKey = (letter: string) => `cnh-${letter}`;
const CNH_CODES = new Set(["a", "b", "c", "d", "e", "ab", "ac", "ad", "ae"]);
/** Words between the trigger and the category: 'CNH na categoria D', 'CNH definitiva tipo B'. */
const CNH_SKIP = new Set(["categoria", "categorias", "cat", "tipo", "na", "nas", "de", "da", "definitiva", ":", "("]);
/** After a lone lower-case 'a'/'e' these words still make it a category ('CNH e com EAR' is rare, 'CNH e experiência' is not). */
const CNH_LETTER_FOLLOWERS = new Set(["com", "ear", "ou", "valida", "ativa", "definitiva", "ha", "e", "/", ",", ")"]);

/** The CNH categories a line asks for ('CNH D ou E' → D), and whether it names the CNH at all. */
function cnhKeys(line: string): { keys: string[]; named: boolean } {
  const cased = line.normalize("NFD").replace(/\p{M}/gu, "");
  const toks = cased.match(/[A-Za-z0-9]+|[/,;:()]/g) ?? [];
  const lower = toks.map((t) => t.toLowerCase());
  /** The lower-case token at i, or "" past the end. */
  const low = (i: number) => lower[i] ?? "";
  const letters = new Set<string>();
  let named = false;
  for (let i = 0; i < lower.length; i++) {
    let j = -1;
    let strict = true; // after 'categoria'/'cat.' a lone letter is always a category
    if (low(i) === "cnh" || low(i) === "habilitacao") {
      named ||= low(i) === "cnh";
      j = i + 1;
    } else if (low(i) === "carteira" && low(i + 1) === "de" && ["motorista", "habilitacao"].includes(low(i + 2))) {
      named = true;
      j = i + 3;
    } else if (low(i) === "carteira" && low(i + 1) === "nacional" && low(i + 3) === "habilitacao") {
      named = true;
      j = i + 4;
    } else if (low(i) === "categoria" || low(i) === "categorias" || low(i) === "cat") {
      j = i + 1;
      strict = false;
    }
    if (j < 0) continue;
    while (j < lower.length && CNH_SKIP.has(low(j))) {
      if (low(j).startsWith("cat")) strict = false;
      j++;
    }
    const found: string[] = [];
    let alternatives = false;
    let expectCategory = true;
    while (j < lower.length) {
      const t = low(j);
      if (expectCategory) {
        if (!CNH_CODES.has(t)) break;
        if (strict && found.length === 0 && (toks[j] === "a" || toks[j] === "e")) {
          const next = low(j + 1);
          if (next !== undefined && !CNH_LETTER_FOLLOWERS.has(next)) break;
        }
        found.push(t);
        expectCategory = false;
        j++;
        continue;
      }
      // A separator, then another category (the trigger may be repeated: 'CNH D ou CNH E').
      const sep = t;
      let k = j + 1;
      while (k < lower.length && (low(k) === "cnh" || CNH_SKIP.has(low(k)))) k++;
      if (!["ou", "/", ",", "e", ";"].includes(sep) || k >= lower.length || !CNH_CODES.has(low(k))) break;
      if (sep === "ou" || sep === "/") alternatives = true;
      expectCategory = true;
      j = k;
    }
    if (found.length === 0) continue;
    const single = found.every((f) => f.length === 1);
    let kept = found.flatMap((f) => [...f]);
    if (alternatives && single) {
      // Keep the lowest of a chain: whoever holds E holds D.
      kept = kept.filter((x) => !kept.some((y) => y !== x && withImplied([cnhKey(x)]).has(cnhKey(y))));
    }
    for (const letter of kept) letters.add(letter);
    i = j - 1;
  }
  return { keys: [...letters].map(cnhKey), named };
}

// --- NR -------------------------------------------------------------------------------------------

const NR_KEY: Record<string, string> = {
  "5": "cipa",
  "10": "nr-10",
  "11": "nr-11",
  "12": "nr-12",
  "18": "nr-18",
  "20": "nr-20",
  "33": "nr-33",
  "35": "nr-35",
};

function nrKeys(folded: string): string[] {
  const out: string[] = [];
  const re = /\b(?:nr|norma regulamentadora)\s*[-–.nº°o]*\s*0?(\d{1,2})\b/g;
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    out.push(m[1] ?? "");
    // 'NR 10/35', 'NR-10, 12 e 35'
    let rest = folded.slice(re.lastIndex);
    for (let more = /^\s*(?:\/|,|e|ou)\s*(?:nr\s*[-.]?\s*)?0?(\d{1,2})\b/.exec(rest); more; ) {
      out.push(more[1] ?? "");
      rest = rest.slice(more[0].length);
      more = /^\s*(?:\/|,|e|ou)\s*(?:nr\s*[-.]?\s*)?0?(\d{1,2})\b/.exec(rest);
    }
  }
  return out.flatMap((n) => NR_KEY[n] ?? []);
}

// --- Schooling ------------------------------------------------------------------------------------

/** Words before 'técnico'/'superior' that make it a school level, not a trait ('inglês técnico', 'suporte técnico'). */
const LEVEL_BEFORE = new Set(["curso", "cursos", "ensino", "formacao", "nivel", "ou", "e", "possuir", "ser", "com"]);
const TECHNICAL = new Set(["tecnico", "tecnica", "tecnicos", "tecnicas", "tec"]);
const IN_PROGRESS = new Set(["cursando", "incompleto", "incompleta", "andamento", "trancado"]);
const SCHOOLING = ["ensino-fundamental", "ensino-medio", "ensino-tecnico", "ensino-superior", "pos-graduacao"];

function schooling(line: string[], keys: Set<string>): void {
  /** The word at i, or "" outside the line. */
  const raw = (i: number) => line[i] ?? "";
  for (let i = 0; i < line.length; i++) {
    const before = i === 0 || LEVEL_BEFORE.has(raw(i - 1));
    if (TECHNICAL.has(raw(i)) && before && ["em", "de", "do", "da", "na", "no"].includes(raw(i + 1))) {
      keys.add("ensino-tecnico");
    }
    // Not 'categoria D ou superior'.
    const afterCategory = raw(i - 1) === "ou" && /^[a-e]$/.test(raw(i - 2));
    const level = i + 1 === line.length || ["em", "na", "no", "completo"].includes(raw(i + 1));
    if (raw(i) === "superior" && before && level && !afterCategory) {
      keys.add("ensino-superior");
    }
  }
  const inProgress = line.some((w) => IN_PROGRESS.has(w));
  if (inProgress && keys.has("ensino-superior")) {
    keys.delete("ensino-superior");
    keys.add("ensino-superior-cursando");
  } else if (line.includes("cursando") && !SCHOOLING.some((k) => keys.has(k))) {
    keys.add("ensino-superior-cursando");
  }
}

// --- Public ---------------------------------------------------------------------------------------

/** The catalogue keys a requirement line names, each once, in catalogue order. */
export function requirementTerms(line: string): string[] {
  const raw = words(line);
  const content = raw.filter((w) => !CONNECTORS.has(w)).map(token);
  const keys = patternKeys(content);
  const cnh = cnhKeys(line);
  for (const key of cnh.keys) keys.add(key);
  if (cnh.named && cnh.keys.length === 0) keys.add("cnh");
  if (cnh.keys.length > 0) keys.delete("cnh");
  for (const key of nrKeys(searchFold(line))) keys.add(key);
  schooling(raw, keys);
  return [...keys].sort((a, b) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0));
}

/** The keys any of the lines names, each once, in catalogue order. */
export function requirementTermsOf(lines: readonly string[]): string[] {
  const all = new Set(lines.flatMap(requirementTerms));
  return REQUIREMENT_TERM_KEYS.filter((k) => all.has(k));
}

/** The keys and every key they imply, transitively ('cnh-e' → D, C, B). Unknown keys are kept. */
export function withImplied(keys: Iterable<string>): Set<string> {
  const out = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (out.has(key)) continue;
    out.add(key);
    for (const next of BY_KEY.get(key)?.implies ?? []) stack.push(next);
  }
  return out;
}

/** The pt-BR label of a key, or null when the catalogue has no such term. */
export function requirementTermLabel(key: string): string | null {
  return BY_KEY.get(key)?.label ?? null;
}

// --- What a militar holds -------------------------------------------------------------------------

const EDUCATION_TERM: Record<(typeof EDUCATION_LEVELS)[number], string> = {
  fundamental: "ensino-fundamental",
  medio: "ensino-medio",
  tecnico: "ensino-tecnico",
  tecnologo: "ensino-superior",
  bacharelado: "ensino-superior",
  licenciatura: "ensino-superior",
  "pos-graduacao": "pos-graduacao",
};

const CNH_TERM: Record<(typeof CNH_CATEGORIES)[number], string> = {
  A: "cnh-a",
  B: "cnh-b",
  C: "cnh-c",
  D: "cnh-d",
  E: "cnh-e",
};

/** The forces whose discharged members receive the certificado de reservista. */
const ARMED_FORCES = new Set(["exercito", "marinha", "aeronautica"]);

const nameKey = (text: string) =>
  terms(text)
    .map((t) => t.word)
    .join(" ");

/** Vocabulary entries by the folded form of their term and each alias. */
const ENTRIES_BY_NAME = new Map<string, (typeof VOCABULARY)[number][]>();
for (const entry of VOCABULARY) {
  for (const name of [entry.term, ...entry.aliases]) {
    const key = nameKey(name);
    if (!key) continue;
    const list = ENTRIES_BY_NAME.get(key) ?? [];
    if (!list.includes(entry)) list.push(entry);
    ENTRIES_BY_NAME.set(key, list);
  }
}

/**
 * Catalogue keys by the vocabulary term that grants them, and by the learning path whose
 * certificate grants them (a credential is taught about, never granted, by a trilha).
 */
const KEYS_BY_VOCABULARY = new Map<string, string[]>();
const KEYS_BY_PATH = new Map<string, string[]>();
for (const term of REQUIREMENT_TERMS) {
  for (const v of term.vocabulary ?? []) KEYS_BY_VOCABULARY.set(v, [...(KEYS_BY_VOCABULARY.get(v) ?? []), term.key]);
  if (term.credential) continue;
  for (const p of term.paths ?? []) KEYS_BY_PATH.set(p, [...(KEYS_BY_PATH.get(p) ?? []), term.key]);
}

export interface HeldInput {
  /** His specialties, qualifications and functions as he typed them. */
  specialties: string[];
  /** His força (MILITARY_BRANCHES), or null when not given. */
  branch: string | null;
  /** His CNH categories (CNH_CATEGORIES). */
  cnh: string[];
  /** His highest education level (EDUCATION_LEVELS), or null. */
  educationLevel: string | null;
  /** Free lines of his CV: skills, courses, experience duties, certifications. */
  lines: string[];
  /** The learning paths he completed, by slug. */
  pathSlugs: string[];
}

/** The catalogue terms a militar holds, closed over `implies`. */
export function termsHeldFrom(input: HeldInput): Set<string> {
  const held = new Set<string>(requirementTermsOf(input.lines));
  for (const category of input.cnh) {
    const key = CNH_TERM[category.toUpperCase() as keyof typeof CNH_TERM];
    if (key) held.add(key);
  }
  const education = input.educationLevel
    ? EDUCATION_TERM[input.educationLevel as keyof typeof EDUCATION_TERM]
    : undefined;
  if (education) held.add(education);
  for (const specialty of input.specialties) {
    for (const key of requirementTerms(specialty)) held.add(key);
    for (const entry of ENTRIES_BY_NAME.get(nameKey(specialty)) ?? []) {
      if (input.branch && !(entry.branches as readonly string[]).includes(input.branch)) continue;
      for (const key of KEYS_BY_VOCABULARY.get(entry.term) ?? []) held.add(key);
    }
  }
  for (const slug of input.pathSlugs) for (const key of KEYS_BY_PATH.get(slug) ?? []) held.add(key);
  if (input.branch && ARMED_FORCES.has(input.branch)) held.add("reservista");
  return withImplied(held);
}
