import { markNotificationsReadSchema } from "@pm/shared/military-jobs";
import { Hono } from "hono";
import { requireUser } from "../../auth/guards";
import type { AppEnv } from "../../http/context";
import { parseJson } from "../../http/validate";
import { listNotifications, markNotificationsRead } from "./notifications.queries";

/** The bell: the signed-in user's notifications (any role; only militares get some today). */
export const notificationsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json(await listNotifications(c.var.deps.database.db, c.var.user.id)))
  .post("/read", async (c) => {
    const { ids } = await parseJson(c, markNotificationsReadSchema);
    const marked = await markNotificationsRead(c.var.deps.database.db, c.var.user.id, ids);
    return c.json({ marked });
  });
