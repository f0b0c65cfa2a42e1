-- Announces each live event at commit (NOTIFY is delivered only when the inserting transaction commits, and not at
-- all if it rolls back). The payload is the id alone: listeners read the row, so the 8 kB payload limit never matters
-- and nothing about the event travels outside the table's access rules.
CREATE FUNCTION "attune_notify_live_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('attune_live_events', NEW.id::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "live_events_notify" AFTER INSERT ON "live_events"
  FOR EACH ROW EXECUTE FUNCTION "attune_notify_live_event"();
