// What a plan's caps are measured against. Billing shows these counts, the dashboards show them,
// and the cap checks count the same rows inside their own locked transactions.
import { ACTIVE_APPLICATION_STATUSES } from "@pm/shared/applications";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { jobApplications, jobs } from "../db/schema/jobs";
import { openJob } from "./open-jobs.queries";

/** The company's open jobs (active and not expired): what the plan's job cap counts. */
export async function countActiveJobs(db: Db | Tx, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), openJob));
  return row?.n ?? 0;
}

/** Applications that hold one of the user's slots: pendente or em_analise. */
export async function countActiveApplications(db: Db | Tx, userId: string): Promise<number> {
  const [active] = await db
    .select({ n: count() })
    .from(jobApplications)
    .where(and(eq(jobApplications.userId, userId), inArray(jobApplications.status, [...ACTIVE_APPLICATION_STATUSES])));
  return active?.n ?? 0;
}
