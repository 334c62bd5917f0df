CREATE TABLE "deleted_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"city" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A deleted job leaves its title and city behind, for its public address's 410 page.
CREATE OR REPLACE FUNCTION pm_remember_deleted_job() RETURNS trigger AS $$
BEGIN
  INSERT INTO deleted_jobs (id, title, city) VALUES (OLD.id, OLD.title, OLD.city)
  ON CONFLICT (id) DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER jobs_remember_deleted AFTER DELETE ON jobs
  FOR EACH ROW EXECUTE FUNCTION pm_remember_deleted_job();
