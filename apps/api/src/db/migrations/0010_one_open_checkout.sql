-- At most one open checkout per buyer and plan: older duplicates (left by double submits) are
-- closed first, keeping the newest, so the indexes can be built.
UPDATE "checkout_sessions" c SET "status" = 'expired'
WHERE c."status" = 'open' AND EXISTS (
  SELECT 1 FROM "checkout_sessions" n
  WHERE n."status" = 'open' AND n."plan" = c."plan"
    AND (CASE WHEN c."company_id" IS NULL THEN n."company_id" IS NULL AND n."user_id" = c."user_id" ELSE n."company_id" = c."company_id" END)
    AND (n."created_at", n."id") > (c."created_at", c."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_company_open_unique" ON "checkout_sessions" USING btree ("company_id","plan") WHERE "checkout_sessions"."status" = 'open' AND "checkout_sessions"."company_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_user_open_unique" ON "checkout_sessions" USING btree ("user_id","plan") WHERE "checkout_sessions"."status" = 'open' AND "checkout_sessions"."company_id" IS NULL;