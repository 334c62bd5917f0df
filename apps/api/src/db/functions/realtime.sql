-- Realtime: one function per ownership rule of packages/shared/src/realtime.ts. Each announces a
-- change on the 'pm_changes' channel with ids only (table, op, row id, the users who receive it);
-- PostgreSQL delivers it when the transaction commits. Which tables they watch: db/triggers.ts.

-- The announcement every function below sends: the changed table, the operation, the row's id and
-- the users who receive it.
CREATE OR REPLACE FUNCTION pm_announce_change(tbl text, op text, id text, users text[]) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify(
    'pm_changes',
    json_build_object('table', tbl, 'op', lower(op), 'id', id, 'users', users)::text
  );
$$;

-- The members of a company's team (decision 035), who all receive what happens to its jobs, its
-- offers and its conversations.
CREATE OR REPLACE FUNCTION pm_company_team(company uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(user_id ORDER BY user_id), ARRAY[]::text[]) FROM company_members WHERE company_id = company;
$$;

-- Rows of a job. The binding says how the row leads to its job: 'is_job' (the row is the job),
-- 'of_job' (its job_id); and 'with_user' when the row's user_id receives it too (an application,
-- an invitation).
CREATE OR REPLACE FUNCTION pm_notify_job_parties() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec record;
  job_company uuid;
  party text;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;
  IF TG_ARGV[0] = 'is_job' THEN
    job_company := rec.company_id;
  ELSE
    SELECT company_id INTO job_company FROM jobs WHERE id = rec.job_id;
  END IF;
  IF TG_ARGV[1] = 'with_user' THEN
    party := rec.user_id;
  END IF;
  PERFORM pm_announce_change(TG_TABLE_NAME, TG_OP, rec.id::text, array_remove(pm_company_team(job_company) || party, NULL));
  RETURN NULL;
END;
$$;

-- Rows of a partner's offer (they name the offer's company_id); 'with_user' when the row's user_id
-- receives it too (a redemption).
CREATE OR REPLACE FUNCTION pm_notify_offer_parties() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec record;
  party text;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;
  IF TG_ARGV[0] = 'with_user' THEN
    party := rec.user_id;
  END IF;
  PERFORM pm_announce_change(TG_TABLE_NAME, TG_OP, rec.id::text, array_remove(pm_company_team(rec.company_id) || party, NULL));
  RETURN NULL;
END;
$$;

-- A row naming a company and a militar (a conversation, an interview): the company's team and the
-- militar; a mentorship's conversation names the mentor instead of a company (read through jsonb,
-- since an interview has no such column).
CREATE OR REPLACE FUNCTION pm_notify_conversation_parties() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec record;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;
  PERFORM pm_announce_change(TG_TABLE_NAME, TG_OP, rec.id::text,
    array_remove(pm_company_team(rec.company_id) || rec.user_id || (to_jsonb(rec) ->> 'mentor_id'), NULL));
  RETURN NULL;
END;
$$;

-- A mentorship: its mentor and its mentee (either is null once that account is gone).
CREATE OR REPLACE FUNCTION pm_notify_mentorship_parties() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec record;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;
  PERFORM pm_announce_change(TG_TABLE_NAME, TG_OP, rec.id::text, array_remove(ARRAY[rec.mentor_id, rec.mentee_id], NULL));
  RETURN NULL;
END;
$$;

-- A user's first stream opened or last one closed: everyone who shares a conversation with them
-- (a company's team, a candidate, a mentor or a mentee), in chunks of 150 receivers (a notification's payload is limited to 8,000 bytes).
CREATE OR REPLACE FUNCTION pm_notify_presence_counterparts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec record;
  receivers text[];
  i int := 1;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;
  -- Another process still holds (or already held) a stream of this user: nothing changed for others.
  IF EXISTS (SELECT 1 FROM user_presence p WHERE p.user_id = rec.user_id AND p.process_id <> rec.process_id) THEN
    RETURN NULL;
  END IF;
  SELECT array_agg(DISTINCT s.receiver) INTO receivers FROM (
    SELECT c.user_id AS receiver
      FROM conversations c JOIN company_members m ON m.company_id = c.company_id
      WHERE m.user_id = rec.user_id
    UNION
    SELECT m.user_id
      FROM conversations c JOIN company_members m ON m.company_id = c.company_id
      WHERE c.user_id = rec.user_id
    UNION
    SELECT CASE WHEN c.mentor_id = rec.user_id THEN c.user_id ELSE c.mentor_id END
      FROM conversations c
      WHERE c.mentor_id = rec.user_id OR (c.user_id = rec.user_id AND c.mentor_id IS NOT NULL)
  ) s WHERE s.receiver IS NOT NULL;
  WHILE receivers IS NOT NULL AND i <= cardinality(receivers) LOOP
    PERFORM pm_announce_change(TG_TABLE_NAME, TG_OP, rec.user_id, receivers[i:i + 149]);
    i := i + 150;
  END LOOP;
  RETURN NULL;
END;
$$;

-- A company's own row: its whole team.
CREATE OR REPLACE FUNCTION pm_notify_company_team() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pm_announce_change(TG_TABLE_NAME, TG_OP, NEW.id::text, pm_company_team(NEW.id));
  RETURN NULL;
END;
$$;

-- A subscription or a payment: a company's Administradores, who hold its plan and payments; the
-- militar's own otherwise.
CREATE OR REPLACE FUNCTION pm_notify_payer_parties() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  receivers text[];
BEGIN
  IF NEW.company_id IS NOT NULL THEN
    SELECT coalesce(array_agg(user_id ORDER BY user_id), ARRAY[]::text[]) INTO receivers
      FROM company_members WHERE company_id = NEW.company_id AND role = 'administrador';
  ELSE
    receivers := array_remove(ARRAY[NEW.user_id], NULL);
  END IF;
  IF cardinality(receivers) > 0 THEN
    PERFORM pm_announce_change(TG_TABLE_NAME, TG_OP, NEW.id::text, receivers);
  END IF;
  RETURN NULL;
END;
$$;

-- The operators of the platform, who all see the support queue.
CREATE OR REPLACE FUNCTION pm_operators() RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(id ORDER BY id), ARRAY[]::text[]) FROM profiles WHERE role = 'operador';
$$;

-- Rows of a support request. The binding says how the row leads to its request: 'is_request' (the
-- row is the request), 'of_request' (its request_id; an internal note reaches the operators only),
-- 'typing' (a typing signal reaches only the side that did not type).
CREATE OR REPLACE FUNCTION pm_notify_support_parties() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_json jsonb := to_jsonb(NEW);
  person text;
  to_person boolean := true;
  to_operators boolean := true;
BEGIN
  IF TG_ARGV[0] = 'is_request' THEN
    person := row_json->>'user_id';
  ELSE
    SELECT user_id INTO person FROM support_requests WHERE id = (row_json->>'request_id')::uuid;
  END IF;
  IF TG_ARGV[0] = 'of_request' AND row_json->>'kind' = 'nota' THEN
    to_person := false;
  ELSIF TG_ARGV[0] = 'typing' THEN
    to_person := row_json->>'side' = 'operador';
    to_operators := NOT to_person;
  END IF;
  PERFORM pm_announce_change(
    TG_TABLE_NAME,
    TG_OP,
    coalesce(row_json->>'id', row_json->>'request_id'),
    array_remove(
      (CASE WHEN to_operators THEN pm_operators() ELSE ARRAY[]::text[] END) || (CASE WHEN to_person THEN person END),
      NULL
    )
  );
  RETURN NULL;
END;
$$;

-- Rows that name their user (user_id): that user alone. The id is the row's, or the user's for
-- tables keyed by user.
CREATE OR REPLACE FUNCTION pm_notify_row_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id IS NOT NULL THEN
    PERFORM pm_announce_change(TG_TABLE_NAME, TG_OP, coalesce(to_jsonb(NEW)->>'id', NEW.user_id), ARRAY[NEW.user_id]);
  END IF;
  RETURN NULL;
END;
$$;
