// The e-mail about a message left unread: sent once after 15 minutes, at most once an hour per
// conversation, never twice for two workers, and only to whoever kept the 'Mensagens' switch on.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { application, completedMilitar, job, paidCompany } from "../../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../../test/harness";
import { sendMessageEmails } from "./conversations.worker";

const MINUTE = 60_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function pair(): Promise<{ company: TestUser; militar: TestUser; id: string }> {
  const { user: company, company: row } = await paidCompany(t, { name: "Segurança Alfa" });
  const militar = await completedMilitar(t, { fullName: "Marcos Tenente" });
  const j = await job(t, row.id);
  await application(t, { userId: militar.userId, jobId: j.id });
  const opened = await company.client.request("POST", "/api/company/conversations", { militarId: militar.userId });
  return { company, militar, id: (opened.body as { id: string }).id };
}

const say = (who: TestUser, side: "company" | "military", id: string, body: string) =>
  who.client.request("POST", `/api/${side}/conversations/${id}/messages`, { body });
const run = (at: number) =>
  sendMessageEmails({ db: t.db, mailer: t.deps.mailer, baseUrl: t.env.BASE_URL, now: new Date(at) });
const newMessageMails = async (to: TestUser) =>
  (await t.readOutbox(to.email)).filter((m) => m.subject.startsWith("Nova mensagem de"));

describe("the unread-message e-mail", () => {
  it("waits 15 minutes, is sent once for two workers, then at most once an hour", async () => {
    const { company, militar, id } = await pair();
    await say(company, "company", id, `Olá, Marcos! ${"Temos uma vaga para você. ".repeat(20)}`);
    const start = Date.now();
    expect(await run(start + 14 * MINUTE)).toEqual({ sent: 0, skipped: 0 });

    const [a, b] = await Promise.all([run(start + 16 * MINUTE), run(start + 16 * MINUTE)]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(1);
    const mails = await newMessageMails(militar);
    expect(mails.map((m) => m.subject)).toEqual(["Nova mensagem de Segurança Alfa"]);
    expect(mails[0]?.text).toContain("Olá, Marcos Tenente!");
    expect(mails[0]?.text).toContain(`${t.env.BASE_URL}/app/mensagens?conversa=${id}`);
    const quoted = mails[0]?.text.match(/"(.*)"/)?.[1] ?? "";
    expect([quoted.length, quoted.endsWith("…")]).toEqual([200, true]);

    // Another unread message 20 minutes later: still inside the hour, no e-mail until it passes.
    await say(company, "company", id, "Conseguiu ver?");
    expect((await run(start + 50 * MINUTE)).sent).toBe(0);
    expect((await run(start + 77 * MINUTE)).sent).toBe(1);
    expect(await newMessageMails(militar)).toHaveLength(2);
    expect(await newMessageMails(company)).toEqual([]);
  });

  it("sends nothing for a message read in time, nor to whoever turned the switch off", async () => {
    const { company, militar, id } = await pair();
    await say(militar, "military", id, "Bom dia, tenho interesse na vaga.");
    await company.client.request("POST", `/api/company/conversations/${id}/read`);
    expect((await run(Date.now() + 20 * MINUTE)).sent).toBe(0);

    const off = await company.client.request("PUT", "/api/account/message-emails", { messageEmails: false });
    expect(off.body).toEqual({ messageEmails: false });
    await say(militar, "military", id, "Alguma novidade?");
    expect(await run(Date.now() + 20 * MINUTE)).toEqual({ sent: 0, skipped: 1 });
    expect(await newMessageMails(company)).toEqual([]);
    const bad = await company.client.request("PUT", "/api/account/message-emails", { messageEmails: "sim" });
    expect(bad.status).toBe(422);
    const visitor = await t.client().request("PUT", "/api/account/message-emails", { messageEmails: false });
    expect(visitor.status).toBe(401);
  });
});
