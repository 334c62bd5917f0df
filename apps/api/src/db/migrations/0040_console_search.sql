-- The console's search for militares by a piece of the name or the e-mail: a trigram index on
-- each, so `ILIKE '%piece%'` reads the matching rows instead of every profile and user.
CREATE INDEX profiles_full_name_trgm_idx ON profiles USING gin (full_name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
