CREATE TYPE "public"."benefit_category" AS ENUM('Saúde e Bem-estar', 'Educação', 'Automotivo', 'Alimentação', 'Tecnologia', 'Moda e Beleza');--> statement-breakpoint
CREATE TYPE "public"."benefit_mode" AS ENUM('coupon', 'qr');--> statement-breakpoint
CREATE TYPE "public"."pix_key_type" AS ENUM('cpf', 'cnpj', 'email', 'telefone', 'aleatoria');--> statement-breakpoint
CREATE TABLE "benefit_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"category" "benefit_category" NOT NULL,
	"discount_percent" smallint NOT NULL,
	"cashback_percent" smallint DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"terms" text NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"cities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"city_keys" text[] DEFAULT '{}' NOT NULL,
	"mode" "benefit_mode" NOT NULL,
	"code_prefix" text,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"monthly_limit" smallint DEFAULT 1 NOT NULL,
	"total_quantity" integer,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_offers_discount_range" CHECK ("benefit_offers"."discount_percent" BETWEEN 1 AND 100),
	CONSTRAINT "benefit_offers_cashback_range" CHECK ("benefit_offers"."cashback_percent" BETWEEN 0 AND 30),
	CONSTRAINT "benefit_offers_dates" CHECK ("benefit_offers"."ends_on" >= "benefit_offers"."starts_on"),
	CONSTRAINT "benefit_offers_coupon_prefix" CHECK (("benefit_offers"."mode" = 'qr') = ("benefit_offers"."code_prefix" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "benefit_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" text,
	"code" text NOT NULL,
	"plan" "military_plan" NOT NULL,
	"discount_percent" smallint NOT NULL,
	"cashback_percent" smallint NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"purchase_cents" integer,
	"cashback_cents" integer,
	"cashback_available_at" timestamp with time zone,
	"cashback_contested_at" timestamp with time zone,
	"cashback_contest_reason" text,
	"cashback_notified_at" timestamp with time zone,
	"rating" smallint,
	"rated_at" timestamp with time zone,
	CONSTRAINT "benefit_redemptions_code_unique" UNIQUE("code"),
	CONSTRAINT "benefit_redemptions_rating_range" CHECK ("benefit_redemptions"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "benefit_redemptions_cashback_nonnegative" CHECK ("benefit_redemptions"."cashback_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cashback_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"pix_key_type" "pix_key_type" NOT NULL,
	"pix_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'solicitado' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_withdrawals_amount_positive" CHECK ("cashback_withdrawals"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "benefit_offers" ADD CONSTRAINT "benefit_offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_redemptions" ADD CONSTRAINT "benefit_redemptions_offer_id_benefit_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."benefit_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_redemptions" ADD CONSTRAINT "benefit_redemptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_redemptions" ADD CONSTRAINT "benefit_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_withdrawals" ADD CONSTRAINT "cashback_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "benefit_offers_company_created_idx" ON "benefit_offers" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "benefit_offers_live_created_idx" ON "benefit_offers" USING btree ("created_at","id") WHERE NOT "benefit_offers"."paused";--> statement-breakpoint
CREATE INDEX "benefit_offers_city_keys_idx" ON "benefit_offers" USING gin ("city_keys");--> statement-breakpoint
CREATE INDEX "benefit_redemptions_user_redeemed_idx" ON "benefit_redemptions" USING btree ("user_id","redeemed_at");--> statement-breakpoint
CREATE INDEX "benefit_redemptions_offer_user_redeemed_idx" ON "benefit_redemptions" USING btree ("offer_id","user_id","redeemed_at");--> statement-breakpoint
CREATE INDEX "benefit_redemptions_company_used_idx" ON "benefit_redemptions" USING btree ("company_id","used_at");--> statement-breakpoint
CREATE INDEX "benefit_redemptions_company_rating_idx" ON "benefit_redemptions" USING btree ("company_id","rating") WHERE "benefit_redemptions"."rating" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "benefit_redemptions_cashback_due_idx" ON "benefit_redemptions" USING btree ("cashback_available_at") WHERE "benefit_redemptions"."cashback_notified_at" IS NULL AND "benefit_redemptions"."cashback_contested_at" IS NULL AND "benefit_redemptions"."cashback_cents" > 0;--> statement-breakpoint
CREATE INDEX "cashback_withdrawals_user_created_idx" ON "cashback_withdrawals" USING btree ("user_id","created_at");