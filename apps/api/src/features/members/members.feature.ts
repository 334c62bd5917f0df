import { ADMIN_ONLY } from "@pm/shared/members";
import type { Feature } from "../../feature";
import { teamInvitationEmail } from "../../mail/templates";
import { membersCompanyRoutes } from "./members.company.routes";
import { membersInvitationRoutes } from "./members.invitation.routes";

/** A company's team: members and their roles, invitations, seats (decision 035). */
export const membersFeature = {
  name: "members",
  routes: {
    company: [{ path: "/team", router: membersCompanyRoutes, roles: ADMIN_ONLY }],
    api: [{ path: "/team-invitations", router: membersInvitationRoutes }],
  },
  emails: [teamInvitationEmail],
  bench: null,
  mutation: ["members"],
} as const satisfies Feature;
