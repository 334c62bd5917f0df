// The board's search beyond its words: a place written at the end of the text, the salary, PcD
// and period filters, the three sorts and the count of matches, on the militar's board and the
// public list alike.
import { jobBoardMessages } from "@pm/shared/jobs.military";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar, type JobFields, job, paidCompany } from "../../../test/factories";
import { type ApiClient, createTestApp, read, readError, type TestApp, type TestUser } from "../../../test/harness";

let t: TestApp;
let user: TestUser;

type BoardQuery = NonNullable<Parameters<ApiClient["military"]["jobs"]["$get"]>[0]>["query"];
const board = (query: BoardQuery = {}) => read(user.client.api.military.jobs.$get({ query }));
const titles = async (query: BoardQuery = {}) => {
  const res = await board(query);
  expect(res.status).toBe(200);
  return res.body.jobs.map((j) => j.title);
};

const DAY = 86_400_000;
const now = Date.now();
const hourAgo = now - 3600_000;

// Named by what each test needs of them; created newest first in this order unless told.
const fixtures = {
  vigilanteRio: {
    title: "Vigilante de Segurança Patrimonial",
    city: "Rio de Janeiro",
    salaryMin: 3000,
    salaryMax: 3500,
    pcd: "tambem",
    area: "seguranca",
    createdAt: new Date(hourAgo + 6000),
  },
  segurancaNiteroi: {
    title: "Segurança Patrimonial Noturno",
    city: "Niterói - RJ",
    salaryMin: 2800,
    area: "seguranca",
    createdAt: new Date(hourAgo + 5000),
  },
  motoristaCampinas: {
    title: "Motorista de Caminhão",
    city: "Campinas - SP",
    area: "logistica",
    createdAt: new Date(hourAgo + 4000),
  },
  operadorSerra: {
    title: "Operador de Serra",
    city: "Serra - ES",
    createdAt: new Date(hourAgo + 3000),
  },
  analistaCampinas: {
    title: "Analista de Logística",
    city: "Campinas",
    description: "Planejar rotas e acompanhar cada motorista da frota.",
    salaryMin: 6000,
    area: "logistica",
    createdAt: new Date(hourAgo + 2000),
  },
  segurancaCampinas: {
    title: "Segurança Patrimonial Diurno",
    city: "Campinas",
    createdAt: new Date(hourAgo + 1000),
  },
  motoristaSaoPaulo: {
    title: "Motorista Executivo",
    city: "São Paulo",
    salaryMin: 5000,
    salaryMax: 6000,
    pcd: "exclusiva",
    createdAt: new Date(now - 10 * DAY),
  },
  tecnicoTaboao: {
    title: "Técnico de Segurança do Trabalho",
    city: "Taboão da Serra - SP",
    salaryMin: 4000,
    salaryMax: 4500,
    createdAt: new Date(now - 40 * DAY),
  },
} satisfies Record<string, JobFields>;
type Name = keyof typeof fixtures;
const T = Object.fromEntries(Object.entries(fixtures).map(([k, v]) => [k, v.title])) as Record<Name, string>;

beforeAll(async () => {
  t = await createTestApp();
  const [sp, rj] = await Promise.all([
    paidCompany(t, { plan: "pro", name: "Transportes Paulista", state: "SP", city: "Campinas" }),
    paidCompany(t, { plan: "pro", name: "Guarda Fluminense", state: "RJ", city: "Niterói" }),
  ]);
  const inRj: Name[] = ["vigilanteRio", "segurancaNiteroi"];
  for (const [name, fields] of Object.entries(fixtures) as [Name, JobFields][]) {
    const companyId = inRj.includes(name) ? rj.company.id : sp.company.id;
    await job(t, companyId, { description: "Rotinas da função.", ...fields });
  }
  // Never on the board, whatever the filters: paused.
  await job(t, sp.company.id, { title: "Motorista Pausado", salaryMin: 9000, pcd: "tambem", active: false });
  user = await completedMilitar(t);
});
afterAll(() => t.close());

describe("a place written in the search", () => {
  it("reads a UF at the end of the words: 'seguranca patrimonial rj' is the words in RJ", async () => {
    expect(await titles({ q: "seguranca patrimonial" })).toEqual([
      T.vigilanteRio,
      T.segurancaNiteroi,
      T.segurancaCampinas,
    ]);
    const res = await board({ q: "seguranca patrimonial rj" });
    expect(res.body.jobs.map((j) => j.title)).toEqual([T.vigilanteRio, T.segurancaNiteroi]);
    expect(res.body.total).toEqual({ count: 2, capped: false });
    expect(await titles({ q: "motorista rj" })).toEqual([]);
  });

  it("reads a city, alone or with its UF, and never another city that contains its name", async () => {
    const campinas = [T.motoristaCampinas, T.analistaCampinas, T.segurancaCampinas];
    expect(await titles({ q: "Campinas SP" })).toEqual(campinas);
    expect(await titles({ q: "campinas" })).toEqual(campinas);
    expect(await titles({ q: "Rio" })).toEqual([T.vigilanteRio]);
    expect(await titles({ q: "rio de janeiro" })).toEqual([T.vigilanteRio]);
    // 'Serra' is an everyday word: a city only with its UF, and then not 'Taboão da Serra'.
    expect(await titles({ q: "serra es" })).toEqual([T.operadorSerra]);
    expect(await titles({ q: "segurança campinas" })).toEqual([T.segurancaCampinas]);
  });

  it("lets a filter set apart win over the place in the text", async () => {
    expect(await titles({ q: "seguranca patrimonial rj", state: "SP" })).toEqual([T.segurancaCampinas]);
  });

  it("reads the place on the public list too, with its count", async () => {
    const res = await read(t.client().api.public.jobs.$get({ query: { q: "seguranca patrimonial rj" } }));
    expect(res.status).toBe(200);
    expect(res.body.jobs.map((j) => j.title)).toEqual([T.vigilanteRio, T.segurancaNiteroi]);
    expect(res.body.total).toEqual({ count: 2, capped: false });
  });
});

describe("filters", () => {
  it("'Salário a partir de' keeps jobs whose top (or one amount) reaches it, and drops jobs without a range", async () => {
    expect(await titles({ salaryFrom: "4000", sort: "recentes" })).toEqual([
      T.analistaCampinas,
      T.motoristaSaoPaulo,
      T.tecnicoTaboao,
    ]);
    expect(await titles({ salaryFrom: "4501", sort: "recentes" })).toEqual([T.analistaCampinas, T.motoristaSaoPaulo]);
    expect(await titles({ salaryFrom: "3500", q: "seguranca", sort: "recentes" })).toEqual([
      T.vigilanteRio,
      T.tecnicoTaboao,
    ]);
  });

  it("'Vaga também para PcD' keeps jobs also or only for PcD", async () => {
    expect(await titles({ pcd: "true" })).toEqual([T.vigilanteRio, T.motoristaSaoPaulo]);
    expect(await titles({ pcd: "false" })).toHaveLength(8);
  });

  it("'Área' keeps the jobs of that área, alone or with words, on the board and the public list", async () => {
    expect(await titles({ area: "seguranca" })).toEqual([T.vigilanteRio, T.segurancaNiteroi]);
    expect(await titles({ area: "logistica", q: "motorista" })).toEqual([T.motoristaCampinas, T.analistaCampinas]);
    expect(await titles({ area: "tecnologia" })).toEqual([]);
    const pub = await read(t.client().api.public.jobs.$get({ query: { area: "logistica" } }));
    expect(pub.status).toBe(200);
    expect(pub.body.jobs.map((j) => [j.title, j.area])).toEqual([
      [T.motoristaCampinas, "logistica"],
      [T.analistaCampinas, "logistica"],
    ]);
  });

  it("'Publicadas nas últimas 24 horas / 7 dias / 30 dias'", async () => {
    const recent = [
      T.vigilanteRio,
      T.segurancaNiteroi,
      T.motoristaCampinas,
      T.operadorSerra,
      T.analistaCampinas,
      T.segurancaCampinas,
    ];
    expect(await titles({ publishedWithin: "1" })).toEqual(recent);
    expect(await titles({ publishedWithin: "7" })).toEqual(recent);
    expect(await titles({ publishedWithin: "30" })).toEqual([...recent, T.motoristaSaoPaulo]);
  });

  it("refuses a bad salary, period, PcD value or sort with 422 in pt-BR", async () => {
    for (const [query, message] of [
      ["salaryFrom=abc", jobBoardMessages.salaryFromInvalid],
      ["salaryFrom=0", jobBoardMessages.salaryFromInvalid],
      ["publishedWithin=3", jobBoardMessages.publishedWithinInvalid],
      ["pcd=sim", jobBoardMessages.pcdInvalid],
      ["area=marketing", jobBoardMessages.areaInvalid],
      ["sort=preco", jobBoardMessages.sortInvalid],
    ] as const) {
      const res = await readError(user.client.get(`/api/military/jobs?${query}`));
      expect(res.status).toBe(422);
      expect(res.body.error.issues?.[0]?.message).toBe(message);
      const pub = await readError(t.client().get(`/api/public/jobs?${query}`));
      expect(pub.status).toBe(422);
    }
  });
});

describe("sorts and the count", () => {
  it("sorts by newest without words and by relevance with them", async () => {
    expect(await titles({ q: "motorista", sort: "recentes" })).toEqual([
      T.motoristaCampinas,
      T.analistaCampinas,
      T.motoristaSaoPaulo,
    ]);
    // Relevance: the jobs whose title holds the word come before one that only mentions it.
    const relevant = await titles({ q: "motorista" });
    expect(relevant.slice(0, 2).sort()).toEqual([T.motoristaCampinas, T.motoristaSaoPaulo].sort());
    expect(relevant[2]).toBe(T.analistaCampinas);
    expect(await titles({ q: "motorista", sort: "relevancia" })).toEqual(relevant);
  });

  it("'Maior salário' puts the highest first, ties newest first, jobs without a range last", async () => {
    expect(await titles({ sort: "salario" })).toEqual([
      // Both pay up to 6000: the newer first.
      T.analistaCampinas,
      T.motoristaSaoPaulo,
      T.tecnicoTaboao,
      T.vigilanteRio,
      T.segurancaNiteroi,
      T.motoristaCampinas,
      T.operadorSerra,
      T.segurancaCampinas,
    ]);
  });

  it("counts the matches of the current filters on the first page", async () => {
    expect((await board()).body.total).toEqual({ count: 8, capped: false });
    expect((await board({ pcd: "true" })).body.total).toEqual({ count: 2, capped: false });
    expect((await board({ q: "submarino" })).body).toEqual({
      jobs: [],
      nextCursor: null,
      total: { count: 0, capped: false },
    });
  });
});
