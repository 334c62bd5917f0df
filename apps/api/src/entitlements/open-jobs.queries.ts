// Which jobs are open: active (not paused by the company) and not past their expiry. Only an open
// job is on the militares' board, in recommendations, on the public pages and in the sitemap, takes
// applications and invitations, and counts toward the plan's cap of active jobs (decision 002: the
// count is derived, so an expired job leaves it by itself, with no sweep to run). An active job
// past its expiry is 'Expirada' to its company until renewed.
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { jobs } from "../db/schema/jobs";

export const openJob = and(eq(jobs.active, true), gt(jobs.expiresAt, sql`now()`));

/** Active, but past its expiry: off the board until the company renews it. */
export const expiredJob = and(eq(jobs.active, true), lte(jobs.expiresAt, sql`now()`));

/** `expired` as the company's answers carry it (a paused job is paused, whatever its expiry). */
export const isExpired = sql<boolean>`(${jobs.active} and ${jobs.expiresAt} <= now())`;
