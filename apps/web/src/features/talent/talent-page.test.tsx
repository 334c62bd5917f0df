import { describe, expect, it } from "vitest";
import type { Me } from "@/lib/session";
import { renderPage, screen, stubFetch, waitFor } from "@/test/render";
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
