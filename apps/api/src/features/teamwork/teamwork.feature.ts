import { HIRING_ROLES } from "@pm/shared/members";
import type { Feature } from "../../feature";
import { forgetCandidateInBells, teamworkAccountExport } from "./teamwork.queries";
import { teamworkApplicationRoutes, teamworkJobRoutes } from "./teamwork.routes";

/** Hiring together: the team's notes with mentions, ratings, the job's responsible member, the timeline (decision 035). */
export const teamworkFeature = {
  name: "teamwork",
  routes: {
    company: [
      { path: "/applications", router: teamworkApplicationRoutes, roles: HIRING_ROLES },
      { path: "/jobs", router: teamworkJobRoutes, roles: HIRING_ROLES },
    ],
  },
  accountExport: { user: teamworkAccountExport },
  accountDeletion: forgetCandidateInBells,
  bench: "teamwork.mjs",
  mutation: ["teamwork"],
} as const satisfies Feature;
