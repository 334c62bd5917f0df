// The board's search through synonyms, accents and stems, on the militar's board and the public
// list, and what hostile text does to it: nothing a user types makes the database fail.
import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar, type JobFields, job, paidCompany } from "../../../test/factories";
import { type ApiClient, createTestApp, read, type TestApp, type TestUser } from "../../../test/harness";
import { jobs } from "../../db/schema/jobs";
import { matchesSearch, searchRelevance, searchTsQuery } from "./jobs.search.queries";
import { SEARCH_STOP_WORDS } from "./jobs.synonyms";

let t: TestApp;
let user: TestUser;

type BoardQuery = NonNullable<Parameters<ApiClient["military"]["jobs"]["$get"]>[0]>["query"];
const titles = async (q: string, query: BoardQuery = {}) => {
  const res = await read(user.client.api.military.jobs.$get({ query: { q, ...query } }));
  expect(res.status, q).toBe(200);
  return res.body.jobs.map((j) => j.title);
};
const publicTitles = async (q: string) => {
  const res = await read(t.client().api.public.jobs.$get({ query: { q } }));
  expect(res.status, q).toBe(200);
  return res.body.jobs.map((j) => j.title);
};

const hourAgo = Date.now() - 3600_000;
const fixtures = {
  condutor: {
    title: "Condutor de Veículos",
    description: "Levar equipes técnicas às obras da região com utilitário da empresa.",
  },
  caminhao: {
    title: "Motorista de Caminhão",
    description: "Entregas de cargas fracionadas com caminhão truck.",
    requirements: ["CNH categoria D"],
  },
  executivo: { title: "Motorista Executivo", description: "Conduzir diretores em compromissos na capital." },
  frota: {
    title: "Analista de Frota",
    description: "Controlar a manutenção dos veículos e a jornada de cada motorista.",
  },
  vigia: { title: "Vigia Noturno", description: "Rondas no pátio durante a noite e controle dos portões." },
  patrimonial: { title: "Segurança Patrimonial", description: "Rondas e atendimento ao público em shopping." },
  hidraulico: { title: "Bombeiro Hidráulico", description: "Reparos em tubulações de água e esgoto." },
  brigadista: { title: "Brigadista de Incêndio", description: "Prevenção e combate a princípios de incêndio." },
} satisfies Record<string, JobFields>;
type Name = keyof typeof fixtures;
const T = Object.fromEntries(Object.entries(fixtures).map(([k, v]) => [k, v.title])) as Record<Name, string>;
const ids = {} as Record<Name, string>;

beforeAll(async () => {
  t = await createTestApp();
  const { company } = await paidCompany(t, { plan: "pro", name: "Serviços Integrados Alfa", state: "SP" });
  let i = 0;
  for (const [name, fields] of Object.entries(fixtures) as [Name, JobFields][]) {
    const row = await job(t, company.id, { city: "Campinas", createdAt: new Date(hourAgo + i++ * 1000), ...fields });
    ids[name] = row.id;
  }
  user = await completedMilitar(t);
});
afterAll(() => t.close());

describe("searching through synonyms", () => {
  it("'motorista' finds a 'Condutor de Veículos' and a 'Motorista de Caminhão', the jobs naming the work first", async () => {
    const found = await titles("motorista");
    expect(found).toContain(T.condutor);
    expect(found).toContain(T.caminhao);
    expect(found).toContain(T.executivo);
    // Mentioning drivers in the description is found too, after every job whose title names the work.
    expect(found.at(-1)).toBe(T.frota);
    expect(found).toHaveLength(4);
  });

  it("'caminhoneiro' finds the 'Motorista de Caminhão' and not every driver", async () => {
    expect(await titles("caminhoneiro")).toEqual([T.caminhao]);
    expect(await titles("carreteiro")).toEqual([]);
  });

  it("a wider word finds its work: 'segurança' (typed without accent) finds the vigia", async () => {
    expect((await titles("seguranca")).sort()).toEqual([T.patrimonial, T.vigia].sort());
    expect(await titles("vigilante")).toEqual(expect.arrayContaining([T.patrimonial, T.vigia]));
    // Words of another work stay apart: the vigia is no bombeiro, the plumber no brigadista.
    expect(await titles("bombeiro civil")).toEqual([T.brigadista]);
    expect(await titles("encanador")).toEqual([T.hidraulico]);
  });

  it("reads plural, capitals and missing accents", async () => {
    const drivers = (await titles("motorista")).sort();
    expect((await titles("motoristas")).sort()).toEqual(drivers);
    expect((await titles("MOTORISTAS")).sort()).toEqual(drivers);
    expect(await titles("veiculos")).toEqual(expect.arrayContaining([T.condutor, T.frota]));
    expect(await titles("caminhoes")).toEqual([T.caminhao]);
  });

  it("keeps the other words required: 'motorista noturno' finds no driver, 'caminhoneiro cnh' finds the truck", async () => {
    expect(await titles("motorista noturno")).toEqual([]);
    expect(await titles("caminhoneiro cnh")).toEqual([T.caminhao]);
  });

  it("counts the synonyms' matches and sorts newest first with them too", async () => {
    const res = await read(user.client.api.military.jobs.$get({ query: { q: "condutor", sort: "recentes" } }));
    expect(res.body.total).toEqual({ count: 4, capped: false });
    expect(res.body.jobs.map((j) => j.title)).toEqual([T.frota, T.executivo, T.caminhao, T.condutor]);
  });

  it("searches the public list the same way", async () => {
    expect((await publicTitles("motorista")).sort()).toEqual((await titles("motorista")).sort());
    expect(await publicTitles("caminhoneiro")).toEqual([T.caminhao]);
  });
});

describe("hostile or empty words", () => {
  it("answers every odd search with a list, never an error", async () => {
    for (const q of [
      '"motorista"',
      "motorista & | ! ( ) : * <-> <2>",
      "'; DROP TABLE jobs; --",
      "!!!",
      "(((",
      "de a o",
      "motorista:*",
      "🚚 motorista 🚚",
      "x".repeat(120),
      "motorista ".repeat(12).trim(),
    ]) {
      await titles(q);
      expect((await read(t.client().api.public.jobs.$get({ query: { q } }))).status).toBe(200);
    }
  });

  it("ignores operators and quotes typed around the words", async () => {
    const drivers = (await titles("motorista")).sort();
    expect((await titles('"motorista"')).sort()).toEqual(drivers);
    expect((await titles("motorista & | ! ( ) : *")).sort()).toEqual(drivers);
  });

  it("finds by a piece of the title when nothing is left for the full-text search", async () => {
    // Only stop words: the title and company branches still match the text as typed.
    expect(await titles("!!!")).toEqual([]);
    expect((await titles("de ve")).sort()).toEqual([T.condutor]);
  });

  it("builds full-text queries the database accepts, whatever the text", async () => {
    const run = async (words: string) => {
      const query = searchTsQuery(words);
      if (query) await t.db.execute(sql`SELECT ${query}::text AS q`);
      await t.db
        .select({ id: jobs.id, key: searchRelevance(words) })
        .from(jobs)
        .where(matchesSearch(words))
        .limit(1);
    };
    await fc.assert(fc.asyncProperty(fc.string({ unit: "grapheme", maxLength: 300 }), run), { numRuns: 150 });
    for (const words of ["\\", "'", "a:*", "a <-> b", "Ⅻ ½ ﬁ", "x".repeat(5000), "motorista ".repeat(500)]) {
      await run(words);
    }
  });

  it("drops only words PostgreSQL's Portuguese search drops too", async () => {
    for (const word of SEARCH_STOP_WORDS) {
      const { rows } = (await t.db.execute(sql`SELECT to_tsvector('portuguese', ${word})::text AS v`)) as unknown as {
        rows: { v: string }[];
      };
      expect(rows[0]?.v, word).toBe("");
    }
  });
});

describe("matching a saved search against one job", () => {
  it("tells whether a job matches the words, through synonyms", async () => {
    const matches = async (name: Name, words: string) => {
      const rows = await t.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, ids[name]), matchesSearch(words)));
      return rows.length === 1;
    };
    expect(await matches("caminhao", "caminhoneiro")).toBe(true);
    expect(await matches("condutor", "motoristas")).toBe(true);
    expect(await matches("executivo", "caminhoneiro")).toBe(false);
    expect(await matches("vigia", "Segurança")).toBe(true);
    expect(await matches("hidraulico", "brigadista")).toBe(false);
  });
});
