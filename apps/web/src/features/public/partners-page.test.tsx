import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { routes } from "@/app/routes";
import { screen, stubFetch, within } from "@/test/render";

/** The whole app's routes: /parceiros's loader asks the API for the newest partners. */
function open() {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ["/parceiros"] })} />);
}

// The routes load their pages lazily: load it once up front, so a cold import does not eat a query's wait.
beforeAll(async () => {
  await import("./partners-page");
});

describe("/parceiros", () => {
  it("names the Parceiro plan's team size beside its jobs", async () => {
    stubFetch({ body: { partners: [], nextCursor: null } });
    open();
    const investment = (await screen.findByRole("heading", { name: "Investimento" })).parentElement as HTMLElement;
    expect(
      within(investment)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "5 vagas ativas",
      "Até 2 membros na equipe",
      "Suporte por e-mail · primeira resposta em até 2 dias úteis",
      "Sem fidelidade e sem cobranças recorrentes",
    ]);
  });

  it("names each larger plan's team size and support", async () => {
    stubFetch({ body: { partners: [], nextCursor: null } });
    open();
    const others = (
      await screen.findByRole("heading", { name: "Precisa de mais vagas ou de uma equipe maior?" })
    ).closest("section") as HTMLElement;
    const caps = within(others)
      .getAllByRole("listitem")
      .map((card) => [
        within(card).getByRole("heading").textContent,
        within(card).getByText(/vagas/i).textContent,
        within(card).getByText(/membros/i).textContent,
        within(card).getByText(/^Suporte/).textContent,
      ]);
    expect(caps).toEqual([
      [
        "Plus",
        "10 vagas ativas",
        "Até 5 membros na equipe",
        "Suporte por chat · primeira resposta em até 8 horas úteis",
      ],
      [
        "Pro",
        "25 vagas ativas",
        "Até 15 membros na equipe",
        "Suporte prioritário · primeira resposta em até 4 horas úteis",
      ],
      [
        "Enterprise",
        "Vagas ilimitadas",
        "Membros da equipe: Sob contrato",
        "Suporte dedicado · primeira resposta em até 1 hora útil",
      ],
    ]);
  });
});
