-- Decision 0031, "the listing version" (hand-written: drizzle-kit does not generate triggers).
-- A committed change that cannot move which products a list's filter matches (stock, prices,
-- descriptions, pictures, variants, size guides, input fields, old slugs, warehouses)
-- notifies `<id>:content` instead of `<id>` on channel `storefront_changed`: every instance's
-- read cache still forgets the store's answers, but keeps its lists' totals and its category tree,
-- which are kept under the store's listing version that only `<id>` (and `all`) moves. The list's
-- filters (contracts' ProductListQuery) read a product's store, status, flags, publish window,
-- brand and search words, its category links and the category tree: a change to any of them
-- still notifies `<id>`. Links and the search vocabulary keep notify_storefront_changed (`<id>`).
CREATE OR REPLACE FUNCTION notify_storefront_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('storefront_changed', OLD.storefront_id::text || ':content');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('storefront_changed', NEW.storefront_id::text || ':content');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A product added or removed, or a change to what the filters read (search_vector is generated
-- from the name, brand and short description), moves the listing; any other change is content.
CREATE OR REPLACE FUNCTION notify_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.storefront_id, OLD.status, OLD.disabled, OLD.discontinued,
      OLD.start_publish_date, OLD.end_publish_date, OLD.brand, OLD.search_vector)
      IS NOT DISTINCT FROM (NEW.storefront_id, NEW.status, NEW.disabled, NEW.discontinued,
      NEW.start_publish_date, NEW.end_publish_date, NEW.brand, NEW.search_vector) THEN
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
-- A category added, removed or moved (its parent) moves the listing (the tree a category filter
-- reads); a rename, a new slug or position is content.
CREATE OR REPLACE FUNCTION notify_product_category_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.storefront_id, OLD.parent_id)
      IS NOT DISTINCT FROM (NEW.storefront_id, NEW.parent_id) THEN
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
CREATE OR REPLACE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION notify_product_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER product_categories_changed AFTER INSERT OR UPDATE OR DELETE ON product_categories
  FOR EACH ROW EXECUTE FUNCTION notify_product_category_changed();
--> statement-breakpoint
-- Decision 0032, round 3: a change to a store's pages is a change to its configuration, like one
-- to its row: it notifies `<id>:store`, so the read cache also forgets the answers made of the
-- store's row and pages alone (`readCache: 'store'`), which a catalogue change leaves kept.
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
CREATE OR REPLACE TRIGGER storefront_pages_changed AFTER INSERT OR UPDATE OR DELETE ON storefront_pages
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_pages_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER warehouses_changed AFTER INSERT OR UPDATE OR DELETE ON warehouses
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_content_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER product_variants_changed AFTER INSERT OR UPDATE OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_content_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER product_variant_sizes_changed AFTER INSERT OR UPDATE OR DELETE ON product_variant_sizes
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_content_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER product_size_guides_changed AFTER INSERT OR UPDATE OR DELETE ON product_size_guides
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_content_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER product_input_fields_changed AFTER INSERT OR UPDATE OR DELETE ON product_input_fields
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_content_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER product_slug_redirects_changed AFTER INSERT OR UPDATE OR DELETE ON product_slug_redirects
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_content_changed();
