import { Hono } from "hono";
import { z } from "zod";
import { requirePaidCompany, requireRole, requireUser } from "../../auth/guards";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { parseJson, parseQuery } from "../../http/validate";
import { deliverEvent } from "../../payments/fulfillment";
import {
  companyOfUser,
  countActiveJobs,
  findCompanySession,
  listCompanyPayments,
  liveSubscription,
} from "./billing.queries";
import { startCheckout } from "./checkout";
import { applyProviderSubscription, changePlan, previewPlanChange, sellablePlan, withChangeLock } from "./plan-change";

const planSchema = z.strictObject({ plan: z.string().max(32) });
const verifySchema = z.strictObject({ sessionId: z.string().min(1).max(255) });

/** Checkout and its verification: a company reaches these before its plan is paid. */
const checkoutRoutes = new Hono<AppEnv>()
  .post("/checkout", async (c) => {
    const { deps, user } = c.var;
    const { plan } = await parseJson(c, planSchema);
    const target = sellablePlan(plan);
    const company = await companyOfUser(deps.database.db, user.id);
    const created = await startCheckout(deps, user, company, target, {
      successUrl: `${deps.env.BASE_URL}/empresa/payment-success`,
      cancelUrl: `${deps.env.BASE_URL}/empresa/payment-cancel`,
    });
    return c.json(created, 201);
  })
  .post("/verify", async (c) => {
    const { deps, user } = c.var;
    const { sessionId } = await parseJson(c, verifySchema);
    const db = deps.database.db;
    const company = await companyOfUser(db, user.id);
    let session = await findCompanySession(db, sessionId, company.id);
    if (!session) throw new ApiError("NOT_FOUND");
    // The buyer may be back before the provider's webhook: ask the provider, and fulfil the
    // session through the same event path if it is paid.
    if (session.status === "open" && session.provider === deps.payments.name) {
      const remote = await deps.payments.retrieveCheckout(session.id);
      if (remote) {
        await deliverEvent(deps, {
          id: `verify:${session.id}`,
          type: "checkout.session.completed",
          data: { object: remote },
        });
        session = (await findCompanySession(db, sessionId, company.id)) ?? session;
      }
    }
    const fresh = await companyOfUser(db, user.id);
    return c.json({ paid: session.status === "completed", plan: session.plan, companyName: fresh.name });
  })
  .get("/payments", async (c) => {
    const db = c.var.deps.database.db;
    const company = await companyOfUser(db, c.var.user.id);
    return c.json({ payments: await listCompanyPayments(db, company.id) });
  });

/** Plan management: for companies whose plan is paid (each route says so, not a `/*` middleware). */
const planRoutes = new Hono<AppEnv>()
  .get("/summary", requirePaidCompany, async (c) => {
    const db = c.var.deps.database.db;
    const company = await companyOfUser(db, c.var.user.id);
    const subscription = await liveSubscription(db, company.id);
    return c.json({
      plan: company.plan,
      jobLimit: company.jobLimit,
      activeJobs: await countActiveJobs(db, company.id),
      activeSince: (company.partnerJoinedAt ?? company.createdAt).toISOString(),
      paymentStatus: company.paymentStatus,
      subscription: subscription
        ? {
            status: subscription.status,
            currentPeriodStart: subscription.currentPeriodStart?.toISOString() ?? null,
            currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
            cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          }
        : null,
      creditCents: company.creditCents,
    });
  })
  .get("/change-preview", requirePaidCompany, async (c) => {
    const { plan } = parseQuery(c, planSchema);
    const company = await companyOfUser(c.var.deps.database.db, c.var.user.id);
    return c.json(await previewPlanChange(c.var.deps, company, plan));
  })
  .post("/change-plan", requirePaidCompany, async (c) => {
    const { deps, user } = c.var;
    const { plan } = await parseJson(c, planSchema);
    const company = await companyOfUser(deps.database.db, user.id);
    return c.json(await changePlan(deps, user, company, plan));
  })
  .post("/cancel", requirePaidCompany, async (c) => c.json(await setCancelAtPeriodEnd(c.var, true)))
  .post("/resume", requirePaidCompany, async (c) => c.json(await setCancelAtPeriodEnd(c.var, false)));

/** Cancels the live subscription at the end of the paid period, or undoes that. */
async function setCancelAtPeriodEnd(vars: AppEnv["Variables"], cancel: boolean) {
  const db = vars.deps.database.db;
  const company = await companyOfUser(db, vars.user.id);
  const subscription = await liveSubscription(db, company.id);
  if (!subscription) throw new ApiError("CONFLICT", "Nenhuma assinatura ativa");
  if (subscription.cancelAtPeriodEnd !== cancel) {
    await withChangeLock(db, subscription.id, async () =>
      applyProviderSubscription(vars.deps, await vars.deps.payments.setCancelAtPeriodEnd(subscription.id, cancel)),
    );
  }
  const after = await liveSubscription(db, company.id);
  return {
    cancelAtPeriodEnd: after?.cancelAtPeriodEnd ?? cancel,
    currentPeriodEnd: after?.currentPeriodEnd?.toISOString() ?? null,
  };
}

export const billingRoutes = new Hono<AppEnv>()
  .use(requireUser, requireRole("empresa"))
  .route("/", checkoutRoutes)
  .route("/", planRoutes);
