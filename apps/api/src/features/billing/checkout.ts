import { type BillingPlanId, billingPlanName, billingPlanPriceCents, COMPANY_PLANS } from "@pm/shared/plans";
import { eq } from "drizzle-orm";
import { companies } from "../../db/schema/companies";
import { militaryProfiles } from "../../db/schema/military";
import { checkoutSessions } from "../../db/schema/payments";
import type { AppDeps } from "../../http/context";
import type { BillingOwner } from "../../payments/subscriptions";
import { companyOwner } from "./billing.queries";

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

/**
 * Opens a checkout at the provider for `plan` and records it, so the return URL, the verify call
 * and the provider's events can all find it. The provider's customer is kept on the buyer.
 */
export async function startCheckout(
  deps: AppDeps,
  buyer: Buyer,
  plan: BillingPlanId,
  urls: { successUrl: string; cancelUrl: string },
): Promise<{ url: string; sessionId: string }> {
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
  return { url: created.url, sessionId: created.sessionId };
}
