import { activeJobLimitReachedMessage, jobLimitReachedMessage, jobMessages } from "@pm/shared/jobs";
import { cboFamilyQuerySchema, jobStatusSchema } from "@pm/shared/jobs.company";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { idParam, json, param, query } from "../../http/validate";
import { cboFamilyForTitle, searchCboFamilies } from "../skills/skills.public";
import { checkedJobInputSchema } from "./jobs.cbo";
import {
  countCompanyJobs,
  createJobWithinCap,
  deleteCompanyJob,
  findCompanyJob,
  findJobLastEdit,
  listCompanyJobs,
  renewCompanyJob,
  setCompanyJobActive,
  updateCompanyJob,
} from "./jobs.company.queries";

const listQuerySchema = z.strictObject({
  q: z.string().max(120, "A busca deve ter no máximo 120 caracteres").optional(),
});

const notFound = () => new ApiError("NOT_FOUND", jobMessages.notFound);
/** The job id of the path; anything that is not a uuid names no job. */
const jobId = param(idParam, notFound);

/** The job as every route answers it, counts included. */
async function answerJob(db: AppEnv["Variables"]["deps"]["database"]["db"], companyId: string, jobId: string) {
  const job = await findCompanyJob(db, companyId, jobId);
  if (!job) throw notFound();
  return job;
}

/** /api/company/jobs: the caller's company's jobs. Every query is scoped by c.var.company.id. */
export const jobsCompanyRoutes = new Hono<AppEnv>()
  .get("/", query(listQuerySchema), async (c) => {
    const { q } = c.req.valid("query");
    const db = c.var.deps.database.db;
    const companyId = c.var.company.id;
    // Without a search the list is every job of the company, so it holds the counts itself.
    // `activeCount` is what the cap counts: open jobs, neither paused nor expired.
    const [jobs, counts] = q
      ? await Promise.all([listCompanyJobs(db, companyId, q), countCompanyJobs(db, companyId)])
      : await listCompanyJobs(db, companyId, undefined).then(
          (all) =>
            [all, { total: all.length, active: all.filter((job) => job.active && !job.expired).length }] as const,
        );
    return c.json({
      jobs,
      activeCount: counts.active,
      total: counts.total,
      jobLimit: c.var.company.jobLimit,
    });
  })
  // The job form's 'Família de ocupação (CBO)': what was typed, and what the title suggests.
  .get("/cbo-families", query(cboFamilyQuerySchema), (c) => {
    const { q, title } = c.req.valid("query");
    return c.json({
      families: q ? searchCboFamilies(q) : [],
      suggestion: title ? cboFamilyForTitle(title) : null,
    });
  })
  .post("/", json(checkedJobInputSchema), async (c) => {
    const input = c.req.valid("json");
    const result = await createJobWithinCap(c.var.deps.database.db, c.var.company.id, input, c.var.user.id);
    if (result.kind === "limit") throw new ApiError("CONFLICT", jobLimitReachedMessage(result.jobLimit));
    return c.json({ ...result.job, applicationsCount: 0, viewsCount: 0 }, 201);
  })
  .get("/:id", jobId, async (c) => {
    const { id: jobId } = c.req.valid("param");
    const db = c.var.deps.database.db;
    const job = await answerJob(db, c.var.company.id, jobId);
    return c.json({ ...job, lastEdit: await findJobLastEdit(db, c.var.company.id, jobId) });
  })
  .put("/:id", jobId, json(checkedJobInputSchema), async (c) => {
    const { id: jobId } = c.req.valid("param");
    const input = c.req.valid("json");
    const db = c.var.deps.database.db;
    const result = await updateCompanyJob(db, c.var.company.id, jobId, input, c.var.user.id);
    if (result.kind === "missing") throw notFound();
    // A new closing date that opens an expired job again needs a slot of the plan.
    if (result.kind === "limit") throw new ApiError("CONFLICT", activeJobLimitReachedMessage(result.jobLimit));
    return c.json(await answerJob(db, c.var.company.id, jobId));
  })
  .post("/:id/status", jobId, json(jobStatusSchema), async (c) => {
    const { id: jobId } = c.req.valid("param");
    const { active } = c.req.valid("json");
    const db = c.var.deps.database.db;
    const result = await setCompanyJobActive(db, c.var.company.id, jobId, active, c.var.user.id);
    if (result.kind === "missing") throw notFound();
    if (result.kind === "limit") throw new ApiError("CONFLICT", activeJobLimitReachedMessage(result.jobLimit));
    return c.json(await answerJob(db, c.var.company.id, jobId));
  })
  // 'Confirmar que a vaga continua aberta': a new open period (or its closing date still ahead).
  .post("/:id/renew", jobId, async (c) => {
    const { id: jobId } = c.req.valid("param");
    const db = c.var.deps.database.db;
    const result = await renewCompanyJob(db, c.var.company.id, jobId, c.var.user.id);
    if (result.kind === "missing") throw notFound();
    if (result.kind === "limit") throw new ApiError("CONFLICT", activeJobLimitReachedMessage(result.jobLimit));
    return c.json(await answerJob(db, c.var.company.id, jobId));
  })
  .delete("/:id", jobId, async (c) => {
    const { id: jobId } = c.req.valid("param");
    if (!(await deleteCompanyJob(c.var.deps.database.db, c.var.company.id, jobId))) throw notFound();
    return c.body(null, 204);
  });
