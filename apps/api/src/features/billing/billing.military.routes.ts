import { isLiveSubscription, MILITARY_PLANS } from "@pm/shared/billing";
import { Hono } from "hono";
import { z } from "zod";
import { countActiveApplications } from "../../entitlements/usage.queries";
import type { AppDeps, AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { json } from "../../http/validate";
import { findMilitaryBuyer, listPayments, liveSubscription, militaryOwner } from "./billing.queries";
import { startCheckout, verifyCheckout } from "./checkout.service";
import { setCancelAtPeriodEnd } from "./subscription.service";

const verifySchema = z.strictObject({ sessionId: z.string().min(1).max(255) });

async function militarOf(db: AppDeps["database"]["db"], userId: string) {
  const militar = await findMilitaryBuyer(db, userId);
  if (!militar) throw new ApiError("NOT_FOUND");
  return militar;
}

/** The militar's PREMIUM subscription (/app/pagamentos): the same checkout and events as companies'. */
export const billingMilitaryRoutes = new Hono<AppEnv>()
  .get("/summary", async (c) => {
    const { deps, user } = c.var;
    const db = deps.database.db;
    const owner = militaryOwner(user.id);
    const [militar, subscription, activeApplications] = await Promise.all([
      militarOf(db, user.id),
      liveSubscription(db, owner),
      countActiveApplications(db, user.id),
    ]);
    return c.json({
      plan: militar.plan,
      activeApplications,
      applicationLimit: MILITARY_PLANS[militar.plan].activeApplicationLimit,
      premiumPriceCents: MILITARY_PLANS.PREMIUM.priceCents,
      subscription: subscription
        ? {
            status: subscription.status,
            amountCents: subscription.amountCents,
            currentPeriodStart: subscription.currentPeriodStart?.toISOString() ?? null,
            currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
            cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
            createdAt: subscription.createdAt.toISOString(),
          }
        : null,
    });
  })
  .post("/checkout", async (c) => {
    const { deps, user } = c.var;
    const db = deps.database.db;
    const owner = militaryOwner(user.id);
    const subscription = await liveSubscription(db, owner);
    if (subscription && isLiveSubscription(subscription.status)) {
      throw new ApiError(
        "CONFLICT",
        subscription.cancelAtPeriodEnd
          ? "Sua assinatura PREMIUM ainda está ativa. Use 'Reativar assinatura' para mantê-la."
          : "Sua assinatura PREMIUM já está ativa.",
      );
    }
    const militar = await militarOf(db, user.id);
    const base = `${deps.env.BASE_URL}/app/pagamentos`;
    const created = await startCheckout(
      deps,
      { owner, email: militar.email, name: militar.fullName ?? militar.email, customerId: militar.customerId },
      "PREMIUM",
      { successUrl: `${base}?success=true&plan=premium`, cancelUrl: `${base}?canceled=true` },
    );
    return c.json({ url: created.url, sessionId: created.sessionId }, created.reused ? 200 : 201);
  })
  .post("/verify", json(verifySchema), async (c) => {
    const { deps, user } = c.var;
    const { sessionId } = c.req.valid("json");
    const session = await verifyCheckout(deps, militaryOwner(user.id), sessionId);
    const militar = await militarOf(deps.database.db, user.id);
    return c.json({ paid: session.status === "completed", plan: militar.plan });
  })
  .get("/payments", async (c) => {
    const payments = await listPayments(c.var.deps.database.db, militaryOwner(c.var.user.id));
    return c.json({ payments });
  })
  .post("/cancel", async (c) => c.json(await setCancelAtPeriodEnd(c.var.deps, militaryOwner(c.var.user.id), true)))
  .post("/resume", async (c) => c.json(await setCancelAtPeriodEnd(c.var.deps, militaryOwner(c.var.user.id), false)));
