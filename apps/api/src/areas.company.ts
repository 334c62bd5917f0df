import { Hono } from "hono";
import { requireCompanyMember, requirePaidCompany, requireRole, requireUser } from "./auth/guards";
import { mountArea } from "./feature";
import { FEATURES } from "./features/features";
import type { AppEnv } from "./http/context";

/**
 * The company workspace API: only a member of a paid company's team reaches it, each route only in
 * the team roles its mount names, and `c.var.company` is the caller's company, by which every
 * query below is scoped. The features' `company` routers.
 */
export const companyArea = mountArea(
  new Hono<AppEnv>().use(requireUser, requireRole("empresa"), requireCompanyMember, requirePaidCompany),
  FEATURES,
  "company",
);

/**
 * Company billing (/api/billing): every empresa, paid or not yet (checkout comes before the
 * workspace); the plan management routes require a paid plan each. The features'
 * `companyBilling` routers.
 */
export const companyBillingArea = mountArea(
  new Hono<AppEnv>().use(requireUser, requireRole("empresa"), requireCompanyMember),
  FEATURES,
  "companyBilling",
);
