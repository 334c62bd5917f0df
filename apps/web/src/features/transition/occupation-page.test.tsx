import { formatReais } from "@pm/shared/jobs.salary";
import { transitionMessages } from "@pm/shared/transition";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import {
  apiError,
  fireEvent,
  type Reply,
  renderPage,
  screen,
  sentWrites,
  stubFetch,
  waitFor,
  within,
} from "@/test/render";
import { OccupationPage } from "./occupation-page";

const CODE = "782510";
const URL_OF = `/api/military/transition/occupations/${CODE}`;

const job = {
  id: "5f0c1d2e-0000-4000-8000-000000000001",
  title: "Motorista carreteiro",
  city: "Resende, RJ",
  regime: "CLT",
  modality: "Presencial",
  salary: null,
  salaryMin: 3500,
  salaryMax: null,
  openings: 1,
  pcd: null,
  closesOn: null,
  description: "Rotas regionais.",
  requirements: [],
  benefits: [],
  createdAt: "2026-11-20T12:00:00.000Z",
  company: {
    id: "c1",
    slug: "transportes-vale",
    name: "Transportes Vale",
    logoUrl: null,
    city: "Resende",
    state: "RJ",
  },
  bookmarked: false,
  application: null,
};

const occupation = (overrides: Record<string, unknown> = {}) => ({
  code: CODE,
  title: "Motorista de caminhão",
  synonyms: ["Caminhoneiro", "Carreteiro"],
  family: { code: "7825", title: "Motoristas de veículos de cargas em geral" },
  jobs: { count: 12, capped: false, newest: [job] },
  window: { months: 12, jobs: 30 },
  pay: { jobs: 8, min: 2800, median: 3500, max: 5200 },
  requirements: [
    { key: "cnh_e", label: "CNH categoria E", jobs: 9, have: true },
    { key: "mopp", label: "Curso MOPP", jobs: 6, have: false },
  ],
  paths: [
    {
      slug: "logistica",
      title: "Logística e armazenagem",
      summary: "Do recebimento à expedição.",
      plan: "PREMIUM",
      covers: ["Curso MOPP"],
      prepares: true,
      status: "em_andamento",
    },
    {
      slug: "direcao-defensiva",
      title: "Direção defensiva",
      summary: "Segurança nas estradas.",
      plan: "FREE",
      covers: [],
      prepares: true,
      status: "concluida",
    },
  ],
  certificates: [{ code: "PM-ABC123", pathTitle: "Direção defensiva", issuedAt: "2026-03-10T12:00:00.000Z" }],
  isGoal: false,
  ...overrides,
});

function open(reply: Reply | ((url: string, method: string) => Reply)) {
  const fetchMock = stubFetch(reply);
  const view = renderPage(<OccupationPage />, { path: "/app/ocupacoes/:code", url: `/app/ocupacoes/${CODE}` });
  return { fetchMock, ...view };
}

afterEach(() => vi.restoreAllMocks());

describe("/app/ocupacoes/:code", () => {
  it("shows the occupation, its open jobs, its pay with the jobs it came from, and what the jobs ask", async () => {
    const { fetchMock } = open({ body: occupation() });
    expect(await screen.findByRole("heading", { level: 1, name: "Motorista de caminhão" })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(URL_OF);
    expect(screen.getByText("CBO 782510 · Família 7825 — Motoristas de veículos de cargas em geral")).toBeTruthy();
    expect(screen.getByText("Também chamada de: Caminhoneiro, Carreteiro")).toBeTruthy();

    const jobs = screen.getByRole("region", { name: "Vagas abertas" });
    expect(within(jobs).getByTestId("occupation-job-count").textContent).toBe("12 vagas abertas na família 7825");
    expect(within(jobs).getByRole("link", { name: "Motorista carreteiro" }).getAttribute("href")).toBe(
      `/app/vagas?vaga=${job.id}`,
    );
    expect(within(jobs).getByRole("link", { name: "Ver todas" }).getAttribute("href")).toBe("/app/vagas?familia=7825");

    const pay = screen.getByRole("region", { name: "Salários" });
    const figures = [...pay.querySelectorAll("dt")].map(
      (dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`,
    );
    expect(figures).toEqual([
      `Mínimo ${formatReais(2800)}`,
      `Mediana ${formatReais(3500)}`,
      `Máximo ${formatReais(5200)}`,
    ]);
    expect(pay.textContent).toContain("com base em 8 vagas");
    expect(within(pay).getByText(transitionMessages.payNote)).toBeTruthy();
    expect(within(pay).queryByText(transitionMessages.notEnoughPay)).toBeNull();

    const asked = within(screen.getByRole("list", { name: "Requisitos das vagas" })).getAllByRole("listitem");
    expect(asked.map((li) => li.textContent)).toEqual([
      "CNH categoria Epedido em 9 vagasVocê tem",
      "Curso MOPPpedido em 6 vagasFalta",
    ]);
    expect(
      within(screen.getByRole("region", { name: "O que as vagas pedem" })).getByText(
        "Com base em 30 vagas publicadas nesta família nos últimos 12 meses.",
      ),
    ).toBeTruthy();
  });

  it("shows the trilhas that teach what is missing, their status and plan, and the certificates that count", async () => {
    open({ body: occupation() });
    const paths = await screen.findByRole("region", { name: "Trilhas para o que falta" });
    const logistics = within(paths).getByRole("article", { name: "Logística e armazenagem" });
    expect(within(logistics).getByRole("link", { name: "Logística e armazenagem" }).getAttribute("href")).toBe(
      "/app/trilhas/logistica",
    );
    expect(logistics.textContent).toContain("Ensina: Curso MOPP");
    expect(within(logistics).getByText("Em andamento")).toBeTruthy();
    expect(within(logistics).getByText("PREMIUM")).toBeTruthy();
    const defensive = within(paths).getByRole("article", { name: "Direção defensiva" });
    expect(within(defensive).getByText("Concluída")).toBeTruthy();
    expect(within(defensive).queryByText("PREMIUM")).toBeNull();
    const certificates = within(paths).getByRole("list", { name: "Seus certificados que contam" });
    expect(certificates.textContent).toContain("Direção defensiva");
    expect(certificates.textContent).toContain("emitido em 10/03/2026");
  });

  it("never shows a figure from fewer than 5 jobs with a salary: 'Sem dados suficientes' and why", async () => {
    open({ body: occupation({ pay: { jobs: 3, min: null, median: null, max: null } }) });
    const pay = await screen.findByRole("region", { name: "Salários" });
    expect(within(pay).getByText(transitionMessages.notEnoughPay)).toBeTruthy();
    expect(
      within(pay).getByText("Há 3 vagas com salário nos últimos 12 meses; mostramos os valores a partir de 5."),
    ).toBeTruthy();
    expect(pay.textContent).not.toContain("R$");
    expect(pay.querySelector("dl")).toBeNull();
  });

  it("says 'mais de 1.000' when the count is capped, and offers an empty state without jobs", async () => {
    open({ body: occupation({ jobs: { count: 1000, capped: true, newest: [job] } }) });
    expect((await screen.findByTestId("occupation-job-count")).textContent).toBe(
      "mais de 1.000 vagas abertas na família 7825",
    );
  });

  it("shows an empty state when the família has no open job, and when the jobs ask nothing we know", async () => {
    open({ body: occupation({ jobs: { count: 0, capped: false, newest: [] }, requirements: [] }) });
    const jobs = await screen.findByRole("region", { name: "Vagas abertas" });
    expect(within(jobs).getByText("Nenhuma vaga aberta nesta família agora")).toBeTruthy();
    expect(within(jobs).queryByRole("link", { name: "Ver todas" })).toBeNull();
    expect(screen.getByText("Ainda não há requisitos para comparar")).toBeTruthy();
  });

  it("'Escolher como objetivo' posts the goal, says so in a toast and then shows 'Seu objetivo'", async () => {
    const success = vi.spyOn(toast, "success");
    let goal = false;
    const { fetchMock } = open((_url, method) => {
      if (method === "POST") {
        goal = true;
        return { body: { code: CODE, title: "Motorista de caminhão", message: transitionMessages.goalChosen } };
      }
      return { body: occupation({ isGoal: goal }) };
    });
    fireEvent.click(await screen.findByRole("button", { name: "Escolher como objetivo" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(transitionMessages.goalChosen));
    expect(sentWrites(fetchMock)).toEqual([{ method: "POST", url: `${URL_OF}/goal`, body: undefined }]);
    expect(await screen.findByText("Seu objetivo")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Escolher como objetivo" })).toBeNull();
  });

  it("says so when the API refuses the goal", async () => {
    const error = vi.spyOn(toast, "error");
    open((_url, method) =>
      method === "POST" ? apiError(500, "INTERNAL", "Erro interno. Tente novamente.") : { body: occupation() },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Escolher como objetivo" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("Erro interno. Tente novamente."));
  });

  it("says 'Ocupação não encontrada' for a code the CBO does not know, with the way back to the plan", async () => {
    open(apiError(404, "NOT_FOUND", transitionMessages.occupationNotFound));
    expect(await screen.findByRole("heading", { name: transitionMessages.occupationNotFound })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Voltar ao meu plano" }).getAttribute("href")).toBe("/app/plano");
    expect(screen.queryByRole("button", { name: "Escolher como objetivo" })).toBeNull();
  });
});
