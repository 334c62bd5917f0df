import { ADMIN_ONLY, TILL_ROLES } from "@pm/shared/members";
import type { Feature } from "../../feature";
import { benefitsCompanyRoutes, benefitsTillRoutes } from "./benefits.company.routes";
import { benefitsDirectoryRoutes } from "./benefits.directory.routes";
import { benefitsAccountExport } from "./benefits.military.queries";
import { benefitsMilitaryRoutes } from "./benefits.military.routes";
import { benefitsJobs } from "./benefits.worker";

/** A partner's offers and till, the militar's catalogue and cashback, the public directory (decision 012). */
export const benefitsFeature = {
  name: "benefits",
  routes: {
    // The till's routes first: "/uses" is not an offer's id.
    company: [
      { path: "/benefits", router: benefitsTillRoutes, roles: TILL_ROLES },
      { path: "/benefits", router: benefitsCompanyRoutes, roles: ADMIN_ONLY },
    ],
    military: [{ path: "/benefits", router: benefitsMilitaryRoutes }],
    api: [{ path: "/partners", router: benefitsDirectoryRoutes }],
  },
  jobs: benefitsJobs,
  accountExport: { user: benefitsAccountExport },
  realtime: ["benefit_offers", "benefit_redemptions", "cashback_withdrawals"],
  bench: "benefits.mjs",
  mutation: ["benefits"],
} as const satisfies Feature;
