-- Realtime for conversations (packages/shared/src/realtime.ts): a conversation changes with every
-- message sent, read, blocked or unblocked, and is announced to both participants: the owner of
-- the company and the militar. Messages are not announced on their own: the conversation's row
-- changes in the same transaction.
CREATE OR REPLACE FUNCTION pm_notify_conversation_parties() RETURNS trigger AS $$
DECLARE
  rec record;
  owner text;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;
  SELECT user_id INTO owner FROM companies WHERE id = rec.company_id;
  PERFORM pg_notify(
    'pm_changes',
    json_build_object(
      'table', TG_TABLE_NAME,
      'op', lower(TG_OP),
      'id', rec.id::text,
      'users', array_remove(ARRAY[owner, rec.user_id], NULL)
    )::text
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER conversations_notify_change AFTER INSERT OR UPDATE OR DELETE ON conversations
  FOR EACH ROW EXECUTE FUNCTION pm_notify_conversation_parties();
