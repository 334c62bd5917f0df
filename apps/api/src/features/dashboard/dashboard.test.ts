import { randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { dashboardStats } from "@pm/shared/dashboard";
import { eq } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { application, completedMilitar, job, paidCompany } from "../../../test/factories";
import { createTestApp, read, readError, type TestApp, type TestClient } from "../../../test/harness";
import { readEvents, twoApiProcesses } from "../../../test/realtime-helpers";
import { testDbKind } from "../../../test/test-database";
import { type Database, type Db, schema } from "../../db/client";
import { users } from "../../db/schema/auth";
import { companies } from "../../db/schema/companies";
import { jobViews } from "../../db/schema/jobs";
import { dashboardCountsQuery } from "./dashboard.company.queries";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** Applicants straight in the users table: an application only needs a user to belong to. */
async function insertApplicants(db: Db, n: number): Promise<string[]> {
  const rows = Array.from({ length: n }, () => {
    const id = randomUUID();
    return { id, name: "Candidato", email: `candidato-${id}@teste.com.br`, emailVerified: true };
  });
  await db.insert(users).values(rows);
  return rows.map((r) => r.id);
}

/** An application of each applicant to the job, all sent at `appliedAt`. */
async function insertApplications(t: TestApp, jobId: string, applicants: string[], appliedAt: Date) {
  for (const userId of applicants) await application(t, { jobId, userId, appliedAt });
}

async function insertViews(db: Db, jobId: string, n: number, viewedAt: Date) {
  if (n === 0) return;
  await db.insert(jobViews).values(Array.from({ length: n }, () => ({ jobId, viewedAt })));
}

/** The company dashboard, as the browser signed in as the company reads it. */
const dashboardOf = (client: TestClient) => read(client.api.company.dashboard.$get());

/** A company with nothing yet: every count 0, with the shared rule's texts for it. */
const EMPTY_STATS = {
  totalJobs: 0,
  ...dashboardStats({
    activeJobs: 0,
    activeJobsCreatedThisWeek: 0,
    applications: { now: 0, weekAgo: 0 },
    views: { now: 0, weekAgo: 0 },
  }),
};

describe("GET /api/company/dashboard", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts a company's jobs, applicants and views, each trend against its figure 7 days ago", async () => {
    const { user: owner, company } = await paidCompany(t, { plan: "plus" });
    const { user: rival, company: rivalCompany } = await paidCompany(t, { plan: "pro" });
    const applicants = await insertApplicants(t.db, 6);

    // Active, new this week; paused, last week; active, weeks ago; active, a month ago.
    const { id: fresh } = await job(t, company.id, { title: "Motorista", createdAt: daysAgo(2) });
    const { id: paused } = await job(t, company.id, {
      title: "Almoxarife",
      active: false,
      createdAt: daysAgo(10),
    });
    const { id: older } = await job(t, company.id, { title: "Vigilante", createdAt: daysAgo(20) });
    await job(t, company.id, { title: "Supervisor", createdAt: daysAgo(30) });

    // Applications: 3 in the last 7 days, 2 in the 7 before, 1 earlier.
    await insertApplications(t, fresh, applicants.slice(0, 2), daysAgo(1));
    await insertApplications(t, older, applicants.slice(0, 1), daysAgo(3));
    await insertApplications(t, paused, applicants.slice(0, 2), daysAgo(9));
    await insertApplications(t, older, applicants.slice(1, 2), daysAgo(20));
    // Views: 10 in the last 7 days, 20 in the 7 before, 5 earlier.
    await insertViews(t.db, fresh, 10, daysAgo(1));
    await insertViews(t.db, paused, 20, daysAgo(12));
    await insertViews(t.db, older, 5, daysAgo(25));

    // The rival's busy job never shows up in the company's figures.
    const { id: rivalJob } = await job(t, rivalCompany.id, { title: "Vaga da concorrente", createdAt: daysAgo(1) });
    await insertApplications(t, rivalJob, applicants, daysAgo(2));
    await insertViews(t.db, rivalJob, 40, daysAgo(2));

    const res = await dashboardOf(owner.client);
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(res.body.company).toEqual({ name: row?.name, logoUrl: null, plan: "plus", jobLimit: 10 });
    // The cards read the shared rule (its texts are pinned in packages/shared) over what was
    // counted here: 6 applications and 35 views now, 3 and 25 seven days ago.
    expect(res.body.stats).toEqual({
      totalJobs: 4,
      ...dashboardStats({
        activeJobs: 3,
        activeJobsCreatedThisWeek: 1,
        applications: { now: 6, weekAgo: 3 },
        views: { now: 35, weekAgo: 25 },
      }),
    });
    expect(res.body.recentJobs).toEqual([
      {
        id: fresh,
        title: "Motorista",
        active: true,
        expired: false,
        createdAt: expect.any(String),
        applicationsCount: 2,
      },
      {
        id: paused,
        title: "Almoxarife",
        active: false,
        expired: false,
        createdAt: expect.any(String),
        applicationsCount: 2,
      },
      {
        id: older,
        title: "Vigilante",
        active: true,
        expired: false,
        createdAt: expect.any(String),
        applicationsCount: 2,
      },
    ]);
    expect(Date.parse(res.body.recentJobs[0]?.createdAt as string)).toBeGreaterThan(daysAgo(2.1).getTime());

    const theirs = await dashboardOf(rival.client);
    expect(theirs.status).toBe(200);
    expect(theirs.body.stats).toMatchObject({ activeJobs: 1, totalJobs: 1, applications: 6, views: 40 });
    expect(theirs.body.stats.conversionRate).toBe(15);
    expect(theirs.body.recentJobs.map((j) => j.title)).toEqual(["Vaga da concorrente"]);

    // The unprepared statement `npm run bench` replays counts the same.
    const [replayed] = await dashboardCountsQuery(t.db, company.id);
    expect(replayed).toEqual({
      totalJobs: 4,
      activeJobs: 3,
      activeJobsCreatedThisWeek: 1,
      applications: 6,
      applicationsWeekAgo: 3,
      views: 35,
      viewsWeekAgo: 25,
    });
  });

  it("shows a company with nothing as empty, and its unlimited plan as no cap", async () => {
    const { user: owner } = await paidCompany(t, { plan: "enterprise" });
    const res = await dashboardOf(owner.client);
    expect(res.status).toBe(200);
    expect(res.body.company).toMatchObject({ plan: "enterprise", jobLimit: null, logoUrl: null });
    expect(res.body.stats).toEqual(EMPTY_STATS);
    expect(res.body.recentJobs).toEqual([]);
  });

  it("says 'sem mudanças' for a quiet week of a company with history", async () => {
    const { user: owner, company } = await paidCompany(t);
    const [applicant] = await insertApplicants(t.db, 1);
    const { id: oldJob } = await job(t, company.id, { createdAt: daysAgo(40) });
    await insertApplications(t, oldJob, [applicant as string], daysAgo(30));
    await insertViews(t.db, oldJob, 4, daysAgo(30));
    const res = await dashboardOf(owner.client);
    expect(res.body.stats).toEqual({
      activeJobs: 1,
      totalJobs: 1,
      applications: 1,
      views: 4,
      conversionRate: 25,
      trends: {
        activeJobs: "sem mudanças",
        applications: "sem mudanças",
        views: "sem mudanças",
        conversion: "sem mudanças",
      },
    });
  });

  it("counts the view a militar's application from the board implies, so the rate stays within 100 %", async () => {
    const { user: owner, company } = await paidCompany(t);
    const { id: jobId } = await job(t, company.id, { title: "Operador de Logística" });
    const [reader, applicant] = await Promise.all([completedMilitar(t), completedMilitar(t)]);

    // One opens the job and then applies; the other applies straight from the board's card.
    expect((await reader.client.get(`/api/military/jobs/${jobId}`)).status).toBe(200);
    expect((await reader.client.post(`/api/military/jobs/${jobId}/apply`)).status).toBe(201);
    expect((await applicant.client.post(`/api/military/jobs/${jobId}/apply`)).status).toBe(201);

    const views = await t.db.select({ userId: jobViews.userId }).from(jobViews).where(eq(jobViews.jobId, jobId));
    expect(views.map((v) => v.userId).sort()).toEqual([reader.userId, applicant.userId].sort());

    const res = await dashboardOf(owner.client);
    expect(res.body.stats).toMatchObject({ applications: 2, views: 2, conversionRate: 100 });
    expect(res.body.stats.trends).toMatchObject({ applications: "+2 esta semana", views: "+2 esta semana" });
  });

  it("is for paid companies only", async () => {
    const anonymous = await t.client().get("/api/company/dashboard");
    expect(anonymous.status).toBe(401);

    const militar = await t.createUser({ role: "militar" });
    const forbidden = await readError(militar.client.get("/api/company/dashboard"));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe("FORBIDDEN");

    const unpaid = await t.createUser({ role: "empresa" });
    const refused = await readError(unpaid.client.get("/api/company/dashboard"));
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("PAYMENT_REQUIRED");
  });
});

/** The same database seen through a Drizzle instance that records every statement it sends. */
function recordingDatabase(database: Database): { database: Database; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => statements.push(query) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === "pglite"
      ? drizzlePglite(client as PGlite, { schema, casing: "snake_case", logger })
      : drizzlePg(client as pg.Pool, { schema, casing: "snake_case", logger });
  return { database: { ...database, db: db as unknown as Db }, statements };
}

describe("dashboard round trips", () => {
  let t: TestApp;
  let recorded: ReturnType<typeof recordingDatabase>;
  let counted: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    recorded = recordingDatabase(t.database);
    counted = await createTestApp({ database: recorded.database });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The statements one request sends, through the recording app, with the browser's cookies. */
  async function statementsOf<R>(via: TestClient, request: (browser: TestClient) => Promise<R>) {
    const browser = counted.client();
    for (const [k, v] of via.jar) browser.jar.set(k, v);
    recorded.statements.length = 0;
    const res = await request(browser);
    return { res, statements: [...recorded.statements] };
  }

  it("takes at most 3 statements beyond the guards, whatever the number of jobs", async () => {
    const { user: small, company: smallCompany } = await paidCompany(t);
    const { user: large, company: largeCompany } = await paidCompany(t, { plan: "enterprise" });
    const applicants = await insertApplicants(t.db, 3);
    await job(t, smallCompany.id, { createdAt: daysAgo(1) });
    for (let i = 0; i < 12; i++) {
      const { id: jobId } = await job(t, largeCompany.id, { createdAt: daysAgo(i), active: i % 3 !== 0 });
      await insertApplications(t, jobId, applicants, daysAgo(i));
      await insertViews(t.db, jobId, 2, daysAgo(i));
    }

    // The guards' own statements (session, profile, company) are what a path with no handler costs.
    const guards = await statementsOf(small.client, (browser) => browser.get("/api/company/dashboard/no-such-page"));
    expect(guards.res.status).toBe(404);

    const one = await statementsOf(small.client, dashboardOf);
    const twelve = await statementsOf(large.client, dashboardOf);
    expect(one.res.status).toBe(200);
    expect(twelve.res.status).toBe(200);
    expect(twelve.res.body.stats).toMatchObject({ totalJobs: 12, applications: 36, views: 24 });

    expect(one.statements.length - guards.statements.length).toBeLessThanOrEqual(3);
    expect(twelve.statements).toHaveLength(one.statements.length);
    const touchingJobs = twelve.statements.filter((s) => /"jobs"|job_applications|job_views/.test(s));
    expect(touchingJobs.length).toBeLessThanOrEqual(3);
  });
});

// A second API process exists only on PostgreSQL (PGlite is one in-process database), so this
// suite belongs to the PostgreSQL run alone, as the realtime test's two-process suite does.
if (testDbKind() === "pg")
  describe("dashboard across two API processes on one PostgreSQL", () => {
    const processes = twoApiProcesses();

    it("delivers a change made through the other process within a second, and the figures follow", async () => {
      const { a, b } = processes;
      const { user: owner, company } = await paidCompany(a);
      const { id: jobId } = await job(a, company.id, { createdAt: daysAgo(1) });
      const [applicant] = await insertApplicants(a.db, 1);
      const before = await dashboardOf(owner.client);
      expect(before.body.stats).toMatchObject({ activeJobs: 1, applications: 0 });

      const res = await a.app.request("/api/events", { headers: { cookie: owner.client.cookieHeader() } });
      expect(res.status).toBe(200);
      const stream = readEvents(res);
      await stream.ready();

      // The same person's browser, answered by process B: it pauses the job.
      const viaB = b.client();
      for (const [k, v] of owner.client.jar) viaB.jar.set(k, v);
      const paused = await viaB.post(`/api/company/jobs/${jobId}/status`, { active: false });
      expect(paused.status).toBe(200);
      await stream.waitFor(() => stream.events.some((e) => e.table === "jobs" && e.id === jobId), 1000);

      // An application written by process B reaches the company through process A too.
      await application(b, { jobId, userId: applicant as string });
      await stream.waitFor(() => stream.events.some((e) => e.table === "job_applications"), 1000);
      await stream.close();

      const after = await dashboardOf(owner.client);
      expect(after.body.stats).toMatchObject({
        activeJobs: 0,
        applications: 1,
        trends: { activeJobs: "Nenhuma vaga ativa", applications: "+1 esta semana" },
      });
      expect(after.body.recentJobs).toEqual([
        expect.objectContaining({ id: jobId, active: false, applicationsCount: 1 }),
      ]);
    });
  });
