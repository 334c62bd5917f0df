import type { Feature } from "../../feature";
import { transitionReminderEmail } from "../../mail/templates";
import { transitionAccountExport } from "./transition.queries";
import { transitionMilitaryRoutes, transitionPublicRoutes } from "./transition.routes";
import { transitionRemindersJob } from "./transition.worker";

/**
 * 'Plano de transição' (decision 039): the occupation pages the translator leads to (jobs, pay
 * from roll-ups, the requirements he has and lacks, the trilhas that close the gap) and his plan on
 * a timeline to the discharge date, with steps done by what the product sees and a monthly e-mail.
 */
export const transitionFeature = {
  name: "transition",
  routes: {
    api: [{ path: "/transition", router: transitionPublicRoutes }],
    military: [{ path: "/transition", router: transitionMilitaryRoutes }],
  },
  jobs: (deps) => [transitionRemindersJob(deps)],
  // The plan and its steps go with the account through their foreign keys' cascades.
  accountExport: { user: transitionAccountExport },
  emails: [transitionReminderEmail],
  bench: "transition.mjs",
  mutation: ["transition"],
} as const satisfies Feature;
