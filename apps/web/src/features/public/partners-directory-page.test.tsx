import { encodeCursor } from "@pm/shared/cursor";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { routes } from "@/app/routes";
import { apiError, fireEvent, screen, stubFetch, waitFor, within } from "@/test/render";

const partner = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  slug: `parceira-${n}`,
  name: `Parceira ${n}`,
  logoUrl: null,
  city: "Natal",
  state: "RN",
  sector: "Saúde",
  activeOffers: 2,
  openJobs: 1,
  ...extra,
});

const NEXT = encodeCursor({ createdAt: "2026-11-01T12:00:00.000000Z", id: "00000000-0000-4000-8000-000000000099" });

/** The whole app's routes, in the browser's way: the page's loader asks the API. */
function open(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const requested = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://site"));

// The routes load their pages lazily: load them once up front, so a cold import does not eat a
// query's wait.
beforeAll(async () => {
  await Promise.all([import("./partners-directory-page"), import("./partners-page")]);
});
afterEach(() => vi.unstubAllGlobals());

describe("/parceiros/diretorio", () => {
  it("lists the partners the address asks for, with their counts, and keeps the search in the form", async () => {
    const fetchMock = stubFetch({
      body: {
        partners: [
          partner(1, { activeOffers: 1 }),
          partner(2, { activeOffers: 0, openJobs: 0, sector: null, logoUrl: "/api/files/x" }),
        ],
        nextCursor: null,
      },
    });
    open("/parceiros/diretorio?cidade=Natal&setor=Sa%C3%BAde");
    const first = (await screen.findByRole("heading", { name: "Parceira 1" })).closest("li") as HTMLElement;
    expect(within(first).getByRole("link", { name: "Parceira 1" }).getAttribute("href")).toBe("/empresas/parceira-1");
    expect(within(first).getByText("Natal - RN")).toBeTruthy();
    expect(within(first).getByText("1 oferta ativa")).toBeTruthy();
    expect(within(first).getByText("1 vaga aberta")).toBeTruthy();
    expect(within(first).getByRole("link", { name: "Ver ofertas de Parceira 1" }).getAttribute("href")).toBe(
      "/app/beneficios?q=Parceira+1&cidade=todas",
    );
    const second = screen.getByRole("heading", { name: "Parceira 2" }).closest("li") as HTMLElement;
    expect(within(second).getByText("0 ofertas ativas")).toBeTruthy();
    expect(within(second).getByText("0 vagas abertas")).toBeTruthy();
    // No offers: its page is its only link.
    expect(
      within(second)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/empresas/parceira-2"]);
    expect(second.querySelector("img")?.getAttribute("src")).toBe("/api/files/x");

    const [url] = requested(fetchMock);
    expect(url?.pathname).toBe("/api/partners");
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({ city: "Natal", sector: "Saúde" });
    expect((screen.getByLabelText("Cidade") as HTMLInputElement).value).toBe("Natal");
    expect((screen.getByLabelText("Setor") as HTMLInputElement).value).toBe("Saúde");
    expect(screen.getByRole("heading", { name: "Resultado da busca" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Limpar filtros" }).getAttribute("href")).toBe("/parceiros/diretorio");
    expect(screen.queryByRole("navigation", { name: "Páginas do diretório" })).toBeNull();
  });

  it("searches with the form and pages with links that keep the filters", async () => {
    const fetchMock = stubFetch((url) => {
      const params = new URL(url, "http://site").searchParams;
      if (params.get("cursor") === NEXT) return { body: { partners: [partner(25)], nextCursor: null } };
      return { body: { partners: [partner(1)], nextCursor: NEXT } };
    });
    const router = open("/parceiros/diretorio");
    expect(await screen.findByRole("heading", { name: "Todas as empresas parceiras" })).toBeTruthy();
    await screen.findByRole("heading", { name: "Parceira 1" });

    fireEvent.change(screen.getByLabelText("Nome da empresa"), { target: { value: "Parceira" } });
    fireEvent.click(screen.getByRole("button", { name: "Buscar" }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=Parceira&cidade=&setor="));
    await screen.findByRole("heading", { name: "Resultado da busca" });
    expect(Object.fromEntries(requested(fetchMock).at(-1)?.searchParams ?? [])).toEqual({ q: "Parceira" });

    const next = await screen.findByRole("link", { name: "Próxima página" });
    expect(next.getAttribute("href")).toBe(`/parceiros/diretorio?q=Parceira&pagina=${NEXT}`);
    fireEvent.click(next);
    await screen.findByRole("heading", { name: "Parceira 25" });
    expect(Object.fromEntries(requested(fetchMock).at(-1)?.searchParams ?? [])).toEqual({
      q: "Parceira",
      cursor: NEXT,
    });
    expect(screen.queryByRole("link", { name: "Próxima página" })).toBeNull();
    expect(screen.getByRole("link", { name: "Primeira página" }).getAttribute("href")).toBe(
      "/parceiros/diretorio?q=Parceira",
    );
  });

  it("says so when no partner matches", async () => {
    stubFetch({ body: { partners: [], nextCursor: null } });
    open("/parceiros/diretorio?q=ninguem");
    expect(await screen.findByText("Nenhuma empresa parceira encontrada")).toBeTruthy();
    expect(screen.getByText("Tente outro nome, outra cidade ou outro setor.")).toBeTruthy();
  });

  it("an address it cannot read shows its message and asks the API nothing", async () => {
    const fetchMock = stubFetch({ body: { partners: [partner(1)], nextCursor: null } });
    open("/parceiros/diretorio?pagina=abc&q=Rede");
    expect(await screen.findByText("Página inválida")).toBeTruthy();
    expect((screen.getByLabelText("Nome da empresa") as HTMLInputElement).value).toBe("Rede");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a failed read offers to try again, which loads the list", async () => {
    let calls = 0;
    stubFetch(() =>
      ++calls === 1 ? apiError(500, "INTERNAL", "Erro") : { body: { partners: [partner(3)], nextCursor: null } },
    );
    open("/parceiros/diretorio");
    expect(
      await screen.findByText("Não foi possível carregar as empresas parceiras. Tente novamente em instantes."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByRole("heading", { name: "Parceira 3" })).toBeTruthy();
  });
});

describe("/parceiros: 'Empresas parceiras'", () => {
  it("shows the six newest partners and the way to the directory", async () => {
    const fetchMock = stubFetch({
      body: { partners: Array.from({ length: 8 }, (_, i) => partner(i + 1)), nextCursor: null },
    });
    open("/parceiros");
    const section = (await screen.findByRole("heading", { name: "Empresas parceiras" })).closest(
      "section",
    ) as HTMLElement;
    await within(section).findByRole("heading", { name: "Parceira 1" });
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Parceira 1", "Parceira 2", "Parceira 3", "Parceira 4", "Parceira 5", "Parceira 6"]);
    expect(within(section).getByRole("link", { name: "Ver todas as empresas parceiras" }).getAttribute("href")).toBe(
      "/parceiros/diretorio",
    );
    expect(Object.fromEntries(requested(fetchMock)[0]?.searchParams ?? [])).toEqual({});
  });

  it("invites the first partner when there is none", async () => {
    stubFetch({ body: { partners: [], nextCursor: null } });
    open("/parceiros");
    expect(await screen.findByText("Nenhuma empresa parceira ainda. A sua pode ser a primeira.")).toBeTruthy();
  });
});
