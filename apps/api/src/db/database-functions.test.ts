// The live database runs what db/functions/*.sql and db/triggers.ts say, no more and no less, and
// the boot puts it back when it drifted.
import { WEBHOOK_EVENTS } from "@pm/shared/integrations";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../test/test-database";
import { functionSources } from "./functions";
import { MIGRATION_OWNED, TRIGGERS, triggerDefinition, WEBHOOK_TRIGGER_EVENTS } from "./triggers";

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const liveTriggers = async () =>
  (
    await rows<{ def: string }>(sql`
      SELECT pg_get_triggerdef(t.oid) AS "def" FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE NOT t.tgisinternal AND n.nspname = 'public'`)
  )
    .map((r) => r.def)
    .sort();

const liveFunctions = async () =>
  rows<{ name: string; body: string }>(sql`
    SELECT p.proname AS "name", p.prosrc AS "body" FROM pg_proc p
    JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public' AND p.proname LIKE 'pm\\_%'`);

describe("the database's behaviour", () => {
  it("has exactly the listed triggers", async () => {
    expect(await liveTriggers()).toEqual(TRIGGERS.map((b) => triggerDefinition(b)).sort());
  });

  it("runs the functions as the files write them, and no other function but the migrations' own", async () => {
    const files = functionSources();
    const live = new Map((await liveFunctions()).map((f) => [f.name, f.body]));
    for (const f of files) expect({ name: f.name, body: live.get(f.name) }).toEqual({ name: f.name, body: f.body });
    expect([...live.keys()].sort()).toEqual([...files.map((f) => f.name), ...MIGRATION_OWNED].sort());
  });

  it("binds each trigger to a function of its effect's file", () => {
    const fileOf = new Map(functionSources().map((f) => [f.name, f.effect]));
    for (const b of TRIGGERS)
      expect({ trigger: b.name, effect: fileOf.get(b.fn) }).toEqual({ trigger: b.name, effect: b.effect });
  });

  it("emits every webhook event from one of its webhooks triggers", () => {
    const webhookTriggers = TRIGGERS.filter((b) => b.effect === "webhooks").map((b) => b.name);
    expect(Object.keys(WEBHOOK_TRIGGER_EVENTS).sort()).toEqual(webhookTriggers.sort());
    expect(Object.values(WEBHOOK_TRIGGER_EVENTS).flat().sort()).toEqual(Object.keys(WEBHOOK_EVENTS).sort());
  });

  it("changes nothing when applied again", async () => {
    expect(await t.database.applyFunctions()).toEqual({ created: [], dropped: [] });
  });

  it("puts back a changed function, a missing or altered trigger, and drops one nobody listed", async () => {
    await t.database.db.execute(
      sql.raw(`
      CREATE OR REPLACE FUNCTION pm_notify_row_user() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END; $$`),
    );
    await t.database.db.execute(sql.raw("DROP TRIGGER job_applications_history ON job_applications"));
    await t.database.db.execute(sql.raw("DROP TRIGGER payments_notify_change ON payments"));
    await t.database.db.execute(
      sql.raw(
        "CREATE TRIGGER payments_notify_change AFTER INSERT ON payments FOR EACH ROW EXECUTE FUNCTION pm_notify_row_user()",
      ),
    );
    await t.database.db.execute(
      sql.raw("CREATE TRIGGER jobs_stray AFTER INSERT ON jobs FOR EACH ROW EXECUTE FUNCTION pm_remember_deleted_job()"),
    );

    const applied = await t.database.applyFunctions();

    expect(applied.created.sort()).toEqual([
      "job_applications.job_applications_history",
      "payments.payments_notify_change",
    ]);
    expect(applied.dropped).toEqual(["jobs.jobs_stray"]);
    expect(await liveTriggers()).toEqual(TRIGGERS.map((b) => triggerDefinition(b)).sort());
    const rowUser = (await liveFunctions()).find((f) => f.name === "pm_notify_row_user");
    expect(rowUser?.body).toEqual(functionSources().find((f) => f.name === "pm_notify_row_user")?.body);
  });
});
