// The active-job cap, one request at a time and under concurrency. Only PostgreSQL runs
// transactions side by side, so only there can the parallel rounds prove the lock; on PGlite they
// are reported as skipped, and the sequential checks run on both.
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paidCompany } from "../../../test/factories";
import { createTestApp, readError, type TestApp, type TestClient, type TestUser } from "../../../test/harness";
import { itOnPostgres } from "../../../test/test-database";
import { companies } from "../../db/schema/companies";
import { jobs } from "../../db/schema/jobs";

const ROUNDS = 20;
const PARALLEL = 50;
const CAPS = [1, 5, 10];

let t: TestApp;
let owner: TestUser;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  const paid = await paidCompany(t, { plan: "parceiro" });
  owner = paid.user;
  companyId = paid.company.id;
});
afterAll(() => t.close());

const job = (i: number) => ({
  title: `Vaga ${i}`,
  city: "Brasília, DF",
  regime: "CLT" as const,
  description: "Vaga criada em paralelo.",
});

/** Activates a paused job, as its switch does. */
const activate = (client: TestClient, id: string) =>
  client.api.company.jobs[":id"].status.$post({ param: { id }, json: { active: true } });

/** A fresh round: the company's jobs removed, its cap set, and `paused` paused jobs inserted at once. */
async function resetRound(cap: number, paused: number): Promise<string[]> {
  await t.db.delete(jobs).where(eq(jobs.companyId, companyId));
  await t.db.update(companies).set({ jobLimit: cap }).where(eq(companies.id, companyId));
  if (paused === 0) return [];
  const rows = await t.db
    .insert(jobs)
    .values(Array.from({ length: paused }, (_, i) => ({ ...job(i), companyId, active: false })))
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

async function activeInDatabase(): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.active, true)));
  return row?.n ?? 0;
}

/** Each answer is either a success or the cap's refusal, and exactly `cap` succeed. */
function expectCapHeld(statuses: number[], ok: number, cap: number) {
  expect(statuses.filter((s) => s !== ok && s !== 409)).toEqual([]);
  expect(statuses.filter((s) => s === ok)).toHaveLength(cap);
}

describe("the active-job cap, one request at a time", () => {
  it("refuses creations past the cap with the plan's message and keeps the cap in the database", async () => {
    const cap = 2;
    await resetRound(cap, 0);
    const statuses: number[] = [];
    for (let i = 0; i < cap + 2; i += 1) {
      const res = await readError(owner.client.api.company.jobs.$post({ json: job(i) }));
      statuses.push(res.status);
      if (res.status === 409) expect(res.body.error.message).toMatch(/^Limite de vagas atingido\./);
    }
    expect(statuses).toEqual([201, 201, 409, 409]);
    expect(await activeInDatabase()).toBe(cap);
  });

  it("refuses activations past the cap with the plan's message and keeps the cap in the database", async () => {
    const cap = 2;
    const ids = await resetRound(cap, cap + 2);
    const statuses: number[] = [];
    for (const id of ids) {
      const res = await readError(activate(owner.client, id));
      statuses.push(res.status);
      if (res.status === 409) expect(res.body.error.message).toMatch(/^Limite de vagas ativas atingido\./);
    }
    expect(statuses).toEqual([200, 200, 409, 409]);
    expect(await activeInDatabase()).toBe(cap);
  });
});

describe(`the active-job cap under ${PARALLEL} parallel requests (${ROUNDS} rounds per cap)`, () => {
  for (const cap of CAPS) {
    itOnPostgres(`creations never leave more than ${cap} active jobs`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        await resetRound(cap, 0);
        const answers = await Promise.all(
          Array.from({ length: PARALLEL }, (_, i) =>
            readError(owner.client.clone().api.company.jobs.$post({ json: job(i) })),
          ),
        );
        expectCapHeld(
          answers.map((a) => a.status),
          201,
          cap,
        );
        expect(answers.find((a) => a.status === 409)?.body.error.message).toMatch(/^Limite de vagas atingido\./);
        expect(await activeInDatabase()).toBe(cap);
      }
    });
  }

  for (const cap of CAPS) {
    itOnPostgres(`activations of paused jobs never leave more than ${cap} active jobs`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const ids = await resetRound(cap, PARALLEL);
        const answers = await Promise.all(ids.map((id) => readError(activate(owner.client.clone(), id))));
        expectCapHeld(
          answers.map((a) => a.status),
          200,
          cap,
        );
        expect(answers.find((a) => a.status === 409)?.body.error.message).toMatch(/^Limite de vagas ativas atingido\./);
        expect(await activeInDatabase()).toBe(cap);
      }
    });
  }

  itOnPostgres("creations and activations racing each other share the same cap", async () => {
    const cap = 5;
    for (let round = 0; round < ROUNDS; round += 1) {
      const ids = await resetRound(cap, PARALLEL / 2);
      const answers = await Promise.all([
        ...ids.map((id) => activate(owner.client.clone(), id)),
        ...ids.map((_, i) => owner.client.clone().api.company.jobs.$post({ json: job(i) })),
      ]);
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s !== 200 && s !== 201 && s !== 409)).toEqual([]);
      expect(statuses.filter((s) => s !== 409)).toHaveLength(cap);
      expect(await activeInDatabase()).toBe(cap);
    }
  });
});
