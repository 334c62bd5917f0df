import { describe, expect, it } from "vitest";
import { ToasterHost } from "@/app/toaster-host";
import type { Me } from "@/lib/session";
import { fireEvent, renderPage, screen, sentWrites, stubFetch, waitFor, within } from "@/test/render";
import { CandidatesPage } from "./candidates-page";

const ME = {
  id: "u1",
  email: "carla@logisticaforte.com.br",
  profile: { role: "empresa", fullName: "Carla Mendes" },
  company: { name: "Logística Forte", plan: "plus", paymentStatus: "completed" },
  companyRole: "recrutador",
  militaryProfile: null,
} as unknown as Me;

const JOB = { id: "3f1c7a52-0000-4000-8000-000000000001", title: "Coordenador de Logística" };

const listed = (
  id: string,
  name: string,
  rating: { average: number | null; count: number },
  meetsRequirements = true,
) => ({
  id,
  status: "pendente",
  appliedAt: "2026-11-20T12:00:00.000Z",
  job: JOB,
  candidate: { name, email: `${id}@exemplo.com.br` },
  resume: null,
  rating,
  meetsRequirements,
  screeningAnswers: [],
});

const LIST = {
  applications: [
    listed("a1", "João da Silva", { average: 4.5, count: 2 }),
    listed("a2", "Pedro Alves", { average: null, count: 0 }, false),
  ],
  nextCursor: null,
  counts: { pendente: 2, em_analise: 0, aprovado: 0, rejeitado: 0 },
  total: 2,
};

/** An application the loaded page does not show, as GET /api/company/applications/:id answers it. */
const DETAILS = {
  id: "a9",
  status: "em_analise",
  appliedAt: "2026-10-02T12:00:00.000Z",
  updatedAt: "2026-10-03T12:00:00.000Z",
  job: { id: "j9", title: "Motorista de Frota", city: "Campinas, SP", regime: "CLT", active: true },
  resume: null,
  candidate: {
    id: "m9",
    name: "Maria Souza",
    email: "maria@exemplo.com.br",
    phone: null,
    city: "Campinas",
    state: "SP",
    birthDate: null,
    militaryBranch: null,
    rank: null,
    serviceStatus: null,
    om: null,
    incorporationYear: null,
    yearsOfService: null,
    specialties: [],
    desiredArea: null,
    experienceLevel: null,
    goals: null,
    availability: null,
    biography: null,
    avatarUrl: null,
    certificates: [],
  },
  meetsRequirements: false,
  // The questions as they were asked when Maria applied.
  screeningAnswers: [
    {
      question: { id: "q1", type: "sim_nao", text: "Você possui CNH categoria D?", eliminatory: true, accepted: true },
      value: false,
      meets: false,
    },
    {
      question: {
        id: "q2",
        type: "numero",
        text: "Quantos quilômetros você já dirigiu com carga?",
        eliminatory: true,
        minimum: 1000,
      },
      value: 12500,
      meets: true,
    },
    {
      question: {
        id: "q3",
        type: "multipla_escolha",
        text: "Qual turno você prefere?",
        eliminatory: false,
        options: ["Manhã", "Tarde", "Noite"],
        accepted: [],
      },
      value: "Noite",
      meets: null,
    },
    {
      question: { id: "q4", type: "texto_curto", text: "Por que quer trabalhar conosco?", eliminatory: false },
      value: "Quero seguir servindo com disciplina.",
      meets: null,
    },
  ],
};

/** An application to a job that asked nothing: no answers, nothing to meet. */
const PLAIN_DETAILS = {
  ...DETAILS,
  id: "a8",
  candidate: { ...DETAILS.candidate, name: "Ana Lima" },
  meetsRequirements: true,
  screeningAnswers: [],
};

/** An application with its fit ('Aderência à vaga'): the goal he chose and the job's requirements. */
const FIT_DETAILS = {
  ...PLAIN_DETAILS,
  id: "a7",
  candidate: { ...DETAILS.candidate, name: "Rui Costa" },
  fit: {
    goal: { code: "782510", title: "Motorista de caminhão" },
    jobId: "j9",
    requirements: [
      { key: "cnh_d", label: "CNH categoria D", have: true },
      { key: "nr_11", label: "NR-11 (operação de empilhadeira)", have: false },
    ],
    met: 1,
    total: 2,
  },
};

/** No goal chosen, and a job whose requirements name nothing we compare. */
const BARE_FIT_DETAILS = {
  ...FIT_DETAILS,
  id: "a6",
  candidate: { ...DETAILS.candidate, name: "Davi Rocha" },
  fit: { goal: null, jobId: "j9", requirements: [], met: 0, total: 0 },
};

const REJECTED = {
  updated: 2,
  message: "2 candidaturas que não atendem aos requisitos foram movidas para Não selecionado",
};

/** The API; `unmet` are the counts by status GET /api/company/applications gives for 'Não atende'. */
function api({ unmet = LIST.counts }: { unmet?: Record<string, number> } = {}) {
  return stubFetch((url, method) => {
    const { pathname: path, searchParams } = new URL(url, "http://localhost");
    if (method === "POST" && path === "/api/company/applications/reject-unmet") return { body: REJECTED };
    if (path === "/api/company/jobs") return { body: { jobs: [JOB] } };
    if (path === "/api/company/applications/a9") return { body: DETAILS };
    if (path === "/api/company/applications/a8") return { body: PLAIN_DETAILS };
    if (path === "/api/company/applications/a7") return { body: FIT_DETAILS };
    if (path === "/api/company/applications/a6") return { body: BARE_FIT_DETAILS };
    if (path === "/api/company/applications") {
      if (searchParams.get("requirements") === "nao_atende") {
        const total = Object.values(unmet).reduce((a, b) => a + b, 0);
        return { body: { ...LIST, applications: total ? [LIST.applications[1]] : [], counts: unmet, total } };
      }
      return { body: LIST };
    }
    return { status: 404, body: {} };
  });
}

/** The list's reads of GET /api/company/applications, as their query strings. */
function listQueries(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((u) => u.pathname === "/api/company/applications")
    .map((u) => Object.fromEntries(u.searchParams));
}

const open = (url = "/empresa/candidatos") =>
  renderPage(
    <>
      <CandidatesPage />
      <ToasterHost />
    </>,
    { path: "/empresa/candidatos", url, me: ME },
  );

const ZERO = { pendente: 0, em_analise: 0, aprovado: 0, rejeitado: 0 };

describe("the candidates page", () => {
  it("opens the sheet of the application in the address, fetched by id, and closing drops it", async () => {
    const fetchMock = api();
    const { router } = open("/empresa/candidatos?candidatura=a9&status=em_analise");
    const sheet = await screen.findByRole("dialog", { name: "Maria Souza" });
    expect(within(sheet).getByText("Candidatura para Motorista de Frota")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === "/api/company/applications/a9")).toBe(true);
    fireEvent.click(within(sheet).getByRole("button", { name: "Fechar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.search).toBe("?status=em_analise");
  });

  it("puts the opened row's application in the address", async () => {
    api();
    const { router } = open();
    const rows = await screen.findAllByTestId("application-row");
    fireEvent.click(within(rows[0] as HTMLElement).getByRole("button", { name: "Ver perfil de João da Silva" }));
    expect(await screen.findByRole("dialog", { name: "João da Silva" })).toBeTruthy();
    expect(router.state.location.search).toBe("?candidatura=a1");
  });

  it("shows each row's team rating, nothing when unrated", async () => {
    api();
    open();
    const [rated, unrated] = (await screen.findAllByTestId("application-row")) as [HTMLElement, HTMLElement];
    expect(within(rated).getByTestId("rating-badge").textContent).toBe("Avaliação da equipe: ★4,5 (2)");
    expect(within(unrated).queryByTestId("rating-badge")).toBeNull();
  });

  it("sorts by the best rated and keeps 'Minhas vagas' in the address, asking the API for both", async () => {
    const fetchMock = api();
    const { router } = open();
    await screen.findAllByTestId("application-row");
    const sort = screen.getByLabelText("Ordenar por") as HTMLSelectElement;
    expect([...sort.options].map((o) => o.textContent)).toContain("Melhor avaliados");
    fireEvent.change(sort, { target: { value: "avaliacao" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Minhas vagas" }));
    await waitFor(() => expect(listQueries(fetchMock)).toContainEqual({ sort: "avaliacao", mine: "true" }));
    expect(new URLSearchParams(router.state.location.search).get("minhas")).toBe("1");
    expect(new URLSearchParams(router.state.location.search).get("ordem")).toBe("avaliacao");
  });
});

describe("the answers to 'Perguntas de triagem'", () => {
  it("shows each question as asked with the answer, the eliminatory ones that failed and passed", async () => {
    api();
    open("/empresa/candidatos?candidatura=a9");
    const sheet = await screen.findByRole("dialog", { name: "Maria Souza" });
    expect(within(sheet).getByText("Não atende aos requisitos")).toBeTruthy();
    const section = within(sheet).getByRole("region", { name: "Perguntas de triagem" });
    expect(within(section).getByText("1 resposta não atende a uma pergunta eliminatória.")).toBeTruthy();
    const items = within(section).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "Você possui CNH categoria D?Não atendeResposta: NãoPergunta eliminatória · Resposta aceita: Sim · a resposta não atende a este requisito",
      "Quantos quilômetros você já dirigiu com carga?AtendeResposta: 12.500Pergunta eliminatória · Mínimo aceito: 1.000",
      "Qual turno você prefere?Resposta: Noite",
      "Por que quer trabalhar conosco?Resposta: Quero seguir servindo com disciplina.",
    ]);
  });

  it("has no screening section nor unmet badge for an application without answers", async () => {
    api();
    open("/empresa/candidatos?candidatura=a8");
    const sheet = await screen.findByRole("dialog", { name: "Ana Lima" });
    expect(within(sheet).getByText("Candidatura para Motorista de Frota")).toBeTruthy();
    expect(within(sheet).queryByText("Perguntas de triagem")).toBeNull();
    expect(within(sheet).queryByText("Não atende aos requisitos")).toBeNull();
  });

  it("marks the rows and the board cards that do not meet the requirements", async () => {
    api();
    open();
    const [meets, fails] = (await screen.findAllByTestId("application-row")) as [HTMLElement, HTMLElement];
    expect(within(fails).getByText("Não atende").textContent).toBe("Não atende aos requisitos");
    expect(within(meets).queryByText("Não atende")).toBeNull();
    const cards = screen.getAllByTestId("application-card") as [HTMLElement, HTMLElement];
    expect(cards.map((c) => within(c).queryByText("Não atende") !== null)).toEqual([false, true]);
  });

  it("marks the board's cards too", async () => {
    api({ unmet: ZERO });
    open(`/empresa/candidatos?vaga=${JOB.id}&visao=quadro`);
    const cards = await screen.findAllByTestId("board-card");
    // The stub answers the same two applications in every column: Pedro's answers fail, João's pass.
    const marks = cards.map((c) => [
      within(c).getByText(/João da Silva|Pedro Alves/).textContent,
      within(c).queryByText("Não atende")?.textContent ?? null,
    ]);
    expect(new Set(marks.map((m) => JSON.stringify(m)))).toEqual(
      new Set([JSON.stringify(["João da Silva", null]), JSON.stringify(["Pedro Alves", "Não atende aos requisitos"])]),
    );
  });

  it("filters by the requirements, kept in the address and sent to the API", async () => {
    const fetchMock = api();
    const { router } = open("/empresa/candidatos?status=pendente");
    await screen.findAllByTestId("application-row");
    const filter = screen.getByLabelText("Requisitos") as HTMLSelectElement;
    expect([...filter.options].map((o) => o.textContent)).toEqual(["Todos", "Atende aos requisitos", "Não atende"]);
    fireEvent.change(filter, { target: { value: "nao_atende" } });
    await waitFor(() =>
      expect(listQueries(fetchMock)).toContainEqual({
        sort: "recentes",
        status: "pendente",
        requirements: "nao_atende",
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get("requisitos")).toBe("nao_atende");
    fireEvent.change(filter, { target: { value: "" } });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has("requisitos")).toBe(false));
  });

  it("reads the requirements filter from the address", async () => {
    const fetchMock = api();
    open("/empresa/candidatos?requisitos=atende");
    await screen.findAllByTestId("application-row");
    expect((screen.getByLabelText("Requisitos") as HTMLSelectElement).value).toBe("atende");
    expect(listQueries(fetchMock)).toContainEqual({ sort: "recentes", requirements: "atende" });
    expect(screen.queryByRole("button", { name: "Mover não atendentes para Não selecionado" })).toBeNull();
  });
});

describe("'Mover não atendentes para Não selecionado'", () => {
  const BUTTON = "Mover não atendentes para Não selecionado";

  it("asks first, sends nothing on 'Cancelar', then moves the job's unmet applications and says so", async () => {
    const fetchMock = api();
    open(`/empresa/candidatos?vaga=${JOB.id}&requisitos=nao_atende`);
    fireEvent.click(await screen.findByRole("button", { name: BUTTON }));
    const dialog = await screen.findByRole("alertdialog", { name: "Mover não atendentes para Não selecionado?" });
    expect(dialog.textContent).toContain(
      "As candidaturas ativas (Pendente ou Em Análise) da vaga “Coordenador de Logística” que não atendem a alguma pergunta eliminatória serão movidas para Não selecionado (status Rejeitado), e os candidatos serão avisados. Hoje são 2 candidaturas.",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(sentWrites(fetchMock)).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: BUTTON }));
    const again = await screen.findByRole("alertdialog");
    expect(sentWrites(fetchMock)).toEqual([]);
    const readsBefore = listQueries(fetchMock).length;
    fireEvent.click(within(again).getByRole("button", { name: "Mover para Não selecionado" }));
    expect(await screen.findByText(REJECTED.message)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: "/api/company/applications/reject-unmet", body: { job: JOB.id } },
    ]);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    // The list is read again.
    await waitFor(() => expect(listQueries(fetchMock).length).toBeGreaterThan(readsBefore));
  });

  it("without a job, moves those of all the company's jobs", async () => {
    const fetchMock = api();
    open("/empresa/candidatos?requisitos=nao_atende");
    fireEvent.click(await screen.findByRole("button", { name: BUTTON }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("de todas as vagas da empresa");
    fireEvent.click(within(dialog).getByRole("button", { name: "Mover para Não selecionado" }));
    expect(await screen.findByText(REJECTED.message)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: "/api/company/applications/reject-unmet", body: {} },
    ]);
  });

  it("is offered for a job only when it has active applications that do not meet the requirements", async () => {
    api({ unmet: { ...ZERO, em_analise: 1 } });
    const { unmount } = open(`/empresa/candidatos?vaga=${JOB.id}`);
    expect(
      (await screen.findByRole("region", { name: "Candidaturas que não atendem aos requisitos" })).textContent,
    ).toContain("1 candidatura ativa não atende às perguntas eliminatórias da vaga “Coordenador de Logística”.");
    unmount();

    api({ unmet: { ...ZERO, rejeitado: 3 } });
    open(`/empresa/candidatos?vaga=${JOB.id}`);
    await screen.findAllByTestId("application-row");
    expect(screen.queryByRole("button", { name: BUTTON })).toBeNull();
  });

  it("with 'Não atende' and none active, says there is nothing to move", async () => {
    const fetchMock = api({ unmet: { ...ZERO, rejeitado: 1 } });
    open("/empresa/candidatos?requisitos=nao_atende");
    expect(await screen.findByText("Nenhuma candidatura ativa deixa de atender aos requisitos.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: BUTTON })).toBeNull();
    expect(sentWrites(fetchMock)).toEqual([]);
  });
});

describe("'Aderência à vaga' on the candidate sheet", () => {
  it("shows the goal he chose and each requirement of the job he has or lacks, with the count", async () => {
    api();
    open("/empresa/candidatos?candidatura=a7");
    const sheet = await screen.findByRole("dialog", { name: "Rui Costa" });
    const section = within(sheet).getByRole("region", { name: "Aderência à vaga" });
    expect(within(section).getByText("Objetivo: Motorista de caminhão (CBO 782510)")).toBeTruthy();
    expect(within(section).getByText("Atende 1 de 2 requisitos da vaga")).toBeTruthy();
    const items = within(within(section).getByRole("list", { name: "Requisitos da vaga" })).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["CNH categoria DTem", "NR-11 (operação de empilhadeira)Falta"]);
    expect(within(items[1] as HTMLElement).getByText("Falta").className).toContain("bg-warning");
  });

  it("says when he chose no goal and when the job has nothing to compare", async () => {
    api();
    open("/empresa/candidatos?candidatura=a6");
    const sheet = await screen.findByRole("dialog", { name: "Davi Rocha" });
    const section = within(sheet).getByRole("region", { name: "Aderência à vaga" });
    expect(within(section).getByText("Ainda não escolheu uma ocupação como objetivo")).toBeTruthy();
    expect(within(section).getByText("A vaga não tem requisitos que possamos comparar")).toBeTruthy();
    expect(within(section).queryByText(/Atende \d/)).toBeNull();
    expect(within(section).queryByRole("list")).toBeNull();
  });
});
