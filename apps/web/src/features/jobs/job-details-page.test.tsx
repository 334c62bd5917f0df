import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ToasterHost } from "@/app/toaster-host";
import { apiError, fireEvent, type Reply, renderPage, screen, sentWrites, stubFetch } from "@/test/render";
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

const MEMBERS = [
  { id: "u1", name: "Carla Mendes" },
  { id: "u2", name: "Bruno Lima" },
];

/** The job's API: the job, its responsible (none unless told), the suggested talents; `put` answers the choice. */
function serve(body: unknown, { responsible = null as (typeof MEMBERS)[number] | null, put = {} as Reply } = {}) {
  return stubFetch((url, method) => {
    if (url.includes("/responsible")) return method === "PUT" ? put : { body: { responsible, members: MEMBERS } };
    if (url.includes("/api/company/jobs/j-1")) return { body };
    return { body: { talents: [] } };
  });
}

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
    serve(
      job({
        salary: "R$ 2.800 a R$ 3.200 + adicional noturno",
        salaryMin: 2800,
        salaryMax: 3200,
        openings: 4,
        pcd: "exclusiva",
      }),
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
    serve(job({ salaryMin: 6000 }));
    renderPage(<JobDetailsPage />, { path: "/empresa/vagas/:id", url: "/empresa/vagas/j-1" });
    const shown = await facts();
    expect(shown).toMatchObject({ Salário: "R$\u00a06.000", "Número de vagas": "1", PcD: "Sem indicação" });
    expect(shown).not.toHaveProperty("Faixa salarial");
  });

  it("shows the salary once when the company's text says just the range", async () => {
    serve(job({ salary: "R$ 4.500 a R$ 5.200", salaryMin: 4500, salaryMax: 5200 }));
    renderPage(<JobDetailsPage />, { path: "/empresa/vagas/:id", url: "/empresa/vagas/j-1" });
    const shown = await facts();
    expect(shown).toMatchObject({ Salário: "R$ 4.500 a R$ 5.200" });
    expect(shown).not.toHaveProperty("Faixa salarial");
  });

  it("shows the responsible member and saves another choice with a PUT, saying so", async () => {
    const fetchMock = serve(job({}), {
      responsible: MEMBERS[0],
      put: { body: { responsible: MEMBERS[1] } },
    });
    renderPage(
      <>
        <JobDetailsPage />
        <ToasterHost />
      </>,
      { path: "/empresa/vagas/:id", url: "/empresa/vagas/j-1" },
    );
    const select = (await screen.findByLabelText("Responsável pela vaga")) as HTMLSelectElement;
    expect(select.value).toBe("u1");
    expect([...select.options].map((o) => o.textContent)).toEqual(["Sem responsável", "Carla Mendes", "Bruno Lima"]);
    fireEvent.change(select, { target: { value: "u2" } });
    expect(await screen.findByText("Bruno Lima agora é o responsável pela vaga.")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "PUT", url: "/api/company/jobs/j-1/responsible", body: { userId: "u2" } },
    ]);
  });

  it("sends null for 'Sem responsável' and shows the API's refusal", async () => {
    const fetchMock = serve(job({}), {
      responsible: MEMBERS[1],
      put: apiError(422, "VALIDATION_FAILED", "O responsável precisa ser um Administrador ou Recrutador da equipe."),
    });
    renderPage(
      <>
        <JobDetailsPage />
        <ToasterHost />
      </>,
      { path: "/empresa/vagas/:id", url: "/empresa/vagas/j-1" },
    );
    fireEvent.change(await screen.findByLabelText("Responsável pela vaga"), { target: { value: "" } });
    expect(await screen.findByText("O responsável precisa ser um Administrador ou Recrutador da equipe.")).toBeTruthy();
    expect(sentWrites(fetchMock).map((w) => w.body)).toEqual([{ userId: null }]);
  });
});

describe("who last wrote the job", () => {
  it("names the team member and the day", async () => {
    serve(job({ lastEdit: { name: "Diego Almeida", at: "2026-11-20T15:00:00.000Z" } }));
    renderPage(<JobDetailsPage />, { path: "/empresa/vagas/:id", url: "/empresa/vagas/j-1" });
    expect(await screen.findByText("Última alteração por Diego Almeida em 20/11/2026")).toBeTruthy();
  });

  it("shows no attribution for a job from before the team", async () => {
    serve(job({ lastEdit: null }));
    renderPage(<JobDetailsPage />, { path: "/empresa/vagas/:id", url: "/empresa/vagas/j-1" });
    await screen.findByRole("heading", { name: "Informações Básicas" });
    expect(screen.queryByText(/Última alteração por/)).toBeNull();
  });
});
