import { Hono } from "hono";
import { requirePaidCompany, requireRole, requireUser } from "../../auth/guards";
import type { AppEnv } from "../../http/context";
import { applicationsRoutes } from "../applications/applications.routes";
import { dashboardRoutes } from "../dashboard/dashboard.routes";
import { jobsRoutes } from "../jobs/jobs.routes";
import { companyProfileRoutes } from "./company-profile.routes";

/**
 * The company workspace API: only a paid empresa reaches it, and `c.var.company` is the caller's
 * company, by which every query below is scoped.
 */
export const companyRoutes = new Hono<AppEnv>()
  .use(requireUser, requireRole("empresa"), requirePaidCompany)
  .route("/", companyProfileRoutes)
  .route("/dashboard", dashboardRoutes)
  .route("/jobs", jobsRoutes)
  .route("/applications", applicationsRoutes);
