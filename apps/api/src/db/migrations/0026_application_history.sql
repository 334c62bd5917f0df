CREATE TYPE "public"."application_source" AS ENUM('busca', 'recomendacao', 'convite', 'pagina_publica', 'link_direto');--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"actor_id" text,
	"from_status" "application_status",
	"to_status" "application_status",
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "source" "application_source" DEFAULT 'busca' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "application_events_job_idx" ON "application_events" USING btree ("job_id","at");--> statement-breakpoint
-- The history of the applications made before it was kept: sent when applied, and the status it
-- holds when it last changed.
INSERT INTO application_events (application_id, job_id, actor_id, from_status, to_status, at)
SELECT id, job_id, user_id, NULL, 'pendente', applied_at FROM job_applications;
--> statement-breakpoint
INSERT INTO application_events (application_id, job_id, actor_id, from_status, to_status, at)
SELECT id, job_id, NULL, 'pendente', status, updated_at FROM job_applications WHERE status <> 'pendente';
--> statement-breakpoint
-- Every change of an application is written to its history here, whichever code path made it.
-- The actor of a status change is the transaction's 'pm.actor_id' (set by the company's routes);
-- an application and a withdrawal are the candidate's own. A withdrawal caused by the job's
-- deletion is not recorded: the job's history goes with it.
CREATE OR REPLACE FUNCTION pm_application_history() RETURNS trigger AS $$
DECLARE
  actor text := NULLIF(current_setting('pm.actor_id', true), '');
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO application_events (application_id, job_id, actor_id, from_status, to_status, at)
    VALUES (NEW.id, NEW.job_id, COALESCE(actor, NEW.user_id), NULL, NEW.status, NEW.applied_at);
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW.status IS DISTINCT FROM OLD.status THEN
      INSERT INTO application_events (application_id, job_id, actor_id, from_status, to_status)
      VALUES (NEW.id, NEW.job_id, actor, OLD.status, NEW.status);
    END IF;
  ELSIF EXISTS (SELECT 1 FROM jobs WHERE id = OLD.job_id) THEN
    INSERT INTO application_events (application_id, job_id, actor_id, from_status, to_status)
    VALUES (OLD.id, OLD.job_id, (SELECT id FROM users WHERE id = COALESCE(actor, OLD.user_id)), OLD.status, NULL);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER job_applications_history AFTER INSERT OR UPDATE OF status OR DELETE ON job_applications
  FOR EACH ROW EXECUTE FUNCTION pm_application_history();
