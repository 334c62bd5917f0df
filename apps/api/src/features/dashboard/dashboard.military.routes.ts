import { Hono } from "hono";
import { requireCompletedProfile } from "../../auth/guards";
import type { AppEnv } from "../../http/context";
import { loadMilitaryDashboard } from "./dashboard.military.queries";

/** The militar's dashboard (mounted under /api/military): the caller's own rows only. */
export const dashboardMilitaryRoutes = new Hono<AppEnv>().get("/dashboard", requireCompletedProfile, async (c) =>
  c.json(await loadMilitaryDashboard(c.var.deps.database.db, c.var.user.id)),
);
