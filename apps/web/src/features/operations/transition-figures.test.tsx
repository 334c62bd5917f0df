import { PAGES } from "@pm/shared/pages";
import { describe, expect, it } from "vitest";
import { renderPage, screen, stubFetch, within } from "@/test/render";
import { OperationsFiguresPage } from "./figures-page";

const FIGURES = {
  totals: {},
  signUps: [],
  payingCompanies: [],
  recurringRevenueCents: { total: 0, companies: 0, militares: 0 },
  backgroundJobs: [],
};

const bucket = (key: string, label: string, n: number) => ({ key, label, n });

const TRANSITION = {
  plans: 1234,
  buckets: [
    bucket("sem_data", "Sem data (veteranos)", 4),
    bucket("desligado", "Já desligados", 30),
    bucket("ate_3", "Até 3 meses", 200),
    bucket("de_4_a_6", "De 4 a 6 meses", 0),
    bucket("de_7_a_12", "De 7 a 12 meses", 1000),
    bucket("mais_de_12", "Mais de 12 meses", 0),
  ],
  occupations: [
    { code: "782510", title: "Motorista de caminhão", n: 320 },
    { code: "517330", title: "Vigilante", n: 1 },
  ],
};

const EMPTY = { plans: 0, buckets: TRANSITION.buckets.map((b) => ({ ...b, n: 0 })), occupations: [] };

function open(transition: unknown = TRANSITION) {
  stubFetch((url) => {
    if (url.startsWith("/api/operations/figures/transition")) return { body: transition };
    if (url.startsWith("/api/operations/support/stats")) return { body: { plans: [], breaches: 0 } };
    return { body: FIGURES };
  });
  return renderPage(<OperationsFiguresPage />, { path: PAGES.operations });
}

describe("the console home's 'Planos de transição'", () => {
  it("shows the total, the plans by months to discharge and the occupations most chosen", async () => {
    open();
    const section = (await screen.findByRole("region", { name: "Planos de transição" })) as HTMLElement;
    expect(await within(section).findByText("1.234")).toBeTruthy();
    expect(within(section).getByText("planos montados")).toBeTruthy();

    const buckets = within(within(section).getByRole("region", { name: "Meses até o desligamento" })).getAllByRole(
      "listitem",
    );
    expect(buckets.map((li) => li.textContent)).toEqual([
      "Sem data (veteranos)4",
      "Já desligados30",
      "Até 3 meses200",
      "De 4 a 6 meses0",
      "De 7 a 12 meses1.000",
      "Mais de 12 meses0",
    ]);

    const table = within(section).getByRole("table", { name: "Ocupações mais escolhidas nos planos de transição" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent));
    expect(rows).toEqual([
      ["Motorista de caminhão", "782510", "320"],
      ["Vigilante", "517330", "1"],
    ]);
  });

  it("says when no militar has a plan yet", async () => {
    open(EMPTY);
    const section = (await screen.findByRole("region", { name: "Planos de transição" })) as HTMLElement;
    expect(await within(section).findByText("Nenhum militar montou um plano ainda")).toBeTruthy();
    expect(within(section).queryByRole("table")).toBeNull();
    expect(within(section).queryByRole("list")).toBeNull();
  });

  it("says when the plans chose no occupation", async () => {
    open({ ...TRANSITION, plans: 4, occupations: [] });
    const section = (await screen.findByRole("region", { name: "Planos de transição" })) as HTMLElement;
    expect(await within(section).findByText("Nenhum plano tem uma ocupação escolhida ainda.")).toBeTruthy();
    expect(within(section).queryByRole("table")).toBeNull();
  });
});
