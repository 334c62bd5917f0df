import { describe, expect, it } from "vitest";
import type { Me } from "@/lib/session";
import { fireEvent, renderPage, screen, stubFetch, waitFor } from "@/test/render";
import { JobsPage } from "./jobs-page";

const ME = {
  id: "u1",
  email: "carla@logisticaforte.com.br",
  profile: { role: "empresa", fullName: "Carla Mendes" },
  company: { name: "Logística Forte", plan: "plus", paymentStatus: "completed" },
  companyRole: "recrutador",
  militaryProfile: null,
} as unknown as Me;

const job = (id: string, title: string, responsible: { id: string; name: string } | null) => ({
  id,
  title,
  city: "Resende, RJ",
  regime: "CLT",
  modality: null,
  salary: null,
  salaryMin: null,
  salaryMax: null,
  openings: 1,
  pcd: null,
  area: "operacoes",
  description: "Manutenção da frota.",
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
  responsible,
});

const LIST = {
  jobs: [
    job("j1", "Mecânico", { id: "u1", name: "Carla Mendes" }),
    job("j2", "Eletricista", { id: "u2", name: "Bruno Lima" }),
    job("j3", "Pintor", null),
  ],
  activeCount: 3,
  total: 3,
  jobLimit: 10,
};

const titles = () => screen.getAllByTestId("job-card").map((c) => c.querySelector("h2")?.textContent);

describe("the company's jobs and their responsible members", () => {
  it("shows each job's responsible, and 'Minhas vagas' keeps the caller's in the address", async () => {
    stubFetch({ body: LIST });
    const { router } = renderPage(<JobsPage />, { path: "/empresa/vagas", me: ME });
    await screen.findAllByTestId("job-card");
    expect(screen.getAllByTestId("job-responsible").map((el) => el.textContent)).toEqual([
      "Responsável: Carla Mendes",
      "Responsável: Bruno Lima",
      "Sem responsável",
    ]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Minhas vagas" }));
    await waitFor(() => expect(titles()).toEqual(["Mecânico"]));
    expect(router.state.location.search).toBe("?minhas=1");
  });

  it("says so when none of the jobs is the caller's, and leads back to all of them", async () => {
    stubFetch({ body: { ...LIST, jobs: LIST.jobs.slice(1) } });
    renderPage(<JobsPage />, { path: "/empresa/vagas", url: "/empresa/vagas?minhas=1", me: ME });
    expect(await screen.findByText("Nenhuma vaga sob sua responsabilidade.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Ver todas as vagas" }));
    await waitFor(() => expect(titles()).toEqual(["Eletricista", "Pintor"]));
  });
});
