// Migration 0048 on a database whose ratings sit on each use: every militar keeps his newest rating
// of each partner, the ratings of deleted accounts keep counting, and no redemption is lost.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { upgradeWith } from "../../test/migration-steps";
import type { Db } from "./client";

const TAG = "0048_benefit_partner_ratings";

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

const CLINIC = "8a1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a51";
const BAKERY = "8a1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a52";
const CLINIC_OFFER = "8b1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a51";
const BAKERY_OFFER = "8b1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a52";

/** Uses as the release before 0048 stored them: [code, offer, partner, militar, rating, rated days ago]. */
const USES: [string, string, string, string | null, number | null, number | null][] = [
  ["CLIN-A1", CLINIC_OFFER, CLINIC, "usr_rating_ana", 2, 20],
  ["CLIN-A2", CLINIC_OFFER, CLINIC, "usr_rating_ana", 5, 3],
  ["CLIN-A3", CLINIC_OFFER, CLINIC, "usr_rating_ana", null, null],
  ["CLIN-B1", CLINIC_OFFER, CLINIC, "usr_rating_bruno", 3, 10],
  ["PAO-B1", BAKERY_OFFER, BAKERY, "usr_rating_bruno", 4, 8],
  // A militar who deleted the account: his use and rating stayed, without him.
  ["CLIN-X1", CLINIC_OFFER, CLINIC, null, 1, 30],
];

describe(`${TAG} on a database with rated uses`, () => {
  let db: Db;

  upgradeWith(TAG, async (database) => {
    db = database;
    for (const id of ["usr_rating_clinic", "usr_rating_bakery", "usr_rating_ana", "usr_rating_bruno"]) {
      await db.execute(sql`
        INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
        VALUES (${id}, ${id}, ${`${id}@example.com`}, true, now(), now())
      `);
    }
    await db.execute(sql`INSERT INTO companies (id, user_id, name) VALUES
      (${CLINIC}, 'usr_rating_clinic', 'Clínica Forte'), (${BAKERY}, 'usr_rating_bakery', 'Padaria Quartel')`);
    for (const [id, company] of [
      [CLINIC_OFFER, CLINIC],
      [BAKERY_OFFER, BAKERY],
    ]) {
      await db.execute(sql`
        INSERT INTO benefit_offers (id, company_id, title, category, discount_percent, description, terms, mode,
          code_prefix, starts_on, ends_on)
        VALUES (${id}, ${company}, '10% na conta', 'Alimentação', 10, 'Desconto.', 'Apresente o código.', 'coupon',
          'PAO', '2026-01-01', '2099-12-31')
      `);
    }
    for (const [code, offerId, companyId, userId, rating, ratedDaysAgo] of USES) {
      await db.execute(sql`
        INSERT INTO benefit_redemptions (offer_id, company_id, user_id, code, plan, discount_percent,
          cashback_percent, redeemed_at, expires_at, used_at, rating, rated_at)
        VALUES (${offerId}, ${companyId}, ${userId}, ${code}, 'FREE', 5, 0, now() - interval '40 days',
          now() + interval '1 day', now() - interval '35 days', ${rating},
          CASE WHEN ${ratedDaysAgo}::int IS NULL THEN NULL ELSE now() - make_interval(days => ${ratedDaysAgo}::int) END)
      `);
    }
  });

  it("keeps each militar's newest rating of each partner, and the deleted accounts' ratings", async () => {
    const rows = rowsOf(
      await db.execute(sql`
        SELECT c.name AS partner, r.user_id AS "userId", r.rating
        FROM benefit_partner_ratings r JOIN companies c ON c.id = r.company_id
        ORDER BY c.name, r.user_id NULLS LAST
      `),
    );
    expect(rows).toEqual([
      { partner: "Clínica Forte", userId: "usr_rating_ana", rating: 5 },
      { partner: "Clínica Forte", userId: "usr_rating_bruno", rating: 3 },
      { partner: "Clínica Forte", userId: null, rating: 1 },
      { partner: "Padaria Quartel", userId: "usr_rating_bruno", rating: 4 },
    ]);
  });

  it("keeps every use, and leaves no rating on them", async () => {
    const [count] = rowsOf(await db.execute(sql`SELECT count(*)::int AS n FROM benefit_redemptions`));
    expect(count?.n).toBe(USES.length);
    const columns = rowsOf(
      await db.execute(sql`
        SELECT column_name FROM information_schema.columns
        WHERE table_name = 'benefit_redemptions' AND column_name IN ('rating', 'rated_at')
      `),
    );
    expect(columns).toEqual([]);
  });

  it("refuses a second rating of the same partner by the same militar", async () => {
    await expect(
      db.execute(sql`INSERT INTO benefit_partner_ratings (company_id, user_id, rating)
        VALUES (${CLINIC}, 'usr_rating_ana', 4)`),
    ).rejects.toThrow();
  });
});
