-- The bell: rows of `notifications` written in the transaction of the change they tell about. The
-- notifications worker e-mails them later (features/notifications/notifications.worker.ts).

-- An application's status changed: its militar is told, with the job's title and company.
CREATE OR REPLACE FUNCTION pm_application_status_notification() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;

-- A new application rings the bell of the job's responsible member, or, with none, of every
-- Administrador and Recrutador of the company's team (decision 035).
CREATE OR REPLACE FUNCTION pm_new_application_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notifications (user_id, kind, data)
  SELECT m.user_id, 'new_application', json_build_object(
    'applicationId', NEW.id, 'jobId', j.id, 'jobTitle', j.title, 'candidateName', coalesce(p.full_name, '')
  )::jsonb
  FROM jobs j
  JOIN company_members m ON m.company_id = j.company_id AND m.role IN ('administrador', 'recrutador')
  LEFT JOIN job_responsibles r ON r.job_id = j.id
  LEFT JOIN profiles p ON p.id = NEW.user_id
  WHERE j.id = NEW.job_id AND (r.user_id IS NULL OR r.user_id = m.user_id);
  RETURN NULL;
END;
$$;
