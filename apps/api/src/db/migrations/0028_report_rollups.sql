CREATE TABLE "application_milestones" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"applied_day" date NOT NULL,
	"source" "application_source" NOT NULL,
	"status" "application_status",
	"reviewed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"branch" text,
	"rank" text,
	"state" text,
	"desired_area" text
);
--> statement-breakpoint
CREATE TABLE "job_daily_stats" (
	"job_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_daily_stats_job_id_day_pk" PRIMARY KEY("job_id","day")
);
--> statement-breakpoint
ALTER TABLE "application_milestones" ADD CONSTRAINT "application_milestones_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_daily_stats" ADD CONSTRAINT "job_daily_stats_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_milestones_job_day_idx" ON "application_milestones" USING btree ("job_id","applied_day");--> statement-breakpoint
-- What happened before the roll-ups were kept: each job's views and applications per day, each
-- application's path from its history (applications withdrawn before the history was kept are
-- not known).
INSERT INTO job_daily_stats (job_id, day, views, applications)
SELECT job_id, day, sum(views)::int, sum(applications)::int FROM (
  SELECT job_id, view_day AS day, count(*) AS views, 0 AS applications FROM job_views GROUP BY 1, 2
  UNION ALL
  SELECT job_id, (applied_at AT TIME ZONE 'America/Sao_Paulo')::date, 0, count(*) FROM job_applications GROUP BY 1, 2
) d GROUP BY job_id, day;
--> statement-breakpoint
INSERT INTO application_milestones (application_id, job_id, applied_at, applied_day, source, status,
  reviewed_at, approved_at, rejected_at, branch, rank, state, desired_area)
SELECT a.id, a.job_id, a.applied_at, (a.applied_at AT TIME ZONE 'America/Sao_Paulo')::date, a.source, a.status,
  (SELECT min(e.at) FROM application_events e WHERE e.application_id = a.id AND e.from_status IS NOT NULL AND e.to_status IS NOT NULL),
  (SELECT min(e.at) FROM application_events e WHERE e.application_id = a.id AND e.to_status = 'aprovado' AND e.from_status IS NOT NULL),
  (SELECT min(e.at) FROM application_events e WHERE e.application_id = a.id AND e.to_status = 'rejeitado' AND e.from_status IS NOT NULL),
  m.military_branch, m.rank, m.state, m.desired_area
FROM job_applications a LEFT JOIN military_profiles m ON m.user_id = a.user_id;
--> statement-breakpoint
-- A view counts on its day (its row's view_day), once: job_views refuses a second view of the same
-- user, job and day before this runs.
CREATE OR REPLACE FUNCTION pm_rollup_job_view() RETURNS trigger AS $$
BEGIN
  INSERT INTO job_daily_stats (job_id, day, views) VALUES (NEW.job_id, NEW.view_day, 1)
  ON CONFLICT (job_id, day) DO UPDATE SET views = job_daily_stats.views + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER job_views_rollup AFTER INSERT ON job_views
  FOR EACH ROW EXECUTE FUNCTION pm_rollup_job_view();
--> statement-breakpoint
-- An application counts on the day it is made, and starts its path with who applied, as they were.
CREATE OR REPLACE FUNCTION pm_rollup_job_application() RETURNS trigger AS $$
DECLARE
  applied_on date := (NEW.applied_at AT TIME ZONE 'America/Sao_Paulo')::date;
BEGIN
  INSERT INTO job_daily_stats (job_id, day, applications) VALUES (NEW.job_id, applied_on, 1)
  ON CONFLICT (job_id, day) DO UPDATE SET applications = job_daily_stats.applications + 1;
  INSERT INTO application_milestones (application_id, job_id, applied_at, applied_day, source, status,
    branch, rank, state, desired_area)
  SELECT NEW.id, NEW.job_id, NEW.applied_at, applied_on, NEW.source, NEW.status,
    m.military_branch, m.rank, m.state, m.desired_area
  FROM (SELECT 1) one LEFT JOIN military_profiles m ON m.user_id = NEW.user_id
  ON CONFLICT (application_id) DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER job_applications_rollup AFTER INSERT ON job_applications
  FOR EACH ROW EXECUTE FUNCTION pm_rollup_job_application();
--> statement-breakpoint
-- Each later step of the history moves the application along its path: its status now, and the
-- first time it was reviewed (any decision by the company), approved, rejected or withdrawn.
CREATE OR REPLACE FUNCTION pm_rollup_application_step() RETURNS trigger AS $$
BEGIN
  IF NEW.from_status IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE application_milestones SET
    status = NEW.to_status,
    reviewed_at = CASE WHEN NEW.to_status IS NOT NULL THEN coalesce(reviewed_at, NEW.at) ELSE reviewed_at END,
    approved_at = CASE WHEN NEW.to_status = 'aprovado' THEN coalesce(approved_at, NEW.at) ELSE approved_at END,
    rejected_at = CASE WHEN NEW.to_status = 'rejeitado' THEN coalesce(rejected_at, NEW.at) ELSE rejected_at END,
    withdrawn_at = CASE WHEN NEW.to_status IS NULL THEN NEW.at ELSE withdrawn_at END
  WHERE application_id = NEW.application_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER application_events_rollup AFTER INSERT ON application_events
  FOR EACH ROW EXECUTE FUNCTION pm_rollup_application_step();
