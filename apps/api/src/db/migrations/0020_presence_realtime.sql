-- Realtime for presence (packages/shared/src/realtime.ts): when a user's first stream opens on any
-- process, or the last one closes, the users who share a conversation with them are told, so the
-- online dot follows without polling. A process confirming its rows (an UPDATE) says nothing.
-- A company owner may hold thousands of conversations: the receivers go out in chunks of 150,
-- which keeps each payload well under NOTIFY's 8,000 bytes.
CREATE OR REPLACE FUNCTION pm_notify_presence_counterparts() RETURNS trigger AS $$
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
      FROM conversations c JOIN companies co ON co.id = c.company_id
      WHERE co.user_id = rec.user_id
    UNION
    SELECT co.user_id
      FROM conversations c JOIN companies co ON co.id = c.company_id
      WHERE c.user_id = rec.user_id
  ) s WHERE s.receiver IS NOT NULL;
  WHILE receivers IS NOT NULL AND i <= cardinality(receivers) LOOP
    PERFORM pg_notify(
      'pm_changes',
      json_build_object(
        'table', TG_TABLE_NAME,
        'op', lower(TG_OP),
        'id', rec.user_id,
        'users', receivers[i:i + 149]
      )::text
    );
    i := i + 150;
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_presence_notify_change AFTER INSERT OR DELETE ON user_presence
  FOR EACH ROW EXECUTE FUNCTION pm_notify_presence_counterparts();
