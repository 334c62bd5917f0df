// Entrevistas through the API: the company proposes times, the militar picks one (never two
// overlapping, never twice for two clicks), either side moves or cancels it, every change e-mails
// a calendar invite that a parser reads back as one event updating, the reminders go out once, and
// nobody else reaches an interview.
import { interviewMessages } from "@pm/shared/interviews";
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { application, completedMilitar, job, paidCompany, teamMember } from "../../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../../test/harness";
import { interviews } from "../../db/schema/interviews";
import { jobApplications, notifications } from "../../db/schema/jobs";
import { sendInterviewReminders } from "./interviews.worker";

const HOUR = 3600_000;
const DAY = 24 * HOUR;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Body = Record<string, unknown>;

interface Setup {
  admin: TestUser;
  recruiter: TestUser;
  militar: TestUser;
  companyId: string;
  applicationId: string;
}

async function setup(militarProfile: Record<string, unknown> = {}): Promise<Setup> {
  const { user: admin, company } = await paidCompany(t, {
    plan: "pro",
    name: "Logística Forte",
    fullName: "Carla Mendes",
  });
  const recruiter = await teamMember(t, admin, "recrutador", "Diego Almeida");
  const militar = await completedMilitar(t, { fullName: "Ana Souza", profile: militarProfile });
  const j = await job(t, company.id, { title: "Coordenador de Logística" });
  const a = await application(t, { userId: militar.userId, jobId: j.id });
  return { admin, recruiter, militar, companyId: company.id, applicationId: a.id };
}

/** A whole hour `days` ahead, in UTC (14:00 UTC is 11:00 in Brasília). */
const at = (days: number, hourUtc = 14) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d.toISOString();
};

const schedule = (who: TestUser, applicationId: string, body: Body) =>
  who.client.post(`/api/company/applications/${applicationId}/interviews`, {
    kind: "video",
    location: "https://meet.exemplo.com.br/abc-defg",
    durationMinutes: 60,
    interviewerIds: [],
    message: "Conversa com a coordenação de logística.",
    ...body,
  });

async function proposed(s: Setup, slots = [at(3), at(4)], extra: Body = {}) {
  const res = await schedule(s.recruiter, s.applicationId, { slots, interviewerIds: [s.recruiter.userId], ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = (res.body as { id: string }).id;
  const mine = await s.militar.client.get("/api/military/interviews");
  const found = (
    mine.body as { interviews: { id: string; slots: { id: string; startsAt: string }[] }[] }
  ).interviews.find((i) => i.id === id);
  return { id, slots: found?.slots ?? [] };
}

/** The calendar invites e-mailed to `who`, parsed: METHOD, UID, SEQUENCE, DTSTART, STATUS. */
async function invites(who: TestUser) {
  const mails = (await t.readOutbox(who.email)).filter((m) => m.calendar);
  return mails.map((m) => {
    const calendar = new ICAL.Component(ICAL.parse(m.calendar?.content ?? ""));
    const event = calendar.getFirstSubcomponent("vevent");
    const start = event?.getFirstPropertyValue("dtstart") as ICAL.Time | null;
    return {
      method: calendar.getFirstPropertyValue("method"),
      uid: event?.getFirstPropertyValue("uid"),
      sequence: event?.getFirstPropertyValue("sequence"),
      start: start?.toJSDate().toISOString(),
      status: event?.getFirstPropertyValue("status"),
      subject: m.subject,
    };
  });
}

describe("scheduling", () => {
  it("refuses what the form refuses, with a clear message, writing nothing", async () => {
    const s = await setup();
    const cases: [Body, string, string][] = [
      [{ slots: [new Date(Date.now() - HOUR).toISOString()] }, "slots.0", interviewMessages.slotPast],
      [{ slots: [at(1), at(2), at(3), at(4), at(5), at(6)] }, "slots", interviewMessages.slotsTooMany],
      [{ slots: [] }, "slots", interviewMessages.slotsRequired],
      [{ slots: [at(2), at(2)] }, "slots.1", interviewMessages.slotDuplicated],
      [{ slots: [at(2)], location: "ftp://arquivos.exemplo.com.br" }, "location", interviewMessages.linkInvalid],
      [{ slots: [at(2)], kind: "presencial", location: "" }, "location", interviewMessages.addressRequired],
      [{ slots: [at(2)], durationMinutes: 5 }, "durationMinutes", interviewMessages.durationInvalid],
      [{ slots: [at(2)], kind: "drone" }, "kind", interviewMessages.kindInvalid],
    ];
    for (const [body, path, message] of cases) {
      const res = await schedule(s.recruiter, s.applicationId, body);
      expect(res.status, path).toBe(422);
      expect((res.body as { error: { issues: unknown[] } }).error.issues, path).toContainEqual({ path, message });
    }
    const outsider = await schedule(s.recruiter, s.applicationId, {
      slots: [at(2)],
      interviewerIds: ["alguem-de-fora"],
    });
    expect(outsider.status).toBe(422);
    expect(await t.db.select().from(interviews).where(eq(interviews.applicationId, s.applicationId))).toEqual([]);
  });

  it("tells the militar (bell and e-mail), lists the times, and keeps one open interview per application", async () => {
    const s = await setup();
    const { id, slots } = await proposed(s);
    expect(slots.map((slot) => new Date(slot.startsAt).toISOString())).toEqual([at(3), at(4)]);
    const [bell] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.militar.userId), eq(notifications.kind, "interview")));
    expect(bell?.data).toMatchObject({
      interviewId: id,
      event: "proposta",
      to: "militar",
      otherName: "Logística Forte",
    });
    const mails = (await t.readOutbox(s.militar.email)).filter(
      (m) => m.subject === "Convite para entrevista: Coordenador de Logística",
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("https://meet.exemplo.com.br/abc-defg");
    expect(mails[0]?.calendar).toBeNull();

    const again = await schedule(s.admin, s.applicationId, { slots: [at(5)] });
    expect(again.status).toBe(409);
    expect((again.body as { error: { message: string } }).error.message).toBe(interviewMessages.alreadyOpen);
    const sheet = await s.admin.client.get(`/api/company/applications/${s.applicationId}/interviews`);
    expect((sheet.body as { interviews: Body[] }).interviews).toMatchObject([
      { id, status: "proposta", interviewers: [{ name: "Diego Almeida" }] },
    ]);
  });

  it("keeps another company, another militar and a visitor out", async () => {
    const s = await setup();
    const { id, slots } = await proposed(s);
    const rival = await paidCompany(t, { plan: "pro" });
    expect((await schedule(rival.user, s.applicationId, { slots: [at(2)] })).status).toBe(404);
    expect((await rival.user.client.post(`/api/company/interviews/${id}/cancel`, { reason: "Engano" })).status).toBe(
      404,
    );
    const stranger = await completedMilitar(t);
    expect((await stranger.client.post(`/api/military/interviews/${id}/choose`, { slotId: slots[0]?.id })).status).toBe(
      404,
    );
    expect((await t.client().post(`/api/military/interviews/${id}/choose`, { slotId: slots[0]?.id })).status).toBe(401);
    const [row] = await t.db.select({ status: interviews.status }).from(interviews).where(eq(interviews.id, id));
    expect(row?.status).toBe("proposta");
  });
});

describe("choosing, moving and cancelling, with calendar invites", () => {
  it("confirms the chosen time for both sides, and every change after it updates the same event", async () => {
    const s = await setup();
    const { id, slots } = await proposed(s);
    const chosen = await s.militar.client.post(`/api/military/interviews/${id}/choose`, { slotId: slots[1]?.id });
    expect(chosen.status).toBe(200);
    expect((chosen.body as Body).message).toBe(interviewMessages.confirmed);

    const uid = `${id}@proximamissao.com.br`;
    expect(await invites(s.militar)).toEqual([
      {
        method: "REQUEST",
        uid,
        sequence: 1,
        start: at(4),
        status: "CONFIRMED",
        subject: "Entrevista confirmada: Coordenador de Logística",
      },
    ]);
    expect((await invites(s.recruiter)).map((i) => [i.method, i.uid, i.sequence])).toEqual([["REQUEST", uid, 1]]);
    // The interviewer's bell: Ana confirmed.
    const bells = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.recruiter.userId), eq(notifications.kind, "interview")));
    expect(bells.map((b) => (b.data as Body).event)).toEqual(["confirmada"]);

    // The company moves it: the event is cancelled until a new time is chosen, then requested again.
    const moved = await s.recruiter.client.post(`/api/company/interviews/${id}/reschedule`, {
      slots: [at(6)],
      reason: "A coordenadora estará viajando.",
    });
    expect(moved.status).toBe(200);
    const fresh = await s.militar.client.get("/api/military/interviews");
    const newSlot = (fresh.body as { interviews: { id: string; slots: { id: string }[] }[] }).interviews.find(
      (i) => i.id === id,
    )?.slots[0];
    expect((await s.militar.client.post(`/api/military/interviews/${id}/choose`, { slotId: newSlot?.id })).status).toBe(
      200,
    );

    // The militar cancels: one more version, cancelled.
    const canceled = await s.militar.client.post(`/api/military/interviews/${id}/cancel`, {
      reason: "Fui aprovado em outro processo.",
    });
    expect(canceled.status).toBe(200);
    expect((await invites(s.militar)).map((i) => [i.method, i.uid, i.sequence, i.start, i.status])).toEqual([
      ["REQUEST", uid, 1, at(4), "CONFIRMED"],
      ["CANCEL", uid, 2, at(4), "CANCELLED"],
      ["REQUEST", uid, 3, at(6), "CONFIRMED"],
      ["CANCEL", uid, 4, at(6), "CANCELLED"],
    ]);
    const afterCancel = await s.militar.client.post(`/api/military/interviews/${id}/cancel`, { reason: "De novo" });
    expect(afterCancel.status).toBe(409);

    // The application's timeline tells each step with who did it.
    const timeline = await s.admin.client.get(`/api/company/applications/${s.applicationId}/timeline`);
    const steps = (timeline.body as { entries: { kind: string; actor: string; detail: string }[] }).entries.filter(
      (e) => e.kind === "interview",
    );
    expect(steps.map((e) => [e.actor, e.detail.replace(/ para .*$/, "")])).toEqual([
      ["Diego Almeida", "agendou uma entrevista e propôs horários"],
      ["Ana Souza", "confirmou a entrevista"],
      ["Diego Almeida", "propôs novos horários"],
      ["Ana Souza", "confirmou a entrevista"],
      ["Ana Souza", "cancelou a entrevista"],
    ]);
  });

  it("lets the militar ask for other times, which the company answers with new ones", async () => {
    const s = await setup();
    const { id } = await proposed(s);
    const blank = await s.militar.client.post(`/api/military/interviews/${id}/request-times`, { reason: "  " });
    expect(blank.status).toBe(422);
    const asked = await s.militar.client.post(`/api/military/interviews/${id}/request-times`, {
      reason: "Estou de serviço nesses dias; posso na semana seguinte.",
    });
    expect(asked.status).toBe(200);
    const bells = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.recruiter.userId), eq(notifications.kind, "interview")));
    expect(bells.map((b) => (b.data as Body).event)).toEqual(["remarcar"]);
    const sheet = await s.recruiter.client.get(`/api/company/applications/${s.applicationId}/interviews`);
    expect((sheet.body as { interviews: Body[] }).interviews[0]).toMatchObject({
      status: "remarcar",
      reason: "Estou de serviço nesses dias; posso na semana seguinte.",
    });
    const old = await s.militar.client.post(`/api/military/interviews/${id}/choose`, {
      slotId: "00000000-0000-4000-8000-000000000000",
    });
    expect(old.status).toBe(409);
    expect((await s.recruiter.client.post(`/api/company/interviews/${id}/reschedule`, { slots: [at(9)] })).status).toBe(
      200,
    );
  });

  it("never confirms two overlapping interviews of one militar", async () => {
    const s = await setup();
    const first = await proposed(s, [at(3, 14)]);
    expect(
      (await s.militar.client.post(`/api/military/interviews/${first.id}/choose`, { slotId: first.slots[0]?.id }))
        .status,
    ).toBe(200);
    // Another company, 30 minutes into the first interview.
    const other = await paidCompany(t, { plan: "pro" });
    const j = await job(t, other.company.id);
    const a = await application(t, { userId: s.militar.userId, jobId: j.id });
    const half = new Date(new Date(at(3, 14)).getTime() + 30 * 60_000).toISOString();
    const res = await schedule(other.user, a.id, { slots: [half, at(3, 15)] });
    const secondId = (res.body as { id: string }).id;
    const list = await s.militar.client.get("/api/military/interviews");
    const second = (list.body as { interviews: { id: string; slots: { id: string }[] }[] }).interviews.find(
      (i) => i.id === secondId,
    );
    const clash = await s.militar.client.post(`/api/military/interviews/${secondId}/choose`, {
      slotId: second?.slots[0]?.id,
    });
    expect(clash.status).toBe(409);
    expect((clash.body as { error: { message: string } }).error.message).toBe(interviewMessages.doubleBooked);
    // Right after the first one ends: fine.
    expect(
      (await s.militar.client.post(`/api/military/interviews/${secondId}/choose`, { slotId: second?.slots[1]?.id }))
        .status,
    ).toBe(200);
  });

  it("confirms one time when two are clicked at once", async () => {
    const s = await setup();
    const { id, slots } = await proposed(s, [at(3), at(4), at(5)]);
    const results = await Promise.all(
      slots.map((slot) => s.militar.client.post(`/api/military/interviews/${id}/choose`, { slotId: slot.id })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const [row] = await t.db.select().from(interviews).where(eq(interviews.id, id));
    expect([row?.status, row?.sequence]).toEqual(["confirmada", 1]);
    expect(await invites(s.militar)).toHaveLength(1);
  });

  it("records 'Realizada' or 'Não compareceu' only after the time", async () => {
    const s = await setup();
    const { id, slots } = await proposed(s);
    const early = await s.recruiter.client.post(`/api/company/interviews/${id}/outcome`, { outcome: "realizada" });
    expect(early.status).toBe(409);
    await s.militar.client.post(`/api/military/interviews/${id}/choose`, { slotId: slots[0]?.id });
    expect(
      (
        (await s.recruiter.client.post(`/api/company/interviews/${id}/outcome`, { outcome: "realizada" })).body as {
          error: { message: string };
        }
      ).error.message,
    ).toBe(interviewMessages.notYet);
    // The time passes.
    await t.db
      .update(interviews)
      .set({ startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() - HOUR) })
      .where(eq(interviews.id, id));
    const wrong = await s.recruiter.client.post(`/api/company/interviews/${id}/outcome`, { outcome: "talvez" });
    expect(wrong.status).toBe(422);
    const done = await s.recruiter.client.post(`/api/company/interviews/${id}/outcome`, {
      outcome: "nao_compareceu",
      note: "Não atendeu à chamada.",
    });
    expect(done.status).toBe(200);
    const [row] = await t.db.select().from(interviews).where(eq(interviews.id, id));
    expect([row?.status, row?.outcomeNote]).toEqual(["nao_compareceu", "Não atendeu à chamada."]);
  });
});

describe("the reports", () => {
  it("count interviews per job and the median days from application to the confirmed interview (Pro)", async () => {
    const s = await setup();
    await t.db
      .update(jobApplications)
      .set({ appliedAt: new Date(Date.now() - 3 * DAY) })
      .where(eq(jobApplications.id, s.applicationId));
    const { id, slots } = await proposed(s);
    await s.militar.client.post(`/api/military/interviews/${id}/choose`, { slotId: slots[0]?.id });
    const res = await s.admin.client.get("/api/company/reports?period=30");
    const report = res.body as {
      interviews: { daysToInterview: number; confirmedCount: number; perJob: Body[] };
    };
    expect(report.interviews.perJob).toEqual([
      {
        jobId: expect.any(String),
        jobTitle: "Coordenador de Logística",
        scheduled: 1,
        confirmed: 1,
        done: 0,
        noShow: 0,
      },
    ]);
    expect(report.interviews.confirmedCount).toBe(1);
    expect(report.interviews.daysToInterview).toBeCloseTo(3, 0);
    // Plus reads the basic report: no interview figures.
    const plus = await paidCompany(t, { plan: "plus" });
    const basic = await plus.user.client.get("/api/company/reports?period=30");
    expect(basic.body).not.toHaveProperty("interviews");
  });
});

describe("times and reminders", () => {
  it("writes the time in Brasília and in the militar's zone when his state keeps another", async () => {
    const s = await setup({ state: "AM", city: "Manaus" });
    const { id, slots } = await proposed(s, [at(3, 14)]);
    await s.militar.client.post(`/api/military/interviews/${id}/choose`, { slotId: slots[0]?.id });
    const [mail] = (await t.readOutbox(s.militar.email)).filter((m) => m.subject.startsWith("Entrevista confirmada"));
    expect(mail?.text).toMatch(/11:00 \(horário de Brasília\) — 10:00 no horário do Amazonas/);
  });

  it("reminds both sides 24 hours and 1 hour before, once each, and never after a cancellation", async () => {
    const s = await setup();
    const { id, slots } = await proposed(s, [at(3)]);
    await s.militar.client.post(`/api/military/interviews/${id}/choose`, { slotId: slots[0]?.id });
    const start = new Date(at(3)).getTime();
    const run = (when: number) =>
      sendInterviewReminders({ db: t.db, mailer: t.deps.mailer, baseUrl: t.env.BASE_URL, now: new Date(when) });
    const reminders = async (who: TestUser) =>
      (await t.readOutbox(who.email)).filter((m) => m.subject === "Lembrete de entrevista: Coordenador de Logística");

    await run(start - 30 * HOUR);
    expect(await reminders(s.militar)).toHaveLength(0);
    // Two workers at once: each reminder is claimed by one of them.
    await Promise.all([run(start - 23 * HOUR), run(start - 23 * HOUR)]);
    expect(await reminders(s.militar)).toHaveLength(1);
    expect(await reminders(s.recruiter)).toHaveLength(1);
    await run(start - 2 * HOUR);
    expect(await reminders(s.militar)).toHaveLength(1);
    await run(start - 50 * 60_000);
    await run(start - 40 * 60_000);
    expect(await reminders(s.militar)).toHaveLength(2);

    // Another one, cancelled: nothing is due.
    const other = await setup();
    const o = await proposed(other, [at(3)]);
    await other.militar.client.post(`/api/military/interviews/${o.id}/choose`, { slotId: o.slots[0]?.id });
    await other.recruiter.client.post(`/api/company/interviews/${o.id}/cancel`, { reason: "Vaga suspensa" });
    await run(start - 23 * HOUR);
    await run(start - 50 * 60_000);
    expect(await reminders(other.militar)).toHaveLength(0);
  });

  it("lists the week's interviews by time, and those still waiting for one", async () => {
    const s = await setup();
    const confirmed = await proposed(s, [at(2)]);
    await s.militar.client.post(`/api/military/interviews/${confirmed.id}/choose`, { slotId: confirmed.slots[0]?.id });
    const week = new Date(at(2)).toISOString().slice(0, 10);
    const res = await s.admin.client.get(`/api/company/interviews?semana=${week}`);
    expect(res.status).toBe(200);
    const body = res.body as { scheduled: Body[]; waiting: Body[] };
    expect(body.scheduled).toMatchObject([
      { id: confirmed.id, candidateName: "Ana Souza", jobTitle: "Coordenador de Logística" },
    ]);
    expect((await s.admin.client.get("/api/company/interviews?semana=amanha")).status).toBe(422);
  });
});
