import type { Feature } from "../../feature";
import { applicationsCompanyRoutes } from "./applications.company.routes";
import { applicationsAccountExport, withdrawOpenApplicationsOf } from "./applications.queries";

/** The company's candidates; the militar applies through `jobs`. */
export const applicationsFeature = {
  name: "applications",
  routes: { company: [{ path: "/applications", router: applicationsCompanyRoutes }] },
  accountExport: { user: applicationsAccountExport },
  accountDeletion: withdrawOpenApplicationsOf,
  realtime: ["job_applications"],
  bench: null,
  mutation: ["queries"],
} as const satisfies Feature;
