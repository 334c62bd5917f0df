import { randomUUID } from "node:crypto";
import type { ApplicationStatusNotificationData } from "@pm/shared/notifications";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { application, completedMilitar, job, paidCompany } from "../../../test/factories";
import { createTestApp, read, readError, type TestApp, type TestUser, type TypedResponse } from "../../../test/harness";
import { mailerFrom } from "../../../test/mailers";
import { itOnPostgres } from "../../../test/test-database";
import { jobApplications, notifications } from "../../db/schema/jobs";
import type { Email } from "../../mail/mailer";
import { sendNotificationEmails } from "./notifications.worker";

let t: TestApp;
let companyUser: TestUser;
let jobId: string;
let otherJobId: string;

const militar = (emailNotifications = true): Promise<TestUser> =>
  completedMilitar(t, { fullName: "Mariana Costa", profile: { emailNotifications } });

/** The militar's application, then the company's changes of its status (the trigger notifies each). */
async function applyAndChange(user: TestUser, jobId: string, ...statuses: ("em_analise" | "aprovado" | "rejeitado")[]) {
  const { id } = await application(t, { userId: user.userId, jobId });
  for (const status of statuses) {
    await t.db.update(jobApplications).set({ status }).where(eq(jobApplications.id, id));
  }
  return id;
}

/** The user's bell. Every notification of this suite is a status change: its data is one. */
async function inbox(user: TestUser) {
  const res = await read(user.client.api.notifications.$get());
  type Body = typeof res.body;
  type Notification = Omit<Body["notifications"][number], "data"> & { data: ApplicationStatusNotificationData };
  return res as unknown as TypedResponse<Omit<Body, "notifications"> & { notifications: Notification[] }>;
}
/** Marks the given notifications as read, or all of them. */
const markRead = (user: TestUser, ids?: string[]) =>
  read(user.client.api.notifications.read.$post({ json: ids === undefined ? {} : { ids } }));

beforeAll(async () => {
  t = await createTestApp();
  const paid = await paidCompany(t, { plan: "pro", name: "Logística Forte" });
  companyUser = paid.user;
  ({ id: jobId } = await job(t, paid.company.id, {
    title: "Coordenador de Logística",
    city: "Campinas",
    description: "Armazenagem e distribuição.",
  }));
  ({ id: otherJobId } = await job(t, paid.company.id, {
    title: "Técnico de Manutenção de Frota",
    city: "Campinas",
    regime: "PJ",
    description: "Frota leve e pesada.",
  }));
});
afterAll(() => t.close());

describe("GET /api/notifications", () => {
  it("lists the caller's notifications, newest first, with the unread count; nobody else's", async () => {
    const user = await militar();
    const other = await militar();
    const applicationId = await applyAndChange(user, jobId, "em_analise", "aprovado");
    await applyAndChange(other, jobId, "rejeitado");

    const res = await inbox(user);
    expect(res.status).toBe(200);
    expect(res.body.unread).toBe(2);
    expect(res.body.notifications.map((n) => n.data.status)).toEqual(["aprovado", "em_analise"]);
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
    const theirs = await inbox(other);
    expect(theirs.body.notifications).toHaveLength(1);
    expect(theirs.body.notifications[0]?.data.status).toBe("rejeitado");
  });

  it("answers 401 to a visitor, and tells a company's members only of its new applications", async () => {
    expect((await t.client().get("/api/notifications")).status).toBe(401);
    const res = await inbox(companyUser);
    expect(res.status).toBe(200);
    expect(res.body.notifications.length).toBeGreaterThan(0);
    expect(new Set(res.body.notifications.map((n) => n.kind))).toEqual(new Set(["new_application"]));
  });
});

describe("POST /api/notifications/read", () => {
  it("marks the given notifications, then all; another user's ids change nothing", async () => {
    const user = await militar();
    const intruder = await militar();
    await applyAndChange(user, otherJobId, "em_analise", "rejeitado");
    const list = (await inbox(user)).body.notifications;
    const [newest, oldest] = list.map((n) => n.id);

    const foreign = await markRead(intruder, [newest as string]);
    expect(foreign.status).toBe(200);
    expect(foreign.body.marked).toBe(0);
    expect((await inbox(user)).body.unread).toBe(2);

    expect((await markRead(user, [oldest as string])).body.marked).toBe(1);
    const after = (await inbox(user)).body;
    expect(after.unread).toBe(1);
    expect(after.notifications.find((n) => n.id === oldest)?.readAt).toEqual(expect.any(String));

    expect((await markRead(user)).body.marked).toBe(1);
    expect((await inbox(user)).body.unread).toBe(0);
  });

  it("refuses malformed ids and unknown fields with 422", async () => {
    const user = await militar();
    const bad = await readError(user.client.api.notifications.read.$post({ json: { ids: ["x"] } }));
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
    const mailer = mailerFrom(async (email) => {
      sent.push(email);
    });
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
