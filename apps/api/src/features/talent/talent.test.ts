// The talent bank through the API: only opted-in profiles are found; every filter is gated by the
// company's plan; contacts wait for an application or an accepted invitation; invitations,
// saved searches and profile views are each company's own.
import { activeApplicationLimit } from "@pm/shared/applications";
import { talentSearchMessages } from "@pm/shared/talent";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MilitaryProfileFields } from "../../../test/factories";
import { application, completedMilitar, job, paidCompany } from "../../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../../test/harness";
import { conversations, messages } from "../../db/schema/conversations";
import { jobApplications, notifications } from "../../db/schema/jobs";
import { militaryOccupations } from "../../db/schema/skills";
import { talentInvitations, talentProfileViews } from "../../db/schema/talent";

let t: TestApp;
let pro: { user: TestUser; id: string; jobId: string };
let plus: { user: TestUser; id: string };
let rival: { user: TestUser; id: string; jobId: string };
let joao: TestUser;
let maria: TestUser;
let hidden: TestUser;

type Body = Record<string, unknown>;
const call = async (who: TestUser | null, method: string, path: string, body?: unknown) => {
  const res = who ? await who.client.request(method, path, body) : await t.client().request(method, path, body);
  return { status: res.status, body: res.body as Body };
};
const names = async (who: TestUser, query = "") => {
  const res = await call(who, "GET", `/api/company/talent${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.results as { fullName: string }[]).map((r) => r.fullName).sort();
};

/** A militar in (or out of) the talent bank. */
const talent = (fullName: string, profile: MilitaryProfileFields, talentBank: boolean | null = true) =>
  completedMilitar(t, { fullName, profile: { talentBank, ...profile } });

beforeAll(async () => {
  t = await createTestApp();
  const p = await paidCompany(t, { plan: "pro", name: "Transportes Pro" });
  const pj = await job(t, p.company.id, { title: "Motorista de Caminhão", city: "Resende" });
  pro = { user: p.user, id: p.company.id, jobId: pj.id };
  const q = await paidCompany(t, { plan: "plus", name: "Plus Serviços" });
  plus = { user: q.user, id: q.company.id };
  const r = await paidCompany(t, { plan: "enterprise", name: "Rival Logística" });
  rival = { user: r.user, id: r.company.id, jobId: (await job(t, r.company.id, { title: "Conferente" })).id };

  joao = await talent("João Batista", {
    militaryBranch: "exercito",
    rank: "3-sargento",
    yearsOfService: 6,
    experienceLevel: "avancado",
    city: "Resende",
    state: "RJ",
    availability: "imediata",
    desiredArea: "logistica",
    specialties: ["Motorista de viatura", "Mecânico"],
    goals: "Quero trabalhar com logística e transporte de cargas.",
    phone: "24999887766",
  });
  maria = await talent("Maria Aparecida", {
    militaryBranch: "marinha",
    rank: "cabo",
    yearsOfService: 3,
    experienceLevel: "intermediario",
    city: "São Paulo",
    state: "SP",
    availability: "30-dias",
    desiredArea: "seguranca",
    specialties: ["Enfermagem"],
    biography: "Técnica de enfermagem no hospital naval.",
  });
  hidden = await talent("Pedro Escondido", { city: "Resende", state: "RJ", specialties: ["Motorista"] }, null);
  // The stored suggestions come with the profile's save; here the factory wrote the row itself.
  await t.db.insert(militaryOccupations).values([
    { userId: joao.userId, code: "782510", family: "7825", title: "Motorista de caminhão", status: "suggested" },
    { userId: maria.userId, code: "322205", family: "3222", title: "Técnico de enfermagem", status: "confirmed" },
  ]);
});
afterAll(() => t.close());

describe("searching", () => {
  it("finds only opted-in, finished profiles, with what a card shows", async () => {
    expect(await names(plus.user)).toEqual(["João Batista", "Maria Aparecida"]);
    const res = await call(plus.user, "GET", "/api/company/talent?city=resende");
    expect(res.body).toMatchObject({ total: 1, more: false, page: 1, pageSize: 20, level: "basico" });
    expect(res.body.results).toEqual([
      {
        userId: joao.userId,
        fullName: "João Batista",
        avatarUrl: null,
        militaryBranch: "exercito",
        rank: "3-sargento",
        yearsOfService: 6,
        specialties: ["Motorista de viatura", "Mecânico"],
        city: "Resende",
        state: "RJ",
        availability: "imediata",
        desiredArea: "logistica",
        experienceLevel: "avancado",
        occupations: [{ code: "782510", title: "Motorista de caminhão", confirmed: false }],
      },
    ]);
  });

  it("applies each basic filter on every plan", async () => {
    for (const who of [plus.user, pro.user]) {
      expect(await names(who, "?branch=marinha")).toEqual(["Maria Aparecida"]);
      expect(await names(who, "?desiredArea=logistica")).toEqual(["João Batista"]);
      expect(await names(who, "?city=SAO%20PAULO")).toEqual(["Maria Aparecida"]);
      expect(await names(who, "?state=RJ")).toEqual(["João Batista"]);
      expect(await names(who, "?availability=30-dias")).toEqual(["Maria Aparecida"]);
      expect(await names(who, "?branch=exercito&state=SP")).toEqual([]);
    }
  });

  it("refuses every advanced filter to a basic plan, and applies it on Pro", async () => {
    const advanced: [string, string[]][] = [
      ["rank=cabo", ["Maria Aparecida"]],
      ["minYearsOfService=5", ["João Batista"]],
      ["experienceLevel=intermediario", ["Maria Aparecida"]],
      ["specialty=mecanico", ["João Batista"]],
      ["occupation=782505", ["João Batista"]],
      ["occupation=782310", []],
      ["q=tecnicas%20de%20enfermagem%20naval", ["Maria Aparecida"]],
      ["q=logistica", ["João Batista"]],
      ["q=motoristas", ["João Batista"]],
      ["sort=recentes", ["João Batista", "Maria Aparecida"]],
    ];
    for (const [query, expected] of advanced) {
      const refused = await call(plus.user, "GET", `/api/company/talent?${query}`);
      expect(refused.status, query).toBe(403);
      expect((refused.body.error as Body).code).toBe("PLAN_UPGRADE_REQUIRED");
      expect(await names(pro.user, `?${query}`), query).toEqual(expected);
    }
  });

  it("orders by relevance with free text and by recency without", async () => {
    const res = await call(pro.user, "GET", "/api/company/talent?q=motorista%20enfermagem");
    expect((res.body.results as Body[]).map((r) => r.fullName)).toEqual([]);
    const either = await call(pro.user, "GET", "/api/company/talent?q=motorista%20or%20enfermagem");
    expect((either.body.results as Body[]).length).toBe(2);
    await t.db
      .update(militaryOccupations)
      .set({ title: "Motorista de caminhão" })
      .where(eq(militaryOccupations.userId, joao.userId));
    const recent = await call(pro.user, "GET", "/api/company/talent");
    // João's occupations were just touched: his profile is the most recently updated.
    expect((recent.body.results as Body[])[0]?.fullName).toBe("João Batista");
  });

  it("drops a militar who opts out at once, and brings him back when he opts in", async () => {
    await call(maria, "PUT", "/api/military/talent-bank", { talentBank: false });
    expect(await names(plus.user)).toEqual(["João Batista"]);
    expect((await call(pro.user, "GET", `/api/company/talent/${maria.userId}`)).status).toBe(404);
    await call(maria, "PUT", "/api/military/talent-bank", { talentBank: true });
    expect(await names(plus.user)).toEqual(["João Batista", "Maria Aparecida"]);
  });

  it("answers 422 to bad filters and pages, and refuses a visitor and a militar", async () => {
    for (const q of [
      "branch=guarda",
      "state=XX",
      "page=0",
      "page=51",
      "minYearsOfService=41",
      "occupation=78",
      "foo=1",
    ]) {
      expect((await call(pro.user, "GET", `/api/company/talent?${q}`)).status, q).toBe(422);
    }
    expect((await call(null, "GET", "/api/company/talent")).status).toBe(401);
    expect((await call(joao, "GET", "/api/company/talent")).status).toBe(403);
  });
});

describe("opening a profile", () => {
  it("shows every field, hides contacts until he applied, and records the view for his dashboard", async () => {
    const opened = await call(plus.user, "GET", `/api/company/talent/${joao.userId}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      fullName: "João Batista",
      goals: "Quero trabalhar com logística e transporte de cargas.",
      contact: null,
      invitations: [],
    });
    expect(JSON.stringify(opened.body)).not.toContain("24999887766");

    await call(plus.user, "GET", `/api/company/talent/${joao.userId}`);
    const [view] = await t.db
      .select()
      .from(talentProfileViews)
      .where(and(eq(talentProfileViews.companyId, plus.id), eq(talentProfileViews.userId, joao.userId)));
    expect(view?.views).toBe(2);
    const dashboard = await call(joao, "GET", "/api/military/dashboard");
    expect(dashboard.body.profileViews).toEqual({
      count: 1,
      companies: [{ name: "Plus Serviços", viewedAt: expect.any(String) }],
    });

    // He applies to the rival's job: the rival sees his contacts, Plus still does not.
    await application(t, { userId: joao.userId, jobId: rival.jobId });
    const theirs = await call(rival.user, "GET", `/api/company/talent/${joao.userId}`);
    expect(theirs.body.contact).toEqual({ email: joao.email, phone: "24999887766" });
    expect((await call(plus.user, "GET", `/api/company/talent/${joao.userId}`)).body.contact).toBeNull();
  });

  it("answers 404 for a militar out of the bank and a malformed id", async () => {
    expect((await call(pro.user, "GET", `/api/company/talent/${hidden.userId}`)).status).toBe(404);
    expect((await call(pro.user, "GET", "/api/company/talent/nao-e-um-id")).status).toBe(404);
  });
});

describe("invitations", () => {
  it("invites to an active job of the company, once, with a notification and a message", async () => {
    const sent = await call(pro.user, "POST", `/api/company/talent/${maria.userId}/invitations`, {
      jobId: pro.jobId,
      message: "Temos uma vaga com o seu perfil.",
    });
    expect(sent.status).toBe(201);
    const again = await call(pro.user, "POST", `/api/company/talent/${maria.userId}/invitations`, { jobId: pro.jobId });
    expect(again).toMatchObject({ status: 409, body: { error: { message: talentSearchMessages.inviteDuplicate } } });

    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, maria.userId));
    expect(note).toMatchObject({
      kind: "talent_invitation",
      data: { jobTitle: "Motorista de Caminhão", companyName: "Transportes Pro" },
    });
    const [conversation] = await t.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.companyId, pro.id), eq(conversations.userId, maria.userId)));
    const said = await t.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation?.id as string));
    expect(said.map((m) => m.body)).toEqual([
      'Olá! Convidamos você para a vaga "Motorista de Caminhão". Veja o convite no seu painel e, se tiver interesse, aceite para se candidatar.\n\nTemos uma vaga com o seu perfil.',
    ]);

    const listed = await call(maria, "GET", "/api/military/invitations");
    expect(listed.body.invitations).toEqual([
      expect.objectContaining({
        id: sent.body.id,
        status: "pending",
        job: expect.objectContaining({ title: "Motorista de Caminhão" }),
        company: expect.objectContaining({ name: "Transportes Pro" }),
      }),
    ]);
    // His own list only: a company and a visitor reach none.
    expect((await call(pro.user, "GET", "/api/military/invitations")).status).toBe(403);
    expect((await call(null, "GET", "/api/military/invitations")).status).toBe(401);
    expect((await call(null, "PUT", "/api/military/talent-bank", { talentBank: true })).status).toBe(401);
    // She may write to the company that invited her.
    expect((await call(maria, "POST", "/api/military/conversations", { companyId: pro.id })).status).toBe(200);
  });

  it("refuses another company's job, a militar out of the bank, and one who already applied", async () => {
    const other = await call(pro.user, "POST", `/api/company/talent/${joao.userId}/invitations`, {
      jobId: rival.jobId,
    });
    expect(other.status).toBe(422);
    const out = await call(pro.user, "POST", `/api/company/talent/${hidden.userId}/invitations`, { jobId: pro.jobId });
    expect(out.status).toBe(404);
    await application(t, { userId: joao.userId, jobId: pro.jobId });
    const applied = await call(pro.user, "POST", `/api/company/talent/${joao.userId}/invitations`, {
      jobId: pro.jobId,
    });
    expect(applied).toMatchObject({ status: 409, body: { error: { message: talentSearchMessages.inviteApplied } } });
    expect(
      (await call(pro.user, "POST", `/api/company/talent/${maria.userId}/invitations`, { jobId: "x" })).status,
    ).toBe(422);
  });

  it("accepting applies and opens the contacts; a second answer and another militar are refused", async () => {
    const j = await job(t, rival.id, { title: "Técnico de Enfermagem do Trabalho" });
    const sent = await call(rival.user, "POST", `/api/company/talent/${maria.userId}/invitations`, { jobId: j.id });
    const id = sent.body.id as string;
    expect((await call(joao, "POST", `/api/military/invitations/${id}/accept`)).status).toBe(404);
    expect((await call(rival.user, "POST", `/api/military/invitations/${id}/accept`)).status).toBe(403);

    const accepted = await call(maria, "POST", `/api/military/invitations/${id}/accept`);
    expect(accepted.status).toBe(200);
    const [app] = await t.db
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.userId, maria.userId), eq(jobApplications.jobId, j.id)));
    expect(accepted.body).toEqual({ id, status: "accepted", applicationId: app?.id });
    expect(app?.source).toBe("convite");
    expect((await call(maria, "POST", `/api/military/invitations/${id}/accept`)).status).toBe(409);
    expect((await call(maria, "POST", `/api/military/invitations/${id}/decline`)).status).toBe(409);
    expect((await call(rival.user, "GET", `/api/company/talent/${maria.userId}`)).body.contact).toEqual({
      email: maria.email,
      phone: null,
    });
    // She withdraws the application: the accepted invitation no longer opens her contacts.
    expect((await call(maria, "DELETE", `/api/military/applications/${app?.id}`)).status).toBe(204);
    expect((await call(rival.user, "GET", `/api/company/talent/${maria.userId}`)).body.contact).toBeNull();
  });

  it("a militar who blocked the company gets no invitation from it", async () => {
    const j = await job(t, pro.id, { title: "Vigilante" });
    const opened = await call(pro.user, "POST", "/api/company/conversations", { militarId: joao.userId });
    expect((await call(joao, "POST", `/api/military/conversations/${opened.body.id}/block`)).status).toBe(200);
    expect(
      (await call(pro.user, "POST", `/api/company/talent/${joao.userId}/invitations`, { jobId: j.id })).status,
    ).toBe(404);
    const rows = await t.db.select().from(talentInvitations).where(eq(talentInvitations.jobId, j.id));
    expect(rows).toEqual([]);
  });

  it("declining records the answer and applies to nothing", async () => {
    const j = await job(t, pro.id, { title: "Socorrista" });
    const id = (await call(pro.user, "POST", `/api/company/talent/${maria.userId}/invitations`, { jobId: j.id })).body
      .id as string;
    expect(await call(maria, "POST", `/api/military/invitations/${id}/decline`)).toEqual({
      status: 200,
      body: { id, status: "declined" },
    });
    const rows = await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, j.id));
    expect(rows).toEqual([]);
  });

  it("accepting under a FREE militar's full cap applies nothing and leaves the invitation pending", async () => {
    const full = await talent("Carlos Cheio", { city: "Resende", state: "RJ" });
    const limit = activeApplicationLimit("FREE") as number;
    for (let i = 0; i < limit; i++) {
      await application(t, { userId: full.userId, jobId: (await job(t, rival.id)).id });
    }
    const j = await job(t, pro.id, { title: "Almoxarife" });
    const id = (await call(pro.user, "POST", `/api/company/talent/${full.userId}/invitations`, { jobId: j.id })).body
      .id as string;
    const refused = await call(full, "POST", `/api/military/invitations/${id}/accept`);
    expect(refused.status).toBe(409);
    const [row] = await t.db.select().from(talentInvitations).where(eq(talentInvitations.id, id));
    expect(row?.status).toBe("pending");
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, j.id))).toEqual([]);
  });
});

describe("saved searches", () => {
  it("are Pro's and Enterprise's, each company's own", async () => {
    const body = { name: "Motoristas em Resende", filters: { city: "Resende", q: "motorista" } };
    expect((await call(plus.user, "POST", "/api/company/talent/saved-searches", body)).status).toBe(403);
    const saved = await call(pro.user, "POST", "/api/company/talent/saved-searches", body);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ name: "Motoristas em Resende", filters: { city: "Resende", q: "motorista" } });
    expect((await call(rival.user, "GET", "/api/company/talent/saved-searches")).body.searches).toEqual([]);
    expect((await call(rival.user, "DELETE", `/api/company/talent/saved-searches/${saved.body.id}`)).status).toBe(404);
    expect((await call(pro.user, "GET", "/api/company/talent/saved-searches")).body.searches).toEqual([
      expect.objectContaining({ id: saved.body.id }),
    ]);
    expect((await call(pro.user, "DELETE", `/api/company/talent/saved-searches/${saved.body.id}`)).status).toBe(204);
    for (const bad of [{ name: "", filters: {} }, { name: "x", filters: { branch: "guarda" } }, { name: "x" }]) {
      expect((await call(pro.user, "POST", "/api/company/talent/saved-searches", bad)).status).toBe(422);
    }
  });

  it("stop at twenty", async () => {
    for (let i = 0; i < 20; i++) {
      const res = await call(rival.user, "POST", "/api/company/talent/saved-searches", {
        name: `Busca ${i}`,
        filters: {},
      });
      expect(res.status).toBe(201);
    }
    const over = await call(rival.user, "POST", "/api/company/talent/saved-searches", { name: "A mais", filters: {} });
    expect(over).toMatchObject({ status: 409, body: { error: { message: talentSearchMessages.savedLimit } } });
  });
});

describe("privacy", () => {
  it("the export holds the views and invitations; deleting the account deletes them", async () => {
    const leaving = await talent("Ana Saindo", { city: "Resende", state: "RJ" });
    await call(pro.user, "GET", `/api/company/talent/${leaving.userId}`);
    await call(pro.user, "POST", `/api/company/talent/${leaving.userId}/invitations`, { jobId: pro.jobId });
    const exported = await call(leaving, "GET", "/api/account/export");
    expect(exported.body.talentProfileViews).toEqual([
      expect.objectContaining({ companyName: "Transportes Pro", views: 1 }),
    ]);
    expect(exported.body.talentInvitations).toEqual([
      expect.objectContaining({ companyName: "Transportes Pro", jobTitle: "Motorista de Caminhão", status: "pending" }),
    ]);
    expect((await call(leaving, "DELETE", "/api/account", { password: leaving.password })).status).toBe(200);
    expect(await t.db.select().from(talentProfileViews).where(eq(talentProfileViews.userId, leaving.userId))).toEqual(
      [],
    );
    expect(await t.db.select().from(talentInvitations).where(eq(talentInvitations.userId, leaving.userId))).toEqual([]);
  });
});
