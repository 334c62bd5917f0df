// Benefits under simultaneous requests: a militar's monthly limit, an offer's total quantity, the
// single use of a code and a cashback withdrawal. Only PostgreSQL runs transactions side by side,
// so only there do the parallel rounds prove the locks; on PGlite they are reported as skipped.
import { codeUsedMessage } from "@pm/shared/benefits";
import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedMilitar, offer, paidCompany } from "../../../test/factories";
import { createTestApp, read, readError, type TestApp, type TestUser } from "../../../test/harness";
import { itOnPostgres } from "../../../test/test-database";
import { benefitRedemptions, cashbackWithdrawals } from "../../db/schema/benefits";

const ROUNDS = 5;

let t: TestApp;
let partner: TestUser;
let partnerId: string;

beforeAll(async () => {
  t = await createTestApp();
  const p = await paidCompany(t);
  partner = p.user;
  partnerId = p.company.id;
});
afterAll(() => t.close());

const redeem = (militar: TestUser, id: string) =>
  militar.client.clone().api.military.benefits.offers[":id"].redeem.$post({ param: { id } });

async function redemptionsOf(offerId: string, used = false) {
  const [row] = await t.db
    .select({ n: count() })
    .from(benefitRedemptions)
    .where(and(eq(benefitRedemptions.offerId, offerId), used ? isNotNull(benefitRedemptions.usedAt) : undefined));
  return row?.n ?? 0;
}

describe("a militar's monthly limit", () => {
  it("holds one request at a time", async () => {
    const o = await offer(t, partnerId, { monthlyLimit: 3 });
    const militar = await completedMilitar(t);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await redeem(militar, o.id)).status);
    expect(statuses).toEqual([201, 201, 201, 409, 409]);
    expect(await redemptionsOf(o.id)).toBe(3);
  });

  itOnPostgres("holds under 20 parallel redemptions", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const limit = round + 1;
      const o = await offer(t, partnerId, { monthlyLimit: limit });
      const militar = await completedMilitar(t);
      const answers = await Promise.all(Array.from({ length: 20 }, () => readError(redeem(militar, o.id))));
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
      expect(statuses.filter((s) => s === 201)).toHaveLength(limit);
      expect(answers.find((a) => a.status === 409)?.body.error.message).toMatch(/^Você já resgatou este benefício/);
      expect(await redemptionsOf(o.id)).toBe(limit);
    }
  });
});

describe("an offer's total quantity", () => {
  itOnPostgres("is never exceeded by 20 militares redeeming at once", async () => {
    const militares = await Promise.all(Array.from({ length: 20 }, () => completedMilitar(t)));
    for (let round = 0; round < ROUNDS; round++) {
      const o = await offer(t, partnerId, { totalQuantity: 3 });
      const statuses = (await Promise.all(militares.map((m) => redeem(m, o.id)))).map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(3);
      expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
      expect(await redemptionsOf(o.id)).toBe(3);
    }
  });
});

describe("a code's single use", () => {
  const confirm = (code: string) =>
    readError(
      partner.client.clone().api.company.benefits.validate.confirm.$post({ json: { code, purchaseAmount: "100,00" } }),
    );

  it("holds for two confirmations one after the other", async () => {
    const o = await offer(t, partnerId);
    const code = (await read(redeem(await completedMilitar(t), o.id))).body.code ?? "";
    expect((await confirm(code)).status).toBe(200);
    expect((await confirm(code)).status).toBe(409);
    expect(await redemptionsOf(o.id, true)).toBe(1);
  });

  itOnPostgres("holds under 50 parallel confirmations: exactly one use, one cashback", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const o = await offer(t, partnerId, { cashbackPercent: 10 });
      const militar = await completedMilitar(t, { plan: "PREMIUM" });
      const code = (await read(redeem(militar, o.id))).body.code ?? "";
      const answers = await Promise.all(Array.from({ length: 50 }, () => confirm(code)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      const refused = answers.filter((a) => a.status !== 200);
      const [row] = await t.db.select().from(benefitRedemptions).where(eq(benefitRedemptions.code, code));
      expect(row).toMatchObject({ purchaseCents: 10_000, cashbackCents: 1000 });
      // Every loser, refused before its UPDATE or by it, names the winner's moment.
      expect(refused.map((a) => `${a.status} ${a.body.error.message}`)).toEqual(
        Array.from({ length: 49 }, () => `409 ${codeUsedMessage(row?.usedAt ?? new Date(0))}`),
      );
    }
  });
});

describe("a cashback withdrawal", () => {
  itOnPostgres("never takes the same balance twice under 10 parallel requests", async () => {
    const o = await offer(t, partnerId, { cashbackPercent: 10 });
    const militar = await completedMilitar(t, { plan: "PREMIUM" });
    const code = (await read(redeem(militar, o.id))).body.code ?? "";
    await read(
      partner.client.api.company.benefits.validate.confirm.$post({ json: { code, purchaseAmount: "500,00" } }),
    );
    // R$ 50,00 of cashback, available now.
    await t.db
      .update(benefitRedemptions)
      .set({ cashbackAvailableAt: sql`now() - interval '1 second'` })
      .where(eq(benefitRedemptions.code, code));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        militar.client.clone().api.military.benefits.cashback.withdrawals.$post({
          json: { pixKeyType: "cpf", pixKey: "529.982.247-25", amount: "20,00" },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    const [sum] = await t.db
      .select({ cents: sql<number>`sum(${cashbackWithdrawals.amountCents})::int` })
      .from(cashbackWithdrawals)
      .where(eq(cashbackWithdrawals.userId, militar.userId));
    expect(sum?.cents).toBe(4000);
  });
});
