// Jobs saved before they carried a CBO família or requirement terms get them, a batch at a time
// (the job runner).
import { eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobs } from "../../db/schema/jobs";

/**
 * Gives `limit` jobs still without a família the one `familyOf` infers from each title (null when
 * none fits), marked 'inferida'. Rows another process holds are skipped. Answers how many were done.
 */
export async function inferMissingFamilies(db: Db, familyOf: (title: string) => string | null, limit = 500) {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select({ id: jobs.id, title: jobs.title })
      .from(jobs)
      .where(isNull(jobs.cboFamilySource))
      .limit(limit)
      .for("update", { skipLocked: true });
    for (const job of pending) {
      await tx
        .update(jobs)
        .set({ cboFamily: familyOf(job.title), cboFamilySource: "inferida" })
        .where(eq(jobs.id, job.id));
    }
    return pending.length;
  });
}

/**
 * Gives `limit` jobs whose requirements were never read the terms `termsOf` finds in them, skipping
 * rows another process holds. Answers how many were done.
 */
export async function normaliseMissingRequirements(
  db: Db,
  termsOf: (lines: readonly string[]) => string[],
  limit = 500,
) {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select({ id: jobs.id, requirements: jobs.requirements })
      .from(jobs)
      .where(isNull(jobs.requirementTerms))
      .limit(limit)
      .for("update", { skipLocked: true });
    for (const job of pending) {
      await tx
        .update(jobs)
        .set({ requirementTerms: termsOf(job.requirements) })
        .where(eq(jobs.id, job.id));
    }
    return pending.length;
  });
}
