import type { PublicCompany, PublicCompanyLookup } from "@pm/shared/companies.public";
import { render as draw, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { routes } from "@/app/routes";
import { render } from "@/entry-server";
import { htmlText, publicDataAnswering } from "@/test/public-data";
import { screen, stubFetch } from "@/test/render";

const COMPANY: PublicCompany = {
  slug: "logistica-aguia",
  path: "/empresas/logistica-aguia",
  name: "Logística Águia",
  logoUrl: "/api/files/logo-aguia",
  sector: "Transporte e logística",
  employeesCount: "51-200",
  city: "Resende",
  state: "RJ",
  description: "Transporte de cargas no Vale do Paraíba.\n\nVeteranos na liderança das operações.",
  website: "https://aguia.example.com.br",
  jobs: [
    {
      id: "00000000-0000-4000-8000-000000000001",
      path: "/vagas/coordenador-de-frota-AAAAAAAAAAAAAAAAAAAAAA",
      title: "Coordenador de Frota",
      city: "Resende, RJ",
      regime: "CLT",
      area: "logistica",
      modality: "Presencial",
      salary: null,
      salaryMin: 5000,
      salaryMax: null,
      openings: 1,
      pcd: null,
      createdAt: "2026-11-20T12:00:00.000Z",
      company: { name: "Logística Águia", logoUrl: "/api/files/logo-aguia", state: "RJ" },
    },
  ],
  moreJobs: false,
  offers: [
    {
      id: "00000000-0000-4000-8000-0000000000f1",
      title: "15% em fretes",
      category: "Automotivo",
      discountPercent: 15,
      cashbackPercent: 5,
      online: true,
      endsOn: "2026-12-31",
    },
  ],
};

/** The server's data source, answering the page's lookup with `answer` (or failing with it). */
const source = (answer: (slug: string) => PublicCompanyLookup | Error) => publicDataAnswering("company", answer);

beforeAll(async () => {
  await import("./company-page");
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("/empresas/:slug on the server", () => {
  it("a company: 200, its head with Organization data, what it says about itself, its open jobs and offers", async () => {
    const asked: string[] = [];
    const page = await render(
      "/empresas/logistica-aguia",
      source((slug) => {
        asked.push(slug);
        return { status: "active", company: COMPANY };
      }),
    );
    expect(asked).toEqual(["logistica-aguia"]);
    expect(page.status).toBe(200);
    expect(page.head).toMatchObject({
      title: "Logística Águia | Próxima Missão",
      description: "Transporte de cargas no Vale do Paraíba. Veteranos na liderança das operações.",
      path: "/empresas/logistica-aguia",
    });
    expect(page.head?.noindex).toBeUndefined();
    expect(JSON.parse(page.head?.jsonLd ?? "{}")).toEqual({
      "@context": "https://schema.org/",
      "@type": "Organization",
      name: "Logística Águia",
      url: "%%PM:baseUrl%%/empresas/logistica-aguia",
      logo: "%%PM:baseUrl%%/api/files/logo-aguia",
      sameAs: "https://aguia.example.com.br/",
      description: "Transporte de cargas no Vale do Paraíba.\n\nVeteranos na liderança das operações.",
      address: { "@type": "PostalAddress", addressLocality: "Resende", addressRegion: "RJ", addressCountry: "BR" },
    });
    const text = htmlText(page.html);
    expect(text).toContain("Logística Águia");
    expect(text).toContain("Transporte e logística");
    expect(text).toContain("Resende - RJ");
    expect(text).toContain("51 a 200 funcionários");
    expect(text).toContain("Veteranos na liderança das operações.");
    expect(text).toContain("Coordenador de Frota");
    expect(text).toContain("15% em fretes");
    expect(text).toContain("15% de desconto");
    expect(text).toContain("5% de cashback");
    expect(text).toContain("Válida até 31/12/2026");
    expect(page.html).toMatch(/<a[^>]*href="\/vagas\/coordenador-de-frota-A{22}"[^>]*>Coordenador de Frota<\/a>/);
    // 'Seguir empresa' leads through /auth to the militar's alerts, which follow it: a signed-in
    // militar goes straight on, a visitor signs in or up on the way without losing it.
    expect(page.html).toMatch(
      /<a[^>]*href="\/auth\?continuar=%2Fapp%2Falertas%3Fseguir%3Dlogistica-aguia"[^>]*>.*Seguir empresa<\/a>/,
    );
  });

  it("a company with no description, jobs nor offers: a summary of its own, and a way to other jobs", async () => {
    const bare: PublicCompany = {
      ...COMPANY,
      description: null,
      website: null,
      employeesCount: null,
      logoUrl: null,
      jobs: [],
      offers: [],
    };
    const page = await render(
      "/empresas/logistica-aguia",
      source(() => ({ status: "active", company: bare })),
    );
    expect(page.status).toBe(200);
    expect(page.head?.description).toBe(
      "Logística Águia, Transporte e logística, em Resende/RJ. Vagas abertas para militares e veteranos na Próxima Missão.",
    );
    const ld = JSON.parse(page.head?.jsonLd ?? "{}");
    expect(ld).not.toHaveProperty("logo");
    expect(ld).not.toHaveProperty("sameAs");
    const text = htmlText(page.html);
    expect(text).toContain("Nenhuma vaga aberta no momento.");
    expect(text).not.toContain("Sobre a empresa");
    expect(text).not.toContain("Benefícios para militares");
    expect(page.html).toMatch(/<a[^>]*href="\/vagas"[^>]*>Ver vagas de outras empresas<\/a>/);
  });

  it("no company at the address (unknown, unpaid or suspended alike): 404, never indexed", async () => {
    const page = await render(
      "/empresas/nao-existe",
      source(() => ({ status: "missing" })),
    );
    expect(page.status).toBe(404);
    expect(page.head).toEqual({
      title: "Empresa não encontrada | Próxima Missão",
      description: "O endereço pode estar incompleto, ou esta empresa não está mais na Próxima Missão.",
      noindex: true,
    });
    const text = htmlText(page.html);
    expect(text).toContain("Empresa não encontrada");
    expect(page.html).toMatch(/<a[^>]*href="\/parceiros\/diretorio"[^>]*>Ver empresas parceiras<\/a>/);
  });

  it("a lookup that fails: 503 and a page that says to try again", async () => {
    const page = await render(
      "/empresas/logistica-aguia",
      source(() => new Error("database down")),
    );
    expect(page.status).toBe(503);
    expect(htmlText(page.html)).toContain(
      "Não foi possível carregar a página da empresa. Tente novamente em instantes.",
    );
  });
});

describe("/empresas/:slug in the browser", () => {
  it("after a client-side navigation, reads the company from the API and links its jobs and offers", async () => {
    const fetchMock = stubFetch({ body: COMPANY });
    const router = createMemoryRouter(routes, { initialEntries: ["/empresas/logistica-aguia"] });
    draw(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Logística Águia" })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain("/api/public/companies/logistica-aguia");
    // The title follows the data in an effect, a moment after the heading.
    await waitFor(() => expect(document.title).toBe("Logística Águia | Próxima Missão"));
    const jobs = screen.getByRole("region", { name: "Vagas abertas" });
    expect(within(jobs).getByRole("link", { name: "Coordenador de Frota" }).getAttribute("href")).toBe(
      "/vagas/coordenador-de-frota-AAAAAAAAAAAAAAAAAAAAAA",
    );
    const offers = screen.getByRole("region", { name: "Benefícios para militares" });
    expect(within(offers).getByRole("link", { name: "Ver ofertas de Logística Águia" }).getAttribute("href")).toBe(
      "/app/beneficios?q=Log%C3%ADstica+%C3%81guia&cidade=todas",
    );
    const site = screen.getByRole("link", { name: /Site da empresa/ });
    expect(site.getAttribute("href")).toBe("https://aguia.example.com.br/");
    expect(site.getAttribute("rel")).toContain("noopener");
  });

  it("more open jobs than the page lists: a link to all of them in the public list", async () => {
    stubFetch({ body: { ...COMPANY, moreJobs: true } });
    const router = createMemoryRouter(routes, { initialEntries: ["/empresas/logistica-aguia"] });
    draw(<RouterProvider router={router} />);
    const link = await screen.findByRole("link", { name: "Ver todas as vagas de Logística Águia" });
    expect(link.getAttribute("href")).toBe("/vagas?q=Log%C3%ADstica+%C3%81guia");
  });

  it("a 404 from the API is 'Empresa não encontrada'", async () => {
    stubFetch({ status: 404, body: { error: { code: "NOT_FOUND", message: "Empresa não encontrada" } } });
    const router = createMemoryRouter(routes, { initialEntries: ["/empresas/suspensa"] });
    draw(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Empresa não encontrada" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Empresa não encontrada | Próxima Missão"));
  });
});
