import { HIRING_ROLES } from "@pm/shared/members";
import type { Feature } from "../../feature";
import { savedSearchEmail } from "../../mail/templates";
import { talentCompanyRoutes } from "./talent.company.routes";
import { recommendationsMilitaryRoutes, talentMilitaryRoutes } from "./talent.military.routes";
import { talentAccountExport } from "./talent.queries";
import { savedSearchEmailsJob } from "./talent.worker";

/** The talent bank (decision 015): search gated by plan, profiles, views, invitations, matching. */
export const talentFeature = {
  name: "talent",
  routes: {
    company: [{ path: "/talent", router: talentCompanyRoutes, roles: HIRING_ROLES }],
    military: [
      { path: "/invitations", router: talentMilitaryRoutes },
      { path: "/recommendations", router: recommendationsMilitaryRoutes },
    ],
  },
  jobs: (deps) => [savedSearchEmailsJob(deps)],
  accountExport: { user: talentAccountExport },
  emails: [savedSearchEmail],
  realtime: ["talent_invitations", "talent_profile_views"],
  bench: "talent.mjs",
  mutation: ["talent"],
} as const satisfies Feature;
