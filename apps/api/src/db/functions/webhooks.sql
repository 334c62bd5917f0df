-- Webhooks outbox: a change of a job or an application writes one webhook_deliveries row per
-- enabled endpoint of its company subscribed to the event, in the change's transaction, whichever
-- route made it. features/integrations/webhooks.worker.ts delivers them.

-- One event for every subscribed endpoint of a company.
CREATE OR REPLACE FUNCTION pm_enqueue_webhook(p_company uuid, p_type text, p_data jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_event uuid := gen_random_uuid();
  v_payload jsonb := jsonb_build_object(
    'id', v_event,
    'type', p_type,
    'createdAt', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'data', p_data);
BEGIN
  INSERT INTO webhook_deliveries (endpoint_id, event_id, type, payload)
  SELECT e.id, v_event, p_type, v_payload FROM webhook_endpoints e
  WHERE e.company_id = p_company AND e.disabled_at IS NULL AND p_type = ANY (e.events);
END;
$$;

-- job.created, and job.updated when a field an integrator reads changed.
CREATE OR REPLACE FUNCTION pm_webhook_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE company_id = NEW.company_id AND disabled_at IS NULL) THEN
    RETURN NULL;
  END IF;
  -- What the job says to a candidate, as the public API's Job names it; its views and counters are not.
  IF TG_OP = 'UPDATE' AND
    (NEW.title, NEW.city, NEW.regime, NEW.modality, NEW.area, NEW.salary, NEW.salary_min, NEW.salary_max,
      NEW.openings, NEW.pcd, NEW.description, NEW.requirements, NEW.benefits, NEW.active, NEW.closes_on,
      NEW.expires_at)
    IS NOT DISTINCT FROM
    (OLD.title, OLD.city, OLD.regime, OLD.modality, OLD.area, OLD.salary, OLD.salary_min, OLD.salary_max,
      OLD.openings, OLD.pcd, OLD.description, OLD.requirements, OLD.benefits, OLD.active, OLD.closes_on,
      OLD.expires_at) THEN
    RETURN NULL;
  END IF;
  PERFORM pm_enqueue_webhook(NEW.company_id, CASE WHEN TG_OP = 'INSERT' THEN 'job.created' ELSE 'job.updated' END,
    jsonb_build_object(
      'id', NEW.id, 'title', NEW.title, 'city', NEW.city, 'regime', NEW.regime, 'modality', NEW.modality,
      'area', NEW.area, 'salary', NEW.salary, 'salaryMin', NEW.salary_min, 'salaryMax', NEW.salary_max,
      'openings', NEW.openings, 'pcd', NEW.pcd, 'active', NEW.active, 'closesOn', NEW.closes_on,
      'expiresAt', NEW.expires_at, 'createdAt', NEW.created_at, 'updatedAt', NEW.updated_at));
  RETURN NULL;
END;
$$;

-- application.created and application.status_changed.
CREATE OR REPLACE FUNCTION pm_webhook_application() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_company uuid;
BEGIN
  SELECT company_id INTO v_company FROM jobs WHERE id = NEW.job_id;
  IF v_company IS NULL
    OR NOT EXISTS (SELECT 1 FROM webhook_endpoints WHERE company_id = v_company AND disabled_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM pm_enqueue_webhook(v_company, 'application.created', jsonb_build_object(
      'id', NEW.id, 'jobId', NEW.job_id, 'candidateId', NEW.user_id, 'status', NEW.status,
      'appliedAt', NEW.applied_at));
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM pm_enqueue_webhook(v_company, 'application.status_changed', jsonb_build_object(
      'id', NEW.id, 'jobId', NEW.job_id, 'candidateId', NEW.user_id, 'status', NEW.status,
      'previousStatus', OLD.status, 'updatedAt', NEW.updated_at));
  END IF;
  RETURN NULL;
END;
$$;
