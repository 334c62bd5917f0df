import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { transitionConsoleFigures } from "../transition/transition.public";
import { listAudit } from "./operations.audit.queries";
import { platformFigures } from "./operations.platform.queries";

/** The console's home figures and the audit log. */
export const operationsPlatformRoutes = new Hono<AppEnv>()
  .get("/figures", async (c) => c.json(await platformFigures(c.var.deps.database.db)))
  // The transition plans in counts only (LGPD): by months to discharge, and the occupations chosen.
  .get("/figures/transition", async (c) => c.json(await transitionConsoleFigures(c.var.deps.database.db)))
  .get("/audit", async (c) => c.json({ entries: await listAudit(c.var.deps.database.db) }));
