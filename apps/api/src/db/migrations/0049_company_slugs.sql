-- Every company gets a public address, /empresas/{slug}: its name in lower case, without accents,
-- words joined by hyphens, and the first free number after it when another company took it
-- (acme, acme-2, acme-3). Written once and kept when the name changes, so shared links keep working.
-- New companies get theirs before insert (pm_companies_slug in db/functions/slugs.sql); the
-- existing ones get theirs here, oldest first, so the oldest keeps the plain name.
CREATE OR REPLACE FUNCTION pm_slug(value text) RETURNS text AS $$
  SELECT trim(both '-' from left(regexp_replace(lower(pm_unaccent(value)), '[^a-z0-9]+', '-', 'g'), 80))
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "slug" text;
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_slug_unique" UNIQUE("slug");
--> statement-breakpoint
DO $$
DECLARE
  company record;
  base text;
  candidate text;
  n integer;
BEGIN
  FOR company IN SELECT id, name FROM companies ORDER BY created_at, id LOOP
    base := coalesce(nullif(pm_slug(company.name), ''), 'empresa');
    candidate := base;
    n := 1;
    WHILE EXISTS (SELECT 1 FROM companies WHERE slug = candidate) LOOP
      n := n + 1;
      candidate := base || '-' || n;
    END LOOP;
    UPDATE companies SET slug = candidate WHERE id = company.id;
  END LOOP;
END;
$$;
--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "slug" SET NOT NULL;
