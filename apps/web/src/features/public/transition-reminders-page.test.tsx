import { transitionMessages } from "@pm/shared/transition";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, renderPage, screen, sentWrites, stubFetch } from "@/test/render";
import { TransitionRemindersPage } from "./transition-reminders-page";

const TOKEN = "v1.lembrete-token-assinado";
const noindex = () => document.head.querySelector('meta[name="robots"]')?.getAttribute("content");

afterEach(() => vi.unstubAllGlobals());

describe("/plano/lembretes", () => {
  it("turns the reminders off by posting the token as JSON, and says so", async () => {
    const fetchMock = stubFetch({ body: { message: transitionMessages.remindersOff } });
    renderPage(<TransitionRemindersPage />, { path: "/plano/lembretes", url: `/plano/lembretes?token=${TOKEN}` });
    expect(await screen.findByText(transitionMessages.remindersOff)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Lembretes cancelados" })).toBeTruthy();
    // The token goes in the body, never in the address.
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: "/api/transition/reminders/unsubscribe", body: { token: TOKEN } },
    ]);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get("content-type")).toBe("application/json");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(noindex()).toBe("noindex");
  });

  it("says the link is invalid or expired when the API knows no such token", async () => {
    stubFetch(apiError(404, "NOT_FOUND", transitionMessages.invalidLink));
    renderPage(<TransitionRemindersPage />, { path: "/plano/lembretes", url: "/plano/lembretes?token=forjado-1234" });
    expect(await screen.findByRole("heading", { name: transitionMessages.invalidLink })).toBeTruthy();
    expect(screen.queryByText(transitionMessages.remindersOff)).toBeNull();
    expect(screen.getByRole("link", { name: "Abrir meu plano" }).getAttribute("href")).toBe("/app/plano");
  });

  it("asks nothing of the API for a link without a token", async () => {
    const fetchMock = stubFetch({ body: {} });
    renderPage(<TransitionRemindersPage />, { path: "/plano/lembretes", url: "/plano/lembretes" });
    expect(await screen.findByRole("heading", { name: transitionMessages.invalidLink })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
