-- The catalogue's text search (accents and case ignored, anywhere in the text): a trigram index
-- over an offer's title and description, and one over company names, which the catalogue's
-- search and the partners directory both read. Queried as
-- `pm_unaccent(lower(title || ' ' || description)) LIKE pm_unaccent(lower($pattern))`.
CREATE INDEX benefit_offers_text_trgm_idx ON benefit_offers
  USING gin (pm_unaccent(lower(title || ' ' || description)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX companies_name_trgm_idx ON companies USING gin (pm_unaccent(lower(name)) gin_trgm_ops);
