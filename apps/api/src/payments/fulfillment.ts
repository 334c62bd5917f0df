import { COMPANY_PLANS, isCompanyPlanId } from "@pm/shared/plans";
import { and, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { companies } from "../db/schema/companies";
import { checkoutSessions, paymentEvents, payments } from "../db/schema/payments";
import type { PaymentProvider, ProviderEvent } from "./provider";

export interface Charge {
  provider: PaymentProvider["name"];
  sessionId: string;
  /** The provider's id of the charge; the same charge never makes two payments. */
  paymentId: string;
  amountCents: number;
  periodStart?: Date | null;
  periodEnd?: Date | null;
}

/**
 * The one place a paid checkout takes effect: the company gets the plan, its cap and
 * payment_status 'completed' (partner_joined_at when it becomes parceiro), and the payment is
 * recorded. Idempotent: the checkout row is locked and a completed checkout changes nothing.
 */
export async function fulfillCheckout(tx: Tx, charge: Charge): Promise<"fulfilled" | "already" | "unknown"> {
  const [session] = await tx
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, charge.sessionId), eq(checkoutSessions.provider, charge.provider)))
    .for("update");
  if (!session) return "unknown";
  if (session.status === "completed") return "already";
  if (!session.companyId || !isCompanyPlanId(session.plan)) return "unknown";

  const now = new Date();
  await tx
    .update(checkoutSessions)
    .set({ status: "completed", completedAt: now })
    .where(eq(checkoutSessions.id, session.id));
  const [before] = await tx
    .select({ plan: companies.plan, partnerJoinedAt: companies.partnerJoinedAt })
    .from(companies)
    .where(eq(companies.id, session.companyId))
    .for("update");
  const becomesPartner = session.plan === "parceiro" && (before?.plan !== "parceiro" || !before?.partnerJoinedAt);
  await tx
    .update(companies)
    .set({
      plan: session.plan,
      jobLimit: COMPANY_PLANS[session.plan].jobLimit,
      paymentStatus: "completed",
      updatedAt: now,
      ...(becomesPartner ? { partnerJoinedAt: now } : {}),
    })
    .where(eq(companies.id, session.companyId));
  await tx
    .insert(payments)
    .values({
      provider: charge.provider,
      providerPaymentId: charge.paymentId,
      checkoutSessionId: session.id,
      userId: session.userId,
      companyId: session.companyId,
      plan: session.plan,
      amountCents: charge.amountCents,
      status: "paid",
      periodStart: charge.periodStart ?? now,
      periodEnd: charge.periodEnd ?? null,
    })
    .onConflictDoNothing();
  return "fulfilled";
}

const str = (v: unknown) => (typeof v === "string" ? v : null);
const num = (v: unknown) => (typeof v === "number" ? v : null);

/**
 * Handles one provider event, at most once per event id: the event id is recorded in the same
 * transaction as its effect, so a redelivery (or ten in parallel) finds it and does nothing.
 */
export async function processEvent(
  db: Db,
  provider: PaymentProvider["name"],
  event: ProviderEvent,
): Promise<"processed" | "duplicate" | "ignored"> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return "duplicate";

    const object = event.data.object;
    if (event.type === "checkout.session.completed" && object.payment_status === "paid") {
      const sessionId = str(object.id);
      if (!sessionId) return "ignored";
      const paymentId = str(object.payment_intent) ?? str(object.invoice) ?? str(object.subscription) ?? sessionId;
      const result = await fulfillCheckout(tx, {
        provider,
        sessionId,
        paymentId,
        amountCents: num(object.amount_total) ?? 0,
      });
      return result === "unknown" ? "ignored" : "processed";
    }
    return "ignored";
  });
}

/** Sessions of the caller's company only: any other id reads as missing. */
export async function findCompanySession(db: Db, sessionId: string, companyId: string) {
  const [session] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.companyId, companyId)));
  return session ?? null;
}

export async function recordCheckout(db: Db, row: typeof checkoutSessions.$inferInsert): Promise<void> {
  await db.insert(checkoutSessions).values(row);
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
      periodStart: payments.periodStart,
      periodEnd: payments.periodEnd,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.companyId, companyId))
    .orderBy(desc(payments.createdAt));
}
