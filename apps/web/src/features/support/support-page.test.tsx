import { SUPPORT_HOURS_LABEL, SUPPORT_LEVELS } from "@pm/shared/billing";
import { conversationMessages } from "@pm/shared/conversations";
import { supportMessages } from "@pm/shared/support";
import { describe, expect, it } from "vitest";
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
import { SupportPage } from "./support-page";

const PATH = "/app/suporte";

const levelOf = (id: keyof typeof SUPPORT_LEVELS) => {
  const { label, phrase, live, targetLabel, description } = SUPPORT_LEVELS[id];
  return { id, label, phrase, live, targetLabel, description };
};

const summary = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  subject: `Assunto ${id}`,
  category: "conta",
  status: "aberto",
  createdAt: "2026-11-20T13:00:00.000Z",
  lastMessageAt: "2026-11-21T13:00:00.000Z",
  unread: false,
  ...overrides,
});

/** GET /api/support's answer: a Plus company's member (chat support) with an attendant available. */
const page = (requests: unknown[], overrides: Record<string, unknown> = {}) => ({
  plan: "plus",
  planLabel: "Plus",
  level: levelOf("chat"),
  hoursLabel: SUPPORT_HOURS_LABEL,
  operatorAvailable: true,
  openCount: requests.length,
  openLimit: 5,
  requests,
  nextCursor: null,
  ...overrides,
});

const LIST = page([
  summary("r1", { subject: "Não consigo pagar o plano", category: "pagamentos", unread: true }),
  summary("r2", { subject: "Dúvida sobre vagas", category: "vagas", status: "aguardando_voce" }),
  summary("r3", { subject: "Trocar meu e-mail", status: "respondido" }),
  summary("r4", { subject: "Certificado da trilha", category: "trilhas", status: "resolvido" }),
]);

const message = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  author: "pessoa",
  authorName: "Você",
  body: `Mensagem ${id}`,
  createdAt: "2026-11-20T13:00:00.000Z",
  readAt: null,
  attachments: [],
  ...overrides,
});

/** GET /api/support/r1: the thread of 'Não consigo pagar o plano'. */
const thread = (overrides: Record<string, unknown> = {}) => ({
  id: "r1",
  subject: "Não consigo pagar o plano",
  category: "pagamentos",
  status: "respondido",
  plan: "plus",
  createdAt: "2026-11-20T13:00:00.000Z",
  resolvedAt: null,
  rating: null,
  ratingComment: null,
  canRate: false,
  ratingUntil: null,
  live: false,
  assigneeName: "Carla Souza",
  messages: [
    message("m1", {
      body: "O cartão foi recusado.",
      readAt: "2026-11-20T14:00:00.000Z",
      attachments: [{ url: "/api/files/a1", name: "comprovante.pdf", type: "application/pdf", size: 120_000 }],
    }),
    message("m2", {
      author: "operador",
      authorName: "Carla Souza",
      body: "Pode tentar de novo agora?",
      createdAt: "2026-11-20T14:05:00.000Z",
    }),
    message("m3", { body: "Vou tentar.", createdAt: "2026-11-20T14:10:00.000Z" }),
  ],
  ...overrides,
});

type Route = (url: URL, method: string) => Reply | undefined;

/** A fake /api/support: `route` answers first; the list, the thread and every other write answer by default. */
function api({
  list = LIST,
  request = thread(),
  typing = false,
  route,
}: {
  list?: unknown;
  request?: unknown;
  typing?: boolean;
  route?: Route;
} = {}) {
  return stubFetch((input, method) => {
    const url = new URL(input, "http://localhost");
    const own = route?.(url, method);
    if (own) return own;
    if (method !== "GET") return { body: {} };
    if (url.pathname === "/api/support") return { body: list };
    if (url.pathname.endsWith("/typing")) return { body: { typing } };
    return { body: request };
  });
}

const open = (url = PATH) => renderPage(<SupportPage />, { path: PATH, url });

const writes = (fetchMock: ReturnType<typeof stubFetch>) =>
  sentWrites(fetchMock).map((w) => `${w.method} ${new URL(w.url, "http://localhost").pathname}`);

/** Picks `files` in the file input of the dialog or box whose attach button is `within`. */
function pick(scope: HTMLElement, files: File[]) {
  const input = scope.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

const pdf = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: "application/pdf" });

describe("SupportPage: the plan's support and the list", () => {
  it("says what the plan's support promises and lists the requests with their status, category and unread dot", async () => {
    api();
    open();
    expect(await screen.findByRole("heading", { name: "Suporte por chat" })).toBeTruthy();
    expect(screen.getByText("Plano Plus")).toBeTruthy();
    expect(screen.getByText(SUPPORT_LEVELS.chat.description)).toBeTruthy();
    expect(screen.getByText("Primeira resposta em até 8 horas úteis")).toBeTruthy();
    expect(screen.getByText(SUPPORT_HOURS_LABEL)).toBeTruthy();
    expect(screen.getByTestId("operator-availability").textContent).toContain("Disponível agora");

    const items = within(screen.getByRole("list", { name: "Atendimentos" })).getAllByRole("listitem");
    expect(items.map((li) => li.querySelector('[data-slot="badge"]')?.textContent)).toEqual([
      "Aberto",
      "Aguardando você",
      "Respondido",
      "Resolvido",
    ]);
    expect(within(items[0] as HTMLElement).getByText("Pagamentos")).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText("Nova resposta")).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText("Vagas e candidaturas")).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByText("Nova resposta")).toBeNull();
    expect(items[0]?.textContent).toContain("Aberto em 20/11/2026");
    // Each opens its thread in the same page.
    expect(
      within(items[1] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe(`${PATH}?atendimento=r2`);
  });

  it("says the answer comes by e-mail when no attendant is available, and nothing of it on FREE, whose support is the community", async () => {
    api({ list: page([summary("r1")], { operatorAvailable: false }) });
    const view = open();
    expect(await screen.findByText("Nenhum atendente disponível agora: a resposta chega por e-mail.")).toBeTruthy();
    view.unmount();

    api({ list: page([summary("r1")], { plan: "FREE", planLabel: "Militar FREE", level: levelOf("community") }) });
    open();
    expect(await screen.findByRole("heading", { name: "Suporte da comunidade" })).toBeTruthy();
    expect(screen.getByText(SUPPORT_LEVELS.community.description)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Perguntar na Comunidade" }).getAttribute("href")).toBe("/app/comunidade");
    expect(screen.queryByTestId("operator-availability")).toBeNull();
  });

  it("shows the empty state with its call to action, which opens the form", async () => {
    api({ list: page([]) });
    open();
    expect(await screen.findByText("Nenhum atendimento ainda")).toBeTruthy();
    const buttons = screen.getAllByRole("button", { name: "Novo atendimento" });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1] as HTMLElement);
    expect(await screen.findByRole("alertdialog", { name: "Novo atendimento" })).toBeTruthy();
  });

  it("explains why no request can be opened at the limit of open requests", async () => {
    api({
      list: page(
        [1, 2, 3, 4, 5].map((n) => summary(`r${n}`)),
        { openCount: 5 },
      ),
    });
    open();
    const button = await screen.findByRole("button", { name: "Novo atendimento" });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    const note = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(note?.textContent).toBe(supportMessages.tooManyOpen);
  });

  it("loads the next page with 'Carregar mais'", async () => {
    const fetchMock = api({
      list: page([summary("r1")], { nextCursor: "c2" }),
      route: (url, method) =>
        method === "GET" && url.searchParams.get("cursor") === "c2"
          ? { body: page([summary("r9", { subject: "Pedido antigo" })]) }
          : undefined,
    });
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Carregar mais" }));
    expect(await screen.findByText("Pedido antigo")).toBeTruthy();
    expect(screen.getByText("Assunto r1")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("cursor=c2"))).toBe(true);
    expect(screen.queryByRole("button", { name: "Carregar mais" })).toBeNull();
  });
});

describe("SupportPage: 'Novo atendimento'", () => {
  const openForm = async () => {
    fireEvent.click(await screen.findByRole("button", { name: "Novo atendimento" }));
    return screen.findByRole("alertdialog", { name: "Novo atendimento" });
  };
  const fillForm = () => {
    form.fill("Assunto", "Não consigo pagar o plano");
    form.fill("Categoria", "pagamentos");
    form.fill("Mensagem", "O cartão foi recusado duas vezes.");
  };

  it("checks the fields before sending anything", async () => {
    const fetchMock = api();
    open();
    await openForm();
    form.click("Enviar");
    await form.expectError("Assunto", supportMessages.subjectRequired);
    await form.expectError("Categoria", supportMessages.categoryRequired);
    await form.expectError("Mensagem", supportMessages.messageRequired);
    expect(writes(fetchMock)).toEqual([]);
  });

  it("shows the API's field errors under their fields, and its other refusals at the top", async () => {
    let answer: Reply = apiError(422, "VALIDATION_FAILED", "Verifique os campos destacados e tente novamente.", [
      { path: "subject", message: "Assunto recusado pelo servidor" },
      { path: "files", message: conversationMessages.attachmentTooBig },
    ]);
    api({ route: (url, method) => (method === "POST" && url.pathname === "/api/support" ? answer : undefined) });
    open();
    const dialog = await openForm();
    fillForm();
    form.click("Enviar");
    await form.expectError("Assunto", "Assunto recusado pelo servidor");
    expect(within(dialog).getByRole("alert").textContent).toBe(conversationMessages.attachmentTooBig);

    answer = apiError(409, "CONFLICT", supportMessages.tooManyOpen);
    form.fill("Assunto", "Não consigo pagar o plano de novo");
    form.click("Enviar");
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole("alert")
          .map((a) => a.textContent),
      ).toContain(supportMessages.tooManyOpen),
    );
  });

  it("takes up to three attachments, refusing other types and a fourth with the conversations' words", async () => {
    api();
    open();
    const dialog = await openForm();
    pick(dialog, [new File(["x"], "foto.gif", { type: "image/gif" })]);
    expect(within(dialog).getByRole("alert").textContent).toBe(conversationMessages.attachmentType);
    pick(dialog, [pdf("grande.pdf", 5 * 1024 * 1024 + 1)]);
    expect(within(dialog).getByRole("alert").textContent).toBe(conversationMessages.attachmentTooBig);

    pick(dialog, [pdf("a.pdf"), pdf("b.pdf"), pdf("c.pdf"), pdf("d.pdf")]);
    expect(within(dialog).getByRole("alert").textContent).toBe(supportMessages.tooManyAttachments);
    expect(within(dialog).queryByRole("list", { name: "Anexos escolhidos" })).toBeNull();

    pick(dialog, [pdf("a.pdf"), pdf("b.pdf")]);
    pick(dialog, [pdf("c.pdf")]);
    const chosen = within(dialog).getByRole("list", { name: "Anexos escolhidos" });
    expect(
      within(chosen)
        .getAllByRole("listitem")
        .map((li) => li.textContent?.replace(/\d+ KB$/, "")),
    ).toEqual(["a.pdf", "b.pdf", "c.pdf"]);
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect((within(dialog).getByRole("button", { name: "Anexar arquivo" }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(dialog).getByRole("button", { name: "Remover b.pdf" }));
    expect(within(chosen).getAllByRole("listitem")).toHaveLength(2);
    expect((within(dialog).getByRole("button", { name: "Anexar arquivo" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("sends the request once as multipart with its files, then opens its thread", async () => {
    const fetchMock = api({
      route: (url, method) =>
        method === "POST" && url.pathname === "/api/support"
          ? { status: 201, body: { id: "r1", message: supportMessages.created } }
          : undefined,
    });
    const { router } = open();
    const dialog = await openForm();
    fillForm();
    pick(dialog, [pdf("comprovante.pdf")]);
    // A second click while the first is on its way sends nothing more.
    const submit = within(dialog).getByRole("button", { name: "Enviar" });
    fireEvent.click(submit);
    fireEvent.click(submit);

    await waitFor(() => expect(router.state.location.search).toBe("?atendimento=r1"));
    const posts = sentWrites(fetchMock).filter((w) => w.method === "POST");
    expect(posts).toHaveLength(1);
    const body = posts[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get("subject")).toBe("Não consigo pagar o plano");
    expect(body.get("category")).toBe("pagamentos");
    expect(body.get("message")).toBe("O cartão foi recusado duas vezes.");
    expect((body.getAll("files") as File[]).map((f) => f.name)).toEqual(["comprovante.pdf"]);
    expect(await screen.findByTestId("support-thread")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });
});

describe("SupportPage: the thread", () => {
  it("shows the messages oldest first with their authors, attachments and the read receipt, and marks the answers read", async () => {
    const fetchMock = api();
    open(`${PATH}?atendimento=r1`);
    const threadBox = await screen.findByTestId("support-thread");
    await within(threadBox).findByRole("heading", { name: "Não consigo pagar o plano" });
    // The list's own items: the messages, not their attachments' lists.
    const messages = [...within(threadBox).getByRole("list", { name: "Mensagens" }).children] as HTMLElement[];
    expect(messages.map((li) => li.querySelector("span")?.textContent)).toEqual(["Você", "Carla Souza", "Você"]);
    expect(messages[0]?.textContent).toContain("O cartão foi recusado.");
    expect(messages[0]?.textContent).toContain("20/11/2026 às 10:00");
    // The receipt shows under his own message the operators read, and under no other.
    expect(within(messages[0] as HTMLElement).getByText("Lida")).toBeTruthy();
    expect(within(messages[1] as HTMLElement).queryByText("Lida")).toBeNull();
    expect(within(messages[2] as HTMLElement).queryByText("Lida")).toBeNull();
    const link = within(messages[0] as HTMLElement).getByRole("link", { name: /comprovante\.pdf/ });
    expect(link.getAttribute("href")).toBe("/api/files/a1");

    // Carla's answer was not read yet: opening the thread reads it.
    await waitFor(() => expect(writes(fetchMock)).toEqual(["POST /api/support/r1/read"]));
    expect(within(threadBox).getByText("Você recebe as respostas aqui e por e-mail.")).toBeTruthy();
    expect(within(threadBox).queryByText("Chat ao vivo")).toBeNull();
  });

  it("in a live chat, shows the attendant typing and says it is typing at most every 3 s", async () => {
    const fetchMock = api({ request: thread({ live: true }), typing: true });
    open(`${PATH}?atendimento=r1`);
    expect(await screen.findByText("Chat ao vivo")).toBeTruthy();
    expect(await screen.findByText("Atendente digitando…")).toBeTruthy();

    form.fill("Sua resposta", "T");
    form.fill("Sua resposta", "Te");
    form.fill("Sua resposta", "Tes");
    await waitFor(() =>
      expect(writes(fetchMock).filter((w) => w.endsWith("/typing"))).toEqual(["POST /api/support/r1/typing"]),
    );
  });

  it("sends a reply with its attachment, and refuses a blank one", async () => {
    const fetchMock = api({
      route: (url, method) =>
        method === "POST" && url.pathname.endsWith("/messages")
          ? { status: 201, body: { message: message("m4", { body: "Consegui, obrigado!" }) } }
          : undefined,
    });
    open(`${PATH}?atendimento=r1`);
    const threadBox = await screen.findByTestId("support-thread");
    await within(threadBox).findByRole("heading", { name: "Não consigo pagar o plano" });
    form.click("Enviar resposta");
    await form.expectError("Sua resposta", supportMessages.messageRequired);

    form.fill("Sua resposta", "Consegui, obrigado!");
    pick(threadBox, [pdf("recibo.pdf")]);
    form.click("Enviar resposta");
    expect(await within(threadBox).findByText(supportMessages.sent)).toBeTruthy();
    const post = sentWrites(fetchMock).find((w) => w.url.endsWith("/api/support/r1/messages"));
    const body = post?.body as FormData;
    expect(body.get("message")).toBe("Consegui, obrigado!");
    expect((body.getAll("files") as File[]).map((f) => f.name)).toEqual(["recibo.pdf"]);
    expect((form.control("Sua resposta") as HTMLTextAreaElement).value).toBe("");
  });

  it("says a missing request was not found", async () => {
    api({
      route: (url) =>
        url.pathname === "/api/support/zz" ? apiError(404, "NOT_FOUND", supportMessages.notFound) : undefined,
    });
    open(`${PATH}?atendimento=zz`);
    expect(await screen.findByText(supportMessages.notFound)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Voltar para os atendimentos" }).getAttribute("href")).toBe(PATH);
  });
});

describe("SupportPage: resolve and rate", () => {
  it("marks the request resolved after confirming, then takes a rating and shows it", async () => {
    let current: Record<string, unknown> = thread({
      messages: thread().messages.map((m) => ({ ...m, readAt: m.readAt ?? "2026-11-20T15:00:00.000Z" })),
    });
    const fetchMock = api({
      // Every answer was read already: nothing to mark read on opening.
      list: page([summary("r1", { subject: "Não consigo pagar o plano", status: "respondido" })]),
      route: (url, method) => {
        if (url.pathname !== "/api/support/r1" && !url.pathname.startsWith("/api/support/r1/")) return undefined;
        if (method === "GET" && url.pathname === "/api/support/r1") return { body: current };
        if (url.pathname.endsWith("/resolve")) {
          current = {
            ...current,
            status: "resolvido",
            resolvedAt: "2026-11-22T13:00:00.000Z",
            canRate: true,
            ratingUntil: "2026-11-29T13:00:00.000Z",
          };
          return { body: { message: supportMessages.resolved } };
        }
        if (url.pathname.endsWith("/rating")) {
          current = { ...current, rating: 4, ratingComment: "Rápido e claro.", canRate: false };
          return { body: { message: supportMessages.rated } };
        }
        return undefined;
      },
    });
    open(`${PATH}?atendimento=r1`);
    const threadBox = await screen.findByTestId("support-thread");
    fireEvent.click(await within(threadBox).findByRole("button", { name: "Marcar como resolvido" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Marcar como resolvido?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Marcar como resolvido" }));

    const rating = await screen.findByRole("form", { name: "Como foi o atendimento?" });
    expect(writes(fetchMock)).toEqual(["POST /api/support/r1/resolve"]);
    expect(screen.getByText("Resolvido em 22/11/2026.")).toBeTruthy();
    expect(screen.getByText("Responder reabre o atendimento")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Marcar como resolvido" })).toBeNull();
    expect(within(rating).getByText("Você pode avaliar até 29/11/2026.")).toBeTruthy();

    // Sending without stars says what is missing; the stars are a radio group.
    fireEvent.click(within(rating).getByRole("button", { name: "Enviar avaliação" }));
    expect(await within(rating).findByText(supportMessages.ratingInvalid)).toBeTruthy();
    const stars = within(rating).getAllByRole("radio");
    expect(stars.map((s) => s.closest("label")?.textContent)).toEqual([
      "1 estrela",
      "2 estrelas",
      "3 estrelas",
      "4 estrelas",
      "5 estrelas",
    ]);
    fireEvent.click(within(rating).getByLabelText("4 estrelas"));
    form.fill("Comentário (opcional)", "Rápido e claro.");
    fireEvent.click(within(rating).getByRole("button", { name: "Enviar avaliação" }));

    const given = await screen.findByRole("region", { name: "Sua avaliação" });
    expect(given.textContent).toContain("4 de 5");
    expect(given.textContent).toContain("Rápido e claro.");
    expect(screen.queryByRole("form", { name: "Como foi o atendimento?" })).toBeNull();
    const rated = sentWrites(fetchMock).find((w) => w.url.endsWith("/rating"));
    expect(rated?.body).toEqual({ rating: 4, comment: "Rápido e claro." });
  });
});
