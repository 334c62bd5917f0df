import {
  COMPANY_PLANS,
  type CompanyPlanId,
  companyPlanName,
  creditUse,
  isCompanyPlanId,
  isLiveSubscription,
} from "@pm/shared/billing";
import { memberMessages } from "@pm/shared/members";
import { countSeatsUsed } from "../../entitlements/seats.queries";
import { countActiveJobs } from "../../entitlements/usage.queries";
import type { AppDeps, Company } from "../../http/context";
import { ApiError } from "../../http/errors";
import { type Proration, prorate } from "../../payments/proration";
import { readSubscription } from "../../payments/stripe-shapes";
import { companyOwner, findCompanyById, liveSubscription } from "./billing.queries";
import { companyBuyer, startCheckout } from "./checkout.service";
import { applyProviderSubscription, withChangeLock } from "./subscription.service";
import {
  applySubscriptionInTransaction,
  endAccessWithoutSubscription,
  type SubscriptionRow,
} from "./subscriptions.queries";

/**
 * What moving to `plan` does for this company:
 * - unchanged: it is the current plan;
 * - immediate: between monthly plans of a live subscription, pro rata; or back to Parceiro for a
 *   company that paid it before (the subscription ends, its unused time becomes credit);
 * - checkout: anything that needs a new payment (a first subscription, Parceiro for the first time);
 *   `replaced` is what ending the live subscription it replaces leaves as credit.
 */
export type PlanChange =
  | { kind: "unchanged"; plan: CompanyPlanId }
  | { kind: "immediate"; plan: CompanyPlanId; subscription: SubscriptionRow; proration: Proration }
  | { kind: "immediate"; plan: "parceiro"; subscription: SubscriptionRow | null; proration: Proration | null }
  | { kind: "checkout"; plan: CompanyPlanId; replaced: Proration | null };

export function sellablePlan(plan: string): CompanyPlanId {
  if (!isCompanyPlanId(plan)) throw new ApiError("NOT_FOUND", "Plano não encontrado");
  const offer = COMPANY_PLANS[plan];
  // Enterprise is sold by the sales team, never through checkout.
  if (!offer.selfService || offer.priceCents === null) throw new ApiError("NOT_FOUND", "Plano não encontrado");
  return plan;
}

export function planChange(
  company: Company,
  subscription: SubscriptionRow | null,
  target: CompanyPlanId,
  now: Date,
): PlanChange {
  if (target === company.plan) return { kind: "unchanged", plan: target };
  const offer = COMPANY_PLANS[target];
  const live =
    subscription &&
    isLiveSubscription(subscription.status) &&
    subscription.currentPeriodStart &&
    subscription.currentPeriodEnd
      ? subscription
      : null;
  const unusedOf = (s: SubscriptionRow, toCents: number) =>
    prorate({
      fromCents: s.amountCents,
      toCents,
      periodStart: s.currentPeriodStart ?? now,
      periodEnd: s.currentPeriodEnd ?? now,
      at: now,
      creditCents: company.creditCents,
    });
  if (offer.period === "month") {
    if (!live) return { kind: "checkout", plan: target, replaced: null };
    return { kind: "immediate", plan: target, subscription: live, proration: unusedOf(live, offer.priceCents ?? 0) };
  }
  // Parceiro is paid once: a company that paid it goes back to it without paying again.
  if (company.partnerJoinedAt) {
    return { kind: "immediate", plan: "parceiro", subscription: live, proration: live ? unusedOf(live, 0) : null };
  }
  return { kind: "checkout", plan: target, replaced: live ? unusedOf(live, 0) : null };
}

export async function previewPlanChange(deps: AppDeps, company: Company, plan: string) {
  const db = deps.database.db;
  const target = sellablePlan(plan);
  const change = planChange(company, await liveSubscription(db, companyOwner(company)), target, new Date());
  const [activeJobs, seatsUsed] = await Promise.all([countActiveJobs(db, company.id), countSeatsUsed(db, company.id)]);
  const jobLimit = COMPANY_PLANS[target].jobLimit;
  const seatLimit = COMPANY_PLANS[target].seatLimit;
  const immediate = change.kind === "immediate" ? immediateMoney(company, change) : null;
  // A paid checkout ends the subscription it replaces, and its unused time becomes credit: the
  // buyer is told before paying, and told what that credit can do on the new plan.
  const replacedCredit =
    change.kind === "checkout" && change.replaced
      ? Math.max(0, change.replaced.creditAfterCents - company.creditCents)
      : 0;
  return {
    plan: target,
    kind: change.kind,
    amountDueCents:
      change.kind === "checkout" ? (COMPANY_PLANS[target].priceCents ?? 0) : (immediate?.amountDueCents ?? 0),
    creditCents: immediate?.creditCents ?? replacedCredit,
    creditUse: creditUse(target, true),
    activeJobs,
    jobLimit,
    overCap: jobLimit !== null && activeJobs > jobLimit,
    seatsUsed,
    seatLimit,
    overSeats: seatLimit !== null && seatsUsed > seatLimit,
  };
}

/**
 * A plan whose seats are fewer than the team's (members and pending invitations) is refused,
 * with how many to remove first: unlike jobs, a member over the cap would keep working.
 */
async function refuseBelowSeatsInUse(db: AppDeps["database"]["db"], companyId: string, target: CompanyPlanId) {
  const limit = COMPANY_PLANS[target].seatLimit;
  if (limit === null) return;
  const used = await countSeatsUsed(db, companyId);
  if (used > limit) {
    throw new ApiError("CONFLICT", memberMessages.downgradeSeats(COMPANY_PLANS[target].name, limit, used));
  }
}

/** What an immediate change charges now, and the credit it adds to the account. */
function immediateMoney(company: Company, change: Extract<PlanChange, { kind: "immediate" }>) {
  const creditAfter = change.proration?.creditAfterCents ?? company.creditCents;
  return {
    amountDueCents: change.proration?.amountDueCents ?? 0,
    creditCents: Math.max(0, creditAfter - company.creditCents),
  };
}

type ChangeResult =
  | { kind: "unchanged" }
  | { kind: "changed"; plan: CompanyPlanId; amountDueCents: number; creditCents: number }
  | { kind: "checkout"; url: string; sessionId: string };

/**
 * Carries a plan change out. The provider is asked first; only once it agreed does our database
 * change, with the same code its events run, so a later webhook about it finds nothing to do.
 * Jobs above a lower cap stay active: activation is what the cap blocks.
 */
export async function changePlan(
  deps: AppDeps,
  user: { id: string; email: string },
  company: Company,
  plan: string,
): Promise<ChangeResult> {
  const db = deps.database.db;
  const target = sellablePlan(plan);
  const change = planChange(company, await liveSubscription(db, companyOwner(company)), target, new Date());
  if (change.kind === "unchanged") return { kind: "unchanged" };
  await refuseBelowSeatsInUse(db, company.id, target);
  if (change.kind === "checkout") {
    const base = `${deps.env.BASE_URL}/empresa/planos`;
    const created = await startCheckout(deps, companyBuyer(user, company), target, {
      successUrl: `${base}?success=true&plan=${target}`,
      cancelUrl: `${base}?canceled=true`,
    });
    return { kind: "checkout", url: created.url, sessionId: created.sessionId };
  }
  if (!change.subscription) return carryOut(deps, company, change);
  // Decided again under the subscription's lock, from fresh rows: a double submit finds the
  // change made (unchanged) or under way (409), never charges twice.
  return withChangeLock(deps, change.subscription.id, async () => {
    const fresh = await findCompanyById(db, company.id);
    if (!fresh) throw new ApiError("NOT_FOUND", "Empresa não encontrada");
    const again = planChange(fresh, await liveSubscription(db, companyOwner(company)), target, new Date());
    if (again.kind === "unchanged") return { kind: "unchanged" };
    if (again.kind !== "immediate") throw new ApiError("CONFLICT");
    return carryOut(deps, fresh, again);
  });
}

async function carryOut(
  deps: AppDeps,
  company: Company,
  change: Extract<PlanChange, { kind: "immediate" }>,
): Promise<ChangeResult> {
  const db = deps.database.db;
  const provider = deps.payments;
  const { amountDueCents, creditCents } = immediateMoney(company, change);

  if (change.plan === "parceiro") {
    const subscription = change.subscription;
    if (subscription) await provider.cancelSubscriptionNow(subscription.id);
    if (subscription) {
      const view = readSubscription({ id: subscription.id, status: "canceled" });
      if (view) await applySubscriptionInTransaction(db, provider.name, view, Math.floor(Date.now() / 1000));
    } else {
      await endAccessWithoutSubscription(db, companyOwner(company));
    }
    return { kind: "changed", plan: "parceiro", amountDueCents, creditCents };
  }

  const subscription = change.subscription;
  if (!subscription || !change.proration) throw new ApiError("CONFLICT");
  const updated = await provider.changeSubscriptionPlan({
    subscriptionId: subscription.id,
    companyId: company.id,
    plan: change.plan,
    planName: companyPlanName(change.plan),
    amountCents: COMPANY_PLANS[change.plan].priceCents ?? 0,
    proration: change.proration,
  });
  await applyProviderSubscription(deps, updated);
  return { kind: "changed", plan: change.plan, amountDueCents, creditCents };
}
