import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { apiError, fireEvent, renderPage, screen, sentWrites, stubFetch, waitFor, within } from "@/test/render";
import { CompanyMessagesPage, MilitaryMessagesPage } from "./conversations-page";

const PATH = "/app/mensagens";

/** Conversation c1's other party, as the list and the thread both show it. */
const COUNTERPART = {
  id: "c1",
  name: "Logística Forte",
  role: "Logística e transporte",
  pictureUrl: null,
  online: true,
  removed: false,
  blocked: false,
  companySlug: "logistica-forte",
};

const SUMMARY = {
  ...COUNTERPART,
  unread: 2,
  lastMessageAt: new Date().toISOString(),
  lastMessage: { mine: false, body: "Pode enviar o certificado?", attachmentName: null, read: false },
};

const CONVERSATION = {
  ...COUNTERPART,
  unread: 0,
  companyId: "co1",
  militarId: "u1",
  applications: [{ id: "a1", jobId: "j1", jobTitle: "Coordenador de Logística", status: "em_analise" }],
};

const MESSAGES = [
  {
    id: "m1",
    mine: false,
    body: "Olá! Veja https://exemplo.com.br/vaga",
    createdAt: "2026-11-20T13:00:00.000Z",
    readAt: null,
    attachment: null,
  },
  {
    id: "m2",
    mine: true,
    body: "Bom dia!",
    createdAt: new Date().toISOString(),
    readAt: new Date().toISOString(),
    attachment: null,
  },
];

function api({ send = { status: 201, body: MESSAGES[1] } as { status?: number; body?: unknown } } = {}) {
  return stubFetch((url, method) => {
    if (method === "POST" && url.includes("/messages")) return send;
    if (method === "POST") return { status: 204 };
    if (url.includes("/unread")) return { body: { total: 2 } };
    if (url.includes("/messages")) return { body: { messages: MESSAGES, olderCursor: null } };
    if (url.includes("/conversations/c1")) return { body: CONVERSATION };
    return { body: { conversations: [SUMMARY], nextCursor: null } };
  });
}

beforeAll(() => {
  // jsdom has no IntersectionObserver: older pages load only when asked.
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
});

describe("the conversations page", () => {
  it("lists conversations with the unread count and online dot, and says 'Selecione uma conversa'", async () => {
    api();
    renderPage(<MilitaryMessagesPage />, { path: PATH });
    const item = await screen.findByRole("link", { name: /Logística Forte/ });
    expect(within(item).getByText("Pode enviar o certificado?")).toBeTruthy();
    expect(within(item).getByLabelText("2 não lidas")).toBeTruthy();
    expect(within(item).getByText("online")).toBeTruthy();
    expect(screen.getByText("Selecione uma conversa")).toBeTruthy();
  });

  it("says 'Nenhuma conversa ainda' when there is none", async () => {
    stubFetch({ body: { conversations: [], nextCursor: null } });
    renderPage(<CompanyMessagesPage />, { path: "/empresa/mensagens" });
    expect(await screen.findByText("Nenhuma conversa ainda")).toBeTruthy();
  });

  it("opens a conversation: messages by day, receipts, links that cannot run script", async () => {
    api();
    renderPage(<MilitaryMessagesPage />, { path: PATH, url: `${PATH}?conversa=c1` });
    expect(await screen.findByText("Bom dia!")).toBeTruthy();
    expect(screen.getByText("Hoje")).toBeTruthy();
    expect(screen.getByText("20 de novembro")).toBeTruthy();
    expect(screen.getByText("lida")).toBeTruthy();
    const link = screen.getByRole("link", { name: /exemplo\.com\.br\/vaga/ });
    expect(link.getAttribute("href")).toBe("https://exemplo.com.br/vaga");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(screen.getByText("Candidatura: Coordenador de Logística")).toBeTruthy();
    // The militar reaches the company's public page from the conversation's header.
    const header = screen.getByRole("heading", { name: "Logística Forte" });
    expect(within(header).getByRole("link").getAttribute("href")).toBe("/empresas/logistica-forte");
  });

  it("Enter sends the trimmed text and clears the box; Shift+Enter and a blank box send nothing", async () => {
    const fetchMock = api();
    renderPage(<MilitaryMessagesPage />, { path: PATH, url: `${PATH}?conversa=c1` });
    const box = (await screen.findByRole("textbox", { name: "Mensagem" })) as HTMLTextAreaElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    const send = screen.getByRole("button", { name: "Enviar mensagem" }) as HTMLButtonElement;
    fireEvent.change(box, { target: { value: "   " } });
    expect(send.disabled).toBe(true);
    fireEvent.keyDown(box, { key: "Enter" });
    fireEvent.change(box, { target: { value: "  Tudo certo  " } });
    fireEvent.keyDown(box, { key: "Enter", shiftKey: true });
    expect(sentWrites(fetchMock).filter((w) => w.url.includes("/messages"))).toEqual([]);
    fireEvent.keyDown(box, { key: "Enter" });
    expect(box.value).toBe("");
    await waitFor(() =>
      expect(sentWrites(fetchMock).filter((w) => w.url.includes("/messages"))).toEqual([
        expect.objectContaining({ method: "POST", body: { body: "Tudo certo" } }),
      ]),
    );
  });

  it("shows a counter near the limit", async () => {
    api();
    renderPage(<MilitaryMessagesPage />, { path: PATH, url: `${PATH}?conversa=c1` });
    const box = await screen.findByRole("textbox", { name: "Mensagem" });
    fireEvent.change(box, { target: { value: "a".repeat(3499) } });
    expect(screen.queryByText(/\/4\.000/)).toBeNull();
    fireEvent.change(box, { target: { value: "a".repeat(3500) } });
    expect(screen.getByText("3.500/4.000")).toBeTruthy();
  });

  it("keeps a message that failed to send with 'Tentar novamente', and retries it", async () => {
    const fetchMock = api({ send: apiError(500, "INTERNAL", "Ocorreu um erro inesperado. Tente novamente.") });
    renderPage(<MilitaryMessagesPage />, { path: PATH, url: `${PATH}?conversa=c1` });
    const box = await screen.findByRole("textbox", { name: "Mensagem" });
    await waitFor(() => expect((box as HTMLTextAreaElement).disabled).toBe(false));
    fireEvent.change(box, { target: { value: "Vou tentar" } });
    fireEvent.keyDown(box, { key: "Enter" });
    const retry = await screen.findByRole("button", { name: "Não foi possível enviar. Tentar novamente" });
    expect(screen.getByText("Vou tentar")).toBeTruthy();
    fireEvent.click(retry);
    await waitFor(() => expect(sentWrites(fetchMock).filter((w) => w.url.includes("/messages"))).toHaveLength(2));
  });

  it.each([
    { online: true, role: "Logística e transporte", line: "online · Logística e transporte" },
    { online: true, role: null, line: "online" },
    { online: true, role: "", line: "online" },
    { online: false, role: "Logística e transporte", line: "Logística e transporte" },
    { online: false, role: null, line: null },
  ])("the header under the name reads $line (online: $online, role: $role)", async ({ online, role, line }) => {
    stubFetch((url) => {
      if (url.includes("/messages")) return { body: { messages: [], olderCursor: null } };
      if (url.includes("/conversations/c1")) return { body: { ...CONVERSATION, online, role } };
      return { body: { conversations: [], nextCursor: null } };
    });
    renderPage(<MilitaryMessagesPage />, { path: PATH, url: `${PATH}?conversa=c1` });
    const thread = await screen.findByRole("region", { name: "Conversa com Logística Forte" });
    const name = within(thread).getByRole("heading", { name: "Logística Forte" });
    const under = name.nextElementSibling;
    expect(under?.textContent ?? null).toBe(line);
  });

  it("a blocked conversation cannot be written in, and says why", async () => {
    stubFetch((url) => {
      if (url.includes("/messages")) return { body: { messages: [], olderCursor: null } };
      if (url.includes("/conversations/c1")) return { body: { ...CONVERSATION, blocked: true } };
      return { body: { conversations: [SUMMARY], nextCursor: null } };
    });
    renderPage(<CompanyMessagesPage />, { path: "/empresa/mensagens", url: "/empresa/mensagens?conversa=c1" });
    expect(await screen.findByText("O militar bloqueou esta conversa. Não é possível enviar mensagens.")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Mensagem" }) as HTMLTextAreaElement).disabled).toBe(true);
  });

  it("a mentorship's conversation leads to 'Mentoria', offers no block, and is read only once it ended", async () => {
    const MENTORSHIP = {
      ...CONVERSATION,
      kind: "mentoria",
      name: "Ana Souza",
      role: "Seu mentor",
      companySlug: null,
      companyId: null,
      militarId: null,
      applications: [],
    };
    let closed = false;
    stubFetch((url) => {
      if (url.includes("/messages")) return { body: { messages: MESSAGES, olderCursor: null } };
      if (url.includes("/conversations/c1")) return { body: { ...MENTORSHIP, closed } };
      return { body: { conversations: [{ ...SUMMARY, ...MENTORSHIP, closed }], nextCursor: null } };
    });
    const first = renderPage(<MilitaryMessagesPage />, { path: PATH, url: `${PATH}?conversa=c1` });
    const thread = await screen.findByRole("region", { name: "Conversa com Ana Souza" });
    expect(within(thread).getByText(/Seu mentor/)).toBeTruthy();
    expect(within(thread).getByRole("link", { name: "Ver mentoria" }).getAttribute("href")).toBe("/app/mentoria");
    expect((screen.getByRole("textbox", { name: "Mensagem" }) as HTMLTextAreaElement).disabled).toBe(false);
    fireEvent.pointerDown(within(thread).getByRole("button", { name: "Mais opções da conversa" }), {
      button: 0,
      ctrlKey: false,
    });
    expect(await screen.findByRole("menuitem", { name: "Denunciar conversa" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: /Bloquear/ })).toBeNull();
    first.unmount();

    closed = true;
    renderPage(<MilitaryMessagesPage />, { path: PATH, url: `${PATH}?conversa=c1` });
    expect(
      await screen.findByText("A mentoria foi encerrada. A conversa fica disponível só para leitura."),
    ).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Mensagem" }) as HTMLTextAreaElement).disabled).toBe(true);
  });

  it("names the member who wrote each run of the company's messages: full name for the team", async () => {
    const today = new Date();
    const at = (minutes: number) => new Date(today.getTime() - minutes * 60_000).toISOString();
    stubFetch((url) => {
      if (url.includes("/unread")) return { body: { total: 0 } };
      if (url.includes("/messages")) {
        return {
          body: {
            messages: [
              {
                id: "m1",
                mine: true,
                authorName: "Carla Mendes",
                body: "Olá!",
                createdAt: at(5),
                readAt: null,
                attachment: null,
              },
              {
                id: "m2",
                mine: true,
                authorName: "Carla Mendes",
                body: "Tudo bem?",
                createdAt: at(4),
                readAt: null,
                attachment: null,
              },
              {
                id: "m3",
                mine: false,
                authorName: null,
                body: "Tudo sim.",
                createdAt: at(3),
                readAt: null,
                attachment: null,
              },
              {
                id: "m4",
                mine: true,
                authorName: "Bruno Lima",
                body: "Sou o Bruno.",
                createdAt: at(2),
                readAt: null,
                attachment: null,
              },
              {
                id: "m5",
                mine: true,
                authorName: null,
                body: "Mensagem antiga.",
                createdAt: at(1),
                readAt: null,
                attachment: null,
              },
            ],
            olderCursor: null,
          },
        };
      }
      if (url.includes("/conversations/c1"))
        return { body: { ...CONVERSATION, name: "João da Silva", companySlug: null } };
      return { body: { conversations: [], nextCursor: null } };
    });
    renderPage(<CompanyMessagesPage />, { path: "/empresa/mensagens", url: "/empresa/mensagens?conversa=c1" });
    await screen.findByText("Sou o Bruno.");
    expect(screen.getAllByTestId("message-author").map((el) => el.textContent)).toEqual(["Carla Mendes", "Bruno Lima"]);
  });

  it("shows the militar the member's first name beside the company's", async () => {
    stubFetch((url) => {
      if (url.includes("/unread")) return { body: { total: 0 } };
      if (url.includes("/messages")) {
        return {
          body: {
            messages: [
              { ...MESSAGES[0], authorName: "Carla" },
              { ...MESSAGES[1], authorName: null },
            ],
            olderCursor: null,
          },
        };
      }
      if (url.includes("/conversations/c1")) return { body: CONVERSATION };
      return { body: { conversations: [SUMMARY], nextCursor: null } };
    });
    renderPage(<MilitaryMessagesPage />, { path: PATH, url: `${PATH}?conversa=c1` });
    await screen.findByText("Bom dia!");
    expect(screen.getAllByTestId("message-author").map((el) => el.textContent)).toEqual(["Carla · Logística Forte"]);
  });
});
