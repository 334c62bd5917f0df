import {
  benefitMessages,
  brazilDay,
  CASHBACK_HOLD_DAYS,
  cashbackStatus,
  codeUsedMessage,
  firstName,
  offerStatus,
  redemptionStatus,
} from "@pm/shared/benefits";
import {
  confirmUseSchema,
  contestCashbackSchema,
  lookupCodeSchema,
  offerInputSchema,
  offerPauseSchema,
} from "@pm/shared/benefits.company";
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppDeps, AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { keysetPage, readCursor } from "../../http/page";
import { refuseWhenReached } from "../../http/rate-limit";
import { countHit, readCounters } from "../../http/rate-limit.queries";
import { idParam, json, param, query } from "../../http/validate";
import {
  type CodeAtCompany,
  cashbackOwedByMonth,
  contestCashback,
  createOffer,
  deleteOffer,
  findCodeAtCompany,
  findCompanyOffer,
  listCompanyOffers,
  listCompanyUses,
  markCodeUsed,
  setOfferPaused,
  USES_PAGE_SIZE,
  updateOffer,
} from "./benefits.company.queries";
import { readPresentedCode } from "./redemption-codes";

const offerNotFound = () => new ApiError("NOT_FOUND", benefitMessages.offerNotFound);
const useNotFound = () => new ApiError("NOT_FOUND", benefitMessages.redemptionNotFound);
const offerId = param(idParam, offerNotFound);
const useId = param(idParam, useNotFound);

const pageQuery = z.strictObject({ cursor: z.string().max(200).optional() });

type Offer = NonNullable<Awaited<ReturnType<typeof findCompanyOffer>>>;
const withStatus = <T extends Offer>(offer: T, today: string) => ({ ...offer, status: offerStatus(offer, today) });

/** Who presents a code at the till: the signed-in user, for his company. */
const tillCaller = (c: Context<AppEnv>) => ({ companyId: c.var.company.id, userId: c.var.user.id });

/**
 * A presented code (typed or scanned) as this company's redemption, or the refusal to answer.
 * Codes that name nothing are counted per user, so one user's typos or guesses never stop the
 * company's other tills, and per company, with a larger limit, so a flood spread over several
 * logins stops too.
 */
async function presentedRedemption(
  deps: AppDeps,
  caller: { companyId: string; userId: string },
  text: string,
): Promise<CodeAtCompany> {
  const db = deps.database.db;
  const rules = deps.rateLimits;
  const keys = { user: `benefit-code:user:${caller.userId}`, company: `benefit-code:company:${caller.companyId}` };
  const counters = await readCounters(db, [keys.user, keys.company]);
  refuseWhenReached(counters.get(keys.user), rules.benefitCodeFailuresPerUser);
  refuseWhenReached(counters.get(keys.company), rules.benefitCodeFailuresPerCompany);
  const presented = readPresentedCode(text, deps.env.AUTH_SECRET);
  const found = presented ? await findCodeAtCompany(db, caller.companyId, presented.code) : null;
  // A QR redemption is only valid through its signed token; its bare code names nothing.
  if (!found || (found.mode === "qr" && !presented?.signed)) {
    await countHit(db, keys.user, rules.benefitCodeFailuresPerUser);
    await countHit(db, keys.company, rules.benefitCodeFailuresPerCompany);
    throw new ApiError("NOT_FOUND", benefitMessages.codeInvalid);
  }
  const now = new Date();
  if (found.usedAt) throw new ApiError("CONFLICT", codeUsedMessage(found.usedAt));
  if (redemptionStatus(found, now) === "expirado") throw new ApiError("CONFLICT", benefitMessages.codeExpired);
  return found;
}

/** What the till shows: the offer, the militar's first name and plan, and the exact percentages. */
const tillView = (r: CodeAtCompany) => ({
  id: r.id,
  code: r.code,
  mode: r.mode,
  offerTitle: r.offerTitle,
  category: r.category,
  militarFirstName: firstName(r.militarName),
  plan: r.plan,
  discountPercent: r.discountPercent,
  cashbackPercent: r.cashbackPercent,
  redeemedAt: r.redeemedAt,
  expiresAt: r.expiresAt,
});

/**
 * /api/company/benefits, the partner's till: a code presented, its use confirmed, the uses of its
 * offers and a cashback contested. What the 'Atendente de caixa' opens, and the Administrador.
 * Every query is scoped by c.var.company.id.
 */
export const benefitsTillRoutes = new Hono<AppEnv>()
  .post("/validate/lookup", json(lookupCodeSchema), async (c) => {
    const found = await presentedRedemption(c.var.deps, tillCaller(c), c.req.valid("json").code);
    return c.json(tillView(found));
  })
  .post("/validate/confirm", json(confirmUseSchema), async (c) => {
    const { code, purchaseAmount } = c.req.valid("json");
    const found = await presentedRedemption(c.var.deps, tillCaller(c), code);
    const db = c.var.deps.database.db;
    const used = await markCodeUsed(db, c.var.company.id, found.id, purchaseAmount, new Date());
    if (!used) {
      // Another confirmation of the same code won the race (say when), or it expired meanwhile.
      const usedAt = (await findCodeAtCompany(db, c.var.company.id, found.code))?.usedAt;
      throw new ApiError("CONFLICT", usedAt ? codeUsedMessage(usedAt) : benefitMessages.codeExpired);
    }
    return c.json({
      ...tillView(found),
      usedAt: used.usedAt,
      purchaseCents: used.purchaseCents,
      cashbackCents: used.cashbackCents ?? 0,
      cashbackAvailableAt: used.cashbackAvailableAt,
    });
  })
  .get("/uses", query(pageQuery), async (c) => {
    const { cursor: cursorText } = c.req.valid("query");
    const cursor = readCursor(cursorText, benefitMessages.cursorInvalid);
    const rows = await listCompanyUses(c.var.deps.database.db, c.var.company.id, cursor);
    const now = new Date();
    const { page, nextCursor } = keysetPage(rows, USES_PAGE_SIZE);
    return c.json({
      uses: page.map(({ militarName, cursorAt: _, cashbackAvailableAt, cashbackContestedAt, ...use }) => ({
        ...use,
        militarFirstName: firstName(militarName),
        cashbackAvailableAt,
        cashbackContestReason: use.cashbackContestReason,
        cashbackStatus:
          use.cashbackCents && cashbackAvailableAt
            ? cashbackStatus({ contestedAt: cashbackContestedAt, availableAt: cashbackAvailableAt }, now)
            : null,
      })),
      nextCursor,
      contestDays: CASHBACK_HOLD_DAYS,
    });
  })
  .post("/uses/:id/contest", useId, json(contestCashbackSchema), async (c) => {
    const { id } = c.req.valid("param");
    const result = await contestCashback(
      c.var.deps.database.db,
      c.var.company.id,
      id,
      c.req.valid("json").reason,
      new Date(),
    );
    if (result === "missing") throw useNotFound();
    if (result === "no-cashback") throw new ApiError("CONFLICT", benefitMessages.contestNoCashback);
    if (result === "closed") throw new ApiError("CONFLICT", benefitMessages.contestClosed);
    if (result === "twice") throw new ApiError("CONFLICT", benefitMessages.contestTwice);
    return c.body(null, 204);
  });

/**
 * /api/company/benefits, the partner's offers and the cashback it owes by month: the
 * Administrador's. Every query is scoped by c.var.company.id.
 */
export const benefitsCompanyRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const db = c.var.deps.database.db;
    const today = brazilDay(new Date());
    const [offers, cashbackByMonth] = await Promise.all([
      listCompanyOffers(db, c.var.company.id),
      cashbackOwedByMonth(db, c.var.company.id),
    ]);
    return c.json({ offers: offers.map((o) => withStatus(o, today)), cashbackByMonth });
  })
  .post("/", json(offerInputSchema), async (c) => {
    const db = c.var.deps.database.db;
    const id = await createOffer(db, c.var.company.id, c.req.valid("json"), c.var.user.id);
    const offer = await findCompanyOffer(db, c.var.company.id, id);
    if (!offer) throw offerNotFound();
    return c.json(withStatus(offer, brazilDay(new Date())), 201);
  })
  .get("/:id", offerId, async (c) => {
    const offer = await findCompanyOffer(c.var.deps.database.db, c.var.company.id, c.req.valid("param").id);
    if (!offer) throw offerNotFound();
    return c.json(withStatus(offer, brazilDay(new Date())));
  })
  .put("/:id", offerId, json(offerInputSchema), async (c) => {
    const db = c.var.deps.database.db;
    const { id } = c.req.valid("param");
    if (!(await updateOffer(db, c.var.company.id, id, c.req.valid("json"), c.var.user.id))) throw offerNotFound();
    const offer = await findCompanyOffer(db, c.var.company.id, id);
    if (!offer) throw offerNotFound();
    return c.json(withStatus(offer, brazilDay(new Date())));
  })
  .post("/:id/pause", offerId, json(offerPauseSchema), async (c) => {
    const db = c.var.deps.database.db;
    const { id } = c.req.valid("param");
    if (!(await setOfferPaused(db, c.var.company.id, id, c.req.valid("json").paused, c.var.user.id)))
      throw offerNotFound();
    const offer = await findCompanyOffer(db, c.var.company.id, id);
    if (!offer) throw offerNotFound();
    return c.json(withStatus(offer, brazilDay(new Date())));
  })
  .delete("/:id", offerId, async (c) => {
    const result = await deleteOffer(c.var.deps.database.db, c.var.company.id, c.req.valid("param").id);
    if (result === "missing") throw offerNotFound();
    if (result === "redeemed") throw new ApiError("CONFLICT", benefitMessages.deleteRedeemed);
    return c.body(null, 204);
  });
