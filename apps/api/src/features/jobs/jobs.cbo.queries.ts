// Jobs saved before they carried a CBO família or requirement terms get them, a batch at a time
// (the job runner). Each batch is written by one statement: the triggers that move the board's
// version and announce the change to every process run once per batch, not once per job, so the
// caches of the board and of the public pages are not emptied hundreds of times a minute.
import { isNull, sql } from "drizzle-orm";
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
    if (pending.length === 0) return 0;
    const families = pending.map((job) => ({ id: job.id, family: familyOf(job.title) }));
    await tx.execute(sql`
      UPDATE jobs SET cbo_family = v.family, cbo_family_source = 'inferida'
      FROM jsonb_to_recordset(${JSON.stringify(families)}::jsonb) AS v(id uuid, family text)
      WHERE jobs.id = v.id`);
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
    if (pending.length === 0) return 0;
    const terms = pending.map((job) => ({ id: job.id, terms: termsOf(job.requirements) }));
    await tx.execute(sql`
      UPDATE jobs SET requirement_terms = v.terms
      FROM jsonb_to_recordset(${JSON.stringify(terms)}::jsonb) AS v(id uuid, terms text[])
      WHERE jobs.id = v.id`);
    return pending.length;
  });
}
