// Matching both ways: the jobs recommended to a militar from his civil occupations and
// especialidades, each with why; the talents suggested for a company's job, each with why; and
// what each side may not see.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { application, completedMilitar, job, paidCompany } from "../../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../../test/harness";
import { companies } from "../../db/schema/companies";
import { militaryProfiles } from "../../db/schema/military";
import { militaryOccupations } from "../../db/schema/skills";

let t: TestApp;
let company: TestUser;
let companyId: string;
let rival: TestUser;
let driverJob: string;
let nurseJob: string;
let militar: TestUser;

type Body = Record<string, unknown>;
const get = async (who: TestUser, path: string) => {
  const res = await who.client.request("GET", path);
  return { status: res.status, body: res.body as Body };
};

beforeAll(async () => {
  t = await createTestApp();
  const c = await paidCompany(t, { plan: "plus", name: "Cargas do Vale" });
  company = c.user;
  companyId = c.company.id;
  rival = (await paidCompany(t, { plan: "pro", name: "Outra" })).user;
  driverJob = (
    await job(t, companyId, {
      title: "Motorista de Caminhão",
      city: "Resende, RJ",
      requirements: ["CNH categoria E", "Experiência com cargas"],
      description: "Transporte de cargas entre o Vale do Paraíba e o Rio.",
    })
  ).id;
  nurseJob = (
    await job(t, companyId, {
      title: "Técnico de Enfermagem do Trabalho",
      city: "Resende, RJ",
      requirements: ["COREN ativo"],
      description: "Ambulatório da fábrica.",
    })
  ).id;
  await job(t, companyId, { title: "Analista Financeiro", city: "São Paulo", description: "Contas a pagar." });
  militar = await completedMilitar(t, {
    fullName: "Marcos Condutor",
    profile: { city: "Resende", specialties: ["Motorista de viatura"], talentBank: true },
  });
  await t.db.insert(militaryOccupations).values({
    userId: militar.userId,
    code: "782510",
    family: "7825",
    title: "Motorista de caminhão",
    status: "confirmed",
  });
});
afterAll(() => t.close());

describe("'Recomendadas para você'", () => {
  it("ranks the jobs that share his occupations' words, says why, and leaves out the others", async () => {
    const res = await get(militar, "/api/military/recommendations");
    expect(res.status).toBe(200);
    expect(res.body.jobs).toEqual([
      expect.objectContaining({
        id: driverJob,
        title: "Motorista de Caminhão",
        company: expect.objectContaining({ name: "Cargas do Vale" }),
        why: { kind: "occupation", text: "Motorista de caminhão" },
      }),
    ]);
  });

  it("leaves out a job he applied to, and every job of an unpaid company", async () => {
    const other = await completedMilitar(t, { profile: { specialties: ["técnico de enfermagem"] } });
    expect(((await get(other, "/api/military/recommendations")).body.jobs as Body[]).map((j) => j.id)).toEqual([
      nurseJob,
    ]);
    expect((await get(other, "/api/military/recommendations")).body.jobs).toEqual([
      expect.objectContaining({ why: { kind: "specialty", text: "técnico de enfermagem" } }),
    ]);
    await t.db.update(companies).set({ paymentStatus: "pending" }).where(eq(companies.id, companyId));
    expect((await get(other, "/api/military/recommendations")).body.jobs).toEqual([]);
    await t.db.update(companies).set({ paymentStatus: "completed" }).where(eq(companies.id, companyId));
    await application(t, { userId: other.userId, jobId: nurseJob });
    expect((await get(other, "/api/military/recommendations")).body.jobs).toEqual([]);
  });

  it("is the militar's alone, and empty without words to match", async () => {
    const blank = await completedMilitar(t, { profile: { specialties: [] } });
    expect((await get(blank, "/api/military/recommendations")).body.jobs).toEqual([]);
    expect((await get(company, "/api/military/recommendations")).status).toBe(403);
    expect((await t.client().request("GET", "/api/military/recommendations")).status).toBe(401);
  });
});

describe("'Talentos sugeridos'", () => {
  it("lists militares in the bank whose profile matches the job, with why", async () => {
    const res = await get(company, `/api/company/talent/for-job/${driverJob}`);
    expect(res.status).toBe(200);
    expect(res.body.talents).toEqual([
      expect.objectContaining({
        userId: militar.userId,
        fullName: "Marcos Condutor",
        why: { kind: "occupation", text: "Motorista de caminhão" },
      }),
    ]);
  });

  it("matches the whole profile on Pro, only names, especialidades and occupations on a basic plan", async () => {
    const writer = await completedMilitar(t, {
      fullName: "Ana Biografia",
      profile: {
        city: "Resende",
        specialties: [],
        biography: "Dirigi caminhão e fiz entregas de cargas.",
        talentBank: true,
      },
    });
    const proCompany = await paidCompany(t, { plan: "pro" });
    const proJob = (await job(t, proCompany.company.id, { title: "Entregas de cargas" })).id;
    const basicJob = (await job(t, companyId, { title: "Entregas de cargas" })).id;
    const names = async (who: TestUser, jobId: string) =>
      ((await get(who, `/api/company/talent/for-job/${jobId}`)).body.talents as Body[]).map((x) => x.fullName);
    // Her words are only in "Sobre você": the advanced search's ground.
    expect(await names(company, basicJob)).not.toContain("Ana Biografia");
    expect(await names(proCompany.user, proJob)).toContain("Ana Biografia");
    await t.db.update(militaryProfiles).set({ talentBank: false }).where(eq(militaryProfiles.userId, writer.userId));
  });

  it("drops a militar who leaves the bank, and answers 404 for another company's job", async () => {
    await militar.client.request("PUT", "/api/military/talent-bank", { talentBank: false });
    expect((await get(company, `/api/company/talent/for-job/${driverJob}`)).body.talents).toEqual([]);
    await militar.client.request("PUT", "/api/military/talent-bank", { talentBank: true });
    expect((await get(rival, `/api/company/talent/for-job/${driverJob}`)).status).toBe(404);
    expect((await get(company, "/api/company/talent/for-job/nao-e-id")).status).toBe(404);
    // A company's unpaid plan closes the whole workspace, suggestions included.
    await t.db.update(companies).set({ paymentStatus: "pending" }).where(eq(companies.id, companyId));
    expect((await get(company, `/api/company/talent/for-job/${driverJob}`)).status).toBe(403);
    await t.db.update(companies).set({ paymentStatus: "completed" }).where(eq(companies.id, companyId));
  });

  it("leaves out whoever already applied to the job, whatever the application's status", async () => {
    const driver = (fullName: string) =>
      completedMilitar(t, {
        fullName,
        profile: { city: "Resende", specialties: ["Motorista de caminhão"], talentBank: true },
      });
    const approved = await driver("Paulo Aprovado");
    const pending = await driver("Rita Pendente");
    const rejected = await driver("Caio Rejeitado");
    const elsewhere = await driver("Lia Outra Vaga");
    await application(t, { userId: approved.userId, jobId: driverJob, status: "aprovado" });
    await application(t, { userId: pending.userId, jobId: driverJob, status: "pendente" });
    await application(t, { userId: rejected.userId, jobId: driverJob, status: "rejeitado" });
    // An application to another of the company's jobs says nothing about this one.
    await application(t, { userId: elsewhere.userId, jobId: nurseJob, status: "em_analise" });
    const names = ((await get(company, `/api/company/talent/for-job/${driverJob}`)).body.talents as Body[]).map(
      (x) => x.fullName,
    );
    expect(names.sort()).toEqual(["Lia Outra Vaga", "Marcos Condutor"]);
    for (const who of [approved, pending, rejected, elsewhere]) {
      await t.db.update(militaryProfiles).set({ talentBank: false }).where(eq(militaryProfiles.userId, who.userId));
    }
  });
});
