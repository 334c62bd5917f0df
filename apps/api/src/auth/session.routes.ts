import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { requireUser } from "./guards";
import { loadMe } from "./session.queries";
import { readSession } from "./session-lookup";

export const meRoutes = new Hono<AppEnv>().get("/", requireUser, async (c) => {
  const me = await loadMe(c.var.deps.database.db, c.var.user.id);
  if (!me) throw new ApiError("UNAUTHENTICATED");
  return c.json(me);
});

/**
 * GET /api/session: the same view, or null when nobody is signed in. The web asks this on every
 * page load, so a visitor without a session gets a 200 rather than an error in the console.
 */
export const sessionRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const session = await readSession(c.var.deps, c.req.raw.headers);
  const me = session ? await loadMe(c.var.deps.database.db, session.userId) : null;
  c.header("cache-control", "no-store");
  return c.json({ me });
});
