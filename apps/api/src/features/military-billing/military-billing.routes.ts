import { MILITARY_PLANS } from "@pm/shared/plans";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { users } from "../../db/schema/auth";
import { militaryProfiles } from "../../db/schema/military";
import { profiles } from "../../db/schema/profiles";
import type { AppDeps, AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { parseJson } from "../../http/validate";
import { listPayments, liveSubscription, militaryOwner } from "../billing/billing.queries";
import { startCheckout } from "../billing/checkout";
import { setCancelAtPeriodEnd, verifyCheckout } from "../billing/owner-billing";
import { countActiveApplications } from "../military-jobs/military-jobs.queries";

const verifySchema = z.strictObject({ sessionId: z.string().min(1).max(255) });

const GOOD_STATUSES = new Set(["active", "trialing"]);

async function militarOf(db: AppDeps["database"]["db"], userId: string) {
  const [row] = await db
    .select({
      plan: militaryProfiles.plan,
      customerId: militaryProfiles.providerCustomerId,
      email: users.email,
      fullName: profiles.fullName,
    })
    .from(militaryProfiles)
    .innerJoin(users, eq(users.id, militaryProfiles.userId))
    .leftJoin(profiles, eq(profiles.id, militaryProfiles.userId))
    .where(eq(militaryProfiles.userId, userId));
  if (!row) throw new ApiError("NOT_FOUND");
  return row;
}

/** The militar's PREMIUM subscription (/app/pagamentos): the same checkout and events as companies'. */
export const militaryBillingRoutes = new Hono<AppEnv>()
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
    if (subscription && GOOD_STATUSES.has(subscription.status)) {
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
  .post("/verify", async (c) => {
    const { deps, user } = c.var;
    const { sessionId } = await parseJson(c, verifySchema);
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
