// The CV's draft in words a civilian recruiter reads, for militares of every força: no military
// acronym left unexplained in what the product writes for him.
import type { MilitaryBranch, Rank, ServiceStatus } from "@pm/shared/profile.military-options";
import { unexplainedAcronyms } from "@pm/shared/resumes.wording";
import { describe, expect, it } from "vitest";
import { draftResume } from "./resumes.draft";
import type { ResumeFacts } from "./resumes.queries";

function facts(
  branch: MilitaryBranch,
  rank: Rank,
  specialties: string[],
  more: Partial<ResumeFacts> = {},
): ResumeFacts {
  return {
    fullName: "Militar de Teste",
    email: "teste@exemplo.com.br",
    phone: null,
    city: "Resende",
    state: "RJ",
    militaryBranch: branch,
    rank,
    serviceStatus: "licenciado" as ServiceStatus,
    om: null,
    incorporationYear: 2014,
    yearsOfService: 8,
    specialties,
    desiredArea: "logistica",
    availability: "imediata",
    completedAt: new Date(),
    certificates: [],
    goalCode: null,
    ...more,
  };
}

const CASES: [MilitaryBranch, Rank, string[]][] = [
  ["exercito", "3-sargento", ["Infantaria", "Motorista de viatura"]],
  ["exercito", "cabo", ["Comunicações", "Intendência"]],
  ["exercito", "1-tenente", ["Engenharia", "Topografia"]],
  ["exercito", "soldado-variavel", ["Saúde", "Cozinheiro"]],
  ["marinha", "cabo", ["Manobras e reparos", "Máquinas"]],
  ["marinha", "suboficial", ["Eletricidade", "Motores"]],
  ["aeronautica", "2-sargento", ["Controle de tráfego aéreo"]],
  ["aeronautica", "cabo", ["Mecânica de aeronaves", "Suprimento"]],
  ["pm", "soldado", ["Policiamento ostensivo", "Radiopatrulha"]],
  ["pm", "subtenente", ["Policiamento de trânsito", "Atendimento pré-hospitalar"]],
  ["bombeiros", "cabo", ["Combate a incêndio", "Salvamento em altura"]],
  ["bombeiros", "1-sargento", ["Guarda-vidas", "Atendimento pré-hospitalar"]],
];

describe("the draft's civilian words", () => {
  it.each(CASES)(
    "%s, %s, %j: every text the product writes reads without a military acronym",
    (branch, rank, specialties) => {
      const draft = draftResume(facts(branch, rank, specialties));
      const [service] = draft.experiences;
      expect(service?.bullets.length, `${branch} ${rank}`).toBeGreaterThanOrEqual(3);
      const texts = [draft.summary, draft.objective.occupationTitle, service?.title ?? "", ...(service?.bullets ?? [])];
      for (const text of texts) expect(unexplainedAcronyms(text), text).toEqual([]);
      expect(draft.summary.length).toBeGreaterThan(80);
    },
  );
});

describe("the draft's period of service", () => {
  it("is current while he serves, and ends with his years of service after", () => {
    const serving = draftResume(facts("exercito", "cabo", ["Intendência"], { serviceStatus: "ativa-temporario" }));
    expect(serving.experiences[0]).toMatchObject({ current: true, start: { year: "2014" }, end: { year: "" } });
    const out = draftResume(facts("exercito", "cabo", ["Intendência"]));
    expect(out.experiences[0]).toMatchObject({ current: false, start: { year: "2014" }, end: { year: "2022" } });
  });

  it("is left for him to write when the profile does not say when he served", () => {
    const draft = draftResume(
      facts("exercito", "cabo", ["Intendência"], { incorporationYear: null, yearsOfService: null }),
    );
    expect(draft.experiences).toEqual([]);
  });

  it("adds the supervision a rank implies, and none for a soldado", () => {
    const command = "Supervisão de equipes, com distribuição de tarefas, orientação e avaliação de desempenho";
    const sargento = draftResume(facts("exercito", "3-sargento", ["Intendência"]));
    expect(sargento.experiences[0]?.bullets.at(-1)).toBe(command);
    expect(sargento.summary).toContain("supervisionar equipes");
    const tenente = draftResume(facts("exercito", "1-tenente", ["Intendência"]));
    expect(tenente.experiences[0]?.bullets.at(-1)).toMatch(/^Liderança e gestão de equipes/);
    const soldado = draftResume(facts("exercito", "soldado-variavel", ["Intendência"]));
    expect(soldado.experiences[0]?.bullets).not.toContain(command);
    expect(soldado.summary).not.toContain("supervisionar equipes");
  });

  it("names the força as the employer, with its article, and what he seeks", () => {
    const draft = draftResume(facts("marinha", "cabo", ["Máquinas"]));
    expect(draft.experiences[0]?.organization).toBe("Marinha do Brasil");
    expect(draft.summary).toMatch(/^Ex-militar com 8 anos de experiência na Marinha do Brasil\./);
    expect(draft.summary).toContain("Busco oportunidade como");
    expect(draft.languages).toEqual([{ language: "Português", level: "nativo" }]);
  });

  it("takes the occupation his transition plan chose as the objective, over the translator's first", () => {
    const chosen = draftResume(facts("exercito", "3-sargento", ["Infantaria"], { goalCode: "414105" }));
    expect(chosen.objective).toMatchObject({ occupationCode: "414105", occupationTitle: "Almoxarife" });
    expect(chosen.summary).toContain("Busco oportunidade como almoxarife");
    const suggested = draftResume(facts("exercito", "3-sargento", ["Infantaria"]));
    expect(suggested.objective.occupationCode).not.toBe("414105");
  });
});
