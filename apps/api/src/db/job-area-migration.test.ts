// Migration 0052 on a database that already holds jobs: each job gets the área its title names
// (technology before security, so 'segurança da informação' is technology), 'outros' when it names
// none, and nothing else of the row moves: its triggers are held, so updated_at stays.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { upgradeWith } from "../../test/migration-steps";
import type { Db } from "./client";

const TAG = "0052_job_area";

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

const COMPANY = "8b1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a6c";

const TITLES: [string, string][] = [
  ["Analista de Segurança da Informação", "tecnologia"],
  ["Técnico de Suporte de TI", "tecnologia"],
  ["Desenvolvedor Backend", "tecnologia"],
  ["Vigilante Patrimonial", "seguranca"],
  ["Supervisor de Segurança", "seguranca"],
  ["Porteiro noturno", "seguranca"],
  ["Motorista de Caminhão", "logistica"],
  ["Almoxarife", "logistica"],
  ["Coordenador de Logística", "logistica"],
  ["Conferente de Expedição", "logistica"],
  ["Gerente de Loja", "gestao"],
  ["Assistente Administrativo", "gestao"],
  ["Técnico de Manutenção de Frota", "operacoes"],
  ["Operador de Máquinas", "operacoes"],
  ["Eletricista Industrial", "operacoes"],
  ["Cozinheiro", "outros"],
  ["Professor de Educação Física", "outros"],
];

const jobId = (i: number) => `d2000000-0000-4000-8000-${String(i).padStart(12, "0")}`;

describe(`${TAG} on a database with jobs`, () => {
  let db: Db;
  let before: Row[];
  const readRows = async () =>
    rowsOf(
      await db.execute(sql`SELECT to_jsonb(j.*) AS row FROM jobs j WHERE company_id = ${COMPANY} ORDER BY id`),
    ).map((r) => r.row as Row);

  upgradeWith(TAG, async (database) => {
    db = database;
    await db.execute(sql`
      INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
      VALUES ('usr_area_owner', 'Dona da Empresa', 'areas@example.com', true, now(), now())
    `);
    await db.execute(
      sql`INSERT INTO companies (id, user_id, name, slug) VALUES (${COMPANY}, 'usr_area_owner', 'Áreas', 'areas')`,
    );
    for (const [i, [title]] of TITLES.entries()) {
      await db.execute(sql`
        INSERT INTO jobs (id, company_id, title, city, regime, description, created_at, updated_at)
        VALUES (${jobId(i)}, ${COMPANY}, ${title}, 'Resende', 'CLT', 'Vaga antiga.',
          now() - interval '3 days', now() - interval '3 days')
      `);
    }
    before = await readRows();
  });

  it("gives each job the área its title names, 'outros' when none", async () => {
    const after = await readRows();
    expect(after.map((r) => [r.title, r.area])).toEqual(TITLES);
  });

  it("keeps the rest of each row, updated_at included", async () => {
    const after = await readRows();
    expect(after).toHaveLength(before.length);
    for (const [i, row] of after.entries()) {
      // updated_by, screening_questions, the CBO família and the requirement terms are later
      // migrations' columns (0056, 0058, 0061, 0062).
      const {
        area: _area,
        updated_by: _by,
        screening_questions: _questions,
        cbo_family: _family,
        cbo_family_source: _source,
        requirement_terms: _terms,
        ...kept
      } = row;
      expect(kept).toEqual(before[i]);
    }
  });

  it("turns the jobs' triggers back on and refuses an área outside the list", async () => {
    const triggers = rowsOf(
      await db.execute(
        sql`SELECT tgenabled::text AS enabled FROM pg_trigger WHERE tgrelid = 'jobs'::regclass AND NOT tgisinternal`,
      ),
    );
    expect(triggers.length).toBeGreaterThan(0);
    expect(triggers.filter((t) => t.enabled !== "O")).toEqual([]);
    await expect(
      db.execute(sql`
        INSERT INTO jobs (company_id, title, city, regime, description, area)
        VALUES (${COMPANY}, 'Nova', 'Resende', 'CLT', 'Vaga nova.', 'marketing')
      `),
    ).rejects.toThrow();
    const [fresh] = rowsOf(
      await db.execute(sql`
        INSERT INTO jobs (company_id, title, city, regime, description)
        VALUES (${COMPANY}, 'Nova', 'Resende', 'CLT', 'Vaga nova.') RETURNING area
      `),
    );
    expect(fresh?.area).toBe("outros");
  });
});
