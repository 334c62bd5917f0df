// A job's real expiry: the closing date a company may set (or 60 days after publishing), the
// company's renewal, and what an expired job is everywhere else: off the board, recommendations,
// the public page (410), the public list and the sitemap, closed to applications, outside the
// plan's cap, and the JobPosting's validThrough.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { publicJobPath } from "@pm/shared/job-links";
import { addDays, brazilToday, JOB_OPEN_DAYS, jobMessages } from "@pm/shared/jobs";
import type { JobFormValues } from "@pm/shared/jobs.company";
import { jobPostingData, type PublicJob } from "@pm/shared/jobs.public";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar, job, paidCompany } from "../../../test/factories";
import { BASE_URL, readError, read as readTyped, type TestApp, type TestClient } from "../../../test/harness";
import { createRealtimeTestApp } from "../../../test/realtime-helpers";
import { companies } from "../../db/schema/companies";
import { jobs } from "../../db/schema/jobs";

const DAY = 86_400_000;

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  // A built web app with nothing but its shell: enough for the sitemap beside it.
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), "pm-expiry-"));
  fs.writeFileSync(path.join(webDir, "spa.html"), "<!doctype html><div id=root></div>");
  t = await createRealtimeTestApp({}, { env: { WEB_DIST: webDir } });
});
afterAll(async () => {
  await t?.deps.realtime.stop();
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const JOB = {
  title: "Técnico de Manutenção",
  city: "Resende, RJ",
  regime: "CLT",
  description: "Manutenção preventiva da frota.",
} satisfies JobFormValues;

/** The last moment of a Brazilian day: São Paulo keeps UTC-3 all year. */
const endOfBrazilDay = (day: string) => new Date(`${day}T23:59:59.000-03:00`);

async function createJob(client: TestClient, overrides: Partial<JobFormValues> = {}) {
  const res = await readTyped(client.api.company.jobs.$post({ json: { ...JOB, ...overrides } }));
  expect(res.status).toBe(201);
  return res.body;
}

const put = (client: TestClient, id: string, body: JobFormValues) =>
  readTyped(client.api.company.jobs[":id"].$put({ param: { id }, json: body }));
const renew = (client: TestClient, id: string) => client.api.company.jobs[":id"].renew.$post({ param: { id } });
const activate = (client: TestClient, id: string) =>
  client.api.company.jobs[":id"].status.$post({ param: { id }, json: { active: true } });

async function rowOf(id: string) {
  const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

/** Moves the job past its expiry (a minute ago), as time would. */
async function expire(id: string) {
  await t.db
    .update(jobs)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(jobs.id, id));
}

/** What a job's public address ends with (its slug is ignored when read). */
const publicRef = (id: string) => publicJobPath({ id, title: "vaga" }).slice("/vagas/".length);

/** Within a minute of `expected`: the database's now() and this test's clock. */
function expectAround(actual: Date | string, expected: number) {
  expect(Math.abs(new Date(actual).getTime() - expected)).toBeLessThan(60_000);
}

describe("the closing date and the expiry", () => {
  it("a job without a closing date expires 60 days after it is published", async () => {
    const { user } = await paidCompany(t, { plan: "pro" });
    const created = await createJob(user.client);
    expect(created).toMatchObject({ closesOn: null, expired: false, active: true });
    expectAround(created.expiresAt, Date.now() + JOB_OPEN_DAYS * DAY);
    const row = await rowOf(created.id);
    expect(row.closesOn).toBeNull();
    expectAround(row.expiresAt, Date.now() + 60 * DAY);
  });

  it("a closing date makes the job expire at the end of that day in Brazil, today and 180 days ahead included", async () => {
    const { user } = await paidCompany(t, { plan: "pro" });
    for (const closesOn of [brazilToday(), addDays(brazilToday(), 10), addDays(brazilToday(), 180)]) {
      const created = await createJob(user.client, { closesOn });
      expect(created).toMatchObject({ closesOn, expired: false });
      expect(new Date(created.expiresAt)).toEqual(endOfBrazilDay(closesOn));
      expect((await rowOf(created.id)).expiresAt).toEqual(endOfBrazilDay(closesOn));
    }
  });

  it("refuses a closing date in the past, beyond 180 days or that is not a date, in pt-BR", async () => {
    const { user, company } = await paidCompany(t, { plan: "pro" });
    const cases: [unknown, string][] = [
      [addDays(brazilToday(), -1), "A data de encerramento não pode ser anterior a hoje"],
      [addDays(brazilToday(), 181), "A data de encerramento deve ser no máximo 180 dias a partir de hoje"],
      ["31/12/2030", "Informe uma data de encerramento válida"],
      ["2031-02-30", "Informe uma data de encerramento válida"],
      [20301231, "Informe uma data de encerramento válida"],
    ];
    for (const [closesOn, message] of cases) {
      const res = await readError(user.client.post("/api/company/jobs", { ...JOB, closesOn }));
      expect(res.status, String(closesOn)).toBe(422);
      expect(res.body.error.issues).toEqual([{ path: "closesOn", message }]);
    }
    expect(await t.db.select().from(jobs).where(eq(jobs.companyId, company.id))).toEqual([]);
    // Blank is no closing date.
    expect(await createJob(user.client, { closesOn: "" })).toMatchObject({ closesOn: null });
  });

  it("editing moves the expiry only when the closing date changes", async () => {
    const { user } = await paidCompany(t, { plan: "pro" });
    const created = await createJob(user.client);
    // Published a while ago: an edit without a closing date keeps its expiry.
    const published = new Date(Date.now() - 20 * DAY);
    await t.db
      .update(jobs)
      .set({ expiresAt: new Date(published.getTime() + 60 * DAY) })
      .where(eq(jobs.id, created.id));
    const kept = await put(user.client, created.id, { ...JOB, title: "Técnico de Manutenção II" });
    expect(kept.status).toBe(200);
    expectAround(kept.body.expiresAt, published.getTime() + 60 * DAY);

    const closesOn = addDays(brazilToday(), 30);
    const dated = await put(user.client, created.id, { ...JOB, closesOn });
    expect(dated.body).toMatchObject({ closesOn, expiresAt: endOfBrazilDay(closesOn).toISOString() });

    // Removing the closing date: a new open period from now.
    const undated = await put(user.client, created.id, { ...JOB, closesOn: null });
    expect(undated.body.closesOn).toBeNull();
    expectAround(undated.body.expiresAt, Date.now() + 60 * DAY);
  });
});

describe("an expired job", () => {
  let companyUser: TestClient;
  let companyId: string;
  let expiredId: string;
  let openId: string;

  beforeAll(async () => {
    const paid = await paidCompany(t, { plan: "pro", name: "Oficina Expira" });
    companyUser = paid.user.client;
    companyId = paid.company.id;
    expiredId = (
      await job(t, companyId, {
        title: "Soldador Expirado",
        description: "Solda de estruturas metálicas.",
        closesOn: addDays(brazilToday(), -3),
        expiresAt: new Date(Date.now() - 60_000),
      })
    ).id;
    openId = (await job(t, companyId, { title: "Soldador Aberto", description: "Solda de estruturas metálicas." })).id;
  });

  it("leaves the militares' board and its details, and applying to it is refused in pt-BR", async () => {
    const militar = await completedMilitar(t);
    const board = await readTyped(militar.client.api.military.jobs.$get({ query: { q: "Soldador" } }));
    expect(board.body.jobs.map((j) => j.id)).toEqual([openId]);
    expect((await militar.client.get(`/api/military/jobs/${expiredId}`)).status).toBe(404);

    const refused = await readError(militar.client.post(`/api/military/jobs/${expiredId}/apply`, {}));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "CONFLICT", message: jobMessages.expired });
    expect(refused.body.error.message).toBe("Esta vaga expirou e não recebe mais candidaturas.");
    expect((await militar.client.post(`/api/military/jobs/${openId}/apply`, {})).status).toBe(201);
  });

  it("leaves the recommendations", async () => {
    const militar = await completedMilitar(t, { profile: { specialties: ["Soldador"] } });
    const res = await militar.client.get("/api/military/recommendations");
    const ids = ((res.body as { jobs: { id: string }[] }).jobs ?? []).map((j) => j.id);
    expect(ids).toContain(openId);
    expect(ids).not.toContain(expiredId);
  });

  it("answers 410 on its public address, like a paused job, and leaves the public list and the sitemap", async () => {
    const gone = await readError(t.client().get(`/api/public/jobs/${publicRef(expiredId)}`));
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ status: "gone", title: "Soldador Expirado" });

    const list = await t.client().get("/api/public/jobs?q=Soldador");
    expect((list.body as { jobs: { id: string }[] }).jobs.map((j) => j.id)).toEqual([openId]);

    const sitemap = String((await t.client().get("/sitemap-vagas-1.xml")).body);
    expect(sitemap).toContain(publicJobPath({ id: openId, title: "Soldador Aberto" }));
    expect(sitemap).not.toContain(publicJobPath({ id: expiredId, title: "Soldador Expirado" }));
  });

  it("is 'Expirada' to its company and holds no slot of the plan", async () => {
    const list = await readTyped(companyUser.api.company.jobs.$get({ query: {} }));
    expect(list.body.jobs.find((j) => j.id === expiredId)).toMatchObject({ active: true, expired: true });
    expect(list.body).toMatchObject({ total: 2, activeCount: 1 });
    const searched = await readTyped(companyUser.api.company.jobs.$get({ query: { q: "Soldador" } }));
    expect(searched.body).toMatchObject({ total: 2, activeCount: 1 });
    const dashboard = await companyUser.get("/api/company/dashboard");
    expect((dashboard.body as { stats: { activeJobs: number } }).stats.activeJobs).toBe(1);
  });
});

describe("the plan's cap", () => {
  it("does not count an expired job: another job can be published, and renewing it then needs a slot", async () => {
    const { user, company } = await paidCompany(t, { plan: "pro" });
    await t.db.update(companies).set({ jobLimit: 1 }).where(eq(companies.id, company.id));
    const first = await createJob(user.client, { title: "Primeira" });
    const refused = await readError(user.client.post("/api/company/jobs", JOB));
    expect(refused.status).toBe(409);

    await expire(first.id);
    const second = await createJob(user.client, { title: "Segunda" });

    // Opening the first again would make two open jobs on a plan of one.
    const renewal = await readError(renew(user.client, first.id));
    expect(renewal.status).toBe(409);
    expect(renewal.body.error.message).toContain("Limite de vagas ativas atingido");
    const dated = await readError(
      user.client.request("PUT", `/api/company/jobs/${first.id}`, { ...JOB, closesOn: addDays(brazilToday(), 5) }),
    );
    expect(dated.status).toBe(409);
    expect((await rowOf(first.id)).expiresAt.getTime()).toBeLessThan(Date.now());

    // With the second paused, the renewal takes the free slot.
    await user.client.post(`/api/company/jobs/${second.id}/status`, { active: false });
    expect((await renew(user.client, first.id)).status).toBe(200);
    expect(await rowOf(first.id)).toMatchObject({ active: true });
  });
});

describe("renewal ('Confirmar que a vaga continua aberta')", () => {
  it("gives the owner's job a new 60-day period and puts an expired one back on the board", async () => {
    const { user } = await paidCompany(t, { plan: "pro" });
    const created = await createJob(user.client, { title: "Vigilante Renovado" });
    await expire(created.id);
    expect((await t.client().get(`/api/public/jobs/${publicRef(created.id)}`)).status).toBe(410);

    const res = await readTyped(renew(user.client, created.id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, active: true, expired: false, closesOn: null });
    expectAround(res.body.expiresAt, Date.now() + 60 * DAY);
    expectAround((await rowOf(created.id)).expiresAt, Date.now() + 60 * DAY);
    expect((await t.client().get(`/api/public/jobs/${publicRef(created.id)}`)).status).toBe(200);
  });

  it("keeps a closing date still ahead, and drops one already past", async () => {
    const { user, company } = await paidCompany(t, { plan: "pro" });
    const ahead = addDays(brazilToday(), 3);
    const soon = await createJob(user.client, { closesOn: ahead });
    const kept = await readTyped(renew(user.client, soon.id));
    expect(kept.body).toMatchObject({ closesOn: ahead, expiresAt: endOfBrazilDay(ahead).toISOString() });

    const past = await job(t, company.id, {
      closesOn: addDays(brazilToday(), -2),
      expiresAt: endOfBrazilDay(addDays(brazilToday(), -2)),
    });
    const reopened = await readTyped(renew(user.client, past.id));
    expect(reopened.body).toMatchObject({ closesOn: null, expired: false });
    expectAround(reopened.body.expiresAt, Date.now() + 60 * DAY);
  });

  it("activating a paused job that expired renews it too", async () => {
    const { user, company } = await paidCompany(t, { plan: "pro" });
    const paused = await job(t, company.id, { active: false, expiresAt: new Date(Date.now() - 5 * DAY) });
    const res = await readTyped(activate(user.client, paused.id));
    expect(res.body).toMatchObject({ active: true, expired: false });
    expectAround(res.body.expiresAt, Date.now() + 60 * DAY);
  });

  it("is the owner's only: another company's job reads as missing, a militar is forbidden, a visitor unauthenticated", async () => {
    const { user: owner } = await paidCompany(t, { plan: "pro" });
    const { user: other } = await paidCompany(t, { plan: "pro" });
    const created = await createJob(owner.client);
    await expire(created.id);

    const foreign = await readError(renew(other.client, created.id));
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toMatchObject({ code: "NOT_FOUND", message: "Vaga não encontrada" });
    expect((await readError(other.client.post("/api/company/jobs/not-a-uuid/renew", {}))).status).toBe(404);

    const militar = await completedMilitar(t);
    const forbidden = await readError(militar.client.post(`/api/company/jobs/${created.id}/renew`, {}));
    expect(forbidden.status).toBe(403);
    expect((await t.client().post(`/api/company/jobs/${created.id}/renew`, {})).status).toBe(401);

    // Nothing renewed it.
    expect((await rowOf(created.id)).expiresAt.getTime()).toBeLessThan(Date.now());
  });
});

describe("JobPosting", () => {
  it("is valid through the job's expiry: its closing date's last moment, or its open period's end", async () => {
    const { user } = await paidCompany(t, { plan: "pro", name: "Dados Estruturados" });
    const closesOn = addDays(brazilToday(), 20);
    const dated = await createJob(user.client, { title: "Almoxarife", closesOn });
    const undated = await createJob(user.client, { title: "Conferente" });
    for (const [created, expected] of [
      [dated, endOfBrazilDay(closesOn)],
      [undated, (await rowOf(undated.id)).expiresAt],
    ] as const) {
      const res = await t.client().get(`/api/public/jobs/${publicRef(created.id)}`);
      expect(res.status).toBe(200);
      const publicJob = (res.body as { job: PublicJob }).job;
      expect(publicJob.expiresAt).toBe(expected.toISOString());
      expect(jobPostingData(publicJob, BASE_URL).validThrough).toBe(expected.toISOString());
    }
  });
});
