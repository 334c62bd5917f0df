import { and, count, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies } from "../../db/schema/companies";
import { jobs } from "../../db/schema/jobs";
import { checkoutSessions, payments, subscriptions } from "../../db/schema/payments";
import { ApiError } from "../../http/errors";

/** The caller's company; a company account without one reads as 'Empresa não encontrada'. */
export async function companyOfUser(db: Db, userId: string) {
  const [company] = await db.select().from(companies).where(eq(companies.userId, userId));
  if (!company) throw new ApiError("NOT_FOUND", "Empresa não encontrada");
  return company;
}

/** Sessions of the caller's company only: any other id reads as missing. */
export async function findCompanySession(db: Db, sessionId: string, companyId: string) {
  const [session] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.companyId, companyId)));
  return session ?? null;
}

/** The company's live subscription (not canceled), newest first. */
export async function liveSubscription(db: Db, companyId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, companyId), ne(subscriptions.status, "canceled")))
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

/** The company's payments, newest first, for 'Histórico de Pagamentos'. */
export async function listCompanyPayments(db: Db, companyId: string) {
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
    .where(eq(payments.companyId, companyId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}
