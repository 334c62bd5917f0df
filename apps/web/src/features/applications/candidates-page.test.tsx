import { describe, expect, it } from "vitest";
import type { Me } from "@/lib/session";
import { fireEvent, renderPage, screen, stubFetch, waitFor, within } from "@/test/render";
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

const listed = (id: string, name: string, rating: { average: number | null; count: number }) => ({
  id,
  status: "pendente",
  appliedAt: "2026-11-20T12:00:00.000Z",
  job: JOB,
  candidate: { name, email: `${id}@exemplo.com.br` },
  resume: null,
  rating,
});

const LIST = {
  applications: [
    listed("a1", "João da Silva", { average: 4.5, count: 2 }),
    listed("a2", "Pedro Alves", { average: null, count: 0 }),
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
};

function api() {
  return stubFetch((url) => {
    const path = new URL(url, "http://localhost").pathname;
    if (path === "/api/company/jobs") return { body: { jobs: [JOB] } };
    if (path === "/api/company/applications/a9") return { body: DETAILS };
    if (path === "/api/company/applications") return { body: LIST };
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
  renderPage(<CandidatesPage />, { path: "/empresa/candidatos", url, me: ME });

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
