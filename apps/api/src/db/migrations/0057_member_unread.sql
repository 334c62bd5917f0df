CREATE TABLE "conversation_member_unread" (
	"conversation_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_member_unread_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id"),
	CONSTRAINT "conversation_member_unread_nonnegative" CHECK ("conversation_member_unread"."unread" >= 0)
);
--> statement-breakpoint
ALTER TABLE "conversation_member_unread" ADD CONSTRAINT "conversation_member_unread_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_member_unread" ADD CONSTRAINT "conversation_member_unread_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_member_unread_user_idx" ON "conversation_member_unread" USING btree ("user_id") WHERE "conversation_member_unread"."unread" > 0;--> statement-breakpoint
-- Each Administrador and Recrutador starts with the company's count of what is unread.
INSERT INTO "conversation_member_unread" ("conversation_id", "user_id", "unread")
SELECT c.id, m.user_id, c.company_unread
  FROM "conversations" c
  JOIN "company_members" m ON m.company_id = c.company_id AND m.role IN ('administrador', 'recrutador')
 WHERE c.company_unread > 0;
