// Hiring together: notes only the company's team reads (with mentions that ring a teammate's
// bell and, unseen for 10 minutes, his e-mail), each member's rating and the list sorted by it,
// the job's responsible member and whose bell a new application rings, and the timeline.
import { APPLICATION_STATUS_LABELS } from "@pm/shared/applications";
import { ERROR_MESSAGES } from "@pm/shared/errors";
import { notificationText } from "@pm/shared/notifications";
import { FORMER_MEMBER, teamworkMessages } from "@pm/shared/teamwork";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { application, completedMilitar, job, paidCompany, teamMember } from "../../../test/factories";
import { createTestApp, DEFAULT_PASSWORD, type TestApp, type TestUser } from "../../../test/harness";
import { users } from "../../db/schema/auth";
import { benefitOffers } from "../../db/schema/benefits";
import { jobs, notifications } from "../../db/schema/jobs";
import { applicationNotes } from "../../db/schema/teamwork";
import { sendNotificationEmails } from "../notifications/notifications.worker";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Team {
  admin: TestUser;
  recruiter: TestUser;
  cashier: TestUser;
  companyId: string;
  jobId: string;
  applicationId: string;
}

async function team(options: { candidateName?: string } = {}): Promise<Team> {
  const { user: admin, company } = await paidCompany(t, { plan: "pro", fullName: "Carla Mendes" });
  const recruiter = await teamMember(t, admin, "recrutador", "Diego Almeida");
  const cashier = await teamMember(t, admin, "caixa", "Marcos Vieira");
  const militar = await completedMilitar(t, { fullName: options.candidateName ?? "João da Silva" });
  const j = await job(t, company.id, { title: "Coordenador de Logística" });
  const a = await application(t, { userId: militar.userId, jobId: j.id });
  return { admin, recruiter, cashier, companyId: company.id, jobId: j.id, applicationId: a.id };
}

type Body = Record<string, unknown>;
const notesOf = (user: TestUser, applicationId: string) =>
  user.client.get(`/api/company/applications/${applicationId}/notes`);
const writeNote = (user: TestUser, applicationId: string, body: string, mentions: string[] = []) =>
  user.client.post(`/api/company/applications/${applicationId}/notes`, { body, mentions });

async function bell(userId: string, kind: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
}

describe("the team's notes", () => {
  it("are written and read by the team, with author, time and mentions, never by another company", async () => {
    const { admin, recruiter, applicationId } = await team();
    const res = await writeNote(
      recruiter,
      applicationId,
      "Boa experiência com frota. @Carla Mendes vale uma entrevista.",
      [admin.userId],
    );
    expect(res.status).toBe(201);
    const read = await notesOf(admin, applicationId);
    expect(read.body).toMatchObject({
      notes: [
        {
          author: { id: recruiter.userId, name: "Diego Almeida" },
          body: "Boa experiência com frota. @Carla Mendes vale uma entrevista.",
          mentions: [{ id: admin.userId, name: "Carla Mendes" }],
          editable: false,
        },
      ],
    });
    expect((read.body as { members: { name: string }[] }).members.map((m) => m.name)).toEqual([
      "Carla Mendes",
      "Diego Almeida",
    ]);
    expect(
      ((await notesOf(recruiter, applicationId)).body as { notes: { editable: boolean }[] }).notes[0]?.editable,
    ).toBe(true);

    const other = await paidCompany(t, { plan: "pro" });
    expect((await notesOf(other.user, applicationId)).status).toBe(404);
    expect((await writeNote(other.user, applicationId, "Intruso")).status).toBe(404);
    expect(
      await t.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, applicationId)),
    ).toHaveLength(1);
  });

  it("refuses a blank note, one over 2,000 characters and a mention outside the team, writing nothing", async () => {
    const { admin, cashier, applicationId } = await team();
    const blank = await writeNote(admin, applicationId, "   ");
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({ error: { message: teamworkMessages.noteBlank } });
    const long = await writeNote(admin, applicationId, "a".repeat(2001));
    expect(long.body).toMatchObject({ error: { message: teamworkMessages.noteTooLong } });
    expect((await writeNote(admin, applicationId, "a".repeat(2000))).status).toBe(201);
    const stranger = await paidCompany(t);
    for (const id of [stranger.user.userId, cashier.userId, "nao-existe"]) {
      const outside = await writeNote(admin, applicationId, "Veja isto", [id]);
      expect(outside.status).toBe(422);
      expect(outside.body).toMatchObject({ error: { message: teamworkMessages.mentionOutside } });
    }
    expect(
      await t.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, applicationId)),
    ).toHaveLength(1);
    expect(await bell(stranger.user.userId, "team_mention")).toEqual([]);
  });

  it("closes a note to its own author's edits after 15 minutes, and to everyone else's at once", async () => {
    const { admin, recruiter, applicationId } = await team();
    const { id } = (await writeNote(recruiter, applicationId, "Primeira impressão")).body as { id: string };
    const path = `/api/company/applications/${applicationId}/notes/${id}`;
    const byOther = await admin.client.patch(path, { body: "Mudado por outro", mentions: [] });
    expect(byOther.status).toBe(403);
    expect(byOther.body).toMatchObject({ error: { message: teamworkMessages.noteLocked } });
    expect((await admin.client.delete(path)).status).toBe(403);
    expect((await recruiter.client.patch(path, { body: "Primeira impressão, revista", mentions: [] })).status).toBe(
      200,
    );

    await t.db
      .update(applicationNotes)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(applicationNotes.id, id));
    expect((await recruiter.client.patch(path, { body: "Tarde demais", mentions: [] })).status).toBe(403);
    expect((await recruiter.client.delete(path)).status).toBe(403);
    const [kept] = await t.db.select().from(applicationNotes).where(eq(applicationNotes.id, id));
    expect(kept?.body).toBe("Primeira impressão, revista");
  });

  it("lets the author delete his note within 15 minutes", async () => {
    const { recruiter, applicationId } = await team();
    const { id } = (await writeNote(recruiter, applicationId, "Escrevi no candidato errado")).body as { id: string };
    const gone = await recruiter.client.delete(`/api/company/applications/${applicationId}/notes/${id}`);
    expect(gone.body).toMatchObject({ message: teamworkMessages.noteDeleted });
    expect((await recruiter.client.delete(`/api/company/applications/${applicationId}/notes/${id}`)).status).toBe(404);
  });

  it("rings the mentioned teammate's bell, and e-mails him only if he has not seen it within 10 minutes", async () => {
    const { admin, recruiter, applicationId } = await team({ candidateName: "Ana Souza" });
    await writeNote(recruiter, applicationId, "@Carla Mendes pode ver esta candidata?", [
      admin.userId,
      recruiter.userId,
    ]);
    const [mention] = await bell(admin.userId, "team_mention");
    expect(mention?.data).toMatchObject({ authorName: "Diego Almeida", candidateName: "Ana Souza", applicationId });
    expect(await bell(recruiter.userId, "team_mention")).toEqual([]);
    expect(notificationText("team_mention", mention?.data)).toBe(
      "Diego Almeida mencionou você em uma nota sobre Ana Souza (Coordenador de Logística).",
    );
    const listed = await admin.client.get("/api/notifications");
    expect((listed.body as { notifications: { kind: string }[] }).notifications.map((n) => n.kind)).toContain(
      "team_mention",
    );

    const send = () => sendNotificationEmails({ db: t.db, mailer: t.deps.mailer, baseUrl: t.env.BASE_URL });
    const before = (await t.readOutbox(admin.email)).length;
    await send();
    expect(await t.readOutbox(admin.email)).toHaveLength(before);
    // Ten minutes pass unseen: the e-mail goes, with the note's words and the sheet's link.
    await t.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(notifications.id, mention?.id ?? ""));
    await send();
    const mails = await t.readOutbox(admin.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.subject).toBe("Você foi mencionado em uma nota da equipe");
    expect(mails.at(-1)?.text).toContain("pode ver esta candidata?");
    expect(mails.at(-1)?.text).toContain(`/empresa/candidatos?candidatura=${applicationId}`);

    // Seen on the bell in time: no e-mail.
    await writeNote(recruiter, applicationId, "@Carla Mendes outra coisa", [admin.userId]);
    await admin.client.post("/api/notifications/read", {});
    await t.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(notifications.userId, admin.userId));
    await send();
    expect(await t.readOutbox(admin.email)).toHaveLength(before + 1);
  });

  it("is closed to the cashier", async () => {
    const { cashier, applicationId } = await team();
    const res = await notesOf(cashier, applicationId);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: { code: "ROLE_REQUIRED", message: ERROR_MESSAGES.ROLE_REQUIRED } });
  });
});

describe("ratings", () => {
  it("keeps one rating per member, shows the average and count, and sorts the list by it", async () => {
    const { admin, recruiter, jobId, applicationId } = await team();
    const second = await completedMilitar(t, { fullName: "Bruno Costa" });
    const third = await completedMilitar(t, { fullName: "Caio Lima" });
    const b = await application(t, { userId: second.userId, jobId });
    await application(t, { userId: third.userId, jobId });
    const rate = (user: TestUser, id: string, stars: number) =>
      user.client.put(`/api/company/applications/${id}/rating`, { stars });
    expect((await rate(admin, applicationId, 3)).status).toBe(200);
    await rate(recruiter, applicationId, 4);
    const again = await rate(admin, applicationId, 4);
    expect(again.body).toMatchObject({ average: 4, count: 2, mine: 4 });
    await rate(admin, b.id, 5);
    for (const stars of [0, 6, 2.5, "5"]) {
      const bad = await rate(admin, b.id, stars as number);
      expect(bad.status).toBe(422);
      expect(bad.body).toMatchObject({ error: { message: teamworkMessages.ratingInvalid } });
    }
    const list = await admin.client.get("/api/company/applications?sort=avaliacao");
    const rows = (list.body as { applications: { candidate: { name: string }; rating: unknown }[] }).applications;
    expect(rows.map((r) => [r.candidate.name, r.rating])).toEqual([
      ["Bruno Costa", { average: 5, count: 1 }],
      ["João da Silva", { average: 4, count: 2 }],
      ["Caio Lima", { average: null, count: 0 }],
    ]);
  });

  it("walks the rating order a page at a time, each application once", async () => {
    const { admin, companyId, applicationId } = await team();
    // 8 militares × 7 jobs and the first one: 57 applications, more than a page of 50.
    const jobIds = await Promise.all(Array.from({ length: 7 }, (_, i) => job(t, companyId, { title: `Vaga ${i}` })));
    const militares = await Promise.all(Array.from({ length: 8 }, () => completedMilitar(t)));
    const ids = [applicationId];
    let k = 0;
    for (const m of militares) {
      for (const j of jobIds) {
        const a = await application(t, { userId: m.userId, jobId: j.id });
        ids.push(a.id);
        // Two of three rated, with many ties: the id orders them.
        if (k++ % 3 !== 0) await admin.client.put(`/api/company/applications/${a.id}/rating`, { stars: (k % 5) + 1 });
      }
    }
    const seen: string[] = [];
    const averages: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await admin.client.get(
        `/api/company/applications?sort=avaliacao${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      const body = res.body as {
        applications: { id: string; rating: { average: number | null } }[];
        nextCursor: string | null;
      };
      seen.push(...body.applications.map((a) => a.id));
      averages.push(...body.applications.map((a) => a.rating.average ?? 0));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(ids.length);
    expect([...seen].sort()).toEqual([...ids].sort());
    expect(averages).toEqual([...averages].sort((x, y) => y - x));
    const byName = await admin.client.get("/api/company/applications?sort=nome");
    const nameCursor = (byName.body as { nextCursor: string }).nextCursor;
    const mixed = await admin.client.get(
      `/api/company/applications?sort=avaliacao&cursor=${encodeURIComponent(nameCursor)}`,
    );
    expect(mixed.status).toBe(422);
  }, 60_000);
});

describe("the job's responsible member", () => {
  it("is a hiring member of the team; a new application rings his bell alone, or with none everyone's", async () => {
    const { admin, recruiter, cashier, jobId } = await team();
    const path = `/api/company/jobs/${jobId}/responsible`;
    const notCashier = await admin.client.put(path, { userId: cashier.userId });
    expect(notCashier.status).toBe(422);
    expect(notCashier.body).toMatchObject({ error: { message: teamworkMessages.responsibleOutside } });

    const someone = await completedMilitar(t, { fullName: "Paulo Reis" });
    await application(t, { userId: someone.userId, jobId });
    expect(await bell(admin.userId, "new_application")).toHaveLength(2);
    expect(await bell(recruiter.userId, "new_application")).toHaveLength(2);
    expect(await bell(cashier.userId, "new_application")).toEqual([]);

    const set = await admin.client.put(path, { userId: recruiter.userId });
    expect(set.body).toMatchObject({ responsible: { id: recruiter.userId, name: "Diego Almeida" } });
    await application(t, { userId: (await completedMilitar(t)).userId, jobId });
    expect(await bell(admin.userId, "new_application")).toHaveLength(2);
    expect(await bell(recruiter.userId, "new_application")).toHaveLength(3);

    const jobs = await recruiter.client.get("/api/company/jobs");
    expect(
      (jobs.body as { jobs: { id: string; responsible: unknown }[] }).jobs.find((j) => j.id === jobId),
    ).toMatchObject({
      responsible: { id: recruiter.userId, name: "Diego Almeida" },
    });
    const mine = await recruiter.client.get("/api/company/applications?mine=true");
    expect((mine.body as { total: number }).total).toBe(3);
    expect(((await admin.client.get("/api/company/applications?mine=true")).body as { total: number }).total).toBe(0);

    // He leaves the team: the job is nobody's again.
    await admin.client.delete(`/api/company/team/members/${recruiter.userId}`);
    expect((await admin.client.get(path)).body).toMatchObject({ responsible: null });
    const other = await paidCompany(t, { plan: "pro" });
    expect((await other.user.client.put(path, { userId: other.user.userId })).status).toBe(404);
  });
});

describe("attribution", () => {
  it("records the member who last wrote a job and an offer", async () => {
    const { admin, recruiter, companyId } = await team();
    const created = await recruiter.client.post("/api/company/jobs", {
      title: "Supervisor de Operações",
      city: "Campinas, SP",
      regime: "CLT",
      area: "operacoes",
      description: "Supervisionar a operação do turno.",
      requirements: ["Liderança"],
      benefits: [],
    });
    expect(created.status).toBe(201);
    const jobId = (created.body as { id: string }).id;
    const writer = async () => (await t.db.select({ by: jobs.updatedBy }).from(jobs).where(eq(jobs.id, jobId)))[0]?.by;
    expect(await writer()).toBe(recruiter.userId);
    expect((await admin.client.post(`/api/company/jobs/${jobId}/status`, { active: false })).status).toBe(200);
    expect(await writer()).toBe(admin.userId);
    const lastEdit = async () => ((await recruiter.client.get(`/api/company/jobs/${jobId}`)).body as Body).lastEdit;
    expect(await lastEdit()).toMatchObject({ name: "Carla Mendes" });
    expect((await recruiter.client.post(`/api/company/jobs/${jobId}/renew`)).status).toBe(200);
    expect(await writer()).toBe(recruiter.userId);
    expect(await lastEdit()).toMatchObject({ name: "Diego Almeida" });

    const offer = await admin.client.post("/api/company/benefits", {
      title: "10% em consultas",
      category: "Saúde e Bem-estar",
      discountPercent: 10,
      description: "Consultas com desconto.",
      terms: "Apresente o código.",
      online: true,
      mode: "coupon",
      codePrefix: "SAUDE",
      startsOn: "2026-01-01",
      endsOn: "2099-12-31",
    });
    expect(offer.status).toBe(201);
    const [row] = await t.db
      .select({ by: benefitOffers.updatedBy })
      .from(benefitOffers)
      .where(eq(benefitOffers.companyId, companyId));
    expect(row?.by).toBe(admin.userId);
    const listed = (await admin.client.get("/api/company/benefits")).body as { offers: Body[] };
    expect(listed.offers.map((o) => o.lastEditedBy)).toEqual(["Carla Mendes"]);
  });
});

describe("the LGPD export", () => {
  it("holds the notes a member wrote and the ratings he gave, and no one else's", async () => {
    const { admin, recruiter, applicationId } = await team();
    await writeNote(recruiter, applicationId, "Disponível para turnos");
    await writeNote(admin, applicationId, "Nota da administradora");
    await recruiter.client.put(`/api/company/applications/${applicationId}/rating`, { stars: 4 });
    const res = await recruiter.client.get("/api/account/export");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      teamNotes: [{ applicationId, jobTitle: "Coordenador de Logística", body: "Disponível para turnos" }],
      teamRatings: [{ applicationId, jobTitle: "Coordenador de Logística", stars: 4 }],
    });
    expect(JSON.stringify(res.body)).not.toContain("Nota da administradora");
  });
});

describe("the timeline", () => {
  it("tells each status change, note, rating and message with who and when, and keeps a former member's as 'Ex-membro'", async () => {
    const { admin, recruiter, applicationId } = await team({ candidateName: "Ana Souza" });
    await recruiter.client.patch(`/api/company/applications/${applicationId}`, { status: "em_analise" });
    await writeNote(recruiter, applicationId, "Perfil forte em logística");
    await admin.client.put(`/api/company/applications/${applicationId}/rating`, { stars: 5 });
    // The member deletes his own account: what he did stays with the company, as 'Ex-membro'.
    const deleted = await recruiter.client.request("DELETE", "/api/account", { password: DEFAULT_PASSWORD });
    expect(deleted.status).toBe(200);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, recruiter.userId))).toEqual([]);
    const res = await admin.client.get(`/api/company/applications/${applicationId}/timeline`);
    const entries = (res.body as { entries: { kind: string; actor: string; detail: string }[] }).entries;
    expect(entries.map((e) => [e.kind, e.actor, e.detail])).toEqual([
      ["applied", "Ana Souza", "se candidatou"],
      ["status", FORMER_MEMBER, `moveu para ${APPLICATION_STATUS_LABELS.em_analise}`],
      ["note", FORMER_MEMBER, "Perfil forte em logística"],
      ["rating", "Carla Mendes", "deu 5 estrelas"],
    ]);
    const notes = await notesOf(admin, applicationId);
    expect(notes.body).toMatchObject({ notes: [{ author: { id: null, name: FORMER_MEMBER } }] });
  });
});
