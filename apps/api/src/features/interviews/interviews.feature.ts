import { HIRING_ROLES } from "@pm/shared/members";
import type { Feature } from "../../feature";
import { interviewEmail } from "../../mail/templates";
import { cancelOpenInterviewsOf, interviewsAccountExport } from "./interviews.queries";
import { interviewsApplicationRoutes, interviewsCompanyRoutes, interviewsMilitaryRoutes } from "./interviews.routes";
import { interviewRemindersJob } from "./interviews.worker";

/**
 * Entrevistas (decision 036): the company proposes times, the militar picks one, either side moves
 * or cancels it, calendar invites follow every change, and reminders go out 24 h and 1 h before.
 */
export const interviewsFeature = {
  name: "interviews",
  routes: {
    company: [
      { path: "/applications", router: interviewsApplicationRoutes, roles: HIRING_ROLES },
      { path: "/interviews", router: interviewsCompanyRoutes, roles: HIRING_ROLES },
    ],
    military: [{ path: "/interviews", router: interviewsMilitaryRoutes }],
  },
  jobs: (deps) => [interviewRemindersJob(deps)],
  accountExport: { user: interviewsAccountExport },
  accountDeletion: cancelOpenInterviewsOf,
  emails: [interviewEmail],
  realtime: ["interviews"],
  bench: null,
  mutation: ["interviews"],
} as const satisfies Feature;
