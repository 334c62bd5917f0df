CREATE TABLE "community_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"show_service" boolean DEFAULT false NOT NULL,
	"veteran_confirmed_at" timestamp with time zone,
	"veteran_confirmed_by" text,
	"suspended_until" timestamp with time zone,
	"suspension_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid,
	"answer_id" uuid,
	"reporter_id" text,
	"reason" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "community_reports_one_post" CHECK (("community_reports"."question_id" IS NULL) <> ("community_reports"."answer_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "mentor_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"areas" text[] NOT NULL,
	"occupations" text[] NOT NULL,
	"capacity" smallint NOT NULL,
	"availability" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"active_mentees" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_profiles_capacity" CHECK ("mentor_profiles"."capacity" BETWEEN 1 AND 5),
	CONSTRAINT "mentor_profiles_active_mentees" CHECK ("mentor_profiles"."active_mentees" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mentorship_ratings" (
	"mentorship_id" uuid NOT NULL,
	"side" text NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentorship_ratings_mentorship_id_side_pk" PRIMARY KEY("mentorship_id","side"),
	CONSTRAINT "mentorship_ratings_stars" CHECK ("mentorship_ratings"."stars" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "mentorships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" text,
	"mentee_id" text,
	"status" text DEFAULT 'solicitada' NOT NULL,
	"request_message" text NOT NULL,
	"decline_message" text,
	"goal" text,
	"ends_on" date,
	"conversation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "community_questions_activity_idx";--> statement-breakpoint
DROP INDEX "community_questions_topic_activity_idx";--> statement-breakpoint
DROP INDEX "community_questions_search_idx";--> statement-breakpoint
ALTER TABLE "community_answers" ADD COLUMN "by_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "community_answers" ADD COLUMN "reports_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_answers" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_answers" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_answers" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "community_questions" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, pm_unaccent(lower(title || ' ' || body)))) STORED;--> statement-breakpoint
ALTER TABLE "community_questions" ADD COLUMN "reports_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_questions" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_questions" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_questions" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_question_id_community_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."community_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_answer_id_community_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."community_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_ratings" ADD CONSTRAINT "mentorship_ratings_mentorship_id_mentorships_id_fk" FOREIGN KEY ("mentorship_id") REFERENCES "public"."mentorships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorships" ADD CONSTRAINT "mentorships_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorships" ADD CONSTRAINT "mentorships_mentee_id_users_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "community_reports_question_reporter_idx" ON "community_reports" USING btree ("question_id","reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_reports_answer_reporter_idx" ON "community_reports" USING btree ("answer_id","reporter_id");--> statement-breakpoint
CREATE INDEX "community_reports_reporter_idx" ON "community_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "mentor_profiles_areas_idx" ON "mentor_profiles" USING gin ("areas");--> statement-breakpoint
CREATE UNIQUE INDEX "mentorships_open_pair_idx" ON "mentorships" USING btree ("mentor_id","mentee_id") WHERE "mentorships"."status" IN ('solicitada', 'ativa');--> statement-breakpoint
CREATE INDEX "mentorships_mentor_idx" ON "mentorships" USING btree ("mentor_id","created_at");--> statement-breakpoint
CREATE INDEX "mentorships_mentee_idx" ON "mentorships" USING btree ("mentee_id","created_at");--> statement-breakpoint
CREATE INDEX "community_questions_unanswered_idx" ON "community_questions" USING btree ("created_at") WHERE "community_questions"."answers_count" = 0 AND "community_questions"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "community_questions_activity_idx" ON "community_questions" USING btree ("last_activity_at","id");--> statement-breakpoint
CREATE INDEX "community_questions_topic_activity_idx" ON "community_questions" USING btree ("topic","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "community_questions_search_idx" ON "community_questions" USING gin ("search_vector");