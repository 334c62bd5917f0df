import { fireEvent, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage, screen, sentWrites, stubFetch, waitFor } from "@/test/render";
import { MyApplicationsPage } from "./my-applications-page";

const application = (id: string, title: string, status: string, history: [string | null, string | null][]) => ({
  id,
  status,
  appliedAt: "2026-11-02T12:00:00.000Z",
  updatedAt: "2026-11-03T12:00:00.000Z",
  job: {
    id: `job-${id}`,
    title,
    city: "Campinas",
    regime: "CLT",
    modality: null,
    salary: null,
    active: id !== "c",
  },
  company: { id: "empresa-1", name: "Logística Forte", logoUrl: null },
  history: history.map(([from, to], i) => ({ from, to, at: `2026-11-0${2 + i}T12:00:00.000Z` })),
});

const mine = {
  applications: [
    application("a", "Coordenador de Logística", "em_analise", [
      [null, "pendente"],
      ["pendente", "em_analise"],
    ]),
    application("b", "Vigilante", "pendente", [[null, "pendente"]]),
    application("c", "Motorista", "rejeitado", [
      [null, "pendente"],
      ["pendente", "rejeitado"],
    ]),
  ],
  activeCount: 2,
  activeLimit: 2,
  plan: "FREE",
};

const render = (url = "/app/candidaturas", reply: Parameters<typeof stubFetch>[0] = () => ({ body: mine })) => {
  const fetchMock = stubFetch(reply);
  renderPage(<MyApplicationsPage />, { path: "/app/candidaturas", url });
  return fetchMock;
};

const card = async (title: string) => {
  const heading = await screen.findByRole("heading", { name: title });
  const article = heading.closest("[aria-labelledby]");
  if (!(article instanceof HTMLElement)) throw new Error(`no card for ${title}`);
  return within(article);
};

describe("MyApplicationsPage", () => {
  it("lists every application with its status and history, 'Desistir' only on active ones", async () => {
    render();
    const coord = await card("Coordenador de Logística");
    expect(coord.getByTestId("application-status").textContent).toBe("Em análise");
    expect(coord.getAllByRole("listitem").map((li) => li.textContent?.split(" em ")[0])).toEqual([
      "Candidatura enviada",
      "Em análise",
    ]);
    expect(coord.getByRole("button", { name: "Desistir da candidatura para Coordenador de Logística" })).toBeTruthy();
    expect(coord.getByRole("link", { name: "Ver vaga Coordenador de Logística" }).getAttribute("href")).toBe(
      "/app/vagas?vaga=job-a",
    );

    const driver = await card("Motorista");
    expect(driver.getByTestId("application-status").textContent).toBe("Não selecionado");
    expect(driver.queryByRole("button", { name: /Desistir/ })).toBeNull();
    expect(driver.getByText("Vaga encerrada")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("3 candidaturas");
  });

  it("filters by status from the URL and says so when none matches", async () => {
    render("/app/candidaturas?status=rejeitado");
    expect(await screen.findByRole("heading", { name: "Motorista" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Vigilante" })).toBeNull();
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "aprovado" } });
    expect(await screen.findByText("Nenhuma candidatura com este status")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Ver todas" }));
    expect(await screen.findByRole("heading", { name: "Vigilante" })).toBeTruthy();
  });

  it("withdraws after confirmation, with the DELETE of that application", async () => {
    const fetchMock = render("/app/candidaturas", (_url, method) =>
      method === "DELETE" ? { status: 204, body: {} } : { body: mine },
    );
    const vigilante = await card("Vigilante");
    fireEvent.click(vigilante.getByRole("button", { name: /Desistir/ }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/Vigilante na Logística Forte/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Desistir" }));
    await waitFor(() => expect(sentWrites(fetchMock)).toEqual([expect.objectContaining({ method: "DELETE" })]));
    expect(sentWrites(fetchMock)[0]?.url).toContain("/api/military/applications/b");
  });

  it("shows the empty state with the way to the board", async () => {
    render("/app/candidaturas", () => ({ body: { ...mine, applications: [] } }));
    expect(await screen.findByText("Você ainda não se candidatou a nenhuma vaga")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ver vagas" }).getAttribute("href")).toBe("/app/vagas");
  });

  it("says 'Erro ao carregar candidaturas' when the list cannot be read", async () => {
    render("/app/candidaturas", () => ({ status: 500, body: { error: { code: "INTERNAL", message: "x" } } }));
    expect(await screen.findByText("Erro ao carregar candidaturas")).toBeTruthy();
  });

  it("draws on each card what the area gives for the application (its interview)", async () => {
    stubFetch(() => ({ body: mine }));
    const Interview = ({ applicationId }: { applicationId: string }) => (
      <p>Entrevista da candidatura {applicationId}</p>
    );
    renderPage(<MyApplicationsPage interview={Interview} />, { path: "/app/candidaturas" });
    expect((await card("Coordenador de Logística")).getByText("Entrevista da candidatura a")).toBeTruthy();
    expect((await card("Motorista")).getByText("Entrevista da candidatura c")).toBeTruthy();
  });
});
