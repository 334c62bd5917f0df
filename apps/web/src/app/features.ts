// Every feature that has pages, with what it declares in its `<d>.routes.ts`: its routes per area
// and its navigation entries. The route tree (routes.tsx) and the layouts' menus (nav.ts) are
// built from this list; a page's component is exported by its area's module (areas/<area>.tsx) and
// loaded on its own through its area's list, areas/<area>.pages.ts (areas/auth.pages.ts for /auth).
// Declarations are light (names, titles, icon names), since the main chunk reads them.

import { type CompanyRole, HIRING_ROLES } from "@pm/shared/company-roles";
import type { PageName } from "@pm/shared/pages";
import { accountRoutes } from "@/features/account/account.routes";
import { alertsRoutes } from "@/features/alerts/alerts.routes";
import { applicationsRoutes } from "@/features/applications/applications.routes";
import { benefitsRoutes } from "@/features/benefits/benefits.routes";
import { billingRoutes } from "@/features/billing/billing.routes";
import { communityRoutes } from "@/features/community/community.routes";
import { conversationsRoutes } from "@/features/conversations/conversations.routes";
import { dashboardRoutes } from "@/features/dashboard/dashboard.routes";
import { integrationsRoutes } from "@/features/integrations/integrations.routes";
import { interviewsRoutes } from "@/features/interviews/interviews.routes";
import { jobsRoutes } from "@/features/jobs/jobs.routes";
import { learningRoutes } from "@/features/learning/learning.routes";
import { membersRoutes } from "@/features/members/members.routes";
import { operationsRoutes } from "@/features/operations/operations.routes";
import { profileRoutes } from "@/features/profile/profile.routes";
import { publicRoutes } from "@/features/public/public.routes";
import { reportsRoutes } from "@/features/reports/reports.routes";
import { resumesRoutes } from "@/features/resumes/resumes.routes";
import { supportRoutes } from "@/features/support/support.routes";
import { talentRoutes } from "@/features/talent/talent.routes";
import { transitionRoutes } from "@/features/transition/transition.routes";
import type { Area, AreaRoute, FeatureRoutes, NavArea, NavEntry, PublicRoute } from "@/lib/feature-routes";

export const FEATURES: Record<string, FeatureRoutes> = {
  public: publicRoutes,
  account: accountRoutes,
  dashboard: dashboardRoutes,
  jobs: jobsRoutes,
  alerts: alertsRoutes,
  applications: applicationsRoutes,
  interviews: interviewsRoutes,
  learning: learningRoutes,
  benefits: benefitsRoutes,
  conversations: conversationsRoutes,
  talent: talentRoutes,
  reports: reportsRoutes,
  profile: profileRoutes,
  resumes: resumesRoutes,
  billing: billingRoutes,
  integrations: integrationsRoutes,
  members: membersRoutes,
  support: supportRoutes,
  transition: transitionRoutes,
  community: communityRoutes,
  operations: operationsRoutes,
};

/** The page at each guarded area's root: its path is the area's, and the area's own pages lie below it. */
export const AREA_ROOTS = {
  military: "militaryDashboard",
  company: "companyDashboard",
  operations: "operations",
} as const satisfies Record<NavArea, string>;

type RouteOf<A extends Area> = A extends "public" ? PublicRoute : AreaRoute;

/** Every route the features declare in `area`, in the order of the list. */
export function routesIn<A extends Area>(area: A): RouteOf<A>[] {
  return Object.values(FEATURES).flatMap((feature) => (feature.routes[area] ?? []) as readonly RouteOf<A>[]);
}

/** Every navigation entry the features declare in `area`. */
export function navIn<A extends NavArea>(area: A): NavEntry<A>[] {
  return Object.values(FEATURES).flatMap((feature) => (feature.nav?.[area] ?? []) as readonly NavEntry<A>[]);
}

/** The team roles a company page opens to (decision 035): its declaration's, else the hiring roles. */
export function companyPageRoles(page: PageName): readonly CompanyRole[] {
  return routesIn("company").find((r) => r.page === page)?.roles ?? HIRING_ROLES;
}
