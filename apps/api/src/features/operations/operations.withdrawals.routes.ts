import { operationsMessages as m } from "@pm/shared/operations";
import { withdrawalDecisionSchema } from "@pm/shared/operations.console";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { idParam, json, param, query } from "../../http/validate";
import { decideWithdrawal, listWithdrawals } from "./operations.withdrawals.queries";

const listQuery = z.strictObject({ status: z.enum(["solicitado", "pago", "recusado"]).default("solicitado") });

/** /api/operations/withdrawals: the militares' cashback withdrawals, paid by Pix or refused. */
export const operationsWithdrawalsRoutes = new Hono<AppEnv>()
  .get("/", query(listQuery), async (c) =>
    c.json({ withdrawals: await listWithdrawals(c.var.deps.database.db, c.req.valid("query").status) }),
  )
  .post("/:id/decision", param(idParam), json(withdrawalDecisionSchema), async (c) => {
    const input = c.req.valid("json");
    const result = await decideWithdrawal(c.var.deps.database.db, c.var.user, c.req.valid("param").id, input);
    if (result === "missing") throw new ApiError("NOT_FOUND");
    if (result === "decided") throw new ApiError("CONFLICT", m.withdrawalDecided);
    return c.json({ message: input.decision === "pago" ? m.withdrawalPaid : m.withdrawalRefused });
  });
