CREATE TABLE "auth_mail_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE INDEX "auth_mail_requests_pending_idx" ON "auth_mail_requests" USING btree ("created_at") WHERE "auth_mail_requests"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "auth_mail_requests_email_idx" ON "auth_mail_requests" USING btree ("email","kind","processed_at");