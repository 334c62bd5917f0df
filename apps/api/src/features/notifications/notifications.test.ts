import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Json, type TestApp, type TestUser } from "../../../test/harness";
import { itOnPostgres } from "../../../test/test-database";
import { companies } from "../../db/schema/companies";
import { jobApplications, jobs, notifications } from "../../db/schema/jobs";
import { militaryProfiles } from "../../db/schema/military";
import type { Email, Mailer } from "../../mail/mailer";
import { sendNotificationEmails } from "./notification-emails";

let t: TestApp;
let companyUser: TestUser;
let jobId: string;
let otherJobId: string;

async function militar(emailNotifications = true): Promise<TestUser> {
  const user = await t.createUser({ role: "militar", fullName: "Mariana Costa" });
  await t.db
    .update(militaryProfiles)
    .set({ completedAt: new Date(), emailNotifications })
    .where(eq(militaryProfiles.userId, user.userId));
  return user;
}

/** The militar applies through the API; the company changes the status in the database (the trigger notifies). */
async function applyAndChange(user: TestUser, job: string, ...statuses: ("em_analise" | "aprovado" | "rejeitado")[]) {
  const res = await user.client.post(`/api/military/jobs/${job}/apply`);
  if (res.status !== 201) throw new Error(`apply failed: ${res.status}`);
  for (const status of statuses) {
    await t.db.update(jobApplications).set({ status }).where(eq(jobApplications.id, res.body.id));
  }
  return res.body.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  companyUser = await t.createUser({ role: "empresa", plan: "pro", companyName: "Logística Forte" });
  await t.markCompanyPaid(companyUser.userId);
  const [company] = await t.db.select().from(companies).where(eq(companies.userId, companyUser.userId));
  if (!company) throw new Error("no company");
  const rows = await t.db
    .insert(jobs)
    .values([
      {
        companyId: company.id,
        title: "Coordenador de Logística",
        city: "Campinas",
        regime: "CLT" as const,
        description: "Armazenagem e distribuição.",
      },
      {
        companyId: company.id,
        title: "Técnico de Manutenção de Frota",
        city: "Campinas",
        regime: "PJ" as const,
        description: "Frota leve e pesada.",
      },
    ])
    .returning({ id: jobs.id });
  jobId = rows[0]?.id ?? "";
  otherJobId = rows[1]?.id ?? "";
});
afterAll(() => t.close());

describe("GET /api/notifications", () => {
  it("lists the caller's notifications, newest first, with the unread count; nobody else's", async () => {
    const user = await militar();
    const other = await militar();
    const applicationId = await applyAndChange(user, jobId, "em_analise", "aprovado");
    await applyAndChange(other, jobId, "rejeitado");

    const res = await user.client.get("/api/notifications");
    expect(res.status).toBe(200);
    expect(res.body.unread).toBe(2);
    expect(res.body.notifications.map((n: Json) => n.data.status)).toEqual(["aprovado", "em_analise"]);
    expect(res.body.notifications[0]).toEqual({
      id: expect.any(String),
      kind: "application_status",
      data: {
        applicationId,
        jobId,
        jobTitle: "Coordenador de Logística",
        companyName: "Logística Forte",
        status: "aprovado",
        previousStatus: "em_analise",
      },
      readAt: null,
      createdAt: expect.any(String),
    });
    const theirs = await other.client.get("/api/notifications");
    expect(theirs.body.notifications).toHaveLength(1);
    expect(theirs.body.notifications[0].data.status).toBe("rejeitado");
  });

  it("answers 401 to a visitor and an empty list to a company", async () => {
    expect((await t.client().get("/api/notifications")).status).toBe(401);
    const res = await companyUser.client.get("/api/notifications");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ notifications: [], unread: 0 });
  });
});

describe("POST /api/notifications/read", () => {
  it("marks the given notifications, then all; another user's ids change nothing", async () => {
    const user = await militar();
    const intruder = await militar();
    await applyAndChange(user, otherJobId, "em_analise", "rejeitado");
    const list = (await user.client.get("/api/notifications")).body.notifications;
    const [newest, oldest] = list.map((n: Json) => n.id);

    const foreign = await intruder.client.post("/api/notifications/read", { ids: [newest] });
    expect(foreign.status).toBe(200);
    expect(foreign.body.marked).toBe(0);
    expect((await user.client.get("/api/notifications")).body.unread).toBe(2);

    expect((await user.client.post("/api/notifications/read", { ids: [oldest] })).body.marked).toBe(1);
    const after = (await user.client.get("/api/notifications")).body;
    expect(after.unread).toBe(1);
    expect(after.notifications.find((n: Json) => n.id === oldest).readAt).toEqual(expect.any(String));

    expect((await user.client.post("/api/notifications/read", {})).body.marked).toBe(1);
    expect((await user.client.get("/api/notifications")).body.unread).toBe(0);
  });

  it("refuses malformed ids and unknown fields with 422", async () => {
    const user = await militar();
    const bad = await user.client.post("/api/notifications/read", { ids: ["x"] });
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe("Notificação inválida");
    expect((await user.client.post("/api/notifications/read", { userId: randomUUID() })).status).toBe(422);
  });
});

describe("e-mails of status changes", () => {
  const pendingOf = (userId: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.emailedAt)));

  it("e-mails the militar who wants it once per change, and skips the one who turned it off", async () => {
    const wants = await militar(true);
    const quiet = await militar(false);
    await applyAndChange(wants, jobId, "em_analise");
    await applyAndChange(quiet, jobId, "aprovado");

    const deps = { db: t.db, mailer: t.deps.mailer, baseUrl: t.env.BASE_URL };
    const first = await sendNotificationEmails(deps);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const mails = await t.readOutbox(wants.email);
    const statusMails = mails.filter((m) => m.subject.startsWith("Sua candidatura"));
    expect(statusMails).toHaveLength(1);
    expect(statusMails[0]?.subject).toBe("Sua candidatura para Coordenador de Logística foi atualizada");
    expect(statusMails[0]?.text).toContain(
      "Sua candidatura para Coordenador de Logística na Logística Forte está em análise.",
    );
    expect(statusMails[0]?.text).toContain(`${t.env.BASE_URL}/app/vagas`);

    expect((await t.readOutbox(quiet.email)).filter((m) => m.subject.startsWith("Sua candidatura"))).toEqual([]);
    expect(await pendingOf(wants.userId)).toEqual([]);
    expect(await pendingOf(quiet.userId)).toEqual([]);

    // Nothing is sent twice.
    const second = await sendNotificationEmails(deps);
    expect(second).toEqual({ sent: 0, skipped: 0 });
    expect((await t.readOutbox(wants.email)).filter((m) => m.subject.startsWith("Sua candidatura"))).toHaveLength(1);
  });

  itOnPostgres("two workers running at once send each e-mail once", async () => {
    const user = await militar(true);
    await applyAndChange(user, otherJobId, "em_analise", "aprovado");
    const sent: Email[] = [];
    const mailer: Mailer = {
      async send(email) {
        sent.push(email);
      },
    };
    const deps = { db: t.db, mailer, baseUrl: t.env.BASE_URL };
    await Promise.all([sendNotificationEmails(deps), sendNotificationEmails(deps)]);
    // Each once, in whichever order the two workers happened to claim them.
    expect(
      sent
        .filter((m) => m.to === user.email)
        .map((m) => m.text.split("\n")[2])
        .sort(),
    ).toEqual([
      "Sua candidatura para Técnico de Manutenção de Frota na Logística Forte está em análise.",
      "Sua candidatura para Técnico de Manutenção de Frota na Logística Forte foi aprovada.",
    ]);
  });
});
