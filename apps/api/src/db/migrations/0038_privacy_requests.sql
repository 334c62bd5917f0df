CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"details" text NOT NULL,
	"status" text DEFAULT 'aberta' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"response" text,
	CONSTRAINT "privacy_requests_status" CHECK ("privacy_requests"."status" IN ('aberta', 'atendida', 'recusada'))
);
--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_requests_user_created_idx" ON "privacy_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_open_idx" ON "privacy_requests" USING btree ("created_at","id") WHERE "privacy_requests"."status" = 'aberta';--> statement-breakpoint
CREATE INDEX "privacy_requests_decided_idx" ON "privacy_requests" USING btree ("decided_at","id") WHERE "privacy_requests"."status" <> 'aberta';--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_open_kind_idx" ON "privacy_requests" USING btree ("user_id","kind") WHERE "privacy_requests"."status" = 'aberta';--> statement-breakpoint
-- Realtime (packages/shared/src/realtime.ts): a request and its answer reach the person who asked.
CREATE TRIGGER privacy_requests_notify_change AFTER INSERT OR UPDATE ON privacy_requests
  FOR EACH ROW EXECUTE FUNCTION pm_notify_row_user();
