// The company's candidates at scale: filters by job and status with counts, two orders walked by
// keyset pages once each, and several applications moved at once, all or nothing, within the
// company, each change in the application's history.
import { randomUUID } from "node:crypto";
import { CANDIDATES_PAGE_SIZE } from "@pm/shared/applications.company";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { application, completedMilitar, job, paidCompany } from "../../../test/factories";
import { createTestApp, read, readError, type TestApp, type TestUser } from "../../../test/harness";
import { applicationEvents, jobApplications } from "../../db/schema/jobs";

let t: TestApp;
let acme: TestUser;
let other: TestUser;
const jobIds: string[] = [];
let otherJob = "";
const names = [
  "Ávila",
  "Bruno",
  "Célia",
  "Davi",
  "Érica",
  "Fábio",
  "Gustavo",
  "Helena",
  "Íris",
  "João",
  "Karla",
  "Lúcio",
];
/** Applications of acme: 12 militares × 11 jobs = 132, more than two pages. */
const all: { id: string; name: string; jobId: string; appliedAt: Date }[] = [];
let otherApplication = "";

beforeAll(async () => {
  t = await createTestApp();
  const a = await paidCompany(t, { plan: "pro", name: "Acme" });
  const o = await paidCompany(t, { plan: "pro", name: "Outra" });
  acme = a.user;
  other = o.user;
  for (let j = 0; j < 11; j++) jobIds.push((await job(t, a.company.id, { title: `Vaga ${j}` })).id);
  otherJob = (await job(t, o.company.id, { title: "Vaga da outra" })).id;
  const militares = await Promise.all(names.map((n) => completedMilitar(t, { fullName: `${n} Teste` })));
  const base = Date.now() - 86_400_000;
  let k = 0;
  for (const [m, militar] of militares.entries()) {
    for (const jobId of jobIds) {
      // Every fourth pair shares its instant with the previous one: the id breaks the tie.
      const appliedAt = new Date(base + (k % 4 === 3 ? k - 1 : k) * 1000);
      k++;
      const status = m % 3 === 0 ? "em_analise" : "pendente";
      const row = await application(t, { jobId, userId: militar.userId, appliedAt, status });
      all.push({ id: row.id, name: `${names[m]} Teste`, jobId, appliedAt });
    }
  }
  otherApplication = (await application(t, { jobId: otherJob, userId: militares[0]?.userId ?? "", status: "pendente" }))
    .id;
});
afterAll(() => t?.close());

type ListQuery = { q?: string; job?: string; status?: string; sort?: string; cursor?: string };
const list = (user: TestUser, query: ListQuery = {}) =>
  user.client.api.company.applications.$get({ query: query as Record<string, string> });

async function walk(user: TestUser, query: ListQuery) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res: { status: number; body: { applications: { id: string }[]; nextCursor: string | null } } = await read(
      list(user, { ...query, ...(cursor ? { cursor } : {}) }),
    );
    expect(res.status).toBe(200);
    expect(res.body.applications.length).toBeLessThanOrEqual(CANDIDATES_PAGE_SIZE);
    ids.push(...res.body.applications.map((a) => a.id));
    cursor = res.body.nextCursor;
    pages++;
  } while (cursor && pages < 10);
  return { ids, pages };
}

describe("the candidates list at scale", () => {
  it("walks every application once, newest first, 50 a page, with ties broken by id", async () => {
    const { ids, pages } = await walk(acme, {});
    expect(pages).toBe(3);
    const expected = [...all]
      .sort((x, y) => y.appliedAt.getTime() - x.appliedAt.getTime() || (y.id < x.id ? -1 : 1))
      .map((a) => a.id);
    expect(ids).toEqual(expected);
  });

  it("walks by name, accents and case ignored, once each", async () => {
    const { ids } = await walk(acme, { sort: "nome" });
    const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    const expected = [...all]
      .sort((x, y) => (fold(x.name) < fold(y.name) ? -1 : fold(x.name) > fold(y.name) ? 1 : x.id < y.id ? -1 : 1))
      .map((a) => a.id);
    expect(ids).toEqual(expected);
    const first = await read(list(acme, { sort: "nome" }));
    expect(first.body.applications[0]?.candidate.name).toBe("Ávila Teste");
  });

  it("filters by job and status, with the counts of each status for the job", async () => {
    const jobId = jobIds[3] ?? "";
    const res = await read(list(acme, { job: jobId, status: "em_analise" }));
    const expected = all.filter((a) => a.jobId === jobId && names.indexOf(a.name.split(" ")[0] ?? "") % 3 === 0);
    expect(res.body.applications.map((a) => a.id).sort()).toEqual(expected.map((a) => a.id).sort());
    expect(res.body.total).toBe(4);
    expect(res.body.counts).toEqual({ pendente: 8, em_analise: 4, aprovado: 0, rejeitado: 0 });
    expect(res.body.nextCursor).toBeNull();
  });

  it("shows nothing of another company's job, even by its id", async () => {
    const res = await read(list(acme, { job: otherJob }));
    expect(res.body).toEqual({
      applications: [],
      nextCursor: null,
      counts: { pendente: 0, em_analise: 0, aprovado: 0, rejeitado: 0 },
      total: 0,
    });
  });

  it.each([
    [{ job: "vaga-1" }, "Vaga inválida"],
    [{ status: "contratado" }, "Status de candidatura inválido"],
    [{ sort: "salario" }, "Ordenação inválida"],
    [{ cursor: "lixo" }, "Página inválida"],
  ])("refuses %o with 422 '%s'", async (query, message) => {
    const res = await readError(list(acme, query));
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body.error)).toContain(message);
  });

  it("refuses one order's cursor in the other", async () => {
    const byDate = await read(list(acme, {}));
    const res = await readError(list(acme, { sort: "nome", cursor: byDate.body.nextCursor ?? "" }));
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe("Página inválida");
  });
});

describe("POST /api/company/applications/status", () => {
  const bulk = (user: TestUser, ids: string[], status: string) =>
    user.client.request("POST", "/api/company/applications/status", { ids, status });
  const statuses = async (ids: string[]) =>
    (
      await t.db
        .select({ status: jobApplications.status })
        .from(jobApplications)
        .where(inArray(jobApplications.id, ids))
    ).map((r) => r.status);

  it("moves the chosen applications, writes each change to its history with who made it, and repeats harmlessly", async () => {
    const chosen = all.slice(0, 3).map((a) => a.id);
    const res = await bulk(acme, chosen, "aprovado");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 3 });
    expect(await statuses(chosen)).toEqual(["aprovado", "aprovado", "aprovado"]);
    const events = await t.db
      .select({ actor: applicationEvents.actorId, to: applicationEvents.toStatus })
      .from(applicationEvents)
      .where(inArray(applicationEvents.applicationId, chosen))
      .orderBy(asc(applicationEvents.id));
    expect(events.filter((e) => e.to === "aprovado")).toEqual(
      chosen.map(() => ({ actor: acme.userId, to: "aprovado" })),
    );

    const again = await bulk(acme, chosen, "aprovado");
    expect(again.body).toEqual({ updated: 0 });
  });

  it("changes nothing when one id is another company's or unknown, and says so", async () => {
    const chosen = all.slice(10, 12).map((a) => a.id);
    const before = await statuses(chosen);
    for (const intruder of [otherApplication, randomUUID()]) {
      const res = await readError(bulk(acme, [...chosen, intruder], "rejeitado"));
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("Uma ou mais candidaturas não foram encontradas. Nada foi alterado.");
    }
    expect(await statuses(chosen)).toEqual(before);
    const [theirs] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, otherApplication));
    expect(theirs?.status).toBe("pendente");
    expect((await readError(bulk(other, chosen, "rejeitado"))).status).toBe(404);
  });

  it.each([
    [[], "aprovado", "Selecione ao menos uma candidatura"],
    [Array.from({ length: 101 }, () => randomUUID()), "aprovado", "Selecione no máximo 100 candidaturas por vez"],
    [["x"], "aprovado", "Uma ou mais candidaturas não foram encontradas. Nada foi alterado."],
    [[randomUUID()], "contratado", "Status de candidatura inválido"],
  ])("refuses a bad request with 422", async (ids, status, message) => {
    const res = await readError(bulk(acme, ids, status));
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body.error)).toContain(message);
  });

  it("refuses a militar and a visitor", async () => {
    const militar = await completedMilitar(t);
    expect((await bulk(militar, [all[0]?.id ?? ""], "aprovado")).status).toBe(403);
    expect(
      (await t.client().request("POST", "/api/company/applications/status", { ids: [], status: "aprovado" })).status,
    ).toBe(401);
  });
});
