import { communityMessages as m } from "@pm/shared/community";
import { render } from "@testing-library/react";
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
import { CommunityQuestionPage } from "./question-page";

const Q = "7b0f3c1e-5d2a-4c8e-9f10-3a4b5c6d7e01";
const A1 = "7b0f3c1e-5d2a-4c8e-9f10-3a4b5c6d7ea1";
const A2 = "7b0f3c1e-5d2a-4c8e-9f10-3a4b5c6d7ea2";
const A3 = "7b0f3c1e-5d2a-4c8e-9f10-3a4b5c6d7ea3";
const PATH = "/app/comunidade/:id";
const URL_OF = `/app/comunidade/${Q}`;
const API = `/api/military/community/questions/${Q}`;
const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const answer = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  body: `Resposta ${id}`,
  usefulCount: 0,
  createdAt: ago(DAY),
  author: { id: "u5", name: "Bruno Dias", service: null, transitioned: false },
  mine: false,
  markedUseful: false,
  ...overrides,
});

const question = (overrides: Record<string, unknown> = {}) => ({
  id: Q,
  topic: "direitos",
  title: "Como tiro o certificado de reservista depois do licenciamento?",
  body: "Fui licenciado mês passado.\nA empresa pediu o documento.\n\n- Onde pedir?\n- Quanto custa?\n\nVi isto: [orientações](https://www.gov.br/defesa)",
  answersCount: 3,
  bestAnswerId: A1,
  createdAt: ago(2 * DAY),
  author: { id: "u2", name: "Carlos Lima", service: "Exército · 3º Sargento", transitioned: false },
  mine: false,
  following: false,
  answers: [
    answer(A1, {
      body: "Na **Junta** da sua cidade:\n1. Leve a identidade\n2. Peça a 2ª via",
      usefulCount: 4,
      author: { id: "u3", name: "Ana Souza", service: "Marinha · Capitão-Tenente", transitioned: true },
    }),
    answer(A2, { usefulCount: 1, markedUseful: true, author: null }),
    answer(A3, {
      body: "Minha resposta",
      usefulCount: 2,
      mine: true,
      author: { id: "u1", name: "João Silva", service: null, transitioned: false },
    }),
  ],
  ...overrides,
});

type Route = (method: string, url: URL) => Reply | undefined;

/** A fake /api/military/community: `route` answers first; the question is read from `body`. */
function api(body: unknown = question(), route?: Route) {
  return stubFetch((input, method) => {
    const url = new URL(input, "http://localhost");
    const own = route?.(method, url);
    if (own) return own;
    if (method === "GET") return { body };
    return { body: {} };
  });
}

// The toasts live outside the router: deleting the question navigates away from the page.
const open = () => {
  render(<ToasterHost />);
  return renderPage(<CommunityQuestionPage />, { path: PATH, url: URL_OF });
};

const answerOf = async (name: string) => {
  await screen.findByRole("heading", { level: 1 });
  return screen.getAllByRole("article", { name }) as HTMLElement[];
};

const reads = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") === "GET").length;

describe("CommunityQuestionPage: reading", () => {
  it("shows the question: topic, title, author, time and its text as Markdown", async () => {
    api();
    open();
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Como tiro o certificado de reservista depois do licenciamento?",
      }),
    ).toBeTruthy();
    const article = screen.getByRole("article", {
      name: "Como tiro o certificado de reservista depois do licenciamento?",
    });
    expect(within(article).getByText("Direitos e benefícios")).toBeTruthy();
    expect(within(article).getByText("Resolvida")).toBeTruthy();
    expect(within(article).getByText("Carlos Lima")).toBeTruthy();
    expect(within(article).getByText("Exército · 3º Sargento")).toBeTruthy();
    expect(within(article).queryByText("Já fiz a transição")).toBeNull();
    expect(await within(article).findByText("há 2 dias")).toBeTruthy();
    expect(
      within(article)
        .getByText(/Fui licenciado mês passado\./)
        .querySelectorAll("br"),
    ).toHaveLength(1);
    expect(
      within(article)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Onde pedir?", "Quanto custa?"]);
    const link = within(article).getByRole("link", { name: /orientações/ });
    expect([link.getAttribute("href"), link.getAttribute("rel")]).toEqual([
      "https://www.gov.br/defesa",
      "nofollow noopener noreferrer ugc",
    ]);
    expect(screen.getByRole("link", { name: "Voltar para a Comunidade" }).getAttribute("href")).toBe("/app/comunidade");
  });

  it("lists the answers in the API's order, the best marked, each with its author and 'Útil'", async () => {
    api();
    open();
    expect(await screen.findByRole("heading", { level: 2, name: "3 respostas" })).toBeTruthy();
    const answers = screen.getAllByRole("article").slice(1);
    expect(answers.map((a) => a.getAttribute("aria-label"))).toEqual([
      "Resposta de Ana Souza",
      "Resposta de Ex-membro",
      "Resposta de João Silva",
    ]);
    const [best, voted, mine] = answers as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(best).getByText("Melhor resposta")).toBeTruthy();
    expect(within(best).getByText("Marinha · Capitão-Tenente")).toBeTruthy();
    expect(within(best).getByText("Já fiz a transição")).toBeTruthy();
    expect(
      within(best)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Leve a identidade", "Peça a 2ª via"]);
    // Emphasis is not part of the community's Markdown: it reads as typed.
    expect(within(best).getByText(/Na \*\*Junta\*\* da sua cidade:/)).toBeTruthy();
    const useful = within(best).getByRole("button", { name: "Útil 4" });
    expect([useful.getAttribute("aria-pressed"), (useful as HTMLButtonElement).disabled]).toEqual(["false", false]);
    expect(within(best).getByRole("button", { name: "Denunciar a resposta de Ana Souza" })).toBeTruthy();

    expect(within(voted).queryByText("Melhor resposta")).toBeNull();
    const pressed = within(voted).getByRole("button", { name: "Útil 1" });
    expect([pressed.getAttribute("aria-pressed"), (pressed as HTMLButtonElement).disabled]).toEqual(["true", true]);

    // His own answer: no 'Útil' to press nor 'Denunciar', but 'Excluir'.
    expect(within(mine).queryByRole("button", { name: /Útil/ })).toBeNull();
    expect(within(mine).getByText("2 pessoas acharam útil")).toBeTruthy();
    expect(within(mine).queryByRole("button", { name: /Denunciar/ })).toBeNull();
    expect(within(mine).getByRole("button", { name: "Excluir resposta" })).toBeTruthy();

    // Not the asker: no 'Marcar como melhor resposta' anywhere.
    expect(screen.queryByRole("button", { name: "Marcar como melhor resposta" })).toBeNull();
    expect(screen.getByRole("button", { name: "Denunciar a pergunta" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Excluir pergunta" })).toBeNull();
  });

  it("signs the team's answer 'Equipe Próxima Missão', and an erased member's 'Ex-membro'", async () => {
    api(
      question({
        bestAnswerId: null,
        answers: [
          answer(A1, { body: "Resposta da equipe", author: null, byOperator: true }),
          answer(A2, { author: null, byOperator: false }),
        ],
      }),
    );
    open();
    const [team] = (await answerOf("Resposta de Equipe Próxima Missão")) as [HTMLElement];
    expect(within(team).getByText("Equipe Próxima Missão")).toBeTruthy();
    expect(within(team).queryByText("Ex-membro")).toBeNull();
    expect(within(team).getByText("Resposta da equipe")).toBeTruthy();
    const [former] = screen.getAllByRole("article", { name: "Resposta de Ex-membro" }) as [HTMLElement];
    expect(within(former).getByText("Ex-membro")).toBeTruthy();
    expect(within(former).queryByText("Equipe Próxima Missão")).toBeNull();
  });

  it("invites the first answer when there is none", async () => {
    api(question({ answers: [], answersCount: 0, bestAnswerId: null }));
    open();
    expect(await screen.findByRole("heading", { level: 2, name: "Respostas" })).toBeTruthy();
    expect(screen.getByText(/Ainda não há respostas\./)).toBeTruthy();
    expect(screen.queryByText("Resolvida")).toBeNull();
  });

  it("tells the author his question and answer are hidden while reports are reviewed", async () => {
    api(
      question({
        mine: true,
        hidden: true,
        answers: [answer(A1, { mine: true, hidden: true }), answer(A2)],
      }),
    );
    open();
    const article = await screen.findByRole("article", {
      name: "Como tiro o certificado de reservista depois do licenciamento?",
    });
    expect(within(article).getByText("Oculta enquanto a equipe analisa denúncias.")).toBeTruthy();
    const [own, other] = (await answerOf("Resposta de Bruno Dias")) as [HTMLElement, HTMLElement];
    expect(within(own).getByText("Oculta enquanto a equipe analisa denúncias.")).toBeTruthy();
    expect(within(other).queryByText("Oculta enquanto a equipe analisa denúncias.")).toBeNull();
  });

  it("says a question that is not there was not found, and leads back to the list", async () => {
    api(undefined, () => apiError(404, "NOT_FOUND", m.questionNotFound));
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "Pergunta não encontrada" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ver todas as perguntas" }).getAttribute("href")).toBe("/app/comunidade");
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("says when the question could not be read, and reads it again on 'Tentar novamente'", async () => {
    const fetchMock = api(undefined, () => apiError(500, "INTERNAL", "Erro interno"));
    open();
    expect((await screen.findByRole("alert")).textContent).toContain("Não foi possível carregar a pergunta.");
    fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    await waitFor(() => expect(reads(fetchMock)).toBe(2));
  });
});

describe("CommunityQuestionPage: 'Útil', 'Melhor resposta' and 'Seguir'", () => {
  it("marks an answer 'Útil': pressed, counted and disabled at once", async () => {
    let voted = false;
    const fetchMock = stubFetch((_input, method) => {
      if (method === "POST") {
        voted = true;
        return { body: { useful: true } };
      }
      const [first, ...rest] = question().answers;
      return {
        body: question({ answers: [{ ...first, ...(voted ? { usefulCount: 5, markedUseful: true } : {}) }, ...rest] }),
      };
    });
    open();
    const [best] = (await answerOf("Resposta de Ana Souza")) as [HTMLElement];
    fireEvent.click(within(best).getByRole("button", { name: "Útil 4" }));
    const pressed = await within(best).findByRole("button", { name: "Útil 5", pressed: true });
    expect((pressed as HTMLButtonElement).disabled).toBe(true);
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: `/api/military/community/answers/${A1}/useful`, body: undefined },
    ]);
    // The question is read again, and says the same.
    await waitFor(() => expect(reads(fetchMock)).toBe(2));
    expect(within(best).getByRole("button", { name: "Útil 5", pressed: true })).toBeTruthy();
  });

  it("says the API's message when the answer was already marked (409)", async () => {
    api(question(), (method) => (method === "POST" ? apiError(409, "CONFLICT", m.alreadyUseful) : undefined));
    open();
    const [best] = (await answerOf("Resposta de Ana Souza")) as [HTMLElement];
    fireEvent.click(within(best).getByRole("button", { name: "Útil 4" }));
    expect(await screen.findByText(m.alreadyUseful)).toBeTruthy();
  });

  it("lets the asker choose the best answer among the others' answers", async () => {
    const fetchMock = api(
      question({
        mine: true,
        bestAnswerId: null,
        answers: [
          answer(A1),
          answer(A2, { author: { id: "u6", name: "Dora", service: null, transitioned: false } }),
          answer(A3, { mine: true }),
        ],
      }),
      (method) => (method === "PUT" ? { body: { message: m.bestChosen } } : undefined),
    );
    open();
    await screen.findByRole("heading", { level: 1 });
    const buttons = screen.getAllByRole("button", { name: "Marcar como melhor resposta" });
    // Two answers of others; none on his own.
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1] as HTMLElement);
    expect(await screen.findByText(m.bestChosen)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([{ method: "PUT", url: `${API}/best`, body: { answerId: A2 } }]);
    expect(screen.getByRole("button", { name: "Excluir pergunta" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Denunciar a pergunta" })).toBeNull();
  });

  it("follows and stops following the question, the button pressed while following", async () => {
    const fetchMock = api(question(), (method) => {
      if (method === "PUT") return { body: { following: true } };
      if (method === "DELETE") return { body: { following: false } };
      return undefined;
    });
    open();
    const follow = await screen.findByRole("button", { name: "Seguir" });
    expect(follow.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(follow);
    const unfollow = await screen.findByRole("button", { name: "Deixar de seguir" });
    expect(unfollow.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(unfollow);
    expect((await screen.findByRole("button", { name: "Seguir" })).getAttribute("aria-pressed")).toBe("false");
    expect(sentWrites(fetchMock)).toEqual([
      { method: "PUT", url: `${API}/follow`, body: undefined },
      { method: "DELETE", url: `${API}/follow`, body: undefined },
    ]);
  });
});

describe("CommunityQuestionPage: deleting", () => {
  it("deletes his own question once confirmed, says so and goes back to the list", async () => {
    const fetchMock = api(question({ mine: true }), (method) =>
      method === "DELETE" ? { body: { message: m.deleted } } : undefined,
    );
    const { router } = open();
    fireEvent.click(await screen.findByRole("button", { name: "Excluir pergunta" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Excluir pergunta?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(sentWrites(fetchMock)).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Excluir pergunta" }));
    const again = await screen.findByRole("alertdialog", { name: "Excluir pergunta?" });
    fireEvent.click(within(again).getByRole("button", { name: "Excluir" }));
    expect(await screen.findByText(m.deleted)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([{ method: "DELETE", url: API, body: undefined }]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/app/comunidade"));
  });

  it("deletes his own answer once confirmed and reads the question again", async () => {
    const fetchMock = api(question(), (method) => (method === "DELETE" ? { body: { message: m.deleted } } : undefined));
    open();
    const [mine] = (await answerOf("Resposta de João Silva")) as [HTMLElement];
    fireEvent.click(within(mine).getByRole("button", { name: "Excluir resposta" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Excluir resposta?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Excluir" }));
    expect(await screen.findByText(m.deleted)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "DELETE", url: `/api/military/community/answers/${A3}`, body: undefined },
    ]);
    await waitFor(() => expect(reads(fetchMock)).toBe(2));
  });
});

describe("CommunityQuestionPage: answering", () => {
  it("checks the text with the schema, counts its characters and shows the hint", async () => {
    const fetchMock = api();
    open();
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByText("Use texto, listas e links. Não compartilhe CPF, telefone ou endereço.")).toBeTruthy();
    form.click("Publicar resposta");
    await form.expectError("Sua resposta", m.bodyRequired);
    form.fill("Sua resposta", "a".repeat(5001));
    expect(screen.getByText("5.001/5.000")).toBeTruthy();
    form.click("Publicar resposta");
    await form.expectError("Sua resposta", m.bodyTooLong);
    form.fill("Sua resposta", "Veja <script>alert(1)</script>");
    form.click("Publicar resposta");
    await form.expectError("Sua resposta", m.htmlNotAllowed);
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("publishes once, says so, empties the box and reads the question again", async () => {
    const fetchMock = api(question(), (method) =>
      method === "POST" ? { status: 201, body: { id: "novo", message: m.answered } } : undefined,
    );
    open();
    await screen.findByRole("heading", { level: 1 });
    form.fill("Sua resposta", "  Procure a Junta de Serviço Militar.  ");
    // Two submissions before React re-renders the disabled button: one request.
    const answerForm = form.control("Sua resposta").closest("form") as HTMLFormElement;
    fireEvent.submit(answerForm);
    fireEvent.submit(answerForm);
    expect(await screen.findByText(m.answered)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: `${API}/answers`, body: { body: "Procure a Junta de Serviço Militar." } },
    ]);
    await waitFor(() => expect((form.control("Sua resposta") as HTMLTextAreaElement).value).toBe(""));
    await waitFor(() => expect(reads(fetchMock)).toBe(2));
  });

  it("shows the API's refusal under the box and keeps the text (422)", async () => {
    api(question(), (method) =>
      method === "POST"
        ? apiError(422, "VALIDATION_FAILED", "Verifique", [{ path: "body", message: m.htmlNotAllowed }])
        : undefined,
    );
    open();
    await screen.findByRole("heading", { level: 1 });
    form.fill("Sua resposta", "Uma resposta que o servidor recusa");
    form.click("Publicar resposta");
    await form.expectError("Sua resposta", m.htmlNotAllowed);
    expect((form.control("Sua resposta") as HTMLTextAreaElement).value).toBe("Uma resposta que o servidor recusa");
  });

  it("asks before publishing personal data, and 'Publicar mesmo assim' sends the same text confirmed", async () => {
    const text = "Meu CPF é 123.456.789-09, me chama";
    const fetchMock = api(question(), (method) => {
      if (method !== "POST") return undefined;
      const sent = JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body));
      return sent.confirmPersonalData
        ? { status: 201, body: { id: "novo", message: m.answered } }
        : apiError(422, "PERSONAL_DATA", m.personalData);
    });
    open();
    await screen.findByRole("heading", { level: 1 });
    form.fill("Sua resposta", text);
    form.click("Publicar resposta");
    const warning = await screen.findByRole("alertdialog", { name: "Publicar com dados pessoais?" });
    expect(within(warning).getByText(m.personalData)).toBeTruthy();
    expect((form.control("Sua resposta") as HTMLTextAreaElement).value).toBe(text);

    fireEvent.click(within(warning).getByRole("button", { name: "Publicar mesmo assim" }));
    expect(await screen.findByText(m.answered)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: `${API}/answers`, body: { body: text } },
      { method: "POST", url: `${API}/answers`, body: { body: text, confirmPersonalData: true } },
    ]);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("keeps the text when the author chooses 'Revisar texto'", async () => {
    const text = "Liga no 21 99876-5432";
    const fetchMock = api(question(), (method) =>
      method === "POST" ? apiError(422, "PERSONAL_DATA", m.personalData) : undefined,
    );
    open();
    await screen.findByRole("heading", { level: 1 });
    form.fill("Sua resposta", text);
    form.click("Publicar resposta");
    const warning = await screen.findByRole("alertdialog", { name: "Publicar com dados pessoais?" });
    fireEvent.click(within(warning).getByRole("button", { name: "Revisar texto" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect((form.control("Sua resposta") as HTMLTextAreaElement).value).toBe(text);
    expect(sentWrites(fetchMock)).toHaveLength(1);
  });
});
