// 'Mentoria' (decision 040): /api/military/mentoring, every militar's. Offering himself as mentor
// needs the 'Já fiz a transição' badge; finding and asking one does not.
import {
  mentoringMessages as m,
  mentorProfileSchema,
  mentorshipDecisionSchema,
  mentorshipRatingSchema,
  mentorshipRequestSchema,
  mentorsQuerySchema,
} from "@pm/shared/mentoring";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { idParam, json, param, query } from "../../http/validate";
import { hasTransitioned } from "./community.members.queries";
import {
  decideMentorship,
  endMentorship,
  listMentors,
  ownMentorProfile,
  ownMentorships,
  rateMentorship,
  requestMentorship,
  saveMentorProfile,
  validEndsOn,
} from "./community.mentoring.queries";

const notFound = () => new ApiError("NOT_FOUND", m.mentorshipNotFound);

export const mentoringMilitaryRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const db = c.var.deps.database.db;
    const userId = c.var.user.id;
    const [transitioned, profile, mentorships] = await Promise.all([
      hasTransitioned(db, userId),
      ownMentorProfile(db, userId),
      ownMentorships(db, userId),
    ]);
    return c.json({ transitioned, profile, mentorships });
  })
  .put("/profile", json(mentorProfileSchema), async (c) => {
    const db = c.var.deps.database.db;
    if (!(await hasTransitioned(db, c.var.user.id))) throw new ApiError("FORBIDDEN", m.needsBadge);
    await saveMentorProfile(db, c.var.user.id, c.req.valid("json"));
    return c.json({ message: m.profileSaved });
  })
  .get("/mentors", query(mentorsQuerySchema), async (c) =>
    c.json({ mentors: await listMentors(c.var.deps.database.db, c.var.user.id, c.req.valid("query")) }),
  )
  .post("/requests", json(mentorshipRequestSchema), async (c) => {
    const result = await requestMentorship(c.var.deps.database.db, c.var.user.id, c.req.valid("json"));
    if (result.outcome === "self")
      throw new ApiError("VALIDATION_FAILED", m.requestSelf, [{ path: "mentorId", message: m.requestSelf }]);
    if (result.outcome === "missing") throw new ApiError("NOT_FOUND", m.mentorNotFound);
    if (result.outcome === "full") throw new ApiError("CONFLICT", m.mentorFull);
    if (result.outcome === "open") throw new ApiError("CONFLICT", m.requestOpen);
    return c.json({ id: result.id, message: m.requestSent }, 201);
  })
  .post("/:id/decision", param(idParam, notFound), json(mentorshipDecisionSchema), async (c) => {
    const input = c.req.valid("json");
    if (input.decision === "aceitar" && input.endsOn && !validEndsOn(input.endsOn)) {
      throw new ApiError("VALIDATION_FAILED", m.endsOnInvalid, [{ path: "endsOn", message: m.endsOnInvalid }]);
    }
    const outcome = await decideMentorship(c.var.deps.database.db, c.var.user.id, c.req.valid("param").id, input);
    if (outcome === "missing") throw notFound();
    if (outcome === "not_pending") throw new ApiError("CONFLICT", m.notPending);
    if (outcome === "full") throw new ApiError("CONFLICT", m.mentorFull);
    return c.json({ message: input.decision === "aceitar" ? m.accepted : m.declined });
  })
  .post("/:id/end", param(idParam, notFound), async (c) => {
    const outcome = await endMentorship(c.var.deps.database.db, c.var.user.id, c.req.valid("param").id);
    if (outcome === "missing") throw notFound();
    if (outcome === "not_running") throw new ApiError("CONFLICT", m.notRunning);
    return c.json({ message: outcome === "ended" ? m.ended : m.cancelled });
  })
  .post("/:id/rating", param(idParam, notFound), json(mentorshipRatingSchema), async (c) => {
    const outcome = await rateMentorship(
      c.var.deps.database.db,
      c.var.user.id,
      c.req.valid("param").id,
      c.req.valid("json"),
    );
    if (outcome === "missing") throw notFound();
    if (outcome === "not_ended") throw new ApiError("CONFLICT", m.rateAfterEnd);
    if (outcome === "twice") throw new ApiError("CONFLICT", m.alreadyRated);
    return c.json({ message: m.rated }, 201);
  });
