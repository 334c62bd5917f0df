// The CBO 2002 tables shipped with the API (cbo/*.txt; cbo/README.md says where they come from),
// read once per process: reference data that changes only with a new edition of the CBO.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface CboOccupation {
  /** Six digits, leading zeros kept. */
  code: string;
  title: string;
  /** The first four digits. */
  family: string;
  synonyms: string[];
}

export interface CboFamily {
  code: string;
  title: string;
  /** Its occupations' codes, in code order. */
  occupations: string[];
}

export interface Cbo {
  families: Map<string, CboFamily>;
  occupations: Map<string, CboOccupation>;
}

/** Beside this module in the sources, beside main.js in the build (apps/api/build.mjs copies it). */
const folder = () => path.join(path.dirname(fileURLToPath(import.meta.url)), "cbo");

function rows(file: string): [string, string][] {
  const text = fs.readFileSync(path.join(folder(), file), "utf8");
  return text
    .split("\n")
    .filter((line) => line.includes("|"))
    .map((line) => {
      const at = line.indexOf("|");
      return [
        line.slice(0, at).trim(),
        line
          .slice(at + 1)
          .trim()
          .replace(/\s+/g, " "),
      ];
    });
}

export function readCbo(): Cbo {
  const families = new Map<string, CboFamily>();
  for (const [code, title] of rows("familia.txt")) families.set(code, { code, title, occupations: [] });
  const occupations = new Map<string, CboOccupation>();
  for (const [code, title] of rows("ocupacao.txt").sort(([a], [b]) => a.localeCompare(b))) {
    const family = code.slice(0, 4);
    occupations.set(code, { code, title, family, synonyms: [] });
    families.get(family)?.occupations.push(code);
  }
  for (const [code, title] of rows("sinonimo.txt")) occupations.get(code)?.synonyms.push(title);
  return { families, occupations };
}

let loaded: Cbo | null = null;

/** The tables, read on first use (main.ts reads them at boot, so a missing file stops the start). */
export function cbo(): Cbo {
  loaded ??= readCbo();
  return loaded;
}
