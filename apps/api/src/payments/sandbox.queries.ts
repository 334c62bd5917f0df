// The sandbox provider's own reads and writes: it plays Stripe's part over our tables.
import { and, eq, lte, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { companies } from "../db/schema/companies";
import { checkoutSessions, subscriptions } from "../db/schema/payments";

/** A subscription row, as the sandbox turns it into Stripe's objects. */
export type SubscriptionRow = typeof subscriptions.$inferSelect;
/** A checkout session row, as the sandbox's hosted page and its payment read it. */
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

export async function findSubscription(db: Db, id: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row ?? null;
}

/** A company's account credit; a militar has none. */
export async function creditOf(db: Db, companyId: string | null): Promise<number> {
  if (!companyId) return 0;
  const [c] = await db.select({ credit: companies.creditCents }).from(companies).where(eq(companies.id, companyId));
  return c?.credit ?? 0;
}

/** The sandbox's live subscriptions whose period has ended by `now`. */
export function dueSandboxSubscriptions(db: Db, now: Date) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, "sandbox"),
        ne(subscriptions.status, "canceled"),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    );
}

export async function findCheckoutSession(db: Db, id: string) {
  const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return session ?? null;
}

/** A checkout session with what its hosted page shows: the company's name, or the buyer's. */
export async function findCheckoutPage(db: Db, id: string) {
  const [row] = await db
    .select({ session: checkoutSessions, companyName: companies.name, buyerName: users.name })
    .from(checkoutSessions)
    .leftJoin(companies, eq(companies.id, checkoutSessions.companyId))
    .innerJoin(users, eq(users.id, checkoutSessions.userId))
    .where(eq(checkoutSessions.id, id));
  return row ?? null;
}

export async function cancelCheckoutSession(db: Db, id: string) {
  await db.update(checkoutSessions).set({ status: "canceled" }).where(eq(checkoutSessions.id, id));
}
