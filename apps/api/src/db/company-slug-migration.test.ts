// Migration 0049 on a database that already holds companies: each one gets its public address from
// its name, the oldest of two with the same name keeps the plain one, and nothing else of the row moves.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { upgradeWith } from "../../test/migration-steps";
import type { Db } from "./client";

const TAG = "0049_company_slugs";

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** Companies as they were before addresses existed, oldest first, and the address each must get. */
const COMPANIES = [
  { id: "c0490000-0000-4000-8000-000000000001", name: "Logística Águia Ltda.", slug: "logistica-aguia-ltda" },
  { id: "c0490000-0000-4000-8000-000000000002", name: "Segurança & Cia", slug: "seguranca-cia" },
  { id: "c0490000-0000-4000-8000-000000000003", name: "SEGURANÇA  &  CIA", slug: "seguranca-cia-2" },
  { id: "c0490000-0000-4000-8000-000000000004", name: "Seguranca Cia", slug: "seguranca-cia-3" },
  { id: "c0490000-0000-4000-8000-000000000005", name: "  --  ", slug: "empresa" },
  { id: "c0490000-0000-4000-8000-000000000006", name: "Construções São João (RJ)", slug: "construcoes-sao-joao-rj" },
] as const;

describe(`${TAG} on a database with companies`, () => {
  let db: Db;
  let before: Row[];

  const readCompanies = async () =>
    rowsOf(await db.execute(sql`SELECT to_jsonb(c.*) AS row FROM companies c ORDER BY id`)).map((r) => r.row as Row);

  upgradeWith(TAG, async (database) => {
    db = database;
    for (const [i, company] of COMPANIES.entries()) {
      const userId = `usr_slug_${i}`;
      await db.execute(sql`
        INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
        VALUES (${userId}, 'Dono', ${`${userId}@example.com`}, true, now(), now())
      `);
      await db.execute(sql`
        INSERT INTO companies (id, user_id, name, city, payment_status, created_at)
        VALUES (${company.id}, ${userId}, ${company.name}, 'Resende', 'completed', now() - ${`${60 - i} days`}::interval)
      `);
    }
    before = rowsOf(await db.execute(sql`SELECT to_jsonb(c.*) AS row FROM companies c ORDER BY id`)).map(
      (r) => r.row as Row,
    );
  });

  it("gives every company its name as an address, numbered after the oldest when the name repeats", async () => {
    const rows = await readCompanies();
    expect(rows.map((r) => ({ id: r.id, slug: r.slug }))).toEqual(COMPANIES.map(({ id, slug }) => ({ id, slug })));
  });

  it("changes nothing else of the rows", async () => {
    const rows = await readCompanies();
    expect(rows.map(({ slug: _slug, ...rest }) => rest)).toEqual(before);
  });

  it("gives a company created afterwards the next free number, and keeps it through a rename", async () => {
    await db.execute(sql`
      INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
      VALUES ('usr_slug_new', 'Dona', 'usr_slug_new@example.com', true, now(), now())
    `);
    const [created] = rowsOf(
      await db.execute(
        sql`INSERT INTO companies (user_id, name) VALUES ('usr_slug_new', 'Segurança & Cia') RETURNING id, slug`,
      ),
    );
    expect(created?.slug).toBe("seguranca-cia-4");
    await db.execute(sql`UPDATE companies SET name = 'Vigilância Nova' WHERE id = ${created?.id as string}`);
    const [renamed] = rowsOf(await db.execute(sql`SELECT slug FROM companies WHERE id = ${created?.id as string}`));
    expect(renamed?.slug).toBe("seguranca-cia-4");
  });

  it("refuses two companies with one address", async () => {
    await expect(
      db.execute(sql`UPDATE companies SET slug = 'seguranca-cia' WHERE id = ${COMPANIES[0].id}`),
    ).rejects.toThrow();
  });
});
