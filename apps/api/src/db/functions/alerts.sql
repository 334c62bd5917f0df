-- Alertas de vagas (decision 031). The alerts worker matches what these functions queue.

-- A job that starts being listed (published active, activated again, or renewed past its expiry)
-- waits in job_alert_queue for the matching; one row per job however often it changes before then.
-- Whether its company is visible, and whether the job is still open, is checked when matched.
CREATE OR REPLACE FUNCTION pm_job_alert_queue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.active AND NEW.expires_at > now() AND (
    TG_OP = 'INSERT' OR NOT OLD.active OR OLD.expires_at <= now()
  ) THEN
    INSERT INTO job_alert_queue (job_id) VALUES (NEW.id) ON CONFLICT (job_id) DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;

-- A militar who confirms an address that a visitor's alerts were sent to gets them in his account:
-- the confirmed ones move (the e-mail column gives way to the account), unconfirmed ones are
-- dropped, since their confirmation link would now confirm someone's account alert.
CREATE OR REPLACE FUNCTION pm_job_alerts_claim_address() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.email_verified
    AND (NOT OLD.email_verified OR OLD.email IS DISTINCT FROM NEW.email)
    AND EXISTS (SELECT 1 FROM profiles WHERE id = NEW.id AND role = 'militar') THEN
    DELETE FROM job_alerts WHERE email = lower(NEW.email) AND confirmed_at IS NULL;
    UPDATE job_alerts SET user_id = NEW.id, email = NULL, updated_at = now()
      WHERE email = lower(NEW.email);
  END IF;
  RETURN NULL;
END;
$$;
