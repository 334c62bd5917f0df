CREATE TABLE "application_resumes" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"document" jsonb,
	"file_id" uuid,
	"file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_resumes_kind_check" CHECK (("application_resumes"."source" = 'generated' AND "application_resumes"."document" IS NOT NULL AND "application_resumes"."file_id" IS NULL) OR ("application_resumes"."source" = 'upload' AND "application_resumes"."file_id" IS NOT NULL AND "application_resumes"."document" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"source" text DEFAULT 'generated' NOT NULL,
	"upload_file_id" uuid,
	"upload_name" text,
	"uploaded_at" timestamp with time zone,
	"share_token" text,
	"share_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resumes_source_check" CHECK ("resumes"."source" IN ('generated', 'upload')),
	CONSTRAINT "resumes_upload_source_check" CHECK ("resumes"."source" = 'generated' OR "resumes"."upload_file_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "application_resumes" ADD CONSTRAINT "application_resumes_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_resumes" ADD CONSTRAINT "application_resumes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_resumes" ADD CONSTRAINT "application_resumes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_upload_file_id_files_id_fk" FOREIGN KEY ("upload_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_resumes_user_idx" ON "application_resumes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "application_resumes_file_idx" ON "application_resumes" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_share_token_idx" ON "resumes" USING btree ("share_token");