import { cleanup, fireEvent, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage, screen, stubFetch } from "@/test/render";
import { JobBoardPage } from "./job-board-page";

const company = { id: "empresa-1", name: "Guarda Fluminense", logoUrl: null, city: "Niterói", state: "RJ" };
const vigilante = {
  id: "j-1",
  title: "Vigilante Patrimonial",
  city: "Rio de Janeiro",
  regime: "CLT",
  modality: "Presencial",
  salary: null,
  salaryMin: 3000,
  salaryMax: 3500,
  openings: 3,
  pcd: null,
  closesOn: null,
  description: "Rondas e controle de acesso.",
  requirements: [],
  benefits: [],
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  company,
  bookmarked: false,
  application: null,
};

/** The board at `url`, answering `total`; returns the board requests' query strings. */
function open(url: string, total: { count: number; capped: boolean } | null = { count: 1, capped: false }) {
  const boardCalls: URLSearchParams[] = [];
  stubFetch((requested) => {
    if (requested.includes("/api/military/applications"))
      return { body: { applications: [], activeCount: 0, activeLimit: null, plan: "PREMIUM" } };
    if (requested.includes("/api/military/jobs")) {
      boardCalls.push(new URL(requested, "http://localhost").searchParams);
      return { body: { jobs: total && total.count > 0 ? [vigilante] : [], nextCursor: null, total } };
    }
    return { body: { jobs: [] } };
  });
  const { router } = renderPage(<JobBoardPage />, { path: "/app/vagas", url });
  return { router, boardCalls, search: () => new URLSearchParams(router.state.location.search) };
}

describe("the board's search", () => {
  it("shows the place read from the text as a chip; removing it drops it from the text and the address", async () => {
    const { search } = open("/app/vagas?q=seguranca+patrimonial+rj&regime=CLT");
    const chip = await screen.findByRole("button", { name: "Remover o local RJ da busca" });
    expect(chip.textContent).toBe("RJ");
    fireEvent.click(chip);
    await waitFor(() => expect(search().get("q")).toBe("seguranca patrimonial"));
    expect(search().get("regime")).toBe("CLT");
    expect(screen.queryByTestId("location-chip")).toBeNull();
    expect((screen.getByRole("searchbox", { name: "Buscar vagas" }) as HTMLInputElement).value).toBe(
      "seguranca patrimonial",
    );
  });

  it("names a city with its state, and removes the whole search when the place was all of it", async () => {
    const { search } = open("/app/vagas?q=Campinas+SP");
    const chip = await screen.findByTestId("location-chip");
    expect(chip.textContent).toBe("Campinas - SP");
    fireEvent.click(chip);
    await waitFor(() => expect(search().has("q")).toBe(false));
  });

  it("shows no chip for words that only look like a place", async () => {
    open("/app/vagas?q=auxiliar+de+p%C3%A9");
    await screen.findByText("Vigilante Patrimonial");
    expect(screen.queryByTestId("location-chip")).toBeNull();
  });

  it("keeps salary, period, PcD and sort in the address and sends them to the server", async () => {
    const { search, boardCalls } = open("/app/vagas");
    await screen.findByText("Vigilante Patrimonial");
    fireEvent.change(screen.getByLabelText("Área"), { target: { value: "seguranca" } });
    fireEvent.change(screen.getByLabelText("Salário a partir de"), { target: { value: "3000" } });
    fireEvent.change(screen.getByLabelText("Data de publicação"), { target: { value: "7" } });
    fireEvent.click(screen.getByLabelText("Vaga também para PcD"));
    fireEvent.change(screen.getByLabelText("Ordenar por"), { target: { value: "salario" } });
    await waitFor(() => expect(search().get("sort")).toBe("salario"));
    expect(Object.fromEntries(search())).toEqual({
      area: "seguranca",
      salaryFrom: "3000",
      publishedWithin: "7",
      pcd: "true",
      sort: "salario",
    });
    await waitFor(() => expect(boardCalls.at(-1)?.get("sort")).toBe("salario"));
    const sent = boardCalls.at(-1);
    expect(sent?.get("salaryFrom")).toBe("3000");
    expect(sent?.get("area")).toBe("seguranca");
    expect(sent?.get("publishedWithin")).toBe("7");
    expect(sent?.get("pcd")).toBe("true");

    fireEvent.click(screen.getByLabelText("Vaga também para PcD"));
    await waitFor(() => expect(search().has("pcd")).toBe(false));
    fireEvent.click(screen.getByRole("button", { name: "Limpar filtros" }));
    await waitFor(() => expect(search().toString()).toBe(""));
  });

  it("reads the filters back from the address", async () => {
    open("/app/vagas?q=motorista&area=logistica&salaryFrom=5000&publishedWithin=30&pcd=true&sort=recentes");
    await screen.findByText("Vigilante Patrimonial");
    expect((screen.getByLabelText("Área") as HTMLSelectElement).value).toBe("logistica");
    expect((screen.getByLabelText("Salário a partir de") as HTMLSelectElement).value).toBe("5000");
    expect((screen.getByLabelText("Data de publicação") as HTMLSelectElement).value).toBe("30");
    expect((screen.getByLabelText("Vaga também para PcD") as HTMLInputElement).checked).toBe(true);
    const sort = screen.getByLabelText("Ordenar por") as HTMLSelectElement;
    expect(sort.value).toBe("recentes");
    expect([...sort.options].map((o) => o.textContent)).toEqual(["Mais relevantes", "Mais recentes", "Maior salário"]);
  });

  it("orders by newest by default without words, and never offers relevance then", async () => {
    open("/app/vagas");
    await screen.findByText("Vigilante Patrimonial");
    const sort = screen.getByLabelText("Ordenar por") as HTMLSelectElement;
    expect([...sort.options].map((o) => o.textContent)).toEqual(["Mais recentes", "Maior salário"]);
  });

  it("says how many jobs match, and when the job was published", async () => {
    open("/app/vagas?q=vigilante", { count: 128, capped: false });
    expect((await screen.findByTestId("job-count")).textContent).toBe("128 vagas");
    expect(screen.getByText("Publicada há 3 dias")).toBeTruthy();
    expect(screen.getByText("3 vagas")).toBeTruthy();
  });

  it("says '1 vaga' and '1.000+ vagas'", async () => {
    open("/app/vagas?q=vigilante", { count: 1, capped: false });
    expect((await screen.findByTestId("job-count")).textContent).toBe("1 vaga");
  });

  it("caps a large count", async () => {
    open("/app/vagas?q=vigilante", { count: 1000, capped: true });
    expect((await screen.findByTestId("job-count")).textContent).toBe("1.000+ vagas");
  });

  it("shows the empty state, not a count, when nothing matches", async () => {
    open("/app/vagas?q=submarino", { count: 0, capped: false });
    expect(await screen.findByText("Nenhuma vaga encontrada")).toBeTruthy();
    expect(screen.queryByTestId("job-count")).toBeNull();
  });

  it("offers an alert on the search the address holds, beside the count and in the empty state", async () => {
    open("/app/vagas?q=motorista&regime=CLT&sort=recentes", { count: 12, capped: false });
    await screen.findByTestId("job-count");
    fireEvent.click(screen.getByRole("button", { name: "Criar alerta" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Criar alerta de vagas" });
    expect(within(dialog).getByTestId("alert-summary").textContent).toBe("“motorista” · CLT");
    cleanup();
    open("/app/vagas?q=submarino", { count: 0, capped: false });
    await screen.findByText("Nenhuma vaga encontrada");
    expect(screen.getByRole("button", { name: "Criar alerta" })).toBeTruthy();
  });

  it("offers no alert on the saved jobs, which are no search", async () => {
    open("/app/vagas?saved=true");
    await screen.findByText("Vigilante Patrimonial");
    expect(screen.queryByRole("button", { name: "Criar alerta" })).toBeNull();
  });
});

describe("the board's família filter (an occupation's 'Ver todas')", () => {
  it("sends ?familia= as cboFamily, shows it as a chip, and removing the chip drops it alone", async () => {
    const { search, boardCalls } = open("/app/vagas?familia=7825&regime=CLT");
    const chip = await screen.findByRole("button", { name: "Remover o filtro Família CBO 7825" });
    expect(chip.textContent).toBe("Família CBO 7825");
    await waitFor(() => expect(boardCalls.at(-1)?.get("cboFamily")).toBe("7825"));
    expect(boardCalls.at(-1)?.get("regime")).toBe("CLT");
    expect(boardCalls.at(-1)?.has("familia")).toBe(false);

    fireEvent.click(chip);
    await waitFor(() => expect(search().has("familia")).toBe(false));
    expect(search().get("regime")).toBe("CLT");
    await waitFor(() => expect(boardCalls.at(-1)?.has("cboFamily")).toBe(false));
    expect(screen.queryByTestId("family-chip")).toBeNull();
  });

  it("counts as a filter: 'Limpar filtros' drops it", async () => {
    const { search } = open("/app/vagas?familia=7825");
    await screen.findByTestId("family-chip");
    fireEvent.click(screen.getByRole("button", { name: "Limpar filtros" }));
    await waitFor(() => expect(search().toString()).toBe(""));
    expect(screen.queryByTestId("family-chip")).toBeNull();
  });

  it("ignores a família that is not four digits", async () => {
    const { boardCalls } = open("/app/vagas?familia=78");
    await screen.findByText("Vigilante Patrimonial");
    expect(screen.queryByTestId("family-chip")).toBeNull();
    expect(boardCalls.every((call) => !call.has("cboFamily"))).toBe(true);
  });
});
