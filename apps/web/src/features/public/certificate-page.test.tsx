import type { CertificateLookup } from "@pm/shared/learning";
import { act, render as draw } from "@testing-library/react";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createMemoryRouter, type HydrationState, matchRoutes, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { routes } from "@/app/routes";
import { render } from "@/entry-server";
import { htmlText, publicDataAnswering } from "@/test/public-data";
import { screen, stubFetch } from "@/test/render";

const CERTIFICATE = {
  fullName: "Cabo Renata Lima",
  pathTitle: "Primeiros passos na transição",
  hours: 6,
  issuedAt: "2026-11-20T15:00:00.000Z",
};

/** The server's data source, answering the page's lookup with `answer` (or failing with it). */
const source = (answer: (code: string) => CertificateLookup | Error) => publicDataAnswering("certificate", answer);

const valid = (code: string): CertificateLookup => ({
  status: "valid",
  code: code.toUpperCase(),
  certificate: CERTIFICATE,
});
const missing = (code: string): CertificateLookup => ({ status: "missing", code: code.toUpperCase() });

beforeAll(async () => {
  await import("./certificate-page");
});
afterEach(() => vi.restoreAllMocks());

describe("/certificados/:code on the server", () => {
  it("a valid certificate: 200, the holder, the path, its hours, the date and the statement, never indexed", async () => {
    const page = await render("/certificados/abcdefghjk", source(valid));
    expect(page.status).toBe(200);
    expect(page.head).toEqual({
      title: "Certificado válido: Primeiros passos na transição | Próxima Missão",
      description:
        "Cabo Renata Lima concluiu a trilha Primeiros passos na transição (6 horas) na Próxima Missão em 20 de novembro de 2026.",
      path: "/certificados/ABCDEFGHJK",
      noindex: true,
    });
    const text = htmlText(page.html);
    expect(text).toContain("Certificado válido");
    expect(text).toContain(
      "A Próxima Missão confirma que Cabo Renata Lima concluiu a trilha Primeiros passos na transição.",
    );
    expect(text).toContain("TitularCabo Renata Lima");
    expect(text).toContain("TrilhaPrimeiros passos na transição");
    expect(text).toContain("Carga horária6 horas");
    expect(text).toContain("Concluída em20 de novembro de 2026");
    expect(text).toContain("CódigoABCDEFGHJK");
  });

  it("an unknown code: 404, 'Certificado não encontrado' with a link home, never indexed", async () => {
    const page = await render("/certificados/ZZZZZZZZZZ", source(missing));
    expect(page.status).toBe(404);
    expect(page.head).toMatchObject({
      title: "Certificado não encontrado | Próxima Missão",
      description: "Confira o código. Um certificado cujo titular excluiu a conta deixa de ser válido.",
      noindex: true,
    });
    const text = htmlText(page.html);
    expect(text).toContain("Certificado não encontrado");
    expect(text).toContain("Código informado: ZZZZZZZZZZ");
    expect(text).not.toContain("Certificado válido");
    expect(page.html).toMatch(/<a[^>]*href="\/"[^>]*>Voltar para a página inicial<\/a>/);
  });

  it("a lookup that fails: 503, a page that says to try again, never indexed", async () => {
    const page = await render(
      "/certificados/ABCDEFGHJK",
      source(() => new Error("database down")),
    );
    expect(page.status).toBe(503);
    expect(page.head).toMatchObject({ noindex: true });
    expect(htmlText(page.html)).toContain("Não foi possível verificar agora");
  });
});

describe("/certificados/:code in the browser", () => {
  it("hydrates the server's page without asking the API again", async () => {
    const url = "/certificados/ABCDEFGHJK";
    const page = await render(url, source(valid));
    const fetchMock = stubFetch({ status: 500 });
    const errors = vi.spyOn(console, "error");

    const container = document.createElement("div");
    container.innerHTML = page.html;
    document.body.append(container);
    // The router's data, as the page's inline script leaves it on window.
    const script = container.querySelector("script")?.textContent ?? "";
    new Function(script)();
    const hydrationData = (window as { __staticRouterHydrationData?: HydrationState }).__staticRouterHydrationData;
    // As main.tsx does: the route's lazy module first, so the first render matches the server's.
    for (const match of matchRoutes(routes, url) ?? []) {
      const lazy = match.route.lazy as (() => Promise<Record<string, unknown>>) | undefined;
      if (typeof lazy === "function") Object.assign(match.route, { ...(await lazy()), lazy: undefined });
    }
    const router = createMemoryRouter(routes, { initialEntries: [url], hydrationData });
    await act(async () => {
      hydrateRoot(
        container,
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      );
    });
    expect(container.querySelector("h1")?.textContent).toBe("Certificado válido");
    expect(container.textContent).toContain("Cabo Renata Lima");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it("after a client-side navigation, reads the certificate from the API: a 404 is 'Certificado não encontrado'", async () => {
    const fetchMock = stubFetch({
      status: 404,
      body: { error: { code: "NOT_FOUND", message: "Certificado não encontrado." } },
    });
    const router = createMemoryRouter(routes, { initialEntries: ["/certificados/zzzzzzzzzz"] });
    draw(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: "Certificado não encontrado" })).toBeTruthy();
    expect(screen.getByText("ZZZZZZZZZZ")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Voltar para a página inicial" }).getAttribute("href")).toBe("/");
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain("/api/certificates/ZZZZZZZZZZ");
  });

  it("after a client-side navigation, shows a valid certificate the API confirms", async () => {
    stubFetch({ body: CERTIFICATE });
    const router = createMemoryRouter(routes, { initialEntries: ["/certificados/ABCDEFGHJK"] });
    draw(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: "Certificado válido" })).toBeTruthy();
    expect(screen.getAllByText("Cabo Renata Lima").length).toBeGreaterThan(0);
    expect(screen.getByText("20 de novembro de 2026")).toBeTruthy();
  });
});
