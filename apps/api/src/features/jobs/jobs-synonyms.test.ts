// The search's synonym groups and how the typed words become a full-text query: which words
// widen to which, what is never sent to to_tsquery, and that every group's sources (CBO
// ocupações, the translator's vocabulary) really name its words.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cbo } from "../skills/cbo";
import { VOCABULARY } from "../skills/vocabulary";
import { anyTypedWordText, SYNONYM_GROUPS, searchTsQueryText } from "./jobs.synonyms";

/** The query text of words that name one group: its alternatives, as sent. */
function alternatives(words: string): string[] {
  const text = searchTsQueryText(words);
  expect(text, words).toMatch(/^\(.*\)$/);
  const inner = (text as string).slice(1, -1);
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    if (inner[i] === "(") depth++;
    else if (inner[i] === ")") depth--;
    else if (depth === 0 && inner.startsWith(" | ", i)) {
      out.push(inner.slice(start, i));
      start = i + 3;
    }
  }
  return [...out, inner.slice(start)];
}

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

describe("expanding the typed words", () => {
  it("turns 'motorista' into its group's words and its narrower groups' (caminhão, ônibus, ambulância)", () => {
    const any = alternatives("motorista");
    for (const word of [
      "motorista",
      "condutor",
      "chofer",
      "(condutor & veiculos)",
      "caminhoneiro",
      "(motorista & (caminhao | caminhoes))",
      "(condutor & veiculos & pesados)",
      "carreteiro",
      "(motorista & onibus)",
      "(condutor & ambulancia)",
    ]) {
      expect(any).toContain(word);
    }
  });

  it("widens a narrower word only to its own group: 'caminhoneiro' is not every driver", () => {
    const any = alternatives("caminhoneiro");
    expect(any).toContain("(motorista & (caminhao | caminhoes))");
    expect(any).toContain("(condutor & veiculos & pesados)");
    expect(any).toContain("carreteiro");
    expect(any).not.toContain("motorista");
    expect(any).not.toContain("chofer");
    expect(any).not.toContain("(motorista & onibus)");
  });

  it("ignores accents, case, plural, gender, 'de'/'em' and word order when naming a group", () => {
    expect(alternatives("Técnicas em Enfermagem")).toEqual(
      expect.arrayContaining(["(tecnicas & enfermagem)", "(tecnico & enfermagem)", "(tec & enf)"]),
    );
    expect(alternatives("MOTORISTAS")).toEqual(expect.arrayContaining(["motoristas", "condutor", "caminhoneiro"]));
    expect(alternatives("caminhões motorista")).toContain("caminhoneiro");
    // The typed words come first; the group's words follow in the same order either way.
    expect(alternatives("suporte ti").slice(1)).toEqual(
      alternatives("ti suporte")
        .slice(1)
        .filter((a) => a !== "(suporte & ti)"),
    );
    expect(alternatives("ti suporte")).toEqual(expect.arrayContaining(["(help & desk)", "(service & desk)"]));
  });

  it("looks for both numbers of a word whose singular and plural stem apart without accents", () => {
    expect(searchTsQueryText("caminhões")).toBe("(caminhoes | caminhao)");
    expect(searchTsQueryText("balcão")).toBe("(balcao | balcoes)");
    expect(searchTsQueryText("serviços gerais noturnos")).toContain("(gerais | geral)");
    expect(searchTsQueryText("papel")).toBe("(papel | papeis)");
    expect(searchTsQueryText("motoristas noturnos mão")).toMatch(/& noturnos & mao$/);
  });

  it("reads the longest run of words that names a group", () => {
    expect(alternatives("bombeiro hidráulico")).toContain("encanador");
    expect(alternatives("bombeiro hidráulico")).not.toContain("brigadista");
    expect(alternatives("bombeiro")).toEqual(expect.arrayContaining(["bombeiro", "brigadista", "(bombeiro & civil)"]));
    expect(alternatives("técnico de segurança do trabalho")).toContain("tst");
    expect(alternatives("técnico de segurança do trabalho")).not.toContain("vigilante");
  });

  it("lets a wider word lead to its groups, and never searches it on their behalf", () => {
    expect(alternatives("segurança")).toEqual(
      expect.arrayContaining(["seguranca", "vigilante", "vigia", "(guarda & costas)", "cftv"]),
    );
    expect(alternatives("vigilante")).not.toContain("seguranca");
    expect(alternatives("vigilante")).toContain("(seguranca & (patrimonial | patrimoniais))");
  });

  it("keeps the other words as typed, all required, without stop words", () => {
    const text = searchTsQueryText("vaga de motorista noturno em campinas") as string;
    expect(text.startsWith("vaga & (motorista | condutor | ")).toBe(true);
    expect(text.endsWith(") & noturno & campinas")).toBe(true);
    expect(searchTsQueryText("Operador de Serra")).toBe("operador & serra");
    expect(searchTsQueryText("100% remoto")).toBe("100 & remoto");
  });

  it("limits every word to the title with weight A", () => {
    const text = searchTsQueryText("caminhoneiro noturno", "A") as string;
    expect(text).toContain("(motorista:A & (caminhao:A | caminhoes:A))");
    expect(text.endsWith(" & noturno:A")).toBe(true);
    for (const word of text.match(/[a-z0-9]+(:A)?/g) ?? []) {
      if (word !== "A") expect(word).toMatch(/:A$/);
    }
  });

  it("ranks by any typed word, without synonyms", () => {
    expect(anyTypedWordText("Técnica em Enfermagem")).toBe("tecnica | enfermagem");
    expect(anyTypedWordText("motorista de caminhões")).toBe("motorista | (caminhoes | caminhao)");
    expect(anyTypedWordText("de ( ) !")).toBeNull();
  });

  it("answers null when nothing is left to look for", () => {
    for (const words of ["", "   ", "de a o", "!!!", "\"'&|!():*<->\\", "———", "🙂🙂", "de do da em no na"]) {
      expect(searchTsQueryText(words), words).toBeNull();
    }
  });

  it("sends at most 16 words of at most 40 letters, however long the text", () => {
    const many = Array.from({ length: 200 }, (_, i) => `palavra${i}`).join(" ");
    expect(searchTsQueryText(many)?.split(" & ")).toHaveLength(16);
    expect(searchTsQueryText(`${"x".repeat(41)} motor`)).toBe("motor");
    expect(searchTsQueryText("x".repeat(100_000))).toBeNull();
  });

  it("never lets anything but lower-case words, &, |, parentheses and the weight through", () => {
    const nasty = fc.constantFrom("&", "|", "!", "(", ")", ":", "*", "'", '"', "<->", "<2>", "\\", "\0", "Ⅻ", "ﬁ", "½");
    const text = fc.array(fc.oneof(fc.string({ unit: "grapheme" }), nasty, fc.constant("motorista")), {
      maxLength: 40,
    });
    fc.assert(
      fc.property(text, fc.boolean(), (parts, titled) => {
        const query = searchTsQueryText(parts.join(" "), titled ? "A" : undefined);
        if (query === null) return;
        expect(query).toMatch(titled ? /^[a-z0-9:A&|() ]+$/ : /^[a-z0-9&|() ]+$/);
        let depth = 0;
        let lowest = 0;
        for (const ch of query) {
          depth += ch === "(" ? 1 : ch === ")" ? -1 : 0;
          lowest = Math.min(lowest, depth);
        }
        expect([lowest, depth]).toEqual([0, 0]);
      }),
      { numRuns: 300 },
    );
  });
});

describe("the synonym groups", () => {
  it("are a few dozen, each term and wider word leading to its own group's words", () => {
    expect(SYNONYM_GROUPS.length).toBeGreaterThanOrEqual(30);
    for (const group of SYNONYM_GROUPS) {
      // Typed alone, a term comes first, as the query carries it.
      const own = group.terms.map((term) => alternatives(term)[0]);
      for (const word of [...group.terms, ...(group.wider ?? [])]) {
        expect(alternatives(word), `${word} (${group.terms[0]})`).toEqual(expect.arrayContaining(own));
      }
    }
  });

  it("name only existing groups as narrower, each by its first term", () => {
    const names = new Set(SYNONYM_GROUPS.map((g) => g.terms[0]));
    for (const group of SYNONYM_GROUPS) {
      for (const name of group.narrower ?? []) expect(names.has(name), `${group.terms[0]} → ${name}`).toBe(true);
    }
  });

  it("cite CBO ocupações whose title or sinônimos hold one of their words", () => {
    const { occupations } = cbo();
    for (const group of SYNONYM_GROUPS) {
      const words = [...group.terms, ...(group.wider ?? [])].map(fold);
      for (const code of group.cbo ?? []) {
        const occupation = occupations.get(code);
        expect(occupation, `${group.terms[0]}: CBO ${code}`).toBeDefined();
        const names = [occupation?.title ?? "", ...(occupation?.synonyms ?? [])].map((n) => ` ${fold(n)} `);
        const named = words.some((w) => names.some((n) => n.includes(` ${w} `)));
        expect(named, `${group.terms[0]}: CBO ${code} (${names.join(";")})`).toBe(true);
      }
    }
  });

  it("cite translator vocabulary terms whose name or aliases are one of their words", () => {
    for (const group of SYNONYM_GROUPS) {
      const words = new Set([...group.terms, ...(group.wider ?? [])].map(fold));
      for (const term of group.vocabulary ?? []) {
        const entries = VOCABULARY.filter((e) => e.term === term);
        expect(entries.length, `${group.terms[0]}: vocabulary ${term}`).toBeGreaterThan(0);
        const named = entries.some((e) => [e.term, ...e.aliases].some((a) => words.has(fold(a))));
        expect(named, `${group.terms[0]}: vocabulary ${term}`).toBe(true);
      }
    }
  });

  it("each cite at least one source", () => {
    for (const group of SYNONYM_GROUPS) {
      expect((group.cbo?.length ?? 0) + (group.vocabulary?.length ?? 0), group.terms[0]).toBeGreaterThan(0);
    }
  });
});
