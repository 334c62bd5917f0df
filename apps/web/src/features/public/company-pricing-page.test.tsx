import { PAGES } from "@pm/shared/pages";
import { describe, expect, it } from "vitest";
import { renderPage, screen, within } from "@/test/render";
import { CompanyPricingPage } from "./company-pricing-page";

const PLAN_NAMES = ["Parceiro", "Plus", "Pro", "Enterprise"];

function open() {
  return renderPage(<CompanyPricingPage />, { path: PAGES.companyPricing });
}

/** A comparison row's cells, plan by plan, as the table shows them. */
function comparisonRow(label: string): string[] {
  const table = screen.getByRole("table", { name: "Comparação dos planos para empresas" });
  const row = within(table).getByRole("rowheader", { name: label }).closest("tr") as HTMLElement;
  return within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent ?? "");
}

describe("CompanyPricingPage", () => {
  it("compares the team's size plan by plan, next to the active jobs", () => {
    open();
    const table = screen.getByRole("table", { name: "Comparação dos planos para empresas" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(PLAN_NAMES);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((h) => h.textContent)
        .slice(0, 2),
    ).toEqual(["Vagas ativas", "Membros da equipe"]);
    expect(comparisonRow("Membros da equipe")).toEqual(["2", "5", "15", "Sob contrato"]);
  });

  it("lists the team's size among each plan's features", () => {
    open();
    const teamLines = PLAN_NAMES.map((name) =>
      within(screen.getByRole("list", { name }))
        .getAllByRole("listitem")
        .map((li) => li.textContent)
        .filter((text) => /equipe/i.test(text ?? "")),
    );
    expect(teamLines).toEqual([
      ["Até 2 membros na equipe"],
      ["Até 5 membros na equipe"],
      ["Até 15 membros na equipe"],
      ["Equipe do tamanho do contrato"],
    ]);
  });

  it("answers how many people of the company may use the account, and that a smaller plan needs a team that fits", () => {
    open();
    const team = screen.getByText("Quantas pessoas da empresa podem usar a conta?").closest("details") as HTMLElement;
    expect(
      within(team).getByText(
        "Cada plano tem um limite de membros na equipe, contando os convites pendentes: Parceiro, até 2; Plus, até 5; Pro, até 15; Enterprise, sob contrato. Um Administrador convida e remove membros na área Equipe.",
      ),
    ).toBeTruthy();
    const change = screen.getByText("Posso trocar de plano depois?").closest("details") as HTMLElement;
    expect(
      within(change).getByText(/Para ir a um plano com menos membros, a equipe, contando os convites pendentes/),
    ).toBeTruthy();
  });

  it("says each plan's support and how soon it first answers, as the comparison's 'Suporte' row", () => {
    open();
    const supportLines = PLAN_NAMES.map((name) => {
      const card = screen.getByRole("heading", { name, level: 2 }).closest("[data-plan]") as HTMLElement;
      return within(card).getByText(/primeira resposta em até/).textContent;
    });
    expect(supportLines).toEqual([
      "Suporte por e-mail · primeira resposta em até 2 dias úteis",
      "Suporte por chat · primeira resposta em até 8 horas úteis",
      "Suporte prioritário · primeira resposta em até 4 horas úteis",
      "Suporte dedicado · primeira resposta em até 1 hora útil",
    ]);
    expect(comparisonRow("Suporte")).toEqual([
      "E-mail (2 dias úteis)",
      "Chat (8 horas úteis)",
      "Prioritário (4 horas úteis)",
      "Dedicado (1 hora útil)",
    ]);
  });
});
