import { HIRING_ROLES } from "@pm/shared/members";
import type { Feature } from "../../feature";
import { resumesCompanyRoutes } from "./resumes.company.routes";
import { resumesMilitaryRoutes } from "./resumes.military.routes";
import { resumesAccountExport } from "./resumes.queries";
import { resumesSharedRoutes } from "./resumes.shared.routes";

/**
 * 'Meu currículo' (decision 034): the militar's CV written in civilian words from what he told the
 * product, as a PDF or his own file, kept with each application as it was sent. His CV and every
 * copy go with his account (the foreign keys' cascades).
 */
export const resumesFeature = {
  name: "resumes",
  routes: {
    military: [{ path: "/resume", router: resumesMilitaryRoutes }],
    company: [{ path: "/applications", router: resumesCompanyRoutes, roles: HIRING_ROLES }],
    api: [{ path: "/resumes/shared", router: resumesSharedRoutes }],
  },
  accountExport: { user: resumesAccountExport },
  bench: "resumes.mjs",
  mutation: ["resumes"],
} as const satisfies Feature;
