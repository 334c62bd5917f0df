import { eq, TransactionRollbackError } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { application as applicationRow, companyOf, job as newJob, paidCompany } from "../../test/factories";
import type { TestApp } from "../../test/harness";
import { createRealtimeTestApp, openStream, twoApiProcesses } from "../../test/realtime-helpers";
import { testDbKind } from "../../test/test-database";
import { jobApplications, jobs, jobViews, notifications } from "../db/schema/jobs";

const companyIdOf = async (t: TestApp, userId: string) => (await companyOf(t, userId)).id;

/** The job the tests publish. */
const supervisor = { title: "Supervisor de Logística", city: "Recife", description: "Supervisionar a expedição." };

describe("realtime changes over SSE", () => {
  let t: TestApp;
  beforeAll(async () => {
    // A heartbeat every 50 ms lets a test wait out several of them.
    t = await createRealtimeTestApp({ heartbeatMs: 50 });
  });
  afterAll(async () => {
    await t.deps.realtime.stop();
    await t.close();
  });

  it("refuses an anonymous stream", async () => {
    const res = await t.app.request("/api/events");
    expect(res.status).toBe(401);
  });

  it("tells the company about its jobs, applications and views, and the applicant about theirs, no one else", async () => {
    const owner = await t.createUser({ role: "empresa" });
    const rival = await t.createUser({ role: "empresa" });
    const applicant = await t.createUser({ role: "militar" });
    const bystander = await t.createUser({ role: "militar" });
    const companyId = await companyIdOf(t, owner.userId);

    const ownerStream = await openStream(owner.client, t);
    const rivalStream = await openStream(rival.client, t);
    const applicantStream = await openStream(applicant.client, t);
    const bystanderStream = await openStream(bystander.client, t);

    const { id: jobId } = await newJob(t, companyId, supervisor);
    await ownerStream.waitFor(() => ownerStream.events.some((e) => e.table === "jobs" && e.id === jobId));
    expect(ownerStream.events).toContainEqual({ table: "jobs", op: "insert", id: jobId });

    const application = await applicationRow(t, { jobId, userId: applicant.userId });
    await t.db.update(jobApplications).set({ status: "em_analise" }).where(eq(jobApplications.jobId, jobId));
    await t.db.insert(jobViews).values({ jobId });

    await ownerStream.waitFor(() => ownerStream.events.some((e) => e.table === "job_views"));
    await applicantStream.waitFor(() => applicantStream.events.length >= 3);
    // The status change also notified the applicant (the bell), and only the applicant.
    expect(applicantStream.events).toEqual([
      { table: "job_applications", op: "insert", id: application?.id },
      { table: "job_applications", op: "update", id: application?.id },
      { table: "notifications", op: "insert", id: expect.any(String) },
    ]);
    expect(ownerStream.events.map((e) => `${e.table}:${e.op}`)).toEqual([
      "jobs:insert",
      // The new application rings the company's bell (its team's Administrador) first: triggers
      // fire in the order of their names.
      "notifications:insert",
      "job_applications:insert",
      "job_applications:update",
      "job_views:insert",
    ]);

    // A rolled-back change announces nothing. The insert itself must succeed: only the rollback
    // may end the transaction.
    let rolledBackId: string | undefined;
    await expect(
      t.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(jobs)
          .values({ companyId, regime: "CLT", ...supervisor })
          .returning({ id: jobs.id });
        rolledBackId = row?.id;
        tx.rollback();
      }),
    ).rejects.toBeInstanceOf(TransactionRollbackError);
    expect(rolledBackId).toEqual(expect.any(String));
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.id, rolledBackId as string)),
    ).toEqual([]);

    // Notifications arrive in commit order, so once each stream has the change committed after
    // the rollback, anything the rollback or the earlier changes sent it would already be there.
    const ownerMarker = await newJob(t, companyId, supervisor);
    const rivalCompanyId = await companyIdOf(t, rival.userId);
    const rivalMarker = await newJob(t, rivalCompanyId, supervisor);
    const [bystanderMarker] = await t.db
      .insert(notifications)
      .values({ userId: bystander.userId, kind: "marker" })
      .returning({ id: notifications.id });
    await ownerStream.waitFor(() => ownerStream.events.some((e) => e.id === ownerMarker?.id));
    await rivalStream.waitFor(() => rivalStream.events.length > 0);
    await bystanderStream.waitFor(() => bystanderStream.events.length > 0);

    expect(ownerStream.events.map((e) => `${e.table}:${e.op}`)).toEqual([
      "jobs:insert",
      "notifications:insert",
      "job_applications:insert",
      "job_applications:update",
      "job_views:insert",
      "jobs:insert",
    ]);
    expect(ownerStream.events.at(-1)).toEqual({ table: "jobs", op: "insert", id: ownerMarker?.id });
    expect(rivalStream.events).toEqual([{ table: "jobs", op: "insert", id: rivalMarker?.id }]);
    expect(bystanderStream.events).toEqual([{ table: "notifications", op: "insert", id: bystanderMarker?.id }]);

    for (const s of [ownerStream, rivalStream, applicantStream, bystanderStream]) await s.close();
  });

  it("keeps delivering every status change to a page reloaded after the stream it replaced ended", async () => {
    const { user: owner, company } = await paidCompany(t);
    const applicant = await t.createUser({ role: "militar" });
    const job = await newJob(t, company.id, supervisor);
    const { id: applicationId } = await applicationRow(t, { jobId: job.id, userId: applicant.userId });

    const beforeReload = await openStream(applicant.client, t);
    await beforeReload.close();
    const afterReload = await openStream(applicant.client, t);
    // Several heartbeats later, whatever the ended stream's handler still had to do is done.
    await afterReload.waitFor(() => afterReload.pings >= 3);

    const statusChanges = () => afterReload.events.filter((e) => e.table === "job_applications");
    for (const [index, status] of (["em_analise", "aprovado", "rejeitado"] as const).entries()) {
      const res = await owner.client.patch(`/api/company/applications/${applicationId}`, { status });
      expect(res.status).toBe(200);
      await afterReload.waitFor(() => statusChanges().length === index + 1);
    }
    expect(statusChanges()).toEqual(Array(3).fill({ table: "job_applications", op: "update", id: applicationId }));
    await afterReload.close();
  });

  it("stops delivering to a closed stream", async () => {
    const owner = await t.createUser({ role: "empresa" });
    const before = t.deps.realtime.connectionCount;
    const stream = await openStream(owner.client, t);
    expect(t.deps.realtime.connectionCount).toBe(before + 1);
    await stream.close();
    await stream.waitFor(() => t.deps.realtime.connectionCount === before);
  });
});

// Only PostgreSQL has separate processes to cross; on PGlite this block is not defined at all.
if (testDbKind() === "pg") {
  describe("realtime across two API processes on one PostgreSQL", () => {
    const processes = twoApiProcesses();

    it("delivers a change written through one process to a user connected to the other", async () => {
      const { a, b } = processes;
      const owner = await a.createUser({ role: "empresa" });
      const viaB = await openStream(owner.client, b);
      const companyId = await companyIdOf(a, owner.userId);
      const job = await newJob(a, companyId, supervisor);
      await viaB.waitFor(() => viaB.events.length === 1, 1000);
      expect(viaB.events).toEqual([{ table: "jobs", op: "insert", id: job?.id }]);
      await viaB.close();
    });
  });
}
