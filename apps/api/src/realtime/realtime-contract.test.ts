// Both sides of the realtime contract agree: every table the database announces has a topic in
// packages/shared/src/realtime.ts, every topic has its trigger, and each trigger runs the function
// of the topic's ownership rule, which sends the announcement through pm_announce_change.
import { OWNERSHIP_RULES, REALTIME_TOPICS } from "@pm/shared/realtime";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The one function that sends an announcement (db/functions/realtime.sql). */
const ANNOUNCE = "pm_announce_change";

/** Every user trigger whose function announces a change, as "table → function". */
async function announcingTriggers(): Promise<string[]> {
  const result = await t.db.execute(sql`
    SELECT c.relname AS "table", p.proname AS "fn"
    FROM pg_trigger tr
    JOIN pg_class c ON c.oid = tr.tgrelid
    JOIN pg_proc p ON p.oid = tr.tgfoid
    WHERE NOT tr.tgisinternal AND p.prosrc LIKE ${`%${ANNOUNCE}(%`}`);
  const rows = (result as unknown as { rows: { table: string; fn: string }[] }).rows;
  return rows.map((r) => `${r.table} → ${r.fn}`).sort();
}

describe("the realtime contract", () => {
  it("has one topic per announced table, each announced by its ownership rule's function", async () => {
    const declared = Object.entries(REALTIME_TOPICS)
      .map(([table, topic]) => `${table} → ${OWNERSHIP_RULES[topic.rule]}`)
      .sort();
    expect(await announcingTriggers()).toEqual(declared);
  });

  it("uses one function per ownership rule, and no other function announces", async () => {
    const functionsCalling = async (callee: string) => {
      const result = await t.db.execute(
        sql`SELECT proname AS "fn" FROM pg_proc WHERE prosrc LIKE ${`%${callee}(%`} AND proname LIKE 'pm_%'`,
      );
      return (result as unknown as { rows: { fn: string }[] }).rows.map((r) => r.fn).sort();
    };
    expect(await functionsCalling(ANNOUNCE)).toEqual(Object.values(OWNERSHIP_RULES).sort());
    expect(await functionsCalling("pg_notify")).toEqual([ANNOUNCE]);
  });
});
