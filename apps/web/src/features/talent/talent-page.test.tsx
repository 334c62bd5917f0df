import { describe, expect, it } from "vitest";
import type { Me } from "@/lib/session";
import { fireEvent, renderPage, screen, stubFetch, waitFor, within } from "@/test/render";
import { TalentPage } from "./talent-page";

const companyMe = (plan: string) =>
  ({
    id: "c1",
    email: "rh@empresa.com.br",
    profile: { role: "empresa", fullName: "Carla" },
    company: { name: "Empresa", plan, paymentStatus: "completed" },
    militaryProfile: null,
  }) as unknown as Me;

const talent = (n: number) => ({
  userId: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  fullName: `Talento ${n}`,
  avatarUrl: null,
  militaryBranch: "exercito",
  rank: "3-sargento",
  yearsOfService: 5,
  specialties: ["Motorista de viatura"],
  city: "Resende",
  state: "RJ",
  availability: "imediata",
  desiredArea: "logistica",
  experienceLevel: "avancado",
  occupations: [{ code: "782510", title: "Motorista de caminhão", confirmed: true }],
});

function stubSearch(results: ReturnType<typeof talent>[], total: number, more = false) {
  return stubFetch((url) =>
    url.startsWith("/api/company/talent/saved-searches")
      ? { body: { searches: [] } }
      : { body: { results, total, more, page: 1, pageSize: 20, level: "avancado" } },
  );
}

const searched = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((u) => u.startsWith("/api/company/talent?") || u === "/api/company/talent");

describe("TalentPage", () => {
  it("shows a basic plan the advanced filters locked, and never sends them", async () => {
    const fetchMock = stubSearch([talent(1)], 1);
    renderPage(<TalentPage />, {
      path: "/empresa/talentos",
      url: "/empresa/talentos?city=Resende&q=motorista&rank=cabo",
      me: companyMe("plus"),
    });
    expect(await screen.findByRole("heading", { name: "Talento 1" })).toBeTruthy();
    expect(screen.getByText("Busca avançada disponível nos planos Pro e Enterprise.")).toBeTruthy();
    // Disabled by their fieldset, as the browser shows them.
    expect(screen.getByRole("textbox", { name: "Especialidade" }).closest("fieldset")?.disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Salvar busca" })).toBeNull();
    // The URL's advanced filters are left out of the request a basic plan makes.
    expect(searched(fetchMock)).toEqual(["/api/company/talent?city=Resende"]);
    expect(screen.getByText("1 talento encontrado")).toBeTruthy();
  });

  it("gives Pro every filter, and pages on while the pages come full past the count's cap", async () => {
    const fetchMock = stubSearch(
      Array.from({ length: 20 }, (_, i) => talent(i + 1)),
      200,
      true,
    );
    renderPage(<TalentPage />, {
      path: "/empresa/talentos",
      url: "/empresa/talentos?q=motorista",
      me: companyMe("pro"),
    });
    expect(await screen.findByText("Mais de 200 talentos encontrados")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Especialidade" }).closest("fieldset")?.disabled).toBe(false);
    expect(screen.getByRole("button", { name: "Salvar busca" })).toBeTruthy();
    expect(screen.getByText("Página 1")).toBeTruthy();
    screen.getByRole("button", { name: /Próxima/ }).click();
    await waitFor(() => expect(searched(fetchMock)).toContain("/api/company/talent?q=motorista&page=2"));
  });

  it("says when nothing matches and offers to clear the filters", async () => {
    stubSearch([], 0);
    renderPage(<TalentPage />, {
      path: "/empresa/talentos",
      url: "/empresa/talentos?city=Manaus",
      me: companyMe("pro"),
    });
    expect(await screen.findByText("Nenhum talento encontrado com esses filtros.")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Limpar filtros" }).length).toBeGreaterThan(0);
  });
});

describe("'Aderência à vaga' on the talent profile", () => {
  const ID = talent(7).userId;
  const JOB = {
    id: "3f1c7a52-0000-4000-8000-000000000002",
    title: "Motorista de carreta",
    city: "Resende",
    active: true,
  };
  const PAUSED = { ...JOB, id: "3f1c7a52-0000-4000-8000-000000000003", title: "Vaga pausada", active: false };

  const profile = (fit: unknown) => ({
    ...talent(7),
    serviceStatus: null,
    om: null,
    incorporationYear: null,
    goals: null,
    biography: null,
    certificates: [],
    contact: null,
    invitations: [],
    fit,
  });
  const GOAL_ONLY = {
    goal: { code: "782510", title: "Motorista de caminhão" },
    jobId: null,
    requirements: [],
    met: 0,
    total: 0,
  };
  const FOR_JOB = {
    ...GOAL_ONLY,
    jobId: JOB.id,
    requirements: [
      { key: "cnh_e", label: "CNH categoria E", have: true },
      { key: "mopp", label: "Curso MOPP", have: false },
    ],
    met: 1,
    total: 2,
  };

  function stubProfile(noGoal = false, jobGone = false) {
    return stubFetch((url) => {
      const { pathname, searchParams } = new URL(url, "http://localhost");
      if (pathname === "/api/company/talent/saved-searches") return { body: { searches: [] } };
      if (pathname === "/api/company/jobs") return { body: { jobs: [JOB, PAUSED] } };
      if (pathname === `/api/company/talent/${ID}`) {
        if (jobGone && searchParams.has("vaga")) {
          return { status: 404, body: { error: { code: "NOT_FOUND", message: "Vaga não encontrada", issues: [] } } };
        }
        const fit = searchParams.get("vaga") === JOB.id ? FOR_JOB : GOAL_ONLY;
        return { body: profile(noGoal ? { ...fit, goal: null } : fit) };
      }
      return { body: { results: [talent(7)], total: 1, more: false, page: 1, pageSize: 20, level: "avancado" } };
    });
  }

  const openProfile = async () => {
    renderPage(<TalentPage />, {
      path: "/empresa/talentos",
      url: `/empresa/talentos?talento=${ID}`,
      me: companyMe("pro"),
    });
    const sheet = await screen.findByRole("dialog", { name: "Talento 7" });
    return within(sheet).getByRole("region", { name: "Aderência à vaga" });
  };

  const profileReads = (fetchMock: ReturnType<typeof stubFetch>) =>
    fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith(`/api/company/talent/${ID}`));

  it("shows the goal alone, then the job's requirements once a job is picked in 'Comparar com a vaga'", async () => {
    const fetchMock = stubProfile();
    const section = await openProfile();
    expect(within(section).getByText("Objetivo: Motorista de caminhão (CBO 782510)")).toBeTruthy();
    expect(within(section).queryByRole("list")).toBeNull();
    expect(profileReads(fetchMock)).toEqual([`/api/company/talent/${ID}`]);

    const select = (await within(section).findByLabelText("Comparar com a vaga")) as HTMLSelectElement;
    // The company's active jobs, as 'Convidar para vaga' lists them.
    expect([...select.options].map((o) => o.textContent)).toEqual([
      "Nenhuma vaga (só o objetivo)",
      "Motorista de carreta · Resende",
    ]);
    expect(select.value).toBe("");
    fireEvent.change(select, { target: { value: JOB.id } });

    expect(await within(section).findByText("Atende 1 de 2 requisitos da vaga")).toBeTruthy();
    expect(profileReads(fetchMock)).toContain(`/api/company/talent/${ID}?vaga=${JOB.id}`);
    const items = within(within(section).getByRole("list", { name: "Requisitos da vaga" })).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["CNH categoria ETem", "Curso MOPPFalta"]);

    // Back to no job: the goal alone again.
    fireEvent.change(select, { target: { value: "" } });
    await waitFor(() => expect(within(section).queryByText("Atende 1 de 2 requisitos da vaga")).toBeNull());
    expect(within(section).getByText("Objetivo: Motorista de caminhão (CBO 782510)")).toBeTruthy();
  });

  it("when the job compared with is gone, offers the profile without comparing", async () => {
    stubProfile(false, true);
    const section = await openProfile();
    fireEvent.change(await within(section).findByLabelText("Comparar com a vaga"), { target: { value: JOB.id } });
    const sheet = screen.getByRole("dialog", { name: "Talento 7" });
    expect(await within(sheet).findByText("Erro ao comparar o perfil com a vaga")).toBeTruthy();
    fireEvent.click(within(sheet).getByRole("button", { name: "Ver o perfil sem comparar" }));
    const again = await within(sheet).findByRole("region", { name: "Aderência à vaga" });
    expect(within(again).getByText("Objetivo: Motorista de caminhão (CBO 782510)")).toBeTruthy();
    expect((within(again).getByLabelText("Comparar com a vaga") as HTMLSelectElement).value).toBe("");
  });

  it("says when he chose no occupation as his goal", async () => {
    stubProfile(true);
    const section = await openProfile();
    expect(within(section).getByText("Ainda não escolheu uma ocupação como objetivo")).toBeTruthy();
  });
});
