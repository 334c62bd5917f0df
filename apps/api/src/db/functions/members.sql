-- A company's team (decision 035).

-- The account that signs a company up is its first Administrador, however the company is created
-- (the sign-up worker, the seed, the operators' tools, the tests' factories).
CREATE OR REPLACE FUNCTION pm_companies_founder() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_members (company_id, user_id, role)
  VALUES (NEW.id, NEW.user_id, 'administrador')
  ON CONFLICT (user_id) DO NOTHING;
  RETURN NULL;
END;
$$;

-- A member's last sign-in, for the team page: every session that starts, whichever way it began.
CREATE OR REPLACE FUNCTION pm_members_signed_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_members SET last_sign_in_at = NEW.created_at WHERE user_id = NEW.user_id;
  RETURN NULL;
END;
$$;
