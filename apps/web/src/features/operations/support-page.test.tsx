import { href, PAGES } from "@pm/shared/pages";
import { supportMessages } from "@pm/shared/support";
import { describe, expect, it } from "vitest";
import { ToasterHost } from "@/app/toaster-host";
import { fireEvent, form, type Reply, renderPage, screen, sentWrites, stubFetch, waitFor, within } from "@/test/render";
import { OperationsSupportPage } from "./support-page";

const ID = "5f0c1a2b-3c4d-4e5f-8a9b-0123456789ab";
const ME = "op-me";
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function row(overrides: Record<string, unknown> = {}) {
  return {
    id: ID,
    subject: "Não consigo emitir a nota fiscal",
    category: "pagamentos",
    status: "aberto",
    plan: "enterprise",
    level: "dedicated",
    personName: "Ana Souza",
    personEmail: "ana@logisticaforte.com.br",
    companyName: "Logística Forte",
    assignee: null,
    dueAt: minutesFromNow(45.2),
    overdue: false,
    firstResponseAt: null,
    createdAt: minutesFromNow(-30),
    lastMessageAt: minutesFromNow(-30),
    ...overrides,
  };
}

function queue({ requests = [row()], available = false } = {}) {
  return {
    requests,
    nextCursor: null,
    operators: [
      { id: ME, name: "Você Operador", available },
      { id: "op-bruno", name: "Bruno Lima", available: true },
      { id: "op-carla", name: "Carla Dias", available: false },
    ],
    me: { id: ME, available },
  };
}

const DETAIL = {
  id: ID,
  subject: "Não consigo emitir a nota fiscal",
  category: "pagamentos",
  status: "aberto",
  plan: "enterprise",
  planLabel: "Enterprise",
  level: "dedicated",
  createdAt: "2026-11-28T12:00:00.000Z",
  dueAt: "2026-11-28T13:00:00.000Z",
  overdue: true,
  firstResponseDueAt: "2026-11-28T13:00:00.000Z",
  firstResponseAt: null,
  resolvedAt: null,
  rating: null,
  ratingComment: null,
  assignee: { id: "op-bruno", name: "Bruno Lima" },
  person: { id: "u-ana", name: "Ana Souza", email: "ana@logisticaforte.com.br", role: "empresa" },
  company: { id: "c1", name: "Logística Forte", plan: "enterprise" },
  payments: [
    { id: "p1", plan: "enterprise", amountCents: 450000, status: "paid", createdAt: "2026-11-01T12:00:00.000Z" },
  ],
  errors: [
    {
      requestId: "req_7f3a9c",
      method: "POST",
      path: "/api/billing/invoice",
      status: 500,
      code: "INTERNAL",
      createdAt: "2026-11-28T11:58:00.000Z",
    },
  ],
  messages: [
    {
      id: "m1",
      author: "pessoa",
      authorName: "Ana Souza",
      body: "A nota não sai desde ontem.",
      createdAt: "2026-11-28T12:00:00.000Z",
      readAt: null,
      attachments: [],
    },
    {
      id: "m2",
      author: "operador",
      authorName: "Bruno Lima",
      body: "Estamos verificando, Ana.",
      createdAt: "2026-11-28T12:10:00.000Z",
      readAt: "2026-11-28T12:11:00.000Z",
      attachments: [],
    },
    {
      id: "m3",
      author: "nota",
      authorName: "Bruno Lima",
      body: "Erro 500 no emissor; abri chamado com o provedor.",
      createdAt: "2026-11-28T12:12:00.000Z",
      readAt: null,
      attachments: [],
    },
  ],
  audit: [
    {
      id: "a1",
      action: "support.take",
      actorEmail: "bruno@proximamissao.com.br",
      createdAt: "2026-11-28T12:05:00.000Z",
      reason: null,
    },
  ],
};

const MACROS = { macros: [{ id: "mc1", title: "Saudação", body: "Olá, {nome}! Já estamos olhando o seu caso." }] };

/** The console's support API: the queue, the request, its typing signal and the macros; `write` for changes. */
function api({
  body = queue(),
  typing = false,
  write = () => ({ body: { message: "ok" } }),
}: {
  body?: unknown;
  typing?: boolean;
  write?: (url: string, method: string) => Reply;
} = {}) {
  return stubFetch((url, method) => {
    if (method !== "GET") return write(url, method);
    const path = new URL(url, "http://localhost").pathname;
    if (path === "/api/operations/support/macros") return { body: MACROS };
    if (path === `/api/operations/support/${ID}/typing`) return { body: { typing } };
    if (path === `/api/operations/support/${ID}`) return { body: DETAIL };
    return { body };
  });
}

function open(url: string = PAGES.operationsSupport) {
  return renderPage(
    <>
      <OperationsSupportPage />
      <ToasterHost />
    </>,
    { path: PAGES.operationsSupport, url },
  );
}

/** The queries each GET of the queue sent. */
const queueReads = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((u) => u.pathname === "/api/operations/support")
    .map((u) => Object.fromEntries(u.searchParams));

describe("OperationsSupportPage: the queue", () => {
  it("reads its filters from the address, sends them, and shows an overdue request in red", async () => {
    const fetchMock = api({
      body: queue({
        requests: [
          row({ id: "r-late", subject: "Cobrança em dobro", dueAt: minutesFromNow(-20), overdue: true }),
          row({ assignee: { id: "op-bruno", name: "Bruno Lima" } }),
        ],
      }),
    });
    open(`${PAGES.operationsSupport}?plano=enterprise&categoria=pagamentos&situacao=todos&meus=1`);

    const late = (await screen.findByText("Cobrança em dobro")).closest("li") as HTMLElement;
    const overdue = within(late).getByText("Prazo estourado");
    expect(overdue.className).toContain("text-destructive");
    expect(within(late).getByText(/Sem responsável/)).toBeTruthy();

    const onTime = (screen.getByText("Não consigo emitir a nota fiscal").closest("li") as HTMLElement) ?? null;
    expect(within(onTime).getByText("Vence em 45 min").className).not.toContain("text-destructive");
    expect(within(onTime).getByText(/Com Bruno Lima/)).toBeTruthy();
    expect(within(onTime).getByText("Enterprise")).toBeTruthy();
    expect(within(onTime).getByText("Ana Souza · Logística Forte")).toBeTruthy();

    expect(queueReads(fetchMock)).toEqual([{ status: "todos", plan: "enterprise", category: "pagamentos", mine: "1" }]);
    expect((form.control("Plano") as HTMLSelectElement).value).toBe("enterprise");
    expect((form.control("Categoria") as HTMLSelectElement).value).toBe("pagamentos");
    expect((form.control("Status") as HTMLSelectElement).value).toBe("todos");
    expect((form.control("Só os meus") as HTMLInputElement).checked).toBe(true);
  });

  it("asks for the open requests by default and keeps a changed filter in the address", async () => {
    const fetchMock = api();
    const { router } = open();
    await screen.findByText("Não consigo emitir a nota fiscal");
    expect(queueReads(fetchMock)).toEqual([{ status: "aberto" }]);
    expect((form.control("Status") as HTMLSelectElement).value).toBe("aberto");

    form.fill("Status", "aguardando_voce");
    form.fill("Plano", "PREMIUM");
    fireEvent.click(form.control("Só os meus"));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        situacao: "aguardando_voce",
        plano: "PREMIUM",
        meus: "1",
      }),
    );
    await waitFor(() =>
      expect(queueReads(fetchMock).at(-1)).toEqual({ status: "aguardando_voce", plan: "PREMIUM", mine: "1" }),
    );
  });

  it("opens a request beside the queue, in the address, and gives the focus back on closing", async () => {
    api();
    const { router } = open(`${PAGES.operationsSupport}?situacao=todos`);
    fireEvent.click(await screen.findByRole("link", { name: /Não consigo emitir a nota fiscal/ }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        situacao: "todos",
        atendimento: ID,
      }),
    );
    const heading = await screen.findByRole("heading", { level: 2, name: DETAIL.subject });
    await waitFor(() => expect(document.activeElement).toBe(heading));

    form.click("Voltar à fila");
    await waitFor(() => expect(router.state.location.search).toBe("?situacao=todos"));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("link", { name: /Não consigo emitir a nota fiscal/ })),
    );
  });
});

describe("OperationsSupportPage: availability", () => {
  it("switches the operator to 'Disponível' and names who else is available", async () => {
    const fetchMock = api({
      write: () => ({ body: { available: true, message: supportMessages.availabilityChanged } }),
    });
    open();
    const toggle = await screen.findByRole("switch", { name: "Disponível para atendimento" });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(screen.getByText("Ausente")).toBeTruthy();
    expect(screen.getByText(/Também disponíveis: Bruno Lima\./)).toBeTruthy();

    fireEvent.click(toggle);
    expect(await screen.findByText(supportMessages.availabilityChanged)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "PUT", url: "/api/operations/support/availability", body: { available: true } },
    ]);
  });
});

describe("OperationsSupportPage: the request", () => {
  const detailUrl = `${PAGES.operationsSupport}?atendimento=${ID}`;
  const thread = async () => (await screen.findByRole("region", { name: "Conversa" })) as HTMLElement;

  it("shows the person, the errors, and an internal note apart from an answer, with its read receipt", async () => {
    const fetchMock = api({ typing: true });
    open(detailUrl);
    const conversation = await thread();

    const note = within(conversation)
      .getByText(/abri chamado com o provedor/)
      .closest("li") as HTMLElement;
    expect(within(note).getByText("Nota interna")).toBeTruthy();
    expect(note.className).toContain("bg-amber-50");
    expect(within(note).queryByText("Lida")).toBeNull();

    const answer = within(conversation).getByText("Estamos verificando, Ana.").closest("li") as HTMLElement;
    expect(within(answer).queryByText("Nota interna")).toBeNull();
    expect(answer.className).not.toContain("bg-amber-50");
    expect(within(answer).getByText("Lida")).toBeTruthy();
    expect(await within(conversation).findByText("Cliente digitando…")).toBeTruthy();

    const person = screen.getByRole("region", { name: "Quem pediu" });
    for (const text of ["Ana Souza", "ana@logisticaforte.com.br"]) {
      expect(within(person).getByText(text)).toBeTruthy();
    }
    expect(within(person).getByText("Perfil").nextElementSibling?.textContent).toBe("Empresa");
    expect(within(person).getByRole("link", { name: "Logística Forte" }).getAttribute("href")).toBe(
      href("operationsCompany", { id: "c1" }),
    );
    const errors = screen.getByRole("table", { name: "Últimos erros da pessoa" });
    expect(within(errors).getByText("req_7f3a9c").className).toContain("font-mono");
    expect(within(errors).getByRole("button", { name: "Copiar o identificador req_7f3a9c" })).toBeTruthy();
    expect(within(errors).getByText("POST /api/billing/invoice")).toBeTruthy();
    expect(screen.getByText("Atendimento assumido")).toBeTruthy();

    // Opening it marks the person's messages read.
    await waitFor(() =>
      expect(sentWrites(fetchMock)).toContainEqual({
        method: "POST",
        url: `/api/operations/support/${ID}/read`,
        body: undefined,
      }),
    );
  });

  it("fills a macro with the person's first name and sends the answer with the status chosen", async () => {
    const fetchMock = api({
      write: (url) => (url.endsWith("/answer") ? { status: 201, body: { message: DETAIL.messages[1] } } : {}),
    });
    open(detailUrl);
    await thread();
    await waitFor(() => expect(screen.getByRole("option", { name: "Saudação" })).toBeTruthy());

    form.fill("Respostas prontas", "mc1");
    form.click("Inserir");
    const text = form.control("Resposta") as HTMLTextAreaElement;
    expect(text.value).toBe("Olá, Ana! Já estamos olhando o seu caso.");

    form.fill("Resposta", `${text.value} Volto em breve.`);
    form.fill("Depois de enviar, o status fica", "aguardando_voce");
    form.click("Enviar resposta");
    expect(await screen.findByText(supportMessages.answered)).toBeTruthy();

    const sent = sentWrites(fetchMock).find((w) => w.url.endsWith("/answer"));
    expect(sent?.method).toBe("POST");
    expect(sent?.url).toBe(`/api/operations/support/${ID}/answer`);
    const body = sent?.body as FormData;
    expect(body.get("message")).toBe("Olá, Ana! Já estamos olhando o seu caso. Volto em breve.");
    expect(body.get("status")).toBe("aguardando_voce");
    expect(body.getAll("files")).toEqual([]);
    // Typing sent the signal, once for the burst.
    expect(sentWrites(fetchMock).filter((w) => w.url.endsWith("/typing"))).toHaveLength(1);
  });

  it("records an internal note as JSON, apart from the answer", async () => {
    const fetchMock = api({
      write: (url) => (url.endsWith("/notes") ? { status: 201, body: { message: DETAIL.messages[2] } } : {}),
    });
    open(detailUrl);
    await thread();
    form.fill("Texto da nota", "Cliente confirmou o CNPJ por telefone.");
    form.click("Registrar nota");
    expect(await screen.findByText(supportMessages.noted)).toBeTruthy();
    expect(sentWrites(fetchMock).filter((w) => !w.url.endsWith("/read"))).toEqual([
      {
        method: "POST",
        url: `/api/operations/support/${ID}/notes`,
        body: { message: "Cliente confirmou o CNPJ por telefone." },
      },
    ]);
  });

  it("refuses a blank answer under the field and sends nothing", async () => {
    const fetchMock = api();
    open(detailUrl);
    await thread();
    form.click("Enviar resposta");
    await form.expectError("Resposta", supportMessages.messageRequired);
    expect(sentWrites(fetchMock).filter((w) => !w.url.endsWith("/read"))).toEqual([]);
  });
});
