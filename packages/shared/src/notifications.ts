// Notifications: the schema of the bell's request; what the bell and the e-mail say, and where the
// bell leads, are in notifications.constants.ts, re-exported here.
import { z } from "zod";

export * from "./notifications.constants";

/** POST /api/notifications/read: the given notifications, or all of them with no ids. */
export const markNotificationsReadSchema = z.strictObject({
  ids: z
    .array(z.uuid({ error: "Notificação inválida" }))
    .max(100, "Informe no máximo 100 notificações")
    .optional(),
});
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;
