// A job's CBO família: the one its company chose (checked against the CBO), or the one the skills
// translator infers from its title; and the requirement terms its requirements name. The
// occupation pages read jobs by the família and roll the terms up by it.
import { jobMessages } from "@pm/shared/jobs";
import { type JobInput, jobInputSchema } from "@pm/shared/jobs.company";
import type { AppDeps } from "../../http/context";
import type { JobDefinition } from "../../workers/runner";
import { cboFamilyByCode, cboFamilyForTitle, requirementTermsOf } from "../skills/skills.public";
import { inferMissingFamilies, normaliseMissingRequirements } from "./jobs.cbo.queries";

/** The job form's schema as the API holds it: a família, when given, must exist in the CBO. */
export const checkedJobInputSchema = jobInputSchema.superRefine((job, ctx) => {
  if (job.cboFamily && !cboFamilyByCode(job.cboFamily)) {
    ctx.addIssue({ code: "custom", path: ["cboFamily"], message: jobMessages.cboFamilyUnknown });
  }
});

/** The família a job is stored with, who gave it, and the requirement terms of its requirements. */
export function withCboFamily<T extends JobInput>(input: T) {
  const requirementTerms = requirementTermsOf(input.requirements);
  if (input.cboFamily) return { ...input, cboFamilySource: "empresa" as const, requirementTerms };
  return {
    ...input,
    cboFamily: cboFamilyForTitle(input.title)?.code ?? null,
    cboFamilySource: "inferida" as const,
    requirementTerms,
  };
}

/**
 * The runner's job giving a família and requirement terms to the jobs saved before they carried
 * them (or inserted by a script: the seed, the bench): 500 of each every run, the same inference as
 * a new job's, until none is left.
 */
export function cboFamiliesJob(deps: AppDeps): JobDefinition {
  return {
    kind: "jobs.cbo-families",
    everySeconds: 60,
    handler: async () => ({
      inferred: await inferMissingFamilies(deps.database.db, (title) => cboFamilyForTitle(title)?.code ?? null),
      normalised: await normaliseMissingRequirements(deps.database.db, requirementTermsOf),
    }),
  };
}
