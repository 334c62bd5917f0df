import { mentoringMessages as m } from "@pm/shared/mentoring";
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
import { brazilDayPlus } from "./components/mentoring-decision-dialogs";
import { MentoringPage } from "./mentoring-page";

const PATH = "/app/mentoria";
const API = "/api/military/mentoring";
const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const M1 = "5f0c1d2e-0000-4000-8000-000000000001";
const M2 = "5f0c1d2e-0000-4000-8000-000000000002";
const M3 = "5f0c1d2e-0000-4000-8000-000000000003";

/** The CBO as the transition plan's search answers it. */
const CBO = [
  { code: "141615", title: "Gerente de logística (armazenagem e distribuição)" },
  { code: "142105", title: "Gerente administrativo" },
  { code: "517330", title: "Vigilante" },
];

const mentor = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `Mentor ${id.slice(-1)}`,
  service: null,
  areas: ["logistica"],
  occupations: [],
  availability: "Noites de terça",
  available: true,
  requested: false,
  ...overrides,
});

const mentorship = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  role: "mentorado",
  otherName: "Ana Souza",
  status: "solicitada",
  requestMessage: "Sou sargento do Exército, saio em março e quero trabalhar com logística.",
  declineMessage: null,
  goal: null,
  endsOn: null,
  conversationId: null,
  createdAt: ago(2 * DAY),
  endedAt: null,
  rated: false,
  ...overrides,
});

const view = (overrides: Record<string, unknown> = {}) => ({
  transitioned: false,
  profile: null,
  mentorships: [],
  ...overrides,
});

const PROFILE = {
  areas: ["logistica", "gestao"],
  occupations: ["141615"],
  capacity: 3,
  availability: "Sábados pela manhã",
  active: true,
  activeMentees: 2,
  rating: null,
};

type Route = (method: string, url: URL) => Reply | undefined;

/**
 * A fake API: `route` answers first; then the militar's mentoring (`own`, read on each call so a
 * test may change it), the mentors (`mentors`, by the filters the test cares about) and the CBO.
 */
function api({
  own = () => view(),
  mentors = () => [mentor(M1)],
  route,
}: {
  own?: () => unknown;
  mentors?: (url: URL) => unknown[];
  route?: Route;
} = {}) {
  return stubFetch((input, method) => {
    const url = new URL(input, "http://localhost");
    const answer = route?.(method, url);
    if (answer) return answer;
    if (method === "GET" && url.pathname === API) return { body: own() };
    if (method === "GET" && url.pathname === `${API}/mentors`) return { body: { mentors: mentors(url) } };
    if (method === "GET" && url.pathname === "/api/military/transition/occupations") {
      const q = (url.searchParams.get("q") ?? "").toLowerCase();
      return { body: { occupations: CBO.filter((o) => o.code.startsWith(q) || o.title.toLowerCase().includes(q)) } };
    }
    return { body: { message: "ok" } };
  });
}

const open = (url = PATH) =>
  renderPage(
    <>
      <MentoringPage />
      <ToasterHost />
    </>,
    { path: PATH, url },
  );

const reads = (fetchMock: ReturnType<typeof stubFetch>, pathname: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? "GET") === "GET" && new URL(String(input), "http://localhost").pathname === pathname,
  );

const card = async (name: string) => (await screen.findByRole("article", { name })) as HTMLElement;

describe("MentoringPage: the page", () => {
  it("opens on 'Encontrar mentor' for one with no mentorships, and on 'Minhas mentorias' for one with", async () => {
    api();
    const first = open();
    expect(screen.getByRole("heading", { level: 1, name: "Mentoria" })).toBeTruthy();
    expect((await screen.findByRole("tab", { name: "Encontrar mentor" })).getAttribute("aria-selected")).toBe("true");
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Encontrar mentor",
      "Minhas mentorias",
      "Quero ser mentor",
    ]);
    first.unmount();

    api({ own: () => view({ mentorships: [mentorship(M1, { role: "mentor" })] }) });
    open();
    const mine = await screen.findByRole("tab", { name: /Minhas mentorias/ });
    expect(mine.getAttribute("aria-selected")).toBe("true");
    // One request waits for his answer as mentor.
    expect(mine.textContent).toBe("Minhas mentorias1 aguarda você");
  });

  it("switches tabs through the address", async () => {
    api();
    const { router } = open();
    fireEvent.mouseDown(await screen.findByRole("tab", { name: "Quero ser mentor" }));
    await waitFor(() => expect(router.state.location.search).toBe("?aba=ser-mentor"));
    expect(await screen.findByText(/Para ser mentor, você precisa do selo/)).toBeTruthy();
  });

  it("says when the page could not be read, and reads it again on 'Tentar novamente'", async () => {
    const fetchMock = api({
      route: (_method, url) => (url.pathname === API ? apiError(500, "INTERNAL", "x") : undefined),
    });
    open();
    expect((await screen.findByRole("alert")).textContent).toContain("Não foi possível carregar a mentoria.");
    fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    await waitFor(() => expect(reads(fetchMock, API)).toHaveLength(2));
  });
});

describe("MentoringPage: 'Encontrar mentor'", () => {
  it("shows each mentor: name, service, areas, occupations by name, availability and the right button", async () => {
    api({
      mentors: () => [
        mentor(M1, {
          name: "Ana Souza",
          service: "Marinha · Capitão-Tenente",
          areas: ["logistica", "gestao"],
          occupations: ["141615", "999999"],
          availability: "Noites de terça e quinta",
        }),
        mentor(M2, { name: "Bruno Dias", available: false }),
        mentor(M3, { name: "Carla Lima", requested: true, available: false }),
      ],
    });
    open();
    const ana = await card("Ana Souza");
    expect(within(ana).getByText("Marinha · Capitão-Tenente")).toBeTruthy();
    expect(
      within(within(ana).getByRole("list", { name: "Áreas" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Logística", "Gestão"]);
    // The CBO names what it knows; a code it does not know stays a code.
    const occupations = within(ana).getByRole("list", { name: "Ocupações" });
    await waitFor(() =>
      expect(
        within(occupations)
          .getAllByRole("listitem")
          .map((li) => li.textContent),
      ).toEqual(["Gerente de logística (armazenagem e distribuição)", "999999"]),
    );
    expect(within(ana).getByText("Noites de terça e quinta")).toBeTruthy();
    expect(within(ana).getByRole("button", { name: "Pedir mentoria a Ana Souza" })).toBeTruthy();

    const full = within(await card("Bruno Dias")).getByRole("button", { name: "Sem vagas no momento" });
    expect((full as HTMLButtonElement).disabled).toBe(true);
    const sent = within(await card("Carla Lima")).getByRole("button", { name: "Pedido enviado" });
    expect((sent as HTMLButtonElement).disabled).toBe(true);
  });

  it("filters by área, força and ocupação through the address, and says when none matches", async () => {
    const fetchMock = api({ mentors: (url) => (url.search.includes("ocupacao") ? [] : [mentor(M1)]) });
    const { router } = open();
    await card("Mentor 1");
    form.fill("Área", "logistica");
    form.fill("Força", "marinha");
    await waitFor(() => expect(router.state.location.search).toBe("?area=logistica&forca=marinha"));

    fireEvent.change(screen.getByRole("combobox", { name: "Ocupação" }), { target: { value: "gerente adm" } });
    fireEvent.mouseDown(await screen.findByRole("option", { name: /Gerente administrativo/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?area=logistica&forca=marinha&ocupacao=142105"));
    expect(await screen.findByText("Nenhum mentor encontrado com esses filtros.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remover Gerente administrativo" })).toBeTruthy();
    expect(
      reads(fetchMock, `${API}/mentors`).map(([input]) => new URL(String(input), "http://localhost").search),
    ).toContain("?area=logistica&ocupacao=142105&forca=marinha");

    fireEvent.click(screen.getByRole("button", { name: "Limpar filtros" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(await card("Mentor 1")).toBeTruthy();
  });

  it("says when no one offers mentoring yet, and when the mentors could not be read", async () => {
    api({ mentors: () => [] });
    const page = open();
    expect(await screen.findByText("Ainda não há mentores disponíveis.")).toBeTruthy();
    page.unmount();

    api({ route: (_method, url) => (url.pathname === `${API}/mentors` ? apiError(500, "INTERNAL", "x") : undefined) });
    open();
    expect((await screen.findByRole("alert")).textContent).toContain("Não foi possível carregar os mentores.");
  });

  it("checks the message, sends the request once, says so and shows 'Pedido enviado'", async () => {
    let requested = false;
    const fetchMock = api({
      own: () => view({ mentorships: requested ? [mentorship(M2)] : [] }),
      mentors: () => [mentor(M1, { name: "Ana Souza", requested })],
      route: (method, url) => {
        if (method !== "POST" || url.pathname !== `${API}/requests`) return undefined;
        requested = true;
        return { status: 201, body: { id: M2, message: m.requestSent } };
      },
    });
    open();
    fireEvent.click(within(await card("Ana Souza")).getByRole("button", { name: "Pedir mentoria a Ana Souza" }));
    const dialog = (await screen.findByRole("alertdialog", { name: "Pedir mentoria a Ana Souza" })) as HTMLElement;
    expect(within(dialog).getByText("Conte quem você é, quando sai e no que precisa de ajuda.")).toBeTruthy();
    expect(within(dialog).getByText("0/1.000")).toBeTruthy();

    form.fill("Sua mensagem", "Oi, pode me ajudar?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Enviar pedido" }));
    await form.expectError("Sua mensagem", m.messageTooShort);
    expect(sentWrites(fetchMock)).toEqual([]);

    const text = "Sou 3º sargento do Exército, saio em março e quero trabalhar com logística.";
    form.fill("Sua mensagem", `  ${text}  `);
    // Two submissions before React re-renders the disabled button: one request.
    const requestForm = form.control("Sua mensagem").closest("form") as HTMLFormElement;
    fireEvent.submit(requestForm);
    fireEvent.submit(requestForm);
    expect(await screen.findByText(m.requestSent)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: `${API}/requests`, body: { mentorId: M1, message: text } },
    ]);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(await within(await card("Ana Souza")).findByRole("button", { name: "Pedido enviado" })).toBeTruthy();
    // His first request does not move him away from the mentors he was looking at.
    await waitFor(() => expect(reads(fetchMock, API)).toHaveLength(2));
    expect(screen.getByRole("tab", { name: "Encontrar mentor" }).getAttribute("aria-selected")).toBe("true");
  });

  it("says the API's 409 when the mentor filled up meanwhile, closes and reads the list again", async () => {
    let full = false;
    const fetchMock = api({
      mentors: () => [mentor(M1, { name: "Ana Souza", available: !full })],
      route: (method) => {
        if (method !== "POST") return undefined;
        full = true;
        return apiError(409, "CONFLICT", m.mentorFull);
      },
    });
    open();
    fireEvent.click(within(await card("Ana Souza")).getByRole("button", { name: "Pedir mentoria a Ana Souza" }));
    await screen.findByRole("alertdialog");
    form.fill("Sua mensagem", "Sou cabo da Aeronáutica e quero entrar em segurança privada.");
    form.click("Enviar pedido");
    expect(await screen.findByText(m.mentorFull)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(await within(await card("Ana Souza")).findByRole("button", { name: "Sem vagas no momento" })).toBeTruthy();
    expect(reads(fetchMock, `${API}/mentors`).length).toBeGreaterThanOrEqual(2);
  });

  it("keeps the dialog open with the API's 422: under the box, or at the top when it names no field", async () => {
    let answer = apiError(422, "VALIDATION_FAILED", "Verifique", [{ path: "message", message: m.messageTooLong }]);
    api({
      mentors: () => [mentor(M1, { name: "Ana Souza" })],
      route: (method) => (method === "POST" ? answer : undefined),
    });
    open();
    fireEvent.click(within(await card("Ana Souza")).getByRole("button", { name: "Pedir mentoria a Ana Souza" }));
    const dialog = (await screen.findByRole("alertdialog")) as HTMLElement;
    form.fill("Sua mensagem", "Uma mensagem que o servidor recusa por algum motivo.");
    form.click("Enviar pedido");
    await form.expectError("Sua mensagem", m.messageTooLong);

    answer = apiError(422, "VALIDATION_FAILED", m.requestSelf, [{ path: "mentorId", message: m.requestSelf }]);
    form.click("Enviar pedido");
    expect((await within(dialog).findByRole("alert")).textContent).toBe(m.requestSelf);
    expect((form.control("Sua mensagem") as HTMLTextAreaElement).value).toBe(
      "Uma mensagem que o servidor recusa por algum motivo.",
    );
  });
});

describe("MentoringPage: 'Minhas mentorias'", () => {
  const ALL = [
    mentorship(M1, { role: "mentor", otherName: "João Silva" }),
    mentorship(M2, {
      role: "mentorado",
      status: "ativa",
      goal: "Montar o currículo para logística",
      endsOn: "2027-03-01",
      conversationId: "7a1b2c3d-0000-4000-8000-00000000c0de",
    }),
    mentorship(M3, {
      role: "mentorado",
      status: "recusada",
      otherName: "Bruno Dias",
      declineMessage: m.declineDefault,
    }),
    mentorship("5f0c1d2e-0000-4000-8000-000000000004", {
      role: "mentor",
      status: "encerrada",
      otherName: null,
      endedAt: ago(DAY),
    }),
    mentorship("5f0c1d2e-0000-4000-8000-000000000005", {
      role: "mentorado",
      status: "encerrada",
      otherName: "Carla Lima",
      endedAt: ago(DAY),
      rated: true,
      conversationId: "7a1b2c3d-0000-4000-8000-0000000ca21a",
    }),
    mentorship("5f0c1d2e-0000-4000-8000-000000000006", { otherName: "Davi Rocha" }),
  ];

  it("groups them by status, each with what its side may do", async () => {
    api({ own: () => view({ mentorships: ALL }) });
    open(`${PATH}?aba=minhas`);
    await screen.findByRole("heading", { level: 2, name: "Aguardando resposta (2)" });
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Aguardando resposta (2)",
      "Em andamento (1)",
      "Encerrada (2)",
      "Recusada (1)",
    ]);

    const request = await card("Mentorado: João Silva");
    expect(within(request).getByText("Mensagem do pedido")).toBeTruthy();
    expect(within(request).getByText(/saio em março/)).toBeTruthy();
    expect(within(request).getByRole("button", { name: "Aceitar o pedido de João Silva" })).toBeTruthy();
    expect(within(request).getByRole("button", { name: "Recusar o pedido de João Silva" })).toBeTruthy();

    const own = await card("Mentor: Davi Rocha");
    expect(within(own).getByText("Sua mensagem")).toBeTruthy();
    expect(within(own).getByRole("button", { name: "Cancelar pedido com Davi Rocha" })).toBeTruthy();
    expect(within(own).queryByRole("button", { name: /Aceitar/ })).toBeNull();

    const running = await card("Mentor: Ana Souza");
    expect(within(running).getByText("Em andamento")).toBeTruthy();
    expect(within(running).getByText("Montar o currículo para logística")).toBeTruthy();
    expect(within(running).getByText("01/03/2027")).toBeTruthy();
    expect(within(running).getByRole("button", { name: "Encerrar mentoria com Ana Souza" })).toBeTruthy();
    // The pair's conversation, opened by the acceptance.
    expect(within(running).getByRole("link", { name: "Conversar com Ana Souza" }).getAttribute("href")).toBe(
      "/app/mensagens?conversa=7a1b2c3d-0000-4000-8000-00000000c0de",
    );
    expect(within(own).queryByRole("link", { name: /Conversar/ })).toBeNull();

    const declined = await card("Mentor: Bruno Dias");
    expect(within(declined).getByText("Resposta do mentor")).toBeTruthy();
    expect(within(declined).getByText(m.declineDefault)).toBeTruthy();

    // An erased mentee's mentorship stays, without a name; not rated yet.
    const ended = await card("Mentorado: Ex-membro");
    expect(within(ended).getByRole("button", { name: "Avaliar a mentoria com Ex-membro" })).toBeTruthy();
    const rated = await card("Mentor: Carla Lima");
    expect(within(rated).getByText("Você já avaliou esta mentoria.")).toBeTruthy();
    expect(within(rated).queryByRole("button", { name: /Avaliar/ })).toBeNull();
    // Only mentorships that were accepted have a conversation; an ended one's is read only.
    expect(within(rated).getByRole("link", { name: "Ver conversa com Carla Lima" }).getAttribute("href")).toBe(
      "/app/mensagens?conversa=7a1b2c3d-0000-4000-8000-0000000ca21a",
    );
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual([
      "Conversar com Ana Souza",
      "Ver conversa com Carla Lima",
    ]);
  });

  it("says there are none yet, and leads to 'Encontrar mentor'", async () => {
    api();
    const { router } = open(`${PATH}?aba=minhas`);
    expect(await screen.findByText("Você ainda não tem mentorias.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Encontrar mentor" }));
    await waitFor(() => expect(router.state.location.search).toBe("?aba=encontrar"));
    expect(await card("Mentor 1")).toBeTruthy();
  });

  it("accepts with a goal and an end date 90 days ahead by default, checking the date's range", async () => {
    const fetchMock = api({
      own: () => view({ mentorships: [ALL[0]] }),
      route: (method) => (method === "POST" ? { body: { message: m.accepted } } : undefined),
    });
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Aceitar o pedido de João Silva" }));
    const dialog = (await screen.findByRole("alertdialog", { name: "Aceitar o pedido de João Silva?" })) as HTMLElement;
    const date = form.control("Data de término") as HTMLInputElement;
    expect(date.value).toBe(brazilDayPlus(90));
    const daysAhead = Math.round((Date.parse(date.value) - Date.now()) / DAY);
    expect(daysAhead).toBeGreaterThanOrEqual(89);
    expect(daysAhead).toBeLessThanOrEqual(91);

    form.fill("Data de término", brazilDayPlus(0));
    fireEvent.click(within(dialog).getByRole("button", { name: "Aceitar pedido" }));
    await form.expectError("Data de término", m.endsOnInvalid);
    form.fill("Data de término", brazilDayPlus(400));
    fireEvent.click(within(dialog).getByRole("button", { name: "Aceitar pedido" }));
    await form.expectError("Data de término", m.endsOnInvalid);
    form.fill("Objetivo (opcional)", "x".repeat(301));
    fireEvent.click(within(dialog).getByRole("button", { name: "Aceitar pedido" }));
    await form.expectError("Objetivo (opcional)", m.goalTooLong);
    expect(sentWrites(fetchMock)).toEqual([]);

    form.fill("Objetivo (opcional)", "  Montar o currículo  ");
    form.fill("Data de término", brazilDayPlus(60));
    fireEvent.click(within(dialog).getByRole("button", { name: "Aceitar pedido" }));
    expect(await screen.findByText(m.accepted)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "POST",
        url: `${API}/${M1}/decision`,
        body: { decision: "aceitar", endsOn: brazilDayPlus(60), goal: "Montar o currículo" },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("says the API's 409 when his places filled up, closes and reads the list again", async () => {
    const fetchMock = api({
      own: () => view({ mentorships: [ALL[0]] }),
      route: (method) => (method === "POST" ? apiError(409, "CONFLICT", m.mentorFull) : undefined),
    });
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Aceitar o pedido de João Silva" }));
    await screen.findByRole("alertdialog");
    form.click("Aceitar pedido");
    expect(await screen.findByText(m.mentorFull)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(reads(fetchMock, API)).toHaveLength(2));
  });

  it("declines with the kind default text already written, which he may change", async () => {
    const fetchMock = api({
      own: () => view({ mentorships: [ALL[0]] }),
      route: (method) => (method === "POST" ? { body: { message: m.declined } } : undefined),
    });
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Recusar o pedido de João Silva" }));
    await screen.findByRole("alertdialog", { name: "Recusar o pedido de João Silva?" });
    expect((form.control("Mensagem ao militar") as HTMLTextAreaElement).value).toBe(m.declineDefault);
    form.fill("Mensagem ao militar", "Estou sem tempo este mês. Procure a Ana, ela conhece bem a área.");
    form.click("Recusar pedido");
    expect(await screen.findByText(m.declined)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "POST",
        url: `${API}/${M1}/decision`,
        body: { decision: "recusar", message: "Estou sem tempo este mês. Procure a Ana, ela conhece bem a área." },
      },
    ]);
  });

  it("ends a running mentorship, and withdraws a pending request, each once confirmed", async () => {
    const fetchMock = api({
      own: () => view({ mentorships: [ALL[1], ALL[5]] }),
      route: (method, url) =>
        method === "POST" ? { body: { message: url.pathname.includes(M2) ? m.ended : m.cancelled } } : undefined,
    });
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Encerrar mentoria com Ana Souza" }));
    const confirm = (await screen.findByRole("alertdialog", { name: "Encerrar a mentoria?" })) as HTMLElement;
    fireEvent.click(within(confirm).getByRole("button", { name: "Voltar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(sentWrites(fetchMock)).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Encerrar mentoria com Ana Souza" }));
    const again = (await screen.findByRole("alertdialog", { name: "Encerrar a mentoria?" })) as HTMLElement;
    fireEvent.click(within(again).getByRole("button", { name: "Encerrar mentoria" }));
    expect(await screen.findByText(m.ended)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Cancelar pedido com Davi Rocha" }));
    const cancel = (await screen.findByRole("alertdialog", { name: "Cancelar o pedido de mentoria?" })) as HTMLElement;
    fireEvent.click(within(cancel).getByRole("button", { name: "Cancelar pedido" }));
    expect(await screen.findByText(m.cancelled)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: `${API}/${M2}/end`, body: undefined },
      { method: "POST", url: `${API}/5f0c1d2e-0000-4000-8000-000000000006/end`, body: undefined },
    ]);
  });

  it("rates an ended mentorship with 1 to 5 stars, asking for a grade first", async () => {
    const ID = "5f0c1d2e-0000-4000-8000-000000000004";
    const fetchMock = api({
      own: () => view({ mentorships: [ALL[3]] }),
      route: (method) => (method === "POST" ? { status: 201, body: { message: m.rated } } : undefined),
    });
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Avaliar a mentoria com Ex-membro" }));
    const dialog = (await screen.findByRole("alertdialog", {
      name: "Avaliar a mentoria com Ex-membro",
    })) as HTMLElement;
    const stars = within(dialog).getAllByRole("radio");
    expect(stars.map((s) => s.closest("label")?.textContent)).toEqual([
      "1 estrela",
      "2 estrelas",
      "3 estrelas",
      "4 estrelas",
      "5 estrelas",
    ]);
    // Native radios sharing one name: the browser moves between them with the arrows.
    expect(new Set(stars.map((s) => (s as HTMLInputElement).name)).size).toBe(1);
    fireEvent.click(within(dialog).getByRole("button", { name: "Enviar avaliação" }));
    expect(await within(dialog).findByText(m.starsInvalid)).toBeTruthy();
    expect(within(dialog).getByRole("group", { name: "Nota" }).getAttribute("aria-describedby")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([]);

    fireEvent.click(within(dialog).getByRole("radio", { name: "4 estrelas" }));
    expect(within(dialog).getByText("Sua nota: 4 estrelas")).toBeTruthy();
    form.fill("Comentário (opcional)", "  Me ajudou muito com o currículo.  ");
    fireEvent.click(within(dialog).getByRole("button", { name: "Enviar avaliação" }));
    expect(await screen.findByText(m.rated)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: `${API}/${ID}/rating`, body: { stars: 4, comment: "Me ajudou muito com o currículo." } },
    ]);
  });

  it("says the API's 409 when the mentorship was already rated, closes and reads it again", async () => {
    let rated = false;
    const fetchMock = api({
      own: () => view({ mentorships: [{ ...ALL[3], rated }] }),
      route: (method) => {
        if (method !== "POST") return undefined;
        rated = true;
        return apiError(409, "CONFLICT", m.alreadyRated);
      },
    });
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Avaliar a mentoria com Ex-membro" }));
    const dialog = (await screen.findByRole("alertdialog")) as HTMLElement;
    fireEvent.click(within(dialog).getByRole("radio", { name: "5 estrelas" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Enviar avaliação" }));
    expect(await screen.findByText(m.alreadyRated)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(await screen.findByText("Você já avaliou esta mentoria.")).toBeTruthy();
    expect(sentWrites(fetchMock)).toHaveLength(1);
  });
});

describe("MentoringPage: 'Quero ser mentor'", () => {
  const OFFER = `${PATH}?aba=ser-mentor`;

  it("explains the badge to one without it, and shows no form", async () => {
    api();
    open(OFFER);
    expect(await screen.findByText(m.needsBadge)).toBeTruthy();
    expect(screen.getByText(/Para ser mentor, você precisa do selo 'Já fiz a transição'/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Quero ser mentor|Salvar perfil/ })).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("shows a mentor his places and, from the third rating, his average; the form holds his offer", async () => {
    api({ own: () => view({ transitioned: true, profile: PROFILE }) });
    const first = open(OFFER);
    expect(await screen.findByText("2 de 3 vagas ocupadas")).toBeTruthy();
    expect(screen.getByText("Sua média aparece depois de 3 avaliações.")).toBeTruthy();
    expect(
      screen
        .getAllByRole("checkbox")
        .filter((c) => (c as HTMLInputElement).checked)
        .map((c) => c.closest("label")?.textContent),
    ).toEqual(["Logística", "Gestão"]);
    expect((form.control("Quantos mentorados ao mesmo tempo") as HTMLSelectElement).value).toBe("3");
    expect((form.control("Disponibilidade") as HTMLTextAreaElement).value).toBe("Sábados pela manhã");
    expect(screen.getByRole("switch", { name: "Aceitando novos pedidos" }).getAttribute("aria-checked")).toBe("true");
    expect(
      await screen.findByRole("button", { name: "Remover Gerente de logística (armazenagem e distribuição)" }),
    ).toBeTruthy();
    first.unmount();

    api({ own: () => view({ transitioned: true, profile: { ...PROFILE, rating: { average: 4.5, count: 4 } } }) });
    open(OFFER);
    expect(await screen.findByText(/4,5 de 5 · 4 avaliações/)).toBeTruthy();
    expect(screen.queryByText("Sua média aparece depois de 3 avaliações.")).toBeNull();
  });

  it("checks the offer with the API's schema before sending anything", async () => {
    const fetchMock = api({ own: () => view({ transitioned: true }) });
    open(OFFER);
    await screen.findByRole("button", { name: "Quero ser mentor" });
    form.click("Quero ser mentor");
    expect(await screen.findByText(m.areasRequired)).toBeTruthy();
    expect(
      screen.getByRole("group", { name: "Áreas em que você ajuda" }).getAttribute("aria-describedby"),
    ).toBeTruthy();
    await form.expectError("Disponibilidade", m.availabilityRequired);
    form.fill("Disponibilidade", "x".repeat(301));
    expect(screen.getByText("301/300")).toBeTruthy();
    form.click("Quero ser mentor");
    await form.expectError("Disponibilidade", m.availabilityTooLong);
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("saves the offer once: areas, occupations chosen from the CBO (removable), capacity, availability, switch", async () => {
    const fetchMock = api({
      own: () => view({ transitioned: true }),
      route: (method) => (method === "PUT" ? { body: { message: m.profileSaved } } : undefined),
    });
    open(OFFER);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Segurança" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Tecnologia" }));

    const search = screen.getByRole("combobox", { name: "Ocupações (opcional)" });
    fireEvent.change(search, { target: { value: "vigil" } });
    fireEvent.mouseDown(await screen.findByRole("option", { name: /Vigilante/ }));
    fireEvent.change(search, { target: { value: "gerente" } });
    fireEvent.mouseDown(await screen.findByRole("option", { name: /Gerente administrativo/ }));
    const chosen = screen.getByRole("list", { name: "Ocupações escolhidas" });
    await waitFor(() =>
      expect(
        within(chosen)
          .getAllByRole("listitem")
          .map((li) => li.textContent),
      ).toEqual(["VigilanteRemover Vigilante", "Gerente administrativoRemover Gerente administrativo"]),
    );
    fireEvent.click(screen.getByRole("button", { name: "Remover Gerente administrativo" }));

    form.fill("Quantos mentorados ao mesmo tempo", "4");
    form.fill("Disponibilidade", "  Noites de segunda  ");
    fireEvent.click(screen.getByRole("switch", { name: "Aceitando novos pedidos" }));

    const offerForm = screen.getByRole("button", { name: "Quero ser mentor" }).closest("form") as HTMLFormElement;
    fireEvent.submit(offerForm);
    fireEvent.submit(offerForm);
    expect(await screen.findByText(m.profileSaved)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "PUT",
        url: `${API}/profile`,
        body: {
          areas: ["seguranca", "tecnologia"],
          occupations: ["517330"],
          capacity: 4,
          availability: "Noites de segunda",
          active: false,
        },
      },
    ]);
  });

  it("says the API's 403 when the badge is gone, and the page read again explains it", async () => {
    let transitioned = true;
    api({
      own: () => view({ transitioned, profile: transitioned ? PROFILE : null }),
      route: (method) => {
        if (method !== "PUT") return undefined;
        transitioned = false;
        return apiError(403, "FORBIDDEN", m.needsBadge);
      },
    });
    open(OFFER);
    await screen.findByRole("button", { name: "Salvar perfil de mentor" });
    form.click("Salvar perfil de mentor");
    expect(await screen.findByText(m.needsBadge)).toBeTruthy();
    expect(await screen.findByText(/Para ser mentor, você precisa do selo/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Salvar perfil de mentor" })).toBeNull());
  });

  it("shows the API's 422 under each field it names", async () => {
    api({
      own: () => view({ transitioned: true, profile: PROFILE }),
      route: (method) =>
        method === "PUT"
          ? apiError(422, "VALIDATION_FAILED", "Verifique", [
              { path: "capacity", message: m.capacityInvalid },
              { path: "occupations.0", message: "Ocupação inválida" },
            ])
          : undefined,
    });
    open(OFFER);
    await screen.findByRole("button", { name: "Salvar perfil de mentor" });
    form.click("Salvar perfil de mentor");
    await form.expectError("Quantos mentorados ao mesmo tempo", m.capacityInvalid);
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Ocupações (opcional)" }).getAttribute("aria-invalid")).toBe("true"),
    );
    expect(screen.getByText("Ocupação inválida")).toBeTruthy();
  });
});
