import { type BillingPlanId, billingPlanName, billingPlanPriceCents, COMPANY_PLANS } from "@pm/shared/billing";
import { isUniqueViolation } from "../../db/errors";
import type { AppDeps } from "../../http/context";
import { ApiError } from "../../http/errors";
import { readCheckoutSession } from "../../payments/stripe-shapes";
import {
  companyOwner,
  expireOpenCheckout,
  findOpenCheckout,
  findOwnSession,
  findSessionById,
  recordCheckout,
} from "./billing.queries";
import { deliverEvent } from "./fulfillment.service";
import type { BillingOwner } from "./subscriptions.queries";

/** Who pays at checkout: the owner, the e-mail and name for the provider's customer, and that customer if known. */
export interface Buyer {
  owner: BillingOwner;
  email: string;
  name: string;
  customerId: string | null;
}

export const companyBuyer = (
  user: { email: string },
  company: { id: string; userId: string; name: string; providerCustomerId: string | null },
): Buyer => ({
  owner: companyOwner(company),
  email: user.email,
  name: company.name,
  customerId: company.providerCustomerId,
});

/** Parceiro is a one-time payment; every other plan sold here (Plus, Pro, PREMIUM) is monthly. */
const checkoutMode = (plan: BillingPlanId) =>
  plan !== "PREMIUM" && COMPANY_PLANS[plan].period === "one_time" ? "payment" : "subscription";

const PAYMENT_PROCESSING =
  "Seu pagamento anterior ainda está sendo processado. Aguarde a confirmação antes de tentar de novo.";
const ALREADY_PAID = "Este pagamento já foi concluído. Atualize a página para ver seu plano.";

/**
 * The open checkout, when it can still be paid from here: a double click, or a step back from the
 * provider's page, gets the same one, never a second to pay. One opened from another screen (it
 * would return the buyer there) is closed at the provider and a new one opens. One the provider
 * no longer offers is settled first: still settling (Pix), the buyer is asked to wait; paid (its
 * webhook on the way), it is fulfilled and the buyer told so; otherwise it is closed here too.
 */
async function reuseOpenCheckout(
  deps: AppDeps,
  owner: BillingOwner,
  plan: BillingPlanId,
  urls: { successUrl: string; cancelUrl: string },
) {
  const open = await findOpenCheckout(deps.database.db, owner, plan);
  if (!open) return null;
  if (open.provider === deps.payments.name) {
    const remote = await deps.payments.checkoutState(open.id);
    if (remote.state === "processing") throw new ApiError("CONFLICT", PAYMENT_PROCESSING);
    if (remote.state === "open") {
      if (open.successUrl === urls.successUrl && open.cancelUrl === urls.cancelUrl) {
        return { url: remote.url, sessionId: open.id, reused: true };
      }
      await deps.payments.expireCheckout(open.id);
    } else {
      const settled = await verifyCheckout(deps, owner, open.id);
      if (settled.status === "completed") throw new ApiError("CONFLICT", ALREADY_PAID);
    }
  }
  await expireOpenCheckout(deps.database.db, open.id);
  return null;
}

/**
 * Opens a checkout at the provider for `plan` and records it, so the return URL, the verify call
 * and the provider's events can all find it. The provider's customer is kept on the buyer. The
 * buyer's checkout for the same plan, still open, is returned instead (`reused`); two requests at
 * once meet at the unique index on open checkouts, and the loser answers with the winner's.
 */
export async function startCheckout(
  deps: AppDeps,
  buyer: Buyer,
  plan: BillingPlanId,
  urls: { successUrl: string; cancelUrl: string },
): Promise<{ url: string; sessionId: string; reused: boolean }> {
  const again = await reuseOpenCheckout(deps, buyer.owner, plan, urls);
  if (again) return again;
  const amountCents = billingPlanPriceCents(plan);
  const mode = checkoutMode(plan);
  const { owner } = buyer;
  const created = await deps.payments.createCheckout({
    userId: owner.userId,
    companyId: owner.companyId,
    customerName: buyer.name,
    email: buyer.email,
    customerId: buyer.customerId,
    plan,
    planName: billingPlanName(plan),
    mode,
    amountCents,
    ...urls,
  });
  try {
    await recordCheckout(
      deps.database.db,
      {
        id: created.sessionId,
        provider: deps.payments.name,
        userId: owner.userId,
        companyId: owner.companyId,
        plan,
        mode,
        amountCents,
        ...urls,
      },
      owner,
      created.customerId && created.customerId !== buyer.customerId ? created.customerId : null,
    );
  } catch (error) {
    // Another request opened one a moment ago: hand out that one (ours is left to expire unused).
    if (!isUniqueViolation(error)) throw error;
    const winner = await findOpenCheckout(deps.database.db, owner, plan);
    const remote = winner ? await deps.payments.checkoutState(winner.id) : null;
    if (!winner || remote?.state !== "open") throw error;
    return { url: remote.url, sessionId: winner.id, reused: true };
  }
  return { url: created.url, sessionId: created.sessionId, reused: false };
}

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
      session = (await findSessionById(db, session.id)) ?? session;
    }
  }
  return session;
}
