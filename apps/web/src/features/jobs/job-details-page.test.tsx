import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage, screen, stubFetch } from "@/test/render";
import { JobDetailsPage } from "./job-details-page";

const job = (fields: Record<string, unknown>) => ({
  id: "j-1",
  title: "Operador de Empilhadeira",
  city: "Jundiaí, SP",
  regime: "CLT",
  modality: "Presencial",
  salary: null,
  salaryMin: null,
  salaryMax: null,
  openings: 1,
  pcd: null,
  description: "Movimentação de cargas.",
  requirements: [],
  benefits: [],
  active: true,
  expired: false,
  closesOn: null,
  expiresAt: new Date(Date.now() + 40 * 86_400_000).toISOString(),
  createdAt: "2026-11-01T12:00:00.000Z",
  updatedAt: "2026-11-01T12:00:00.000Z",
  applicationsCount: 0,
  viewsCount: 0,
  ...fields,
});

/** The 'Informações Básicas' facts, label to value. */
async function facts() {
  const heading = await screen.findByRole("heading", { name: "Informações Básicas" });
  const list = within(heading.closest("section") as HTMLElement);
  return Object.fromEntries(
    list.getAllByRole("term").map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? null]),
  );
}

describe("the company's job page", () => {
  it("shows the openings, the PcD stance, its own salary text and the range the search reads", async () => {
    stubFetch((url) =>
      url.includes("/api/company/jobs/j-1")
        ? {
            body: job({
              salary: "R$ 2.800 a R$ 3.200 + adicional noturno",
              salaryMin: 2800,
              salaryMax: 3200,
              openings: 4,
              pcd: "exclusiva",
            }),
          }
        : { body: { talents: [] } },
    );
    renderPage(<JobDetailsPage />, { path: "/empresa/vagas/:id", url: "/empresa/vagas/j-1" });
    expect(await facts()).toMatchObject({
      Salário: "R$ 2.800 a R$ 3.200 + adicional noturno",
      "Faixa salarial": "R$\u00a02.800 a R$\u00a03.200",
      "Número de vagas": "4",
      PcD: "Exclusiva para PcD",
    });
  });

  it("says so when the job has no PcD stance, and shows the range alone as its salary", async () => {
    stubFetch((url) =>
      url.includes("/api/company/jobs/j-1") ? { body: job({ salaryMin: 6000 }) } : { body: { talents: [] } },
    );
    renderPage(<JobDetailsPage />, { path: "/empresa/vagas/:id", url: "/empresa/vagas/j-1" });
    const shown = await facts();
    expect(shown).toMatchObject({ Salário: "R$\u00a06.000", "Número de vagas": "1", PcD: "Sem indicação" });
    expect(shown).not.toHaveProperty("Faixa salarial");
  });

  it("shows the salary once when the company's text says just the range", async () => {
    stubFetch((url) =>
      url.includes("/api/company/jobs/j-1")
        ? { body: job({ salary: "R$ 4.500 a R$ 5.200", salaryMin: 4500, salaryMax: 5200 }) }
        : { body: { talents: [] } },
    );
    renderPage(<JobDetailsPage />, { path: "/empresa/vagas/:id", url: "/empresa/vagas/j-1" });
    const shown = await facts();
    expect(shown).toMatchObject({ Salário: "R$ 4.500 a R$ 5.200" });
    expect(shown).not.toHaveProperty("Faixa salarial");
  });
});
