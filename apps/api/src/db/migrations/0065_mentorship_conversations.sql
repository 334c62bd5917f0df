CREATE TYPE "public"."conversation_kind" AS ENUM('empresa', 'mentoria');--> statement-breakpoint
ALTER TYPE "public"."sender_side" ADD VALUE 'mentor';--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_unread_nonnegative";--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "kind" "conversation_kind" DEFAULT 'empresa' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "mentor_id" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "mentor_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "mentor_emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentorships" ADD CONSTRAINT "mentorships_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_mentor_user_idx" ON "conversations" USING btree ("mentor_id","user_id");--> statement-breakpoint
CREATE INDEX "conversations_mentor_last_idx" ON "conversations" USING btree ("mentor_id","last_message_at","id");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_kind_parties" CHECK (("conversations"."kind" = 'empresa' AND "conversations"."company_id" IS NOT NULL AND "conversations"."mentor_id" IS NULL)
        OR ("conversations"."kind" = 'mentoria' AND "conversations"."company_id" IS NULL));--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_unread_nonnegative" CHECK ("conversations"."company_unread" >= 0 AND "conversations"."militar_unread" >= 0 AND "conversations"."mentor_unread" >= 0);