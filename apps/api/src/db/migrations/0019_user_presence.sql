CREATE TABLE "user_presence" (
	"user_id" text NOT NULL,
	"process_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_presence_user_id_process_id_pk" PRIMARY KEY("user_id","process_id")
);
--> statement-breakpoint
CREATE INDEX "user_presence_process_idx" ON "user_presence" USING btree ("process_id");