import type { BillingPlanId } from "@pm/shared/billing";
import { and, asc, between, desc, eq, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { companies } from "../../db/schema/companies";
import { companyMembers } from "../../db/schema/members";
import { militaryProfiles } from "../../db/schema/military";
import { checkoutSessions, payments, subscriptions } from "../../db/schema/payments";
import { profiles } from "../../db/schema/profiles";
import type { ExportSubject } from "../../feature";
import { type BillingOwner, ownedBy } from "./subscriptions.queries";

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

/** The company whose team the caller is in, or null for a company account in none. */
export async function findCompanyOfUser(db: Db, userId: string) {
  const [row] = await db
    .select({ company: companies })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId));
  return row?.company ?? null;
}

export async function findCompanyById(db: Db, id: string) {
  const [company] = await db.select().from(companies).where(eq(companies.id, id));
  return company ?? null;
}

export async function findSessionById(db: Db, sessionId: string) {
  const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  return session ?? null;
}

/** The caller's own checkout sessions only: any other id reads as missing. */
export async function findOwnSession(db: Db, sessionId: string, owner: BillingOwner) {
  const [session] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, sessionId), ownerFilter(checkoutSessions, owner)));
  return session ?? null;
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

/** The militar as a buyer: plan, provider customer, e-mail and name. */
export async function findMilitaryBuyer(db: Db, userId: string) {
  const [row] = await db
    .select({
      plan: militaryProfiles.plan,
      customerId: militaryProfiles.providerCustomerId,
      email: users.email,
      fullName: profiles.fullName,
    })
    .from(militaryProfiles)
    .innerJoin(users, eq(users.id, militaryProfiles.userId))
    .leftJoin(profiles, eq(profiles.id, militaryProfiles.userId))
    .where(eq(militaryProfiles.userId, userId));
  return row ?? null;
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

/** The owner's checkout for `plan` still open on our side, if any (there is at most one). */
export async function findOpenCheckout(db: Db, owner: BillingOwner, plan: BillingPlanId) {
  const [open] = await db
    .select({
      id: checkoutSessions.id,
      provider: checkoutSessions.provider,
      successUrl: checkoutSessions.successUrl,
      cancelUrl: checkoutSessions.cancelUrl,
    })
    .from(checkoutSessions)
    .where(
      and(ownerFilter(checkoutSessions, owner), eq(checkoutSessions.plan, plan), eq(checkoutSessions.status, "open")),
    );
  return open ?? null;
}

/** Closes an open checkout on our side (a paid or closed one is left as it is). */
export async function expireOpenCheckout(db: Db, sessionId: string) {
  await db
    .update(checkoutSessions)
    .set({ status: "expired" })
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, "open")));
}

export type NewCheckout = Omit<typeof checkoutSessions.$inferInsert, "status" | "createdAt">;

/**
 * Records a checkout opened at the provider, and the provider's customer on the owner when it is
 * new. Two open checkouts of one owner and plan meet at the unique index (a unique violation).
 */
export async function recordCheckout(db: Db, checkout: NewCheckout, owner: BillingOwner, newCustomerId: string | null) {
  await db.transaction(async (tx) => {
    await tx.insert(checkoutSessions).values(checkout);
    if (!newCustomerId) return;
    if (owner.companyId) {
      await tx.update(companies).set({ providerCustomerId: newCustomerId }).where(eq(companies.id, owner.companyId));
    } else {
      await tx
        .update(militaryProfiles)
        .set({ providerCustomerId: newCustomerId })
        .where(eq(militaryProfiles.userId, owner.userId));
    }
  });
}

/**
 * Takes the lease on a subscription's plan changes until `until`, unless another holds it: a
 * column, so it works across API processes and on PGlite alike, without keeping a transaction
 * open over the provider's HTTP call. False when it is held.
 */
export async function claimChangeLock(db: Db, subscriptionId: string, now: Date, until: Date): Promise<boolean> {
  const claimed = await db
    .update(subscriptions)
    .set({ changeLockedUntil: until })
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        or(isNull(subscriptions.changeLockedUntil), lt(subscriptions.changeLockedUntil, now)),
      ),
    )
    .returning({ id: subscriptions.id });
  return claimed.length > 0;
}

export async function releaseChangeLock(db: Db, subscriptionId: string) {
  await db.update(subscriptions).set({ changeLockedUntil: null }).where(eq(subscriptions.id, subscriptionId));
}

/** Live subscriptions set to renew between `now` and `horizon`, with whom to tell and their credit. */
export function dueRenewalNotices(db: Db, now: Date, horizon: Date) {
  // A company's notice goes to each of its Administradores (decision 035); a militar's to himself.
  const recipient = sql<string>`coalesce(${companyMembers.userId}, ${subscriptions.userId})`;
  return db
    .select({
      subscription: subscriptions,
      email: users.email,
      name: profiles.fullName,
      creditCents: companies.creditCents,
    })
    .from(subscriptions)
    .leftJoin(companies, eq(companies.id, subscriptions.companyId))
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.companyId, subscriptions.companyId), eq(companyMembers.role, "administrador")),
    )
    .innerJoin(users, eq(users.id, recipient))
    .leftJoin(profiles, eq(profiles.id, recipient))
    .where(
      and(
        eq(subscriptions.status, "active"),
        eq(subscriptions.cancelAtPeriodEnd, false),
        between(subscriptions.currentPeriodEnd, now, horizon),
      ),
    )
    .orderBy(asc(subscriptions.id), asc(users.email));
}

/** Claims the renewal notice of one period, so two API processes never send the same notice. */
export async function claimRenewalNotice(db: Db, subscriptionId: string, periodEnd: Date): Promise<boolean> {
  const claimed = await db
    .update(subscriptions)
    .set({ renewalNoticeFor: periodEnd })
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        or(isNull(subscriptions.renewalNoticeFor), ne(subscriptions.renewalNoticeFor, periodEnd)),
      ),
    )
    .returning({ id: subscriptions.id });
  return claimed.length > 0;
}

/** The LGPD export's part of billing: his payments, checkouts and (a militar's PREMIUM) subscriptions. */
export async function billingAccountExport(db: Db, { userId }: ExportSubject) {
  const userPayments = await db
    .select({
      id: payments.id,
      provider: payments.provider,
      plan: payments.plan,
      amountCents: payments.amountCents,
      currency: payments.currency,
      status: payments.status,
      description: payments.description,
      periodStart: payments.periodStart,
      periodEnd: payments.periodEnd,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt));
  const checkouts = await db
    .select({
      plan: checkoutSessions.plan,
      mode: checkoutSessions.mode,
      amountCents: checkoutSessions.amountCents,
      status: checkoutSessions.status,
      createdAt: checkoutSessions.createdAt,
      completedAt: checkoutSessions.completedAt,
    })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.userId, userId))
    .orderBy(asc(checkoutSessions.createdAt));
  return {
    payments: userPayments,
    checkouts,
    /** The militar's own (PREMIUM); a company's are under `company`. */
    subscriptions: await subscriptionsWhere(db, and(eq(subscriptions.userId, userId), isNull(subscriptions.companyId))),
  };
}

/** The LGPD export's part of a company's billing: its subscriptions. */
export async function billingCompanyAccountExport(db: Db, companyId: string) {
  return { subscriptions: await subscriptionsWhere(db, eq(subscriptions.companyId, companyId)) };
}

function subscriptionsWhere(db: Db, where: SQL | undefined) {
  return db
    .select({
      plan: subscriptions.plan,
      status: subscriptions.status,
      amountCents: subscriptions.amountCents,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      currentPeriodStart: subscriptions.currentPeriodStart,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      canceledAt: subscriptions.canceledAt,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .where(where)
    .orderBy(asc(subscriptions.createdAt));
}
