import { APPLY_CONFLICT_PATHS, applicationLimitReachedMessage } from "@pm/shared/applications";
import { jobMessages } from "@pm/shared/jobs";
import {
  applyQuerySchema,
  type BoardCursor,
  decodeBoardCursor,
  jobBoardMessages,
  jobBoardQuerySchema,
} from "@pm/shared/jobs.military";
import { boardSearchOf } from "@pm/shared/jobs.search";
import { applyBodySchema, askedQuestion, screeningMessages } from "@pm/shared/screening";
import { Hono } from "hono";
import { requireCompletedProfile } from "../../auth/guards";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { lagTolerantDb } from "../../http/read-db";
import { idParam, optionalJson, param, query } from "../../http/validate";
import {
  addBookmark,
  applyToJob,
  findBoardJob,
  listBoardJobs,
  listMyApplications,
  recordJobView,
  removeBookmark,
  screeningQuestionsOf,
  withdrawApplication,
} from "./jobs.military.queries";

/**
 * The request's board cursor, or null for the first page. A tampered one, or one of another sort
 * (its key would mean nothing in this order), answers 422.
 */
export function readBoardCursor(
  query: Parameters<typeof boardSearchOf>[0],
  text: string | undefined,
): BoardCursor | null {
  if (!text) return null;
  const cursor = decodeBoardCursor(text);
  if (!cursor || cursor.sort !== boardSearchOf(query).sort)
    throw new ApiError("VALIDATION_FAILED", jobBoardMessages.cursorInvalid);
  return cursor;
}

const jobNotFound = () => new ApiError("NOT_FOUND", jobBoardMessages.notFound);
const applicationNotFound = () => new ApiError("NOT_FOUND", jobBoardMessages.applicationNotFound);

/** A malformed id names nothing: the same 404 as a missing object, never a database error. */
const jobId = param(idParam, jobNotFound);
const applicationId = param(idParam, applicationNotFound);

/**
 * The job board, bookmarks and applications of the signed-in militar, mounted inside
 * /api/military (which already requires a militar). Every query is scoped by the caller's user id.
 * Each route requires a finished onboarding on its own: a `.use()` here would also guard the
 * onboarding routes mounted beside these.
 */
export const jobsMilitaryRoutes = new Hono<AppEnv>()
  .get("/jobs", requireCompletedProfile, query(jobBoardQuerySchema), async (c) => {
    const { cursor: cursorText, ...filters } = c.req.valid("query");
    const cursor = readBoardCursor(filters, cursorText);
    const page = await listBoardJobs(c.var.deps.database.db, c.var.user.id, filters, cursor, lagTolerantDb(c));
    return c.json(page);
  })
  .get("/jobs/:id", requireCompletedProfile, jobId, async (c) => {
    const { id } = c.req.valid("param");
    const db = c.var.deps.database.db;
    const job = await findBoardJob(db, c.var.user.id, id);
    if (!job) throw jobNotFound();
    await recordJobView(db, c.var.user.id, id);
    // What 'Candidatar-se' will ask: the questions, never the rules that eliminate.
    const screeningQuestions = (await screeningQuestionsOf(db, id)).map(askedQuestion);
    return c.json({ ...job, screeningQuestions });
  })
  .put("/jobs/:id/bookmark", requireCompletedProfile, jobId, async (c) => {
    const { id } = c.req.valid("param");
    if (!(await addBookmark(c.var.deps.database.db, c.var.user.id, id))) throw jobNotFound();
    return c.body(null, 204);
  })
  .delete("/jobs/:id/bookmark", requireCompletedProfile, jobId, async (c) => {
    const { id } = c.req.valid("param");
    await removeBookmark(c.var.deps.database.db, c.var.user.id, id);
    return c.body(null, 204);
  })
  .post(
    "/jobs/:id/apply",
    requireCompletedProfile,
    jobId,
    query(applyQuerySchema),
    optionalJson(applyBodySchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { source } = c.req.valid("query");
      const { answers } = c.req.valid("json");
      const result = await applyToJob(c.var.deps.database.db, c.var.user.id, id, source, answers);
      switch (result.kind) {
        case "invalid_answers":
          throw new ApiError("VALIDATION_FAILED", screeningMessages.answersInvalid, result.issues);
        case "not_found":
          throw jobNotFound();
        case "expired":
          throw new ApiError("CONFLICT", jobMessages.expired, [
            { path: APPLY_CONFLICT_PATHS.expired, message: jobMessages.expired },
          ]);
        case "already_applied":
          throw new ApiError("CONFLICT", jobBoardMessages.alreadyApplied, [
            { path: APPLY_CONFLICT_PATHS.alreadyApplied, message: jobBoardMessages.alreadyApplied },
          ]);
        case "limit_reached": {
          const message = applicationLimitReachedMessage(result.limit);
          throw new ApiError("CONFLICT", message, [{ path: APPLY_CONFLICT_PATHS.limitReached, message }]);
        }
        case "applied":
          return c.json(result.application, 201);
      }
    },
  )
  .get("/applications", requireCompletedProfile, async (c) => {
    return c.json(await listMyApplications(c.var.deps.database.db, c.var.user.id));
  })
  .delete("/applications/:id", requireCompletedProfile, applicationId, async (c) => {
    const { id } = c.req.valid("param");
    const result = await withdrawApplication(c.var.deps.database.db, c.var.user.id, id);
    if (result === "not_found") throw applicationNotFound();
    if (result === "not_active") throw new ApiError("CONFLICT", jobBoardMessages.withdrawNotActive);
    return c.body(null, 204);
  });
