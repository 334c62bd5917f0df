import { Hono } from "hono";
import { requireUser } from "../../auth/guards";
import type { AppEnv } from "../../http/context";

/** The bell: the signed-in user's notifications. */
export const notificationsRoutes = new Hono<AppEnv>().use(requireUser);
