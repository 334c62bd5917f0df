-- Report roll-ups, kept in the transaction of each event (docs/architecture.md, "Application
-- history and reports"), and the learning paths' enrolment counter. Lock order: every roll-up
-- takes the company's advisory lock before the job's (pm_lock_rollups), so an apply and a
-- withdrawal of the same job never wait on each other in opposite orders.

-- The one lock order of the roll-ups: the company's, then the job's.
CREATE OR REPLACE FUNCTION pm_lock_rollups(p_company uuid, p_job uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_company IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('pm_rollup_company'), hashtext(p_company::text));
  END IF;
  IF p_job IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('pm_rollup_job'), hashtext(p_job::text));
  END IF;
END;
$$;

-- Hours to a step, bucketed: by hour for three days, then by whole days.
CREATE OR REPLACE FUNCTION pm_hours_bucket(d interval) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN extract(epoch FROM d) < 72 * 3600 THEN floor(extract(epoch FROM d) / 3600)::int
              ELSE (floor(extract(epoch FROM d) / 86400) * 24)::int END
$$;

-- The facts an application counts for in company_daily_facts: its funnel steps, origin, força,
-- posto, UF, área, and the hour buckets of its first review and approval.
CREATE OR REPLACE FUNCTION pm_milestone_facts(m application_milestones) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
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
$$;

-- A view of a job: its day's views.
CREATE OR REPLACE FUNCTION pm_rollup_job_view() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pm_lock_rollups(NULL, NEW.job_id);
  INSERT INTO job_daily_stats (job_id, day, views) VALUES (NEW.job_id, NEW.view_day, 1)
  ON CONFLICT (job_id, day) DO UPDATE SET views = job_daily_stats.views + 1;
  RETURN NULL;
END;
$$;

-- An application: its day's applications, and its milestones row (who applied, from where).
CREATE OR REPLACE FUNCTION pm_rollup_job_application() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;

-- A status change in application_events moves the milestones row on.
CREATE OR REPLACE FUNCTION pm_rollup_application_step() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;

-- A milestones row's change takes its old facts back and adds its new ones: job_daily_stats by
-- status, company_daily_facts by fact.
CREATE OR REPLACE FUNCTION pm_rollup_milestone() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;

-- The daily tables keep their months in step (job_monthly_stats, company_monthly_facts).
CREATE OR REPLACE FUNCTION pm_rollup_job_month() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE job_monthly_stats SET views = views - OLD.views, applications = applications - OLD.applications,
      pendente = pendente - OLD.pendente, em_analise = em_analise - OLD.em_analise,
      aprovado = aprovado - OLD.aprovado, rejeitado = rejeitado - OLD.rejeitado
    WHERE job_id = OLD.job_id AND month = date_trunc('month', OLD.day)::date;
    RETURN NULL;
  END IF;
  INSERT INTO job_monthly_stats (job_id, month, views, applications, pendente, em_analise, aprovado, rejeitado)
  VALUES (NEW.job_id, date_trunc('month', NEW.day)::date,
          NEW.views - coalesce(OLD.views, 0), NEW.applications - coalesce(OLD.applications, 0),
          NEW.pendente - coalesce(OLD.pendente, 0), NEW.em_analise - coalesce(OLD.em_analise, 0),
          NEW.aprovado - coalesce(OLD.aprovado, 0), NEW.rejeitado - coalesce(OLD.rejeitado, 0))
  ON CONFLICT (job_id, month) DO UPDATE SET
    views = job_monthly_stats.views + EXCLUDED.views,
    applications = job_monthly_stats.applications + EXCLUDED.applications,
    pendente = job_monthly_stats.pendente + EXCLUDED.pendente,
    em_analise = job_monthly_stats.em_analise + EXCLUDED.em_analise,
    aprovado = job_monthly_stats.aprovado + EXCLUDED.aprovado,
    rejeitado = job_monthly_stats.rejeitado + EXCLUDED.rejeitado;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION pm_rollup_company_month() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE company_monthly_facts SET n = n - OLD.n
    WHERE company_id = OLD.company_id AND month = date_trunc('month', OLD.day)::date AND key = OLD.key;
    RETURN NULL;
  END IF;
  INSERT INTO company_monthly_facts (company_id, month, key, n)
  VALUES (NEW.company_id, date_trunc('month', NEW.day)::date, NEW.key,
          NEW.n - coalesce(OLD.n, 0))
  ON CONFLICT (company_id, month, key) DO UPDATE SET n = company_monthly_facts.n + EXCLUDED.n;
  RETURN NULL;
END;
$$;

-- A path's count of enrolled militares.
CREATE OR REPLACE FUNCTION pm_count_learning_enrollments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE learning_paths SET enrolled = enrolled + 1 WHERE slug = NEW.path_slug;
  ELSE
    UPDATE learning_paths SET enrolled = enrolled - 1 WHERE slug = OLD.path_slug;
  END IF;
  RETURN NULL;
END;
$$;

-- The occupation pages' roll-ups (decision 039): a job counts, in its família and the month it was
-- published, once in cbo_family_months, its salary in cbo_family_salaries and each of its
-- requirement terms in cbo_family_terms. A change takes the old row's part back and adds the new
-- one's; rows are touched in one order (months, salaries, terms by name), so two writers of the
-- same família never wait on each other crosswise.
CREATE OR REPLACE FUNCTION pm_occupation_part(j jobs, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  m date;
  t text;
BEGIN
  IF j.cbo_family IS NULL THEN
    RETURN;
  END IF;
  m := date_trunc('month', j.created_at AT TIME ZONE 'America/Sao_Paulo')::date;
  INSERT INTO cbo_family_months AS r (cbo_family, month, jobs, paid)
  VALUES (j.cbo_family, m, sign, CASE WHEN j.salary_min IS NOT NULL THEN sign ELSE 0 END)
  ON CONFLICT (cbo_family, month) DO UPDATE SET jobs = r.jobs + EXCLUDED.jobs, paid = r.paid + EXCLUDED.paid;
  IF j.salary_min IS NOT NULL THEN
    INSERT INTO cbo_family_salaries AS r (cbo_family, month, low, high, n)
    VALUES (j.cbo_family, m, j.salary_min, coalesce(j.salary_max, j.salary_min), sign)
    ON CONFLICT (cbo_family, month, low, high) DO UPDATE SET n = r.n + EXCLUDED.n;
  END IF;
  FOR t IN SELECT DISTINCT x FROM unnest(coalesce(j.requirement_terms, '{}')) AS x ORDER BY x LOOP
    INSERT INTO cbo_family_terms AS r (cbo_family, month, term, n) VALUES (j.cbo_family, m, t, sign)
    ON CONFLICT (cbo_family, month, term) DO UPDATE SET n = r.n + EXCLUDED.n;
  END LOOP;
END;
$$;

CREATE OR REPLACE FUNCTION pm_rollup_job_occupation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.cbo_family IS NOT DISTINCT FROM NEW.cbo_family
     AND OLD.salary_min IS NOT DISTINCT FROM NEW.salary_min AND OLD.salary_max IS NOT DISTINCT FROM NEW.salary_max
     AND OLD.requirement_terms IS NOT DISTINCT FROM NEW.requirement_terms AND OLD.created_at = NEW.created_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pm_occupation_part(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pm_occupation_part(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;
