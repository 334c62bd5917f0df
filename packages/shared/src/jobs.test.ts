import { describe, expect, it } from "vitest";
import { ACTIVE_APPLICATION_STATUSES, APPLICATION_STATUS_LABELS } from "./applications";
import { activeJobLimitReachedMessage, jobLimitReachedMessage, splitLines } from "./jobs";

describe("jobs and applications", () => {
  it("splits text in lines on either line ending, trimmed, blanks dropped", () => {
    expect(splitLines("a\r\nb\n\n  c  \r\n ")).toEqual(["a", "b", "c"]);
    expect(splitLines("")).toEqual([]);
  });

  it("names the statuses as a company sees them; pending and in review hold a militar's slot", () => {
    expect(APPLICATION_STATUS_LABELS).toEqual({
      pendente: "Pendente",
      em_analise: "Em Análise",
      aprovado: "Aprovado",
      rejeitado: "Rejeitado",
    });
    expect(ACTIVE_APPLICATION_STATUSES).toEqual(["pendente", "em_analise"]);
  });

  it("says the cap in singular and plural", () => {
    expect(jobLimitReachedMessage(1)).toBe(
      "Limite de vagas atingido. Seu plano permite até 1 vaga ativa: pause uma vaga ou faça upgrade do plano para publicar outra.",
    );
    expect(activeJobLimitReachedMessage(10)).toBe(
      "Limite de vagas ativas atingido. Seu plano permite até 10 vagas ativas: pause outra vaga ou faça upgrade do plano para ativar esta.",
    );
    expect(activeJobLimitReachedMessage(1)).toContain("até 1 vaga ativa:");
    expect(jobLimitReachedMessage(5)).toContain("até 5 vagas ativas:");
  });
});
