// 'Comunidade': questions and answers by topic, accent-free search, 'Útil' once, the asker's
// 'Melhor resposta', follows, deleting one's own posts, companies kept out, and the LGPD export and
// erasure ('Ex-membro').
import { COMMUNITY_LIMITS, communityMessages as m } from "@pm/shared/community";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { application, completedMilitar, job, paidCompany } from "../../../test/factories";
import { createTestApp, DEFAULT_PASSWORD, type TestApp, type TestUser } from "../../../test/harness";
import { communityFollows, communityQuestions } from "../../db/schema/community";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const errorOf = (body: unknown) =>
  (body as { error: { message: string; issues?: { path: string; message: string }[] } }).error;
const QUESTION = {
  topic: "direitos",
  title: "Como tiro o certificado de reservista depois do licenciamento?",
  body: "Fui licenciado mês passado e a empresa pediu o documento. Onde eu consigo?",
};
const ask = (user: TestUser, body: Body = QUESTION) =>
  user.client.request("POST", "/api/military/community/questions", body);
const idOf = (res: { body: unknown }) => (res.body as { id: string }).id;
const answer = (user: TestUser, questionId: string, body: string) =>
  user.client.request("POST", `/api/military/community/questions/${questionId}/answers`, { body });
const read = async (user: TestUser, id: string) =>
  (await user.client.request("GET", `/api/military/community/questions/${id}`)).body as Body & {
    answers: (Body & { id: string })[];
  };

describe("the community", () => {
  it("is every militar's, never a company's or a visitor's", async () => {
    const { user: company } = await paidCompany(t);
    const any = "00000000-0000-4000-8000-000000000000";
    for (const [method, path] of [
      ["GET", "/api/military/community/questions"],
      ["POST", "/api/military/community/questions"],
      ["GET", `/api/military/community/questions/${any}`],
      ["DELETE", `/api/military/community/questions/${any}`],
      ["POST", `/api/military/community/questions/${any}/answers`],
      ["PUT", `/api/military/community/questions/${any}/best`],
      ["PUT", `/api/military/community/questions/${any}/follow`],
      ["DELETE", `/api/military/community/questions/${any}/follow`],
      ["POST", `/api/military/community/answers/${any}/useful`],
      ["DELETE", `/api/military/community/answers/${any}`],
    ] as const) {
      const body = method === "GET" || method === "DELETE" ? undefined : QUESTION;
      expect((await company.client.request(method, path, body)).status).toBe(403);
      expect((await t.client().request(method, path, body)).status).toBe(401);
    }
    const free = await completedMilitar(t);
    expect((await ask(free)).status).toBe(201);
  });

  it("refuses a short title, a long or blank text, HTML and an unknown topic, writing nothing", async () => {
    const militar = await completedMilitar(t);
    const before = await t.db.select().from(communityQuestions);
    const cases: [Body, string, string][] = [
      [{ title: "Reserva?" }, "title", m.titleTooShort],
      [{ body: "   " }, "body", m.bodyRequired],
      [{ body: "a".repeat(COMMUNITY_LIMITS.body + 1) }, "body", m.bodyTooLong],
      [{ body: "Veja <script>alert(1)</script>" }, "body", m.htmlNotAllowed],
      [{ body: 'Clique <a href="x">aqui</a>' }, "body", m.htmlNotAllowed],
      [{ topic: "politica" }, "topic", m.topicInvalid],
    ];
    for (const [change, path, message] of cases) {
      const res = await ask(militar, { ...QUESTION, ...change });
      expect([res.status, errorOf(res.body).issues?.[0]]).toEqual([422, { path, message }]);
    }
    expect(await t.db.select().from(communityQuestions)).toHaveLength(before.length);
    // Markdown's own text, lists and links pass.
    const markdown = await ask(militar, {
      ...QUESTION,
      body: "- Junta de Serviço Militar\n- [Portal](https://www.gov.br/defesa) com **CPF** e 3 < 5",
    });
    expect(markdown.status).toBe(201);
    const tooLongAnswer = await answer(militar, idOf(markdown), "b".repeat(COMMUNITY_LIMITS.body + 1));
    expect(errorOf(tooLongAnswer.body).message).toBe(m.bodyTooLong);
  });

  it("lists by topic and finds words without accents, newest activity first, a page at a time", async () => {
    const militar = await completedMilitar(t);
    const word = `ztopo${Date.now().toString(36)}`;
    const older = idOf(
      await ask(militar, { ...QUESTION, topic: "logistica", title: `Transição para logística ${word}` }),
    );
    const newer = idOf(await ask(militar, { ...QUESTION, topic: "curriculo", title: `Currículo de sargento ${word}` }));
    const list = async (q: string) =>
      (await militar.client.request("GET", `/api/military/community/questions?${q}`)).body as {
        questions: { id: string }[];
        nextCursor: string | null;
      };
    expect((await list(`q=${word}`)).questions.map((x) => x.id)).toEqual([newer, older]);
    expect((await list(`q=transicao%20${word}`)).questions.map((x) => x.id)).toEqual([older]);
    expect((await list(`q=CURRICULO%20${word}`)).questions.map((x) => x.id)).toEqual([newer]);
    expect((await list(`topic=logistica&q=${word}`)).questions.map((x) => x.id)).toEqual([older]);
    // An answer brings a question back to the top.
    await answer(militar, older, "Procure o CD da sua região.");
    expect((await list(`q=${word}`)).questions.map((x) => x.id)).toEqual([older, newer]);
    // Pages of 20, never repeating.
    for (let i = 0; i < 21; i++) await ask(militar, { ...QUESTION, title: `Pergunta número ${i} ${word}x` });
    const first = await list(`q=${word}x`);
    expect(first.questions).toHaveLength(20);
    const second = await list(`q=${word}x&cursor=${first.nextCursor}`);
    expect(second.questions).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect(first.questions.map((x) => x.id)).not.toContain(second.questions[0]?.id);
    const refused = await militar.client.request("GET", `/api/military/community/questions?topic=politica`);
    expect(refused.status).toBe(422);
  });

  it("counts 'Útil' once per member and never on one's own answer; the asker alone picks the best", async () => {
    const asker = await completedMilitar(t);
    const veteran = await completedMilitar(t, { fullName: "Sargento Veterano" });
    const other = await completedMilitar(t);
    const question = idOf(await ask(asker));
    const first = idOf(await answer(other, question, "Na Junta de Serviço Militar da sua cidade."));
    const best = idOf(await answer(veteran, question, "Pelo site do Alistamento, com o número do RA."));

    const useful = (user: TestUser, id: string) =>
      user.client.request("POST", `/api/military/community/answers/${id}/useful`);
    expect((await useful(asker, best)).status).toBe(200);
    const twice = await useful(asker, best);
    expect([twice.status, errorOf(twice.body).message]).toEqual([409, m.alreadyUseful]);
    const own = await useful(veteran, best);
    expect([own.status, errorOf(own.body).message]).toEqual([403, m.ownAnswerUseful]);

    const choose = (user: TestUser, q: string, answerId: string) =>
      user.client.request("PUT", `/api/military/community/questions/${q}/best`, { answerId });
    const notAsker = await choose(other, question, best);
    expect([notAsker.status, errorOf(notAsker.body).message]).toEqual([403, m.bestNotAsker]);
    const elsewhere = idOf(await ask(other));
    const foreign = idOf(await answer(asker, elsewhere, "Resposta de outra pergunta."));
    const wrong = await choose(asker, question, foreign);
    expect([wrong.status, errorOf(wrong.body).message]).toEqual([422, m.bestOtherQuestion]);
    expect((await choose(asker, question, best)).status).toBe(200);

    const view = await read(other, question);
    expect(view.bestAnswerId).toBe(best);
    expect(view.answers.map((a) => a.id)).toEqual([best, first]);
    expect(view.answers[0]).toMatchObject({ usefulCount: 1, markedUseful: false, mine: false });
    expect(view.answersCount).toBe(2);
  });

  it("shows 'Já fiz a transição' for a member hired through the platform", async () => {
    const hired = await completedMilitar(t);
    const { company } = await paidCompany(t);
    const posted = await job(t, company.id);
    await application(t, { userId: hired.userId, jobId: posted.id, status: "aprovado" });
    const question = idOf(await ask(hired));
    const view = await read(hired, question);
    expect(view.author).toMatchObject({ id: hired.userId, transitioned: true, service: null });
    const newcomer = await completedMilitar(t);
    const mine = await read(newcomer, idOf(await ask(newcomer)));
    expect(mine.author).toMatchObject({ transitioned: false });
  });

  it("follows: the asker from the start, anyone by choice", async () => {
    const asker = await completedMilitar(t);
    const reader = await completedMilitar(t);
    const question = idOf(await ask(asker));
    expect((await read(asker, question)).following).toBe(true);
    expect((await read(reader, question)).following).toBe(false);
    await reader.client.request("PUT", `/api/military/community/questions/${question}/follow`);
    expect((await read(reader, question)).following).toBe(true);
    await reader.client.request("DELETE", `/api/military/community/questions/${question}/follow`);
    expect((await read(reader, question)).following).toBe(false);
    const missing = await reader.client.request(
      "PUT",
      "/api/military/community/questions/00000000-0000-4000-8000-000000000000/follow",
    );
    expect([missing.status, errorOf(missing.body).message]).toEqual([404, m.questionNotFound]);
  });

  it("lets a member delete his own posts at any time, and no one else's", async () => {
    const asker = await completedMilitar(t);
    const other = await completedMilitar(t);
    const question = idOf(await ask(asker));
    const theirs = idOf(await answer(other, question, "Uma resposta."));
    expect((await asker.client.request("DELETE", `/api/military/community/answers/${theirs}`)).status).toBe(404);
    expect((await other.client.request("DELETE", `/api/military/community/questions/${question}`)).status).toBe(404);
    expect((await other.client.request("DELETE", `/api/military/community/answers/${theirs}`)).status).toBe(200);
    expect((await read(asker, question)).answersCount).toBe(0);
    expect((await asker.client.request("DELETE", `/api/military/community/questions/${question}`)).status).toBe(200);
    expect((await asker.client.request("GET", `/api/military/community/questions/${question}`)).status).toBe(404);
  });

  it("is in his LGPD export, and his erasure keeps his posts as 'Ex-membro' and takes the rest", async () => {
    const member = await completedMilitar(t);
    const reader = await completedMilitar(t);
    const question = idOf(await ask(member));
    const reply = idOf(await answer(member, question, "Complemento a minha própria pergunta."));
    const elsewhere = idOf(await ask(reader));
    const readerAnswer = idOf(await answer(reader, elsewhere, "Resposta do leitor."));
    await member.client.request("POST", `/api/military/community/answers/${readerAnswer}/useful`);
    const exported = (await member.client.request("GET", "/api/account/export")).body as {
      community: { questions: Body[]; answers: Body[]; usefulVotes: Body[]; follows: Body[] };
    };
    expect(exported.community.questions.map((q) => q.id)).toEqual([question]);
    expect(exported.community.answers.map((a) => a.id)).toEqual([reply]);
    expect(exported.community.usefulVotes).toHaveLength(1);
    expect(exported.community.follows).toHaveLength(1);

    expect((await member.client.request("DELETE", "/api/account", { password: DEFAULT_PASSWORD })).status).toBe(200);
    const view = await read(reader, question);
    expect(view.author).toBeNull();
    expect(view.answers[0]?.author).toBeNull();
    expect(await t.db.select().from(communityFollows).where(eq(communityFollows.userId, member.userId))).toEqual([]);
  });
});
