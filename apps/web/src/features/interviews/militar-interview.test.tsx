import { interviewTimeLabel, interviewMessages as m } from "@pm/shared/interviews";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToasterHost } from "@/app/toaster-host";
import {
  apiError,
  fireEvent,
  form,
  militarMe,
  type Reply,
  renderPage,
  screen,
  sentWrites,
  stubFetch,
  waitFor,
  within,
} from "@/test/render";
import { MilitarApplicationInterview } from "./militar-interview";

const SLOT_A = { id: "0d9c6a52-3c56-4a8e-9d0e-6f3a4b2c1d01", startsAt: "2099-12-01T17:00:00.000Z" };
const SLOT_B = { id: "0d9c6a52-3c56-4a8e-9d0e-6f3a4b2c1d02", startsAt: "2099-12-02T13:30:00.000Z" };
const PAST = { id: "0d9c6a52-3c56-4a8e-9d0e-6f3a4b2c1d03", startsAt: "2020-01-10T13:00:00.000Z" };

const interview = (overrides: Record<string, unknown> = {}) => ({
  id: "int-1",
  applicationId: "app-1",
  kind: "video",
  location: "https://meet.exemplo.com.br/abc",
  durationMinutes: 90,
  message: "Traga seus certificados.",
  status: "proposta",
  startsAt: null,
  endsAt: null,
  reason: null,
  canceledBy: null,
  outcomeNote: null,
  createdAt: "2099-11-20T12:00:00.000Z",
  slots: [SLOT_A, SLOT_B],
  interviewers: [
    { id: "u1", name: "Carla Mendes" },
    { id: "u2", name: "Paulo Souza" },
  ],
  jobTitle: "Coordenador de Logística",
  companyName: "Logística Forte",
  ...overrides,
});

/** The interviews' list for GETs; `write` for the POSTs. */
function api(interviews: unknown[], write: Reply = { body: { id: "int-1", message: m.confirmed } }) {
  return stubFetch((_url, method) => (method === "GET" ? { body: { interviews } } : write));
}

/** The block of application app-1, for a militar of Manaus (the Amazonas keeps UTC−4). */
function open(url = "/app/candidaturas") {
  return renderPage(
    <>
      <MilitarApplicationInterview applicationId="app-1" />
      <ToasterHost />
    </>,
    { path: "/app/candidaturas", url, me: militarMe({ state: "AM", city: "Manaus" }) },
  );
}

const block = async () => within(await screen.findByRole("region", { name: "Entrevista por vídeo" }));
const toasts = () => screen.findByLabelText(/^Avisos/);
const manaus = (at: string) => interviewTimeLabel(at, "America/Manaus");

afterEach(() => {
  vi.restoreAllMocks();
});

describe("MilitarApplicationInterview: a proposal", () => {
  it("offers the proposed times in Brasília's time and his own, and sends the one he chose", async () => {
    const fetchMock = api([interview({ slots: [SLOT_A, SLOT_B, PAST] })]);
    open();
    const b = await block();
    expect(b.getByTestId("interview-status").textContent).toBe("Escolha um horário");
    const first = b.getByRole("radio", { name: manaus(SLOT_A.startsAt) });
    expect(manaus(SLOT_A.startsAt)).toMatch(/\(horário de Brasília\) — \d\d:\d\d no horário do Amazonas$/);
    expect(b.getByRole("radio", { name: manaus(SLOT_B.startsAt) })).toBeTruthy();
    expect((b.getByRole("radio", { name: `${manaus(PAST.startsAt)} (já passou)` }) as HTMLInputElement).disabled).toBe(
      true,
    );
    // What the time is for, before choosing it.
    expect(b.getByText("https://meet.exemplo.com.br/abc")).toBeTruthy();
    expect(b.getByText("1 hora e 30 minutos")).toBeTruthy();
    expect(b.getByText("Carla Mendes, Paulo Souza")).toBeTruthy();
    expect(b.getByText("Traga seus certificados.")).toBeTruthy();

    fireEvent.click(b.getByRole("button", { name: "Escolher horário" }));
    expect((await b.findByRole("alert")).textContent).toBe("Escolha um dos horários");
    expect(sentWrites(fetchMock)).toEqual([]);

    fireEvent.click(first);
    fireEvent.click(b.getByRole("button", { name: "Escolher horário" }));
    expect(await within(await toasts()).findByText(m.confirmed)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: "/api/military/interviews/int-1/choose", body: { slotId: SLOT_A.id } },
    ]);
  });

  it("says why when the time is gone, and reads the interview again", async () => {
    const fetchMock = api([interview()], apiError(409, "CONFLICT", m.slotGone));
    open();
    const b = await block();
    fireEvent.click(b.getByRole("radio", { name: manaus(SLOT_B.startsAt) }));
    fireEvent.click(b.getByRole("button", { name: "Escolher horário" }));
    expect(await within(await toasts()).findByText(m.slotGone)).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") === "GET")).toHaveLength(2),
    );
  });

  it("asks for other times only with a reason", async () => {
    const fetchMock = api([interview()], { body: { id: "int-1", message: m.timesRequested } });
    open();
    const b = await block();
    fireEvent.click(
      b.getByRole("button", { name: "Pedir outros horários para a entrevista de Coordenador de Logística" }),
    );
    const dialog = within(await screen.findByRole("alertdialog", { name: "Pedir outros horários" }));
    fireEvent.click(dialog.getByRole("button", { name: "Enviar pedido" }));
    await form.expectError("Motivo", m.reasonRequired);
    form.fill("Motivo", "   ");
    fireEvent.click(dialog.getByRole("button", { name: "Enviar pedido" }));
    await form.expectError("Motivo", m.reasonRequired);
    expect(sentWrites(fetchMock)).toEqual([]);

    form.fill("Motivo", "  Estarei em serviço nesses dias. ");
    await form.expectNoError("Motivo");
    fireEvent.click(dialog.getByRole("button", { name: "Enviar pedido" }));
    expect(await within(await toasts()).findByText(m.timesRequested)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "POST",
        url: "/api/military/interviews/int-1/request-times",
        body: { reason: "Estarei em serviço nesses dias." },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("tells him when every proposed time has passed", async () => {
    api([interview({ slots: [PAST] })]);
    open();
    const b = await block();
    expect(b.getByText("Os horários propostos já passaram. Peça novos horários à empresa.")).toBeTruthy();
    expect(b.queryByRole("button", { name: "Escolher horário" })).toBeNull();
    expect(b.getByRole("button", { name: /^Pedir outros horários/ })).toBeTruthy();
  });
});

describe("MilitarApplicationInterview: a confirmed interview", () => {
  const confirmed = interview({
    status: "confirmada",
    kind: "presencial",
    location: "Av. Paulista, 1000, São Paulo",
    durationMinutes: 45,
    startsAt: SLOT_A.startsAt,
    endsAt: "2099-12-01T17:45:00.000Z",
  });

  it("shows when, where, how long, who and the company's message", async () => {
    api([confirmed]);
    open();
    const b = within(await screen.findByRole("region", { name: "Entrevista presencial" }));
    expect(b.getByTestId("interview-status").textContent).toBe("Confirmada");
    for (const text of [
      manaus(SLOT_A.startsAt),
      "Presencial",
      "Av. Paulista, 1000, São Paulo",
      "45 minutos",
      "Carla Mendes, Paulo Souza",
      "Traga seus certificados.",
    ]) {
      expect(b.getByText(text)).toBeTruthy();
    }
    expect(b.queryByRole("radio")).toBeNull();
    expect(b.getByRole("button", { name: /^Pedir outros horários/ })).toBeTruthy();
  });

  it("cancels only once confirmed in the dialog, with a reason", async () => {
    const fetchMock = api([confirmed], { body: { id: "int-1", message: m.canceled } });
    open();
    const b = within(await screen.findByRole("region", { name: "Entrevista presencial" }));
    const cancel = () =>
      fireEvent.click(b.getByRole("button", { name: "Cancelar entrevista de Coordenador de Logística" }));

    cancel();
    let dialog = within(await screen.findByRole("alertdialog", { name: "Cancelar entrevista?" }));
    fireEvent.click(dialog.getByRole("button", { name: "Voltar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(sentWrites(fetchMock)).toEqual([]);

    cancel();
    dialog = within(await screen.findByRole("alertdialog", { name: "Cancelar entrevista?" }));
    fireEvent.click(dialog.getByRole("button", { name: "Cancelar entrevista" }));
    await form.expectError("Motivo", m.reasonRequired);
    expect(sentWrites(fetchMock)).toEqual([]);

    form.fill("Motivo", "Fui chamado para outra missão.");
    fireEvent.click(dialog.getByRole("button", { name: "Cancelar entrevista" }));
    expect(await within(await toasts()).findByText(m.canceled)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "POST",
        url: "/api/military/interviews/int-1/cancel",
        body: { reason: "Fui chamado para outra missão." },
      },
    ]);
  });

  it("is brought into view when the address points at it", async () => {
    const scroll = vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => {});
    api([confirmed]);
    open("/app/candidaturas#entrevista-int-1");
    const region = await screen.findByRole("region", { name: "Entrevista presencial" });
    expect(region.id).toBe("entrevista-int-1");
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    expect(scroll.mock.contexts[0]).toBe(region);
  });
});

describe("MilitarApplicationInterview: where it ended", () => {
  it.each([
    [{ status: "remarcar", reason: "Estarei em serviço." }, "Novos horários pedidos", "Motivo: Estarei em serviço."],
    [
      { status: "cancelada", canceledBy: "empresa", reason: "Vaga congelada." },
      "Cancelada",
      "A empresa cancelou esta entrevista.",
    ],
    [{ status: "realizada", startsAt: SLOT_A.startsAt }, "Realizada", manaus(SLOT_A.startsAt)],
    [{ status: "nao_compareceu", startsAt: SLOT_A.startsAt }, "Não compareceu", manaus(SLOT_A.startsAt)],
  ])("shows %o as its status, with nothing to do", async (fields, status, text) => {
    api([interview(fields)]);
    open();
    const b = await block();
    expect(b.getByTestId("interview-status").textContent).toBe(status);
    expect(b.getByText(text, { exact: false })).toBeTruthy();
    expect(b.queryByRole("button")).toBeNull();
    expect(b.queryByRole("radio")).toBeNull();
  });

  it("shows the latest interview of the application only", async () => {
    api([
      interview({ id: "int-2", status: "confirmada", startsAt: SLOT_B.startsAt }),
      interview({ id: "int-1", status: "cancelada", canceledBy: "militar" }),
      interview({ id: "int-9", applicationId: "app-9" }),
    ]);
    open();
    const b = await block();
    expect(b.getByTestId("interview-status").textContent).toBe("Confirmada");
    expect(screen.getAllByRole("region", { name: /^Entrevista/ })).toHaveLength(1);
  });
});
