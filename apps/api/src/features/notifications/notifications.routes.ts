import { markNotificationsReadSchema } from "@pm/shared/notifications";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { json } from "../../http/validate";
import { listNotifications, markNotificationsRead } from "./notifications.queries";

/** The bell: the signed-in user's notifications (any role; only militares get some today). Mounted behind requireUser. */
export const notificationsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listNotifications(c.var.deps.database.db, c.var.user.id)))
  .post("/read", json(markNotificationsReadSchema), async (c) => {
    const { ids } = c.req.valid("json");
    const marked = await markNotificationsRead(c.var.deps.database.db, c.var.user.id, ids);
    return c.json({ marked });
  });
