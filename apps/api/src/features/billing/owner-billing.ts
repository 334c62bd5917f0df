import { eq } from "drizzle-orm";
import { checkoutSessions } from "../../db/schema/payments";
import type { AppDeps } from "../../http/context";
import { ApiError } from "../../http/errors";
import { deliverEvent } from "../../payments/fulfillment";
import { readCheckoutSession } from "../../payments/stripe-shapes";
import type { BillingOwner } from "../../payments/subscriptions";
import { findOwnSession, liveSubscription } from "./billing.queries";
import { applyProviderSubscription, withChangeLock } from "./plan-change";

// What a company and a militar do alike with their own billing: check a returning checkout, and
// cancel or resume their subscription at the end of the paid period.

/**
 * A returning checkout: the buyer may be back before the provider's webhook, so an open session is
 * asked of the provider and, if paid, fulfilled through the same event path. Another owner's
 * session answers 404.
 */
export async function verifyCheckout(deps: AppDeps, owner: BillingOwner, sessionId: string) {
  const db = deps.database.db;
  let session = await findOwnSession(db, sessionId, owner);
  if (!session) throw new ApiError("NOT_FOUND");
  if (session.status === "open" && session.provider === deps.payments.name) {
    const remote = await deps.payments.retrieveCheckout(session.id);
    // Only a paid session goes through the event path: an unpaid one (a Pix still settling) would
    // use up the verify event's id and leave nothing for the check after it is paid.
    if (remote && readCheckoutSession(remote)?.paid) {
      await deliverEvent(deps, {
        id: `verify:${session.id}`,
        type: "checkout.session.completed",
        data: { object: remote },
      });
      const [fresh] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
      session = fresh ?? session;
    }
  }
  return session;
}

const OVERDUE_STATUSES = new Set(["past_due", "unpaid"]);

/**
 * Cancels the live subscription at the end of the paid period, or undoes that. An overdue one has
 * no paid period left to keep: it ends now, so the provider stops retrying the charge (`ended`).
 */
export async function setCancelAtPeriodEnd(deps: AppDeps, owner: BillingOwner, cancel: boolean) {
  const db = deps.database.db;
  const subscription = await liveSubscription(db, owner);
  if (!subscription) throw new ApiError("CONFLICT", "Nenhuma assinatura ativa");
  if (cancel && OVERDUE_STATUSES.has(subscription.status)) {
    await withChangeLock(db, subscription.id, async () => {
      await deps.payments.cancelSubscriptionNow(subscription.id);
      await applyProviderSubscription(deps, { id: subscription.id, status: "canceled" });
    });
    return { cancelAtPeriodEnd: false, currentPeriodEnd: null, ended: true };
  }
  if (subscription.cancelAtPeriodEnd !== cancel) {
    await withChangeLock(db, subscription.id, async () =>
      applyProviderSubscription(deps, await deps.payments.setCancelAtPeriodEnd(subscription.id, cancel)),
    );
  }
  const after = await liveSubscription(db, owner);
  return {
    cancelAtPeriodEnd: after?.cancelAtPeriodEnd ?? cancel,
    currentPeriodEnd: after?.currentPeriodEnd?.toISOString() ?? null,
    ended: false,
  };
}
