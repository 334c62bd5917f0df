// Presence rows: a process confirms only its own users, and a stopping process forgets its rows
// together with any row nobody confirmed for long (a process that died).
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/harness";
import { userPresence } from "../db/schema/system";
import { clearProcess, isOnline, markOffline, markOnline, PRESENCE_FRESH_MS, touchProcess } from "./presence.queries";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Whether the user reads as online, as the conversation list asks it. */
async function online(userId: string): Promise<boolean> {
  const [row] = await t.db.select({ online: isOnline(sql`${userId}`) }).from(sql`(select 1) as one`);
  return row?.online ?? false;
}

/** Makes every row of the process look confirmed `ms` ago. */
async function age(processId: string, ms: number) {
  await t.db
    .update(userPresence)
    .set({ seenAt: sql`now() - ${`${ms} milliseconds`}::interval` })
    .where(eq(userPresence.processId, processId));
}

describe("presence rows", () => {
  it("online after markOnline, offline after markOffline on that process only", async () => {
    const { userId } = await completedMilitar(t);
    const [a, b] = [randomUUID(), randomUUID()];
    await markOnline(t.db, a, userId);
    await markOnline(t.db, b, userId);
    // Marking again on the same process is a confirmation, not a second row.
    await markOnline(t.db, a, userId);
    expect(await online(userId)).toBe(true);
    await markOffline(t.db, a, userId);
    expect(await online(userId)).toBe(true);
    await markOffline(t.db, b, userId);
    expect(await online(userId)).toBe(false);
  });

  it("a row not confirmed for three rounds reads offline; the process's touch brings it back", async () => {
    const [{ userId: mine }, { userId: theirs }] = await Promise.all([completedMilitar(t), completedMilitar(t)]);
    const [process, other] = [randomUUID(), randomUUID()];
    await markOnline(t.db, process, mine);
    await markOnline(t.db, other, theirs);
    await age(process, PRESENCE_FRESH_MS + 1000);
    await age(other, PRESENCE_FRESH_MS + 1000);
    expect(await online(mine)).toBe(false);
    await touchProcess(t.db, process);
    expect(await online(mine)).toBe(true);
    // Another process's rows are not this one's to confirm.
    expect(await online(theirs)).toBe(false);
  });

  it("a stopping process forgets its rows and the long-dead ones, and keeps the others", async () => {
    const [{ userId: mine }, { userId: alive }, { userId: dead }] = await Promise.all([
      completedMilitar(t),
      completedMilitar(t),
      completedMilitar(t),
    ]);
    const [process, other, died] = [randomUUID(), randomUUID(), randomUUID()];
    await markOnline(t.db, process, mine);
    await markOnline(t.db, other, alive);
    await markOnline(t.db, died, dead);
    await age(other, PRESENCE_FRESH_MS);
    await age(died, PRESENCE_FRESH_MS * 4 + 1000);
    await clearProcess(t.db, process);
    const left = await t.db
      .select({ userId: userPresence.userId })
      .from(userPresence)
      .where(sql`${userPresence.userId} in (${mine}, ${alive}, ${dead})`);
    expect(left).toEqual([{ userId: alive }]);
  });
});
