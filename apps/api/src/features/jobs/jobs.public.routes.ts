import { jobIdFromPublicParam, publicJobMessages } from "@pm/shared/job-links";
import {
  type PublicJobLookup,
  type PublicJobsPage,
  type PublicJobsQuery,
  publicJobsQuerySchema,
} from "@pm/shared/jobs.public";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { lagTolerantDb } from "../../http/read-db";
import { query } from "../../http/validate";
import { readBoardCursor } from "./jobs.military.routes";
import { findPublicJob, listPublicJobs } from "./jobs.public.queries";

/**
 * The public list's page: what GET /api/public/jobs answers and what /vagas renders. Read where a
 * second of lag is allowed (http/read-db.ts), as the job's page below.
 */
export function publicJobsPage(c: Context<AppEnv>, jobsQuery: PublicJobsQuery): Promise<PublicJobsPage> {
  const { cursor: text, ...filters } = jobsQuery;
  return listPublicJobs(c.var.deps.database.db, jobsQuery, readBoardCursor(filters, text), lagTolerantDb(c));
}

/** The job a public address names (its {slug}-{short id}): what the API answers and the page renders. */
export async function publicJob(c: Context<AppEnv>, ref: string): Promise<PublicJobLookup> {
  const id = jobIdFromPublicParam(ref);
  return id ? findPublicJob(lagTolerantDb(c), id) : { status: "missing" };
}

/**
 * /api/public/jobs: the open jobs of paid companies, for visitors too; /:ref answers 200 with the
 * job, 410 with similar jobs when it closed, 404 when there is none.
 */
export const jobsPublicRoutes = new Hono<AppEnv>()
  .get("/", query(publicJobsQuerySchema), async (c) => c.json(await publicJobsPage(c, c.req.valid("query"))))
  .get("/:ref", async (c) => {
    const lookup = await publicJob(c, c.req.param("ref"));
    if (lookup.status === "missing") throw new ApiError("NOT_FOUND", publicJobMessages.notFound);
    return c.json(lookup, lookup.status === "gone" ? 410 : 200);
  });
