-- Alertas de vagas (decision 031): saved searches, the jobs they matched (each sent once) and the
-- jobs waiting to be matched; the e-mail outbox keeps extra headers (List-Unsubscribe); an
-- application can come from an alert's e-mail.
ALTER TYPE "public"."application_source" ADD VALUE 'alerta';--> statement-breakpoint
CREATE TABLE "job_alert_matches" (
	"alert_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "job_alert_matches_alert_id_job_id_pk" PRIMARY KEY("alert_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_alert_queue" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"email" text,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"search" jsonb NOT NULL,
	"query" "tsquery",
	"terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"city" text,
	"state" text,
	"regime" "regime",
	"modality" "modality",
	"salary_from" integer,
	"pcd" boolean DEFAULT false NOT NULL,
	"company_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"paused_reason" text,
	"confirmed_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"jobs_sent" integer DEFAULT 0 NOT NULL,
	"digest_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_owner" CHECK (("job_alerts"."user_id" IS NULL) <> ("job_alerts"."email" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "job_alert_matches" ADD CONSTRAINT "job_alert_matches_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_matches" ADD CONSTRAINT "job_alert_matches_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_queue" ADD CONSTRAINT "job_alert_queue_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_matches_unsent_idx" ON "job_alert_matches" USING btree ("frequency","alert_id") WHERE "job_alert_matches"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "job_alert_matches_job_idx" ON "job_alert_matches" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_alerts_user_idx" ON "job_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_alerts_email_idx" ON "job_alerts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "job_alerts_company_idx" ON "job_alerts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "job_alerts_terms_idx" ON "job_alerts" USING gin ("terms") WHERE "job_alerts"."active" AND "job_alerts"."confirmed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "job_alerts_wordless_idx" ON "job_alerts" USING btree ("state") WHERE "job_alerts"."active" AND "job_alerts"."confirmed_at" IS NOT NULL AND "job_alerts"."terms" = '{}'::text[] AND "job_alerts"."company_id" IS NULL;