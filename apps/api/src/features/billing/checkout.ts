import { COMPANY_PLANS, type CompanyPlanId, companyPlanName } from "@pm/shared/plans";
import { eq } from "drizzle-orm";
import { companies } from "../../db/schema/companies";
import { checkoutSessions } from "../../db/schema/payments";
import type { AppDeps } from "../../http/context";

type Company = typeof companies.$inferSelect;

/**
 * Opens a checkout at the provider for `plan` and records it, so the return URL, the verify call
 * and the provider's events can all find it. Parceiro is a one-time payment, the others monthly.
 */
export async function startCheckout(
  deps: AppDeps,
  user: { id: string; email: string },
  company: Company,
  plan: CompanyPlanId,
  urls: { successUrl: string; cancelUrl: string },
): Promise<{ url: string; sessionId: string }> {
  const offer = COMPANY_PLANS[plan];
  const amountCents = offer.priceCents ?? 0;
  const mode = offer.period === "one_time" ? "payment" : "subscription";
  const db = deps.database.db;
  const created = await deps.payments.createCheckout({
    userId: user.id,
    companyId: company.id,
    companyName: company.name,
    email: user.email,
    customerId: company.providerCustomerId,
    plan,
    planName: companyPlanName(plan),
    mode,
    amountCents,
    ...urls,
  });
  await db.transaction(async (tx) => {
    await tx.insert(checkoutSessions).values({
      id: created.sessionId,
      provider: deps.payments.name,
      userId: user.id,
      companyId: company.id,
      plan,
      mode,
      amountCents,
      ...urls,
    });
    if (created.customerId && created.customerId !== company.providerCustomerId) {
      await tx.update(companies).set({ providerCustomerId: created.customerId }).where(eq(companies.id, company.id));
    }
  });
  return { url: created.url, sessionId: created.sessionId };
}
