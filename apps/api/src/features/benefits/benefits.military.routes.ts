import {
  benefitMessages,
  brazilDay,
  cashbackStatus,
  expiringLabel,
  isNewOffer,
  monthlyLimitReachedMessage,
  planPercent,
  redemptionStatus,
} from "@pm/shared/benefits";
import {
  CATALOGUE_PAGE_SIZE,
  catalogueQuerySchema,
  rateRedemptionSchema,
  reportOfferSchema,
  withdrawalSchema,
} from "@pm/shared/benefits.military";
import { formatCents } from "@pm/shared/format";
import { Hono } from "hono";
import { z } from "zod";
import { requireCompletedProfile } from "../../auth/guards";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { keysetPage, readCursor } from "../../http/page";
import { idParam, json, param, query } from "../../http/validate";
import {
  cashbackSummary,
  findMilitarBenefitsContext,
  findRedemption,
  HISTORY_PAGE_SIZE,
  listCatalogue,
  listRedemptions,
  ratePartner,
  redeemOffer,
  reportOffer,
  requestWithdrawal,
} from "./benefits.military.queries";
import { newRedemptionCode, qrToken } from "./redemption-codes";

const offerNotFound = () => new ApiError("NOT_FOUND", benefitMessages.offerNotFound);
const redemptionNotFound = () => new ApiError("NOT_FOUND", benefitMessages.redemptionNotFound);
const offerId = param(idParam, offerNotFound);
const redemptionId = param(idParam, redemptionNotFound);

const historyQuery = z.strictObject({ cursor: z.string().max(200).optional() });

type Redemption = NonNullable<Awaited<ReturnType<typeof findRedemption>>>;

/** A redemption as the history shows it: statuses from the clock, the QR token while usable. */
function historyItem({ cursorAt: _, cashbackContestedAt, ...r }: Redemption, secret: string, now: Date) {
  const status = redemptionStatus(r, now);
  return {
    ...r,
    status,
    qrToken: r.mode === "qr" && status === "ativo" ? qrToken(r.code, secret) : null,
    // A QR redemption is shown as its QR, never as a code someone could type.
    code: r.mode === "qr" ? null : r.code,
    cashbackStatus:
      r.cashbackCents && r.cashbackAvailableAt
        ? cashbackStatus({ contestedAt: cashbackContestedAt, availableAt: r.cashbackAvailableAt }, now)
        : null,
  };
}

/**
 * The benefits of the signed-in militar, mounted at /api/military/benefits: the catalogue,
 * redemptions, the history and cashback. Every query of the militar's rows is scoped by the
 * caller's user id.
 */
export const benefitsMilitaryRoutes = new Hono<AppEnv>()
  .use(requireCompletedProfile)
  .get("/", query(catalogueQuerySchema), async (c) => {
    const { cursor: cursorText, ...filters } = c.req.valid("query");
    const cursor = readCursor(cursorText, benefitMessages.cursorInvalid);
    const db = c.var.deps.database.db;
    const now = new Date();
    const today = brazilDay(now);
    const rows = await listCatalogue(db, c.var.user.id, filters, cursor, now);
    // The rows carry the militar's plan and city; an empty page reads them alone.
    const me = rows[0]?.me ?? (await findMilitarBenefitsContext(db, c.var.user.id));
    const { page, nextCursor } = keysetPage(rows, CATALOGUE_PAGE_SIZE);
    return c.json({
      plan: me.plan,
      myCity: me.city && me.state ? `${me.city}/${me.state}` : null,
      offers: page.map(({ cursorAt: _, me: __, createdAt, redeemedThisMonth, ...offer }) => ({
        ...offer,
        myDiscountPercent: planPercent(me.plan, offer.discountPercent),
        myCashbackPercent: planPercent(me.plan, offer.cashbackPercent),
        isNew: isNewOffer(createdAt, now),
        expiring: expiringLabel(offer.endsOn, today),
        redeemedThisMonth,
        monthlyLimitReached: redeemedThisMonth >= offer.monthlyLimit,
      })),
      nextCursor,
    });
  })
  .post("/offers/:id/redeem", offerId, async (c) => {
    const db = c.var.deps.database.db;
    const now = new Date();
    const result = await redeemOffer(db, c.var.user.id, c.req.valid("param").id, newRedemptionCode, now);
    if (result.kind === "unavailable") throw new ApiError("NOT_FOUND", benefitMessages.offerUnavailable);
    if (result.kind === "sold-out") throw new ApiError("CONFLICT", benefitMessages.soldOut);
    if (result.kind === "monthly-limit") throw new ApiError("CONFLICT", monthlyLimitReachedMessage(result.limit));
    const redemption = await findRedemption(db, c.var.user.id, result.id);
    if (!redemption) throw redemptionNotFound();
    return c.json(historyItem(redemption, c.var.deps.env.AUTH_SECRET, now), 201);
  })
  .post("/offers/:id/report", offerId, json(reportOfferSchema), async (c) => {
    const { reason } = c.req.valid("json");
    const result = await reportOffer(
      c.var.deps.database.db,
      c.var.user.id,
      c.req.valid("param").id,
      reason,
      new Date(),
    );
    if (result === "missing") throw new ApiError("NOT_FOUND", benefitMessages.offerUnavailable);
    if (result === "duplicate") throw new ApiError("CONFLICT", benefitMessages.offerAlreadyReported);
    return c.json({ message: benefitMessages.offerReported }, 201);
  })
  .get("/redemptions", query(historyQuery), async (c) => {
    const cursor = readCursor(c.req.valid("query").cursor, benefitMessages.cursorInvalid);
    const rows = await listRedemptions(c.var.deps.database.db, c.var.user.id, cursor);
    const now = new Date();
    const { page, nextCursor } = keysetPage(rows, HISTORY_PAGE_SIZE);
    return c.json({
      redemptions: page.map((r) => historyItem(r, c.var.deps.env.AUTH_SECRET, now)),
      nextCursor,
    });
  })
  .get("/redemptions/:id", redemptionId, async (c) => {
    const redemption = await findRedemption(c.var.deps.database.db, c.var.user.id, c.req.valid("param").id);
    if (!redemption) throw redemptionNotFound();
    return c.json(historyItem(redemption, c.var.deps.env.AUTH_SECRET, new Date()));
  })
  .post("/redemptions/:id/rating", redemptionId, json(rateRedemptionSchema), async (c) => {
    // Rates the redemption's partner: the first time, or again to change the militar's rating.
    const result = await ratePartner(
      c.var.deps.database.db,
      c.var.user.id,
      c.req.valid("param").id,
      c.req.valid("json").rating,
      new Date(),
    );
    if (result === "missing") throw redemptionNotFound();
    if (result === "not-used") throw new ApiError("CONFLICT", benefitMessages.ratingNotUsed);
    return c.body(null, 204);
  })
  .get("/cashback", async (c) => {
    return c.json(await cashbackSummary(c.var.deps.database.db, c.var.user.id, new Date()));
  })
  .post("/cashback/withdrawals", json(withdrawalSchema), async (c) => {
    const result = await requestWithdrawal(c.var.deps.database.db, c.var.user.id, c.req.valid("json"), new Date());
    if (result.kind === "over-balance") {
      throw new ApiError(
        "CONFLICT",
        `${benefitMessages.withdrawalOverBalance} Disponível: ${formatCents(Math.max(0, result.availableCents))}.`,
      );
    }
    return c.json({ id: result.id }, 201);
  });
