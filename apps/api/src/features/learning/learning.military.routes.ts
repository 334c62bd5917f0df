import { canTakePath, type LearningStatus, learningMessages as m, pathPercent } from "@pm/shared/learning";
import {
  certificateParamSchema,
  moduleParamSchema,
  pathParamSchema,
  quizAnswersSchema,
} from "@pm/shared/learning.military";
import { Hono } from "hono";
import { requireCompletedProfile } from "../../auth/guards";
import { privatePdf } from "../../files/download";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { json, param } from "../../http/validate";
import { certificatePdf } from "./certificate-pdf";
import {
  catalogueQuery,
  certificatesOf,
  type FoundModule,
  findModule,
  findOwnCertificate,
  findPath,
  learnerContext,
  markModuleRead,
  recordModuleOpened,
  recordQuizAttempt,
  settleCompletion,
} from "./learning.queries";
import { recommendPaths } from "./learning.service";
import { gradeQuiz, questionsOf } from "./quiz";

const pathNotFound = () => new ApiError("NOT_FOUND", m.pathNotFound);
const moduleNotFound = () => new ApiError("NOT_FOUND", m.moduleNotFound);
const planRequired = () => new ApiError("PLAN_REQUIRED", m.planRequired);

const statusOf = (startedAt: Date | null, completedAt: Date | null): LearningStatus =>
  completedAt ? "completed" : startedAt ? "in_progress" : "not_started";

/** The militar's plan, read with his session. */
const planOf = (user: AppEnv["Variables"]["user"]) => user.militaryPlan ?? "FREE";

/** The module the militar may open, or the refusal: missing (404) or above his plan (403). */
async function openModule(c: { var: AppEnv["Variables"] }, slug: string, moduleSlug: string): Promise<FoundModule> {
  const found = await findModule(c.var.deps.database.db, c.var.user.id, slug, moduleSlug);
  if (!found) throw moduleNotFound();
  if (!canTakePath(planOf(c.var.user), found.plan)) throw planRequired();
  return found;
}

/** /api/military/learning: the paths, their modules and quizzes, and the militar's certificates. */
export const learningMilitaryRoutes = new Hono<AppEnv>()
  .use(requireCompletedProfile)
  .get("/", async (c) => {
    const db = c.var.deps.database.db;
    const [rows, learner] = await Promise.all([catalogueQuery(db, c.var.user.id), learnerContext(db, c.var.user.id)]);
    const plan = planOf(c.var.user);
    const paths = rows.map(({ startedAt, completedAt, complete, families: _f, desiredAreas: _d, ...card }) => ({
      ...card,
      status: statusOf(startedAt, completedAt),
      percent: completedAt ? 100 : pathPercent(complete, card.modules),
      locked: !canTakePath(plan, card.plan as "FREE" | "PREMIUM"),
    }));
    return c.json({ paths, recommended: recommendPaths(rows, learner) });
  })
  .get("/certificates", async (c) =>
    c.json({ certificates: await certificatesOf(c.var.deps.database.db, c.var.user.id) }),
  )
  .get(
    "/certificates/:code/pdf",
    param(certificateParamSchema, () => new ApiError("NOT_FOUND", m.certificateNotFound)),
    async (c) => {
      const certificate = await findOwnCertificate(c.var.deps.database.db, c.var.user.id, c.req.valid("param").code);
      if (!certificate) throw new ApiError("NOT_FOUND", m.certificateNotFound);
      const pdf = await certificatePdf(certificate, c.var.deps.env.BASE_URL);
      return privatePdf(c, new Uint8Array(pdf), `certificado-${certificate.pathSlug}.pdf`);
    },
  )
  .get("/:slug", param(pathParamSchema, pathNotFound), async (c) => {
    const db = c.var.deps.database.db;
    const slug = c.req.valid("param").slug;
    let path = await findPath(db, c.var.user.id, slug);
    if (!path) throw pathNotFound();
    const done = (p: NonNullable<typeof path>) => p.modules.filter((mod) => mod.read && mod.passed).length;
    // Every module complete but never completed: the content lost the one module he lacked.
    if (path.startedAt && !path.completedAt && path.modules.length > 0 && done(path) === path.modules.length) {
      await settleCompletion(db, c.var.user.id, slug);
      path = (await findPath(db, c.var.user.id, slug)) ?? path;
    }
    const complete = done(path);
    // 'Continuar' resumes at the first module not complete, from the one he last opened.
    const from = Math.max(
      0,
      path.modules.findIndex((mod) => mod.slug === path.lastModuleSlug),
    );
    const resume =
      [...path.modules.slice(from), ...path.modules.slice(0, from)].find((mod) => !(mod.read && mod.passed)) ??
      path.modules[0];
    return c.json({
      ...path,
      status: statusOf(path.startedAt, path.completedAt),
      percent: path.completedAt ? 100 : pathPercent(complete, path.modules.length),
      locked: !canTakePath(planOf(c.var.user), path.plan),
      resumeModuleSlug: resume?.slug ?? null,
    });
  })
  .get("/:slug/modules/:module", param(moduleParamSchema, moduleNotFound), async (c) => {
    const { slug, module: moduleSlug } = c.req.valid("param");
    const found = await openModule(c, slug, moduleSlug);
    await recordModuleOpened(c.var.deps.database.db, c.var.user.id, slug, moduleSlug);
    const { quiz, readAt: _r, passedAt: _p, progressHash: _h, plan: _plan, ...module } = found;
    return c.json({ ...module, questions: questionsOf(quiz) });
  })
  .post("/:slug/modules/:module/read", param(moduleParamSchema, moduleNotFound), async (c) => {
    const { slug, module: moduleSlug } = c.req.valid("param");
    const found = await openModule(c, slug, moduleSlug);
    const step = await markModuleRead(c.var.deps.database.db, c.var.user.id, found);
    return c.json({ read: true, passed: found.passed, ...step });
  })
  .post("/:slug/modules/:module/quiz", param(moduleParamSchema, moduleNotFound), json(quizAnswersSchema), async (c) => {
    const { slug, module: moduleSlug } = c.req.valid("param");
    const { hash, answers } = c.req.valid("json");
    const found = await openModule(c, slug, moduleSlug);
    // The page answered a quiz whose text has changed since: its answers may not fit.
    if (hash !== found.hash) throw new ApiError("CONFLICT", m.quizStale);
    const graded = gradeQuiz(found.quiz, answers);
    if (!graded)
      throw new ApiError("VALIDATION_FAILED", m.quizAnswerAll, [{ path: "answers", message: m.quizAnswerAll }]);
    const step = await recordQuizAttempt(c.var.deps.database.db, c.var.user.id, found, graded.score, graded.passed);
    return c.json({ ...graded, bestScore: Math.max(graded.score, found.bestScore ?? 0), read: found.read, ...step });
  });
