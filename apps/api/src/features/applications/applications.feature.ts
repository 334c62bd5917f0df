import { HIRING_ROLES } from "@pm/shared/members";
import type { Feature } from "../../feature";
import { applicationsCompanyRoutes } from "./applications.company.routes";
import { applicationsMilitaryRoutes } from "./applications.military.routes";
import { applicationsAccountExport, withdrawOpenApplicationsOf } from "./applications.queries";

/** The company's candidates and the job a militar chose before signing up; the militar applies through `jobs`. */
export const applicationsFeature = {
  name: "applications",
  routes: {
    company: [{ path: "/applications", router: applicationsCompanyRoutes, roles: HIRING_ROLES }],
    military: [{ path: "/", router: applicationsMilitaryRoutes }],
  },
  accountExport: { user: applicationsAccountExport },
  accountDeletion: withdrawOpenApplicationsOf,
  realtime: ["job_applications"],
  bench: null,
  mutation: ["queries"],
} as const satisfies Feature;
