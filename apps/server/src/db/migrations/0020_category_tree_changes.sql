-- Decision 0031, round 7 (hand-written: drizzle-kit does not generate triggers). A change to the
-- category tree (a category added, removed, moved under another parent or to another store)
-- notifies `<id>:tree` instead of `<id>`: still a listing change (what a category filter matches
-- moves), and also the one kind that moves the trees a list keeps of its category filter. A
-- product's or a link's listing change (`<id>`) leaves those trees kept, so the first category
-- list after a product is unpublished reads no tree again. notify_storefront_listing_changed
-- takes an optional first argument starting with ':', the suffix of its listing notification;
-- the columns follow (as before).
CREATE OR REPLACE FUNCTION notify_storefront_listing_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  new_row jsonb;
  moved boolean := TG_OP <> 'UPDATE';
  suffix text := '';
  col text;
BEGIN
  IF TG_NARGS > 0 AND left(TG_ARGV[0], 1) = ':' THEN
    suffix := TG_ARGV[0];
  END IF;
  IF NOT moved THEN
    old_row := to_jsonb(OLD);
    new_row := to_jsonb(NEW);
    FOREACH col IN ARRAY TG_ARGV LOOP
      CONTINUE WHEN left(col, 1) = ':';
      -- A misspelt column would never move the listing: refused, not ignored.
      IF NOT old_row ? col THEN
        RAISE EXCEPTION '%: no column % in %', TG_NAME, col, TG_TABLE_NAME;
      END IF;
      moved := old_row -> col IS DISTINCT FROM new_row -> col;
      EXIT WHEN moved;
    END LOOP;
  END IF;
  IF NOT moved THEN
    PERFORM pg_notify('storefront_changed', NEW.storefront_id::text || ':content');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('storefront_changed', OLD.storefront_id::text || suffix);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('storefront_changed', NEW.storefront_id::text || suffix);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER product_categories_changed AFTER INSERT OR UPDATE OR DELETE ON product_categories
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_listing_changed(':tree', 'storefront_id', 'parent_id');
