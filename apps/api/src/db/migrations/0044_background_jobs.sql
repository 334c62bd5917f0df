-- The job runner's table (workers/runner.ts): every background job's queued, running and failed
-- runs, shared by all API processes, which claim them with FOR UPDATE SKIP LOCKED.
CREATE TABLE "background_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_kind_key_idx" ON "background_jobs" USING btree ("kind","key") WHERE "background_jobs"."key" is not null and "background_jobs"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "background_jobs_due_idx" ON "background_jobs" USING btree ("run_at") WHERE "background_jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "background_jobs_lease_idx" ON "background_jobs" USING btree ("locked_until") WHERE "background_jobs"."status" = 'running';