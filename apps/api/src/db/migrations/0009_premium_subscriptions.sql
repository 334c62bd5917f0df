-- A militar's PREMIUM is a subscription too: subscriptions gain the paying user (the company's
-- owner for a company's), and company_id becomes optional (null for a militar's).
ALTER TABLE "subscriptions" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "military_profiles" ADD COLUMN "provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "user_id" text;--> statement-breakpoint
UPDATE "subscriptions" s SET "user_id" = c."user_id" FROM "companies" c WHERE c."id" = s."company_id";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","status");--> statement-breakpoint
-- Billing realtime now reaches militares too: every billing row names its user, and a change to a
-- militar's profile (its plan above all) is announced to that militar, so the header badge follows.
CREATE OR REPLACE FUNCTION pm_notify_billing_change() RETURNS trigger AS $$
BEGIN
  IF NEW.user_id IS NOT NULL THEN
    PERFORM pg_notify(
      'pm_changes',
      json_build_object('table', TG_TABLE_NAME, 'op', lower(TG_OP), 'id', coalesce(to_jsonb(NEW)->>'id', NEW.user_id), 'users', ARRAY[NEW.user_id])::text
    );
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER military_profiles_notify_change AFTER UPDATE ON military_profiles
  FOR EACH ROW EXECUTE FUNCTION pm_notify_billing_change();
