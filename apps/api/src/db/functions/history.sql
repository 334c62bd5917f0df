-- History that outlives its rows.

-- Every change of an application goes to application_events (who, from, to, when; an application
-- from null, a withdrawal to null). The actor is the transaction's pm.actor_id when a company acted
-- (actAs() in applications.queries.ts), the applicant otherwise. A withdrawal deletes the
-- application: its event stays (no foreign key), unless the job itself is going.
CREATE OR REPLACE FUNCTION pm_application_history() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;

-- A deleted job keeps its title and city, so its former candidates still read what they applied to.
CREATE OR REPLACE FUNCTION pm_remember_deleted_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deleted_jobs (id, title, city) VALUES (OLD.id, OLD.title, OLD.city)
  ON CONFLICT (id) DO NOTHING;
  RETURN NULL;
END;
$$;
