import { communityMessages as m } from "@pm/shared/community";
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
import { OperationsCommunityPage } from "./community-page";

const PATH = "/operacao/comunidade";
const API = "/api/operations/community";
const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const Q1 = "7b0f3c1e-5d2a-4c8e-9f10-3a4b5c6d7e01";
const A1 = "7b0f3c1e-5d2a-4c8e-9f10-3a4b5c6d7ea1";
const Q2 = "7b0f3c1e-5d2a-4c8e-9f10-3a4b5c6d7e02";

const QUESTION = {
  kind: "question",
  id: Q1,
  questionId: Q1,
  title: "Alguém sabe de vaga em segurança?",
  body: "Me chama no zap.\nTenho curso de vigilante.",
  authorId: "u2",
  authorName: "Carlos Lima",
  authorVeteran: false,
  reportsCount: 3,
  hiddenAt: ago(DAY),
  createdAt: "2026-11-20T12:00:00.000Z",
  reasons: [
    { reason: "dados_pessoais", count: 2, details: ["Tem o telefone dele no texto.", "Número de celular."] },
    { reason: "spam", count: 1, details: [] },
  ],
};

const ANSWER = {
  kind: "answer",
  id: A1,
  questionId: Q2,
  title: "Vale a pena fazer MBA depois da reserva?",
  body: "Não vale nada, quem pergunta isso é burro.",
  authorId: null,
  authorName: null,
  authorVeteran: false,
  reportsCount: 1,
  hiddenAt: null,
  createdAt: "2026-11-21T12:00:00.000Z",
  reasons: [{ reason: "ofensa", count: 1, details: [] }],
};

const UNANSWERED = {
  id: Q2,
  topic: "direitos",
  title: "Como fica o FGTS do temporário?",
  body: "Saí em agosto.\nA Caixa diz que não tem saldo.",
  authorName: "Rui Alves",
  authorPlan: "FREE",
  createdAt: "2026-11-18T12:00:00.000Z",
};

type Route = (method: string, url: URL) => Reply | undefined;

/** A fake /api/operations/community: `route` answers first; the queue is read from `queue()` each time. */
function api({
  queue = () => ({ reported: [QUESTION, ANSWER], unanswered: [UNANSWERED] }),
  route,
}: {
  queue?: () => unknown;
  route?: Route;
} = {}) {
  return stubFetch((input, method) => {
    const url = new URL(input, "http://localhost");
    const answer = route?.(method, url);
    if (answer) return answer;
    if (method === "GET") return { body: queue() };
    return { body: { message: "ok" } };
  });
}

const open = (url = PATH) =>
  renderPage(
    <>
      <OperationsCommunityPage />
      <ToasterHost />
    </>,
    { path: PATH, url },
  );

const reads = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") === "GET").length;

const item = async (name: string) => (await screen.findByRole("article", { name })) as HTMLElement;
const QUESTION_ITEM = "Pergunta: Alguém sabe de vaga em segurança?";
const ANSWER_ITEM = "Resposta: Resposta em “Vale a pena fazer MBA depois da reserva?”";

async function openDialog(within_: HTMLElement, button: string, title: string) {
  fireEvent.click(within(within_).getByRole("button", { name: button }));
  return (await screen.findByRole("alertdialog", { name: title })) as HTMLElement;
}

describe("OperationsCommunityPage: 'Denúncias'", () => {
  it("shows each reported post: kind, title, text with its lines, author, 'Oculta', reasons and details", async () => {
    api();
    open();
    expect(screen.getByRole("heading", { level: 1, name: "Comunidade" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Denúncias", "Sem resposta há 3 dias"]);

    const question = await item(QUESTION_ITEM);
    expect(within(question).getByText("Pergunta")).toBeTruthy();
    expect(within(question).getByText("Oculta")).toBeTruthy();
    expect(within(question).getByText("3 denúncias")).toBeTruthy();
    expect(within(question).getByText("Carlos Lima")).toBeTruthy();
    expect(within(question).getByText(/20\/11\/2026/)).toBeTruthy();
    const body = within(question).getByText(/Me chama no zap\./);
    expect(body.textContent).toBe("Me chama no zap.\nTenho curso de vigilante.");
    expect(body.className).toContain("whitespace-pre-wrap");
    expect(within(question).getByText("Dados pessoais ·", { exact: false }).textContent).toBe("Dados pessoais · 2");
    expect(within(question).getByText("“Tem o telefone dele no texto.”")).toBeTruthy();
    expect(within(question).getByText("“Número de celular.”")).toBeTruthy();
    expect(within(question).getByText("Propaganda ou spam ·", { exact: false }).textContent).toBe(
      "Propaganda ou spam · 1",
    );
    expect(
      within(question)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Manter publicação", "Remover", "Suspender autor", "Confirmar veterano de Carlos Lima"]);

    // An erased member's answer: no author to suspend nor confirm.
    const answer = await item(ANSWER_ITEM);
    expect(within(answer).getByText("Resposta")).toBeTruthy();
    expect(within(answer).queryByText("Oculta")).toBeNull();
    expect(within(answer).getByText("Ex-membro")).toBeTruthy();
    expect(within(answer).getByText("Ofensa ou discriminação ·", { exact: false })).toBeTruthy();
    expect(
      within(answer)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Manter publicação", "Remover"]);
  });

  it("says when nothing waits for a decision, and when the queue could not be read", async () => {
    api({ queue: () => ({ reported: [], unanswered: [] }) });
    const first = open();
    expect(await screen.findByText("Nenhuma denúncia aguardando decisão.")).toBeTruthy();
    first.unmount();

    const fetchMock = api({ route: () => apiError(500, "INTERNAL", "Erro interno") });
    open();
    expect((await screen.findByRole("alert")).textContent).toContain("Erro ao carregar as denúncias da comunidade");
    fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    await waitFor(() => expect(reads(fetchMock)).toBe(2));
  });

  it("keeps a post once confirmed, says the API's message and reads the queue again", async () => {
    let decided = false;
    const fetchMock = api({
      queue: () => ({ reported: decided ? [ANSWER] : [QUESTION, ANSWER], unanswered: [] }),
      route: (method) => {
        if (method !== "POST") return undefined;
        decided = true;
        return { body: { message: m.postKept } };
      },
    });
    open();
    const dialog = await openDialog(await item(QUESTION_ITEM), "Manter publicação", "Manter a publicação?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Manter publicação" }));
    expect(await screen.findByText(m.postKept)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "POST", url: `${API}/posts/question/${Q1}/decision`, body: { decision: "manter" } },
    ]);
    await waitFor(() => expect(screen.queryByRole("article", { name: QUESTION_ITEM })).toBeNull());
  });

  it("says the API's 409 when another operator decided first, and reads the queue again", async () => {
    let decided = false;
    const fetchMock = api({
      queue: () => ({ reported: decided ? [ANSWER] : [QUESTION, ANSWER], unanswered: [] }),
      route: (method) => {
        if (method !== "POST") return undefined;
        decided = true;
        return apiError(409, "CONFLICT", m.alreadyDecided);
      },
    });
    open();
    const dialog = await openDialog(await item(QUESTION_ITEM), "Manter publicação", "Manter a publicação?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Manter publicação" }));
    expect(await screen.findByText(m.alreadyDecided)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("article", { name: QUESTION_ITEM })).toBeNull());
    expect(reads(fetchMock)).toBe(2);
  });

  it("removes a post with the reason told to the author, refusing one under 10 characters", async () => {
    const fetchMock = api({
      route: (method) => (method === "POST" ? { body: { message: m.postRemoved } } : undefined),
    });
    open();
    const dialog = await openDialog(await item(ANSWER_ITEM), "Remover", "Remover a resposta?");
    form.fill("Motivo (enviado ao autor)", "Ofensa");
    fireEvent.click(within(dialog).getByRole("button", { name: "Remover publicação" }));
    await form.expectError("Motivo (enviado ao autor)", m.moderationReasonRequired);
    expect(sentWrites(fetchMock)).toEqual([]);

    form.fill("Motivo (enviado ao autor)", "  Ofende outro membro da comunidade.  ");
    fireEvent.click(within(dialog).getByRole("button", { name: "Remover publicação" }));
    expect(await screen.findByText(m.postRemoved)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "POST",
        url: `${API}/posts/answer/${A1}/decision`,
        body: { decision: "remover", reason: "Ofende outro membro da comunidade." },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("closes the removal with the API's 409 when the post was already decided", async () => {
    api({ route: (method) => (method === "POST" ? apiError(409, "CONFLICT", m.alreadyDecided) : undefined) });
    open();
    const dialog = await openDialog(await item(ANSWER_ITEM), "Remover", "Remover a resposta?");
    form.fill("Motivo (enviado ao autor)", "Ofende outro membro da comunidade.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Remover publicação" }));
    expect(await screen.findByText(m.alreadyDecided)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("suspends the author for 1 to 90 days with a reason, checked before sending", async () => {
    const fetchMock = api({
      route: (method) => (method === "POST" ? { body: { message: m.memberSuspended } } : undefined),
    });
    open();
    const dialog = await openDialog(await item(QUESTION_ITEM), "Suspender autor", "Suspender Carlos Lima?");
    expect((form.control("Dias de suspensão") as HTMLInputElement).value).toBe("7");
    form.fill("Dias de suspensão", "91");
    form.fill("Motivo (enviado ao membro)", "Spam");
    fireEvent.click(within(dialog).getByRole("button", { name: "Suspender" }));
    await form.expectError("Dias de suspensão", m.suspensionDaysInvalid);
    await form.expectError("Motivo (enviado ao membro)", m.moderationReasonRequired);
    expect(sentWrites(fetchMock)).toEqual([]);

    form.fill("Dias de suspensão", "15");
    form.fill("Motivo (enviado ao membro)", "Publicou telefone de outra pessoa.");
    const suspensionForm = form.control("Dias de suspensão").closest("form") as HTMLFormElement;
    fireEvent.submit(suspensionForm);
    fireEvent.submit(suspensionForm);
    expect(await screen.findByText(m.memberSuspended)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "POST",
        url: `${API}/members/u2/suspension`,
        body: { days: 15, reason: "Publicou telefone de outra pessoa." },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("confirms the author as a veteran once asked", async () => {
    const fetchMock = api({
      route: (method) => (method === "PUT" ? { body: { message: m.veteranConfirmed } } : undefined),
    });
    open();
    const dialog = await openDialog(
      await item(QUESTION_ITEM),
      "Confirmar veterano de Carlos Lima",
      "Confirmar Carlos Lima como veterano?",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirmar veterano" }));
    expect(await screen.findByText(m.veteranConfirmed)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "PUT", url: `${API}/members/u2/veteran`, body: { confirmed: true } },
    ]);
  });

  it("withdraws a veteran's confirmation once asked", async () => {
    const fetchMock = api({
      queue: () => ({ reported: [{ ...QUESTION, authorVeteran: true }], unanswered: [] }),
      route: (method) => (method === "PUT" ? { body: { message: m.veteranUnconfirmed } } : undefined),
    });
    open();
    const dialog = await openDialog(
      await item(QUESTION_ITEM),
      "Retirar confirmação de veterano de Carlos Lima",
      "Retirar a confirmação de Carlos Lima como veterano?",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Retirar confirmação" }));
    expect(await screen.findByText(m.veteranUnconfirmed)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      { method: "PUT", url: `${API}/members/u2/veteran`, body: { confirmed: false } },
    ]);
  });
});

describe("OperationsCommunityPage: 'Sem resposta há 3 dias'", () => {
  const TAB = `${PATH}?aba=sem-resposta`;

  it("shows each question: title, topic, author, plan, date and text", async () => {
    api();
    open(TAB);
    const question = await item("Como fica o FGTS do temporário?");
    expect(within(question).getByText("Direitos e benefícios")).toBeTruthy();
    expect(within(question).getByText("Rui Alves")).toBeTruthy();
    expect(within(question).getByText("Plano FREE")).toBeTruthy();
    expect(within(question).getByText(/18\/11\/2026/)).toBeTruthy();
    expect(within(question).getByText(/Saí em agosto\./).textContent).toBe(
      "Saí em agosto.\nA Caixa diz que não tem saldo.",
    );
    expect(within(question).getByRole("button", { name: "Publicar resposta da equipe" })).toBeTruthy();
  });

  it("says when no question waits", async () => {
    api({ queue: () => ({ reported: [QUESTION], unanswered: [] }) });
    open(TAB);
    expect(await screen.findByText("Nenhuma pergunta sem resposta há mais de 3 dias.")).toBeTruthy();
  });

  it("answers as the team once, checked with the answers' schema, and the question leaves the queue", async () => {
    let answered = false;
    const fetchMock = api({
      queue: () => ({ reported: [], unanswered: answered ? [] : [UNANSWERED] }),
      route: (method) => {
        if (method !== "POST") return undefined;
        answered = true;
        return { status: 201, body: { id: "novo", message: m.operatorAnswered } };
      },
    });
    open(TAB);
    await item("Como fica o FGTS do temporário?");
    form.click("Publicar resposta da equipe");
    await form.expectError("Responder como equipe", m.bodyRequired);
    form.fill("Responder como equipe", "Veja <b>isto</b>");
    form.click("Publicar resposta da equipe");
    await form.expectError("Responder como equipe", m.htmlNotAllowed);
    expect(sentWrites(fetchMock)).toEqual([]);

    form.fill(
      "Responder como equipe",
      "  O temporário não tem FGTS: recebe a compensação pecuniária ao ser licenciado.  ",
    );
    const answerForm = form.control("Responder como equipe").closest("form") as HTMLFormElement;
    fireEvent.submit(answerForm);
    fireEvent.submit(answerForm);
    expect(await screen.findByText(m.operatorAnswered)).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "POST",
        url: `${API}/questions/${Q2}/answers`,
        body: { body: "O temporário não tem FGTS: recebe a compensação pecuniária ao ser licenciado." },
      },
    ]);
    expect(await screen.findByText("Nenhuma pergunta sem resposta há mais de 3 dias.")).toBeTruthy();
  });
});
