// Keyset paging of the board in each sort: every job once, in the sort's order, across ties of
// salary, rank and creation time; a cursor of another sort or a tampered one answers 422.
import { JOB_BOARD_PAGE_SIZE, jobBoardMessages } from "@pm/shared/jobs.military";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar, job, paidCompany } from "../../../test/factories";
import { type ApiClient, createTestApp, read, readError, type TestApp, type TestUser } from "../../../test/harness";
import { jobs } from "../../db/schema/jobs";

let t: TestApp;
let user: TestUser;
type BoardQuery = NonNullable<Parameters<ApiClient["military"]["jobs"]["$get"]>[0]>["query"];

interface Made {
  id: string;
  salary: number | null;
  createdAt: number;
}
const made: Made[] = [];
const JOBS = 47;
/** Salaries repeat (and a fifth of the jobs have none), creation instants repeat by threes. */
const salaryOf = (i: number) => (i % 5 === 0 ? null : ([2500, 3000, 4200][i % 3] ?? null));

beforeAll(async () => {
  t = await createTestApp();
  const { company } = await paidCompany(t, { plan: "pro", name: "Almoxarifados Reunidos", state: "MG" });
  const base = Date.now() - 3600_000;
  for (let i = 0; i < JOBS; i++) {
    const salary = salaryOf(i);
    const createdAt = new Date(base + Math.floor(i / 3) * 1000);
    const row = await job(t, company.id, {
      title: "Almoxarife",
      city: "Belo Horizonte",
      salaryMin: salary,
      createdAt,
    });
    made.push({ id: row.id, salary, createdAt: createdAt.getTime() });
  }
  user = await completedMilitar(t);
});
afterAll(() => t.close());

const boardPage = (query: BoardQuery) => read(user.client.api.military.jobs.$get({ query }));

async function walk(query: BoardQuery) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await boardPage({ ...query, ...(cursor ? { cursor } : {}) });
    expect(res.status).toBe(200);
    expect(res.body.total === null).toBe(pages > 0);
    expect(res.body.jobs.length).toBeLessThanOrEqual(JOB_BOARD_PAGE_SIZE);
    seen.push(...res.body.jobs.map((j) => j.id));
    cursor = res.body.nextCursor;
    pages++;
  } while (cursor && pages < 10);
  return { seen, pages };
}

const byNewest = (a: Made, b: Made) => b.createdAt - a.createdAt || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);

describe("paging the board in each sort", () => {
  it("'Maior salário': every job once, highest first, ties newest first, jobs without salary last", async () => {
    const expected = [...made]
      .sort((a, b) => {
        if (a.salary === b.salary) return byNewest(a, b);
        if (a.salary === null) return 1;
        if (b.salary === null) return -1;
        return b.salary - a.salary;
      })
      .map((m) => m.id);
    const { seen, pages } = await walk({ sort: "salario", q: "almoxarife" });
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);
  });

  it("relevance: equal ranks fall back to newest first, every job once", async () => {
    const { seen, pages } = await walk({ q: "almoxarife" });
    expect(pages).toBe(3);
    expect(seen).toEqual([...made].sort(byNewest).map((m) => m.id));
  });

  it("newest first with a filter: every job that passes it once", async () => {
    const { seen } = await walk({ salaryFrom: "3000", sort: "recentes" });
    expect(seen).toEqual(
      made
        .filter((m) => (m.salary ?? 0) >= 3000)
        .sort(byNewest)
        .map((m) => m.id),
    );
  });

  it("refuses a cursor of another sort and a tampered one", async () => {
    const first = await read(user.client.api.military.jobs.$get({ query: { sort: "salario" } }));
    const cursor = first.body.nextCursor;
    expect(cursor).toBeTruthy();
    for (const query of [
      `sort=recentes&cursor=${cursor}`,
      `q=almoxarife&cursor=${cursor}`,
      `sort=salario&cursor=${cursor?.slice(0, -3)}`,
    ]) {
      const res = await readError(user.client.get(`/api/military/jobs?${query}`));
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe(jobBoardMessages.cursorInvalid);
    }
    const pub = await readError(t.client().get(`/api/public/jobs?sort=recentes&cursor=${cursor}`));
    expect(pub.status).toBe(422);
  });

  it("relevance ranks the newest 500 matches of a common search; the count and 'Mais recentes' keep them all", async () => {
    const { company } = await paidCompany(t, { plan: "pro", name: "Cais Geral", state: "SP" });
    const base = Date.now() - 7200_000;
    /** `count` jobs a second apart, each saying `word` in its description, the oldest also in its title. */
    const portJobs = (count: number, word: string, description: string, others: string) =>
      t.db.insert(jobs).values(
        Array.from({ length: count }, (_, i) => ({
          companyId: company.id,
          title: i === 0 ? word : `${others} ${i}`,
          city: "Santos",
          regime: "CLT" as const,
          description,
          createdAt: new Date(base + i * 1000),
        })),
      );
    // 520 jobs say 'estivador' in their description; the oldest also in its title, so it ranks best.
    await portJobs(520, "Estivador", "Trabalho de estivador no porto.", "Operador portuário");
    const first = await boardPage({ q: "estivador" });
    expect(first.body.total).toEqual({ count: 520, capped: false });
    expect(first.body.jobs[0]?.title).not.toBe("Estivador");
    const ranked = await walk({ q: "estivador" });
    const newest = await walk({ q: "estivador", sort: "recentes" });
    expect(newest.seen).toHaveLength(200); // ten pages of 20: the walk stops there
    expect(ranked.seen).toHaveLength(200);
    expect(new Set(ranked.seen).size).toBe(200);

    // A search with fewer matches than the pool ranks them all: the oldest, named in its title, first.
    await portJobs(30, "Arrumador", "Serviço de arrumador no porto.", "Ajudante portuário");
    const few = await boardPage({ q: "arrumador" });
    expect(few.body.jobs[0]?.title).toBe("Arrumador");
  });
});
