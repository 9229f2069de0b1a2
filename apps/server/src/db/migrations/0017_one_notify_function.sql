-- Decision 0028, "one function per rule" (hand-written: drizzle-kit does not generate triggers).
-- The triggers of 0007 and 0013 ran five functions for two rules. Now:
-- notify_storefront_changed(suffix): every row change notifies channel `storefront_changed` with
-- the old and the new row's store id followed by the trigger's argument (none: `<id>`, a listing
-- change; ':content', a change no list's filter reads; ':store', the store's configuration).
-- notify_storefront_listing_changed(column, …): `<id>` when a row is added or removed or an update
-- moves one of the named columns (what a list's filter reads), else `<id>:content`.
-- pg_notify keeps one notification per distinct payload per transaction, however many rows.
CREATE OR REPLACE FUNCTION notify_storefront_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  suffix text := coalesce(TG_ARGV[0], '');
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('storefront_changed', OLD.storefront_id::text || suffix);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('storefront_changed', NEW.storefront_id::text || suffix);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_storefront_listing_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  new_row jsonb;
  moved boolean := TG_OP <> 'UPDATE';
  col text;
BEGIN
  IF NOT moved THEN
    old_row := to_jsonb(OLD);
    new_row := to_jsonb(NEW);
    FOREACH col IN ARRAY TG_ARGV LOOP
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
    PERFORM pg_notify('storefront_changed', OLD.storefront_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('storefront_changed', NEW.storefront_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A product added or removed, or a change to what the filters read (search_vector is generated
-- from the name, brand and short description), moves the listing; any other change is content.
CREATE OR REPLACE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_listing_changed('storefront_id', 'status',
    'disabled', 'discontinued', 'start_publish_date', 'end_publish_date', 'brand', 'search_vector');
--> statement-breakpoint
-- A category added, removed or moved (its parent) moves the listing (the tree a category filter
-- reads); a rename, a new slug or position is content.
CREATE OR REPLACE TRIGGER product_categories_changed AFTER INSERT OR UPDATE OR DELETE ON product_categories
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_listing_changed('storefront_id', 'parent_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER product_category_links_changed AFTER INSERT OR UPDATE OR DELETE ON product_category_links
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER product_search_terms_changed AFTER INSERT OR UPDATE OR DELETE ON product_search_terms
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER storefront_pages_changed AFTER INSERT OR UPDATE OR DELETE ON storefront_pages
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed(':store');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER warehouses_changed AFTER INSERT OR UPDATE OR DELETE ON warehouses
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed(':content');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER product_variants_changed AFTER INSERT OR UPDATE OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed(':content');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER product_variant_sizes_changed AFTER INSERT OR UPDATE OR DELETE ON product_variant_sizes
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed(':content');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER product_size_guides_changed AFTER INSERT OR UPDATE OR DELETE ON product_size_guides
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed(':content');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER product_input_fields_changed AFTER INSERT OR UPDATE OR DELETE ON product_input_fields
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed(':content');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER product_slug_redirects_changed AFTER INSERT OR UPDATE OR DELETE ON product_slug_redirects
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed(':content');
--> statement-breakpoint
DROP FUNCTION notify_storefront_content_changed();
--> statement-breakpoint
DROP FUNCTION notify_storefront_pages_changed();
--> statement-breakpoint
DROP FUNCTION notify_product_changed();
--> statement-breakpoint
DROP FUNCTION notify_product_category_changed();
