CREATE TABLE "company_daily_facts" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_daily_facts_company_id_day_key_pk" PRIMARY KEY("company_id","day","key")
);
--> statement-breakpoint
CREATE TABLE "job_daily_status" (
	"job_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" "application_status" NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_daily_status_job_id_day_status_pk" PRIMARY KEY("job_id","day","status")
);
--> statement-breakpoint
ALTER TABLE "application_milestones" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "company_daily_facts" ADD CONSTRAINT "company_daily_facts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_daily_status" ADD CONSTRAINT "job_daily_status_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE application_milestones m SET company_id = j.company_id FROM jobs j WHERE j.id = m.job_id;
--> statement-breakpoint
-- The hour bucket of a duration: one hour wide below 72 hours, a day wide from there.
CREATE OR REPLACE FUNCTION pm_hours_bucket(d interval) RETURNS int AS $$
  SELECT CASE WHEN extract(epoch FROM d) < 72 * 3600 THEN floor(extract(epoch FROM d) / 3600)::int
              ELSE (floor(extract(epoch FROM d) / 86400) * 24)::int END
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- The facts one application adds to its company's day (see company_daily_facts).
CREATE OR REPLACE FUNCTION pm_milestone_facts(m application_milestones) RETURNS text[] AS $$
  SELECT array_remove(ARRAY[
    'applied',
    CASE WHEN m.reviewed_at IS NOT NULL THEN 'reviewed' END,
    CASE WHEN m.approved_at IS NOT NULL THEN 'approved' END,
    CASE WHEN m.rejected_at IS NOT NULL THEN 'rejected' END,
    CASE WHEN m.withdrawn_at IS NOT NULL THEN 'withdrawn' END,
    'source:' || m.source::text,
    'branch:' || m.branch,
    'rank:' || m.rank,
    'state:' || m.state,
    'area:' || m.desired_area,
    CASE WHEN m.reviewed_at IS NOT NULL THEN 'review_h:' || pm_hours_bucket(m.reviewed_at - m.applied_at) END,
    CASE WHEN m.approved_at IS NOT NULL THEN 'approval_h:' || pm_hours_bucket(m.approved_at - m.applied_at) END
  ], NULL)
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
INSERT INTO company_daily_facts (company_id, day, key, n)
SELECT m.company_id, m.applied_day, f.key, count(*)::int
FROM application_milestones m CROSS JOIN LATERAL unnest(pm_milestone_facts(m)) AS f(key)
WHERE m.company_id IS NOT NULL
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO job_daily_status (job_id, day, status, n)
SELECT job_id, applied_day, status, count(*)::int FROM application_milestones WHERE status IS NOT NULL GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Each change of an application's path takes its old facts back and adds its new ones, in the
-- transaction of the change: the reports sum days, never read applications.
CREATE OR REPLACE FUNCTION pm_rollup_milestone() RETURNS trigger AS $$
DECLARE
  k text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.company_id IS NOT NULL THEN
    FOREACH k IN ARRAY pm_milestone_facts(OLD) LOOP
      UPDATE company_daily_facts SET n = n - 1 WHERE company_id = OLD.company_id AND day = OLD.applied_day AND key = k;
    END LOOP;
    IF OLD.status IS NOT NULL THEN
      UPDATE job_daily_status SET n = n - 1 WHERE job_id = OLD.job_id AND day = OLD.applied_day AND status = OLD.status;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.company_id IS NOT NULL THEN
    FOREACH k IN ARRAY pm_milestone_facts(NEW) LOOP
      INSERT INTO company_daily_facts (company_id, day, key, n) VALUES (NEW.company_id, NEW.applied_day, k, 1)
      ON CONFLICT (company_id, day, key) DO UPDATE SET n = company_daily_facts.n + 1;
    END LOOP;
    IF NEW.status IS NOT NULL THEN
      INSERT INTO job_daily_status (job_id, day, status, n) VALUES (NEW.job_id, NEW.applied_day, NEW.status, 1)
      ON CONFLICT (job_id, day, status) DO UPDATE SET n = job_daily_status.n + 1;
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER application_milestones_rollup AFTER INSERT OR UPDATE OR DELETE ON application_milestones
  FOR EACH ROW EXECUTE FUNCTION pm_rollup_milestone();
--> statement-breakpoint
-- An application starts its path with its job's company, for the company's daily facts.
CREATE OR REPLACE FUNCTION pm_rollup_job_application() RETURNS trigger AS $$
DECLARE
  applied_on date := (NEW.applied_at AT TIME ZONE 'America/Sao_Paulo')::date;
BEGIN
  INSERT INTO job_daily_stats (job_id, day, applications) VALUES (NEW.job_id, applied_on, 1)
  ON CONFLICT (job_id, day) DO UPDATE SET applications = job_daily_stats.applications + 1;
  INSERT INTO application_milestones (application_id, job_id, company_id, applied_at, applied_day, source, status,
    branch, rank, state, desired_area)
  SELECT NEW.id, NEW.job_id, j.company_id, NEW.applied_at, applied_on, NEW.source, NEW.status,
    m.military_branch, m.rank, m.state, m.desired_area
  FROM jobs j LEFT JOIN military_profiles m ON m.user_id = NEW.user_id
  WHERE j.id = NEW.job_id
  ON CONFLICT (application_id) DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
