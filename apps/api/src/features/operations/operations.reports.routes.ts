import { operationsMessages as m } from "@pm/shared/operations";
import { reportDecisionSchema } from "@pm/shared/operations.console";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { idParam, json, param, query } from "../../http/validate";
import { decideReport, listReports, reportDetail } from "./operations.reports.queries";

const listQuery = z.strictObject({ state: z.enum(["abertas", "decididas"]).default("abertas") });

/** /api/operations/reports: reported conversations, read up to the report, and the decision. */
export const operationsReportsRoutes = new Hono<AppEnv>()
  .get("/", query(listQuery), async (c) =>
    c.json({ reports: await listReports(c.var.deps.database.db, c.req.valid("query").state === "abertas") }),
  )
  .get("/:id", param(idParam), async (c) => {
    const detail = await reportDetail(c.var.deps.database.db, c.req.valid("param").id);
    if (!detail) throw new ApiError("NOT_FOUND");
    return c.json(detail);
  })
  .post("/:id/decision", param(idParam), json(reportDecisionSchema), async (c) => {
    const input = c.req.valid("json");
    const result = await decideReport(c.var.deps.database.db, c.var.user, c.req.valid("param").id, input);
    if (result === "missing") throw new ApiError("NOT_FOUND");
    if (result === "decided") throw new ApiError("CONFLICT", m.reportDecided);
    const message =
      input.decision === "improcedente" ? m.reportDismissed : input.block ? m.conversationBlocked : m.reportUpheld;
    return c.json({ message });
  });
