// A company's conversations are its team's (decision 035): each Administrador and Recrutador has
// his own unread count and badge, the unread-message e-mail goes to the members who have not
// opened the conversation, and the company's plan rows reach the team live.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { application, completedMilitar, job, paidCompany, teamMember } from "../../../test/factories";
import type { TestApp, TestUser } from "../../../test/harness";
import { createRealtimeTestApp, openStream } from "../../../test/realtime-helpers";
import { companies } from "../../db/schema/companies";
import { conversationMemberUnread } from "../../db/schema/conversations";
import { payments } from "../../db/schema/payments";
import { sendMessageEmails } from "./conversations.worker";

const MINUTE = 60_000;
let t: TestApp;

beforeAll(async () => {
  t = await createRealtimeTestApp({});
});
afterAll(async () => {
  await t.deps.realtime.stop();
  await t.close();
});

interface Team {
  admin: TestUser;
  recruiter: TestUser;
  cashier: TestUser;
  militar: TestUser;
  companyId: string;
  conversationId: string;
}

async function team(): Promise<Team> {
  const { user: admin, company } = await paidCompany(t, {
    plan: "pro",
    name: "Logística Forte",
    fullName: "Carla Mendes",
  });
  const recruiter = await teamMember(t, admin, "recrutador", "Diego Almeida");
  const cashier = await teamMember(t, admin, "caixa", "Marcos Vieira");
  const militar = await completedMilitar(t, { fullName: "Ana Souza" });
  const j = await job(t, company.id);
  await application(t, { userId: militar.userId, jobId: j.id });
  const opened = await recruiter.client.post("/api/company/conversations", { militarId: militar.userId });
  const conversationId = (opened.body as { id: string }).id;
  return { admin, recruiter, cashier, militar, companyId: company.id, conversationId };
}

const say = (who: TestUser, side: "company" | "military", id: string, body: string) =>
  who.client.post(`/api/${side}/conversations/${id}/messages`, { body });
const badge = async (who: TestUser) =>
  ((await who.client.get("/api/company/conversations/unread")).body as { total: number }).total;
const listed = async (who: TestUser, id: string) => {
  const res = await who.client.get("/api/company/conversations");
  return (res.body as { conversations: { id: string; unread: number }[] }).conversations.find((c) => c.id === id)
    ?.unread;
};

describe("unread counts per member", () => {
  it("counts the militar's messages for each Administrador and Recrutador, and clears only the one who opened it", async () => {
    const { admin, recruiter, militar, conversationId: id } = await team();
    await say(recruiter, "company", id, "Olá, Ana! Podemos conversar sobre a vaga?");
    await say(militar, "military", id, "Claro, estou à disposição.");
    await say(militar, "military", id, "Posso amanhã de manhã.");
    expect([await badge(admin), await badge(recruiter)]).toEqual([2, 2]);
    expect([await listed(admin, id), await listed(recruiter, id)]).toEqual([2, 2]);

    await recruiter.client.post(`/api/company/conversations/${id}/read`);
    expect([await badge(admin), await badge(recruiter)]).toEqual([2, 0]);
    expect([await listed(admin, id), await listed(recruiter, id)]).toEqual([2, 0]);
    // The militar's 'lida' receipt follows the company as a whole: someone on the team read it.
    const conversation = await militar.client.get(`/api/military/conversations/${id}/messages`);
    const mine = (conversation.body as { messages: { mine: boolean; readAt: string | null }[] }).messages.filter(
      (m) => m.mine,
    );
    expect(mine).toHaveLength(2);
    expect(mine.every((m) => m.readAt !== null)).toBe(true);

    await say(militar, "military", id, "Obrigada!");
    expect([await badge(admin), await badge(recruiter)]).toEqual([3, 1]);
    await admin.client.post(`/api/company/conversations/${id}/read`);
    expect([await badge(admin), await badge(recruiter)]).toEqual([0, 1]);
  });

  it("tells only the member who opened it on his own stream, and a new message reaches the whole team", async () => {
    const { admin, recruiter, militar, conversationId: id } = await team();
    // Both streams are open before the first message, so each change reaches them in commit order
    // and no notice of an earlier change can arrive late and be miscounted.
    const adminStream = await openStream(admin.client, t);
    const recruiterStream = await openStream(recruiter.client, t);
    const own = (events: { table: string }[]) => events.filter((e) => e.table === "conversation_member_unread");
    await say(militar, "military", id, "Bom dia!");
    await adminStream.waitFor(() => own(adminStream.events).length > 0);
    await recruiterStream.waitFor(() => own(recruiterStream.events).length > 0);
    await recruiter.client.post(`/api/company/conversations/${id}/read`);
    await recruiterStream.waitFor(() => own(recruiterStream.events).length > 1);
    await say(militar, "military", id, "Tudo certo?");
    await adminStream.waitFor(() => own(adminStream.events).length > 1);
    await recruiterStream.waitFor(() => own(recruiterStream.events).length > 2);
    // The admin never opened it: of the three changes only the two messages were announced to him.
    expect(own(adminStream.events)).toHaveLength(2);
    await Promise.all([adminStream.close(), recruiterStream.close()]);
  });

  it("gives the cashier no count, and removing a member leaves the others' counts as they were", async () => {
    const { admin, recruiter, cashier, militar, conversationId: id } = await team();
    await say(militar, "military", id, "Olá!");
    const rows = await t.db
      .select({ userId: conversationMemberUnread.userId })
      .from(conversationMemberUnread)
      .where(eq(conversationMemberUnread.conversationId, id));
    expect(rows.map((r) => r.userId).sort()).toEqual([admin.userId, recruiter.userId].sort());
    expect(rows.map((r) => r.userId)).not.toContain(cashier.userId);
    expect((await admin.client.delete(`/api/company/team/members/${recruiter.userId}`)).status).toBe(200);
    expect(await badge(admin)).toBe(1);
  });
});

describe("the unread-message e-mail to the team", () => {
  it("goes to each member who kept the switch on and has not opened the conversation", async () => {
    const { admin, recruiter, cashier, militar, conversationId: id } = await team();
    expect((await admin.client.request("PUT", "/api/account/message-emails", { messageEmails: false })).status).toBe(
      200,
    );
    await say(militar, "military", id, "Bom dia, ainda há vagas?");
    const start = Date.now();
    await sendMessageEmails({
      db: t.db,
      mailer: t.deps.mailer,
      baseUrl: t.env.BASE_URL,
      now: new Date(start + 16 * MINUTE),
    });
    const mails = (await t.readOutbox(recruiter.email)).filter((m) => m.subject === "Nova mensagem de Ana Souza");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Olá, Diego Almeida!");
    expect(mails[0]?.text).toContain(`${t.env.BASE_URL}/empresa/mensagens?conversa=${id}`);
    expect((await t.readOutbox(admin.email)).filter((m) => m.subject.startsWith("Nova mensagem"))).toEqual([]);
    expect((await t.readOutbox(cashier.email)).filter((m) => m.subject.startsWith("Nova mensagem"))).toEqual([]);
  });
});

describe("the company's plan, live, for the team", () => {
  it("announces a change of the company to every member, and its payments to the Administradores only", async () => {
    const { admin, recruiter, companyId } = await team();
    const second = await teamMember(t, admin, "administrador", "Paula Nogueira");
    const streams = await Promise.all([admin, recruiter, second].map((u) => openStream(u.client, t)));
    const [adminStream, recruiterStream, secondStream] = streams;
    if (!adminStream || !recruiterStream || !secondStream) throw new Error("streams not opened");

    await t.db.update(companies).set({ sector: "Transporte" }).where(eq(companies.id, companyId));
    for (const s of streams) await s.waitFor(() => s.events.some((e) => e.table === "companies" && e.id === companyId));

    const [holder] = await t.db.select({ userId: companies.userId }).from(companies).where(eq(companies.id, companyId));
    const [payment] = await t.db
      .insert(payments)
      .values({
        provider: "sandbox",
        providerPaymentId: `team-${companyId}`,
        userId: holder?.userId ?? admin.userId,
        companyId,
        plan: "pro",
        amountCents: 49_900,
        status: "paid",
      })
      .returning({ id: payments.id });
    const paid = (events: { table: string; id: string }[]) =>
      events.some((e) => e.table === "payments" && e.id === payment?.id);
    await adminStream.waitFor(() => paid(adminStream.events));
    await secondStream.waitFor(() => paid(secondStream.events));
    await new Promise((r) => setTimeout(r, 300));
    expect(paid(recruiterStream.events)).toBe(false);
    await Promise.all(streams.map((s) => s.close()));
    expect(
      await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.companyId, companyId), eq(payments.status, "paid"))),
    ).toHaveLength(1);
  });
});
