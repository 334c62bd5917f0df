import { HIRING_ROLES } from "@pm/shared/members";
import type { Feature } from "../../feature";
import { cboFamiliesJob } from "./jobs.cbo";
import { jobsCompanyAccountExport } from "./jobs.company.queries";
import { jobsCompanyRoutes } from "./jobs.company.routes";
import { jobsAccountExport } from "./jobs.military.queries";
import { jobsMilitaryRoutes } from "./jobs.military.routes";
import { jobsPublicRoutes } from "./jobs.public.routes";

/**
 * The company's jobs, the militar's board, bookmarks and applications, and the public job pages.
 * The pages the server renders and the sitemap are mounted by app.ts beside the web app.
 */
export const jobsFeature = {
  name: "jobs",
  routes: {
    company: [{ path: "/jobs", router: jobsCompanyRoutes, roles: HIRING_ROLES }],
    military: [{ path: "/", router: jobsMilitaryRoutes }],
    api: [{ path: "/public/jobs", router: jobsPublicRoutes }],
  },
  jobs: (deps) => [cboFamiliesJob(deps)],
  accountExport: { user: jobsAccountExport, company: jobsCompanyAccountExport },
  realtime: ["jobs", "job_views"],
  bench: "jobs.mjs",
  mutation: ["queries", "hiring"],
} as const satisfies Feature;
