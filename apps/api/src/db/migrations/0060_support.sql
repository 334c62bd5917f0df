CREATE TYPE "public"."support_status" AS ENUM('aberto', 'aguardando_voce', 'respondido', 'resolvido');--> statement-breakpoint
CREATE TABLE "support_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_macros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_id" text,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"email_due_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_operator_status" (
	"user_id" text PRIMARY KEY NOT NULL,
	"available" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"company_id" uuid,
	"plan" text NOT NULL,
	"level" text NOT NULL,
	"rank" smallint NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"status" "support_status" DEFAULT 'aberto' NOT NULL,
	"assigned_to" text,
	"due_at" timestamp with time zone,
	"queue_at" timestamp with time zone NOT NULL,
	"first_response_due_at" timestamp with time zone NOT NULL,
	"first_response_at" timestamp with time zone,
	"breach_notified_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"rating" smallint,
	"rating_comment" text,
	"rated_at" timestamp with time zone,
	"person_read_at" timestamp with time zone,
	"operator_read_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_rating_range" CHECK ("support_requests"."rating" IS NULL OR "support_requests"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "support_typing" (
	"request_id" uuid NOT NULL,
	"side" text NOT NULL,
	"typed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_typing_request_id_side_pk" PRIMARY KEY("request_id","side")
);
--> statement-breakpoint
CREATE TABLE "account_request_errors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"request_id" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_contracts" ADD COLUMN "support_manager_id" text;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_message_id_support_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."support_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_macros" ADD CONSTRAINT "support_macros_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_request_id_support_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_operator_status" ADD CONSTRAINT "support_operator_status_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_typing" ADD CONSTRAINT "support_typing_request_id_support_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_request_errors" ADD CONSTRAINT "account_request_errors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_attachments_message_idx" ON "support_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "support_attachments_file_idx" ON "support_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "support_messages_request_idx" ON "support_messages" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "support_messages_email_due_idx" ON "support_messages" USING btree ("email_due_at") WHERE "support_messages"."emailed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "support_requests_user_idx" ON "support_requests" USING btree ("user_id","last_message_at");--> statement-breakpoint
CREATE INDEX "support_requests_queue_idx" ON "support_requests" USING btree ("status","queue_at","id");--> statement-breakpoint
CREATE INDEX "support_requests_plan_queue_idx" ON "support_requests" USING btree ("status","plan","queue_at","id");--> statement-breakpoint
CREATE INDEX "support_requests_category_queue_idx" ON "support_requests" USING btree ("status","category","queue_at","id");--> statement-breakpoint
CREATE INDEX "support_requests_assigned_idx" ON "support_requests" USING btree ("assigned_to","status","queue_at","id");--> statement-breakpoint
CREATE INDEX "support_requests_breach_idx" ON "support_requests" USING btree ("due_at") WHERE "support_requests"."status" = 'aberto' AND "support_requests"."level" = 'dedicated' AND "support_requests"."breach_notified_at" IS NULL;--> statement-breakpoint
CREATE INDEX "support_requests_created_idx" ON "support_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "account_request_errors_user_idx" ON "account_request_errors" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "account_request_errors_created_idx" ON "account_request_errors" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "enterprise_contracts" ADD CONSTRAINT "enterprise_contracts_support_manager_id_users_id_fk" FOREIGN KEY ("support_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_role_idx" ON "profiles" USING btree ("role");