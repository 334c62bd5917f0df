import { eq } from "drizzle-orm";
import { checkoutSessions } from "../../db/schema/payments";
import type { AppDeps } from "../../http/context";
import { ApiError } from "../../http/errors";
import { deliverEvent } from "../../payments/fulfillment";
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
    if (remote) {
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

/** Cancels the live subscription at the end of the paid period, or undoes that. */
export async function setCancelAtPeriodEnd(deps: AppDeps, owner: BillingOwner, cancel: boolean) {
  const db = deps.database.db;
  const subscription = await liveSubscription(db, owner);
  if (!subscription) throw new ApiError("CONFLICT", "Nenhuma assinatura ativa");
  if (subscription.cancelAtPeriodEnd !== cancel) {
    await withChangeLock(db, subscription.id, async () =>
      applyProviderSubscription(deps, await deps.payments.setCancelAtPeriodEnd(subscription.id, cancel)),
    );
  }
  const after = await liveSubscription(db, owner);
  return {
    cancelAtPeriodEnd: after?.cancelAtPeriodEnd ?? cancel,
    currentPeriodEnd: after?.currentPeriodEnd?.toISOString() ?? null,
  };
}
