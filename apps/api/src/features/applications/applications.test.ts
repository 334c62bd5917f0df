import { randomUUID } from "node:crypto";
import { APPLICATION_STATUSES } from "@pm/shared/applications";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApplicationStatus, application, completedMilitar, job, paidCompany } from "../../../test/factories";
import { createTestApp, read, readError, type TestApp, type TestClient, type TestUser } from "../../../test/harness";
import { jobApplications } from "../../db/schema/jobs";
import { militaryProfiles } from "../../db/schema/military";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let t: TestApp;

interface Company extends TestUser {
  companyId: string;
}

async function proCompany(name: string): Promise<Company> {
  const { user, company } = await paidCompany(t, { plan: "pro", name });
  return { ...user, companyId: company.id };
}

const insertJob = async (companyId: string, title: string) => (await job(t, companyId, { title })).id;

const apply = async (jobId: string, userId: string, appliedAt: Date, status: "pendente" | "aprovado" = "pendente") =>
  (await application(t, { jobId, userId, appliedAt, status })).id;

const list = (client: TestClient, q?: string) =>
  client.api.company.applications.$get({ query: q === undefined ? {} : { q } });
const one = (client: TestClient, id: string) => client.api.company.applications[":id"].$get({ param: { id } });
const setStatus = (client: TestClient, id: string, status: ApplicationStatus) =>
  client.api.company.applications[":id"].$patch({ param: { id }, json: { status } });

const statusOf = async (id: string) =>
  (await t.db.select({ status: jobApplications.status }).from(jobApplications).where(eq(jobApplications.id, id)))[0]
    ?.status;

/** Everything João filled in; the details must show each field. */
const JOAO_PROFILE = {
  phone: "(19) 99876-5432",
  city: "Campinas",
  state: "SP",
  birthDate: "1996-04-12",
  militaryBranch: "exercito",
  rank: "3-sargento",
  serviceStatus: "ativa-temporario",
  om: "28º BIL",
  incorporationYear: 2017,
  yearsOfService: 7,
  specialties: ["Logística", "Gestão de equipes"],
  desiredArea: "logistica",
  experienceLevel: "intermediario",
  goals: "Coordenar operações logísticas.",
  availability: "imediata",
  biography: "Sete anos no Exército.",
  avatarUrl: "/api/files/00000000-0000-4000-8000-000000000000",
};

// Two companies, each with jobs and applications; three militares, one who filled in nothing.
let acme: Company;
let other: Company;
let joao: TestUser;
let ana: TestUser;
let blank: TestUser;
const ids = {
  acmeJob: "",
  acmeJob2: "",
  otherJob: "",
  joaoToAcme: "",
  anaToAcme: "",
  anaToAcme2: "",
  joaoToOther: "",
  blankToAcme: "",
};

beforeAll(async () => {
  t = await createTestApp();
  [acme, other, joao, ana, blank] = await Promise.all([
    proCompany("Acme Logística"),
    proCompany("Outra Empresa"),
    completedMilitar(t, { fullName: "João Müller da Silva", profile: JOAO_PROFILE }),
    t.createUser({ role: "militar", fullName: "Ana Souza" }),
    t.createUser({ role: "militar", fullName: "Bruno Sem Perfil" }),
  ]);
  // Bruno's profile row is gone altogether: the details still answer with name and e-mail.
  await t.db.delete(militaryProfiles).where(eq(militaryProfiles.userId, blank.userId));

  ids.acmeJob = await insertJob(acme.companyId, "Coordenador de Logística");
  ids.acmeJob2 = await insertJob(acme.companyId, "Técnico de Manutenção de Frota");
  ids.otherJob = await insertJob(other.companyId, "Analista de Segurança");
  ids.joaoToAcme = await apply(ids.acmeJob, joao.userId, daysAgo(2));
  ids.anaToAcme = await apply(ids.acmeJob, ana.userId, daysAgo(5));
  ids.anaToAcme2 = await apply(ids.acmeJob2, ana.userId, daysAgo(1), "aprovado");
  ids.blankToAcme = await apply(ids.acmeJob2, blank.userId, daysAgo(9));
  ids.joaoToOther = await apply(ids.otherJob, joao.userId, daysAgo(3));
});
afterAll(() => t?.close());

describe("GET /api/company/applications", () => {
  it("lists only the applications to the caller's jobs, newest first, with job and candidate", async () => {
    const res = await read(list(acme.client));
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(res.body.applications.map((a: { id: string }) => a.id)).toEqual([
      ids.anaToAcme2,
      ids.joaoToAcme,
      ids.anaToAcme,
      ids.blankToAcme,
    ]);
    expect(res.body.applications[0]).toEqual({
      id: ids.anaToAcme2,
      status: "aprovado",
      appliedAt: expect.any(String),
      job: { id: ids.acmeJob2, title: "Técnico de Manutenção de Frota" },
      candidate: { name: "Ana Souza", email: ana.email },
      // Inserted as one made before CVs went with applications: none was sent.
      resume: null,
      meetsRequirements: true,
      screeningAnswers: [],
      nextInterview: null,
      rating: { average: null, count: 0 },
    });
    expect(JSON.stringify(res.body)).not.toContain(ids.joaoToOther);
    expect(JSON.stringify(res.body)).not.toContain(ids.otherJob);

    const theirs = await read(list(other.client));
    expect(theirs.body.total).toBe(1);
    expect(theirs.body.applications[0]?.id).toBe(ids.joaoToOther);
  });

  it.each([
    ["a candidate's name, without accents or case", "joao muller", ["joaoToAcme"]],
    ["part of a name", "souza", ["anaToAcme2", "anaToAcme"]],
    ["a job title", "manutenção", ["anaToAcme2", "blankToAcme"]],
    ["a job title without accents", "LOGISTICA", ["joaoToAcme", "anaToAcme"]],
    ["another company's job title", "Analista de Segurança", []],
    ["LIKE wildcards, taken literally", "%", []],
  ] as const)("searches by %s", async (_label, q, expected) => {
    const res = await read(list(acme.client, q));
    expect(res.status).toBe(200);
    expect(res.body.applications.map((a: { id: string }) => a.id)).toEqual(expected.map((k) => ids[k]));
    expect(res.body.total).toBe(expected.length);
  });

  it("a blank search lists everything; an unknown query parameter is refused", async () => {
    expect((await read(list(acme.client, "  "))).body.total).toBe(4);
    const res = await readError(acme.client.get("/api/company/applications?company_id=x"));
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe("Campo não permitido: company_id");
  });
});

describe("GET /api/company/applications/:id", () => {
  it("gives the job and every field the candidate filled in", async () => {
    const res = await read(one(acme.client, ids.joaoToAcme));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: ids.joaoToAcme,
      status: "pendente",
      appliedAt: expect.any(String),
      updatedAt: expect.any(String),
      job: { id: ids.acmeJob, title: "Coordenador de Logística", city: "Campinas", regime: "CLT", active: true },
      resume: null,
      meetsRequirements: true,
      screeningAnswers: [],
      candidate: {
        id: joao.userId,
        name: "João Müller da Silva",
        email: joao.email,
        // Every field as João filled it in.
        ...JOAO_PROFILE,
        // No learning path completed yet.
        certificates: [],
      },
      // No transition plan: no goal; the job asks nothing the requirement terms name.
      fit: { goal: null, jobId: ids.acmeJob, requirements: [], met: 0, total: 0 },
    });
  });

  it("answers a candidate without a profile with name, e-mail and empty fields", async () => {
    const res = await read(one(acme.client, ids.blankToAcme));
    expect(res.status).toBe(200);
    expect(res.body.candidate).toMatchObject({
      name: "Bruno Sem Perfil",
      email: blank.email,
      phone: null,
      militaryBranch: null,
      specialties: [],
    });
  });

  it("answers another company's application exactly like a missing one", async () => {
    const theirs = await readError(one(acme.client, ids.joaoToOther));
    const missing = await readError(one(acme.client, randomUUID()));
    const malformed = await readError(one(acme.client, "nao-e-um-id"));
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ error: { code: "NOT_FOUND", message: "Candidatura não encontrada" } });
    expect(missing.body).toEqual(theirs.body);
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual(theirs.body);
  });
});

describe("PATCH /api/company/applications/:id", () => {
  it("moves an application through every status", async () => {
    const job = await insertJob(acme.companyId, "Vaga de status");
    const id = await apply(job, ana.userId, new Date());
    for (const status of [...APPLICATION_STATUSES].reverse()) {
      const res = await read(setStatus(acme.client, id, status));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, jobId: job, status });
      expect(await statusOf(id)).toBe(status);
    }
  });

  it("leaves another company's application untouched and answers 404", async () => {
    const res = await readError(setStatus(acme.client, ids.joaoToOther, "aprovado"));
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("Candidatura não encontrada");
    expect(await statusOf(ids.joaoToOther)).toBe("pendente");
    const missing = await setStatus(acme.client, randomUUID(), "aprovado");
    expect(missing.status).toBe(404);
  });

  it.each([
    ["an unknown status", { status: "contratado" }, "Status de candidatura inválido"],
    ["no status", {}, "Status de candidatura inválido"],
    ["an extra field", { status: "aprovado", jobId: randomUUID() }, "Campo não permitido: jobId"],
  ])("refuses %s with 422 and changes nothing", async (_label, body, message) => {
    const res = await readError(acme.client.patch(`/api/company/applications/${ids.anaToAcme}`, body));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.message).toBe(message);
    expect(await statusOf(ids.anaToAcme)).toBe("pendente");
  });
});

describe("who may call", () => {
  it("refuses visitors (401), militares (403) and unpaid companies (403)", async () => {
    const unpaid = await t.createUser({ role: "empresa", plan: "plus" });
    const cases = [
      [t.client(), 401, "UNAUTHENTICATED"],
      [joao.client, 403, "FORBIDDEN"],
      [unpaid.client, 403, "PAYMENT_REQUIRED"],
    ] as const;
    for (const [client, status, code] of cases) {
      const all = await readError(list(client));
      const single = await readError(one(client, ids.joaoToAcme));
      const patch = await readError(setStatus(client, ids.joaoToAcme, "rejeitado"));
      for (const res of [all, single, patch]) {
        expect(res.status).toBe(status);
        expect(res.body.error.code).toBe(code);
      }
    }
    expect(await statusOf(ids.joaoToAcme)).toBe("pendente");
  });
});
