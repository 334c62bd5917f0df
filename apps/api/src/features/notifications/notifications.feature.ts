import { Hono } from "hono";
import { requireUser } from "../../auth/guards";
import type { Feature } from "../../feature";
import type { AppEnv } from "../../http/context";
import {
  applicationStatusEmail,
  benefitEmail,
  learningCompletedEmail,
  talentInvitationEmail,
  teamMentionEmail,
} from "../../mail/templates";
import { notificationsAccountExport } from "./notifications.queries";
import { notificationsRoutes } from "./notifications.routes";
import { notificationEmailsJob } from "./notifications.worker";

/** The bell: rows the database writes on a change (db/functions/notifications.sql), e-mailed by its job. */
export const notificationsFeature = {
  name: "notifications",
  routes: {
    api: [{ path: "/notifications", router: new Hono<AppEnv>().use(requireUser).route("/", notificationsRoutes) }],
  },
  jobs: (deps) => [notificationEmailsJob(deps)],
  accountExport: { user: notificationsAccountExport },
  // It sends every notification's e-mail, whichever domain wrote the notification.
  emails: [applicationStatusEmail, benefitEmail, learningCompletedEmail, talentInvitationEmail, teamMentionEmail],
  realtime: ["notifications"],
  bench: null,
  mutation: ["queries"],
} as const satisfies Feature;
