import { ADMIN_ONLY } from "@pm/shared/members";
import type { Feature } from "../../feature";
import { profileCompanyRoutes } from "./profile.company.routes";
import { militaryProfileAccountExport } from "./profile.military.queries";
import { profileMilitaryRoutes } from "./profile.military.routes";

/** The company's profile, the militar's onboarding and profile. */
export const profileFeature = {
  name: "profile",
  routes: {
    company: [{ path: "/", router: profileCompanyRoutes, roles: ADMIN_ONLY }],
    military: [{ path: "/", router: profileMilitaryRoutes }],
  },
  accountExport: { user: militaryProfileAccountExport },
  realtime: ["companies", "military_profiles"],
  bench: null,
  mutation: ["queries"],
} as const satisfies Feature;
