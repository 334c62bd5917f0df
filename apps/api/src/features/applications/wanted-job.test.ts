// The job a visitor chose on its public page before signing up, kept on his account: stored when
// the account is created, offered after onboarding and on the dashboard while the job is open,
// forgotten when he applies to it or dismisses it; in his LGPD export; never in the way of a job's
// or an account's deletion.
import { randomUUID } from "node:crypto";
import { applyContinuePath } from "@pm/shared/job-links";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar, job, paidCompany } from "../../../test/factories";
import { createTestApp, read, readError, type TestApp, type TestUser } from "../../../test/harness";
import { companies } from "../../db/schema/companies";
import { jobApplications, jobs } from "../../db/schema/jobs";
import { militaryProfiles } from "../../db/schema/military";

let t: TestApp;
let company: TestUser;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  const paid = await paidCompany(t, { plan: "pro", name: "Depósito Central" });
  company = paid.user;
  companyId = paid.company.id;
});
afterAll(() => t.close());

const openJob = async (title = "Supervisor de Almoxarifado") =>
  (await job(t, companyId, { title, city: "Resende, RJ" })).id;

const wantedIn = async (userId: string) =>
  (
    await t.db
      .select({ wantedJobId: militaryProfiles.wantedJobId })
      .from(militaryProfiles)
      .where(eq(militaryProfiles.userId, userId))
  )[0]?.wantedJobId;

/** A visitor who clicked 'Candidatar-se' on `jobId`'s public page, signed up and confirmed. */
const visitorFromJobPage = (jobId: string, fullName = "Cabo Ribeiro") =>
  t.createUser({ role: "militar", fullName, continueTo: applyContinuePath(jobId) });

const offered = (user: TestUser) => read(user.client.api.military["wanted-job"].$get());
const dismiss = (user: TestUser) => user.client.request("DELETE", "/api/military/wanted-job");
const onboard = (user: TestUser) =>
  user.client.put("/api/military/onboarding", { city: "Resende", militaryBranch: "exercito" });
const applyTo = (user: TestUser, jobId: string) =>
  user.client.request("POST", `/api/military/jobs/${jobId}/apply?source=pagina_publica`);

describe("the job chosen before signing up", () => {
  it("is kept on the account it created, and comes back in any tab: the session, the dashboard, onboarding's answer", async () => {
    const jobId = await openJob();
    const user = await visitorFromJobPage(jobId);
    expect(await wantedIn(user.userId)).toBe(jobId);

    // A new browser (another tab's cookies are the same; another day, a new sign-in).
    const later = t.client();
    await t.signIn(user.email, user.password, later);
    const me = await read(later.api.me.$get());
    expect(me.body).toMatchObject({ militaryProfile: { wantedJobId: jobId, completedAt: null } });

    const before = await read(later.api.military["wanted-job"].$get());
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      job: {
        id: jobId,
        title: "Supervisor de Almoxarifado",
        city: "Resende, RJ",
        company: { name: "Depósito Central" },
      },
    });

    const saved = await later.put("/api/military/onboarding", { city: "Resende", militaryBranch: "exercito" });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ wantedJobId: jobId });
    expect((await offered(user)).body.job?.id).toBe(jobId);
  });

  it("is nothing for a sign-up that named no job, or a job that does not exist, and the account is still created", async () => {
    const plain = await t.createUser({ role: "militar" });
    expect(await wantedIn(plain.userId)).toBeNull();
    expect((await offered(plain)).body).toEqual({ job: null });

    const ghost = await visitorFromJobPage(randomUUID());
    expect(await wantedIn(ghost.userId)).toBeNull();
    expect((await offered(ghost)).body).toEqual({ job: null });
  });

  it("changes nothing on an existing account when its address signs up again from a job page", async () => {
    const first = await openJob("Conferente");
    const user = await visitorFromJobPage(first);
    const second = await openJob("Almoxarife");
    const again = await t.signUp({ role: "militar", email: user.email, continueTo: applyContinuePath(second) });
    expect(again.res.status).toBe(201);
    expect(await wantedIn(user.userId)).toBe(first);
  });

  it("is forgotten when he applies to it, and only to it", async () => {
    const wanted = await openJob("Encarregado de Estoque");
    const other = await openJob("Auxiliar de Logística");
    const user = await visitorFromJobPage(wanted);
    expect((await onboard(user)).status).toBe(200);

    expect((await applyTo(user, other)).status).toBe(201);
    expect(await wantedIn(user.userId)).toBe(wanted);

    expect((await applyTo(user, wanted)).status).toBe(201);
    expect(await wantedIn(user.userId)).toBeNull();
    expect((await offered(user)).body).toEqual({ job: null });
    const [applied] = await t.db
      .select({ source: jobApplications.source })
      .from(jobApplications)
      .where(eq(jobApplications.jobId, wanted));
    expect(applied?.source).toBe("pagina_publica");
  });

  it("is forgotten when he dismisses it, his own and no one else's", async () => {
    const jobId = await openJob("Operador de Empilhadeira");
    const leaving = await visitorFromJobPage(jobId, "Soldado Dispensa");
    const keeping = await visitorFromJobPage(jobId, "Soldado Mantém");

    const res = await dismiss(leaving);
    expect(res.status).toBe(204);
    expect(await wantedIn(leaving.userId)).toBeNull();
    expect((await offered(leaving)).body).toEqual({ job: null });
    expect(await wantedIn(keeping.userId)).toBe(jobId);
    // Dismissing twice is still a dismissal.
    expect((await dismiss(leaving)).status).toBe(204);
  });

  it("is offered only while the job is open to him, and again once it reopens", async () => {
    const jobId = await openJob("Vigilante Patrimonial");
    const user = await visitorFromJobPage(jobId);

    await t.db.update(jobs).set({ active: false }).where(eq(jobs.id, jobId));
    expect((await offered(user)).body).toEqual({ job: null });
    expect(await wantedIn(user.userId)).toBe(jobId);

    await t.db.update(jobs).set({ active: true }).where(eq(jobs.id, jobId));
    expect((await offered(user)).body.job?.id).toBe(jobId);

    await t.db
      .update(jobs)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(jobs.id, jobId));
    expect((await offered(user)).body).toEqual({ job: null });
    await t.db
      .update(jobs)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(jobs.id, jobId));

    await t.db.update(companies).set({ suspendedAt: new Date() }).where(eq(companies.id, companyId));
    try {
      expect((await offered(user)).body).toEqual({ job: null });
    } finally {
      await t.db.update(companies).set({ suspendedAt: null }).where(eq(companies.id, companyId));
    }
    expect((await offered(user)).body.job?.id).toBe(jobId);
  });

  it("is refused to a visitor and to a company, and answers a militar with his own only", async () => {
    const jobId = await openJob("Porteiro");
    await visitorFromJobPage(jobId);
    expect((await t.client().get("/api/military/wanted-job")).status).toBe(401);
    expect((await t.client().request("DELETE", "/api/military/wanted-job")).status).toBe(401);
    const asCompany = await readError(company.client.api.military["wanted-job"].$get());
    expect(asCompany.status).toBe(403);
    expect((await company.client.request("DELETE", "/api/military/wanted-job")).status).toBe(403);

    const stranger = await completedMilitar(t);
    expect((await offered(stranger)).body).toEqual({ job: null });
  });

  it("is in the militar's LGPD export, with the job's title and company", async () => {
    const jobId = await openJob("Analista de Suprimentos");
    const user = await visitorFromJobPage(jobId);
    const exported = await user.client.get("/api/account/export");
    expect(exported.status).toBe(200);
    expect(exported.body).toMatchObject({
      militaryProfile: { wantedJobId: jobId },
      wantedJob: { jobId, jobTitle: "Analista de Suprimentos", companyName: "Depósito Central" },
    });

    await dismiss(user);
    expect((await user.client.get("/api/account/export")).body).toMatchObject({
      militaryProfile: { wantedJobId: null },
      wantedJob: null,
    });
  });

  it("never stops the job's deletion, nor the account's", async () => {
    const jobId = await openJob("Motorista de Entregas");
    const wanting = await visitorFromJobPage(jobId, "Cabo Motorista");
    const deleted = await company.client.request("DELETE", `/api/company/jobs/${jobId}`);
    expect(deleted.status).toBe(204);
    expect(await wantedIn(wanting.userId)).toBeNull();
    expect((await offered(wanting)).body).toEqual({ job: null });

    const other = await openJob("Auxiliar de Carga");
    const leaving = await visitorFromJobPage(other, "Cabo Saindo");
    const erased = await leaving.client.request("DELETE", "/api/account", { password: leaving.password });
    expect(erased.status).toBe(200);
    expect(
      await t.db
        .select({ userId: militaryProfiles.userId })
        .from(militaryProfiles)
        .where(eq(militaryProfiles.userId, leaving.userId)),
    ).toEqual([]);
    // The job stays for its company.
    expect((await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, other))).map((r) => r.id)).toEqual([other]);
  });
});
