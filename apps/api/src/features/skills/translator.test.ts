// The translator's rules on a small vocabulary of our own (so each rule is seen alone), then the
// shipped vocabulary on the example of the product's onboarding.
import { BRANCH_RANKS, type MilitaryBranch, type Rank } from "@pm/shared/profile.military-options";
import { RESUME_LIMITS } from "@pm/shared/resumes";
import { unexplainedAcronyms } from "@pm/shared/resumes.wording";
import { describe, expect, it } from "vitest";
import { cbo } from "./cbo";
import { translator } from "./skills.service";
import { terms } from "./terms";
import { createTranslator } from "./translator";
import { VOCABULARY } from "./vocabulary";
import type { VocabularyEntry } from "./vocabulary/types";

const FIXTURE: VocabularyEntry[] = [
  {
    term: "Motorista de viatura",
    aliases: ["condutor de viaturas", "dirigir caminhão"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      { code: "7825", reason: "Viaturas de carga são caminhões." },
      { code: "7823", reason: "Viaturas de transporte de pessoal são ônibus e vans." },
      { code: "7102", reason: "Quem chefia a frota supervisiona o transporte.", level: "supervisao" },
    ],
    duties: ["Condução de caminhões", "Inspeção diária do veículo", "Transporte de pessoas"],
  },
  {
    term: "Manobras e reparos",
    aliases: ["marinheiro de convés"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [{ code: "782710", reason: "O marinheiro de convés faz o mesmo em navios mercantes." }],
    duties: ["Amarração e manobra de embarcações", "Conservação do casco", "Operação de guinchos"],
  },
];
const fixture = createTranslator(cbo(), FIXTURE);

describe("terms", () => {
  it("drops accents, case, plurals and filler, and keeps stems", () => {
    expect(terms("Motoristas de VIATURAS no batalhão").map((t) => t.word)).toEqual(["motorista", "viatura"]);
    expect(terms("caminhões").map((t) => t.word)).toEqual(terms("caminhão").map((t) => t.word));
    expect(terms("dirigia")[0]?.stem).toBe(terms("dirigir")[0]?.stem);
    expect(terms("cabo enfermeiro do HGu").map((t) => t.word)).toEqual(["enfermeiro", "hgu"]);
  });
});

describe("translate", () => {
  it("maps a known specialty to its famílias, best first, with the reason and the specialty", () => {
    const { occupations } = fixture.translate({ branch: "exercito", specialties: ["motorista de viatura"] });
    expect(occupations.map((o) => o.family)).toEqual(["7825", "7823"]);
    expect(occupations[0]).toMatchObject({
      code: "782510",
      title: "Motorista de caminhão (rotas regionais e internacionais)",
      reason: "Viaturas de carga são caminhões.",
      specialty: "motorista de viatura",
    });
    expect(occupations[0]?.score).toBeGreaterThan(occupations[1]?.score ?? 1);
  });

  it("reads accents, plurals and verbs alike", () => {
    const plain = fixture.translate({ branch: "exercito", specialties: ["motorista de viatura"] });
    const typed = fixture.translate({ branch: "exercito", specialties: ["MOTORISTAS DE VIATURAS"] });
    expect(typed).toEqual({
      ...plain,
      occupations: plain.occupations.map((o) => ({ ...o, specialty: "MOTORISTAS DE VIATURAS" })),
    });
    const verb = fixture.translate({ branch: "exercito", specialties: ["dirigia caminhões"] });
    expect(verb.occupations[0]?.family).toBe("7825");
  });

  it("adds a supervisor's família only from a rank that commands", () => {
    const soldier = fixture.translate({ branch: "exercito", rank: "cabo", specialties: ["motorista de viatura"] });
    const sergeant = fixture.translate({
      branch: "exercito",
      rank: "3-sargento",
      specialties: ["motorista de viatura"],
    });
    expect(soldier.occupations.map((o) => o.family)).not.toContain("7102");
    expect(sergeant.occupations.map((o) => o.family)).toContain("7102");
    expect(sergeant.rank).toEqual({ code: "010310", title: "Praça do exército", leadership: "supervisao" });
    expect(soldier.rank?.leadership).toBe("execucao");
  });

  it("names the rank's own military occupation for each force", () => {
    const rank = (branch: "pm" | "bombeiros" | "marinha", r: "cabo" | "1-tenente") =>
      fixture.translate({ branch, rank: r, specialties: [] }).rank?.code;
    expect(rank("pm", "cabo")).toBe("021205");
    expect(rank("pm", "1-tenente")).toBe("020305");
    expect(rank("bombeiros", "cabo")).toBe("031205");
    expect(rank("marinha", "1-tenente")).toBe("010215");
    expect(fixture.translate({ branch: "pm", specialties: [] })).toEqual({ occupations: [], rank: null });
  });

  it("reads every força's own ranks, from praça to oficial-general, and none of another força", () => {
    const rank = (branch: MilitaryBranch, r: Rank) => fixture.translate({ branch, rank: r, specialties: [] }).rank;
    expect(rank("pm", "subtenente")).toMatchObject({ code: "021105", leadership: "supervisao" });
    expect(rank("pm", "major")).toMatchObject({ code: "020115", leadership: "gestao" });
    expect(rank("pm", "tenente-coronel")?.code).toBe("020110");
    expect(rank("bombeiros", "major")?.code).toBe("030110");
    expect(rank("bombeiros", "coronel")?.code).toBe("030105");
    expect(rank("marinha", "suboficial")).toMatchObject({ code: "010315", leadership: "supervisao" });
    expect(rank("marinha", "marinheiro")).toMatchObject({ code: "010315", leadership: "execucao" });
    expect(rank("marinha", "capitao-fragata")?.code).toBe("010215");
    expect(rank("marinha", "almirante-esquadra")?.code).toBe("010115");
    expect(rank("aeronautica", "taifeiro-mor")?.code).toBe("010305");
    expect(rank("aeronautica", "brigadeiro")?.code).toBe("010105");
    expect(rank("exercito", "general-divisao")?.code).toBe("010110");
    // Every rank of every força has an occupation the CBO knows.
    for (const [branch, ranks] of Object.entries(BRANCH_RANKS) as [MilitaryBranch, readonly Rank[]][]) {
      for (const r of ranks) expect(rank(branch, r)?.code, `${branch} ${r}`).toMatch(/^0[0-3]\d{4}$/);
    }
    expect(rank("marinha", "soldado-variavel")).toBeNull();
    expect(rank("pm", "general-brigada")).toBeNull();
  });

  it("scores another force's entry lower than the militar's own", () => {
    const own = fixture.translate({ branch: "marinha", specialties: ["manobras e reparos"] }).occupations[0];
    const other = fixture.translate({ branch: "exercito", specialties: ["manobras e reparos"] }).occupations[0];
    expect(own?.code).toBe("782710");
    expect(other?.code).toBe("782710");
    expect(other?.score).toBeLessThan(own?.score ?? 0);
  });

  it("falls back to the CBO's titles and sinônimos for a term the vocabulary does not know", () => {
    const { occupations } = fixture.translate({ branch: "exercito", specialties: ["apicultura"] });
    expect(occupations.map((o) => o.code)).toContain("623410");
    expect(occupations[0]?.reason).toMatch(/^"apicultura" corresponde a ".+" na CBO\.$/);
  });

  it("gives at most ten, without repeats, and nothing for words that say nothing", () => {
    const many = fixture.translate({
      branch: "exercito",
      specialties: ["motorista", "mecânico", "eletricista", "cozinheiro", "enfermeiro", "pedreiro", "soldador"],
    });
    expect(many.occupations.length).toBe(10);
    expect(new Set(many.occupations.map((o) => o.code)).size).toBe(10);
    const scores = many.occupations.map((o) => o.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(fixture.translate({ branch: "exercito", specialties: ["de da do", "  "] }).occupations).toEqual([]);
  });
});

describe("specialtyDuties", () => {
  it("gives the duties of the entry a typed specialty names, preferring the militar's own force", () => {
    expect(fixture.specialtyDuties("exercito", "motorista de viaturas")).toEqual({
      term: "Motorista de viatura",
      duties: ["Condução de caminhões", "Inspeção diária do veículo", "Transporte de pessoas"],
    });
    expect(fixture.specialtyDuties("marinha", "Marinheiro de convés")?.term).toBe("Manobras e reparos");
  });

  it("gives nothing for a specialty the vocabulary does not know", () => {
    expect(fixture.specialtyDuties("exercito", "astronauta")).toBeNull();
    expect(fixture.specialtyDuties("exercito", "  ")).toBeNull();
  });
});

describe("the shipped vocabulary", () => {
  it("translates the onboarding example: Exército, 3º Sargento, motorista de viatura and mecânico", () => {
    const { occupations, rank } = translator().translate({
      branch: "exercito",
      rank: "3-sargento",
      specialties: ["motorista de viatura", "mecânico"],
    });
    const families = occupations.map((o) => o.family);
    expect(families).toContain("7825");
    expect(families).toContain("9144");
    expect(occupations.length).toBeLessThanOrEqual(10);
    for (const o of occupations) {
      expect(o.score).toBeGreaterThan(0);
      expect(o.score).toBeLessThanOrEqual(1);
      expect(o.reason.length).toBeGreaterThan(10);
    }
    expect(rank?.code).toBe("010310");
  });

  it("maps every entry to codes that exist in the CBO, each with a reason", () => {
    const { families, occupations } = cbo();
    // The vocabulary's size is part of what the product promises.
    expect(VOCABULARY.length).toBeGreaterThanOrEqual(150);
    for (const entry of VOCABULARY) {
      expect(entry.families.length, entry.term).toBeGreaterThan(0);
      for (const m of entry.families) {
        const known = m.code.length === 4 ? families.has(m.code) : occupations.has(m.code);
        expect(known, `${entry.term} → ${m.code}`).toBe(true);
        expect(m.reason.trim().length, entry.term).toBeGreaterThan(10);
      }
    }
  });

  it("gives every entry 3 to 5 CV duties in words a civilian recruiter reads", () => {
    for (const entry of VOCABULARY) {
      expect(entry.duties.length, entry.term).toBeGreaterThanOrEqual(3);
      expect(entry.duties.length, entry.term).toBeLessThanOrEqual(5);
      expect(new Set(entry.duties).size, entry.term).toBe(entry.duties.length);
      for (const duty of entry.duties) {
        expect(duty.length, duty).toBeGreaterThanOrEqual(30);
        expect(duty.length, duty).toBeLessThanOrEqual(RESUME_LIMITS.bullet);
        expect(duty, duty).toMatch(/^\p{Lu}/u);
        expect(duty.endsWith("."), duty).toBe(false);
        expect(unexplainedAcronyms(duty), `${entry.term}: ${duty}`).toEqual([]);
      }
    }
  });

  it("finds occupations by the start of their words for the type-ahead", () => {
    const found = translator().searchOccupations("motorista caminh");
    expect(found.map((o) => o.code)).toContain("782510");
    expect(translator().searchOccupations("   ")).toEqual([]);
    expect(translator().searchOccupations("782510")).toEqual([
      { code: "782510", title: "Motorista de caminhão (rotas regionais e internacionais)", family: "7825" },
    ]);
  });
});
