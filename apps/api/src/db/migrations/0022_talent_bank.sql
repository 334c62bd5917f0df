CREATE TYPE "public"."invitation_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TABLE "talent_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"message" text,
	"status" "invitation_status" DEFAULT 'pending' NOT NULL,
	"application_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "talent_profile_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"views" integer DEFAULT 1 NOT NULL,
	"first_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "military_profiles" ADD COLUMN "talent_bank_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "talent_invitations" ADD CONSTRAINT "talent_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_invitations" ADD CONSTRAINT "talent_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_invitations" ADD CONSTRAINT "talent_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_invitations" ADD CONSTRAINT "talent_invitations_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profile_views" ADD CONSTRAINT "talent_profile_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profile_views" ADD CONSTRAINT "talent_profile_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_saved_searches" ADD CONSTRAINT "talent_saved_searches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "talent_invitations_job_user_idx" ON "talent_invitations" USING btree ("job_id","user_id");--> statement-breakpoint
CREATE INDEX "talent_invitations_user_idx" ON "talent_invitations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "talent_invitations_company_idx" ON "talent_invitations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_profile_views_pair_idx" ON "talent_profile_views" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "talent_profile_views_user_idx" ON "talent_profile_views" USING btree ("user_id","viewed_at");--> statement-breakpoint
CREATE INDEX "talent_saved_searches_company_idx" ON "talent_saved_searches" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "military_occupations_family_idx" ON "military_occupations" USING btree ("family","user_id") WHERE status <> 'removed';