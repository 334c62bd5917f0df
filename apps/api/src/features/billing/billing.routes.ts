import { COMPANY_PLANS, companyPlanName, isCompanyPlanId } from "@pm/shared/plans";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { requireRole, requireUser } from "../../auth/guards";
import { companies } from "../../db/schema/companies";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { parseJson } from "../../http/validate";
import { findCompanySession, listCompanyPayments, recordCheckout } from "../../payments/fulfillment";

const checkoutSchema = z.strictObject({ plan: z.string().max(32) });
const verifySchema = z.strictObject({ sessionId: z.string().min(1).max(255) });

/** Checkout and its verification. A company reaches these before its plan is paid. */
export const billingRoutes = new Hono<AppEnv>()
  .use(requireUser, requireRole("empresa"))
  .post("/checkout", async (c) => {
    const { deps, user } = c.var;
    const { plan } = await parseJson(c, checkoutSchema);
    if (!isCompanyPlanId(plan)) throw new ApiError("NOT_FOUND", "Plano não encontrado");
    const offer = COMPANY_PLANS[plan];
    // Enterprise is sold by the sales team, never through checkout.
    if (!offer.selfService || offer.priceCents === null) throw new ApiError("NOT_FOUND", "Plano não encontrado");
    const db = deps.database.db;
    const [company] = await db.select().from(companies).where(eq(companies.userId, user.id));
    if (!company) throw new ApiError("NOT_FOUND", "Empresa não encontrada");

    const mode = offer.period === "one_time" ? "payment" : "subscription";
    const successUrl = `${deps.env.BASE_URL}/empresa/payment-success`;
    const cancelUrl = `${deps.env.BASE_URL}/empresa/payment-cancel`;
    const created = await deps.payments.createCheckout({
      userId: user.id,
      companyId: company.id,
      companyName: company.name,
      email: user.email,
      plan,
      planName: companyPlanName(plan),
      mode,
      amountCents: offer.priceCents,
      successUrl,
      cancelUrl,
    });
    await recordCheckout(db, {
      id: created.sessionId,
      provider: deps.payments.name,
      userId: user.id,
      companyId: company.id,
      plan,
      mode,
      amountCents: offer.priceCents,
      successUrl,
      cancelUrl,
    });
    return c.json({ url: created.url, sessionId: created.sessionId }, 201);
  })
  .post("/verify", async (c) => {
    const { deps, user } = c.var;
    const { sessionId } = await parseJson(c, verifySchema);
    const db = deps.database.db;
    const [company] = await db.select().from(companies).where(eq(companies.userId, user.id));
    if (!company) throw new ApiError("NOT_FOUND", "Empresa não encontrada");
    const session = await findCompanySession(db, sessionId, company.id);
    if (!session) throw new ApiError("NOT_FOUND");
    const [fresh] = await db.select().from(companies).where(eq(companies.id, company.id));
    return c.json({
      paid: session.status === "completed",
      plan: session.plan,
      companyName: fresh?.name ?? company.name,
    });
  })
  .get("/payments", async (c) => {
    const db = c.var.deps.database.db;
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.userId, c.var.user.id));
    if (!company) throw new ApiError("NOT_FOUND", "Empresa não encontrada");
    return c.json({ payments: await listCompanyPayments(db, company.id) });
  });
