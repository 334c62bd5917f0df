// The console's 'Comunidade' (decision 040): /api/operations/community. Reported posts and the
// questions nobody answered in three days; keep or remove a post, suspend an author, confirm a
// veteran, answer as the team. Every decision writes the audit log in its own transaction.

import { brazilDate } from "@pm/shared/brazil";
import {
  communityDecisionSchema,
  communitySuspensionSchema,
  communityVeteranSchema,
  communityMessages as m,
  newAnswerSchema,
} from "@pm/shared/community";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { idParam, json, param } from "../../http/validate";
import { recordAudit } from "../operations/operations.public";
import { setVeteranConfirmed, suspendMember } from "./community.members.queries";
import { decidePost, militarForConsole, moderationQueue, notifyModeration } from "./community.moderation.queries";
import { insertAnswer } from "./community.queries";

const postParam = z.strictObject({ kind: z.enum(["question", "answer"]), id: z.guid() });
const memberParam = z.strictObject({ userId: z.string().min(1).max(100) });
const memberNotFound = () => new ApiError("NOT_FOUND", "Militar não encontrado");

export const communityOperationsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await moderationQueue(c.var.deps.database.db)))
  .post(
    "/posts/:kind/:id/decision",
    param(postParam, () => new ApiError("NOT_FOUND", m.postNotFound)),
    json(communityDecisionSchema),
    async (c) => {
      const { kind, id } = c.req.valid("param");
      const input = c.req.valid("json");
      const result = await c.var.deps.database.db.transaction(async (tx) => {
        const decided = await decidePost(tx, kind, id, input);
        if (decided.outcome !== "done") return decided.outcome;
        await recordAudit(tx, c.var.user, {
          action: input.decision === "manter" ? "community.keep" : "community.remove",
          targetType: kind === "question" ? "community_question" : "community_answer",
          targetId: id,
          before: decided.before,
          after: decided.after,
          reason: input.decision === "remover" ? input.reason : null,
        });
        return "done";
      });
      if (result === "missing") throw new ApiError("NOT_FOUND", m.postNotFound);
      if (result === "decided") throw new ApiError("CONFLICT", m.alreadyDecided);
      return c.json({ message: input.decision === "manter" ? m.postKept : m.postRemoved });
    },
  )
  .post(
    "/members/:userId/suspension",
    param(memberParam, memberNotFound),
    json(communitySuspensionSchema),
    async (c) => {
      const { userId } = c.req.valid("param");
      const { days, reason } = c.req.valid("json");
      const until = new Date(Date.now() + days * 86_400_000);
      const done = await c.var.deps.database.db.transaction(async (tx) => {
        if (!(await militarForConsole(tx, userId))) return false;
        await suspendMember(tx, userId, until, reason);
        await notifyModeration(tx, userId, { event: "suspenso", title: "", reason, until: brazilDate(until) });
        await recordAudit(tx, c.var.user, {
          action: "community.suspend",
          targetType: "user",
          targetId: userId,
          before: null,
          after: { suspendedUntil: until.toISOString(), days },
          reason,
        });
        return true;
      });
      if (!done) throw memberNotFound();
      return c.json({ message: m.memberSuspended });
    },
  )
  .put("/members/:userId/veteran", param(memberParam, memberNotFound), json(communityVeteranSchema), async (c) => {
    const { userId } = c.req.valid("param");
    const { confirmed } = c.req.valid("json");
    const done = await c.var.deps.database.db.transaction(async (tx) => {
      if (!(await militarForConsole(tx, userId))) return false;
      await setVeteranConfirmed(tx, userId, c.var.user.id, confirmed);
      await recordAudit(tx, c.var.user, {
        action: confirmed ? "community.veteran.confirm" : "community.veteran.withdraw",
        targetType: "user",
        targetId: userId,
        before: null,
        after: { veteranConfirmed: confirmed },
      });
      return true;
    });
    if (!done) throw memberNotFound();
    return c.json({ message: confirmed ? m.veteranConfirmed : m.veteranUnconfirmed });
  })
  .post(
    "/questions/:id/answers",
    param(idParam, () => new ApiError("NOT_FOUND", m.questionNotFound)),
    json(newAnswerSchema),
    async (c) => {
      const questionId = c.req.valid("param").id;
      const { body } = c.req.valid("json");
      const answerId = await c.var.deps.database.db.transaction(async (tx) => {
        const id = await insertAnswer(tx, { id: null, byOperator: true }, questionId, body);
        if (!id) return null;
        await recordAudit(tx, c.var.user, {
          action: "community.answer",
          targetType: "community_question",
          targetId: questionId,
          before: null,
          after: { answerId: id },
        });
        return id;
      });
      if (!answerId) throw new ApiError("NOT_FOUND", m.questionNotFound);
      return c.json({ id: answerId, message: m.operatorAnswered }, 201);
    },
  );
