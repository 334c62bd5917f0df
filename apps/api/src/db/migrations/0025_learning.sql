CREATE TABLE "learning_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" text NOT NULL,
	"path_slug" text NOT NULL,
	"full_name" text NOT NULL,
	"path_title" text NOT NULL,
	"hours" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_enrollments" (
	"user_id" text NOT NULL,
	"path_slug" text NOT NULL,
	"last_module_slug" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_enrollments_user_id_path_slug_pk" PRIMARY KEY("user_id","path_slug")
);
--> statement-breakpoint
CREATE TABLE "learning_modules" (
	"path_slug" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"minutes" integer NOT NULL,
	"body" text NOT NULL,
	"quiz" jsonb NOT NULL,
	"hash" text NOT NULL,
	"retired_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_modules_path_slug_slug_pk" PRIMARY KEY("path_slug","slug")
);
--> statement-breakpoint
CREATE TABLE "learning_paths" (
	"slug" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"intro" text NOT NULL,
	"category" text NOT NULL,
	"difficulty" text NOT NULL,
	"plan" text NOT NULL,
	"hours" integer NOT NULL,
	"families" text[] NOT NULL,
	"desired_areas" text[] NOT NULL,
	"position" integer NOT NULL,
	"modules_count" integer NOT NULL,
	"minutes" integer NOT NULL,
	"enrolled" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_progress" (
	"user_id" text NOT NULL,
	"path_slug" text NOT NULL,
	"module_slug" text NOT NULL,
	"module_hash" text NOT NULL,
	"read_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_score" integer,
	"best_score" integer,
	"passed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_progress_user_id_path_slug_module_slug_pk" PRIMARY KEY("user_id","path_slug","module_slug")
);
--> statement-breakpoint
ALTER TABLE "learning_certificates" ADD CONSTRAINT "learning_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_certificates" ADD CONSTRAINT "learning_certificates_path_slug_learning_paths_slug_fk" FOREIGN KEY ("path_slug") REFERENCES "public"."learning_paths"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_enrollments" ADD CONSTRAINT "learning_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_enrollments" ADD CONSTRAINT "learning_enrollments_path_slug_learning_paths_slug_fk" FOREIGN KEY ("path_slug") REFERENCES "public"."learning_paths"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_modules" ADD CONSTRAINT "learning_modules_path_slug_learning_paths_slug_fk" FOREIGN KEY ("path_slug") REFERENCES "public"."learning_paths"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_progress" ADD CONSTRAINT "learning_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_certificates_code_idx" ON "learning_certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_certificates_user_path_idx" ON "learning_certificates" USING btree ("user_id","path_slug");--> statement-breakpoint
CREATE INDEX "learning_enrollments_path_idx" ON "learning_enrollments" USING btree ("path_slug");--> statement-breakpoint
-- A militar's progress, paths and certificates follow him across tabs (the realtime contract's rowUser).
CREATE TRIGGER learning_enrollments_notify_change AFTER INSERT OR UPDATE ON learning_enrollments
  FOR EACH ROW EXECUTE FUNCTION pm_notify_row_user();
--> statement-breakpoint
CREATE TRIGGER learning_progress_notify_change AFTER INSERT OR UPDATE ON learning_progress
  FOR EACH ROW EXECUTE FUNCTION pm_notify_row_user();
--> statement-breakpoint
CREATE TRIGGER learning_certificates_notify_change AFTER INSERT ON learning_certificates
  FOR EACH ROW EXECUTE FUNCTION pm_notify_row_user();
--> statement-breakpoint
-- The cards' 'militares inscritos', counted as enrollments come and go (an account deleted).
CREATE OR REPLACE FUNCTION pm_count_learning_enrollments() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE learning_paths SET enrolled = enrolled + 1 WHERE slug = NEW.path_slug;
  ELSE
    UPDATE learning_paths SET enrolled = enrolled - 1 WHERE slug = OLD.path_slug;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER learning_enrollments_count AFTER INSERT OR DELETE ON learning_enrollments
  FOR EACH ROW EXECUTE FUNCTION pm_count_learning_enrollments();
