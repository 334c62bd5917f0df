// An application's history (sent, each status change with who made it, a withdrawal) and its
// origin, as the militar's 'Minhas candidaturas' shows them and as the database keeps them.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar, job, paidCompany } from "../../../test/factories";
import { createTestApp, read, readError, type TestApp, type TestUser } from "../../../test/harness";
import { applicationEvents, jobApplications } from "../../db/schema/jobs";

let t: TestApp;
let company: TestUser;
let companyId: string;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const acme = await paidCompany(t, { plan: "pro", name: "Acme Logística" });
  company = acme.user;
  companyId = acme.company.id;
  other = (await paidCompany(t, { plan: "pro", name: "Outra Empresa" })).user;
});
afterAll(() => t?.close());

const applyTo = (user: TestUser, id: string, source?: "busca" | "recomendacao" | "pagina_publica" | "link_direto") =>
  read(user.client.api.military.jobs[":id"].apply.$post({ param: { id }, query: source ? { source } : {} }));
const setStatus = (user: TestUser, id: string, status: "em_analise" | "aprovado" | "rejeitado") =>
  user.client.api.company.applications[":id"].$patch({ param: { id }, json: { status } });
const mine = async (user: TestUser) => (await read(user.client.api.military.applications.$get())).body.applications;
const eventsOf = (applicationId: string) =>
  t.db
    .select({
      actorId: applicationEvents.actorId,
      from: applicationEvents.fromStatus,
      to: applicationEvents.toStatus,
      jobId: applicationEvents.jobId,
    })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));

describe("an application's history", () => {
  it("records the application and each status change with who made it, and shows the militar the steps", async () => {
    const militar = await completedMilitar(t);
    const { id: jobId } = await job(t, companyId, { title: "Conferente" });
    const applied = await applyTo(militar, jobId);
    expect(applied.status).toBe(201);
    const id = applied.body.id;

    expect((await setStatus(company, id, "em_analise")).status).toBe(200);
    expect((await setStatus(company, id, "em_analise")).status).toBe(200); // no change: no step
    expect((await setStatus(company, id, "aprovado")).status).toBe(200);

    expect(await eventsOf(id)).toEqual([
      { actorId: militar.userId, from: null, to: "pendente", jobId },
      { actorId: company.userId, from: "pendente", to: "em_analise", jobId },
      { actorId: company.userId, from: "em_analise", to: "aprovado", jobId },
    ]);
    const [shown] = await mine(militar);
    expect(shown?.history.map((s) => [s.from, s.to])).toEqual([
      [null, "pendente"],
      ["pendente", "em_analise"],
      ["em_analise", "aprovado"],
    ]);
    expect(shown?.company).toMatchObject({ id: companyId, name: "Acme Logística" });
    for (const step of shown?.history ?? []) expect(Number.isNaN(Date.parse(step.at))).toBe(false);
  });

  it("another company's change is refused and leaves no step", async () => {
    const militar = await completedMilitar(t);
    const { id: jobId } = await job(t, companyId);
    const { body } = await applyTo(militar, jobId);
    expect((await setStatus(other, body.id, "rejeitado")).status).toBe(404);
    expect((await eventsOf(body.id)).map((e) => e.to)).toEqual(["pendente"]);
  });

  it("keeps a withdrawal in the history after the application is gone; another militar's list stays empty", async () => {
    const militar = await completedMilitar(t);
    const { id: jobId } = await job(t, companyId);
    const { body } = await applyTo(militar, jobId);
    expect((await militar.client.delete(`/api/military/applications/${body.id}`)).status).toBe(204);
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.id, body.id))).toEqual([]);
    expect(await eventsOf(body.id)).toEqual([
      { actorId: militar.userId, from: null, to: "pendente", jobId },
      { actorId: militar.userId, from: "pendente", to: null, jobId },
    ]);
    expect(await mine(militar)).toEqual([]);
  });

  it("a deleted job takes its applications' history with it", async () => {
    const militar = await completedMilitar(t);
    const { id: jobId } = await job(t, companyId);
    const { body } = await applyTo(militar, jobId);
    expect((await company.client.delete(`/api/company/jobs/${jobId}`)).status).toBe(204);
    expect(await eventsOf(body.id)).toEqual([]);
  });

  it("a deleted account withdraws its active applications and leaves no name on the history", async () => {
    const militar = await completedMilitar(t);
    const { id: jobId } = await job(t, companyId);
    const { body } = await applyTo(militar, jobId);
    const deleted = await militar.client.request("DELETE", "/api/account", { password: militar.password });
    expect(deleted.status).toBe(200);
    expect(await eventsOf(body.id)).toEqual([
      { actorId: null, from: null, to: "pendente", jobId },
      { actorId: null, from: "pendente", to: null, jobId },
    ]);
  });
});

describe("an application's origin", () => {
  it("keeps where the militar found the job, 'busca' when not told", async () => {
    const militar = await completedMilitar(t, { plan: "PREMIUM" });
    const sources = ["recomendacao", "pagina_publica", "link_direto", undefined] as const;
    for (const source of sources) {
      const { id: jobId } = await job(t, companyId);
      const { status, body } = await applyTo(militar, jobId, source);
      expect(status).toBe(201);
      const [row] = await t.db
        .select({ source: jobApplications.source })
        .from(jobApplications)
        .where(eq(jobApplications.id, body.id));
      expect(row?.source).toBe(source ?? "busca");
    }
  });

  it("refuses an unknown origin, and 'convite' from the browser, with 422 and applies nothing", async () => {
    const militar = await completedMilitar(t);
    const { id: jobId } = await job(t, companyId);
    for (const source of ["convite", "google", ""]) {
      const res = await readError(militar.client.post(`/api/military/jobs/${jobId}/apply?source=${source}`));
      expect(res.status).toBe(422);
      expect(res.body.error.issues?.[0]?.message).toBe("Origem da candidatura inválida");
    }
    expect(await mine(militar)).toEqual([]);
  });
});
