DROP INDEX "profiles_role_idx";--> statement-breakpoint
CREATE INDEX "profiles_role_created_idx" ON "profiles" USING btree ("role","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);