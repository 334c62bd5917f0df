-- Realtime for benefits (packages/shared/src/realtime.ts): an offer is announced to the owner of
-- its company; a redemption to that owner and to the militar who redeemed it, so a use confirmed
-- at the till reaches the militar's open history; a withdrawal to the militar (pm_notify_row_user).
CREATE OR REPLACE FUNCTION pm_notify_offer_parties() RETURNS trigger AS $$
DECLARE
  rec record;
  owner text;
  redeemer text;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;
  SELECT user_id INTO owner FROM companies WHERE id = rec.company_id;
  IF TG_TABLE_NAME = 'benefit_redemptions' THEN
    redeemer := rec.user_id;
  END IF;
  PERFORM pg_notify(
    'pm_changes',
    json_build_object(
      'table', TG_TABLE_NAME,
      'op', lower(TG_OP),
      'id', rec.id::text,
      'users', array_remove(ARRAY[owner, redeemer], NULL)
    )::text
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER benefit_offers_notify_change AFTER INSERT OR UPDATE OR DELETE ON benefit_offers
  FOR EACH ROW EXECUTE FUNCTION pm_notify_offer_parties();
--> statement-breakpoint
CREATE TRIGGER benefit_redemptions_notify_change AFTER INSERT OR UPDATE ON benefit_redemptions
  FOR EACH ROW EXECUTE FUNCTION pm_notify_offer_parties();
--> statement-breakpoint
CREATE TRIGGER cashback_withdrawals_notify_change AFTER INSERT OR UPDATE ON cashback_withdrawals
  FOR EACH ROW EXECUTE FUNCTION pm_notify_row_user();
