// A message reaches the other participant's open stream (a company's team, a militar, a mentor),
// on the same API process and, on PostgreSQL, on another one; a third party's stream hears nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { application, completedMilitar, job, paidCompany } from "../../../test/factories";
import type { TestApp, TestUser } from "../../../test/harness";
import { createRealtimeTestApp, openStream, twoApiProcesses } from "../../../test/realtime-helpers";
import { testDbKind } from "../../../test/test-database";

/** A company, a candidate of it, and their conversation. */
async function pair(t: TestApp): Promise<{ company: TestUser; militar: TestUser; id: string }> {
  const { user: company, company: row } = await paidCompany(t);
  const militar = await completedMilitar(t);
  const j = await job(t, row.id);
  await application(t, { userId: militar.userId, jobId: j.id });
  const opened = await company.client.request("POST", "/api/company/conversations", { militarId: militar.userId });
  return { company, militar, id: (opened.body as { id: string }).id };
}

describe("conversations over SSE, and presence", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createRealtimeTestApp({});
  });
  afterAll(async () => {
    await t.deps.realtime.stop();
    await t.close();
  });

  it("a message and its reading reach both participants, and nobody else", async () => {
    const { company, militar, id } = await pair(t);
    const outsider = await completedMilitar(t);
    const theirs = await openStream(militar.client, t);
    const ours = await openStream(company.client, t);
    const nobody = await openStream(outsider.client, t);

    await company.client.request("POST", `/api/company/conversations/${id}/messages`, { body: "Bom dia!" });
    await theirs.waitFor(() => theirs.events.some((e) => e.table === "conversations" && e.id === id));

    // Presence comes and goes on the same streams: only the conversation's own changes count here.
    const changes = () => ours.events.filter((e) => e.table === "conversations");
    const before = changes().length;
    await militar.client.request("POST", `/api/military/conversations/${id}/read`);
    // The company's open conversation hears the read receipt.
    await ours.waitFor(() => changes().length > before);
    expect(changes().at(-1)).toEqual({ table: "conversations", op: "update", id });
    expect(nobody.events).toEqual([]);
    // Opening it again with nothing unread writes nothing, so nobody's screen refetches.
    const settled = changes().length;
    await militar.client.request("POST", `/api/military/conversations/${id}/read`);
    await company.client.request("POST", `/api/company/conversations/${id}/read`);
    await new Promise((r) => setTimeout(r, 300));
    expect(changes().length).toBe(settled);
    await Promise.all([theirs.close(), ours.close(), nobody.close()]);
  });

  it("a participant is online while a stream of theirs is open, and the other side is told live", async () => {
    const { company, militar, id } = await pair(t);
    const outsider = await completedMilitar(t);
    await company.client.request("POST", `/api/company/conversations/${id}/messages`, { body: "Está por aí?" });
    await waitForOnline(company, id, false);
    const ours = await openStream(company.client, t);
    const nobody = await openStream(outsider.client, t);
    const presence = () => ours.events.filter((e) => e.table === "user_presence");

    const first = await openStream(militar.client, t);
    await ours.waitFor(() => presence().length === 1);
    expect(presence()).toEqual([{ table: "user_presence", op: "insert", id: militar.userId }]);
    const second = await openStream(militar.client, t);
    await waitForOnline(company, id, true);
    const list = await company.client.request("GET", "/api/company/conversations");
    expect((list.body as { conversations: { id: string; online: boolean }[] }).conversations).toEqual([
      expect.objectContaining({ id, online: true }),
    ]);
    // One tab closed, one still open: still online, and nothing announced.
    await first.close();
    await new Promise((r) => setTimeout(r, 200));
    await waitForOnline(company, id, true);
    expect(presence()).toHaveLength(1);
    await second.close();
    await ours.waitFor(() => presence().length === 2);
    expect(presence()[1]).toEqual({ table: "user_presence", op: "delete", id: militar.userId });
    await waitForOnline(company, id, false);
    // Someone who shares no conversation with him hears none of it.
    expect(nobody.events.filter((e) => e.table === "user_presence")).toEqual([]);
    await Promise.all([ours.close(), nobody.close()]);
  });

  it("a mentorship's message reaches the mentor's stream, the mentee sees him online and hears him end it", async () => {
    const { mentor, mentee, id } = await mentorPair(t);
    const outsider = await completedMilitar(t);
    const his = await openStream(mentor.client, t);
    const nobody = await openStream(outsider.client, t);
    await mentee.client.request("POST", `/api/military/conversations/${id}/messages`, { body: "Bom dia, mentor!" });
    await his.waitFor(() => his.events.some((e) => e.table === "conversations" && e.id === id));
    const online = await mentee.client.request("GET", `/api/military/conversations/${id}`);
    expect(online.body).toMatchObject({ kind: "mentoria", online: true });
    expect(nobody.events.filter((e) => e.table === "conversations")).toEqual([]);

    // He ends the mentorship: her 'Minhas mentorias' hears it, and so does her open conversation.
    const hers = await openStream(mentee.client, t);
    const own = (await mentor.client.request("GET", "/api/military/mentoring")).body as {
      mentorships: { id: string }[];
    };
    await mentor.client.request("POST", `/api/military/mentoring/${own.mentorships[0]?.id}/end`);
    await hers.waitFor(() => hers.events.some((e) => e.table === "mentorships" && e.op === "update"));
    await hers.waitFor(() => hers.events.some((e) => e.table === "conversations" && e.id === id));
    expect(nobody.events.filter((e) => e.table === "mentorships")).toEqual([]);
    await Promise.all([his.close(), hers.close(), nobody.close()]);
  });
});

/** A veteran mentor (hired through the platform), a militar he accepted, and their conversation. */
async function mentorPair(t: TestApp): Promise<{ mentor: TestUser; mentee: TestUser; id: string }> {
  const mentor = await completedMilitar(t);
  const { company } = await paidCompany(t);
  await application(t, { userId: mentor.userId, jobId: (await job(t, company.id)).id, status: "aprovado" });
  await mentor.client.request("PUT", "/api/military/mentoring/profile", {
    areas: ["transicao"],
    occupations: [],
    capacity: 1,
    availability: "Fins de semana.",
    active: true,
  });
  const mentee = await completedMilitar(t);
  const asked = await mentee.client.request("POST", "/api/military/mentoring/requests", {
    mentorId: mentor.userId,
    message: "Saio da Marinha em junho e quero seguir na área de manutenção.",
  });
  const request = (asked.body as { id: string }).id;
  await mentor.client.request("POST", `/api/military/mentoring/${request}/decision`, { decision: "aceitar" });
  const mine = (await mentee.client.request("GET", "/api/military/mentoring")).body as {
    mentorships: { conversationId: string }[];
  };
  return { mentor, mentee, id: mine.mentorships[0]?.conversationId ?? "" };
}

/** The company's view of whether its candidate is online, asked until it reads `expected`. */
async function waitForOnline(company: TestUser, id: string, expected: boolean) {
  const until = Date.now() + 3000;
  for (;;) {
    const res = await company.client.request("GET", `/api/company/conversations/${id}`);
    const online = (res.body as { online: boolean }).online;
    if (online === expected) return;
    if (Date.now() > until) throw new Error(`online stayed ${online}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

if (testDbKind() === "pg") {
  describe("conversations across two API processes", () => {
    const processes = twoApiProcesses();

    it("a message sent through one process reaches the militar connected to the other", async () => {
      const { a, b } = processes;
      const { company, militar, id } = await pair(a);
      const onB = await openStream(militar.client, b);
      await company.client.request("POST", `/api/company/conversations/${id}/messages`, { body: "Olá" });
      await onB.waitFor(() => onB.events.some((e) => e.table === "conversations" && e.id === id));
      // Connected to B, the militar is online for the company reading through A.
      await waitForOnline(company, id, true);
      await onB.close();
      await waitForOnline(company, id, false);
    });
  });
}
