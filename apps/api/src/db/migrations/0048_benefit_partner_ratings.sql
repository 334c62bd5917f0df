-- A militar rates a partner once and may change his rating; it no longer sits on each use, where a
-- militar with ten uses counted ten times in the partner's average. Each militar's newest rating
-- of a partner moves to the new table; the ratings of deleted accounts (user_id already null) stay,
-- one row each, as they counted before.
CREATE TABLE "benefit_partner_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" text,
	"rating" smallint NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_partner_ratings_rating_range" CHECK ("benefit_partner_ratings"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "benefit_partner_ratings" ADD CONSTRAINT "benefit_partner_ratings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_partner_ratings" ADD CONSTRAINT "benefit_partner_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_partner_ratings_company_user_idx" ON "benefit_partner_ratings" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "benefit_partner_ratings_user_idx" ON "benefit_partner_ratings" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "benefit_partner_ratings" ("company_id", "user_id", "rating", "rated_at", "updated_at")
SELECT DISTINCT ON ("company_id", "user_id")
	"company_id", "user_id", "rating",
	coalesce("rated_at", "used_at", "redeemed_at"), coalesce("rated_at", "used_at", "redeemed_at")
FROM "benefit_redemptions"
WHERE "rating" IS NOT NULL AND "user_id" IS NOT NULL
ORDER BY "company_id", "user_id", "rated_at" DESC NULLS LAST, "redeemed_at" DESC, "id" DESC;--> statement-breakpoint
INSERT INTO "benefit_partner_ratings" ("company_id", "user_id", "rating", "rated_at", "updated_at")
SELECT "company_id", NULL, "rating",
	coalesce("rated_at", "used_at", "redeemed_at"), coalesce("rated_at", "used_at", "redeemed_at")
FROM "benefit_redemptions"
WHERE "rating" IS NOT NULL AND "user_id" IS NULL;--> statement-breakpoint
DROP INDEX "benefit_redemptions_company_rating_idx";--> statement-breakpoint
ALTER TABLE "benefit_redemptions" DROP CONSTRAINT "benefit_redemptions_rating_range";--> statement-breakpoint
ALTER TABLE "benefit_redemptions" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "benefit_redemptions" DROP COLUMN "rated_at";
