import { APPLY_CONFLICT_PATHS, applicationLimitReachedMessage } from "@pm/shared/applications";
import { applyBodySchema, screeningMessages } from "@pm/shared/screening";
import { invitationMessages as m } from "@pm/shared/talent";
import { Hono } from "hono";
import { requireCompletedProfile } from "../../auth/guards";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { idParam, optionalJson, param } from "../../http/validate";
import { applyToJob } from "../jobs/jobs.public";
import { recommendedJobs } from "./talent.matching.queries";
import { answerInvitation, applicationFor, findInvitation, listInvitations } from "./talent.queries";

const notFound = () => new ApiError("NOT_FOUND");
const answered = () => new ApiError("CONFLICT", m.notPending);

/** /api/military/invitations: the companies' invitations to the militar, and his answers. */
export const talentMilitaryRoutes = new Hono<AppEnv>()
  .use(requireCompletedProfile)
  .get("/", async (c) => c.json({ invitations: await listInvitations(c.var.deps.database.db, c.var.user.id) }))
  // Accepting applies to the job, under the same cap as the board's 'Candidatar-se'.
  .post("/:id/accept", param(idParam, notFound), optionalJson(applyBodySchema), async (c) => {
    const db = c.var.deps.database.db;
    const userId = c.var.user.id;
    const invitation = await findInvitation(db, userId, c.req.valid("param").id);
    if (!invitation) throw notFound();
    if (invitation.status !== "pending") throw answered();
    const applied = await applyToJob(db, userId, invitation.jobId, "convite", c.req.valid("json").answers);
    let applicationId: string;
    switch (applied.kind) {
      case "invalid_answers":
        throw new ApiError("VALIDATION_FAILED", screeningMessages.answersInvalid, applied.issues);
      case "not_found":
      case "expired":
        throw new ApiError("CONFLICT", m.jobClosed);
      case "limit_reached": {
        const message = applicationLimitReachedMessage(applied.limit);
        throw new ApiError("CONFLICT", message, [{ path: APPLY_CONFLICT_PATHS.limitReached, message }]);
      }
      case "already_applied": {
        // Withdrawn at the same moment: nothing to accept into.
        const existing = await applicationFor(db, userId, invitation.jobId);
        if (!existing) throw answered();
        applicationId = existing;
        break;
      }
      case "applied":
        applicationId = applied.application.id;
        break;
    }
    if (!(await answerInvitation(db, userId, invitation.id, { status: "accepted", applicationId }))) throw answered();
    return c.json({ id: invitation.id, status: "accepted" as const, applicationId });
  })
  .post("/:id/decline", param(idParam, notFound), async (c) => {
    const db = c.var.deps.database.db;
    const { id } = c.req.valid("param");
    if (!(await answerInvitation(db, c.var.user.id, id, { status: "declined" }))) {
      throw (await findInvitation(db, c.var.user.id, id)) ? answered() : notFound();
    }
    return c.json({ id, status: "declined" as const });
  });

/** /api/military/recommendations: 'Recomendadas para você' on the job board. */
export const recommendationsMilitaryRoutes = new Hono<AppEnv>()
  .use(requireCompletedProfile)
  .get("/", async (c) => c.json({ jobs: await recommendedJobs(c.var.deps.database.db, c.var.user.id) }));
