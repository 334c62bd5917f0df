CREATE TABLE "cbo_family_months" (
	"cbo_family" text NOT NULL,
	"month" date NOT NULL,
	"jobs" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cbo_family_months_cbo_family_month_pk" PRIMARY KEY("cbo_family","month")
);
--> statement-breakpoint
CREATE TABLE "cbo_family_salaries" (
	"cbo_family" text NOT NULL,
	"month" date NOT NULL,
	"low" integer NOT NULL,
	"high" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cbo_family_salaries_cbo_family_month_low_high_pk" PRIMARY KEY("cbo_family","month","low","high")
);
--> statement-breakpoint
CREATE TABLE "cbo_family_terms" (
	"cbo_family" text NOT NULL,
	"month" date NOT NULL,
	"term" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cbo_family_terms_cbo_family_month_term_pk" PRIMARY KEY("cbo_family","month","term")
);
--> statement-breakpoint
CREATE TABLE "transition_plan_steps" (
	"user_id" text NOT NULL,
	"step" text NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transition_plan_steps_user_id_step_pk" PRIMARY KEY("user_id","step")
);
--> statement-breakpoint
CREATE TABLE "transition_plans" (
	"user_id" text PRIMARY KEY NOT NULL,
	"discharge_date" date,
	"occupation_code" text,
	"occupation_chosen_at" timestamp with time zone,
	"reminders" boolean DEFAULT true NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transition_plans_occupation_code" CHECK ("transition_plans"."occupation_code" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "requirement_terms" text[];--> statement-breakpoint
ALTER TABLE "transition_plan_steps" ADD CONSTRAINT "transition_plan_steps_user_id_transition_plans_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."transition_plans"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transition_plans" ADD CONSTRAINT "transition_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transition_plans_reminder_idx" ON "transition_plans" USING btree ("reminded_at") WHERE "transition_plans"."reminders";--> statement-breakpoint
CREATE INDEX "transition_plans_occupation_idx" ON "transition_plans" USING btree ("occupation_code");--> statement-breakpoint
CREATE INDEX "jobs_requirement_terms_pending_idx" ON "jobs" USING btree ("id") WHERE "jobs"."requirement_terms" IS NULL;--> statement-breakpoint
-- The roll-ups start from the jobs already saved with a família; from here on the trigger on jobs
-- keeps them (db/functions/rollups.sql), and the terms come as the job runner reads each job.
INSERT INTO "cbo_family_months" ("cbo_family", "month", "jobs", "paid")
SELECT "cbo_family", date_trunc('month', "created_at" AT TIME ZONE 'America/Sao_Paulo')::date, count(*),
  count(*) FILTER (WHERE "salary_min" IS NOT NULL)
FROM "jobs" WHERE "cbo_family" IS NOT NULL GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "cbo_family_salaries" ("cbo_family", "month", "low", "high", "n")
SELECT "cbo_family", date_trunc('month', "created_at" AT TIME ZONE 'America/Sao_Paulo')::date, "salary_min",
  coalesce("salary_max", "salary_min"), count(*)
FROM "jobs" WHERE "cbo_family" IS NOT NULL AND "salary_min" IS NOT NULL GROUP BY 1, 2, 3, 4;
