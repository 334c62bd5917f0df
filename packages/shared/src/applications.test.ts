import { describe, expect, it } from "vitest";
import { applicationLimitReachedMessage, canApply, militaryApplicationLabel } from "./applications";
import { moreRequirementsText, requirementsPreview } from "./jobs.military";

describe("labels a militar sees", () => {
  it("words every application state as the spec does", () => {
    expect(militaryApplicationLabel(null)).toBe("Candidatar-se");
    expect(militaryApplicationLabel("pendente")).toBe("Candidatura enviada");
    expect(militaryApplicationLabel("em_analise")).toBe("Em análise");
    expect(militaryApplicationLabel("aprovado")).toBe("Aprovado");
    expect(militaryApplicationLabel("rejeitado")).toBe("Não selecionado");
  });

  it("shows the first 2 requirements, then 'e mais {n} requisitos...'", () => {
    expect(requirementsPreview(["A", "B", "C", "D"])).toEqual({ shown: ["A", "B"], more: "e mais 2 requisitos..." });
    expect(requirementsPreview(["A", "B", "C"]).more).toBe("e mais 1 requisito...");
    expect(requirementsPreview(["A", "B"])).toEqual({ shown: ["A", "B"], more: null });
    expect(requirementsPreview([])).toEqual({ shown: [], more: null });
    expect(moreRequirementsText(5)).toBe("e mais 5 requisitos...");
  });
});

describe("the FREE cap", () => {
  it("allows FREE 2 active applications and PREMIUM any number", () => {
    expect(canApply("FREE", 0)).toBe(true);
    expect(canApply("FREE", 1)).toBe(true);
    expect(canApply("FREE", 2)).toBe(false);
    expect(canApply("PREMIUM", 1000)).toBe(true);
    expect(applicationLimitReachedMessage(2)).toBe(
      "O plano FREE permite 2 candidaturas ativas por vez. Desista de uma candidatura em andamento ou assine o Premium para se candidatar sem limite.",
    );
  });
});
