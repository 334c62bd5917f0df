// Portuguese text reduced to comparable terms: lower case, no accents, no filler words, and each
// word in two forms: its singular ("caminhoes" and "caminhão" both "caminhao") and its Snowball
// stem ("dirigia" and "dirigir" both "dirig"). Singulars are formed before stemming because the
// Snowball rules expect accents a militar often leaves out.
/// <reference path="./snowball-stemmers.d.ts" />
import snowball from "snowball-stemmers";
import { searchFold } from "../../db/text-search";

const stemmer = snowball.newStemmer("portuguese");
/** Stems already computed: the CBO's ten thousand phrases share few words. */
const stems = new Map<string, string>();
function stem(word: string): string {
  let found = stems.get(word);
  if (found === undefined) {
    found = stemmer.stem(word);
    stems.set(word, found);
  }
  return found;
}

/** Words that say nothing about the work itself. */
const FILLER = new Set(
  (
    "a o as os um uma uns umas de da do das dos e em no na nos nas num numa ao aos à às para pra pro " +
    "por pelo pela pelos pelas com sem sob sobre entre como que se ou eu meu minha era fui sou fazia " +
    "trabalhava trabalhei atuava atuei atuando servi servia exercia funcao area setor parte equipe " +
    "batalhao quartel om unidade organizacao militar militares geral etc " +
    // Ranks come in their own field; typed beside a specialty they only add noise ("soldado" and
    // "soldador" even share a stem).
    "soldado sd cabo cb sargento sgt tenente ten subtenente st"
  ).split(" "),
);

export interface Term {
  /** The singular, accent-free word. */
  word: string;
  /** Its Snowball stem. */
  stem: string;
}

/** "comunicacoes" → "comunicacao", "aviaes" → "aviao", "motores" → "motor", "viaturas" → "viatura". */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (/[cs]oes$/.test(word) || /oes$/.test(word) || /aes$/.test(word)) return `${word.slice(0, -3)}ao`;
  if (word.endsWith("ns")) return `${word.slice(0, -2)}m`;
  if (/[^aeiou]is$/.test(word)) return word;
  if (/(ais|eis|ois|uis)$/.test(word)) return `${word.slice(0, -2)}l`;
  if (/(res|zes)$/.test(word) && word.length > 4) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/** The comparable terms of a text, in order, filler dropped. */
export function terms(text: string): Term[] {
  const words = searchFold(text).match(/[a-z0-9]+/g) ?? [];
  const out: Term[] = [];
  for (const raw of words) {
    if (FILLER.has(raw)) continue;
    const word = singular(raw);
    if (FILLER.has(word)) continue;
    out.push({ word, stem: stem(word) });
  }
  return out;
}
