CREATE TYPE "public"."occupation_choice" AS ENUM('confirmed', 'removed', 'suggested');--> statement-breakpoint
CREATE TABLE "military_occupations" (
	"user_id" text NOT NULL,
	"code" varchar(6) NOT NULL,
	"family" varchar(4) NOT NULL,
	"title" text NOT NULL,
	"status" "occupation_choice" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "military_occupations_user_id_code_pk" PRIMARY KEY("user_id","code")
);
--> statement-breakpoint
CREATE TABLE "occupation_feedback" (
	"specialty" text NOT NULL,
	"code" varchar(6) NOT NULL,
	"confirmed" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "occupation_feedback_specialty_code_pk" PRIMARY KEY("specialty","code")
);
--> statement-breakpoint
ALTER TABLE "military_profiles" ADD COLUMN "talent_bank" boolean;--> statement-breakpoint
ALTER TABLE "military_occupations" ADD CONSTRAINT "military_occupations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;