// The board's shared answers (jobs.board-cache.queries.ts): the same search is answered once for everyone,
// each militar still sees what is his own, and no change that has committed is ever answered from
// before it — a job published, edited, paused or deleted, a company paid or suspended.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { completedMilitar, job, paidCompany } from "../../../test/factories";
import { type ApiClient, createTestApp, read, type TestApp, type TestUser } from "../../../test/harness";
import { companies } from "../../db/schema/companies";
import { jobBookmarks, jobs } from "../../db/schema/jobs";
import { boardVersion } from "./jobs.board-cache.queries";

let t: TestApp;
let companyId: string;
let ana: TestUser;
let bruno: TestUser;

type BoardQuery = NonNullable<Parameters<ApiClient["military"]["jobs"]["$get"]>[0]>["query"];
const board = async (user: TestUser, query: BoardQuery) => {
  const res = await read(user.client.api.military.jobs.$get({ query }));
  expect(res.status).toBe(200);
  return res.body;
};
const titles = async (user: TestUser, query: BoardQuery) => (await board(user, query)).jobs.map((j) => j.title);
const publicTitles = async (query: Record<string, string>) => {
  const res = await read(t.client().api.public.jobs.$get({ query }));
  expect(res.status).toBe(200);
  return res.body.jobs.map((j) => j.title);
};
/** Runs `change` with the board's version held still, as a change no trigger announced would be. */
async function unannounced(change: () => Promise<unknown>) {
  await t.db.execute(sql`ALTER TABLE jobs DISABLE TRIGGER jobs_board_version`);
  try {
    await change();
  } finally {
    await t.db.execute(sql`ALTER TABLE jobs ENABLE TRIGGER jobs_board_version`);
  }
}

let word = 0;
/** A word no other test's jobs hold. */
const fresh = () => `cachetest${++word}x`;

beforeAll(async () => {
  t = await createTestApp();
  ({
    company: { id: companyId },
  } = await paidCompany(t, { plan: "pro", name: "Transportes Cache", state: "SP" }));
  [ana, bruno] = await Promise.all([completedMilitar(t), completedMilitar(t)]);
});
afterAll(() => t.close());

describe("the board's version", () => {
  it("moves once per statement that changes jobs, and with what a company is listed and found by", async () => {
    const before = await boardVersion(t.db);
    await t.db.insert(jobs).values(
      Array.from({ length: 3 }, (_, i) => ({
        companyId,
        title: `Lote ${i}`,
        city: "Campinas",
        regime: "CLT" as const,
        description: "Vaga.",
      })),
    );
    expect(await boardVersion(t.db)).toBe(before + 1);
    await t.db.update(companies).set({ creditCents: 500 }).where(eq(companies.id, companyId));
    expect(await boardVersion(t.db)).toBe(before + 1);
    await t.db.update(companies).set({ name: "Transportes Cache Ltda." }).where(eq(companies.id, companyId));
    expect(await boardVersion(t.db)).toBe(before + 2);
  });
});

describe("a shared answer", () => {
  it("answers the same search from what was kept until the board changes", async () => {
    const w = fresh();
    await job(t, companyId, { title: `Motorista ${w} A` });
    expect(await titles(ana, { q: w })).toEqual([`Motorista ${w} A`]);
    // A job written with no trigger to move the version is not seen: the answer was kept.
    await unannounced(() => job(t, companyId, { title: `Motorista ${w} B`, createdAt: new Date(Date.now() + 1000) }));
    expect(await titles(bruno, { q: w })).toEqual([`Motorista ${w} A`]);
    expect(await publicTitles({ q: w })).toEqual([`Motorista ${w} A`]);
    // Any announced change, even to another job, makes the next answer fresh.
    await job(t, companyId, { title: "Outra vaga qualquer" });
    expect(await titles(bruno, { q: w, sort: "recentes" })).toEqual([`Motorista ${w} B`, `Motorista ${w} A`]);
  });

  it("shows each militar what is his own: saved and applied to", async () => {
    const w = fresh();
    const saved = await job(t, companyId, { title: `Vigilante ${w}` });
    await t.db.insert(jobBookmarks).values({ userId: ana.userId, jobId: saved.id });
    const apply = await ana.client.api.military.jobs[":id"].apply.$post({ param: { id: saved.id }, query: {} });
    expect(apply.status).toBe(201);
    const [mine] = (await board(ana, { q: w })).jobs;
    const [theirs] = (await board(bruno, { q: w })).jobs;
    expect(mine).toMatchObject({ id: saved.id, bookmarked: true, application: { status: "pendente" } });
    expect(theirs).toMatchObject({ id: saved.id, bookmarked: false, application: null });
  });

  it("never shares 'Salvos'", async () => {
    const w = fresh();
    const one = await job(t, companyId, { title: `Almoxarife ${w}` });
    await t.db.insert(jobBookmarks).values({ userId: ana.userId, jobId: one.id });
    expect(await titles(ana, { q: w, saved: "true" })).toEqual([`Almoxarife ${w}`]);
    expect(await titles(bruno, { q: w, saved: "true" })).toEqual([]);
  });

  it("drops a job paused, edited away or deleted as soon as the change commits, and counts again", async () => {
    const w = fresh();
    const [a, b, c] = [
      await job(t, companyId, { title: `Conferente ${w} 1` }),
      await job(t, companyId, { title: `Conferente ${w} 2` }),
      await job(t, companyId, { title: `Conferente ${w} 3` }),
    ];
    expect((await board(ana, { q: w })).total).toEqual({ count: 3, capped: false });
    await t.db.update(jobs).set({ active: false }).where(eq(jobs.id, a.id));
    await t.db.update(jobs).set({ title: "Conferente noturno" }).where(eq(jobs.id, b.id));
    const after = await board(bruno, { q: w });
    expect(after.jobs.map((j) => j.id)).toEqual([c.id]);
    expect(after.total).toEqual({ count: 1, capped: false });
    await t.db.delete(jobs).where(eq(jobs.id, c.id));
    expect(await board(ana, { q: w })).toMatchObject({ jobs: [], total: { count: 0, capped: false } });
  });

  it("follows a company's suspension and payment both ways", async () => {
    const w = fresh();
    const { company } = await paidCompany(t, { plan: "pro", name: `Guarda ${w}`, state: "RJ" });
    await job(t, company.id, { title: `Segurança ${w}` });
    expect(await publicTitles({ q: w })).toEqual([`Segurança ${w}`]);
    await t.db.update(companies).set({ suspendedAt: new Date() }).where(eq(companies.id, company.id));
    expect(await publicTitles({ q: w })).toEqual([]);
    await t.db.update(companies).set({ suspendedAt: null }).where(eq(companies.id, company.id));
    expect(await publicTitles({ q: w })).toEqual([`Segurança ${w}`]);
    await t.db.update(companies).set({ paymentStatus: "pending" }).where(eq(companies.id, company.id));
    expect(await titles(ana, { q: w })).toEqual([]);
  });

  it("never shows a job that expired since its page was kept, though time alone moves no version", async () => {
    const w = fresh();
    await job(t, companyId, { title: `Operador ${w}`, expiresAt: new Date(Date.now() + 10 * 60_000) });
    expect(await titles(ana, { q: w })).toEqual([`Operador ${w}`]);
    // Eleven minutes later, with no row changed: the page is still kept, and the job left it.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 11 * 60_000 });
    try {
      expect(await titles(bruno, { q: w })).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
