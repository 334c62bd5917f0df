import type { Feature } from "../../feature";
import { supportAnswerEmail, supportBreachEmail } from "../../mail/templates";
import { deleteSupportFilesOf, supportAccountExport } from "./support.queries";
import { supportOperationsRoutes, supportPersonRoutes } from "./support.routes";
import { supportJobs } from "./support.worker";

/**
 * 'Suporte' (decision 037): a person's requests, served as the plan sells it (e-mail, chat,
 * priority, a dedicated manager), answered by the operators from the console's queue.
 */
export const supportFeature = {
  name: "support",
  routes: {
    api: [{ path: "/support", router: supportPersonRoutes }],
    operations: [{ path: "/support", router: supportOperationsRoutes }],
  },
  jobs: (deps) => supportJobs(deps),
  accountExport: { user: supportAccountExport },
  accountDeletion: deleteSupportFilesOf,
  emails: [supportAnswerEmail, supportBreachEmail],
  realtime: ["support_requests", "support_messages", "support_typing"],
  bench: "support.mjs",
  mutation: ["support"],
} as const satisfies Feature;
