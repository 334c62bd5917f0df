import { encodeBoardCursor } from "@pm/shared/jobs.military";
import { fireEvent, render, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { routes } from "@/app/routes";
import { screen, stubFetch } from "@/test/render";

const card = {
  id: "00000000-0000-4000-8000-000000000001",
  path: "/vagas/vigilante-patrimonial-AAAAAAAAAAAAAAAAAAAAAQ",
  title: "Vigilante Patrimonial",
  city: "Rio de Janeiro",
  regime: "CLT",
  modality: "Presencial",
  salary: null,
  salaryMin: 3000,
  salaryMax: null,
  openings: 2,
  pcd: "tambem",
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  company: { name: "Guarda Fluminense", logoUrl: null, state: "RJ" },
};

const NEXT = encodeBoardCursor({
  sort: "salario",
  key: 3000,
  createdAt: "2026-11-01T12:00:00.000000Z",
  id: "00000000-0000-4000-8000-000000000099",
});

function open(url: string, total = { count: 128, capped: false }) {
  const fetchMock = stubFetch({ body: { jobs: total.count > 0 ? [card] : [], nextCursor: NEXT, total } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { fetchMock, router };
}

beforeAll(async () => {
  await import("./jobs-page");
});
afterEach(() => vi.unstubAllGlobals());

describe("/vagas", () => {
  it("asks for the address's filters, keeps them in the form and in the next page's link", async () => {
    const { fetchMock } = open("/vagas?q=vigilante+rj&area=seguranca&salario=3000&publicadas=7&pcd=true&ordem=salario");
    await screen.findByRole("link", { name: "Vigilante Patrimonial" });
    const sent = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://site").searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      q: "vigilante rj",
      area: "seguranca",
      salaryFrom: "3000",
      publishedWithin: "7",
      pcd: "true",
      sort: "salario",
    });
    expect((screen.getByLabelText("Área") as HTMLSelectElement).value).toBe("seguranca");
    expect((screen.getByLabelText("Salário a partir de") as HTMLSelectElement).value).toBe("3000");
    expect((screen.getByLabelText("Data de publicação") as HTMLSelectElement).value).toBe("7");
    expect((screen.getByLabelText("Ordenar por") as HTMLSelectElement).value).toBe("salario");
    expect((screen.getByLabelText("Vaga também para PcD") as HTMLInputElement).checked).toBe(true);
    const next = screen.getByRole("link", { name: "Próxima página" }).getAttribute("href") ?? "";
    expect(Object.fromEntries(new URL(next, "http://site").searchParams)).toEqual({
      q: "vigilante rj",
      area: "seguranca",
      salario: "3000",
      publicadas: "7",
      pcd: "true",
      ordem: "salario",
      pagina: NEXT,
    });
  });

  it("shows the place of the text as a chip whose link drops it, the count and when each job was published", async () => {
    open("/vagas?q=vigilante+rj&regime=CLT");
    const chip = await screen.findByRole("link", { name: "Remover o local RJ da busca" });
    expect(chip.textContent).toBe("RJ");
    expect(chip.getAttribute("href")).toBe("/vagas?q=vigilante&regime=CLT");
    expect(screen.getByTestId("job-count").textContent).toBe("128 vagas");
    expect(await screen.findByText("há 3 dias")).toBeTruthy();
    expect(screen.getByText("2 vagas")).toBeTruthy();
  });

  it("names a city with its state; a search that was only the place drops to the whole list", async () => {
    open("/vagas?q=campinas", { count: 1, capped: false });
    const chip = await screen.findByRole("link", { name: "Remover o local Campinas - SP da busca" });
    expect(chip.getAttribute("href")).toBe("/vagas");
    expect(screen.getByTestId("job-count").textContent).toBe("1 vaga");
  });

  it("shows the empty state without a count when nothing matches", async () => {
    open("/vagas?q=submarino", { count: 0, capped: false });
    expect(await screen.findByText("Tente outras palavras ou remova alguns filtros.")).toBeTruthy();
    expect(screen.queryByTestId("job-count")).toBeNull();
    expect(screen.queryByTestId("location-chip")).toBeNull();
  });

  it("asks for an occupation's família (?familia=), keeps it in the form and drops it with its chip", async () => {
    const { fetchMock } = open("/vagas?familia=7825&regime=CLT");
    const chip = await screen.findByRole("link", { name: "Remover o filtro Família CBO 7825" });
    expect(chip.textContent).toBe("Família CBO 7825");
    expect(chip.getAttribute("href")).toBe("/vagas?regime=CLT");
    const sent = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://site").searchParams;
    expect(Object.fromEntries(sent)).toEqual({ regime: "CLT", cboFamily: "7825" });
    const kept = document.querySelector<HTMLInputElement>('form input[type="hidden"][name="familia"]');
    expect(kept?.value).toBe("7825");
  });

  it("offers a visitor an alert on the search the address holds, by e-mail", async () => {
    open("/vagas?q=logistica&cidade=Campinas&regime=CLT&ordem=recentes");
    await screen.findByRole("link", { name: "Vigilante Patrimonial" });
    fireEvent.click(screen.getByRole("button", { name: "Criar alerta" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Criar alerta de vagas" });
    expect(within(dialog).getByTestId("alert-summary").textContent).toBe("“logistica” · Campinas · CLT");
    expect(within(dialog).getByLabelText("E-mail")).toBeTruthy();
  });
});
