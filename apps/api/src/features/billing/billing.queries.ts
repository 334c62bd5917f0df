import { and, count, desc, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies } from "../../db/schema/companies";
import { jobs } from "../../db/schema/jobs";
import { checkoutSessions, payments, subscriptions } from "../../db/schema/payments";
import { ApiError } from "../../http/errors";
import { type BillingOwner, ownedBy } from "../../payments/subscriptions";

/** A company as the owner of its subscriptions and payments. */
export const companyOwner = (company: { id: string; userId: string }): BillingOwner => ({
  companyId: company.id,
  userId: company.userId,
});

/** A militar as the owner of a PREMIUM subscription. */
export const militaryOwner = (userId: string): BillingOwner => ({ companyId: null, userId });

/** Rows of `table` that belong to the owner: the company's, or the militar's own (no company). */
const ownerFilter = (table: typeof checkoutSessions | typeof payments, owner: BillingOwner) =>
  owner.companyId ? eq(table.companyId, owner.companyId) : and(eq(table.userId, owner.userId), isNull(table.companyId));

/** The caller's company; a company account without one reads as 'Empresa não encontrada'. */
export async function companyOfUser(db: Db, userId: string) {
  const [company] = await db.select().from(companies).where(eq(companies.userId, userId));
  if (!company) throw new ApiError("NOT_FOUND", "Empresa não encontrada");
  return company;
}

/** The caller's own checkout sessions only: any other id reads as missing. */
export async function findOwnSession(db: Db, sessionId: string, owner: BillingOwner) {
  const [session] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, sessionId), ownerFilter(checkoutSessions, owner)));
  return session ?? null;
}

/** Everything of the owner's that could still take money: live subscriptions and open checkouts. */
export async function chargeableOf(db: Db, owner: BillingOwner) {
  const [live, open] = await Promise.all([
    db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(ownedBy(owner), ne(subscriptions.status, "canceled"))),
    db
      .select({ id: checkoutSessions.id })
      .from(checkoutSessions)
      .where(and(ownerFilter(checkoutSessions, owner), eq(checkoutSessions.status, "open"))),
  ]);
  return { subscriptionIds: live.map((s) => s.id), checkoutIds: open.map((c) => c.id) };
}

/** The owner's live subscription (not canceled), newest first. */
export async function liveSubscription(db: Db, owner: BillingOwner) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(ownedBy(owner), ne(subscriptions.status, "canceled")))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

export async function countActiveJobs(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.active, true)));
  return row?.n ?? 0;
}

/** The owner's payments, newest first, for 'Histórico de Pagamentos'. */
export async function listPayments(db: Db, owner: BillingOwner) {
  return db
    .select({
      id: payments.id,
      plan: payments.plan,
      amountCents: payments.amountCents,
      currency: payments.currency,
      status: payments.status,
      provider: payments.provider,
      description: payments.description,
      periodStart: payments.periodStart,
      periodEnd: payments.periodEnd,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(ownerFilter(payments, owner))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}
