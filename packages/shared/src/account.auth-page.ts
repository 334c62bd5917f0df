// How /auth reads its query string (type, tab, plan). The web page renders from it, the
// prerenderer writes one HTML file per variant, and the server picks the file the same way,
// so the HTML a visitor receives is exactly what the page renders first.

import type { Role } from "./account";
import { COMPANY_PLAN_IDS, type CompanyPlanId, DEFAULT_COMPANY_PLAN } from "./billing.constants";

export type AuthTab = "login" | "signup";

export interface AuthPageVariant {
  role: Role;
  tab: AuthTab;
  /** The plan preselected in the sign-up form; null on the login tab. */
  plan: CompanyPlanId | "FREE" | "PREMIUM" | null;
  /** File-name-safe key of this variant. */
  key: string;
}

export function authPageVariant(query: { type?: string | null; tab?: string | null; plan?: string | null }) {
  const role: Role = query.type === "empresa" ? "empresa" : "militar";
  const tab: AuthTab = query.tab === "signup" ? "signup" : "login";
  let plan: AuthPageVariant["plan"] = null;
  if (tab === "signup") {
    const asked = query.plan ?? "";
    if (role === "empresa") {
      plan = (COMPANY_PLAN_IDS as readonly string[]).includes(asked) ? (asked as CompanyPlanId) : DEFAULT_COMPANY_PLAN;
    } else {
      plan = asked.toUpperCase() === "PREMIUM" ? "PREMIUM" : "FREE";
    }
  }
  const key = [role, tab, plan?.toLowerCase()].filter(Boolean).join("-");
  return { role, tab, plan, key } satisfies AuthPageVariant;
}

/** Every variant worth prerendering, as the query string that produces it. */
export const AUTH_PAGE_QUERIES: string[] = [
  "",
  "?type=empresa",
  "?tab=signup",
  "?tab=signup&plan=premium",
  ...COMPANY_PLAN_IDS.map((p) => `?type=empresa&tab=signup&plan=${p}`),
];
