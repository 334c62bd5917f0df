import { randomUUID } from "node:crypto";
import { APPLY_CONFLICT_PATHS, applicationLimitReachedMessage } from "@pm/shared/applications";
import { addDays, brazilToday } from "@pm/shared/jobs";
import { JOB_BOARD_PAGE_SIZE } from "@pm/shared/jobs.military";
import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyOf, completedMilitar, type JobFields, job, paidCompany } from "../../../test/factories";
import { type ApiClient, createTestApp, read, readError, type TestApp, type TestUser } from "../../../test/harness";
import { itOnPostgres } from "../../../test/test-database";
import { companies } from "../../db/schema/companies";
import { jobApplications, jobBookmarks, jobs, jobViews } from "../../db/schema/jobs";

let t: TestApp;

interface Company extends TestUser {
  companyId: string;
}

/** A pro company in Campinas (the state varies), paid unless told otherwise. */
async function company(name: string, opts: { paid?: boolean; state?: string } = {}): Promise<Company> {
  if (opts.paid === false) {
    const user = await t.createUser({ role: "empresa", plan: "pro", companyName: name });
    return { ...user, companyId: (await companyOf(t, user.userId)).id };
  }
  const { user, company } = await paidCompany(t, { plan: "pro", name, state: opts.state ?? "SP", city: "Campinas" });
  return { ...user, companyId: company.id };
}

const titles = (body: { jobs: { title: string }[] }): string[] => body.jobs.map((j) => j.title);
type BoardQuery = NonNullable<Parameters<ApiClient["military"]["jobs"]["$get"]>[0]>["query"];
const boardCall = (user: TestUser, query: BoardQuery = {}) => user.client.api.military.jobs.$get({ query });
/** The job board as the militar sees it, with these filters. */
const board = (user: TestUser, query: BoardQuery = {}) => read(boardCall(user, query));
const jobOf = (user: TestUser, id: string) => user.client.api.military.jobs[":id"].$get({ param: { id } });
const applyTo = (user: TestUser, id: string) =>
  user.client.api.military.jobs[":id"].apply.$post({ param: { id }, query: {} });
const myApplications = (user: TestUser) => read(user.client.api.military.applications.$get());

/** Every page of a board search, followed by its cursors (20 pages at most): the ids as shown. */
async function walkSearch(user: TestUser, q: string) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await board(user, { q, ...(cursor ? { cursor } : {}) });
    expect(res.status).toBe(200);
    pages++;
    seen.push(...res.body.jobs.map((j) => j.id));
    cursor = res.body.nextCursor;
  } while (cursor && pages < 20);
  return { seen, pages };
}

// Shared fixtures: a paid company (SP) with varied jobs, a second paid company (RJ), an unpaid one.
let forte: Company;
let guardia: Company;
let unpaid: Company;
let empresaUser: TestUser;
const ids = { coord: "", seg: "", frota: "", paused: "", unpaidJob: "", remote: "" };
/** The one job with every field filled in, so the board's card shows each of them. */
const coordinator = {
  title: "Coordenador de Logística",
  city: "Campinas",
  regime: "CLT",
  modality: "Presencial",
  salary: "R$ 6.500,00",
  description: "Coordenar a operação de armazenagem e distribuição do centro de Campinas.",
  requirements: ["Experiência com gestão de equipes", "Conhecimento de WMS", "Disponibilidade para turnos"],
  benefits: ["Vale-refeição"],
  salaryMin: 6500,
  salaryMax: null,
  openings: 3,
  pcd: "tambem",
  area: "logistica",
  closesOn: addDays(brazilToday(), 30),
} satisfies JobFields;

beforeAll(async () => {
  t = await createTestApp();
  [forte, guardia, unpaid] = await Promise.all([
    company("Logística Forte", { state: "SP" }),
    company("Guardiã Segurança", { state: "RJ" }),
    company("Empresa Sem Pagamento", { paid: false }),
  ]);
  empresaUser = forte;
  const base = Date.now() - 3600_000;
  ({ id: ids.coord } = await job(t, forte.companyId, { ...coordinator, createdAt: new Date(base + 3000) }));
  ({ id: ids.frota } = await job(t, forte.companyId, {
    title: "Técnico de Manutenção de Frota",
    city: "Sumaré - SP",
    regime: "PJ",
    modality: "Presencial",
    description: "Manutenção preventiva e corretiva de frota leve e pesada.",
    createdAt: new Date(base + 2000),
  }));
  ({ id: ids.seg } = await job(t, guardia.companyId, {
    title: "Analista de Segurança Patrimonial",
    city: "Rio de Janeiro",
    regime: "CLT",
    modality: "Híbrido",
    description: "Planejar e auditar rotinas de segurança patrimonial.",
    createdAt: new Date(base + 1000),
  }));
  ({ id: ids.remote } = await job(t, guardia.companyId, {
    title: "Operador de Monitoramento 100% remoto",
    city: "São Paulo",
    regime: "Temporário",
    modality: "Remoto",
    description: "Monitorar câmeras de clientes à distância.",
    createdAt: new Date(base),
  }));
  ({ id: ids.paused } = await job(t, forte.companyId, {
    title: "Vaga Pausada de Logística",
    active: false,
    description: "Logística pausada.",
  }));
  ({ id: ids.unpaidJob } = await job(t, unpaid.companyId, {
    title: "Vaga de Empresa Sem Pagamento",
    description: "Logística de empresa que não pagou.",
  }));
});
afterAll(() => t.close());

describe("who reaches the board", () => {
  it("refuses a visitor, a company and a militar who has not finished onboarding", async () => {
    expect((await t.client().get("/api/military/jobs")).status).toBe(401);
    expect((await empresaUser.client.get("/api/military/jobs")).status).toBe(403);
    const incomplete = await t.createUser({ role: "militar" });
    const res = await readError(boardCall(incomplete));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("PROFILE_INCOMPLETE");
    expect((await incomplete.client.post(`/api/military/jobs/${ids.coord}/apply`)).status).toBe(403);
    expect((await incomplete.client.get("/api/military/applications")).status).toBe(403);
  });
});

describe("GET /api/military/jobs", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await completedMilitar(t);
  });

  it("lists the active jobs of paid companies, newest first, with the card's fields and its closing date", async () => {
    const res = await board(user);
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual([
      "Coordenador de Logística",
      "Técnico de Manutenção de Frota",
      "Analista de Segurança Patrimonial",
      "Operador de Monitoramento 100% remoto",
    ]);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.jobs[0]).toEqual({
      ...coordinator,
      id: ids.coord,
      company: {
        id: forte.companyId,
        name: "Logística Forte",
        slug: expect.stringMatching(/^logistica-forte(-\d+)?$/),
        logoUrl: null,
        city: "Campinas",
        state: "SP",
      },
      createdAt: expect.any(String),
      bookmarked: false,
      application: null,
    });
  });

  it("never lists a paused job or a job of an unpaid company, whatever the search", async () => {
    const res = await board(user, { q: "logistica" });
    expect(titles(res.body)).not.toContain("Vaga Pausada de Logística");
    expect(titles(res.body)).not.toContain("Vaga de Empresa Sem Pagamento");
  });

  it("finds a job by a word of its description typed without accents", async () => {
    expect(titles((await board(user, { q: "armazenagem" })).body)).toEqual(["Coordenador de Logística"]);
    expect(titles((await board(user, { q: "cameras" })).body)).toEqual(["Operador de Monitoramento 100% remoto"]);
    // Portuguese stems: the plural finds the singular.
    expect(titles((await board(user, { q: "rotina" })).body)).toEqual(["Analista de Segurança Patrimonial"]);
  });

  it("finds by a piece of the title or of the company's name, accents and case ignored", async () => {
    expect(titles((await board(user, { q: "COORDEN" })).body)).toEqual(["Coordenador de Logística"]);
    expect(titles((await board(user, { q: "tecnico" })).body)).toEqual(["Técnico de Manutenção de Frota"]);
    expect(titles((await board(user, { q: "guardia" })).body)).toEqual([
      "Analista de Segurança Patrimonial",
      "Operador de Monitoramento 100% remoto",
    ]);
    // The user's % is a character, not a wildcard.
    expect(titles((await board(user, { q: "100%" })).body)).toEqual(["Operador de Monitoramento 100% remoto"]);
    expect((await board(user, { q: "submarino" })).body.jobs).toEqual([]);
  });

  it("filters by regime, modality, city and state", async () => {
    expect(titles((await board(user, { regime: "PJ" })).body)).toEqual(["Técnico de Manutenção de Frota"]);
    expect(titles((await board(user, { modality: "Híbrido" })).body)).toEqual(["Analista de Segurança Patrimonial"]);
    expect(titles((await board(user, { city: "sao paulo" })).body)).toEqual(["Operador de Monitoramento 100% remoto"]);
    // The company's state, or a state named in the job's city.
    expect(titles((await board(user, { state: "rj" })).body)).toEqual([
      "Analista de Segurança Patrimonial",
      "Operador de Monitoramento 100% remoto",
    ]);
    expect(titles((await board(user, { state: "SP", regime: "CLT" })).body)).toEqual(["Coordenador de Logística"]);
    // An empty parameter is no filter, as a cleared select sends it.
    expect(titles((await board(user, { regime: "", modality: "", q: "" })).body)).toHaveLength(4);
  });

  it("finds a city by any part of its name, punctuation included", async () => {
    // No word to look up in the index: the city's text alone decides.
    expect(titles((await board(user, { city: "-" })).body)).toEqual(["Técnico de Manutenção de Frota"]);
    expect(titles((await board(user, { city: "SUMARÉ" })).body)).toEqual(["Técnico de Manutenção de Frota"]);
  });

  it("refuses invalid filters and unknown parameters with 422 in pt-BR", async () => {
    const regime = await readError(boardCall(user, { regime: "Escravo" }));
    expect(regime.status).toBe(422);
    expect(regime.body.error.message).toBe("Selecione um regime válido");
    expect((await boardCall(user, { state: "XX" })).status).toBe(422);
    const unknown = await readError(user.client.get("/api/military/jobs?company_id=1"));
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.message).toContain("company_id");
    const cursor = await readError(boardCall(user, { cursor: "bm9wZQ" }));
    expect(cursor.status).toBe(422);
    expect(cursor.body.error.message).toBe("Página inválida");
  });
});

describe("paging", () => {
  it("walks every job once, in order, 20 at a time, even when jobs share a creation time", async () => {
    const big = await company("Muitas Vagas", { state: "DF" });
    const user = await completedMilitar(t);
    const same = new Date("2020-01-01T12:00:00.123456Z");
    await t.db.insert(jobs).values(
      Array.from({ length: 45 }, (_, i) => ({
        companyId: big.companyId,
        title: `Vaga em lote ${i}`,
        city: "Brasília, DF",
        regime: "CLT" as const,
        description: "Vaga do lote de paginação.",
        // Fifteen jobs at exactly the same instant: only the id breaks the tie.
        createdAt: i < 15 ? same : new Date(same.getTime() - i * 1000),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query = { state: "DF", ...(cursor ? { cursor } : {}) };
      const res = await board(user, query);
      expect(res.status).toBe(200);
      pages++;
      expect(res.body.jobs.length).toBe(pages < 3 ? JOB_BOARD_PAGE_SIZE : 5);
      seen.push(...res.body.jobs.map((j) => j.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(45);
  });

  it("walks a common search in order, once each, across both ways of finding its matches", async () => {
    // 150 matches among 450 jobs: more than the 100 the index path takes, so the first pages walk
    // the jobs newest first in growing windows (200 jobs, then 800); once fewer than 100 matches
    // remain past the cursor, the index path takes over. Every page must agree with the order.
    const many = await company("Armazéns do Cerrado", { state: "GO" });
    const user = await completedMilitar(t);
    const start = new Date("2019-06-01T12:00:00.000Z");
    const inserted = await t.db
      .insert(jobs)
      .values(
        Array.from({ length: 450 }, (_, i) => ({
          companyId: many.companyId,
          title: i % 3 === 0 ? `Conferente Cerradense ${i}` : `Motorista de entrega ${i}`,
          city: "Goiânia, GO",
          regime: "CLT" as const,
          description: "Vaga do armazém.",
          createdAt: new Date(start.getTime() - i * 60_000),
        })),
      )
      .returning({ id: jobs.id, title: jobs.title });
    const expected = inserted.filter((j) => j.title.startsWith("Conferente")).map((j) => j.id);
    expect(expected).toHaveLength(150);

    const { seen, pages } = await walkSearch(user, "cerradense");
    expect(pages).toBe(8);
    expect(seen).toEqual(expected);
  });

  it("fills a page of a scattered search from several windows, each starting where the last ended", async () => {
    // 160 matches among 1,920 jobs, one in twelve: a window of 200 jobs holds 16 or 17, fewer
    // than a page, so a page reads the next window (800 jobs) from the last job of the one before,
    // past the matches the first window already gave. Pages keep taking this way while more than
    // 100 matches lie past their cursor. Stored oldest first: the matches the index path finds
    // come in no order, so it must never stand for the newest ones.
    const many = await company("Frigoríficos do Planalto", { state: "GO" });
    const user = await completedMilitar(t);
    const start = new Date("2018-06-01T12:00:00.000Z");
    const inserted = await t.db
      .insert(jobs)
      .values(
        Array.from({ length: 1920 }, (_, i) => ({
          companyId: many.companyId,
          title: i % 12 === 0 ? `Desossador Planaltino ${i}` : `Auxiliar de câmara fria ${i}`,
          city: "Anápolis, GO",
          regime: "CLT" as const,
          description: "Vaga do frigorífico.",
          createdAt: new Date(start.getTime() - i * 60_000),
        })).reverse(),
      )
      .returning({ id: jobs.id, title: jobs.title });
    inserted.reverse();
    const expected = inserted.filter((j) => j.title.startsWith("Desossador")).map((j) => j.id);
    expect(expected).toHaveLength(160);

    const { seen, pages } = await walkSearch(user, "planaltino");
    expect(seen).toEqual(expected);
    expect(pages).toBe(8);
  });
});

describe("GET /api/military/jobs/:id", () => {
  it("answers the job and counts one view per user, job and day", async () => {
    const user = await completedMilitar(t);
    const other = await completedMilitar(t);
    for (let i = 0; i < 3; i++) {
      const res = await read(jobOf(user, ids.seg));
      expect(res.status).toBe(200);
      expect(res.body.title).toBe("Analista de Segurança Patrimonial");
      expect(res.body.company.name).toBe("Guardiã Segurança");
    }
    await other.client.get(`/api/military/jobs/${ids.seg}`);
    const [views] = await t.db
      .select({ n: count() })
      .from(jobViews)
      .where(and(eq(jobViews.jobId, ids.seg), inArray(jobViews.userId, [user.userId, other.userId])));
    expect(views?.n).toBe(2);
  });

  it("tells who the company is: its profile's sector, size, website and description, null when blank", async () => {
    const user = await completedMilitar(t);
    await t.db
      .update(companies)
      .set({
        sector: "Logística e transporte",
        employeesCount: "51-200",
        website: "https://logisticaforte.com.br",
        description: "Operamos centros de distribuição no interior de São Paulo.",
      })
      .where(eq(companies.id, forte.companyId));
    const res = await read(jobOf(user, ids.coord));
    expect(res.status).toBe(200);
    expect(res.body.company).toEqual({
      id: forte.companyId,
      name: "Logística Forte",
      slug: expect.stringMatching(/^logistica-forte(-\d+)?$/),
      logoUrl: null,
      city: "Campinas",
      state: "SP",
      sector: "Logística e transporte",
      employeesCount: "51-200",
      website: "https://logisticaforte.com.br",
      description: "Operamos centros de distribuição no interior de São Paulo.",
    });
    const blank = await read(jobOf(user, ids.seg));
    expect(blank.body.company).toEqual({
      id: guardia.companyId,
      name: "Guardiã Segurança",
      slug: expect.stringMatching(/^guardia-seguranca(-\d+)?$/),
      logoUrl: null,
      city: "Campinas",
      state: "RJ",
      sector: null,
      employeesCount: null,
      website: null,
      description: null,
    });
    // The board's cards stay light: the profile is only in the details.
    const card = (await board(user, { q: "coordenador" })).body.jobs[0];
    expect(Object.keys(card?.company ?? {}).sort()).toEqual(["city", "id", "logoUrl", "name", "slug", "state"]);
  });

  it("answers 404 'Vaga não encontrada' for a paused job, an unpaid company's job, an unknown or malformed id", async () => {
    const user = await completedMilitar(t);
    for (const id of [ids.paused, ids.unpaidJob, randomUUID(), "nao-e-uuid"]) {
      const res = await readError(user.client.get(`/api/military/jobs/${id}`));
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("Vaga não encontrada");
    }
    const [views] = await t.db.select({ n: count() }).from(jobViews).where(eq(jobViews.userId, user.userId));
    expect(views?.n).toBe(0);
  });
});

describe("bookmarks", () => {
  it("saves and unsaves a job; 'Salvos' lists only the caller's saved jobs", async () => {
    const user = await completedMilitar(t);
    const other = await completedMilitar(t);
    expect((await user.client.put(`/api/military/jobs/${ids.frota}/bookmark`)).status).toBe(204);
    // Twice is harmless.
    expect((await user.client.put(`/api/military/jobs/${ids.frota}/bookmark`)).status).toBe(204);
    expect((await user.client.put(`/api/military/jobs/${ids.seg}/bookmark`)).status).toBe(204);

    const saved = await board(user, { saved: "true" });
    expect(titles(saved.body)).toEqual(["Técnico de Manutenção de Frota", "Analista de Segurança Patrimonial"]);
    expect(saved.body.jobs.every((j) => j.bookmarked)).toBe(true);
    const all = await board(user);
    expect(all.body.jobs.find((j) => j.id === ids.coord)?.bookmarked).toBe(false);
    expect((await board(other, { saved: "true" })).body.jobs).toEqual([]);

    expect((await user.client.delete(`/api/military/jobs/${ids.frota}/bookmark`)).status).toBe(204);
    expect(titles((await board(user, { saved: "true" })).body)).toEqual(["Analista de Segurança Patrimonial"]);
    expect((await board(user, { saved: "true", q: "analista" })).body.jobs).toHaveLength(1);
  });

  it("refuses to save a paused or unknown job", async () => {
    const user = await completedMilitar(t);
    expect((await user.client.put(`/api/military/jobs/${ids.paused}/bookmark`)).status).toBe(404);
    expect((await user.client.put(`/api/military/jobs/${randomUUID()}/bookmark`)).status).toBe(404);
    const [rows] = await t.db.select({ n: count() }).from(jobBookmarks).where(eq(jobBookmarks.userId, user.userId));
    expect(rows?.n).toBe(0);
  });
});

describe("applications", () => {
  it("applies (pendente), shows it on the board and in 'my applications', and refuses a second time", async () => {
    const user = await completedMilitar(t);
    const res = await read(applyTo(user, ids.coord));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ jobId: ids.coord, status: "pendente" });

    const card = (await board(user)).body.jobs.find((j) => j.id === ids.coord);
    expect(card?.application).toEqual({ id: res.body.id, status: "pendente" });

    const mine = await myApplications(user);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ activeCount: 1, activeLimit: 2, plan: "FREE" });
    expect(mine.body.applications).toEqual([
      expect.objectContaining({
        id: res.body.id,
        status: "pendente",
        job: expect.objectContaining({ id: ids.coord, title: "Coordenador de Logística", active: true }),
        company: { id: forte.companyId, name: "Logística Forte", logoUrl: null },
      }),
    ]);

    const again = await readError(user.client.post(`/api/military/jobs/${ids.coord}/apply`));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("Você já se candidatou a esta vaga.");
    expect(again.body.error.issues?.[0]?.path).toBe(APPLY_CONFLICT_PATHS.alreadyApplied);
  });

  it("refuses a paused job, an unpaid company's job and an unknown job with 404", async () => {
    const user = await completedMilitar(t);
    for (const id of [ids.paused, ids.unpaidJob, randomUUID()]) {
      const res = await readError(user.client.post(`/api/military/jobs/${id}/apply`));
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("Vaga não encontrada");
    }
    const [rows] = await t.db
      .select({ n: count() })
      .from(jobApplications)
      .where(eq(jobApplications.userId, user.userId));
    expect(rows?.n).toBe(0);
  });

  it("FREE: a third active application is refused; 'Desistir' frees a slot; decided ones do not count", async () => {
    const user = await completedMilitar(t);
    const first = await read(applyTo(user, ids.coord));
    expect((await user.client.post(`/api/military/jobs/${ids.frota}/apply`)).status).toBe(201);
    const third = await readError(user.client.post(`/api/military/jobs/${ids.seg}/apply`));
    expect(third.status).toBe(409);
    expect(third.body.error.code).toBe("CONFLICT");
    expect(third.body.error.message).toBe(applicationLimitReachedMessage(2));
    expect(third.body.error.message).toContain("Premium");
    expect(third.body.error.issues?.[0]?.path).toBe(APPLY_CONFLICT_PATHS.limitReached);

    expect((await user.client.delete(`/api/military/applications/${first.body.id}`)).status).toBe(204);
    expect((await user.client.post(`/api/military/jobs/${ids.seg}/apply`)).status).toBe(201);

    // A decided application frees its slot too, and cannot be withdrawn.
    const [decided] = await t.db
      .update(jobApplications)
      .set({ status: "rejeitado" })
      .where(and(eq(jobApplications.userId, user.userId), eq(jobApplications.jobId, ids.seg)))
      .returning({ id: jobApplications.id });
    expect((await user.client.post(`/api/military/jobs/${ids.remote}/apply`)).status).toBe(201);
    const withdraw = await user.client.delete(`/api/military/applications/${decided?.id}`);
    expect(withdraw.status).toBe(409);
    // The list shows the decided one, but counts only the two active ones against the limit.
    const mine = (await myApplications(user)).body;
    expect(mine.applications).toHaveLength(3);
    expect(mine).toMatchObject({ activeCount: 2, activeLimit: 2 });
  });

  it("PREMIUM applies without a limit", async () => {
    const user = await completedMilitar(t, { plan: "PREMIUM" });
    for (const id of [ids.coord, ids.frota, ids.seg, ids.remote]) {
      expect((await user.client.post(`/api/military/jobs/${id}/apply`)).status).toBe(201);
    }
    expect((await myApplications(user)).body).toMatchObject({
      activeCount: 4,
      activeLimit: null,
    });
  });

  it("another user's application answers 404 and stays", async () => {
    const owner = await completedMilitar(t);
    const intruder = await completedMilitar(t);
    const res = await read(applyTo(owner, ids.frota));
    for (const id of [res.body.id, randomUUID(), "xyz"]) {
      const del = await readError(intruder.client.delete(`/api/military/applications/${id}`));
      expect(del.status).toBe(404);
      expect(del.body.error.message).toBe("Candidatura não encontrada");
    }
    expect((await myApplications(intruder)).body.applications).toEqual([]);
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, res.body.id));
    expect(row?.status).toBe("pendente");
  });
});

describe("the FREE cap under concurrency", () => {
  // PGlite runs one transaction at a time; only PostgreSQL shows the lock doing its job.
  const PARALLEL = 20;
  let targets: string[];

  beforeAll(async () => {
    const many = await company("Vagas em Paralelo", { state: "AM" });
    const rows = await t.db
      .insert(jobs)
      .values(
        Array.from({ length: PARALLEL }, (_, i) => ({
          companyId: many.companyId,
          title: `Vaga paralela ${i}`,
          city: "Manaus",
          regime: "CLT" as const,
          description: "Vaga para candidaturas simultâneas.",
        })),
      )
      .returning({ id: jobs.id });
    targets = rows.map((r) => r.id);
  });

  const activeOf = async (userId: string) =>
    (
      await t.db
        .select({ n: count() })
        .from(jobApplications)
        .where(and(eq(jobApplications.userId, userId), inArray(jobApplications.status, ["pendente", "em_analise"])))
    )[0]?.n;

  itOnPostgres(`${PARALLEL} simultaneous applications of a FREE militar leave exactly 2 active`, async () => {
    const user = await completedMilitar(t);
    const results = await Promise.all(targets.map((id) => user.client.post(`/api/military/jobs/${id}/apply`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(await activeOf(user.userId)).toBe(2);
  });

  it(`${PARALLEL} simultaneous applications of a PREMIUM militar all succeed`, async () => {
    const user = await completedMilitar(t, { plan: "PREMIUM" });
    const results = await Promise.all(targets.map((id) => user.client.post(`/api/military/jobs/${id}/apply`)));
    expect(results.map((r) => r.status)).toEqual(targets.map(() => 201));
    expect(await activeOf(user.userId)).toBe(PARALLEL);
  });
});
