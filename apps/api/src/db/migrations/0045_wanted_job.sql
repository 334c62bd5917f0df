-- The job a visitor chose on its public page before signing up, kept on his profile so onboarding
-- and the dashboard can take him back to it in any tab or on any day, until he applies to it or
-- dismisses it. A deleted job leaves nothing to offer: the reference is cleared, never blocking
-- the job's (or its company's) deletion; the profile itself goes with the account.
ALTER TABLE "military_profiles" ADD COLUMN "wanted_job_id" uuid;
--> statement-breakpoint
ALTER TABLE "military_profiles" ADD CONSTRAINT "military_profiles_wanted_job_id_jobs_id_fk" FOREIGN KEY ("wanted_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- A job's deletion looks its wanters up by this index instead of reading every profile.
CREATE INDEX "military_profiles_wanted_job_idx" ON "military_profiles" USING btree ("wanted_job_id") WHERE "military_profiles"."wanted_job_id" IS NOT NULL;
