// Migration 0046 on a database that already holds jobs: every job hires one person and says
// nothing about PcD, the salaries whose text states a monthly amount or range unambiguously get it
// as numbers (the very rule of parseSalaryText, which the board and the form use), the others none,
// and nothing else of the row moves.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseSalaryText, SALARY_SPACES, SALARY_TEXT_PATTERN } from "@pm/shared/jobs.salary";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { upgradeWith } from "../../test/migration-steps";
import type { Db } from "./client";

const TAG = "0046_job_openings_pcd_salary";

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

const COMPANY = "8b1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b";

/** Salaries as companies wrote them before the range existed. */
const SALARIES = [
  "R$ 6.000",
  "R$ 3.500 a R$ 4.200",
  "R$ 2.800,00",
  "R$1.412",
  "R$\u00a06.500,00",
  "De R$ 3.000 até R$ 4.000 por mês (bruto)",
  "DE R$ 3.000 ATÉ 4.000 POR MÊS",
  "A partir de R$ 5.000",
  "R$ 2.500/mês",
  "R$ 3.500 – 4.200",
  "R$ 1.412,50 a R$ 1.800,10",
  "R$ 3.000 a R$ 3.000",
  "A combinar",
  "R$ 50/hora",
  "R$ 120.000,00 por ano",
  "R$ 3.000 + comissões",
  "Até R$ 5.000",
  "R$ 4.500 - R$ 3.000",
  "R$ 1,500",
  "R$ 0",
  "R$ 1.000.000",
  "R$ 2.000 a R$ 99999999999999999999",
  "6.000",
  null,
];

const jobId = (i: number) => `d1000000-0000-4000-8000-${String(i).padStart(12, "0")}`;

describe(`${TAG} on a database with jobs`, () => {
  let db: Db;
  let before: Row[];

  const readJobs = async () =>
    rowsOf(
      await db.execute(sql`
        SELECT id::text, salary, salary_min AS "salaryMin", salary_max AS "salaryMax", openings, pcd,
          title, updated_at::text AS "updatedAt", expires_at::text AS "expiresAt"
        FROM jobs WHERE company_id = ${COMPANY} ORDER BY id
      `),
    );

  upgradeWith(TAG, async (database) => {
    db = database;
    await db.execute(sql`
      INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
      VALUES ('usr_fields_owner', 'Dona da Transportadora', 'transportes@example.com', true, now(), now())
    `);
    await db.execute(
      sql`INSERT INTO companies (id, user_id, name) VALUES (${COMPANY}, 'usr_fields_owner', 'Transportes')`,
    );
    for (const [i, salary] of SALARIES.entries()) {
      await db.execute(sql`
        INSERT INTO jobs (id, company_id, title, city, regime, salary, description, created_at, updated_at)
        VALUES (${jobId(i)}, ${COMPANY}, ${`Vaga ${i}`}, 'Resende', 'CLT', ${salary}, 'Vaga antiga.',
          now() - interval '3 days', now() - interval '3 days')
      `);
    }
    before = rowsOf(
      await db.execute(sql`SELECT to_jsonb(j.*) AS row FROM jobs j WHERE company_id = ${COMPANY} ORDER BY id`),
    ).map((r) => r.row as Row);
  });

  it("reads each salary text as parseSalaryText does: a range where it is unambiguous, nothing elsewhere", async () => {
    const rows = await readJobs();
    expect(rows).toHaveLength(SALARIES.length);
    for (const [i, salary] of SALARIES.entries()) {
      const row = rows.find((r) => r.id === jobId(i));
      const expected = parseSalaryText(salary);
      expect({ salary, min: row?.salaryMin, max: row?.salaryMax }).toEqual({
        salary,
        min: expected?.min ?? null,
        max: expected?.max ?? null,
      });
    }
    // The samples hold both kinds, so the comparison above cannot pass by reading nothing.
    expect(rows.filter((r) => r.salaryMin !== null).length).toBeGreaterThanOrEqual(10);
    expect(rows.find((r) => r.id === jobId(1))).toMatchObject({ salaryMin: 3500, salaryMax: 4200 });
    expect(rows.find((r) => r.id === jobId(0))).toMatchObject({ salaryMin: 6000, salaryMax: null });
    expect(rows.find((r) => r.id === jobId(2))).toMatchObject({ salaryMin: 2800, salaryMax: null });
  });

  it("runs the parser's own pattern, so the two cannot drift apart", () => {
    const migration = readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations", `${TAG}.sql`),
      "utf8",
    );
    expect(migration).toContain(`'${SALARY_TEXT_PATTERN}'`);
    expect(migration).toContain(`'${SALARY_SPACES}'`);
  });

  it("gives every job one opening and no PcD stance, and keeps the rest of each row", async () => {
    const after = rowsOf(
      await db.execute(sql`SELECT to_jsonb(j.*) AS row FROM jobs j WHERE company_id = ${COMPANY} ORDER BY id`),
    ).map((r) => r.row as Row);
    expect(after).toHaveLength(before.length);
    for (const [i, row] of after.entries()) {
      // `area` came later (0052): every migration runs before the rows are read.
      // area, updated_by, screening_questions, the CBO família and the requirement terms are later
      // migrations' columns (0052, 0056, 0058, 0061, 0062).
      const {
        openings,
        pcd,
        salary_min: _min,
        salary_max: _max,
        area: _area,
        updated_by: _by,
        screening_questions: _questions,
        cbo_family: _family,
        cbo_family_source: _source,
        requirement_terms: _terms,
        ...kept
      } = row;
      expect(openings).toBe(1);
      expect(pcd).toBeNull();
      expect(kept).toEqual(before[i]);
    }
  });

  it("turns the jobs' triggers back on, and holds new rows to the columns' rules", async () => {
    const triggers = rowsOf(
      await db.execute(
        sql`SELECT tgname::text AS name, tgenabled::text AS enabled FROM pg_trigger WHERE tgrelid = 'jobs'::regclass AND NOT tgisinternal`,
      ),
    );
    expect(triggers.length).toBeGreaterThan(0);
    expect(triggers.filter((t) => t.enabled !== "O")).toEqual([]);

    const insert = (columns: { openings?: number; pcd?: string; min?: number | null; max?: number | null }) =>
      db.execute(sql`
        INSERT INTO jobs (company_id, title, city, regime, description, openings, pcd, salary_min, salary_max)
        VALUES (${COMPANY}, 'Nova', 'Resende', 'CLT', 'Vaga nova.', ${columns.openings ?? 1}, ${columns.pcd ?? null},
          ${columns.min ?? null}, ${columns.max ?? null})
      `);
    await expect(insert({ openings: 999, pcd: "exclusiva", min: 3000, max: 3000 })).resolves.toBeDefined();
    for (const bad of [
      { openings: 0 },
      { openings: 1000 },
      { pcd: "sim" },
      { min: null, max: 3000 },
      { min: 4000, max: 3000 },
      { min: 0 },
      { min: 1_000_000 },
    ]) {
      const outcome = await insert(bad).then(
        () => "accepted",
        () => "refused",
      );
      expect(`${JSON.stringify(bad)} ${outcome}`).toBe(`${JSON.stringify(bad)} refused`);
    }
  });
});
