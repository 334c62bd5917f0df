import { type BillingPlanId, billingPlanName, billingPlanPriceCents, COMPANY_PLANS } from "@pm/shared/plans";
import { and, eq, isNull } from "drizzle-orm";
import { isUniqueViolation } from "../../db/errors";
import { companies } from "../../db/schema/companies";
import { militaryProfiles } from "../../db/schema/military";
import { checkoutSessions } from "../../db/schema/payments";
import type { AppDeps } from "../../http/context";
import { ApiError } from "../../http/errors";
import type { BillingOwner } from "../../payments/subscriptions";
import { companyOwner } from "./billing.queries";
import { verifyCheckout } from "./owner-billing";

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

/** The buyer's checkout for `plan` still open on our side, if any (there is at most one). */
async function openCheckout(deps: AppDeps, owner: BillingOwner, plan: BillingPlanId) {
  const [open] = await deps.database.db
    .select({
      id: checkoutSessions.id,
      provider: checkoutSessions.provider,
      successUrl: checkoutSessions.successUrl,
      cancelUrl: checkoutSessions.cancelUrl,
    })
    .from(checkoutSessions)
    .where(
      and(
        owner.companyId
          ? eq(checkoutSessions.companyId, owner.companyId)
          : and(eq(checkoutSessions.userId, owner.userId), isNull(checkoutSessions.companyId)),
        eq(checkoutSessions.plan, plan),
        eq(checkoutSessions.status, "open"),
      ),
    );
  return open ?? null;
}

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
  const open = await openCheckout(deps, owner, plan);
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
  await deps.database.db
    .update(checkoutSessions)
    .set({ status: "expired" })
    .where(and(eq(checkoutSessions.id, open.id), eq(checkoutSessions.status, "open")));
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
    await deps.database.db.transaction(async (tx) => {
      await tx.insert(checkoutSessions).values({
        id: created.sessionId,
        provider: deps.payments.name,
        userId: owner.userId,
        companyId: owner.companyId,
        plan,
        mode,
        amountCents,
        ...urls,
      });
      if (created.customerId && created.customerId !== buyer.customerId) {
        if (owner.companyId) {
          await tx
            .update(companies)
            .set({ providerCustomerId: created.customerId })
            .where(eq(companies.id, owner.companyId));
        } else {
          await tx
            .update(militaryProfiles)
            .set({ providerCustomerId: created.customerId })
            .where(eq(militaryProfiles.userId, owner.userId));
        }
      }
    });
  } catch (error) {
    // Another request opened one a moment ago: hand out that one (ours is left to expire unused).
    if (!isUniqueViolation(error)) throw error;
    const winner = await openCheckout(deps, owner, plan);
    const remote = winner ? await deps.payments.checkoutState(winner.id) : null;
    if (!winner || remote?.state !== "open") throw error;
    return { url: remote.url, sessionId: winner.id, reused: true };
  }
  return { url: created.url, sessionId: created.sessionId, reused: false };
}
