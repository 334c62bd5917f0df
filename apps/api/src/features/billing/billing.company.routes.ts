import { creditUse } from "@pm/shared/billing";
import { seatLimitOf } from "@pm/shared/members";
import { Hono } from "hono";
import { z } from "zod";
import { requirePaidCompany } from "../../auth/guards";
import { findEnterpriseContract } from "../../entitlements/contracts.queries";
import { countSeatsUsed } from "../../entitlements/seats.queries";
import { countActiveJobs } from "../../entitlements/usage.queries";
import type { AppDeps, AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { json, query } from "../../http/validate";
import { companyOwner, findCompanyOfUser, listPayments, liveSubscription } from "./billing.queries";
import { companyBuyer, startCheckout, verifyCheckout } from "./checkout.service";
import { changePlan, previewPlanChange, sellablePlan } from "./plan-change.service";
import { setCancelAtPeriodEnd } from "./subscription.service";

/** The caller's company; a company account without one reads as 'Empresa não encontrada'. */
async function companyOfUser(db: AppDeps["database"]["db"], userId: string) {
  const company = await findCompanyOfUser(db, userId);
  if (!company) throw new ApiError("NOT_FOUND", "Empresa não encontrada");
  return company;
}

const planSchema = z.strictObject({ plan: z.string().max(32) });
const verifySchema = z.strictObject({ sessionId: z.string().min(1).max(255) });

/** Checkout and its verification: a company reaches these before its plan is paid. */
const checkoutRoutes = new Hono<AppEnv>()
  .post("/checkout", json(planSchema), async (c) => {
    const { deps, user } = c.var;
    const { plan } = c.req.valid("json");
    const target = sellablePlan(plan);
    const company = await companyOfUser(deps.database.db, user.id);
    const created = await startCheckout(deps, companyBuyer(user, company), target, {
      successUrl: `${deps.env.BASE_URL}/empresa/payment-success`,
      cancelUrl: `${deps.env.BASE_URL}/empresa/payment-cancel`,
    });
    return c.json({ url: created.url, sessionId: created.sessionId }, created.reused ? 200 : 201);
  })
  .post("/verify", json(verifySchema), async (c) => {
    const { deps, user } = c.var;
    const { sessionId } = c.req.valid("json");
    const company = await companyOfUser(deps.database.db, user.id);
    const session = await verifyCheckout(deps, companyOwner(company), sessionId);
    const fresh = await companyOfUser(deps.database.db, user.id);
    return c.json({ paid: session.status === "completed", plan: session.plan, companyName: fresh.name });
  })
  .get("/payments", async (c) => {
    const db = c.var.deps.database.db;
    const company = await companyOfUser(db, c.var.user.id);
    return c.json({ payments: await listPayments(db, companyOwner(company)) });
  });

/** Plan management: for companies whose plan is paid (each route says so, not a `/*` middleware). */
const planRoutes = new Hono<AppEnv>()
  .get("/summary", requirePaidCompany, async (c) => {
    const db = c.var.deps.database.db;
    const company = await companyOfUser(db, c.var.user.id);
    const [subscription, contract] = await Promise.all([
      liveSubscription(db, companyOwner(company)),
      findEnterpriseContract(db, company.id),
    ]);
    return c.json({
      plan: company.plan,
      jobLimit: company.jobLimit,
      activeJobs: await countActiveJobs(db, company.id),
      seats: { used: await countSeatsUsed(db, company.id), limit: seatLimitOf(company.plan, contract?.seatLimit) },
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
      // With no renewal ahead nothing would ever use the credit: the screen offers its refund.
      creditUse: creditUse(company.plan, subscription !== null && !subscription.cancelAtPeriodEnd),
      companyName: company.name,
      contract,
    });
  })
  .get("/change-preview", requirePaidCompany, query(planSchema), async (c) => {
    const { plan } = c.req.valid("query");
    const company = await companyOfUser(c.var.deps.database.db, c.var.user.id);
    return c.json(await previewPlanChange(c.var.deps, company, plan));
  })
  .post("/change-plan", requirePaidCompany, json(planSchema), async (c) => {
    const { deps, user } = c.var;
    const { plan } = c.req.valid("json");
    const company = await companyOfUser(deps.database.db, user.id);
    return c.json(await changePlan(deps, user, company, plan));
  })
  .post("/cancel", requirePaidCompany, async (c) => c.json(await toggleCompanyCancel(c.var, true)))
  .post("/resume", requirePaidCompany, async (c) => c.json(await toggleCompanyCancel(c.var, false)));

/** The caller's company's cancel-at-period-end, set or undone. */
async function toggleCompanyCancel(vars: AppEnv["Variables"], cancel: boolean) {
  const company = await companyOfUser(vars.deps.database.db, vars.user.id);
  return setCancelAtPeriodEnd(vars.deps, companyOwner(company), cancel);
}

/** Mounted for empresas only (app composition): checkout before payment, plan management after. */
export const billingCompanyRoutes = new Hono<AppEnv>().route("/", checkoutRoutes).route("/", planRoutes);
