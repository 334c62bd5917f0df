// Upgrading a database that already holds a release's data: the migrations up to that release
// build its schema, a fixture fills it with rows as that release wrote them, and the app's own
// migrate() must bring it to the current schema without losing or altering a row, except for the
// data fix of 0010 (older duplicate open checkouts are closed so the unique indexes can be built).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journal, migrateThrough, openEmptyDatabase } from "../../test/migration-steps";
import type { Db } from "./client";
import { isUniqueViolation } from "./errors";

/** The last migration of the release whose data the fixture holds. */
const RELEASE_TAG = "0009_premium_subscriptions";

type Value = string | number | boolean | null | string[];

interface FixtureTable {
  table: string;
  /** Columns that identify a row. */
  key: string[];
  rows: Record<string, Value>[];
}

const COMPANY_OWNER = "usr_empresa_0009";
const MILITAR_A = "usr_militar_a_0009";
const MILITAR_B = "usr_militar_b_0009";
const COMPANY = "6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
const JOB_OPEN = "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d";
const JOB_CLOSED = "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e";
const COMPANY_CHECKOUT_OLD = "cs_enterprise_old";
const COMPANY_CHECKOUT_NEW = "cs_enterprise_new";
const MILITAR_CHECKOUT_OLD = "cs_premium_a_old";
const MILITAR_CHECKOUT_NEW = "cs_premium_a_new";

function user(id: string, name: string, email: string, createdAt: string): Record<string, Value> {
  return { id, name, email, email_verified: true, image: null, created_at: createdAt, updated_at: createdAt };
}

function checkout(
  id: string,
  buyer: { userId: string; companyId: string | null },
  plan: string,
  status: string,
  createdAt: string,
  completedAt: string | null = null,
): Record<string, Value> {
  return {
    id,
    provider: "stripe",
    user_id: buyer.userId,
    company_id: buyer.companyId,
    plan,
    mode: "subscription",
    amount_cents: plan === "PREMIUM" ? 1990 : plan === "plus" ? 9900 : plan === "pro" ? 19900 : 49900,
    status,
    success_url: "https://proximamissao.com.br/planos/sucesso",
    cancel_url: "https://proximamissao.com.br/planos",
    created_at: createdAt,
    completed_at: completedAt,
  };
}

const company = { userId: COMPANY_OWNER, companyId: COMPANY };
const militarA = { userId: MILITAR_A, companyId: null };
const militarB = { userId: MILITAR_B, companyId: null };

/** Rows as the 0009 release wrote them, with the columns of migrations 0000…0009 only. */
const fixture: FixtureTable[] = [
  {
    table: "users",
    key: ["id"],
    rows: [
      user(COMPANY_OWNER, "Marina Duarte", "marina@acaologistica.com.br", "2026-01-05T13:00:00Z"),
      user(MILITAR_A, "Sgt. João Ribeiro", "joao.ribeiro@example.com", "2026-01-10T09:30:00Z"),
      user(MILITAR_B, "Cb. Ana Souza", "ana.souza@example.com", "2026-02-02T18:45:00Z"),
    ],
  },
  {
    table: "accounts",
    key: ["id"],
    rows: [COMPANY_OWNER, MILITAR_A, MILITAR_B].map((userId) => ({
      id: `acc_${userId}`,
      account_id: userId,
      provider_id: "credential",
      user_id: userId,
      access_token: null,
      refresh_token: null,
      id_token: null,
      access_token_expires_at: null,
      refresh_token_expires_at: null,
      scope: null,
      password: `scrypt$salt$${userId}`,
      created_at: "2026-01-05T13:00:00Z",
      updated_at: "2026-01-05T13:00:00Z",
    })),
  },
  {
    table: "sessions",
    key: ["id"],
    rows: [
      {
        id: "ses_militar_a",
        expires_at: "2026-04-10T09:30:00Z",
        token: "tok_militar_a_0009",
        created_at: "2026-03-10T09:30:00Z",
        updated_at: "2026-03-10T09:30:00Z",
        ip_address: "177.10.20.30",
        user_agent: "Mozilla/5.0",
        user_id: MILITAR_A,
      },
    ],
  },
  {
    table: "profiles",
    key: ["id"],
    rows: [
      {
        id: COMPANY_OWNER,
        full_name: "Marina Duarte",
        email: "marina@acaologistica.com.br",
        role: "empresa",
        created_at: "2026-01-05T13:00:00Z",
        updated_at: "2026-01-05T13:00:00Z",
      },
      {
        id: MILITAR_A,
        full_name: "Sgt. João Ribeiro",
        email: "joao.ribeiro@example.com",
        role: "militar",
        created_at: "2026-01-10T09:30:00Z",
        updated_at: "2026-01-10T09:30:00Z",
      },
      {
        id: MILITAR_B,
        full_name: "Cb. Ana Souza",
        email: "ana.souza@example.com",
        role: "militar",
        created_at: "2026-02-02T18:45:00Z",
        updated_at: "2026-02-02T18:45:00Z",
      },
    ],
  },
  {
    table: "military_profiles",
    key: ["user_id"],
    rows: [
      {
        user_id: MILITAR_A,
        plan: "PREMIUM",
        completed_at: "2026-01-11T10:00:00Z",
        phone: "(21) 99876-5432",
        city: "Rio de Janeiro",
        state: "RJ",
        birth_date: "1994-07-21",
        military_branch: "Exército",
        rank: "3º Sargento",
        om: "1º Batalhão de Guardas",
        incorporation_year: 2012,
        years_of_service: 12,
        specialties: ["Logística", "Comunicações"],
        desired_area: "Logística",
        experience_level: "pleno",
        goals: "Coordenar operações logísticas",
        availability: "imediata",
        biography: "Doze anos de serviço em suprimento e transporte.",
        avatar_url: null,
        email_notifications: true,
        provider_customer_id: "cus_militar_a",
        created_at: "2026-01-10T09:30:00Z",
        updated_at: "2026-02-20T08:00:00Z",
      },
      {
        user_id: MILITAR_B,
        plan: "FREE",
        completed_at: null,
        phone: null,
        city: "Natal",
        state: "RN",
        birth_date: null,
        military_branch: "Marinha",
        rank: "Cabo",
        om: null,
        incorporation_year: null,
        years_of_service: null,
        specialties: [],
        desired_area: null,
        experience_level: null,
        goals: null,
        availability: null,
        biography: null,
        avatar_url: null,
        email_notifications: false,
        provider_customer_id: null,
        created_at: "2026-02-02T18:45:00Z",
        updated_at: "2026-02-02T18:45:00Z",
      },
    ],
  },
  {
    table: "companies",
    key: ["id"],
    rows: [
      {
        id: COMPANY,
        user_id: COMPANY_OWNER,
        name: "Ação Logística Ltda",
        phone: "(11) 3456-7890",
        website: "https://acaologistica.com.br",
        cnpj: "12.345.678/0001-90",
        address: "Av. Paulista, 1000",
        city: "São Paulo",
        state: "SP",
        zip_code: "01310-100",
        description: "Transporte e armazenagem.",
        employees_count: "51-200",
        sector: "Logística",
        logo_url: null,
        plan: "pro",
        job_limit: 20,
        payment_status: "completed",
        partner_joined_at: "2026-01-05T13:10:00Z",
        provider_customer_id: "cus_acao",
        credit_cents: 1250,
        created_at: "2026-01-05T13:05:00Z",
        updated_at: "2026-02-01T12:00:00Z",
      },
    ],
  },
  {
    table: "jobs",
    key: ["id"],
    rows: [
      {
        id: JOB_OPEN,
        company_id: COMPANY,
        title: "Coordenador de Logística",
        city: "São Paulo",
        regime: "CLT",
        modality: "Híbrido",
        salary: "R$ 7.500",
        description: "Coordenar a frota e o armazém.",
        requirements: ["Experiência em suprimento", "CNH B"],
        benefits: ["Vale-refeição", "Plano de saúde"],
        active: true,
        created_at: "2026-02-01T12:00:00Z",
        updated_at: "2026-02-01T12:00:00Z",
      },
      {
        id: JOB_CLOSED,
        company_id: COMPANY,
        title: "Analista de Segurança Patrimonial",
        city: "Campinas",
        regime: "PJ",
        modality: null,
        salary: null,
        description: "Planejar a segurança de centros de distribuição.",
        requirements: [],
        benefits: [],
        active: false,
        created_at: "2026-01-20T12:00:00Z",
        updated_at: "2026-02-15T12:00:00Z",
      },
    ],
  },
  {
    table: "job_applications",
    key: ["id"],
    rows: [
      {
        id: "c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f",
        job_id: JOB_OPEN,
        user_id: MILITAR_A,
        status: "em_analise",
        applied_at: "2026-02-03T10:00:00Z",
        updated_at: "2026-02-04T15:00:00Z",
      },
      {
        id: "d4e5f6a7-b8c9-4d0e-9f1a-3b4c5d6e7f80",
        job_id: JOB_OPEN,
        user_id: MILITAR_B,
        status: "pendente",
        applied_at: "2026-02-05T11:00:00Z",
        updated_at: "2026-02-05T11:00:00Z",
      },
    ],
  },
  {
    table: "job_views",
    key: ["id"],
    rows: [
      { id: 1, job_id: JOB_OPEN, user_id: MILITAR_A, viewed_at: "2026-02-03T09:55:00Z", view_day: "2026-02-03" },
      { id: 2, job_id: JOB_OPEN, user_id: null, viewed_at: "2026-02-04T20:00:00Z", view_day: "2026-02-04" },
    ],
  },
  {
    table: "job_bookmarks",
    key: ["user_id", "job_id"],
    rows: [{ user_id: MILITAR_B, job_id: JOB_OPEN, created_at: "2026-02-05T10:50:00Z" }],
  },
  {
    table: "notifications",
    key: ["id"],
    rows: [
      {
        id: "e5f6a7b8-c9d0-4e1f-8a2b-4c5d6e7f8091",
        user_id: MILITAR_A,
        kind: "application_status",
        data: JSON.stringify({
          applicationId: "c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f",
          jobId: JOB_OPEN,
          jobTitle: "Coordenador de Logística",
          companyName: "Ação Logística Ltda",
          status: "em_analise",
          previousStatus: "pendente",
        }),
        read_at: null,
        emailed_at: "2026-02-04T15:05:00Z",
        created_at: "2026-02-04T15:00:00Z",
      },
    ],
  },
  {
    table: "checkout_sessions",
    key: ["id"],
    rows: [
      checkout("cs_pro_paid", company, "pro", "completed", "2026-01-05T13:20:00Z", "2026-01-05T13:22:00Z"),
      // A double submit: the same plan twice, seconds apart.
      checkout(COMPANY_CHECKOUT_OLD, company, "enterprise", "open", "2026-03-01T10:00:00Z"),
      checkout(COMPANY_CHECKOUT_NEW, company, "enterprise", "open", "2026-03-01T10:00:04Z"),
      // Another plan of the same company: no duplicate, stays open.
      checkout("cs_plus_single", company, "plus", "open", "2026-03-01T09:00:00Z"),
      checkout(MILITAR_CHECKOUT_OLD, militarA, "PREMIUM", "open", "2026-03-02T08:00:00Z"),
      checkout(MILITAR_CHECKOUT_NEW, militarA, "PREMIUM", "open", "2026-03-02T08:00:02Z"),
      // The same plan for another militar: no duplicate, stays open.
      checkout("cs_premium_b_single", militarB, "PREMIUM", "open", "2026-03-01T07:00:00Z"),
      // Closed sessions are no duplicates of an open one.
      checkout("cs_premium_b_canceled", militarB, "PREMIUM", "canceled", "2026-03-01T06:00:00Z"),
    ],
  },
  {
    table: "payment_events",
    key: ["id"],
    rows: [{ id: "evt_0009_paid", provider: "stripe", type: "invoice.paid", received_at: "2026-01-05T13:22:01Z" }],
  },
  {
    table: "subscriptions",
    key: ["id"],
    rows: [
      {
        id: "sub_acao_pro",
        provider: "stripe",
        company_id: COMPANY,
        plan: "pro",
        status: "active",
        amount_cents: 19900,
        cancel_at_period_end: false,
        current_period_start: "2026-02-05T13:22:00Z",
        current_period_end: "2026-03-05T13:22:00Z",
        canceled_at: null,
        renewal_notice_for: "2026-03-05T13:22:00Z",
        change_locked_until: null,
        last_event_at: 1770298920,
        created_at: "2026-01-05T13:22:00Z",
        updated_at: "2026-02-05T13:22:00Z",
        user_id: COMPANY_OWNER,
      },
      {
        id: "sub_militar_a_premium",
        provider: "stripe",
        company_id: null,
        plan: "PREMIUM",
        status: "active",
        amount_cents: 1990,
        cancel_at_period_end: true,
        current_period_start: "2026-02-11T10:00:00Z",
        current_period_end: "2026-03-11T10:00:00Z",
        canceled_at: "2026-02-20T08:00:00Z",
        renewal_notice_for: null,
        change_locked_until: null,
        last_event_at: 1771574400,
        created_at: "2026-01-11T10:00:00Z",
        updated_at: "2026-02-20T08:00:00Z",
        user_id: MILITAR_A,
      },
    ],
  },
  {
    table: "payments",
    key: ["id"],
    rows: [
      {
        id: "f6a7b8c9-d0e1-4f2a-9b3c-5d6e7f8091a2",
        provider: "stripe",
        provider_payment_id: "in_acao_pro_1",
        checkout_session_id: "cs_pro_paid",
        user_id: COMPANY_OWNER,
        company_id: COMPANY,
        plan: "pro",
        amount_cents: 19900,
        currency: "BRL",
        status: "completed",
        period_start: "2026-01-05T13:22:00Z",
        period_end: "2026-02-05T13:22:00Z",
        created_at: "2026-01-05T13:22:01Z",
        description: "Plano Pro — janeiro",
        subscription_id: "sub_acao_pro",
      },
    ],
  },
];

/** What 0010 changes in the fixture: the older of each duplicate pair of open checkouts is expired. */
const changedBy0010: Record<string, Record<string, Value>> = {
  [`checkout_sessions:${COMPANY_CHECKOUT_OLD}`]: { status: "expired" },
  [`checkout_sessions:${MILITAR_CHECKOUT_OLD}`]: { status: "expired" },
};

type Row = Record<string, unknown>;

function rowsOf(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

function keyOf(table: FixtureTable, row: Record<string, unknown>): string {
  return `${table.table}:${table.key.map((column) => String(row[column])).join("/")}`;
}

function whereKey(table: FixtureTable, row: Record<string, Value>) {
  return sql.join(
    table.key.map((column) => sql`${sql.identifier(column)} = ${row[column]}`),
    sql` AND `,
  );
}

/** Inserts the fixture and returns each row as the database stored it (defaults and generated columns included). */
async function insertFixture(db: Db): Promise<Map<string, Row>> {
  const stored = new Map<string, Row>();
  for (const table of fixture) {
    for (const row of table.rows) {
      const columns = Object.keys(row);
      const result = await db.execute(sql`
        INSERT INTO ${sql.identifier(table.table)} (${sql.join(
          columns.map((column) => sql.identifier(column)),
          sql`, `,
        )})
        VALUES (${sql.join(
          columns.map((column) => sql.param(row[column])),
          sql`, `,
        )})
        RETURNING to_jsonb(${sql.identifier(table.table)}.*) AS "row"
      `);
      stored.set(keyOf(table, row), rowsOf(result)[0]?.row as Row);
    }
  }
  return stored;
}

async function readRow(db: Db, table: FixtureTable, row: Record<string, Value>): Promise<Row | undefined> {
  const result = await db.execute(
    sql`SELECT to_jsonb(t.*) AS "row" FROM ${sql.identifier(table.table)} t WHERE ${whereKey(table, row)}`,
  );
  return rowsOf(result)[0]?.row as Row | undefined;
}

async function count(db: Db, table: string): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS "n" FROM ${sql.identifier(table)}`);
  return Number(rowsOf(result)[0]?.n);
}

describe(`migrating a database with ${RELEASE_TAG} data to the current schema`, () => {
  let handle: Awaited<ReturnType<typeof openEmptyDatabase>>;
  let db: Db;
  let inserted: Map<string, Row>;

  beforeAll(async () => {
    handle = await openEmptyDatabase();
    db = handle.database.db;
    await migrateThrough(db, RELEASE_TAG);
    inserted = await insertFixture(db);
    await handle.database.migrate();
  });

  afterAll(async () => {
    await handle?.close();
  });

  it("runs only the migrations after the release, once each", async () => {
    const result = await db.execute(
      sql`SELECT "hash", "created_at" FROM "drizzle"."__drizzle_migrations" ORDER BY "created_at"`,
    );
    const applied = rowsOf(result).map((row) => Number(row.created_at));
    expect(applied).toEqual(journal.entries.map((entry) => entry.when));
  });

  it("keeps every row of the release with the values it held", async () => {
    for (const table of fixture) {
      expect(await count(db, table.table), `${table.table} row count`).toBe(table.rows.length);
      for (const row of table.rows) {
        const key = keyOf(table, row);
        const before = inserted.get(key);
        expect(before, `${key} was inserted`).toBeDefined();
        const after = await readRow(db, table, row);
        expect(after, `${key} still exists`).toBeDefined();
        const expected = { ...before, ...changedBy0010[key] };
        // Only the release's columns: the columns later migrations add are checked on their own.
        const kept = Object.fromEntries(Object.keys(expected).map((column) => [column, after?.[column]]));
        expect(kept, key).toEqual(expected);
      }
    }
  });

  it("adds the later columns and tables empty for old data", async () => {
    for (const row of fixture.find((table) => table.table === "profiles")?.rows ?? []) {
      const result = await db.execute(sql`SELECT "terms_accepted_at" FROM "profiles" WHERE "id" = ${row.id}`);
      expect(rowsOf(result)).toEqual([{ terms_accepted_at: null }]);
    }
    expect(await count(db, "auth_mail_requests")).toBe(0);
  });

  it("keeps the newest of each pair of duplicate open checkouts and expires the older", async () => {
    const result = await db.execute(
      sql`SELECT "id", "status"::text AS "status", "completed_at" FROM "checkout_sessions" ORDER BY "id" COLLATE "C"`,
    );
    expect(rowsOf(result)).toEqual([
      { id: COMPANY_CHECKOUT_NEW, status: "open", completed_at: null },
      { id: COMPANY_CHECKOUT_OLD, status: "expired", completed_at: null },
      { id: "cs_plus_single", status: "open", completed_at: null },
      { id: MILITAR_CHECKOUT_NEW, status: "open", completed_at: null },
      { id: MILITAR_CHECKOUT_OLD, status: "expired", completed_at: null },
      { id: "cs_premium_b_canceled", status: "canceled", completed_at: null },
      { id: "cs_premium_b_single", status: "open", completed_at: null },
      { id: "cs_pro_paid", status: "completed", completed_at: expect.anything() },
    ]);
  });

  it("refuses a second open checkout for the same buyer and plan", async () => {
    const insertCheckout = (row: Record<string, Value>) => {
      const columns = Object.keys(row);
      return db.execute(sql`
        INSERT INTO "checkout_sessions" (${sql.join(
          columns.map((column) => sql.identifier(column)),
          sql`, `,
        )})
        VALUES (${sql.join(
          columns.map((column) => sql.param(row[column])),
          sql`, `,
        )})
      `);
    };
    await expect(
      insertCheckout(checkout("cs_enterprise_again", company, "enterprise", "open", "2026-03-03T10:00:00Z")),
    ).rejects.toSatisfy(isUniqueViolation);
    await expect(
      insertCheckout(checkout("cs_premium_a_again", militarA, "PREMIUM", "open", "2026-03-03T10:00:00Z")),
    ).rejects.toSatisfy(isUniqueViolation);
    // A closed one for the same buyer and plan is still allowed: only open ones are unique.
    await insertCheckout(checkout("cs_premium_a_expired", militarA, "PREMIUM", "expired", "2026-03-03T10:00:00Z"));
    expect(await count(db, "checkout_sessions")).toBe(9);
  });
});
