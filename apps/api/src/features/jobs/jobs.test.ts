import { randomUUID } from "node:crypto";
import type { JobFormValues } from "@pm/shared/jobs.company";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { application, paidCompany } from "../../../test/factories";
import { createTestApp, readError, read as readTyped, type TestApp, type TestClient } from "../../../test/harness";
import { users } from "../../db/schema/auth";
import { companies } from "../../db/schema/companies";
import { jobApplications, jobs, jobViews } from "../../db/schema/jobs";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = "/api/company/jobs";

const JOB = {
  title: "Analista de Logística",
  city: "São Paulo, SP",
  regime: "CLT",
  modality: "Híbrido",
  salary: "R$ 5.000 a R$ 6.500",
  description: "Coordenar o fluxo de materiais.\n\nReportar ao gerente de operações.",
  requirements: "Experiência com estoque\n\n  Pacote Office  \n",
  benefits: ["Vale-refeição", "  ", "Plano de saúde"],
} satisfies JobFormValues;

/** The job form's answers, with changes: valid or not, for the untyped client. */
const validJob = (overrides: Record<string, unknown> = {}) => ({ ...JOB, ...overrides });

async function createJob(client: TestClient, overrides: Partial<JobFormValues> = {}) {
  const res = await readTyped(client.api.company.jobs.$post({ json: { ...JOB, ...overrides } }));
  expect(res.status).toBe(201);
  return res.body;
}

/** The company's jobs, searched for `q` when given. */
const listJobs = (client: TestClient, q?: string) =>
  readTyped(client.api.company.jobs.$get({ query: q === undefined ? {} : { q } }));
const getJob = (client: TestClient, id: string) => client.api.company.jobs[":id"].$get({ param: { id } });
const put = (client: TestClient, id: string, body: JobFormValues) =>
  client.api.company.jobs[":id"].$put({ param: { id }, json: body });
const del = (client: TestClient, id: string) => client.api.company.jobs[":id"].$delete({ param: { id } });
const setStatus = (client: TestClient, id: string, active: boolean) =>
  client.api.company.jobs[":id"].status.$post({ param: { id }, json: { active } });

/** What a caller without access gets for the list and for a new job. */
const refusals = async (client: TestClient) => [
  await readError(client.get(BASE)),
  await readError(client.post(BASE, validJob())),
];

async function jobRow(id: string) {
  const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

describe("access", () => {
  it("is for signed-in, paid companies only", async () => {
    expect((await t.client().get(BASE)).status).toBe(401);

    const militar = await t.createUser({ role: "militar" });
    for (const res of await refusals(militar.client)) {
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("FORBIDDEN");
    }

    const unpaid = await t.createUser({ role: "empresa" });
    for (const res of await refusals(unpaid.client)) {
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("PAYMENT_REQUIRED");
    }
    const [unpaidCompany] = await t.db.select().from(companies).where(eq(companies.userId, unpaid.userId));
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.companyId, String(unpaidCompany?.id))),
    ).toEqual([]);
  });

  it("never shows or changes another company's job: it reads as missing", async () => {
    const { user: owner } = await paidCompany(t);
    const { user: other } = await paidCompany(t);
    const job = await createJob(owner.client, { title: "Vaga da outra empresa" });

    const answers = [
      await readError(getJob(other.client, job.id)),
      await readError(put(other.client, job.id, { ...JOB, title: "Invadida" })),
      await readError(setStatus(other.client, job.id, false)),
      await readError(del(other.client, job.id)),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: "NOT_FOUND", message: "Vaga não encontrada" });
    }
    expect(await jobRow(job.id)).toMatchObject({ title: "Vaga da outra empresa", active: true });

    const list = await listJobs(other.client);
    expect(list.body).toMatchObject({ jobs: [], total: 0, activeCount: 0 });
    expect((await listJobs(other.client, "outra")).body.jobs).toEqual([]);
  });

  it("answers 404 for a missing job and for an id that is not a uuid", async () => {
    const { user: owner } = await paidCompany(t);
    for (const id of [randomUUID(), "123", "not-a-uuid", "'; drop table jobs; --"]) {
      const path = `${BASE}/${encodeURIComponent(id)}`;
      for (const res of [
        await readError(owner.client.get(path)),
        await readError(owner.client.request("PUT", path, validJob())),
        await readError(owner.client.post(`${path}/status`, { active: true })),
        await readError(owner.client.request("DELETE", path)),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.error.message).toBe("Vaga não encontrada");
      }
    }
  });
});

describe("creating and reading", () => {
  it("publishes an active job, trimming lists and dropping blank lines", async () => {
    const { user: owner, company } = await paidCompany(t);
    const job = await createJob(owner.client);
    expect(job).toMatchObject({
      title: "Analista de Logística",
      city: "São Paulo, SP",
      regime: "CLT",
      modality: "Híbrido",
      salary: "R$ 5.000 a R$ 6.500",
      requirements: ["Experiência com estoque", "Pacote Office"],
      benefits: ["Vale-refeição", "Plano de saúde"],
      active: true,
      applicationsCount: 0,
      viewsCount: 0,
    });
    const row = await jobRow(job.id);
    expect(row).toMatchObject({
      companyId: company.id,
      requirements: ["Experiência com estoque", "Pacote Office"],
      benefits: ["Vale-refeição", "Plano de saúde"],
      description: "Coordenar o fluxo de materiais.\n\nReportar ao gerente de operações.",
    });

    const read = await readTyped(getJob(owner.client, job.id));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: job.id, title: "Analista de Logística", applicationsCount: 0 });
  });

  it("keeps optional fields empty when they are blank or left out", async () => {
    const { user: owner } = await paidCompany(t);
    const job = await createJob(owner.client, { salary: "  ", modality: "", requirements: undefined, benefits: "" });
    expect(job).toMatchObject({ salary: null, modality: null, requirements: [], benefits: [] });
  });

  it("refuses invalid input with pt-BR messages and stores nothing", async () => {
    const { user: owner, company } = await paidCompany(t);
    const res = await readError(
      owner.client.post(BASE, { title: "  ", city: "", regime: "Voluntário", description: "" }),
    );
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.message).toBe("Informe o título da vaga");
    expect(res.body.error.issues).toEqual(
      expect.arrayContaining([
        { path: "title", message: "Informe o título da vaga" },
        { path: "city", message: "Informe a localização da vaga" },
        { path: "regime", message: "Selecione o regime de contratação" },
        { path: "description", message: "Informe a descrição da vaga" },
      ]),
    );

    const missing = await readError(owner.client.post(BASE, {}));
    expect(missing.status).toBe(422);
    expect(missing.body.error.issues?.map((i) => i.message)).toEqual(
      expect.arrayContaining(["Informe o título da vaga", "Informe a descrição da vaga"]),
    );

    const tooLong = await readError(owner.client.post(BASE, validJob({ title: "x".repeat(121) })));
    expect(tooLong.body.error.message).toBe("O título deve ter no máximo 120 caracteres");

    const tooMany = await readError(
      owner.client.post(BASE, validJob({ requirements: Array.from({ length: 51 }, (_, i) => `Requisito ${i}`) })),
    );
    expect(tooMany.body.error.message).toBe("Informe no máximo 50 requisitos");

    const badModality = await readError(owner.client.post(BASE, validJob({ modality: "Espacial" })));
    expect(badModality.body.error.message).toBe("Selecione uma modalidade válida");

    const notJson = await owner.client.post(BASE, "{");
    expect(notJson.status).toBe(422);

    expect(await t.db.select().from(jobs).where(eq(jobs.companyId, company.id))).toEqual([]);
  });

  it("refuses fields it does not know, such as active or company_id", async () => {
    const { user: owner } = await paidCompany(t);
    const { company: victim } = await paidCompany(t);
    for (const extra of [{ active: false }, { company_id: victim.id }, { companyId: victim.id }]) {
      const res = await readError(owner.client.post(BASE, validJob(extra)));
      expect(res.status).toBe(422);
      expect(res.body.error.message).toMatch(/^Campo não permitido: /);
    }
    expect(await t.db.select().from(jobs).where(eq(jobs.companyId, victim.id))).toEqual([]);
    expect((await owner.client.get(`${BASE}?plan=pro`)).status).toBe(422);
  });
});

describe("the list", () => {
  it("shows the company's jobs newest first with counts, totals and the cap", async () => {
    const { user: owner } = await paidCompany(t, { plan: "plus" });
    const first = await createJob(owner.client, { title: "Motorista", city: "Curitiba, PR" });
    const second = await createJob(owner.client, { title: "Técnico de Manutenção", city: "São José dos Campos" });
    const third = await createJob(owner.client, { title: "Supervisor de Segurança", city: "Recife, PE" });
    expect((await setStatus(owner.client, second.id, false)).status).toBe(200);

    // Two applications and three views on the first job, one view on the third.
    const candidates = await Promise.all([t.createUser({ role: "militar" }), t.createUser({ role: "militar" })]);
    for (const c of candidates) await application(t, { jobId: first.id, userId: c.userId });
    await t.db
      .insert(jobViews)
      .values([{ jobId: first.id }, { jobId: first.id }, { jobId: first.id }, { jobId: third.id }]);

    const res = await listJobs(owner.client);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, activeCount: 2, jobLimit: 10 });
    expect(res.body.jobs.map((j) => [j.title, j.active, j.applicationsCount, j.viewsCount])).toEqual([
      ["Supervisor de Segurança", true, 0, 1],
      ["Técnico de Manutenção", false, 0, 0],
      ["Motorista", true, 2, 3],
    ]);
    expect(Object.keys(res.body.jobs[0] ?? {}).sort()).toEqual(
      [
        "active",
        "applicationsCount",
        "area",
        "benefits",
        "city",
        "closesOn",
        "createdAt",
        "description",
        "expired",
        "expiresAt",
        "id",
        "modality",
        "openings",
        "pcd",
        "regime",
        "requirements",
        "responsible",
        "salary",
        "salaryMax",
        "salaryMin",
        "screeningQuestions",
        "cboFamily",
        "cboFamilySource",
        "title",
        "updatedAt",
        "viewsCount",
      ].sort(),
    );
    const one = await readTyped(getJob(owner.client, first.id));
    expect(one.body).toMatchObject({ applicationsCount: 2, viewsCount: 3 });
  });

  it("searches title or city, ignoring case and accents, and keeps totals of all jobs", async () => {
    const { user: owner } = await paidCompany(t, { plan: "plus" });
    await createJob(owner.client, { title: "Técnico de Manutenção", city: "Curitiba, PR" });
    await createJob(owner.client, { title: "Motorista", city: "São Paulo, SP" });
    await createJob(owner.client, { title: "Analista 100% remoto", city: "Belo Horizonte" });

    const titles = async (q: string) => {
      const res = await listJobs(owner.client, q);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 3, activeCount: 3 });
      return res.body.jobs.map((j) => j.title);
    };
    expect(await titles("TECNICO")).toEqual(["Técnico de Manutenção"]);
    expect(await titles("manutenção")).toEqual(["Técnico de Manutenção"]);
    expect(await titles("sao paulo")).toEqual(["Motorista"]);
    expect(await titles("SÃO")).toEqual(["Motorista"]);
    expect(await titles("curitiba")).toEqual(["Técnico de Manutenção"]);
    expect(await titles("100%")).toEqual(["Analista 100% remoto"]);
    expect(await titles("%")).toEqual(["Analista 100% remoto"]);
    expect(await titles("_")).toEqual([]);
    expect(await titles("Enfermeiro")).toEqual([]);
    expect(await titles("  ")).toHaveLength(3);
  });
});

describe("editing", () => {
  it("replaces the content and keeps the job paused or active as it was", async () => {
    const { user: owner } = await paidCompany(t);
    const job = await createJob(owner.client);
    expect((await setStatus(owner.client, job.id, false)).status).toBe(200);
    // An old last-change time, so only a real update can move it to the time of the edit.
    const longAgo = new Date("2020-01-01T00:00:00Z");
    await t.db.update(jobs).set({ updatedAt: longAgo }).where(eq(jobs.id, job.id));

    const editedFrom = Date.now();
    const res = await readTyped(
      put(owner.client, job.id, {
        ...JOB,
        title: "Analista de Logística Sênior",
        regime: "PJ",
        modality: null,
        salary: null,
        requirements: "Inglês\n\n\nCNH B",
        benefits: [],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: job.id,
      title: "Analista de Logística Sênior",
      regime: "PJ",
      modality: null,
      salary: null,
      requirements: ["Inglês", "CNH B"],
      benefits: [],
      active: false,
    });
    const row = await jobRow(job.id);
    expect(row).toMatchObject({ title: "Analista de Logística Sênior", active: false });
    expect(row?.updatedAt.getTime()).toBeGreaterThanOrEqual(editedFrom);
    expect(res.body.updatedAt).toBe(row?.updatedAt.toISOString());
    expect(row?.createdAt.toISOString()).toBe(job.createdAt);
  });

  it("is not limited by the cap, and refuses `active` and invalid content", async () => {
    const { user: owner, company } = await paidCompany(t);
    await t.db.update(companies).set({ jobLimit: 1 }).where(eq(companies.id, company.id));
    const job = await createJob(owner.client);
    expect((await put(owner.client, job.id, { ...JOB, title: "Com limite atingido" })).status).toBe(200);

    const withActive = await readError(owner.client.put(`${BASE}/${job.id}`, validJob({ active: false })));
    expect(withActive.status).toBe(422);
    expect(withActive.body.error.message).toBe("Campo não permitido: active");

    const blank = await readError(put(owner.client, job.id, { ...JOB, description: "   " }));
    expect(blank.status).toBe(422);
    expect(blank.body.error.message).toBe("Informe a descrição da vaga");
    expect(await jobRow(job.id)).toMatchObject({ title: "Com limite atingido", active: true });
  });
});

describe("pausing and activating", () => {
  it("pauses always, activates within the cap, and answers a no-op when nothing changes", async () => {
    const { user: owner, company } = await paidCompany(t);
    await t.db.update(companies).set({ jobLimit: 2 }).where(eq(companies.id, company.id));
    const a = await createJob(owner.client, { title: "A" });
    const b = await createJob(owner.client, { title: "B" });

    const again = await readTyped(setStatus(owner.client, a.id, true));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: a.id, active: true });

    const paused = await readTyped(setStatus(owner.client, a.id, false));
    expect(paused.status).toBe(200);
    expect(paused.body.active).toBe(false);
    expect((await readTyped(setStatus(owner.client, a.id, false))).body.active).toBe(false);

    const c = await createJob(owner.client, { title: "C" });
    expect(c.active).toBe(true);

    const refused = await readError(setStatus(owner.client, a.id, true));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("CONFLICT");
    expect(refused.body.error.message).toBe(
      "Limite de vagas ativas atingido. Seu plano permite até 2 vagas ativas: pause outra vaga ou faça upgrade do plano para ativar esta.",
    );
    expect((await jobRow(a.id))?.active).toBe(false);

    expect((await setStatus(owner.client, b.id, false)).status).toBe(200);
    const activated = await readTyped(setStatus(owner.client, a.id, true));
    expect(activated.status).toBe(200);
    expect(activated.body.active).toBe(true);
    expect((await listJobs(owner.client)).body).toMatchObject({ activeCount: 2, total: 3 });
  });

  it("refuses a body that is not { active: boolean }", async () => {
    const { user: owner } = await paidCompany(t);
    const job = await createJob(owner.client);
    const text = await readError(owner.client.post(`${BASE}/${job.id}/status`, { active: "false" }));
    expect(text.status).toBe(422);
    expect(text.body.error.message).toBe("Informe se a vaga deve ficar ativa");
    const extra = await owner.client.post(`${BASE}/${job.id}/status`, { active: false, title: "x" });
    expect(extra.status).toBe(422);
    expect((await jobRow(job.id))?.active).toBe(true);
  });

  it("has no cap on an unlimited plan", async () => {
    const { user: owner, company } = await paidCompany(t);
    await t.db.update(companies).set({ jobLimit: null }).where(eq(companies.id, company.id));
    for (let i = 0; i < 7; i += 1) await createJob(owner.client, { title: `Vaga ${i}` });
    expect((await listJobs(owner.client)).body).toMatchObject({ activeCount: 7, jobLimit: null });
  });
});

describe("the cap on new jobs", () => {
  it("refuses the job after the plan's last active slot, and accepts it once one is paused", async () => {
    const { user: owner } = await paidCompany(t, { plan: "parceiro" });
    const created = [];
    for (let i = 1; i <= 5; i += 1) created.push(await createJob(owner.client, { title: `Vaga ${i}` }));

    const refused = await readError(owner.client.post(BASE, validJob({ title: "Vaga 6" })));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: "CONFLICT",
      message:
        "Limite de vagas atingido. Seu plano permite até 5 vagas ativas: pause uma vaga ou faça upgrade do plano para publicar outra.",
    });
    expect((await listJobs(owner.client)).body).toMatchObject({ total: 5, activeCount: 5, jobLimit: 5 });

    await setStatus(owner.client, created[0]?.id as string, false);
    await createJob(owner.client, { title: "Vaga 6" });
    expect((await listJobs(owner.client)).body).toMatchObject({ total: 6, activeCount: 5 });
  });

  it("reads the cap under the lock, so a plan change counts at once", async () => {
    const { user: owner, company } = await paidCompany(t, { plan: "parceiro" });
    await t.db.update(companies).set({ jobLimit: 0 }).where(eq(companies.id, company.id));
    const res = await readError(owner.client.post(BASE, validJob()));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/^Limite de vagas atingido\. Seu plano permite até 0 vagas ativas/);
  });
});

describe("deleting", () => {
  it("removes the job with its applications and views", async () => {
    const { user: owner } = await paidCompany(t);
    const job = await createJob(owner.client);
    const keep = await createJob(owner.client, { title: "Fica" });
    const candidate = await t.createUser({ role: "militar" });
    await application(t, { jobId: job.id, userId: candidate.userId });
    await t.db.insert(jobViews).values([{ jobId: job.id }, { jobId: keep.id }]);

    const res = await del(owner.client, job.id);
    expect(res.status).toBe(204);
    expect(await jobRow(job.id)).toBeNull();
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, job.id))).toEqual([]);
    expect(await t.db.select().from(jobViews).where(eq(jobViews.jobId, job.id))).toEqual([]);
    expect(await t.db.select().from(jobViews).where(eq(jobViews.jobId, keep.id))).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.id, candidate.userId))).toHaveLength(1);

    expect((await getJob(owner.client, job.id)).status).toBe(404);
    expect((await del(owner.client, job.id)).status).toBe(404);
    expect((await listJobs(owner.client)).body.jobs.map((j) => j.title)).toEqual(["Fica"]);
  });
});
