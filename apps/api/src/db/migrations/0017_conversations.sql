CREATE TYPE "public"."sender_side" AS ENUM('empresa', 'militar');--> statement-breakpoint
CREATE TABLE "conversation_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"reporter_id" text,
	"reporter_side" "sender_side" NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" text,
	"started_by" "sender_side" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_unread" integer DEFAULT 0 NOT NULL,
	"militar_unread" integer DEFAULT 0 NOT NULL,
	"blocked_at" timestamp with time zone,
	"company_emailed_at" timestamp with time zone,
	"militar_emailed_at" timestamp with time zone,
	CONSTRAINT "conversations_unread_nonnegative" CHECK ("conversations"."company_unread" >= 0 AND "conversations"."militar_unread" >= 0)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender" "sender_side" NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"attachment_file_id" uuid,
	"attachment_name" text,
	"attachment_type" text,
	"attachment_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "messages_length" CHECK (char_length("messages"."body") <= 4000)
);
--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "width" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "height" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "message_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_company_user_idx" ON "conversations" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "conversations_company_last_idx" ON "conversations" USING btree ("company_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_user_last_idx" ON "conversations" USING btree ("user_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_unread_email_idx" ON "messages" USING btree ("created_at") WHERE "messages"."read_at" IS NULL AND "messages"."emailed_at" IS NULL;