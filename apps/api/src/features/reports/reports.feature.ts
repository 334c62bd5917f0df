import { HIRING_ROLES } from "@pm/shared/members";
import type { Feature } from "../../feature";
import { reportsCompanyRoutes } from "./reports.company.routes";

/** The company's funnel, trends and exports, read from the rollups the database keeps. */
export const reportsFeature = {
  name: "reports",
  routes: { company: [{ path: "/reports", router: reportsCompanyRoutes, roles: HIRING_ROLES }] },
  bench: "reports.mjs",
  mutation: ["hiring"],
} as const satisfies Feature;
