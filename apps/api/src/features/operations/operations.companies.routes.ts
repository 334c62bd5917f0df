import { operationsMessages as m } from "@pm/shared/operations";
import { companySearchSchema, enterpriseContractSchema, operatorReasonSchema } from "@pm/shared/operations.console";
import { supportMessages } from "@pm/shared/support";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { keysetPage, readCursor } from "../../http/page";
import { idParam, json, param, query } from "../../http/validate";
import { listAudit } from "./operations.audit.queries";
import {
  COMPANIES_PAGE_SIZE,
  companyDetail,
  endEnterpriseContract,
  searchCompanies,
  setEnterpriseContract,
  setSuspension,
} from "./operations.companies.queries";

const subscriptionRenews =
  "A empresa tem uma assinatura que ainda renova. Peça que cancele a renovação em Planos antes de definir o contrato Enterprise.";

/** /api/operations/companies: search, the detail (with its team), the Enterprise contract and suspension. */
export const operationsCompaniesRoutes = new Hono<AppEnv>()
  .get("/", query(companySearchSchema), async (c) => {
    const { q, cursor } = c.req.valid("query");
    const rows = await searchCompanies(c.var.deps.database.db, q, readCursor(cursor, "Página inválida"));
    const { page, nextCursor } = keysetPage(rows, COMPANIES_PAGE_SIZE);
    return c.json({ companies: page.map(({ cursorAt: _, ...company }) => company), nextCursor });
  })
  .get("/:id", param(idParam), async (c) => {
    const db = c.var.deps.database.db;
    const { id } = c.req.valid("param");
    const detail = await companyDetail(db, id);
    if (!detail) throw new ApiError("NOT_FOUND");
    const audit = await listAudit(db, { type: "company", id }, 50);
    return c.json({ ...detail, audit });
  })
  .put("/:id/contract", param(idParam), json(enterpriseContractSchema), async (c) => {
    const { id } = c.req.valid("param");
    const result = await setEnterpriseContract(c.var.deps.database.db, c.var.user, id, c.req.valid("json"));
    if (result === "missing") throw new ApiError("NOT_FOUND");
    if (result === "subscription") throw new ApiError("CONFLICT", subscriptionRenews);
    if (result === "manager") {
      throw new ApiError("VALIDATION_FAILED", supportMessages.managerInvalid, [
        { path: "supportManagerId", message: supportMessages.managerInvalid },
      ]);
    }
    return c.json({ message: m.contractSaved });
  })
  .post("/:id/contract/end", param(idParam), json(operatorReasonSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    const result = await endEnterpriseContract(c.var.deps.database.db, c.var.user, id, reason);
    if (result === "missing") throw new ApiError("NOT_FOUND");
    if (result === "none") throw new ApiError("CONFLICT", m.noContract);
    return c.json({ message: m.contractRemoved });
  })
  .post("/:id/suspend", param(idParam), json(operatorReasonSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    const result = await setSuspension(c.var.deps.database.db, c.var.user, id, reason, true);
    if (result === "missing") throw new ApiError("NOT_FOUND");
    if (result === "unchanged") throw new ApiError("CONFLICT", m.alreadySuspended);
    return c.json({ message: m.suspended });
  })
  .post("/:id/reinstate", param(idParam), json(operatorReasonSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    const result = await setSuspension(c.var.deps.database.db, c.var.user, id, reason, false);
    if (result === "missing") throw new ApiError("NOT_FOUND");
    if (result === "unchanged") throw new ApiError("CONFLICT", m.notSuspended);
    return c.json({ message: m.reinstated });
  });
