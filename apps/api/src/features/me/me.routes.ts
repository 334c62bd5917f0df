import { Hono } from "hono";
import { requireUser } from "../../auth/guards";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { loadMe } from "./me.queries";

export const meRoutes = new Hono<AppEnv>().get("/", requireUser, async (c) => {
  const me = await loadMe(c.var.deps.database.db, c.var.user.id);
  if (!me) throw new ApiError("UNAUTHENTICATED");
  return c.json(me);
});
