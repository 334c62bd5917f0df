// The process's one translator, built on first use from the CBO tables and the vocabulary
// (main.ts builds it at boot, so the first request does not wait for it).
import { cbo } from "./cbo";
import { createTranslator, type Translator } from "./translator";
import { VOCABULARY } from "./vocabulary";

let instance: Translator | null = null;

export function translator(): Translator {
  instance ??= createTranslator(cbo(), VOCABULARY);
  return instance;
}
