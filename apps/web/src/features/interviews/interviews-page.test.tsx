import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, fireEvent, renderPage, screen, stubFetch, waitFor, within } from "@/test/render";
import { InterviewsPage } from "./interviews-page";

const item = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  applicationId: `app-${id}`,
  kind: "video",
  location: "https://meet.exemplo.com.br/abc",
  durationMinutes: 60,
  message: null,
  status: "confirmada",
  startsAt: null,
  endsAt: null,
  reason: null,
  canceledBy: null,
  outcomeNote: null,
  createdAt: "2026-11-20T12:00:00.000Z",
  slots: [],
  interviewers: [],
  jobTitle: "Coordenador de Logística",
  candidateName: "João Silva",
  candidateState: "SP",
  candidateCity: "Campinas",
  ...overrides,
});

// The week of Monday 30 November 2026 (Brasília is UTC−3).
const WEEK = {
  week: "2026-11-30",
  scheduled: [
    item("i1", { startsAt: "2026-11-30T17:00:00.000Z", endsAt: "2026-11-30T18:00:00.000Z" }),
    item("i2", {
      kind: "presencial",
      status: "realizada",
      startsAt: "2026-12-02T13:00:00.000Z",
      endsAt: "2026-12-02T13:45:00.000Z",
      candidateName: "Maria Souza",
      candidateState: "AM",
      candidateCity: "Manaus",
      jobTitle: "Almoxarife",
    }),
  ],
  waiting: [
    item("w1", {
      status: "proposta",
      candidateName: "Pedro Lima",
      slots: [
        { id: "s1", startsAt: "2026-12-10T13:00:00.000Z" },
        { id: "s2", startsAt: "2026-12-11T13:00:00.000Z" },
      ],
    }),
    item("w2", { status: "remarcar", candidateName: "Ana Costa", reason: "Estarei em serviço." }),
  ],
};

/** Answers each week asked for: `weeks[semana]`, else an empty week. */
function api(weeks: Record<string, unknown> = { "2026-11-30": WEEK }) {
  return stubFetch((url) => {
    const semana = new URL(url, "http://localhost").searchParams.get("semana") ?? "";
    return { body: weeks[semana] ?? { week: semana, scheduled: [], waiting: [] } };
  });
}

const open = (url = "/empresa/entrevistas?semana=2026-11-30") =>
  renderPage(<InterviewsPage />, { path: "/empresa/entrevistas", url });

const asked = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://localhost").searchParams.get("semana"));

const day = (name: string) => within(screen.getByRole("region", { name }));

describe("InterviewsPage", () => {
  // Today is Wednesday 2 December 2026, in the week of Monday 30 November.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-02T15:00:00Z") });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the week's interviews under their days, in Brasília's time and the candidate's own", async () => {
    const fetchMock = api();
    open();
    expect(await screen.findByRole("heading", { name: "Entrevistas", level: 1 })).toBeTruthy();
    expect(screen.getByText("Semana de 30 de novembro a 6 de dezembro de 2026")).toBeTruthy();
    await screen.findByRole("heading", { name: "João Silva" });
    expect(asked(fetchMock)).toEqual(["2026-11-30"]);

    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Segunda, 30 de novembro",
      "Terça, 1 de dezembro",
      "Quarta, 2 de dezembro",
      "Quinta, 3 de dezembro",
      "Sexta, 4 de dezembro",
      "Sábado, 5 de dezembro",
      "Domingo, 6 de dezembro",
      "Aguardando horário",
    ]);

    const monday = day("Segunda, 30 de novembro");
    expect(monday.getByRole("heading", { name: "João Silva" })).toBeTruthy();
    expect(monday.getByText("14:00")).toBeTruthy();
    expect(monday.getByText("Coordenador de Logística · Vídeo")).toBeTruthy();
    expect(monday.getByText("Confirmada")).toBeTruthy();
    expect(monday.queryByText(/candidato\)/)).toBeNull();
    expect(monday.getByRole("link", { name: "Ver candidato João Silva" }).getAttribute("href")).toBe(
      "/empresa/candidatos?candidatura=app-i1",
    );

    expect(day("Terça, 1 de dezembro").getByText("Nenhuma entrevista")).toBeTruthy();

    const wednesday = day("Quarta, 2 de dezembro");
    expect(wednesday.getByRole("heading", { name: "Maria Souza" })).toBeTruthy();
    expect(wednesday.getByText("10:00")).toBeTruthy();
    expect(wednesday.getByText("09:00 no horário do Amazonas (candidato)")).toBeTruthy();
    expect(wednesday.getByText("Almoxarife · Presencial")).toBeTruthy();
    expect(wednesday.getByText("Realizada")).toBeTruthy();

    const waiting = day("Aguardando horário");
    expect(waiting.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Pedro Lima",
      "Ana Costa",
    ]);
    expect(waiting.getByText("Aguardando o candidato")).toBeTruthy();
    expect(waiting.getByText("2 horários propostos")).toBeTruthy();
    expect(waiting.getByText("Novos horários pedidos")).toBeTruthy();
    expect(waiting.getByText("Motivo do candidato: Estarei em serviço.")).toBeTruthy();
    expect(waiting.getByRole("link", { name: "Ver candidato Ana Costa" }).getAttribute("href")).toBe(
      "/empresa/candidatos?candidatura=app-w2",
    );
  });

  it("moves between weeks, keeping the week in the address and asking the API for it", async () => {
    const fetchMock = api();
    const { router } = open();
    await screen.findByRole("heading", { name: "João Silva" });

    fireEvent.click(screen.getByRole("button", { name: "Próxima semana" }));
    await waitFor(() => expect(router.state.location.search).toBe("?semana=2026-12-07"));
    expect(await screen.findByText("Nenhuma entrevista nesta semana.")).toBeTruthy();
    expect(screen.getByText("Semana de 7 a 13 de dezembro de 2026")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Semana anterior" }));
    await waitFor(() => expect(router.state.location.search).toBe("?semana=2026-11-30"));
    expect(await screen.findByRole("heading", { name: "João Silva" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Semana anterior" }));
    await waitFor(() => expect(router.state.location.search).toBe("?semana=2026-11-23"));
    expect(await screen.findByText("Semana de 23 a 29 de novembro de 2026")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Esta semana" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(await screen.findByText("Semana de 30 de novembro a 6 de dezembro de 2026")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "João Silva" })).toBeTruthy();
    expect(asked(fetchMock)).toEqual(["2026-11-30", "2026-12-07", "2026-11-23"]);
  });

  it("opens on this week when the address names none, marking today", async () => {
    const fetchMock = api();
    open("/empresa/entrevistas");
    await screen.findByRole("heading", { name: "João Silva" });
    expect(asked(fetchMock)).toEqual(["2026-11-30"]);
    const wednesday = screen.getByRole("region", { name: "Quarta, 2 de dezembro" });
    expect(wednesday.getAttribute("aria-current")).toBe("date");
    expect(within(wednesday).getByText("Hoje")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Terça, 1 de dezembro" }).getAttribute("aria-current")).toBeNull();
  });

  it("reads a day in the middle of a week as its week", async () => {
    const fetchMock = api();
    open("/empresa/entrevistas?semana=2026-12-03");
    await screen.findByRole("heading", { name: "João Silva" });
    expect(asked(fetchMock)).toEqual(["2026-11-30"]);
  });

  it("says so when the week has no interview, and still lists those waiting", async () => {
    api({ "2026-11-30": { ...WEEK, scheduled: [] } });
    open();
    expect(await screen.findByText("Nenhuma entrevista nesta semana.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Segunda, 30 de novembro" })).toBeNull();
    expect(day("Aguardando horário").getByRole("heading", { name: "Pedro Lima" })).toBeTruthy();
  });

  it("shows the loading outline, then an error with a retry that reads again", async () => {
    let fail = true;
    const fetchMock = stubFetch(() =>
      fail ? apiError(500, "INTERNAL", "Erro interno") : { body: { ...WEEK, waiting: [] } },
    );
    open();
    expect(screen.getByText("Carregando entrevistas…")).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toContain("Erro ao carregar entrevistas");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByRole("heading", { name: "João Silva" })).toBeTruthy();
    expect(screen.getByText("Nenhuma entrevista aguardando horário.")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
