// 'Mentoria': only a member with the badge offers himself; a militar finds mentors by area,
// occupation and força and asks (never himself, never twice, never one at capacity); the mentor
// accepts within his capacity even when acceptances race, or declines with a kind default; either
// ends it; each side rates it once, the mentor seeing his average only from three ratings.
import { MENTORING_LIMITS, mentoringMessages as m } from "@pm/shared/mentoring";
import { notificationText } from "@pm/shared/notifications";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { application, completedMilitar, job, operator, paidCompany } from "../../../test/factories";
import { createTestApp, DEFAULT_PASSWORD, type TestApp, type TestUser } from "../../../test/harness";
import { mentorProfiles, mentorships } from "../../db/schema/community";
import { notifications } from "../../db/schema/jobs";
import { militaryProfiles } from "../../db/schema/military";
import { endDueMentorships } from "./community.mentoring.queries";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const errorOf = (body: unknown) =>
  (body as { error: { message: string; issues?: { path: string; message: string }[] } }).error;
const OFFER = {
  areas: ["logistica", "transicao"],
  occupations: ["414105"],
  capacity: 1,
  availability: "Terças e quintas à noite, por mensagem ou vídeo.",
  active: true,
};
const MESSAGE = "Sou cabo do Exército, saio em março e quero trabalhar com almoxarifado.";

/** A veteran hired through the platform: he holds the badge. */
async function veteran(options: { branch?: string; capacity?: number } = {}): Promise<TestUser> {
  const user = await completedMilitar(t);
  const { company } = await paidCompany(t);
  const posted = await job(t, company.id);
  await application(t, { userId: user.userId, jobId: posted.id, status: "aprovado" });
  if (options.branch) {
    await t.db
      .update(militaryProfiles)
      .set({ militaryBranch: options.branch, rank: "3-sargento" })
      .where(eq(militaryProfiles.userId, user.userId));
  }
  const saved = await user.client.request("PUT", "/api/military/mentoring/profile", {
    ...OFFER,
    capacity: options.capacity ?? OFFER.capacity,
  });
  if (saved.status !== 200) throw new Error(`mentor profile: ${JSON.stringify(saved.body)}`);
  return user;
}
const ask = (mentee: TestUser, mentorId: string, message = MESSAGE) =>
  mentee.client.request("POST", "/api/military/mentoring/requests", { mentorId, message });
const decide = (mentor: TestUser, id: string, body: Body) =>
  mentor.client.request("POST", `/api/military/mentoring/${id}/decision`, body);
const idOf = (res: { body: unknown }) => (res.body as { id: string }).id;
const mine = async (user: TestUser) =>
  (await user.client.request("GET", "/api/military/mentoring")).body as {
    transitioned: boolean;
    profile: Body | null;
    mentorships: (Body & { id: string })[];
  };

describe("mentoring", () => {
  it("lets only a member with the badge offer himself, and checks the offer", async () => {
    const newcomer = await completedMilitar(t);
    const refused = await newcomer.client.request("PUT", "/api/military/mentoring/profile", OFFER);
    expect([refused.status, errorOf(refused.body).message]).toEqual([403, m.needsBadge]);
    expect((await mine(newcomer)).transitioned).toBe(false);
    const mentor = await veteran();
    const bad = async (change: Body) =>
      errorOf((await mentor.client.request("PUT", "/api/military/mentoring/profile", { ...OFFER, ...change })).body)
        .message;
    expect(await bad({ capacity: 6 })).toBe(m.capacityInvalid);
    expect(await bad({ capacity: 0 })).toBe(m.capacityInvalid);
    expect(await bad({ areas: [] })).toBe(m.areasRequired);
    expect(await bad({ availability: " " })).toBe(m.availabilityRequired);
    expect(await bad({ occupations: ["12"] })).toMatch(/CBO/);
    expect((await mine(mentor)).profile).toMatchObject({ capacity: 1, activeMentees: 0, rating: null });
    const { user: company } = await paidCompany(t);
    expect((await company.client.request("GET", "/api/military/mentoring/mentors")).status).toBe(403);
    expect((await t.client().request("GET", "/api/military/mentoring/mentors")).status).toBe(401);
  });

  it("finds mentors by area, occupation and força, never oneself", async () => {
    const navy = await veteran({ branch: "marinha" });
    const army = await veteran({ branch: "exercito" });
    const seeker = await completedMilitar(t);
    const ids = async (q: string) =>
      (
        (await seeker.client.request("GET", `/api/military/mentoring/mentors?${q}`)).body as {
          mentors: { id: string }[];
        }
      ).mentors.map((x) => x.id);
    expect(await ids("forca=marinha")).toContain(navy.userId);
    expect(await ids("forca=marinha")).not.toContain(army.userId);
    expect(await ids("area=logistica&ocupacao=414105")).toEqual(expect.arrayContaining([navy.userId, army.userId]));
    expect(await ids("area=tecnologia")).not.toContain(navy.userId);
    expect(await ids("ocupacao=999999")).toEqual([]);
    const own = (await navy.client.request("GET", "/api/military/mentoring/mentors")).body as { mentors: Body[] };
    expect(own.mentors.map((x) => x.id)).not.toContain(navy.userId);
    const card = (
      (await seeker.client.request("GET", "/api/military/mentoring/mentors?forca=marinha")).body as {
        mentors: Body[];
      }
    ).mentors.find((x) => x.id === navy.userId);
    expect(card).toMatchObject({ service: "Marinha · 3º Sargento", available: true, requested: false });
    expect((await seeker.client.request("GET", "/api/military/mentoring/mentors?forca=nasa")).status).toBe(422);
  });

  it("refuses a request to oneself, a short message, twice to the same mentor, and a mentor at capacity", async () => {
    const mentor = await veteran();
    const self = await ask(mentor, mentor.userId);
    expect([self.status, errorOf(self.body).message]).toEqual([422, m.requestSelf]);
    const mentee = await completedMilitar(t);
    const short = await ask(mentee, mentor.userId, "Oi");
    expect([short.status, errorOf(short.body).message]).toEqual([422, m.messageTooShort]);
    expect((await ask(mentee, "usuario-inexistente")).status).toBe(404);
    const first = await ask(mentee, mentor.userId);
    expect(first.status).toBe(201);
    const again = await ask(mentee, mentor.userId);
    expect([again.status, errorOf(again.body).message]).toEqual([409, m.requestOpen]);
    expect((await decide(mentor, idOf(first), { decision: "aceitar" })).body).toEqual({ message: m.accepted });
    const late = await ask(await completedMilitar(t), mentor.userId);
    expect([late.status, errorOf(late.body).message]).toEqual([409, m.mentorFull]);
  });

  it("never passes a mentor's capacity when acceptances race", async () => {
    const mentor = await veteran({ capacity: 2 });
    const mentees = await Promise.all([1, 2, 3, 4].map(() => completedMilitar(t)));
    const requests = [];
    for (const mentee of mentees) requests.push(idOf(await ask(mentee, mentor.userId)));
    const outcomes = await Promise.all(requests.map((id) => decide(mentor, id, { decision: "aceitar" })));
    expect(outcomes.map((o) => o.status).sort()).toEqual([200, 200, 409, 409]);
    for (const o of outcomes.filter((x) => x.status === 409)) expect(errorOf(o.body).message).toBe(m.mentorFull);
    const running = await t.db
      .select()
      .from(mentorships)
      .where(and(eq(mentorships.mentorId, mentor.userId), eq(mentorships.status, "ativa")));
    const [profile] = await t.db.select().from(mentorProfiles).where(eq(mentorProfiles.userId, mentor.userId));
    expect([running.length, profile?.activeMentees]).toEqual([2, 2]);
  });

  it("declines with a kind default text, tells the mentee, and only the mentor decides", async () => {
    const mentor = await veteran();
    const mentee = await completedMilitar(t);
    const id = idOf(await ask(mentee, mentor.userId));
    expect((await decide(mentee, id, { decision: "aceitar" })).status).toBe(404);
    expect((await decide(await completedMilitar(t), id, { decision: "recusar" })).status).toBe(404);
    const bad = await decide(mentor, id, { decision: "aceitar", endsOn: "2020-01-01" });
    expect([bad.status, errorOf(bad.body).message]).toEqual([422, m.endsOnInvalid]);
    expect((await decide(mentor, id, { decision: "recusar" })).body).toEqual({ message: m.declined });
    expect((await decide(mentor, id, { decision: "aceitar" })).status).toBe(409);
    const seen = (await mine(mentee)).mentorships.find((x) => x.id === id);
    expect(seen).toMatchObject({ status: "recusada", declineMessage: m.declineDefault, role: "mentorado" });
    const [bell] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, mentee.userId), eq(notifications.kind, "mentorship")));
    expect(bell && notificationText(bell.kind, bell.data)).toMatch(/não pode ser seu mentor agora/);
  });

  it("runs 90 days by default, ends by either side or by its date, and is rated once by each side", async () => {
    const mentor = await veteran({ capacity: 5 });
    const mentees = await Promise.all([1, 2, 3, 4].map(() => completedMilitar(t)));
    const ids: string[] = [];
    for (const mentee of mentees) {
      const id = idOf(await ask(mentee, mentor.userId));
      await decide(mentor, id, { decision: "aceitar", goal: "Primeiro emprego em logística" });
      ids.push(id);
    }
    const [a, b, c, d] = ids as [string, string, string, string];
    const [one, two, three, four] = mentees as [TestUser, TestUser, TestUser, TestUser];
    const running = (await mine(one)).mentorships[0];
    const expected = new Date(Date.now() + MENTORING_LIMITS.defaultDays * 86_400_000).toISOString().slice(0, 10);
    expect(running).toMatchObject({ status: "ativa", goal: "Primeiro emprego em logística", role: "mentorado" });
    expect(Math.abs(Date.parse(String(running?.endsOn)) - Date.parse(expected))).toBeLessThanOrEqual(86_400_000);

    const rate = (user: TestUser, id: string, stars: number) =>
      user.client.request("POST", `/api/military/mentoring/${id}/rating`, { stars, comment: "Ajudou muito." });
    expect((await rate(one, a, 5)).status).toBe(409);
    expect((await one.client.request("POST", `/api/military/mentoring/${a}/end`)).body).toEqual({ message: m.ended });
    expect((await mentor.client.request("POST", `/api/military/mentoring/${b}/end`)).status).toBe(200);
    expect((await mentor.client.request("POST", `/api/military/mentoring/${b}/end`)).status).toBe(409);
    // The end date passed: the runner's job ends it.
    await t.db.update(mentorships).set({ endsOn: "2020-01-01" }).where(eq(mentorships.id, c));
    expect(await endDueMentorships(t.db)).toBeGreaterThanOrEqual(1);
    expect((await mine(three)).mentorships[0]).toMatchObject({ status: "encerrada" });

    expect((await rate(one, a, 6)).status).toBe(422);
    expect((await rate(one, a, 5)).status).toBe(201);
    const twice = await rate(one, a, 4);
    expect([twice.status, errorOf(twice.body).message]).toEqual([409, m.alreadyRated]);
    expect((await rate(two, b, 4)).status).toBe(201);
    expect((await mine(mentor)).profile).toMatchObject({ rating: null, activeMentees: 1 });
    expect((await rate(three, c, 3)).status).toBe(201);
    expect((await rate(mentor, c, 5)).status).toBe(201);
    expect((await mine(mentor)).profile).toMatchObject({ rating: { average: 4, count: 3 } });
    expect((await rate(four, d, 5)).status).toBe(409);
  });

  it("is in the LGPD export, and erasing an account ends its mentorships and frees the mentor's place", async () => {
    const mentor = await veteran();
    const mentee = await completedMilitar(t);
    const id = idOf(await ask(mentee, mentor.userId));
    await decide(mentor, id, { decision: "aceitar" });
    const exported = (await mentee.client.request("GET", "/api/account/export")).body as {
      mentoring: { mentorships: Body[] };
    };
    expect(exported.mentoring.mentorships.map((x) => x.id)).toEqual([id]);
    expect((await mentee.client.request("DELETE", "/api/account", { password: DEFAULT_PASSWORD })).status).toBe(200);
    const [row] = await t.db.select().from(mentorships).where(eq(mentorships.id, id));
    const [profile] = await t.db.select().from(mentorProfiles).where(eq(mentorProfiles.userId, mentor.userId));
    expect([row?.status, row?.menteeId, profile?.activeMentees]).toEqual(["encerrada", null, 0]);
  });
});

describe("the mentorship's conversation", () => {
  type Summary = Body & { id: string; kind: string; role: string | null; unread: number };
  const list = async (user: TestUser) =>
    ((await user.client.request("GET", "/api/military/conversations")).body as { conversations: Summary[] })
      .conversations;
  const say = (user: TestUser, id: string, body: string) =>
    user.client.request("POST", `/api/military/conversations/${id}/messages`, { body });
  const unread = async (user: TestUser) =>
    ((await user.client.request("GET", "/api/military/conversations/unread")).body as { total: number }).total;
  const conversationOf = async (user: TestUser, mentorshipId: string) =>
    (await mine(user)).mentorships.find((x) => x.id === mentorshipId)?.conversationId as string | null;

  it("opens at acceptance in both sides' Mensagens, where only the pair talk; ending closes it, the next one reopens it", async () => {
    const mentor = await veteran({ capacity: 2 });
    const mentee = await completedMilitar(t, { fullName: "Joana Cabo" });
    const first = idOf(await ask(mentee, mentor.userId));
    expect(await conversationOf(mentee, first)).toBeNull();
    await decide(mentor, first, { decision: "aceitar" });
    const id = await conversationOf(mentee, first);
    expect(id).toEqual(expect.any(String));
    expect(await conversationOf(mentor, first)).toBe(id);

    // Listed to both before anyone writes, each seeing the other by role.
    expect((await list(mentee)).find((c) => c.id === id)).toMatchObject({ kind: "mentoria", role: "Seu mentor" });
    expect((await list(mentor)).find((c) => c.id === id)).toMatchObject({
      kind: "mentoria",
      name: "Joana Cabo",
      role: "Seu mentorado",
      closed: false,
    });

    const sent = await say(mentee, id as string, "Obrigada por aceitar! Podemos falar na terça?");
    expect([sent.status, (sent.body as Body).mine]).toEqual([201, true]);
    expect(await unread(mentor)).toBe(1);
    const seen = (await mentor.client.request("GET", `/api/military/conversations/${id}/messages`)).body as {
      messages: Body[];
    };
    expect(seen.messages).toMatchObject([{ mine: false, body: "Obrigada por aceitar! Podemos falar na terça?" }]);
    expect((await mentor.client.request("POST", `/api/military/conversations/${id}/read`)).status).toBe(204);
    expect(await unread(mentor)).toBe(0);
    expect((await say(mentor, id as string, "Terça às 19h, combinado.")).status).toBe(201);
    expect(await unread(mentee)).toBe(1);
    const own = (await mentee.client.request("GET", `/api/military/conversations/${id}/messages`)).body as {
      messages: Body[];
    };
    // Her message was read by the mentor: its receipt says so.
    expect(own.messages.map((x) => [x.mine, x.readAt !== null])).toEqual([
      [true, true],
      [false, false],
    ]);

    // Nobody else reaches it, and it is not blocked: ending the mentorship is how it stops.
    // A report reaches the console naming the mentor where a company would be, with both sides' messages.
    const reported = await mentee.client.request("POST", `/api/military/conversations/${id}/report`, {
      reason: "Pediu meu CPF na conversa.",
    });
    expect(reported.status).toBe(201);
    const op = await operator(t);
    const queue = (await op.user.client.request("GET", "/api/operations/reports")).body as {
      reports: (Body & { id: string; conversationId: string })[];
    };
    const report = queue.reports.find((r) => r.conversationId === id);
    expect(report).toMatchObject({ reporterSide: "militar", militarName: "Joana Cabo" });
    expect(String(report?.companyName)).toMatch(/ \(mentor\)$/);
    const detail = (await op.user.client.request("GET", `/api/operations/reports/${report?.id}`)).body as {
      messages: { sender: string }[];
    };
    expect(detail.messages.map((x) => x.sender)).toEqual(["militar", "mentor"]);

    const stranger = await completedMilitar(t);
    expect((await stranger.client.request("GET", `/api/military/conversations/${id}`)).status).toBe(404);
    expect((await say(stranger, id as string, "Oi")).status).toBe(404);
    const { user: company } = await paidCompany(t);
    expect((await company.client.request("GET", `/api/company/conversations/${id}`)).status).toBe(404);
    expect((await mentee.client.request("POST", `/api/military/conversations/${id}/block`)).status).toBe(404);

    await mentor.client.request("POST", `/api/military/mentoring/${first}/end`);
    const closed = await say(mentee, id as string, "Ainda está aí?");
    expect([closed.status, errorOf(closed.body).message]).toEqual([
      403,
      "A mentoria foi encerrada. A conversa fica disponível só para leitura.",
    ]);
    expect((await mentee.client.request("GET", `/api/military/conversations/${id}`)).body).toMatchObject({
      closed: true,
      militarId: null,
    });

    // A new mentorship of the same pair opens the same conversation, with what they said before.
    const second = idOf(await ask(mentee, mentor.userId));
    await decide(mentor, second, { decision: "aceitar" });
    expect(await conversationOf(mentee, second)).toBe(id);
    expect((await say(mentee, id as string, "Voltei! Consegui a entrevista.")).status).toBe(201);
  });

  it("e-mails the mentor about an unread message, is in the export, and outlives an erased mentor as read only", async () => {
    const mentor = await veteran();
    const mentee = await completedMilitar(t, { fullName: "Paulo Soldado" });
    const mentorship = idOf(await ask(mentee, mentor.userId));
    await decide(mentor, mentorship, { decision: "aceitar" });
    const id = (await conversationOf(mentee, mentorship)) as string;
    await say(mentor, id, "Bem-vindo! Me conte do seu currículo.");
    await say(mentee, id, "Segue meu resumo: 8 anos no almoxarifado do batalhão.");

    const { sendMessageEmails } = await import("../conversations/conversations.worker");
    const result = await sendMessageEmails({
      db: t.db,
      mailer: t.deps.mailer,
      baseUrl: t.env.BASE_URL,
      now: new Date(Date.now() + 20 * 60_000),
    });
    expect(result.sent).toBeGreaterThanOrEqual(2);
    const toMentor = (await t.readOutbox(mentor.email)).filter((x) => x.subject === "Nova mensagem de Paulo Soldado");
    expect(toMentor).toHaveLength(1);
    expect(toMentor[0]?.text).toContain(`${t.env.BASE_URL}/app/mensagens?conversa=${id}`);
    expect(
      (await t.readOutbox(mentee.email)).filter((x) => x.subject.startsWith("Nova mensagem de")).map((x) => x.text),
    ).toEqual([expect.stringContaining("Bem-vindo! Me conte do seu currículo.")]);

    const exported = (await mentor.client.request("GET", "/api/account/export")).body as {
      conversations: { kind: string; personName: string | null; messages: Body[] }[];
    };
    expect(exported.conversations.find((x) => x.kind === "mentoria")).toMatchObject({
      personName: "Paulo Soldado",
      messages: [{ from: "mentor" }, { from: "militar" }],
    });

    expect((await mentor.client.request("DELETE", "/api/account", { password: DEFAULT_PASSWORD })).status).toBe(200);
    const left = (await mentee.client.request("GET", `/api/military/conversations/${id}/messages`)).body as {
      messages: Body[];
    };
    expect(left.messages.map((x) => x.body)).toEqual([
      "Mensagem removida",
      "Segue meu resumo: 8 anos no almoxarifado do batalhão.",
    ]);
    expect((await list(mentee)).find((c) => c.id === id)).toMatchObject({ name: "Usuário removido", closed: true });
    const refused = await say(mentee, id, "Olá?");
    expect([refused.status, errorOf(refused.body).message]).toEqual([403, "Esta conversa não aceita mais mensagens."]);
  });
});
