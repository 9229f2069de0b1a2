-- Decision 0032, round 7 (hand-written: drizzle-kit does not generate triggers). A change to the
-- store's own row notifies `<id>:store:row`, where it notified `<id>:store`; its pages' trigger
-- still notifies `<id>:store`. An instance that reads the third part keeps the store's pages
-- across a change to its row alone (it reads the row again, not the pages); one that reads only
-- the second takes both as before, a change to the store's configuration.
CREATE OR REPLACE FUNCTION notify_storefront_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Saving a draft (preview) changes nothing shoppers see.
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'preview_data' - 'draft_revision')
      = (to_jsonb(NEW) - 'preview_data' - 'draft_revision') THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('storefront_changed', OLD.id::text || ':store:row');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('storefront_changed', NEW.id::text || ':store:row');
  END IF;
  RETURN NULL;
END $$;
