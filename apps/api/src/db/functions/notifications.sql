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
