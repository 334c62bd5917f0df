-- The talent bank's search document (military_profiles.search_vector), kept by triggers: written
-- before a profile's insert or update, and again when the militar's name or occupations change. The immutable helpers of generated columns and indexes (pm_unaccent, pm_fold,
-- pm_fold_list, pm_job_document) are not here: changing one means rewriting what was stored with
-- it, which only a migration can do (MIGRATION_OWNED in db/triggers.ts).

-- What a militar is found by, weighted: name and specialties, occupations, service and goals.
CREATE OR REPLACE FUNCTION pm_talent_document(m military_profiles) RETURNS tsvector LANGUAGE sql STABLE AS $$
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
$$;

CREATE OR REPLACE FUNCTION pm_military_profiles_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := pm_talent_document(NEW);
  RETURN NEW;
END;
$$;

-- A militar whose name changed has his document written again: the update fires the trigger above.
CREATE OR REPLACE FUNCTION pm_profiles_name_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE military_profiles SET search_vector = NULL, updated_at = now() WHERE user_id = NEW.id;
  RETURN NULL;
END;
$$;

-- So does one whose occupations changed (statement triggers: one update per statement).
CREATE OR REPLACE FUNCTION pm_military_occupations_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE military_profiles SET search_vector = NULL, updated_at = now() WHERE user_id IN (SELECT DISTINCT user_id FROM old_rows);
  ELSE
    UPDATE military_profiles SET search_vector = NULL, updated_at = now() WHERE user_id IN (SELECT DISTINCT user_id FROM new_rows);
  END IF;
  RETURN NULL;
END;
$$;
