import { interviewMessages, interviewTimeLabel } from "@pm/shared/interviews";
import { describe, expect, it } from "vitest";
import { ToasterHost } from "@/app/toaster-host";
import type { Me } from "@/lib/session";
import {
  apiError,
  fireEvent,
  type Reply,
  renderPage,
  screen,
  sentWrites,
  stubFetch,
  waitFor,
  within,
} from "@/test/render";
import { CandidateInterviews, type CandidateInterviewsProps } from "./candidate-interviews";

const ME = {
  id: "u1",
  email: "carla@logisticaforte.com.br",
  profile: { role: "empresa", fullName: "Carla Mendes" },
  company: { name: "Logística Forte", plan: "plus", paymentStatus: "completed" },
  companyRole: "recrutador",
  militaryProfile: null,
} as unknown as Me;

const MEMBERS = [
  { id: "u3", name: "Ana Paula Souza" },
  { id: "u2", name: "Bruno Lima" },
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A date in Brasília, `days` from today, as the date input holds it ('AAAA-MM-DD'). */
const brasiliaDate = (days: number) => new Date(Date.now() - 3 * HOUR + days * DAY).toISOString().slice(0, 10);

type Interview = Record<string, unknown>;

const interview = (patch: Interview = {}): Interview => ({
  id: "i1",
  applicationId: "a1",
  kind: "video",
  location: "https://meet.google.com/abc-defg-hij",
  durationMinutes: 60,
  message: null,
  status: "proposta",
  startsAt: null,
  endsAt: null,
  reason: null,
  canceledBy: null,
  outcomeNote: null,
  createdAt: new Date(Date.now() - DAY).toISOString(),
  slots: [{ id: "s1", startsAt: new Date(Date.now() + 2 * DAY).toISOString() }],
  interviewers: [{ id: "u2", name: "Bruno Lima" }],
  ...patch,
});

/** The API: the application's interviews and the team on reads, `write` for any change. */
function serve({ interviews = [] as Interview[], write }: { interviews?: Interview[]; write?: Reply } = {}) {
  return stubFetch((url, method) => {
    if (method === "GET" && url.includes("/responsible")) return { body: { responsible: null, members: MEMBERS } };
    if (method === "GET") return { body: { interviews } };
    return write ?? { status: 201, body: { id: "i9", message: interviewMessages.scheduled } };
  });
}

function open(props: Partial<CandidateInterviewsProps> = {}) {
  return renderPage(
    <>
      <CandidateInterviews
        applicationId="a1"
        jobId="j1"
        applicationStatus="em_analise"
        candidate={{ name: "João da Silva", state: "SP", city: "Campinas" }}
        {...props}
      />
      <ToasterHost />
    </>,
    { path: "/empresa/candidatos", me: ME },
  );
}

/** Opens 'Agendar entrevista' and answers its dialog. */
async function openScheduling() {
  fireEvent.click(await screen.findByRole("button", { name: "Agendar entrevista" }));
  return screen.findByRole("alertdialog", { name: "Agendar entrevista" });
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The control's description, as screen readers read it with the field. */
const describedAs = (label: string) =>
  (screen.getByLabelText(label).getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent);

const path = (url: string) => new URL(url, "http://localhost").pathname;

describe("scheduling an interview from the candidate's sheet", () => {
  it("refuses no time and an empty link with the API's messages, and sends nothing", async () => {
    const fetchMock = serve();
    open();
    const dialog = await openScheduling();
    fireEvent.click(within(dialog).getByRole("button", { name: "Enviar convite" }));

    expect(await screen.findByText(interviewMessages.linkRequired)).toBeTruthy();
    expect(screen.getByText(interviewMessages.slotsRequired)).toBeTruthy();
    expect(screen.getByLabelText("Link da chamada").getAttribute("aria-invalid")).toBe("true");
    expect(describedAs("Link da chamada")).toContain(interviewMessages.linkRequired);
    expect(describedAs("Data do horário 1")).toContain(interviewMessages.slotsRequired);
    // The first field in error takes the focus.
    expect(document.activeElement).toBe(screen.getByLabelText("Link da chamada"));
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("refuses a link that is not http(s), a past time and a half-filled time, and sends nothing", async () => {
    const fetchMock = serve();
    open();
    const dialog = await openScheduling();
    type("Link da chamada", "meet.google.com/abc-defg-hij");
    type("Data do horário 1", brasiliaDate(-1));
    type("Hora do horário 1", "10:00");
    fireEvent.click(within(dialog).getByRole("button", { name: "Adicionar horário" }));
    type("Data do horário 2", brasiliaDate(3));
    fireEvent.click(within(dialog).getByRole("button", { name: "Enviar convite" }));

    expect(await screen.findByText(interviewMessages.linkInvalid)).toBeTruthy();
    expect(describedAs("Data do horário 1")).toContain(interviewMessages.slotPast);
    expect(describedAs("Hora do horário 2")).toContain(interviewMessages.slotInvalid);
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("sends the times typed in Brasília as UTC instants, with the place, duration, interviewers and message", async () => {
    const fetchMock = serve();
    open();
    const dialog = await openScheduling();
    fireEvent.click(within(dialog).getByRole("radio", { name: "Presencial" }));
    type("Endereço", "  Av. Paulista, 1000, Bela Vista, São Paulo  ");
    type("Duração", "90");
    expect((screen.getByLabelText("Duração") as HTMLSelectElement).selectedOptions[0]?.textContent).toBe("1 h 30");
    type("Data do horário 1", brasiliaDate(1));
    type("Hora do horário 1", "14:00");
    fireEvent.click(within(dialog).getByRole("button", { name: "Adicionar horário" }));
    type("Data do horário 2", brasiliaDate(2));
    type("Hora do horário 2", "09:30");
    fireEvent.click(await within(dialog).findByRole("checkbox", { name: "Bruno Lima" }));
    type("Mensagem ao candidato", "Traga um documento com foto.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Enviar convite" }));

    await waitFor(() => expect(sentWrites(fetchMock)).toHaveLength(1));
    const [sent] = sentWrites(fetchMock);
    expect(sent?.method).toBe("POST");
    expect(path(sent?.url ?? "")).toBe("/api/company/applications/a1/interviews");
    expect(sent?.body).toEqual({
      kind: "presencial",
      location: "Av. Paulista, 1000, Bela Vista, São Paulo",
      durationMinutes: 90,
      slots: [`${brasiliaDate(1)}T17:00:00.000Z`, `${brasiliaDate(2)}T12:30:00.000Z`],
      interviewerIds: ["u2"],
      message: "Traga um documento com foto.",
    });
    expect(await screen.findByText(interviewMessages.scheduled)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("shows the API's 409 in the dialog, which stays open", async () => {
    serve({ write: apiError(409, "CONFLICT", interviewMessages.alreadyOpen) });
    open();
    const dialog = await openScheduling();
    type("Link da chamada", "https://meet.google.com/abc-defg-hij");
    type("Data do horário 1", brasiliaDate(1));
    type("Hora do horário 1", "14:00");
    fireEvent.click(within(dialog).getByRole("button", { name: "Enviar convite" }));

    expect((await within(dialog).findByRole("alert")).textContent).toBe(interviewMessages.alreadyOpen);
    expect(screen.getByRole("alertdialog", { name: "Agendar entrevista" })).toBeTruthy();
  });

  it("puts the API's issues under the row and the field they name", async () => {
    serve({
      write: apiError(422, "VALIDATION_FAILED", "Dados inválidos", [
        { path: "slots.1", message: interviewMessages.slotPast },
        { path: "location", message: interviewMessages.locationTooLong },
      ]),
    });
    open();
    const dialog = await openScheduling();
    type("Link da chamada", "https://meet.google.com/abc-defg-hij");
    type("Data do horário 1", brasiliaDate(1));
    type("Hora do horário 1", "14:00");
    fireEvent.click(within(dialog).getByRole("button", { name: "Adicionar horário" }));
    type("Data do horário 2", brasiliaDate(2));
    type("Hora do horário 2", "15:00");
    fireEvent.click(within(dialog).getByRole("button", { name: "Enviar convite" }));

    await waitFor(() => expect(describedAs("Data do horário 2")).toContain(interviewMessages.slotPast));
    expect(describedAs("Link da chamada")).toContain(interviewMessages.locationTooLong);
    expect(describedAs("Data do horário 1")).not.toContain(interviewMessages.slotPast);
  });

  it("is disabled, saying why, while an interview is open or once the application is decided", async () => {
    serve({ interviews: [interview()] });
    const first = open();
    const button = await screen.findByRole("button", { name: "Agendar entrevista" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      `${interviewMessages.alreadyOpen}.`,
    );
    first.unmount();

    serve({ interviews: [interview({ status: "cancelada", reason: "Vaga pausada", canceledBy: "empresa" })] });
    open({ applicationStatus: "aprovado" });
    expect(await screen.findByText(`${interviewMessages.applicationClosed}.`)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Agendar entrevista" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("the sheet's interviews", () => {
  it("shows a confirmed time in Brasília and in the candidate's zone, the place and the interviewers", async () => {
    const startsAt = new Date(Date.now() + 3 * DAY).toISOString();
    serve({ interviews: [interview({ status: "confirmada", startsAt, message: "Até lá!" })] });
    open({ candidate: { name: "João da Silva", state: "AM", city: "Manaus" } });
    expect(await screen.findByText(interviewTimeLabel(startsAt, "America/Manaus"))).toBeTruthy();
    expect(screen.getByText(/no horário do Amazonas$/)).toBeTruthy();
    expect(screen.getByText("Confirmada")).toBeTruthy();
    expect(screen.getByRole("link", { name: "https://meet.google.com/abc-defg-hij" })).toBeTruthy();
    expect(screen.getByText("Bruno Lima")).toBeTruthy();
    expect(screen.getByText("Até lá!")).toBeTruthy();
  });

  it("shows the candidate's request for other times, and 'Remarcar' sends new times with the reason", async () => {
    const fetchMock = serve({
      interviews: [interview({ status: "remarcar", reason: "Estou de serviço nesses dias." })],
      write: { body: { id: "i1", message: interviewMessages.rescheduled } },
    });
    open();
    expect(await screen.findByText("Estou de serviço nesses dias.")).toBeTruthy();
    expect(screen.getByText("Pedido do candidato")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Remarcar" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remarcar entrevista" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Enviar novos horários" }));
    expect(await within(dialog).findByText(interviewMessages.slotsRequired)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([]);

    type("Data do horário 1", brasiliaDate(4));
    type("Hora do horário 1", "08:00");
    type("Motivo", "Pode ser na semana que vem?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Enviar novos horários" }));
    await waitFor(() => expect(sentWrites(fetchMock)).toHaveLength(1));
    const [sent] = sentWrites(fetchMock);
    expect(path(sent?.url ?? "")).toBe("/api/company/interviews/i1/reschedule");
    expect(sent?.body).toEqual({ slots: [`${brasiliaDate(4)}T11:00:00.000Z`], reason: "Pode ser na semana que vem?" });
    expect(await screen.findByText(interviewMessages.rescheduled)).toBeTruthy();
  });

  it("asks for a reason before cancelling, then sends it", async () => {
    const fetchMock = serve({
      interviews: [interview()],
      write: { body: { id: "i1", message: interviewMessages.canceled } },
    });
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Cancelar entrevista" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancelar entrevista?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar entrevista" }));
    expect(await within(dialog).findByText(interviewMessages.reasonRequired)).toBeTruthy();
    expect(within(dialog).getByLabelText("Motivo").getAttribute("aria-invalid")).toBe("true");
    expect(sentWrites(fetchMock)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText("Motivo"), { target: { value: "   " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar entrevista" }));
    expect(await within(dialog).findByText(interviewMessages.reasonRequired)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText("Motivo"), { target: { value: "A vaga foi preenchida." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar entrevista" }));
    await waitFor(() =>
      expect(sentWrites(fetchMock).map((r) => ({ method: r.method, path: path(r.url), body: r.body }))).toEqual([
        { method: "POST", path: "/api/company/interviews/i1/cancel", body: { reason: "A vaga foi preenchida." } },
      ]),
    );
    expect(await screen.findByText(interviewMessages.canceled)).toBeTruthy();
  });

  it("offers 'Registrar resultado' only once the confirmed time has come", async () => {
    const ahead = new Date(Date.now() + HOUR).toISOString();
    serve({ interviews: [interview({ status: "confirmada", startsAt: ahead })] });
    const first = open();
    expect(await screen.findByRole("button", { name: "Remarcar" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Registrar resultado" })).toBeNull();
    first.unmount();

    const past = new Date(Date.now() - HOUR).toISOString();
    const fetchMock = serve({
      interviews: [interview({ status: "confirmada", startsAt: past })],
      write: { body: { id: "i1", message: interviewMessages.outcomeSaved } },
    });
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Registrar resultado" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Registrar resultado" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Registrar resultado" }));
    expect(await within(dialog).findByText(interviewMessages.outcomeInvalid)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([]);

    fireEvent.click(within(dialog).getByRole("radio", { name: "Não compareceu" }));
    fireEvent.change(within(dialog).getByLabelText("Anotação"), { target: { value: "Não atendeu a ligação." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Registrar resultado" }));
    await waitFor(() =>
      expect(sentWrites(fetchMock).map((r) => ({ path: path(r.url), body: r.body }))).toEqual([
        {
          path: "/api/company/interviews/i1/outcome",
          body: { outcome: "nao_compareceu", note: "Não atendeu a ligação." },
        },
      ]),
    );
    expect(await screen.findByText(interviewMessages.outcomeSaved)).toBeTruthy();
  });
});
