import { exportQuerySchema, REPORT_LEVEL, reportMessages, reportQuerySchema, reportRange } from "@pm/shared/reports";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { lagTolerantDb } from "../../http/read-db";
import { query } from "../../http/validate";
import { reportCsv, reportXlsx } from "./reports.export";
import { advancedReport, basicReport, todayInBrazil } from "./reports.queries";

/** The caller's report level by its plan; Parceiro is refused with 403 PLAN_REQUIRED. */
function levelOf(c: Context<AppEnv>) {
  const level = REPORT_LEVEL[c.var.company.plan];
  if (level === "nenhum") throw new ApiError("PLAN_REQUIRED", reportMessages.planRequired);
  return level;
}

/** /api/company/reports: the period's figures at the plan's level, and the per-job table as a file. */
export const reportsCompanyRoutes = new Hono<AppEnv>()
  .get("/", query(reportQuerySchema), async (c) => {
    const level = levelOf(c);
    // A report is of whole days: a second of a replica's lag changes nothing in it.
    const db = lagTolerantDb(c);
    const today = todayInBrazil();
    const { from, to } = reportRange(c.req.valid("query"), today);
    const companyId = c.var.company.id;
    const report =
      level === "avancado"
        ? await advancedReport(db, companyId, from, to, today)
        : await basicReport(db, companyId, from, to);
    c.header("cache-control", "no-store");
    return c.json(report);
  })
  .get("/export", query(exportQuerySchema), async (c) => {
    levelOf(c);
    const db = lagTolerantDb(c);
    const input = c.req.valid("query");
    const { from, to } = reportRange(input, todayInBrazil());
    const report = await basicReport(db, c.var.company.id, from, to);
    const name = `relatorio-${from}-a-${to}`;
    c.header("cache-control", "no-store");
    if (input.format === "csv") {
      c.header("content-type", "text/csv; charset=utf-8");
      c.header("content-disposition", `attachment; filename="${name}.csv"`);
      return c.body(reportCsv(report));
    }
    c.header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    c.header("content-disposition", `attachment; filename="${name}.xlsx"`);
    return c.body(new Uint8Array(await reportXlsx(report)));
  });
