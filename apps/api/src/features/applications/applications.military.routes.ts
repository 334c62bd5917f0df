import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { findWantedJob, forgetWantedJob } from "./applications.military.queries";

/**
 * The job a militar chose on its public page before signing up (mounted under /api/military,
 * which already requires a militar): read by the dashboard, which offers it, and dismissed from
 * there. Scoped by the caller's user id; applying to it forgets it (`applyToJob`).
 */
export const applicationsMilitaryRoutes = new Hono<AppEnv>()
  .get("/wanted-job", async (c) => c.json({ job: await findWantedJob(c.var.deps.database.db, c.var.user.id) }))
  .delete("/wanted-job", async (c) => {
    await forgetWantedJob(c.var.deps.database.db, c.var.user.id);
    return c.body(null, 204);
  });
