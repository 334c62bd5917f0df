import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { listAudit } from "./operations.audit.queries";
import { platformFigures } from "./operations.platform.queries";

/** The console's home figures and the audit log. */
export const operationsPlatformRoutes = new Hono<AppEnv>()
  .get("/figures", async (c) => c.json(await platformFigures(c.var.deps.database.db)))
  .get("/audit", async (c) => c.json({ entries: await listAudit(c.var.deps.database.db) }));
