import type { AppDeps } from "../../http/context";
import { ApiError } from "../../http/errors";
import { readSubscription } from "../../payments/stripe-shapes";
import { claimChangeLock, liveSubscription, releaseChangeLock } from "./billing.queries";
import { applySubscriptionInTransaction, type BillingOwner } from "./subscriptions.queries";

// What a company and a militar do alike with their subscription: cancel or resume it at the end
// of the paid period, and apply what the provider answers to a change, one change at a time.

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
    await withChangeLock(deps, subscription.id, async () => {
      await deps.payments.cancelSubscriptionNow(subscription.id);
      await applyProviderSubscription(deps, { id: subscription.id, status: "canceled" });
    });
    return { cancelAtPeriodEnd: false, currentPeriodEnd: null, ended: true };
  }
  if (subscription.cancelAtPeriodEnd !== cancel) {
    await withChangeLock(deps, subscription.id, async () =>
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

const CHANGE_LOCK_MS = 60_000;

/** Runs `fn` holding the subscription's change lease; a change already under way answers 409. */
export async function withChangeLock<T>(deps: AppDeps, subscriptionId: string, fn: () => Promise<T>): Promise<T> {
  const db = deps.database.db;
  const now = new Date();
  if (!(await claimChangeLock(db, subscriptionId, now, new Date(now.getTime() + CHANGE_LOCK_MS)))) {
    throw new ApiError("CONFLICT", "Já existe uma alteração de plano em andamento. Aguarde alguns instantes.");
  }
  try {
    return await fn();
  } finally {
    await releaseChangeLock(db, subscriptionId);
  }
}

/** Applies a subscription object the provider just returned, as its event would. */
export async function applyProviderSubscription(deps: AppDeps, object: Record<string, unknown>) {
  const view = readSubscription(object);
  if (!view) return;
  await applySubscriptionInTransaction(deps.database.db, deps.payments.name, view, Math.floor(Date.now() / 1000));
}
