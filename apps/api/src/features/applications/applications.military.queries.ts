import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { companies } from "../../db/schema/companies";
import { jobs } from "../../db/schema/jobs";
import { militaryProfiles } from "../../db/schema/military";
import { visibleCompany } from "../../entitlements/company-visibility.queries";
import { openJob } from "../../entitlements/open-jobs.queries";

/**
 * The job the militar chose on its public page before signing up, while it is still open to him
 * (a paused or expired job, or an unpaid or suspended company's, is not offered).
 */
export async function findWantedJob(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      city: jobs.city,
      company: { name: companies.name },
    })
    .from(militaryProfiles)
    .innerJoin(jobs, eq(jobs.id, militaryProfiles.wantedJobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(militaryProfiles.userId, userId), openJob, visibleCompany));
  return row ?? null;
}

/**
 * Forgets the wanted job: `jobId` only if it is that one (he applied to it), any otherwise (he
 * dismissed it). The profile's own last change (`updated_at`) stays: nothing he wrote changed.
 */
export async function forgetWantedJob(db: Db | Tx, userId: string, jobId?: string): Promise<void> {
  await db
    .update(militaryProfiles)
    .set({ wantedJobId: null })
    .where(
      and(
        eq(militaryProfiles.userId, userId),
        jobId === undefined ? undefined : eq(militaryProfiles.wantedJobId, jobId),
      ),
    );
}

/** The LGPD export's part: the job he chose before signing up, whatever its state now. */
export async function wantedJobAccountExport(db: Db, userId: string) {
  const [row] = await db
    .select({ jobId: jobs.id, jobTitle: jobs.title, companyName: companies.name })
    .from(militaryProfiles)
    .innerJoin(jobs, eq(jobs.id, militaryProfiles.wantedJobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(militaryProfiles.userId, userId));
  return row ?? null;
}
