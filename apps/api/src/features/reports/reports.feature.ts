import type { Feature } from "../../feature";
import { reportsCompanyRoutes } from "./reports.company.routes";

/** The company's funnel, trends and exports, read from the rollups the database keeps. */
export const reportsFeature = {
  name: "reports",
  routes: { company: [{ path: "/reports", router: reportsCompanyRoutes }] },
  bench: "reports.mjs",
  mutation: ["hiring"],
} as const satisfies Feature;
