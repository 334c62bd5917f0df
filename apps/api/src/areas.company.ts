import { Hono } from "hono";
import { requirePaidCompany, requireRole, requireUser } from "./auth/guards";
import { applicationsCompanyRoutes } from "./features/applications/applications.company.routes";
import { benefitsCompanyRoutes } from "./features/benefits/benefits.company.routes";
import { billingCompanyRoutes } from "./features/billing/billing.company.routes";
import { conversationsCompanyRoutes } from "./features/conversations/conversations.routes";
import { dashboardCompanyRoutes } from "./features/dashboard/dashboard.company.routes";
import { integrationsCompanyRoutes } from "./features/integrations/integrations.company.routes";
import { jobsCompanyRoutes } from "./features/jobs/jobs.company.routes";
import { profileCompanyRoutes } from "./features/profile/profile.company.routes";
import { reportsCompanyRoutes } from "./features/reports/reports.company.routes";
import { talentCompanyRoutes } from "./features/talent/talent.company.routes";
import type { AppEnv } from "./http/context";

/**
 * The company workspace API: only a paid empresa reaches it, and `c.var.company` is the caller's
 * company, by which every query below is scoped.
 */
export const companyArea = new Hono<AppEnv>()
  .use(requireUser, requireRole("empresa"), requirePaidCompany)
  .route("/", profileCompanyRoutes)
  .route("/dashboard", dashboardCompanyRoutes)
  .route("/jobs", jobsCompanyRoutes)
  .route("/applications", applicationsCompanyRoutes)
  .route("/benefits", benefitsCompanyRoutes)
  .route("/conversations", conversationsCompanyRoutes)
  .route("/talent", talentCompanyRoutes)
  .route("/reports", reportsCompanyRoutes)
  .route("/integrations", integrationsCompanyRoutes);

/**
 * Company billing (/api/billing): every empresa, paid or not yet (checkout comes before the
 * workspace); the plan management routes require a paid plan each.
 */
export const companyBillingArea = new Hono<AppEnv>()
  .use(requireUser, requireRole("empresa"))
  .route("/", billingCompanyRoutes);
