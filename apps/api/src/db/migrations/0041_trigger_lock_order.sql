-- The report roll-ups are written by triggers in the transaction of each application's change, and
-- those transactions used to take the roll-ups' rows in opposite orders: an application wrote
-- job_daily_stats and then company_daily_facts, a withdrawal or a status change company_daily_facts,
-- then job_daily_stats, then company_daily_facts again. Under load two of them each held what the
-- other waited for, and PostgreSQL cancelled one (a deadlock, answered 500).
--
-- Every write now takes its locks in one order:
--   1. the company's roll-up lock, 2. the job's roll-up lock (advisory locks held to the end of the
--   transaction), 3. job_daily_stats (its trigger then writes job_monthly_stats), 4. company_daily_facts
--   (its trigger then writes company_monthly_facts), key by key in order.
-- Row order alone is not enough: a statement that changes several applications (a bulk status change,
-- an account or a job deleted) runs the triggers once per row, so it would lock one job's rows, then
-- the company's, then another job's, while a single change waits in the opposite order; and it may
-- touch several days of one job, whose month a view of today already waits for. With the company's
-- lock taken first, such a statement and every other change of the company's applications go one
-- after the other (they already did, on the company's 'applied' fact of the month); a view takes its
-- job's lock only, as it writes nothing of the company's.
CREATE OR REPLACE FUNCTION pm_lock_rollups(p_company uuid, p_job uuid) RETURNS void AS $$
BEGIN
  IF p_company IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('pm_rollup_company'), hashtext(p_company::text));
  END IF;
  IF p_job IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('pm_rollup_job'), hashtext(p_job::text));
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A view counts on its day (its row's view_day), once: job_views refuses a second view of the same
-- user, job and day before this runs.
CREATE OR REPLACE FUNCTION pm_rollup_job_view() RETURNS trigger AS $$
BEGIN
  PERFORM pm_lock_rollups(NULL, NEW.job_id);
  INSERT INTO job_daily_stats (job_id, day, views) VALUES (NEW.job_id, NEW.view_day, 1)
  ON CONFLICT (job_id, day) DO UPDATE SET views = job_daily_stats.views + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- An application counts on the day it is made, and starts its path with its job's company and who
-- applied, as they were. The company's lock comes before the job's day, which the path's facts
-- (written by the trigger on application_milestones) follow.
CREATE OR REPLACE FUNCTION pm_rollup_job_application() RETURNS trigger AS $$
DECLARE
  applied_on date := (NEW.applied_at AT TIME ZONE 'America/Sao_Paulo')::date;
  v_company uuid;
BEGIN
  SELECT company_id INTO v_company FROM jobs WHERE id = NEW.job_id;
  PERFORM pm_lock_rollups(v_company, NEW.job_id);
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
--> statement-breakpoint
-- Each change of an application's path moves its job's day from the old status to the new one, then
-- takes back the company's facts it no longer has and adds the ones it gained, in the transaction of
-- the change: the reports sum days and months, never read applications. A fact the path keeps on the
-- same day is left alone (taking it back and adding it again would only lock its rows longer).
CREATE OR REPLACE FUNCTION pm_rollup_milestone() RETURNS trigger AS $$
DECLARE
  k text;
  old_facts text[] := '{}';
  new_facts text[] := '{}';
  same_day boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pm_lock_rollups(OLD.company_id, OLD.job_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pm_lock_rollups(NEW.company_id, NEW.job_id);
  END IF;

  IF TG_OP <> 'INSERT' AND OLD.company_id IS NOT NULL THEN
    old_facts := pm_milestone_facts(OLD);
    IF OLD.status IS NOT NULL THEN
      UPDATE job_daily_stats SET
        pendente = pendente - (OLD.status = 'pendente')::int,
        em_analise = em_analise - (OLD.status = 'em_analise')::int,
        aprovado = aprovado - (OLD.status = 'aprovado')::int,
        rejeitado = rejeitado - (OLD.status = 'rejeitado')::int
      WHERE job_id = OLD.job_id AND day = OLD.applied_day;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.company_id IS NOT NULL THEN
    new_facts := pm_milestone_facts(NEW);
    IF NEW.status IS NOT NULL THEN
      INSERT INTO job_daily_stats (job_id, day, pendente, em_analise, aprovado, rejeitado)
      VALUES (NEW.job_id, NEW.applied_day, (NEW.status = 'pendente')::int, (NEW.status = 'em_analise')::int,
              (NEW.status = 'aprovado')::int, (NEW.status = 'rejeitado')::int)
      ON CONFLICT (job_id, day) DO UPDATE SET
        pendente = job_daily_stats.pendente + EXCLUDED.pendente,
        em_analise = job_daily_stats.em_analise + EXCLUDED.em_analise,
        aprovado = job_daily_stats.aprovado + EXCLUDED.aprovado,
        rejeitado = job_daily_stats.rejeitado + EXCLUDED.rejeitado;
    END IF;
  END IF;

  IF TG_OP = 'UPDATE' THEN
    same_day := coalesce(OLD.company_id = NEW.company_id AND OLD.applied_day = NEW.applied_day, false);
  END IF;
  FOR k IN SELECT f FROM unnest(old_facts) AS f WHERE NOT (same_day AND f = ANY (new_facts)) ORDER BY f LOOP
    UPDATE company_daily_facts SET n = n - 1 WHERE company_id = OLD.company_id AND day = OLD.applied_day AND key = k;
  END LOOP;
  FOR k IN SELECT f FROM unnest(new_facts) AS f WHERE NOT (same_day AND f = ANY (old_facts)) ORDER BY f LOOP
    INSERT INTO company_daily_facts (company_id, day, key, n) VALUES (NEW.company_id, NEW.applied_day, k, 1)
    ON CONFLICT (company_id, day, key) DO UPDATE SET n = company_daily_facts.n + 1;
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
