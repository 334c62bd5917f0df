// The community's moderation and members' standing: reports (once each, never one's own), the third
// hiding a post from all but its author, the console keeping or removing it (audited, the author
// told why), suspensions, the personal-data check, the posting rate, the força and posto a member
// chooses to show, the veteran an operator confirms, followers' bells, and the questions left
// unanswered for three days reaching the console.
import { COMMUNITY_HIDE_AT_REPORTS, communityMessages as m } from "@pm/shared/community";
import { notificationPath, notificationText } from "@pm/shared/notifications";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar, operator, paidCompany, type TestOperator } from "../../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../../test/harness";
import { mailerFrom } from "../../../test/mailers";
import { communityAnswers, communityQuestions } from "../../db/schema/community";
import { notifications } from "../../db/schema/jobs";
import { militaryProfiles } from "../../db/schema/military";
import { operatorAudit } from "../../db/schema/operations";
import type { Email } from "../../mail/mailer";
import { sendNotificationEmails } from "../notifications/notifications.worker";

let t: TestApp;
let op: TestOperator;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { communityPostsPerAccount: { limit: 6, windowSeconds: 3600 } } });
  op = await operator(t);
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;
const QUESTION = {
  topic: "transicao",
  title: "Vale a pena fazer um curso técnico antes do licenciamento?",
  body: "Tenho um ano até sair e quero entrar em logística.",
};
const idOf = (res: { body: unknown }) => (res.body as { id: string }).id;
const ask = (user: TestUser, body: Body = QUESTION) =>
  user.client.request("POST", "/api/military/community/questions", body);
const answer = (user: TestUser, questionId: string, body: string, extra: Body = {}) =>
  user.client.request("POST", `/api/military/community/questions/${questionId}/answers`, { body, ...extra });
const report = (user: TestUser, kind: "question" | "answer", id: string, reason = "ofensa") =>
  user.client.request("POST", "/api/military/community/reports", { kind, id, reason });
const read = (user: TestUser, id: string) => user.client.request("GET", `/api/military/community/questions/${id}`);
const queue = async () =>
  (await op.user.client.request("GET", "/api/operations/community")).body as {
    reported: { kind: string; id: string; reportsCount: number; hiddenAt: string | null; reasons: Body[] }[];
    unanswered: { id: string }[];
  };

describe("community moderation", () => {
  it("opens reports, settings and mentoring to militares only, and the console to operators only", async () => {
    const { user: company } = await paidCompany(t);
    const militar = await completedMilitar(t);
    const any = "00000000-0000-4000-8000-000000000000";
    const member: [string, string, Body?][] = [
      ["POST", "/api/military/community/reports", { kind: "question", id: any, reason: "spam" }],
      ["GET", "/api/military/community/settings"],
      ["PUT", "/api/military/community/settings", { showService: true }],
      ["GET", "/api/military/mentoring"],
      ["PUT", "/api/military/mentoring/profile", {}],
      ["GET", "/api/military/mentoring/mentors"],
      ["POST", "/api/military/mentoring/requests", { mentorId: "x", message: "x".repeat(30) }],
      ["POST", `/api/military/mentoring/${any}/decision`, { decision: "recusar" }],
      ["POST", `/api/military/mentoring/${any}/end`],
      ["POST", `/api/military/mentoring/${any}/rating`, { stars: 5 }],
    ];
    for (const [method, path, body] of member) {
      expect([path, (await company.client.request(method, path, body)).status]).toEqual([path, 403]);
      expect([path, (await t.client().request(method, path, body)).status]).toEqual([path, 401]);
    }
    const console: [string, string, Body?][] = [
      ["GET", "/api/operations/community"],
      ["POST", `/api/operations/community/posts/answer/${any}/decision`, { decision: "manter" }],
      [
        "POST",
        `/api/operations/community/members/${militar.userId}/suspension`,
        { days: 7, reason: "Ofensas repetidas." },
      ],
      ["PUT", `/api/operations/community/members/${militar.userId}/veteran`, { confirmed: true }],
      ["POST", `/api/operations/community/questions/${any}/answers`, { body: "Resposta" }],
    ];
    for (const [method, path, body] of console) {
      expect([path, (await militar.client.request(method, path, body)).status]).toEqual([path, 403]);
      expect([path, (await company.client.request(method, path, body)).status]).toEqual([path, 403]);
      expect([path, (await t.client().request(method, path, body)).status]).toEqual([path, 401]);
    }
    // None of those calls wrote anything about him.
    expect(await t.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, militar.userId))).toEqual([]);
  });

  it("takes a report once per member, never of his own post, and hides a post at the third", async () => {
    const author = await completedMilitar(t);
    const question = idOf(await ask(author));
    const reporters = await Promise.all([1, 2, 3].map(() => completedMilitar(t)));

    const own = await report(author, "question", question);
    expect([own.status, errorOf(own.body).message]).toEqual([403, m.ownPostReport]);
    const [first, second, third] = reporters as [TestUser, TestUser, TestUser];
    expect((await report(first, "question", question, "spam")).status).toBe(201);
    const twice = await report(first, "question", question);
    expect([twice.status, errorOf(twice.body).message]).toEqual([409, m.alreadyReported]);
    const bad = await first.client.request("POST", "/api/military/community/reports", {
      kind: "question",
      id: question,
      reason: "nao-gostei",
    });
    expect([bad.status, errorOf(bad.body).message]).toEqual([422, m.reportReasonInvalid]);
    expect((await report(second, "question", question)).status).toBe(201);
    expect((await read(third, question)).status).toBe(200);

    expect(COMMUNITY_HIDE_AT_REPORTS).toBe(3);
    expect((await report(third, "question", question)).status).toBe(201);
    // Hidden from everyone but its author, who is told why.
    expect((await read(third, question)).status).toBe(404);
    const list = (await third.client.request("GET", "/api/military/community/questions")).body as {
      questions: { id: string }[];
    };
    expect(list.questions.map((q) => q.id)).not.toContain(question);
    const authorView = await read(author, question);
    expect([authorView.status, (authorView.body as Body).hidden]).toEqual([200, true]);
    // Answers to a hidden question wait too.
    expect((await answer(third, question, "Resposta tardia.")).status).toBe(404);

    const item = (await queue()).reported.find((r) => r.id === question);
    expect(item).toMatchObject({ kind: "question", reportsCount: 3 });
    expect(item?.hiddenAt).not.toBeNull();
    expect(item?.reasons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reason: "ofensa", count: 2 }),
        expect.objectContaining({ reason: "spam", count: 1 }),
      ]),
    );
  });

  it("keeps a post (shown again, reports archived) or removes it telling its author why, once, audited", async () => {
    const author = await completedMilitar(t);
    const reader = await completedMilitar(t);
    const question = idOf(await ask(author));
    const reply = idOf(await answer(author, question, "Fiz o curso do SENAI e ajudou muito."));
    const reporters = await Promise.all([1, 2, 3].map(() => completedMilitar(t)));
    for (const r of reporters) await report(r, "answer", reply);
    expect((await read(reader, question)).body as Body).toMatchObject({ answers: [] });

    const decide = (body: Body, kind = "answer", id = reply) =>
      op.user.client.request("POST", `/api/operations/community/posts/${kind}/${id}/decision`, body);
    const noReason = await decide({ decision: "remover", reason: "curto" });
    expect([noReason.status, errorOf(noReason.body).message]).toEqual([422, m.moderationReasonRequired]);
    expect((await decide({ decision: "manter" })).body).toEqual({ message: m.postKept });
    expect(((await read(reader, question)).body as { answers: Body[] }).answers).toHaveLength(1);
    expect((await queue()).reported.find((r) => r.id === reply)).toBeUndefined();
    // A second operator's keep finds it decided.
    expect((await decide({ decision: "manter" })).status).toBe(409);

    const reason = "Propaganda de curso pago com link de afiliado.";
    expect((await decide({ decision: "remover", reason })).body).toEqual({ message: m.postRemoved });
    const after = (await read(reader, question)).body as { answers: Body[]; answersCount: number };
    expect([after.answers, after.answersCount]).toEqual([[], 0]);
    expect((await decide({ decision: "remover", reason })).status).toBe(409);
    const [told] = await t.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.userId, author.userId), eq(notifications.kind, "community_moderation")));
    expect(told?.data).toMatchObject({ event: "removida", reason });
    const audits = await t.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, reply));
    expect(audits.map((a) => a.action).sort()).toEqual(["community.keep", "community.remove"]);
    expect(audits.find((a) => a.action === "community.remove")?.reason).toBe(reason);
    // Militares and companies never reach the console.
    const { user: company } = await paidCompany(t);
    for (const who of [reader, company]) {
      expect((await who.client.request("GET", "/api/operations/community")).status).toBe(403);
    }
  });

  it("suspends an author from posting for N days; he still reads", async () => {
    const author = await completedMilitar(t);
    const question = idOf(await ask(author));
    const suspend = (body: Body, userId = author.userId) =>
      op.user.client.request("POST", `/api/operations/community/members/${userId}/suspension`, body);
    const badDays = await suspend({ days: 0, reason: "Ofensas repetidas a outros membros." });
    expect([badDays.status, errorOf(badDays.body).message]).toEqual([422, m.suspensionDaysInvalid]);
    expect((await suspend({ days: 7, reason: "Ofensas repetidas." }, "usuario-inexistente")).status).toBe(404);
    expect((await suspend({ days: 7, reason: "Ofensas repetidas a outros membros." })).status).toBe(200);
    const refused = await ask(author);
    expect(refused.status).toBe(403);
    expect(errorOf(refused.body).message).toMatch(
      /^Você está suspenso de publicar na comunidade até \d{2}\/\d{2}\/\d{4}/,
    );
    expect((await answer(author, question, "Ainda posso?")).status).toBe(403);
    expect((await read(author, question)).status).toBe(200);
    const [audit] = await t.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, author.userId));
    expect(audit?.action).toBe("community.suspend");
  });

  it("asks before posting what looks like a CPF or a phone number, and posts once confirmed", async () => {
    const author = await completedMilitar(t);
    const before = (await t.db.select().from(communityQuestions)).length;
    for (const text of ["Meu CPF é 123.456.789-09, alguém ajuda?", "Me chama no (21) 98765-4321."]) {
      const res = await ask(author, { ...QUESTION, body: text });
      expect([res.status, errorOf(res.body).code, errorOf(res.body).message]).toEqual([
        422,
        "PERSONAL_DATA",
        m.personalData,
      ]);
    }
    expect(await t.db.select().from(communityQuestions)).toHaveLength(before);
    const confirmed = await ask(author, {
      ...QUESTION,
      body: "Me chama no (21) 98765-4321.",
      confirmPersonalData: true,
    });
    expect(confirmed.status).toBe(201);
    const question = idOf(confirmed);
    expect((await answer(author, question, "CPF 12345678909")).status).toBe(422);
    expect((await answer(author, question, "CPF 12345678909", { confirmPersonalData: true })).status).toBe(201);
    // Years, salaries and norms are not personal data.
    expect((await answer(author, question, "Servi de 2015 a 2023; NR-35; R$ 3.500,00.")).status).toBe(201);
  });

  it("limits how fast one member posts", async () => {
    const author = await completedMilitar(t);
    for (let i = 0; i < 6; i++) expect((await ask(author)).status).toBe(201);
    const flood = await ask(author);
    expect([flood.status, errorOf(flood.body).code]).toEqual([429, "RATE_LIMITED"]);
    expect(flood.headers.get("retry-after")).toBeTruthy();
    // Another member is not held back by him.
    expect((await ask(await completedMilitar(t))).status).toBe(201);
  });

  it("shows força and posto only when the member allows it, and the badge an operator confirms", async () => {
    const member = await completedMilitar(t);
    await t.db
      .update(militaryProfiles)
      .set({ militaryBranch: "marinha", rank: "cabo" })
      .where(eq(militaryProfiles.userId, member.userId));
    const reader = await completedMilitar(t);
    const question = idOf(await ask(member));
    const author = async () => ((await read(reader, question)).body as { author: Body }).author;
    expect(await author()).toMatchObject({ service: null, transitioned: false });

    const settings = await member.client.request("GET", "/api/military/community/settings");
    expect(settings.body).toMatchObject({ showService: false, branch: "marinha", rank: "cabo" });
    expect(
      (await member.client.request("PUT", "/api/military/community/settings", { showService: true })).body,
    ).toEqual({
      message: m.settingsSaved,
    });
    expect(await author()).toMatchObject({ service: "Marinha · Cabo" });

    const confirm = (confirmed: boolean) =>
      op.user.client.request("PUT", `/api/operations/community/members/${member.userId}/veteran`, { confirmed });
    // The console's list of militares says it too, beside the button that confirms or withdraws it.
    const listed = async () =>
      (
        (await op.user.client.request("GET", `/api/operations/militares?q=${encodeURIComponent(member.email)}`))
          .body as { militares: Body[] }
      ).militares[0]?.veteranConfirmed;
    expect(await listed()).toBe(false);
    expect((await confirm(true)).body).toEqual({ message: m.veteranConfirmed });
    expect(await author()).toMatchObject({ transitioned: true });
    expect(await listed()).toBe(true);
    expect((await confirm(false)).status).toBe(200);
    expect(await author()).toMatchObject({ transitioned: false });
    expect(await listed()).toBe(false);
    const actions = await t.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, member.userId));
    expect(actions.map((a) => a.action).sort()).toEqual(["community.veteran.confirm", "community.veteran.withdraw"]);
    const { user: company } = await paidCompany(t);
    expect(
      (
        await op.user.client.request("PUT", `/api/operations/community/members/${company.userId}/veteran`, {
          confirmed: true,
        })
      ).status,
    ).toBe(404);
  });

  it("rings every follower but the author on a new answer, and e-mails those who want it", async () => {
    const asker = await completedMilitar(t);
    const follower = await completedMilitar(t);
    const replier = await completedMilitar(t);
    const question = idOf(await ask(asker));
    await follower.client.request("PUT", `/api/military/community/questions/${question}/follow`);
    await t.db
      .update(militaryProfiles)
      .set({ emailNotifications: false })
      .where(eq(militaryProfiles.userId, follower.userId));
    expect((await answer(replier, question, "Faça o curso do SENAI: abre portas.")).status).toBe(201);
    const rung = await t.db
      .select({ userId: notifications.userId, data: notifications.data })
      .from(notifications)
      .where(eq(notifications.kind, "community_answer"));
    const mine = rung.filter((n) => (n.data as { questionId: string }).questionId === question);
    expect(mine.map((n) => n.userId).sort()).toEqual([asker.userId, follower.userId].sort());
    const bell = (await asker.client.request("GET", "/api/notifications")).body as {
      notifications: { kind: string; data: unknown }[];
    };
    const [newest] = bell.notifications;
    expect(newest && notificationText(newest.kind, newest.data)).toBe(`Nova resposta em "${QUESTION.title}".`);
    expect(newest && notificationPath(newest.kind, newest.data)).toBe(`/app/comunidade/${question}`);
    const sent: Email[] = [];
    await sendNotificationEmails({
      db: t.db,
      mailer: mailerFrom(async (email) => void sent.push(email)),
      baseUrl: "http://localhost",
    });
    const mails = sent.filter((e) => e.subject === "Nova resposta na comunidade");
    expect(mails.map((e) => e.to).filter((to) => [asker.email, follower.email].includes(to))).toEqual([asker.email]);
    expect(mails.find((e) => e.to === asker.email)?.text).toContain(`http://localhost/app/comunidade/${question}`);
  });

  it("brings questions nobody answered in three days to the console, where the team answers", async () => {
    const asker = await completedMilitar(t);
    const fresh = idOf(await ask(asker));
    const old = idOf(await ask(asker, { ...QUESTION, title: "Como funciona o FGTS do militar temporário?" }));
    await t.db
      .update(communityQuestions)
      .set({ createdAt: new Date(Date.now() - 4 * 86_400_000) })
      .where(eq(communityQuestions.id, old));
    const waiting = (await queue()).unanswered.map((q) => q.id);
    expect(waiting).toContain(old);
    expect(waiting).not.toContain(fresh);

    const body =
      "O militar temporário não tem FGTS: ao ser licenciado, recebe a compensação pecuniária da Lei 7.963/1989.";
    const res = await op.user.client.request("POST", `/api/operations/community/questions/${old}/answers`, { body });
    expect(res.body).toMatchObject({ message: m.operatorAnswered });
    const view = (await read(asker, old)).body as { answers: Body[] };
    expect(view.answers[0]).toMatchObject({ author: null, byOperator: true, body });
    expect((await queue()).unanswered.map((q) => q.id)).not.toContain(old);
    const [answerRow] = await t.db.select().from(communityAnswers).where(eq(communityAnswers.questionId, old));
    const [audit] = await t.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, old));
    expect([answerRow?.authorId, audit?.action]).toEqual([null, "community.answer"]);
  });
});
