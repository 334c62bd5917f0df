// 'Comunidade' (decision 040): /api/military/community, every militar's, FREE included. Companies
// never reach it: the military area's guard answers them 403.
import {
  bestAnswerSchema,
  COMMUNITY_PAGE_SIZE,
  communityListQuerySchema,
  communityMessages as m,
  newAnswerSchema,
  newQuestionSchema,
} from "@pm/shared/community";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { keysetPage, readCursor } from "../../http/page";
import { idParam, json, param, query } from "../../http/validate";
import {
  chooseBestAnswer,
  deleteOwnAnswer,
  deleteOwnQuestion,
  findQuestion,
  insertAnswer,
  insertQuestion,
  listQuestions,
  markUseful,
  setFollow,
} from "./community.queries";

const questionNotFound = () => new ApiError("NOT_FOUND", m.questionNotFound);
const answerNotFound = () => new ApiError("NOT_FOUND", m.answerNotFound);

export const communityMilitaryRoutes = new Hono<AppEnv>()
  .get("/questions", query(communityListQuerySchema), async (c) => {
    const { cursor: text, ...filters } = c.req.valid("query");
    const cursor = readCursor(text, "Página inválida");
    const rows = await listQuestions(c.var.deps.database.db, filters, cursor);
    const { page, nextCursor } = keysetPage(rows, COMMUNITY_PAGE_SIZE);
    return c.json({ questions: page.map(({ cursorAt: _c, ...q }) => q), nextCursor });
  })
  .post("/questions", json(newQuestionSchema), async (c) => {
    const id = await insertQuestion(c.var.deps.database.db, c.var.user.id, c.req.valid("json"));
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
    const id = await insertAnswer(
      c.var.deps.database.db,
      c.var.user.id,
      c.req.valid("param").id,
      c.req.valid("json").body,
    );
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
  });
