import { TRANSITION_STEP_HINTS, TRANSITION_STEP_LABELS, transitionMessages } from "@pm/shared/transition";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, type Reply, renderPage, screen, stubFetch, waitFor, within } from "@/test/render";
import { TransitionPlanCard } from "./plan-card";

const NEXT = {
  key: "curriculo",
  label: TRANSITION_STEP_LABELS.curriculo,
  hint: TRANSITION_STEP_HINTS.curriculo,
  href: "/app/curriculo",
  done: false,
  doneOn: null,
  dueOn: "2027-03-10",
  overdue: false,
};

function open(reply: Reply) {
  const fetchMock = stubFetch(reply);
  renderPage(<TransitionPlanCard />, { path: "/app" });
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("the dashboard's 'Meu plano de transição'", () => {
  it("invites him to make a plan when he has none", async () => {
    // The API answers a JSON null without a plan (stubFetch's bodies are objects).
    const fetchMock = vi.fn(async () => new Response("null", { headers: { "content-type": "application/json" } }));
    vi.stubGlobal("fetch", fetchMock);
    renderPage(<TransitionPlanCard />, { path: "/app" });
    const card = await screen.findByRole("region", { name: "Meu plano de transição" });
    expect(String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0])).toBe("/api/military/transition/next");
    expect(card.textContent).toContain(transitionMessages.noPlanYet);
    expect(within(card).getByRole("link", { name: "Montar meu plano" }).getAttribute("href")).toBe("/app/plano");
  });

  it("shows how many steps are done and the next one, with its link", async () => {
    open({ body: { next: NEXT, done: 3, total: 7 } });
    const card = await screen.findByRole("region", { name: "Meu plano de transição" });
    expect(within(card).getByText("3 de 7 passos")).toBeTruthy();
    expect(within(card).getByRole("link", { name: TRANSITION_STEP_LABELS.curriculo }).getAttribute("href")).toBe(
      "/app/curriculo",
    );
    expect(within(card).queryByText("Atrasado")).toBeNull();
    expect(within(card).getByRole("link", { name: "Ver meu plano" }).getAttribute("href")).toBe("/app/plano");
  });

  it("marks a late next step", async () => {
    open({ body: { next: { ...NEXT, overdue: true }, done: 3, total: 7 } });
    expect(await screen.findByText("Atrasado")).toBeTruthy();
  });

  it("says every step is done when none is left", async () => {
    open({ body: { next: null, done: 7, total: 7 } });
    expect(await screen.findByText("7 de 7 passos")).toBeTruthy();
    expect(screen.getByText("Todos os passos concluídos. Boa missão!")).toBeTruthy();
  });

  it("shows nothing when the plan cannot be read", async () => {
    const fetchMock = open(apiError(500, "INTERNAL", "Erro interno. Tente novamente."));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region")).toBeNull();
  });
});
