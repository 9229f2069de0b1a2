-- Decision 0032, round 3 (hand-written: drizzle-kit does not generate triggers). A change to a
-- store's pages is a change to its configuration, like one to its row: it notifies
-- `<id>:store`, so the read cache also forgets the answers made of the store's row and pages
-- alone (`readCache: 'store'`, the store configuration), which a catalogue change leaves kept.
CREATE OR REPLACE FUNCTION notify_storefront_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('storefront_changed', OLD.storefront_id::text || ':store');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('storefront_changed', NEW.storefront_id::text || ':store');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS storefront_pages_changed ON storefront_pages;
--> statement-breakpoint
CREATE TRIGGER storefront_pages_changed AFTER INSERT OR UPDATE OR DELETE ON storefront_pages
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_pages_changed();
