import { brazilDay } from "@pm/shared/brazil";
import {
  addMonths,
  TRANSITION_STEP_HINTS,
  TRANSITION_STEP_LABELS,
  TRANSITION_STEP_LINKS,
  TRANSITION_STEPS,
  type TransitionStep,
  transitionMessages,
} from "@pm/shared/transition";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
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
import { TransitionPlanPage } from "./plan-page";

const PLAN_URL = "/api/military/transition/plan";
const SUGGESTIONS = [
  { code: "782510", title: "Motorista de caminhão" },
  { code: "517330", title: "Vigilante" },
];
const EMPTY = { plan: null, steps: [], next: null, suggestions: SUGGESTIONS };

type StepState = { doneOn?: string; dueOn?: string; overdue?: boolean };

function steps(states: Partial<Record<TransitionStep, StepState>>) {
  return TRANSITION_STEPS.map((key) => {
    const s = states[key] ?? {};
    return {
      key,
      label: TRANSITION_STEP_LABELS[key],
      hint: TRANSITION_STEP_HINTS[key],
      href: TRANSITION_STEP_LINKS[key],
      done: Boolean(s.doneOn),
      doneOn: s.doneOn ?? null,
      dueOn: s.dueOn ?? null,
      overdue: s.overdue ?? false,
    };
  });
}

/** A plan with the profile done, the occupation late and the rest due later. */
function planView() {
  const all = steps({
    perfil: { doneOn: "2026-01-15", dueOn: "2026-01-10" },
    ocupacao: { dueOn: "2026-02-10", overdue: true },
    trilhas: { dueOn: "2027-05-10" },
    curriculo: { dueOn: "2027-07-10" },
  });
  return {
    plan: {
      dischargeDate: "2027-01-10",
      occupation: { code: "999999", title: "Operador de empilhadeira" },
      reminders: true,
    },
    steps: all,
    next: all[1],
    suggestions: SUGGESTIONS,
  };
}

function open(reply: Reply | ((url: string, method: string) => Reply), url = "/app/plano") {
  const fetchMock = stubFetch(reply);
  renderPage(<TransitionPlanPage />, { path: "/app/plano", url });
  return fetchMock;
}

/** A year from today, within the form's limits whenever the test runs. */
const IN_A_YEAR = addMonths(brazilDay(new Date()), 12);

afterEach(() => vi.restoreAllMocks());

describe("/app/plano without a plan", () => {
  it("introduces the plan, and 'Salvar plano' sends the date, the occupation chosen and the reminders", async () => {
    const success = vi.spyOn(toast, "success");
    let saved = false;
    const fetchMock = open((_url, method) => {
      if (method !== "PUT") return { body: saved ? planView() : EMPTY };
      saved = true;
      return { body: { ...planView(), message: transitionMessages.planSaved } };
    });
    expect(await screen.findByRole("heading", { name: `${transitionMessages.noPlanYet}.` })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Seus passos" })).toBeNull();
    expect(screen.getByText("Deixe em branco se você já é veterano.")).toBeTruthy();

    const ocupacao = document.getElementById("ocupacao") as HTMLElement;
    expect(ocupacao.tagName).toBe("FIELDSET");
    expect(within(ocupacao).getByRole("link", { name: "Ver ocupação Vigilante" }).getAttribute("href")).toBe(
      "/app/ocupacoes/517330",
    );
    expect((within(ocupacao).getByRole("radio", { name: "Decidir depois" }) as HTMLInputElement).checked).toBe(true);

    form.fill("Data prevista de desligamento", IN_A_YEAR);
    fireEvent.click(within(ocupacao).getByRole("radio", { name: /Vigilante/ }));
    const reminders = screen.getByRole("switch", { name: "Receber um lembrete mensal por e-mail" });
    // On by default: the monthly e-mail is part of the plan, one click away from off.
    expect(reminders.getAttribute("aria-checked")).toBe("true");
    form.click("Salvar plano");

    await waitFor(() => expect(success).toHaveBeenCalledWith(transitionMessages.planSaved));
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "PUT",
        url: PLAN_URL,
        body: { dischargeDate: IN_A_YEAR, occupationCode: "517330", reminders: true },
      },
    ]);
    // The saved plan shows at once: its steps and the next one.
    expect(await screen.findByRole("region", { name: "Seus passos" })).toBeTruthy();
  });

  it("sends a blank date as null (a veteran) and no occupation when he decides later", async () => {
    const fetchMock = open((_url, method) =>
      method === "PUT" ? { body: { ...planView(), message: transitionMessages.planSaved } } : { body: EMPTY },
    );
    await screen.findByRole("button", { name: "Salvar plano" });
    form.click("Salvar plano");
    await waitFor(() =>
      expect(sentWrites(fetchMock)).toEqual([
        { method: "PUT", url: PLAN_URL, body: { dischargeDate: null, occupationCode: null, reminders: true } },
      ]),
    );
  });

  it("checks the date before sending it", async () => {
    const fetchMock = open({ body: EMPTY });
    await screen.findByRole("button", { name: "Salvar plano" });
    form.fill("Data prevista de desligamento", "2099-01-01");
    form.click("Salvar plano");
    await form.expectError("Data prevista de desligamento", transitionMessages.dischargeTooFar);
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("shows the server's refusal under the date field", async () => {
    open((_url, method) =>
      method === "PUT"
        ? apiError(422, "VALIDATION_FAILED", "Dados inválidos", [
            { path: "dischargeDate", message: transitionMessages.dischargeTooOld },
          ])
        : { body: EMPTY },
    );
    await screen.findByRole("button", { name: "Salvar plano" });
    form.fill("Data prevista de desligamento", IN_A_YEAR);
    form.click("Salvar plano");
    await form.expectError("Data prevista de desligamento", transitionMessages.dischargeTooOld);
    form.fill("Data prevista de desligamento", addMonths(IN_A_YEAR, 1));
    await form.expectNoError("Data prevista de desligamento");
  });

  it("finds any occupation by name and offers it among the choices", async () => {
    const fetchMock = open((url, method) => {
      if (url.includes("/occupations?")) return { body: { occupations: [{ code: "414105", title: "Almoxarife" }] } };
      return method === "PUT" ? { body: { ...planView(), message: transitionMessages.planSaved } } : { body: EMPTY };
    });
    const search = await screen.findByRole("combobox", { name: "Buscar outra ocupação" });
    fireEvent.change(search, { target: { value: "almox" } });
    const option = await screen.findByRole("option", { name: /Almoxarife/ });
    expect(fetchMock.mock.calls.some(([u]) => String(u) === "/api/military/transition/occupations?q=almox")).toBe(true);
    fireEvent.keyDown(search, { key: "Enter" });
    expect(option.isConnected).toBe(false);
    const radio = screen.getByRole("radio", { name: /Almoxarife/ }) as HTMLInputElement;
    expect(radio.checked).toBe(true);
    expect(screen.getByRole("link", { name: "Ver ocupação Almoxarife" }).getAttribute("href")).toBe(
      "/app/ocupacoes/414105",
    );
    form.click("Salvar plano");
    await waitFor(() => expect(sentWrites(fetchMock)[0]?.body).toMatchObject({ occupationCode: "414105" }));
  });
});

describe("/app/plano with a plan", () => {
  it("lays the steps on the timeline: done on a day, late, due by a day, the next one highlighted", async () => {
    open({ body: planView() });
    const timeline = await screen.findByRole("region", { name: "Seus passos" });
    expect(within(timeline).getByTestId("plan-progress").textContent).toBe("1 de 7 passos");

    const perfil = within(timeline).getByTestId("passo-perfil");
    expect(perfil.textContent).toContain("Concluído em 15/01/2026");
    expect(within(perfil).getByRole("link", { name: TRANSITION_STEP_LABELS.perfil }).getAttribute("href")).toBe(
      "/app/perfil",
    );

    const ocupacao = within(timeline).getByTestId("passo-ocupacao");
    expect(within(ocupacao).getByText("Atrasado")).toBeTruthy();
    expect(ocupacao.getAttribute("aria-current")).toBe("step");
    expect(within(ocupacao).getByText("Próximo passo")).toBeTruthy();
    expect(within(ocupacao).getByRole("link", { name: TRANSITION_STEP_LABELS.ocupacao }).getAttribute("href")).toBe(
      "/app/plano#ocupacao",
    );

    const trilhas = within(timeline).getByTestId("passo-trilhas");
    expect(trilhas.textContent).toContain("Até 10/05/2027");
    expect(trilhas.getAttribute("aria-current")).toBeNull();
    expect(within(trilhas).queryByText("Atrasado")).toBeNull();
    expect(within(timeline).getByTestId("passo-entrevistas").textContent).toContain("Pendente");
    expect(timeline.querySelectorAll('[aria-current="step"]')).toHaveLength(1);
  });

  it("links to the chosen occupation and fills the form with the plan", async () => {
    open({ body: planView() });
    expect((await screen.findByRole("link", { name: "Ver a ocupação" })).getAttribute("href")).toBe(
      "/app/ocupacoes/999999",
    );
    expect((form.control("Data prevista de desligamento") as HTMLInputElement).value).toBe("2027-01-10");
    // The plan's occupation is offered even when no longer suggested, and chosen.
    expect((screen.getByRole("radio", { name: /Operador de empilhadeira/ }) as HTMLInputElement).checked).toBe(true);
    expect(
      screen.getByRole("switch", { name: "Receber um lembrete mensal por e-mail" }).getAttribute("aria-checked"),
    ).toBe("true");
    expect(screen.getByRole("heading", { name: "Ajustar o plano" })).toBeTruthy();
  });
});
