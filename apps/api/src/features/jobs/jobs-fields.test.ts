// What a candidate looks for in a job besides its text: the number of openings, PcD, the monthly
// salary range and the closing date, from the company's form to the board, the job's details, the
// public page and its JobPosting.
import { publicJobPath } from "@pm/shared/job-links";
import { addDays, brazilToday } from "@pm/shared/jobs";
import type { JobFormValues } from "@pm/shared/jobs.company";
import { jobPostingData, type PublicJob } from "@pm/shared/jobs.public";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar, paidCompany } from "../../../test/factories";
import {
  BASE_URL,
  createTestApp,
  readError,
  read as readTyped,
  type TestApp,
  type TestClient,
} from "../../../test/harness";
import { jobs } from "../../db/schema/jobs";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const JOB = {
  title: "Operador de Empilhadeira",
  city: "Jundiaí, SP",
  regime: "CLT",
  modality: "Presencial",
  area: "logistica",
  salary: "R$ 2.800 a R$ 3.200 + adicional noturno",
  description: "Movimentação de cargas no centro de distribuição.",
  requirements: ["Curso de operador de empilhadeira"],
  benefits: ["Vale-refeição", "Plano de saúde", "Seguro de vida", "PLR"],
  openings: "4",
  pcd: "tambem",
  salaryMin: "2.800",
  salaryMax: "3.200",
} satisfies JobFormValues;

async function createJob(client: TestClient, overrides: Partial<JobFormValues> = {}) {
  const res = await readTyped(client.api.company.jobs.$post({ json: { ...JOB, ...overrides } }));
  expect(res.status).toBe(201);
  return res.body;
}
const put = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.request("PUT", `/api/company/jobs/${id}`, body);

async function rowOf(id: string) {
  const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

/** What a job's public address ends with (its slug is ignored when read). */
const publicRef = (id: string) => publicJobPath({ id, title: "vaga" }).slice("/vagas/".length);

describe("the company's form", () => {
  it("publishes the openings, PcD and the salary range as typed, and reads them back", async () => {
    const { user } = await paidCompany(t, { plan: "pro" });
    const created = await createJob(user.client);
    expect(created).toMatchObject({ openings: 4, pcd: "tambem", salaryMin: 2800, salaryMax: 3200, area: "logistica" });
    expect(await rowOf(created.id)).toMatchObject({
      area: "logistica",
      openings: 4,
      pcd: "tambem",
      salaryMin: 2800,
      salaryMax: 3200,
      salary: "R$ 2.800 a R$ 3.200 + adicional noturno",
    });
    const read = await readTyped(user.client.api.company.jobs[":id"].$get({ param: { id: created.id } }));
    expect(read.body).toMatchObject({ openings: 4, pcd: "tambem", salaryMin: 2800, salaryMax: 3200 });
  });

  it("leaves a job it is not told about at one opening, no PcD stance, 'A combinar' and área 'Outros'", async () => {
    const { user } = await paidCompany(t, { plan: "pro" });
    const created = await createJob(user.client, {
      openings: "",
      pcd: "",
      salary: "",
      salaryMin: "",
      salaryMax: "",
      area: undefined,
    });
    expect(await rowOf(created.id)).toMatchObject({
      area: "outros",
      openings: 1,
      pcd: null,
      salary: null,
      salaryMin: null,
      salaryMax: null,
    });
    // A salary only in words gets no range: nothing is guessed from the text.
    const worded = await createJob(user.client, { salary: "R$ 5.000", salaryMin: null, salaryMax: null });
    expect(await rowOf(worded.id)).toMatchObject({ salary: "R$ 5.000", salaryMin: null, salaryMax: null });
  });

  it("refuses bad openings, PcD and salary ranges in pt-BR, and stores nothing", async () => {
    const { user, company } = await paidCompany(t, { plan: "pro" });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ openings: 0 }, { openings: "Informe um número de vagas entre 1 e 999" }],
      [{ openings: "1000" }, { openings: "Informe um número de vagas entre 1 e 999" }],
      [{ pcd: "sim" }, { pcd: "Selecione uma opção válida para PcD" }],
      // The form's select sends its blank prompt until a choice is made.
      [{ area: "" }, { area: "Selecione a área da vaga" }],
      [{ area: "marketing" }, { area: "Selecione a área da vaga" }],
      [
        { salaryMin: "3.000,50", salaryMax: null },
        { salaryMin: "Informe um valor em reais, sem centavos (ex.: 3.500)" },
      ],
      [{ salaryMin: null, salaryMax: 4000 }, { salaryMin: "Informe o valor inicial da faixa salarial" }],
      [
        { salaryMin: 4200, salaryMax: 3500 },
        { salaryMax: "O valor final da faixa salarial deve ser maior ou igual ao inicial" },
      ],
      [{ salaryMin: 1_000_000, salaryMax: null }, { salaryMin: "Informe um valor de até R$ 999.999 por mês" }],
    ];
    for (const [change, messages] of cases) {
      const res = await readError(user.client.post("/api/company/jobs", { ...JOB, ...change }));
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(
        Object.fromEntries((res.body.error.issues ?? []).map((i) => [i.path, i.message])),
        JSON.stringify(change),
      ).toEqual(messages);
    }
    expect(await t.db.select().from(jobs).where(eq(jobs.companyId, company.id))).toEqual([]);
  });

  it("replaces them on edit; a field left out goes back to its default", async () => {
    const { user } = await paidCompany(t, { plan: "pro" });
    const created = await createJob(user.client);
    const edited = await readError(
      put(user.client, created.id, { ...JOB, openings: 2, pcd: "exclusiva", salaryMin: 3000, salaryMax: null }),
    );
    expect(edited.status).toBe(200);
    expect(await rowOf(created.id)).toMatchObject({ openings: 2, pcd: "exclusiva", salaryMin: 3000, salaryMax: null });

    const { openings: _o, pcd: _p, salaryMin: _min, salaryMax: _max, area: _a, ...without } = JOB;
    expect((await put(user.client, created.id, without)).status).toBe(200);
    expect(await rowOf(created.id)).toMatchObject({
      openings: 1,
      pcd: null,
      salaryMin: null,
      salaryMax: null,
      area: "outros",
    });

    const refused = await readError(put(user.client, created.id, { ...JOB, salaryMin: 5000, salaryMax: 4000 }));
    expect(refused.status).toBe(422);
    expect(await rowOf(created.id)).toMatchObject({ salaryMin: null, salaryMax: null });
  });

  it("never changes another company's job: it reads as missing", async () => {
    const { user: owner } = await paidCompany(t, { plan: "pro" });
    const { user: other } = await paidCompany(t, { plan: "pro" });
    const created = await createJob(owner.client);
    const res = await readError(put(other.client, created.id, { ...JOB, openings: 999, pcd: null, salaryMin: 1 }));
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("Vaga não encontrada");
    expect(await rowOf(created.id)).toMatchObject({ openings: 4, pcd: "tambem", salaryMin: 2800, salaryMax: 3200 });
  });
});

describe("what a militar and a visitor read", () => {
  it("puts them on the board's card and the job's details, with the closing date", async () => {
    const { user } = await paidCompany(t, { plan: "pro", name: "Armazéns Jundiaí" });
    const closesOn = addDays(brazilToday(), 25);
    const created = await createJob(user.client, { title: "Conferente de Cargas Noturno", closesOn });
    const militar = await completedMilitar(t);

    const board = await readTyped(militar.client.api.military.jobs.$get({ query: { q: "Conferente de Cargas" } }));
    const card = board.body.jobs.find((j) => j.id === created.id);
    expect(card).toMatchObject({
      openings: 4,
      pcd: "tambem",
      salary: "R$ 2.800 a R$ 3.200 + adicional noturno",
      salaryMin: 2800,
      salaryMax: 3200,
      closesOn,
      benefits: ["Vale-refeição", "Plano de saúde", "Seguro de vida", "PLR"],
    });
    // What is the company's business stays out of the board.
    expect(card).not.toHaveProperty("expiresAt");

    const details = await readTyped(militar.client.api.military.jobs[":id"].$get({ param: { id: created.id } }));
    expect(details.body).toMatchObject({ openings: 4, pcd: "tambem", salaryMin: 2800, salaryMax: 3200, closesOn });
  });

  it("puts them on the public page and in its JobPosting: openings, monthly salary, telecommuting, expiry", async () => {
    const { user } = await paidCompany(t, { plan: "pro", name: "Remota Tecnologia" });
    const remote = await createJob(user.client, {
      title: "Analista de Suporte Remoto",
      modality: "Remoto",
      openings: "3",
      pcd: "exclusiva",
      salaryMin: "4.000",
      salaryMax: "",
    });
    const res = await t.client().get(`/api/public/jobs/${publicRef(remote.id)}`);
    expect(res.status).toBe(200);
    const publicJob = (res.body as { job: PublicJob }).job;
    expect(publicJob).toMatchObject({ openings: 3, pcd: "exclusiva", salaryMin: 4000, salaryMax: null });

    const posting = jobPostingData(publicJob, BASE_URL);
    expect(posting).toMatchObject({
      totalJobOpenings: 3,
      jobLocationType: "TELECOMMUTE",
      validThrough: (await rowOf(remote.id)).expiresAt.toISOString(),
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "BRL",
        value: { "@type": "QuantitativeValue", value: 4000, unitText: "MONTH" },
      },
    });

    const ranged = await createJob(user.client, { title: "Conferente Presencial" });
    const rangedJob = ((await t.client().get(`/api/public/jobs/${publicRef(ranged.id)}`)).body as { job: PublicJob })
      .job;
    const rangedPosting = jobPostingData(rangedJob, BASE_URL);
    expect(rangedPosting).toMatchObject({
      totalJobOpenings: 4,
      baseSalary: { value: { "@type": "QuantitativeValue", minValue: 2800, maxValue: 3200, unitText: "MONTH" } },
    });
    expect(rangedPosting).not.toHaveProperty("jobLocationType");

    const undisclosed = await createJob(user.client, { title: "Auxiliar", salaryMin: null, salaryMax: null });
    const undisclosedJob = (
      (await t.client().get(`/api/public/jobs/${publicRef(undisclosed.id)}`)).body as { job: PublicJob }
    ).job;
    expect(jobPostingData(undisclosedJob, BASE_URL)).not.toHaveProperty("baseSalary");

    // The public list's cards carry them too.
    const list = await t.client().get("/api/public/jobs?q=Analista%20de%20Suporte%20Remoto");
    const listed = (list.body as { jobs: { id: string }[] }).jobs.find((j) => j.id === remote.id);
    expect(listed).toMatchObject({ openings: 3, pcd: "exclusiva", salaryMin: 4000, salaryMax: null });
  });
});
