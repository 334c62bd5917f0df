-- Realtime: every change to jobs, applications and views is announced on the channel
-- 'pm_changes' with ids only: the table, the row id and the users it concerns
-- (the company's owner and, for an application, the applicant). API processes LISTEN
-- and forward the event over SSE to those users.
CREATE OR REPLACE FUNCTION pm_notify_change() RETURNS trigger AS $$
DECLARE
  rec record;
  job_company uuid;
  owner text;
  applicant text;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;
  IF TG_TABLE_NAME = 'jobs' THEN
    job_company := rec.company_id;
  ELSE
    SELECT company_id INTO job_company FROM jobs WHERE id = rec.job_id;
  END IF;
  IF TG_TABLE_NAME = 'job_applications' THEN
    applicant := rec.user_id;
  END IF;
  SELECT user_id INTO owner FROM companies WHERE id = job_company;
  PERFORM pg_notify(
    'pm_changes',
    json_build_object(
      'table', TG_TABLE_NAME,
      'op', lower(TG_OP),
      'id', rec.id::text,
      'users', array_remove(ARRAY[owner, applicant], NULL)
    )::text
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER jobs_notify_change AFTER INSERT OR UPDATE OR DELETE ON jobs
  FOR EACH ROW EXECUTE FUNCTION pm_notify_change();
--> statement-breakpoint
CREATE TRIGGER job_applications_notify_change AFTER INSERT OR UPDATE OR DELETE ON job_applications
  FOR EACH ROW EXECUTE FUNCTION pm_notify_change();
--> statement-breakpoint
CREATE TRIGGER job_views_notify_change AFTER INSERT ON job_views
  FOR EACH ROW EXECUTE FUNCTION pm_notify_change();
