import { jobInputSchema, jobStatusSchema } from "@pm/shared/job-input";
import { activeJobLimitReachedMessage, jobLimitReachedMessage, jobMessages } from "@pm/shared/jobs";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { parseJson, parseQuery } from "../../http/validate";
import {
  countCompanyJobs,
  createJobWithinCap,
  deleteCompanyJob,
  findCompanyJob,
  listCompanyJobs,
  setCompanyJobActive,
  updateCompanyJob,
} from "./jobs.queries";

const listQuerySchema = z.strictObject({
  q: z.string().max(120, "A busca deve ter no máximo 120 caracteres").optional(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () => new ApiError("NOT_FOUND", jobMessages.notFound);

/** The job id of the path; anything that is not a uuid names no job. */
function jobIdOf(id: string): string {
  if (!UUID.test(id)) throw notFound();
  return id.toLowerCase();
}

/** The job as every route answers it, counts included. */
async function answerJob(db: AppEnv["Variables"]["deps"]["database"]["db"], companyId: string, jobId: string) {
  const job = await findCompanyJob(db, companyId, jobId);
  if (!job) throw notFound();
  return job;
}

/** /api/company/jobs: the caller's company's jobs. Every query is scoped by c.var.company.id. */
export const jobsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { q } = parseQuery(c, listQuerySchema);
    const db = c.var.deps.database.db;
    const companyId = c.var.company.id;
    // Without a search the list is every job of the company, so it holds the counts itself.
    const [jobs, counts] = q
      ? await Promise.all([listCompanyJobs(db, companyId, q), countCompanyJobs(db, companyId)])
      : await listCompanyJobs(db, companyId, undefined).then(
          (all) => [all, { total: all.length, active: all.filter((job) => job.active).length }] as const,
        );
    return c.json({
      jobs,
      activeCount: counts.active,
      total: counts.total,
      jobLimit: c.var.company.jobLimit,
    });
  })
  .post("/", async (c) => {
    const input = await parseJson(c, jobInputSchema);
    const result = await createJobWithinCap(c.var.deps.database.db, c.var.company.id, input);
    if (result.kind === "limit") throw new ApiError("CONFLICT", jobLimitReachedMessage(result.jobLimit));
    return c.json({ ...result.job, applicationsCount: 0, viewsCount: 0 }, 201);
  })
  .get("/:id", async (c) => {
    const jobId = jobIdOf(c.req.param("id"));
    return c.json(await answerJob(c.var.deps.database.db, c.var.company.id, jobId));
  })
  .put("/:id", async (c) => {
    const jobId = jobIdOf(c.req.param("id"));
    const input = await parseJson(c, jobInputSchema);
    const db = c.var.deps.database.db;
    const updated = await updateCompanyJob(db, c.var.company.id, jobId, input);
    if (!updated) throw notFound();
    return c.json(await answerJob(db, c.var.company.id, jobId));
  })
  .post("/:id/status", async (c) => {
    const jobId = jobIdOf(c.req.param("id"));
    const { active } = await parseJson(c, jobStatusSchema);
    const db = c.var.deps.database.db;
    const result = await setCompanyJobActive(db, c.var.company.id, jobId, active);
    if (result.kind === "missing") throw notFound();
    if (result.kind === "limit") throw new ApiError("CONFLICT", activeJobLimitReachedMessage(result.jobLimit));
    return c.json(await answerJob(db, c.var.company.id, jobId));
  })
  .delete("/:id", async (c) => {
    const jobId = jobIdOf(c.req.param("id"));
    if (!(await deleteCompanyJob(c.var.deps.database.db, c.var.company.id, jobId))) throw notFound();
    return c.body(null, 204);
  });
