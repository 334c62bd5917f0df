import { operationsMessages as m } from "@pm/shared/operations";
import { operatorReasonSchema } from "@pm/shared/operations.console";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { json, param } from "../../http/validate";
import { twoFactorResetEmail } from "../../mail/templates";
import { listOperators, resetOperatorTwoFactor } from "./operators.queries";

const operatorParam = z.object({ id: z.string().min(1).max(64) });

/** /api/operations/operators: the team, and a lost second factor cleared by another operator. */
export const operationsOperatorsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ operators: await listOperators(c.var.deps.database.db) }))
  .post("/:id/reset-two-factor", param(operatorParam), json(operatorReasonSchema), async (c) => {
    const { deps, user } = c.var;
    const { id } = c.req.valid("param");
    if (id === user.id) throw new ApiError("CONFLICT", m.twoFactorResetSelf);
    const result = await resetOperatorTwoFactor(deps.database.db, user, id, c.req.valid("json").reason);
    if (result.kind === "missing") throw new ApiError("NOT_FOUND");
    if (result.kind === "not_enabled") throw new ApiError("CONFLICT", m.twoFactorResetNotEnabled);
    try {
      await deps.mailer.send(
        twoFactorResetEmail(result.target.email, {
          name: result.target.name,
          by: user.fullName || user.email,
          url: `${deps.env.BASE_URL}/auth`,
        }),
      );
    } catch (err) {
      deps.logger.error({ err }, "two-factor reset e-mail failed");
    }
    return c.json({ message: m.twoFactorReset });
  });
