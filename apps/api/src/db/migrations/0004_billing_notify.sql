-- Realtime for billing: a change to a company's plan, subscription or payments is announced on
-- 'pm_changes' to the company's owner only, so a plan changed by a provider's webhook reaches the
-- owner's open pages (header badge, plan screen) without a reload.
CREATE OR REPLACE FUNCTION pm_notify_billing_change() RETURNS trigger AS $$
DECLARE
  owner text;
BEGIN
  IF TG_TABLE_NAME = 'companies' THEN
    owner := NEW.user_id;
  ELSE
    SELECT user_id INTO owner FROM companies WHERE id = NEW.company_id;
  END IF;
  IF owner IS NOT NULL THEN
    PERFORM pg_notify(
      'pm_changes',
      json_build_object('table', TG_TABLE_NAME, 'op', lower(TG_OP), 'id', NEW.id::text, 'users', ARRAY[owner])::text
    );
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER companies_notify_change AFTER UPDATE ON companies
  FOR EACH ROW EXECUTE FUNCTION pm_notify_billing_change();
--> statement-breakpoint
CREATE TRIGGER subscriptions_notify_change AFTER INSERT OR UPDATE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION pm_notify_billing_change();
--> statement-breakpoint
CREATE TRIGGER payments_notify_change AFTER INSERT OR UPDATE ON payments
  FOR EACH ROW EXECUTE FUNCTION pm_notify_billing_change();
