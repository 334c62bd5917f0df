import { operationsMessages as m } from "@pm/shared/operations";
import { operatorReasonSchema } from "@pm/shared/operations.console";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { idParam, json, param, query } from "../../http/validate";
import { offerUnpublishedEmail } from "../../mail/templates";
import { listOffers, offerReportsOf, setOfferPublished } from "./operations.offers.queries";

const listQuery = z.strictObject({ filtro: z.enum(["denunciadas", "todas"]).default("denunciadas") });

/** /api/operations/offers: partner offers with the militares' reports; unpublish and republish. */
export const operationsOffersRoutes = new Hono<AppEnv>()
  .get("/", query(listQuery), async (c) =>
    c.json({ offers: await listOffers(c.var.deps.database.db, c.req.valid("query").filtro === "denunciadas") }),
  )
  .get("/:id/reports", param(idParam), async (c) =>
    c.json({ reports: await offerReportsOf(c.var.deps.database.db, c.req.valid("param").id) }),
  )
  .post("/:id/unpublish", param(idParam), json(operatorReasonSchema), async (c) => {
    const { deps } = c.var;
    const { reason } = c.req.valid("json");
    const result = await setOfferPublished(deps.database.db, c.var.user, c.req.valid("param").id, reason, false);
    if (result.kind === "missing") throw new ApiError("NOT_FOUND");
    if (result.kind === "unchanged") throw new ApiError("CONFLICT", m.offerAlreadyUnpublished);
    for (const admin of result.admins) {
      try {
        await deps.mailer.send(
          offerUnpublishedEmail(admin.email, {
            name: admin.name,
            offer: result.title,
            reason,
            url: `${deps.env.BASE_URL}/empresa/beneficios`,
          }),
        );
      } catch (err) {
        deps.logger.error({ err }, "offer unpublished e-mail failed");
      }
    }
    return c.json({ message: m.offerUnpublished });
  })
  .post("/:id/republish", param(idParam), json(operatorReasonSchema), async (c) => {
    const { reason } = c.req.valid("json");
    const result = await setOfferPublished(c.var.deps.database.db, c.var.user, c.req.valid("param").id, reason, true);
    if (result.kind === "missing") throw new ApiError("NOT_FOUND");
    if (result.kind === "unchanged") throw new ApiError("CONFLICT", m.offerNotUnpublished);
    return c.json({ message: m.offerRepublished });
  });
