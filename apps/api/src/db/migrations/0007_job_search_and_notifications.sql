-- Accent-insensitive Portuguese search over jobs, and notifications of application status changes.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); pinning the dictionary makes it safe
-- for a generated column and an index.
CREATE OR REPLACE FUNCTION pm_unaccent(text) RETURNS text AS $$
  SELECT public.unaccent('public.unaccent'::regdictionary, $1)
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT;
--> statement-breakpoint
-- The searchable document of a job: title, city and requirements weigh more than the
-- description. IMMUTABLE (array_to_string alone is only STABLE) so it can feed a generated column.
CREATE OR REPLACE FUNCTION pm_job_document(title text, city text, requirements text[], description text)
RETURNS tsvector AS $$
  SELECT
    setweight(to_tsvector('portuguese'::regconfig, pm_unaccent(coalesce(title, ''))), 'A') ||
    setweight(to_tsvector('portuguese'::regconfig, pm_unaccent(coalesce(city, ''))), 'B') ||
    setweight(to_tsvector('portuguese'::regconfig, pm_unaccent(coalesce(array_to_string(requirements, ' '), ''))), 'B') ||
    setweight(to_tsvector('portuguese'::regconfig, pm_unaccent(coalesce(description, ''))), 'C')
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;
--> statement-breakpoint
-- Query it with `search_vector @@ websearch_to_tsquery('portuguese', pm_unaccent($1))`.
ALTER TABLE jobs ADD COLUMN search_vector tsvector
  GENERATED ALWAYS AS (pm_job_document(title, city, requirements, description)) STORED;
--> statement-breakpoint
CREATE INDEX jobs_search_idx ON jobs USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX jobs_title_trgm_idx ON jobs USING gin (pm_unaccent(lower(title)) gin_trgm_ops);
--> statement-breakpoint
-- A company changed an application's status: the candidate gets a notification (data only; the
-- web words it), whichever code path made the change.
CREATE OR REPLACE FUNCTION pm_application_status_notification() RETURNS trigger AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND NEW.user_id IS NOT NULL THEN
    INSERT INTO notifications (user_id, kind, data)
    SELECT NEW.user_id, 'application_status', json_build_object(
      'applicationId', NEW.id, 'jobId', j.id, 'jobTitle', j.title, 'companyName', c.name,
      'status', NEW.status, 'previousStatus', OLD.status
    )::jsonb
    FROM jobs j JOIN companies c ON c.id = j.company_id
    WHERE j.id = NEW.job_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER job_applications_status_notification AFTER UPDATE OF status ON job_applications
  FOR EACH ROW EXECUTE FUNCTION pm_application_status_notification();
--> statement-breakpoint
-- Realtime for the bell: new and read notifications reach their user's open pages.
CREATE OR REPLACE FUNCTION pm_notify_user_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify(
    'pm_changes',
    json_build_object('table', TG_TABLE_NAME, 'op', lower(TG_OP), 'id', NEW.id::text, 'users', ARRAY[NEW.user_id])::text
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notifications_notify_change AFTER INSERT OR UPDATE ON notifications
  FOR EACH ROW EXECUTE FUNCTION pm_notify_user_change();
