import { COMPANY_PLANS } from "@pm/shared/billing";
import { brazilDate } from "@pm/shared/brazil";
import {
  COMPANY_ROLE_LABELS,
  changeMemberRoleSchema,
  type InviteMemberInput,
  inviteMemberSchema,
  memberMessages,
  type TeamView,
} from "@pm/shared/members";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { idParam, json, param } from "../../http/validate";
import { teamInvitationEmail } from "../../mail/templates";
import {
  changeMemberRole,
  insertInvitation,
  listInvitations,
  listMembers,
  removeMember,
  renewInvitation,
  revokeInvitation,
  seatsOf,
} from "./members.queries";
import { invitationExpiry, invitationUrl, newInvitationToken } from "./members.tokens";

const memberParam = param(
  z.object({ userId: z.string().min(1).max(64) }),
  () => new ApiError("NOT_FOUND", memberMessages.memberNotFound),
);
const invitationParam = param(idParam, () => new ApiError("NOT_FOUND", memberMessages.invitationNotFound));

const teamChangeError = (kind: "missing" | "last_admin") =>
  kind === "missing"
    ? new ApiError("NOT_FOUND", memberMessages.memberNotFound)
    : new ApiError("CONFLICT", memberMessages.lastAdmin);

/**
 * /api/company/team, the team page: members, invitations and seats. The Administrador's alone
 * (its mount says so); every query is scoped by c.var.company.id.
 */
export const membersCompanyRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { deps, company, user } = c.var;
    const db = deps.database.db;
    const [members, invitations, seats] = await Promise.all([
      listMembers(db, company.id, user.id),
      listInvitations(db, company.id, new Date()),
      seatsOf(db, company.id, company.plan),
    ]);
    return c.json({ members, invitations, seats } satisfies TeamView);
  })
  .post("/invitations", json(inviteMemberSchema), async (c) => {
    const { deps, company, user } = c.var;
    const input: InviteMemberInput = c.req.valid("json");
    const now = new Date();
    const token = newInvitationToken();
    const result = await insertInvitation(deps.database.db, {
      companyId: company.id,
      email: input.email,
      role: input.role,
      tokenHash: token.hash,
      invitedBy: user.id,
      expiresAt: invitationExpiry(now),
    });
    if (result.kind === "member") throw new ApiError("CONFLICT", memberMessages.alreadyMember);
    if (result.kind === "pending") throw new ApiError("CONFLICT", memberMessages.alreadyInvited);
    if (result.kind === "seats") {
      throw new ApiError("CONFLICT", memberMessages.seatLimit(result.limit, COMPANY_PLANS[company.plan].name));
    }
    await deps.mailer.send(
      teamInvitationEmail(input.email, {
        companyName: result.companyName,
        invitedBy: user.fullName || user.email,
        role: COMPANY_ROLE_LABELS[input.role],
        url: invitationUrl(deps.env.BASE_URL, token.value),
        expiresOn: brazilDate(invitationExpiry(now)),
      }),
    );
    return c.json({ id: result.id, message: memberMessages.invited(input.email) }, 201);
  })
  .post("/invitations/:id/resend", invitationParam, async (c) => {
    const { deps, company, user } = c.var;
    const now = new Date();
    const token = newInvitationToken();
    const db = deps.database.db;
    const renewed = await renewInvitation(
      db,
      company.id,
      c.req.valid("param").id,
      token.hash,
      now,
      invitationExpiry(now),
    );
    if (!renewed) throw new ApiError("NOT_FOUND", memberMessages.invitationNotFound);
    await deps.mailer.send(
      teamInvitationEmail(renewed.email, {
        companyName: company.name,
        invitedBy: user.fullName || user.email,
        role: COMPANY_ROLE_LABELS[renewed.role],
        url: invitationUrl(deps.env.BASE_URL, token.value),
        expiresOn: brazilDate(invitationExpiry(now)),
      }),
    );
    return c.json({ message: memberMessages.resent(renewed.email) });
  })
  .delete("/invitations/:id", invitationParam, async (c) => {
    const { deps, company } = c.var;
    const revoked = await revokeInvitation(deps.database.db, company.id, c.req.valid("param").id, new Date());
    if (!revoked) throw new ApiError("NOT_FOUND", memberMessages.invitationNotFound);
    return c.json({ message: memberMessages.revoked });
  })
  .patch("/members/:userId", memberParam, json(changeMemberRoleSchema), async (c) => {
    const { deps, company } = c.var;
    const { role } = c.req.valid("json");
    const result = await changeMemberRole(deps.database.db, company.id, c.req.valid("param").userId, role);
    if (result.kind !== "done") throw teamChangeError(result.kind);
    return c.json({ message: memberMessages.roleChanged(result.fullName, role) });
  })
  .delete("/members/:userId", memberParam, async (c) => {
    const { deps, company } = c.var;
    const result = await removeMember(deps.database.db, company.id, c.req.valid("param").userId);
    if (result.kind !== "done") throw teamChangeError(result.kind);
    return c.json({ message: memberMessages.removed(result.fullName) });
  });
