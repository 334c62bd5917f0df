import { Hono } from "hono";
import { requireRole, requireTwoFactor, requireUser } from "./auth/guards";
import { listAudit } from "./features/operations/operations.audit";
import { operationsCompaniesRoutes } from "./features/operations/operations.companies.routes";
import { operationsMilitaresRoutes } from "./features/operations/operations.militares.routes";
import { operationsOffersRoutes } from "./features/operations/operations.offers.routes";
import { operationsOperatorsRoutes } from "./features/operations/operations.operators.routes";
import { platformFigures } from "./features/operations/operations.platform.queries";
import { operationsPrivacyRoutes } from "./features/operations/operations.privacy.routes";
import { operationsReportsRoutes } from "./features/operations/operations.reports.routes";
import { operationsSecurityRoutes } from "./features/operations/operations.security.routes";
import { operationsWithdrawalsRoutes } from "./features/operations/operations.withdrawals.routes";
import type { AppEnv } from "./http/context";

/**
 * The operators' console API (/api/operations): only an operador reaches it, and past the
 * enrollment of a second factor only once a TOTP app is confirmed. Every action it takes writes
 * the audit log in the same transaction.
 */
export const operationsArea = new Hono<AppEnv>()
  .use(requireUser, requireRole("operador"))
  .route("/two-factor", operationsSecurityRoutes)
  .use(requireTwoFactor)
  .get("/figures", async (c) => c.json(await platformFigures(c.var.deps.database.db)))
  .route("/companies", operationsCompaniesRoutes)
  .route("/militares", operationsMilitaresRoutes)
  .route("/withdrawals", operationsWithdrawalsRoutes)
  .route("/reports", operationsReportsRoutes)
  .route("/offers", operationsOffersRoutes)
  .route("/privacy-requests", operationsPrivacyRoutes)
  .route("/operators", operationsOperatorsRoutes)
  .get("/audit", async (c) => c.json({ entries: await listAudit(c.var.deps.database.db) }));
