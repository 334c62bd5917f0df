-- The talent bank's search document: every field of a militar's profile a company may search,
-- accent-free and stemmed (Portuguese), kept by triggers so no code path can leave it stale.
-- Name, especialidades and civil occupations weigh most; força, posto, área, nível, cidade and OM
-- next; objetivos and "Sobre você" least.
ALTER TABLE military_profiles ADD COLUMN search_vector tsvector;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pm_talent_document(m military_profiles) RETURNS tsvector AS $$
  SELECT
    setweight(to_tsvector('portuguese'::regconfig,
      pm_unaccent(coalesce((SELECT full_name FROM profiles WHERE id = m.user_id), ''))), 'A') ||
    setweight(to_tsvector('portuguese'::regconfig, pm_unaccent(array_to_string(m.specialties, ' '))), 'A') ||
    setweight(to_tsvector('portuguese'::regconfig, pm_unaccent(coalesce(
      (SELECT string_agg(o.title, ' ') FROM military_occupations o WHERE o.user_id = m.user_id AND o.status <> 'removed'),
      ''))), 'B') ||
    setweight(to_tsvector('portuguese'::regconfig, pm_unaccent(concat_ws(' ',
      m.military_branch, replace(m.rank, '-', ' '), m.desired_area, m.experience_level, m.city, m.state, m.om))), 'C') ||
    setweight(to_tsvector('portuguese'::regconfig, pm_unaccent(concat_ws(' ', m.goals, m.biography))), 'D')
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pm_military_profiles_document() RETURNS trigger AS $$
BEGIN
  NEW.search_vector := pm_talent_document(NEW);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER military_profiles_document BEFORE INSERT OR UPDATE ON military_profiles
  FOR EACH ROW EXECUTE FUNCTION pm_military_profiles_document();
--> statement-breakpoint
-- A change to the occupations or to the name rewrites the document (the touch runs the trigger above)
-- and counts as an update of the profile (the search's "Mais recentes").
CREATE OR REPLACE FUNCTION pm_military_occupations_document() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE military_profiles SET search_vector = NULL, updated_at = now() WHERE user_id IN (SELECT DISTINCT user_id FROM old_rows);
  ELSE
    UPDATE military_profiles SET search_vector = NULL, updated_at = now() WHERE user_id IN (SELECT DISTINCT user_id FROM new_rows);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER military_occupations_document_insert AFTER INSERT ON military_occupations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pm_military_occupations_document();
--> statement-breakpoint
CREATE TRIGGER military_occupations_document_update AFTER UPDATE ON military_occupations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pm_military_occupations_document();
--> statement-breakpoint
CREATE TRIGGER military_occupations_document_delete AFTER DELETE ON military_occupations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pm_military_occupations_document();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pm_profiles_name_document() RETURNS trigger AS $$
BEGIN
  UPDATE military_profiles SET search_vector = NULL, updated_at = now() WHERE user_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER profiles_name_document AFTER UPDATE OF full_name ON profiles
  FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name) EXECUTE FUNCTION pm_profiles_name_document();
--> statement-breakpoint
UPDATE military_profiles SET search_vector = NULL;
--> statement-breakpoint
-- The city and the especialidades folded (lower case, no accents) once, when written: the
-- filters compare them with LIKE and call no function per row.
CREATE OR REPLACE FUNCTION pm_fold(value text) RETURNS text AS $$
  SELECT pm_unaccent(lower(value))
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pm_fold_list(list text[]) RETURNS text AS $$
  SELECT pm_unaccent(lower(array_to_string(list, ' | ')))
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;
--> statement-breakpoint
ALTER TABLE military_profiles ADD COLUMN city_folded text GENERATED ALWAYS AS (pm_fold(city)) STORED;
--> statement-breakpoint
ALTER TABLE military_profiles ADD COLUMN specialties_folded text GENERATED ALWAYS AS (pm_fold_list(specialties)) STORED;
--> statement-breakpoint
-- Only opted-in, finished profiles are ever searched: the indexes hold those alone. The recent
-- index walks in the order of "Mais recentes" (ties by id, the same way round).
CREATE INDEX military_profiles_talent_text_idx ON military_profiles USING gin (search_vector)
  WHERE talent_bank AND completed_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX military_profiles_talent_recent_idx ON military_profiles (updated_at DESC, user_id DESC)
  WHERE talent_bank AND completed_at IS NOT NULL;
--> statement-breakpoint
-- Realtime: an invitation concerns the job's company and the militar invited (the rule of a
-- job's rows, as for an application); a profile view, the militar whose profile was opened.
CREATE OR REPLACE FUNCTION pm_notify_job_parties() RETURNS trigger AS $$
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
  IF TG_TABLE_NAME IN ('job_applications', 'talent_invitations') THEN
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
CREATE TRIGGER talent_invitations_notify_change AFTER INSERT OR UPDATE OR DELETE ON talent_invitations
  FOR EACH ROW EXECUTE FUNCTION pm_notify_job_parties();
--> statement-breakpoint
CREATE TRIGGER talent_profile_views_notify_change AFTER INSERT OR UPDATE ON talent_profile_views
  FOR EACH ROW EXECUTE FUNCTION pm_notify_row_user();
