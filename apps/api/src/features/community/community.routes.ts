// 'Comunidade' (decision 040): /api/military/community, every militar's, FREE included. Companies
// never reach it: the military area's guard answers them 403.

import { brazilDate } from "@pm/shared/brazil";
import {
  bestAnswerSchema,
  COMMUNITY_PAGE_SIZE,
  communityListQuerySchema,
  communityReportSchema,
  communitySettingsSchema,
  communityMessages as m,
  newAnswerSchema,
  newQuestionSchema,
  personalDataIn,
} from "@pm/shared/community";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { keysetPage, readCursor } from "../../http/page";
import { hitRateLimit } from "../../http/rate-limit";
import { idParam, json, param, query } from "../../http/validate";
import { memberSettings, memberStanding, saveShowService } from "./community.members.queries";
import { reportPost } from "./community.moderation.queries";
import {
  chooseBestAnswer,
  deleteOwnAnswer,
  deleteOwnQuestion,
  findQuestion,
  insertAnswer,
  insertQuestion,
  listQuestions,
  markUseful,
  presentAuthor,
  setFollow,
} from "./community.queries";

const questionNotFound = () => new ApiError("NOT_FOUND", m.questionNotFound);
const answerNotFound = () => new ApiError("NOT_FOUND", m.answerNotFound);

/**
 * What every post passes before it is written: the author is not suspended, is within his rate of
 * posts, and confirmed a text that looks like it holds a CPF or a phone number.
 */
async function mayPost(deps: AppDeps, userId: string, text: string, confirmed: boolean | undefined) {
  const { suspendedUntil } = await memberStanding(deps.database.db, userId);
  if (suspendedUntil) throw new ApiError("FORBIDDEN", m.suspended(brazilDate(new Date(suspendedUntil))));
  if (!confirmed && personalDataIn(text).length > 0) throw new ApiError("PERSONAL_DATA", m.personalData);
  await hitRateLimit(deps.database.db, `community-post:${userId}`, deps.rateLimits.communityPostsPerAccount);
}

export const communityMilitaryRoutes = new Hono<AppEnv>()
  .get("/questions", query(communityListQuerySchema), async (c) => {
    const { cursor: text, ...filters } = c.req.valid("query");
    const cursor = readCursor(text, "Página inválida");
    const rows = await listQuestions(c.var.deps.database.db, c.var.user.id, filters, cursor);
    const { page, nextCursor } = keysetPage(rows, COMMUNITY_PAGE_SIZE);
    return c.json({
      questions: page.map(({ cursorAt: _c, author, ...q }) => ({ ...q, author: presentAuthor(author) })),
      nextCursor,
    });
  })
  .post("/questions", json(newQuestionSchema), async (c) => {
    const input = c.req.valid("json");
    await mayPost(c.var.deps, c.var.user.id, `${input.title}\n${input.body}`, input.confirmPersonalData);
    const id = await insertQuestion(c.var.deps.database.db, c.var.user.id, input);
    return c.json({ id, message: m.asked }, 201);
  })
  .get("/questions/:id", param(idParam, questionNotFound), async (c) => {
    const question = await findQuestion(c.var.deps.database.db, c.req.valid("param").id, c.var.user.id);
    if (!question) throw questionNotFound();
    return c.json(question);
  })
  .delete("/questions/:id", param(idParam, questionNotFound), async (c) => {
    if (!(await deleteOwnQuestion(c.var.deps.database.db, c.var.user.id, c.req.valid("param").id)))
      throw questionNotFound();
    return c.json({ message: m.deleted });
  })
  .post("/questions/:id/answers", param(idParam, questionNotFound), json(newAnswerSchema), async (c) => {
    const { body, confirmPersonalData } = c.req.valid("json");
    await mayPost(c.var.deps, c.var.user.id, body, confirmPersonalData);
    const id = await insertAnswer(c.var.deps.database.db, { id: c.var.user.id }, c.req.valid("param").id, body);
    if (!id) throw questionNotFound();
    return c.json({ id, message: m.answered }, 201);
  })
  .put("/questions/:id/best", param(idParam, questionNotFound), json(bestAnswerSchema), async (c) => {
    const outcome = await chooseBestAnswer(
      c.var.deps.database.db,
      c.var.user.id,
      c.req.valid("param").id,
      c.req.valid("json").answerId,
    );
    if (outcome === "missing") throw questionNotFound();
    if (outcome === "not_asker") throw new ApiError("FORBIDDEN", m.bestNotAsker);
    if (outcome === "other_question")
      throw new ApiError("VALIDATION_FAILED", m.bestOtherQuestion, [
        { path: "answerId", message: m.bestOtherQuestion },
      ]);
    return c.json({ message: m.bestChosen });
  })
  .put("/questions/:id/follow", param(idParam, questionNotFound), async (c) => {
    if (!(await setFollow(c.var.deps.database.db, c.var.user.id, c.req.valid("param").id, true)))
      throw questionNotFound();
    return c.json({ following: true });
  })
  .delete("/questions/:id/follow", param(idParam, questionNotFound), async (c) => {
    if (!(await setFollow(c.var.deps.database.db, c.var.user.id, c.req.valid("param").id, false)))
      throw questionNotFound();
    return c.json({ following: false });
  })
  .post("/answers/:id/useful", param(idParam, answerNotFound), async (c) => {
    const outcome = await markUseful(c.var.deps.database.db, c.var.user.id, c.req.valid("param").id);
    if (outcome === "missing") throw answerNotFound();
    if (outcome === "own") throw new ApiError("FORBIDDEN", m.ownAnswerUseful);
    if (outcome === "twice") throw new ApiError("CONFLICT", m.alreadyUseful);
    return c.json({ useful: true });
  })
  .delete("/answers/:id", param(idParam, answerNotFound), async (c) => {
    if (!(await deleteOwnAnswer(c.var.deps.database.db, c.var.user.id, c.req.valid("param").id)))
      throw answerNotFound();
    return c.json({ message: m.deleted });
  })
  .post("/reports", json(communityReportSchema), async (c) => {
    const deps = c.var.deps;
    await hitRateLimit(
      deps.database.db,
      `community-report:${c.var.user.id}`,
      deps.rateLimits.communityReportsPerAccount,
    );
    const outcome = await reportPost(deps.database.db, c.var.user.id, c.req.valid("json"));
    if (outcome === "missing") throw new ApiError("NOT_FOUND", m.postNotFound);
    if (outcome === "own") throw new ApiError("FORBIDDEN", m.ownPostReport);
    if (outcome === "twice") throw new ApiError("CONFLICT", m.alreadyReported);
    return c.json({ message: m.reported }, 201);
  })
  .get("/settings", async (c) => c.json(await memberSettings(c.var.deps.database.db, c.var.user.id)))
  .put("/settings", json(communitySettingsSchema), async (c) => {
    await saveShowService(c.var.deps.database.db, c.var.user.id, c.req.valid("json").showService);
    return c.json({ message: m.settingsSaved });
  });
