import { alertMessages } from "@pm/shared/alerts";
import { describe, expect, it } from "vitest";
import { ToasterHost } from "@/app/toaster-host";
import {
  apiError,
  fireEvent,
  form,
  type Reply,
  renderPage,
  screen,
  sentWrites,
  stubFetch,
  waitFor,
  within,
} from "@/test/render";
import { AlertsPage } from "./alerts-page";

const DAY = 24 * 60 * 60 * 1000;

const SEARCH_ALERT = {
  id: "a1",
  name: "Motorista SP",
  frequency: "imediato",
  active: true,
  pausedReason: null,
  search: { q: "motorista", state: "SP" },
  company: null,
  lastSentAt: new Date(Date.now() - 3 * DAY).toISOString(),
  jobsSent: 3,
  createdAt: "2026-11-01T12:00:00.000Z",
};

const FOLLOWED = {
  id: "a2",
  name: "Vagas de Logística Águia",
  frequency: "diario",
  active: false,
  pausedReason: "descadastro",
  search: {},
  company: { name: "Logística Águia", slug: "logistica-aguia" },
  lastSentAt: null,
  jobsSent: 1,
  createdAt: "2026-11-02T12:00:00.000Z",
};

/** The alerts API: the list for reads, `write` for every change. */
function api(alerts: unknown[], write: Reply | ((url: string, method: string) => Reply) = { status: 200, body: {} }) {
  return stubFetch((url, method) => {
    if (method === "GET") return { body: { alerts } };
    return typeof write === "function" ? write(url, method) : write;
  });
}

function open(url = "/app/alertas") {
  return renderPage(
    <>
      <AlertsPage />
      <ToasterHost />
    </>,
    { path: "/app/alertas", url },
  );
}

const reads = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") === "GET").length;

const card = async (name: string) => (await screen.findByRole("listitem", { name })) as HTMLElement;

describe("AlertsPage", () => {
  it("lists each alert: its search, frequency, status, last sending, jobs sent, and its jobs on the board", async () => {
    api([SEARCH_ALERT, FOLLOWED]);
    open();
    expect(screen.getByRole("heading", { level: 1, name: "Alertas de vagas" })).toBeTruthy();

    const search = await card("Motorista SP");
    expect(within(search).getByText("“motorista” · SP")).toBeTruthy();
    expect(within(search).getByText("Imediato")).toBeTruthy();
    expect(within(search).getByText("Ativo")).toBeTruthy();
    expect(within(search).getByText(/Último envio/).textContent).toBe("Último envio há 3 dias");
    expect(within(search).getByText("3 vagas enviadas")).toBeTruthy();
    expect(within(search).getByRole("link", { name: "Ver vagas do alerta Motorista SP" }).getAttribute("href")).toBe(
      "/app/vagas?q=motorista&state=SP",
    );
    expect((within(search).getByRole("switch") as HTMLButtonElement).getAttribute("aria-checked")).toBe("true");

    const followed = await card("Vagas de Logística Águia");
    expect(within(followed).getByText("Vagas de Logística Águia", { selector: "p" })).toBeTruthy();
    expect(within(followed).getByText("Diário")).toBeTruthy();
    expect(within(followed).getByText("Pausado pelo link do e-mail")).toBeTruthy();
    expect(within(followed).getByText("Nenhum envio ainda")).toBeTruthy();
    expect(within(followed).getByText("1 vaga enviada")).toBeTruthy();
    // A company has no filters of its own: the board finds its jobs by its name.
    expect(
      within(followed).getByRole("link", { name: "Ver vagas do alerta Vagas de Logística Águia" }).getAttribute("href"),
    ).toBe("/app/vagas?q=Log%C3%ADstica+%C3%81guia");
    expect(
      within(followed).getByRole("button", { name: "Deixar de seguir o alerta Vagas de Logística Águia" }),
    ).toBeTruthy();

    expect(screen.getByText("2 de 20").parentElement?.textContent).toBe("2 de 20 alertas");
  });

  it("says there are no alerts yet and how to make one", async () => {
    api([]);
    open();
    expect(await screen.findByRole("heading", { name: alertMessages.empty })).toBeTruthy();
    expect(screen.getByText(alertMessages.emptyHint)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ir para Vagas" }).getAttribute("href")).toBe("/app/vagas");
  });

  it("says when the alerts could not be read, and reads them again on 'Tentar novamente'", async () => {
    const fetchMock = stubFetch(apiError(500, "INTERNAL", "Erro interno"));
    open();
    expect((await screen.findByRole("alert")).textContent).toContain("Não foi possível carregar seus alertas.");
    fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    await waitFor(() => expect(reads(fetchMock)).toBe(2));
  });

  it("pauses an alert with its switch, says so and reads the list again", async () => {
    const fetchMock = api([SEARCH_ALERT], {
      status: 200,
      body: { ...SEARCH_ALERT, active: false, pausedReason: "usuario" },
    });
    open();
    const alert = await card("Motorista SP");
    fireEvent.click(within(alert).getByRole("switch", { name: "Receber e-mails do alerta Motorista SP" }));
    await waitFor(() =>
      expect(sentWrites(fetchMock)).toEqual([
        { method: "PATCH", url: "/api/military/alerts/a1", body: { active: false } },
      ]),
    );
    expect(await screen.findByText(alertMessages.paused)).toBeTruthy();
    await waitFor(() => expect(reads(fetchMock)).toBe(2));
  });

  it("resumes a paused alert", async () => {
    const fetchMock = api([FOLLOWED]);
    open();
    const alert = await card("Vagas de Logística Águia");
    fireEvent.click(within(alert).getByRole("switch"));
    await waitFor(() =>
      expect(sentWrites(fetchMock)).toEqual([
        { method: "PATCH", url: "/api/military/alerts/a2", body: { active: true } },
      ]),
    );
    expect(await screen.findByText(alertMessages.resumed)).toBeTruthy();
  });

  it("deletes an alert only once its deletion is confirmed", async () => {
    const fetchMock = api([SEARCH_ALERT], { status: 204 });
    open();
    const alert = await card("Motorista SP");
    fireEvent.click(within(alert).getByRole("button", { name: "Excluir o alerta Motorista SP" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Excluir alerta?" });
    expect(within(dialog).getByText(/O alerta “Motorista SP” deixará de enviar vagas novas/)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(sentWrites(fetchMock)).toEqual([]);

    fireEvent.click(within(alert).getByRole("button", { name: "Excluir o alerta Motorista SP" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Excluir" }));
    await waitFor(() =>
      expect(sentWrites(fetchMock)).toEqual([{ method: "DELETE", url: "/api/military/alerts/a1", body: undefined }]),
    );
    expect(await screen.findByText(alertMessages.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("renames an alert and changes its frequency", async () => {
    const fetchMock = api([SEARCH_ALERT], { status: 200, body: { ...SEARCH_ALERT, name: "Motorista em SP" } });
    open();
    const alert = await card("Motorista SP");
    fireEvent.click(within(alert).getByRole("button", { name: "Editar o alerta Motorista SP" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Editar alerta" });
    expect((form.control("Nome do alerta") as HTMLInputElement).value).toBe("Motorista SP");
    form.fill("Nome do alerta", "Motorista em SP");
    fireEvent.click(within(dialog).getByRole("radio", { name: /^Diário/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(sentWrites(fetchMock)).toEqual([
        { method: "PATCH", url: "/api/military/alerts/a1", body: { name: "Motorista em SP", frequency: "diario" } },
      ]),
    );
    expect(await screen.findByText(alertMessages.updated)).toBeTruthy();
  });

  it("follows the company a link names (?seguir=), says so and takes the parameter away", async () => {
    const fetchMock = api([], { status: 201, body: FOLLOWED });
    const { router } = open("/app/alertas?seguir=logistica-aguia");
    await waitFor(() =>
      expect(sentWrites(fetchMock)).toEqual([
        { method: "POST", url: "/api/military/alerts/follow", body: { slug: "logistica-aguia" } },
      ]),
    );
    expect(await screen.findByText(alertMessages.following)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/app/alertas");
    // The list is read again, with the new alert in it.
    await waitFor(() => expect(reads(fetchMock)).toBe(2));
    expect(sentWrites(fetchMock)).toHaveLength(1);
  });

  it("says why a company cannot be followed, and takes the parameter away too", async () => {
    api([], apiError(404, "NOT_FOUND", alertMessages.companyInvalid));
    const { router } = open("/app/alertas?seguir=nao-existe");
    expect(await screen.findByText(alertMessages.companyInvalid)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });
});
