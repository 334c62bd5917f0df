// The requirement normaliser: the gate on the labelled lines (`npm run eval:requirements` prints
// the same figures with the lines it misses), the catalogue's citations, and the rules one by one.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cbo } from "../cbo";
import { VOCABULARY } from "../vocabulary";
import { REQUIREMENT_TERMS } from "./catalogue";
import { evaluateRequirements } from "./evaluate";
import {
  REQUIREMENT_TERM_KEYS,
  requirementTermLabel,
  requirementTerms,
  requirementTermsOf,
  termsHeldFrom,
  withImplied,
} from "./normalise";
import { REQUIREMENT_CASES } from "./requirement-cases";

const LEARNING_CONTENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../learning/content");

describe("the labelled requirement lines", () => {
  it("are at least 100, each labelled with catalogue keys only", () => {
    expect(REQUIREMENT_CASES.length).toBeGreaterThanOrEqual(100);
    const keys = new Set(REQUIREMENT_TERM_KEYS);
    for (const c of REQUIREMENT_CASES) for (const k of c.expect) expect(keys.has(k), `${c.line}: ${k}`).toBe(true);
    expect(new Set(REQUIREMENT_CASES.map((c) => c.line)).size).toBe(REQUIREMENT_CASES.length);
  });

  it("are normalised with precision and recall of at least 85 %", () => {
    const result = evaluateRequirements();
    const misses = result.misses.map((m) => `${m.line} → ${m.got.join(",")} (want ${m.expected.join(",")})`);
    expect(result.precision, misses.join("; ")).toBeGreaterThanOrEqual(0.85);
    expect(result.recall, misses.join("; ")).toBeGreaterThanOrEqual(0.85);
  });
});

describe("the catalogue", () => {
  it("has 80 to 150 terms with unique kebab-case keys and a label each", () => {
    expect(REQUIREMENT_TERMS.length).toBeGreaterThanOrEqual(80);
    expect(REQUIREMENT_TERMS.length).toBeLessThanOrEqual(150);
    expect(new Set(REQUIREMENT_TERM_KEYS).size).toBe(REQUIREMENT_TERM_KEYS.length);
    for (const term of REQUIREMENT_TERMS) {
      expect(term.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(term.label.trim().length, term.key).toBeGreaterThan(0);
    }
  });

  it("implies only existing keys, never itself", () => {
    const keys = new Set(REQUIREMENT_TERM_KEYS);
    for (const term of REQUIREMENT_TERMS) {
      for (const k of term.implies ?? []) {
        expect(keys.has(k), `${term.key} → ${k}`).toBe(true);
        expect(k, term.key).not.toBe(term.key);
      }
    }
  });

  it("cites CBO ocupações that exist and whose title or a sinônimo the normaliser reads as the term", () => {
    const { occupations } = cbo();
    for (const term of REQUIREMENT_TERMS) {
      for (const code of term.cbo ?? []) {
        expect(code, term.key).toMatch(/^\d{6}$/);
        const occupation = occupations.get(code);
        expect(occupation, `${term.key}: CBO ${code}`).toBeDefined();
        const names = [occupation?.title ?? "", ...(occupation?.synonyms ?? [])];
        const named = names.some((name) => withImplied(requirementTerms(name)).has(term.key));
        expect(named, `${term.key}: CBO ${code} (${names.join("; ")})`).toBe(true);
      }
    }
  });

  it("cites military vocabulary terms that exist", () => {
    const vocabulary = new Set(VOCABULARY.map((e) => e.term));
    for (const term of REQUIREMENT_TERMS) {
      for (const v of term.vocabulary ?? []) expect(vocabulary.has(v), `${term.key}: ${v}`).toBe(true);
    }
  });

  it("cites learning paths that exist", () => {
    for (const term of REQUIREMENT_TERMS) {
      for (const slug of term.paths ?? []) {
        expect(fs.existsSync(path.join(LEARNING_CONTENT, slug, "index.md")), `${term.key}: ${slug}`).toBe(true);
      }
    }
  });

  it("labels each key, and nothing else", () => {
    expect(requirementTermLabel("cnh-e")).toBe("CNH categoria E");
    expect(requirementTermLabel("ensino-medio")).toBe("Ensino médio completo");
    expect(requirementTermLabel("nao-existe")).toBeNull();
  });
});

describe("reading a line", () => {
  it("reads the CNH categories however they are written", () => {
    expect(requirementTerms("CNH E")).toEqual(["cnh-e"]);
    expect(requirementTerms("Cat. D")).toEqual(["cnh-d"]);
    expect(requirementTerms("carteira de habilitação categoria D")).toEqual(["cnh-d"]);
    expect(requirementTerms("cnh categoria e")).toEqual(["cnh-e"]);
    expect(requirementTerms("CNH AE")).toEqual(["cnh-a", "cnh-e"]);
    expect(requirementTerms("CNH A e B")).toEqual(["cnh-a", "cnh-b"]);
    expect(requirementTerms("CNH E com EAR")).toEqual(["cnh-e", "cnh-ear"]);
    expect(requirementTerms("Possuir CNH")).toEqual(["cnh"]);
  });

  it("reads alternatives of categories as the lowest one: whoever has E has D", () => {
    expect(requirementTerms("CNH D ou E")).toEqual(["cnh-d"]);
    expect(requirementTerms("CNH C, D ou E")).toEqual(["cnh-c"]);
    expect(requirementTerms("CNH A ou B")).toEqual(["cnh-a", "cnh-b"]);
    expect(requirementTerms("Categoria D ou superior")).toEqual(["cnh-d"]);
  });

  it("does not read a conjunction or a word as a category", () => {
    expect(requirementTerms("CNH e experiência com direção")).toEqual(["cnh"]);
    expect(requirementTerms("Experiência comprovada em carteira")).toEqual([]);
  });

  it("ignores accents, case, plural and gender", () => {
    expect(requirementTerms("ENSINO MEDIO COMPLETO")).toEqual(["ensino-medio"]);
    expect(requirementTerms("Experiência em rondas")).toEqual(requirementTerms("experiencia em ronda"));
    expect(requirementTerms("Curso de Formação de Vigilantes")).toEqual(["curso-formacao-vigilante"]);
    expect(requirementTerms("Técnica em Enfermagem")).toEqual(["ensino-tecnico", "enfermagem"]);
    expect(requirementTerms("Experiência com caminhões")).toEqual(["conducao-caminhao"]);
  });

  it("reads 'Superior em Logística' as the level and the field", () => {
    expect(requirementTerms("Superior em Logística")).toEqual(["ensino-superior", "logistica"]);
    expect(requirementTerms("Superior em Logística ou Administração")).toEqual([
      "ensino-superior",
      "logistica",
      "administracao",
    ]);
    expect(requirementTerms("Ensino superior cursando")).toEqual(["ensino-superior-cursando"]);
    expect(requirementTerms("Curso técnico em segurança do trabalho")).toEqual([
      "ensino-tecnico",
      "seguranca-trabalho",
    ]);
    expect(requirementTerms("Inglês técnico")).toEqual(["ingles"]);
  });

  it("reads NR numbers, several in a line", () => {
    expect(requirementTerms("Conhecimento de NR-10 e NR-12")).toEqual(["nr-10", "nr-12"]);
    expect(requirementTerms("Certificados NR 10/35 válidos")).toEqual(["nr-10", "nr-35"]);
    expect(requirementTerms("NR10 básico")).toEqual(["nr-10"]);
  });

  it("prefers the longer phrase: a course is not the experience of its area", () => {
    expect(requirementTerms("Curso de vigilante")).toEqual(["curso-formacao-vigilante"]);
    expect(requirementTerms("Experiência como bombeiro hidráulico")).toEqual(["hidraulica"]);
    expect(requirementTerms("Curso de formação de vigilante com reciclagem em dia")).toEqual([
      "curso-formacao-vigilante",
      "reciclagem-vigilante",
    ]);
  });

  it("names nothing in a line about no catalogue term, nor inside unrelated words", () => {
    for (const line of [
      "Boa apresentação",
      "Disponibilidade de horário",
      "Tipo de contratação: CLT",
      "Experiência em portos",
      "",
    ]) {
      expect(requirementTerms(line), line).toEqual([]);
    }
  });

  it("gathers the terms of many lines once each, in catalogue order", () => {
    expect(requirementTermsOf(["Excel", "CNH B", "Excel avançado"])).toEqual(["cnh-b", "excel"]);
  });
});

describe("what a militar holds", () => {
  it("closes over implies: CNH E holds D, C and B; superior holds médio and fundamental", () => {
    const held = withImplied(["cnh-e"]);
    for (const k of ["cnh-e", "cnh-d", "cnh-c", "cnh-b", "cnh"]) expect(held.has(k), k).toBe(true);
    expect(held.has("cnh-a")).toBe(false);
    expect([...withImplied(["ensino-superior"])]).toEqual(
      expect.arrayContaining(["ensino-superior", "ensino-superior-cursando", "ensino-medio", "ensino-fundamental"]),
    );
  });

  it("holds what his specialty, CNH, education, lines and completed paths give", () => {
    const held = termsHeldFrom({
      specialties: ["Serviço de guarda", "Motorista categoria D"],
      branch: "exercito",
      cnh: ["A", "E"],
      educationLevel: "medio",
      lines: ["Curso de formação de vigilante", "Excel"],
      pathSlugs: ["logistica-e-armazenagem"],
    });
    for (const k of [
      "seguranca-patrimonial",
      "controle-acesso",
      "rondas",
      "cnh-a",
      "cnh-e",
      "cnh-b",
      "ensino-medio",
      "ensino-fundamental",
      "curso-formacao-vigilante",
      "excel",
      "informatica-basica",
      "wms",
      "controle-estoque",
      "reservista",
    ]) {
      expect(held.has(k), k).toBe(true);
    }
    for (const k of ["cnv", "ensino-superior", "curso-mopp", "cftv"]) expect(held.has(k), k).toBe(false);
  });

  it("never grants an NR from a trilha's certificate: the trilha teaches about it, the course grants it", () => {
    const held = termsHeldFrom({
      specialties: [],
      branch: null,
      cnh: [],
      educationLevel: null,
      lines: [],
      pathSlugs: ["seguranca-do-trabalho", "logistica-e-armazenagem"],
    });
    for (const k of ["nr-10", "nr-11", "nr-35", "cipa"]) expect(held.has(k), k).toBe(false);
    const taught = REQUIREMENT_TERMS.filter((t) => t.paths?.includes("seguranca-do-trabalho")).map((t) => t.key);
    expect(taught).toContain("nr-35");
    // A line of his CV naming the course does.
    const course = termsHeldFrom({
      specialties: [],
      branch: null,
      cnh: [],
      educationLevel: null,
      lines: ["Curso NR-35 trabalho em altura"],
      pathSlugs: [],
    });
    expect(course.has("nr-35")).toBe(true);
  });

  it("grants a specialty's terms only in his força, and none a credential", () => {
    const base = { cnh: [], educationLevel: null, lines: [], pathSlugs: [] };
    expect(termsHeldFrom({ ...base, specialties: ["Operador de CFTV"], branch: "exercito" }).has("cftv")).toBe(true);
    // 'Guarda e Segurança' is the Aeronáutica's.
    expect(termsHeldFrom({ ...base, specialties: ["Guarda e Segurança"], branch: "pm" }).size).toBe(0);
    expect(termsHeldFrom({ ...base, specialties: ["SGS"], branch: "aeronautica" }).has("seguranca-patrimonial")).toBe(
      true,
    );
    const infantry = termsHeldFrom({ ...base, specialties: ["Infantaria"], branch: null });
    expect(infantry.has("seguranca-patrimonial")).toBe(true);
    expect(infantry.has("curso-formacao-vigilante")).toBe(false);
    expect(infantry.has("reservista")).toBe(false);
  });

  it("maps every education level to a school term", () => {
    for (const level of [
      "fundamental",
      "medio",
      "tecnico",
      "tecnologo",
      "bacharelado",
      "licenciatura",
      "pos-graduacao",
    ]) {
      const held = termsHeldFrom({
        specialties: [],
        branch: null,
        cnh: [],
        educationLevel: level,
        lines: [],
        pathSlugs: [],
      });
      expect(held.has("ensino-fundamental"), level).toBe(true);
    }
  });
});
