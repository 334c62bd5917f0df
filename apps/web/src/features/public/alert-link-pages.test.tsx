import { alertMessages } from "@pm/shared/alerts";
import { describe, expect, it } from "vitest";
import { apiError, fireEvent, renderPage, screen, sentWrites, stubFetch, waitFor, within } from "@/test/render";
import { AlertCancelPage } from "./alert-cancel-page";
import { AlertConfirmPage } from "./alert-confirm-page";
import { AlertManagePage } from "./alert-manage-page";

const TOKEN = "v1.alerta-token-assinado";
const ALERT = { name: "Motorista SP", summary: "“motorista” · SP", active: true };
const invalid = apiError(404, "NOT_FOUND", alertMessages.invalidLink);

/** Every request the page made, reads included. */
const requests = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([input, init = {}]) => `${init.method ?? "GET"} ${String(input)}`);

const noindex = () => document.head.querySelector('meta[name="robots"]')?.getAttribute("content");

describe("/alertas/confirmar", () => {
  it("confirms the alert its link names by posting the token, and says what it will send", async () => {
    const fetchMock = stubFetch({ body: ALERT });
    renderPage(<AlertConfirmPage />, { path: "/alertas/confirmar", url: `/alertas/confirmar?token=${TOKEN}` });
    expect(await screen.findByRole("heading", { name: alertMessages.confirmed })).toBeTruthy();
    expect(screen.getByText("Motorista SP").tagName).toBe("STRONG");
    expect(screen.getByText("Busca: “motorista” · SP")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([{ method: "POST", url: "/api/alerts/confirm", body: { token: TOKEN } }]);
    expect(requests(fetchMock)).toEqual(["POST /api/alerts/confirm"]);
    expect(noindex()).toBe("noindex");
  });

  it("says the link is invalid or expired when the API knows no such alert", async () => {
    stubFetch(invalid);
    renderPage(<AlertConfirmPage />, { path: "/alertas/confirmar", url: "/alertas/confirmar?token=forjado-1234" });
    expect(await screen.findByRole("heading", { name: alertMessages.invalidLink })).toBeTruthy();
    expect(screen.queryByText(alertMessages.confirmed)).toBeNull();
    expect(screen.getByRole("link", { name: "Ver vagas" }).getAttribute("href")).toBe("/vagas");
  });

  it("asks nothing of the API for a link without a token", async () => {
    const fetchMock = stubFetch({ body: ALERT });
    renderPage(<AlertConfirmPage />, { path: "/alertas/confirmar", url: "/alertas/confirmar" });
    expect(await screen.findByRole("heading", { name: alertMessages.invalidLink })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers to try again when the server could not answer", async () => {
    const fetchMock = stubFetch(apiError(500, "INTERNAL", "Erro interno. Tente novamente."));
    renderPage(<AlertConfirmPage />, { path: "/alertas/confirmar", url: `/alertas/confirmar?token=${TOKEN}` });
    expect((await screen.findByRole("alert")).textContent).toContain("Erro interno. Tente novamente.");
    fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    await waitFor(() => expect(requests(fetchMock)).toEqual(["POST /api/alerts/confirm", "POST /api/alerts/confirm"]));
  });
});

describe("/alertas/cancelar", () => {
  it("pauses the alert by posting the token as JSON, and reactivates it on 'Reativar alerta'", async () => {
    const fetchMock = stubFetch((url) => ({ body: { ...ALERT, active: url.includes("/resume") } }));
    renderPage(<AlertCancelPage />, { path: "/alertas/cancelar", url: `/alertas/cancelar?token=${TOKEN}` });
    expect(await screen.findByText(alertMessages.unsubscribed)).toBeTruthy();
    expect(screen.getByRole("heading", { name: alertMessages.paused })).toBeTruthy();
    expect(screen.getByText("Motorista SP")).toBeTruthy();
    // The token goes in the body, never in a GET nor in the address.
    expect(requests(fetchMock)).toEqual(["POST /api/alerts/unsubscribe"]);
    expect(sentWrites(fetchMock)[0]?.body).toEqual({ token: TOKEN });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get("content-type")).toBe("application/json");
    expect(noindex()).toBe("noindex");

    fireEvent.click(screen.getByRole("button", { name: "Reativar alerta" }));
    expect(await screen.findByRole("heading", { name: alertMessages.resumed })).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: "/api/alerts/unsubscribe", body: { token: TOKEN } },
      { method: "POST", url: "/api/alerts/resume", body: { token: TOKEN } },
    ]);
    expect(screen.queryByRole("button", { name: "Reativar alerta" })).toBeNull();
  });

  it("says the link is invalid or expired, and pauses nothing", async () => {
    stubFetch(invalid);
    renderPage(<AlertCancelPage />, { path: "/alertas/cancelar", url: "/alertas/cancelar?token=forjado-1234" });
    expect(await screen.findByRole("heading", { name: alertMessages.invalidLink })).toBeTruthy();
    expect(screen.queryByText(alertMessages.unsubscribed)).toBeNull();
    expect(screen.queryByRole("button", { name: "Reativar alerta" })).toBeNull();
  });
});

describe("/alertas/gerenciar", () => {
  const managed = {
    email: "ana@exemplo.com.br",
    alerts: [
      {
        id: "a1",
        name: "Motorista SP",
        frequency: "diario",
        active: true,
        pausedReason: null,
        search: { q: "motorista", state: "SP" },
        company: null,
        lastSentAt: null,
        jobsSent: 0,
        createdAt: "2026-11-01T12:00:00.000Z",
        summary: "“motorista” · SP",
        unsubscribeToken: "v1.cancelar-a1-assinado",
      },
      {
        id: "a2",
        name: "Logística em Campinas",
        frequency: "imediato",
        active: false,
        pausedReason: "falha_envio",
        search: { q: "logística", city: "Campinas" },
        company: null,
        lastSentAt: "2026-11-20T12:00:00.000Z",
        jobsSent: 4,
        createdAt: "2026-11-02T12:00:00.000Z",
        summary: "“logística” · Campinas",
        unsubscribeToken: "v1.cancelar-a2-assinado",
      },
    ],
  };

  function api() {
    return stubFetch((url, method) => {
      if (method === "GET") return { body: managed };
      if (url.endsWith("/manage/delete")) return { body: { deleted: 2, message: alertMessages.erased } };
      return { body: { name: "Motorista SP", summary: "“motorista” · SP", active: false } };
    });
  }

  const open = () =>
    renderPage(<AlertManagePage />, { path: "/alertas/gerenciar", url: `/alertas/gerenciar?token=${TOKEN}` });

  it("lists the address's alerts, and cancels one with its own token", async () => {
    const fetchMock = api();
    open();
    expect(await screen.findByText("ana@exemplo.com.br")).toBeTruthy();
    expect(requests(fetchMock)).toEqual([`GET /api/alerts/manage?token=${encodeURIComponent(TOKEN)}`]);
    expect(noindex()).toBe("noindex");
    const [first, second] = screen.getAllByRole("listitem").filter((li) => li.querySelector("h2")) as HTMLElement[];
    expect(within(first as HTMLElement).getByText("“motorista” · SP")).toBeTruthy();
    expect(within(first as HTMLElement).getByText("Diário")).toBeTruthy();
    expect(within(first as HTMLElement).getByText("Ativo")).toBeTruthy();
    expect(within(second as HTMLElement).getByText("Pausado: o e-mail não pôde ser entregue")).toBeTruthy();
    expect(
      within(second as HTMLElement).getByRole("button", { name: "Reativar alerta Logística em Campinas" }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Cancelar alerta Motorista SP" }));
    expect(await within(first as HTMLElement).findByText(alertMessages.unsubscribed)).toBeTruthy();
    expect(within(first as HTMLElement).getByText("Pausado pelo link do e-mail")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: "/api/alerts/unsubscribe", body: { token: "v1.cancelar-a1-assinado" } },
    ]);
    expect(within(first as HTMLElement).getByRole("button", { name: "Reativar alerta Motorista SP" })).toBeTruthy();
  });

  it("deletes every alert of the address only after 'Excluir meus dados' is confirmed", async () => {
    const fetchMock = api();
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Excluir meus dados" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Excluir seus dados?" });
    expect(sentWrites(fetchMock)).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Excluir tudo" }));
    expect(await screen.findByText(alertMessages.erased)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: "/api/alerts/manage/delete", body: { token: TOKEN } },
    ]);
    expect(screen.queryByText("ana@exemplo.com.br")).toBeNull();
  });

  it("says the link is invalid or expired, and lists nothing", async () => {
    stubFetch(invalid);
    renderPage(<AlertManagePage />, { path: "/alertas/gerenciar", url: "/alertas/gerenciar?token=forjado-1234" });
    expect(await screen.findByRole("heading", { name: alertMessages.invalidLink })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Excluir meus dados" })).toBeNull();
  });
});
