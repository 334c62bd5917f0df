ALTER TABLE "jobs" ADD COLUMN "cbo_family" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cbo_family_source" text;--> statement-breakpoint
CREATE INDEX "jobs_cbo_family_created_idx" ON "jobs" USING btree ("cbo_family","created_at");--> statement-breakpoint
CREATE INDEX "jobs_cbo_family_pending_idx" ON "jobs" USING btree ("id") WHERE "jobs"."cbo_family_source" IS NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_cbo_family_code" CHECK ("jobs"."cbo_family" ~ '^[0-9]{4}$');