-- Public addresses written from a row's words. pm_slug (the words of a text as an address: lower
-- case, no accents, hyphens between) stays in the migration that made it, 0049: changing it means
-- writing every stored address again.

-- A new company's address (/empresas/{slug}), from its name; the first free number after it when
-- the name is taken (acme, acme-2, acme-3). Written only here, at insert: a renamed company keeps
-- its address, so the links already shared still lead to it.
CREATE OR REPLACE FUNCTION pm_companies_slug() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text;
  n integer := 1;
BEGIN
  IF NEW.slug IS NOT NULL THEN
    RETURN NEW;
  END IF;
  base := coalesce(nullif(pm_slug(NEW.name), ''), 'empresa');
  -- Two companies of the same name signing up at once take turns: the second one's search below
  -- sees the first one's address once it is committed, instead of failing on the unique index.
  PERFORM pg_advisory_xact_lock(hashtext('pm_companies_slug:' || base));
  NEW.slug := base;
  WHILE EXISTS (SELECT 1 FROM companies WHERE slug = NEW.slug) LOOP
    n := n + 1;
    NEW.slug := base || '-' || n;
  END LOOP;
  RETURN NEW;
END;
$$;
