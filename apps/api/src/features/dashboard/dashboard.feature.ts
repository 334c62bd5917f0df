import { HIRING_ROLES } from "@pm/shared/members";
import type { Feature } from "../../feature";
import { dashboardCompanyRoutes } from "./dashboard.company.routes";
import { dashboardMilitaryRoutes } from "./dashboard.military.routes";

/** The company's and the militar's home figures: it reads other domains' rows and owns none. */
export const dashboardFeature = {
  name: "dashboard",
  routes: {
    company: [{ path: "/dashboard", router: dashboardCompanyRoutes, roles: HIRING_ROLES }],
    military: [{ path: "/", router: dashboardMilitaryRoutes }],
  },
  bench: "dashboard.mjs",
  mutation: ["queries"],
} as const satisfies Feature;
