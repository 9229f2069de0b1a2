-- Decision 0028 (hand-written: drizzle-kit does not generate triggers). Every committed change to
-- what shoppers read of a store notifies channel `storefront_changed` with the store's id
-- (`<id>:store` for the store's own row), so each instance's read cache forgets that store.
-- pg_notify keeps one notification per distinct payload per transaction, however many rows.
CREATE OR REPLACE FUNCTION notify_storefront_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('storefront_changed', OLD.storefront_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('storefront_changed', NEW.storefront_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_storefront_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Saving a draft (preview) changes nothing shoppers see.
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'preview_data' - 'draft_revision')
      = (to_jsonb(NEW) - 'preview_data' - 'draft_revision') THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('storefront_changed', OLD.id::text || ':store');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('storefront_changed', NEW.id::text || ':store');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER storefronts_changed AFTER INSERT OR UPDATE OR DELETE ON storefronts
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_row_changed();
--> statement-breakpoint
CREATE TRIGGER storefront_pages_changed AFTER INSERT OR UPDATE OR DELETE ON storefront_pages
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
--> statement-breakpoint
CREATE TRIGGER warehouses_changed AFTER INSERT OR UPDATE OR DELETE ON warehouses
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_changed AFTER INSERT OR UPDATE OR DELETE ON product_categories
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
--> statement-breakpoint
CREATE TRIGGER product_category_links_changed AFTER INSERT OR UPDATE OR DELETE ON product_category_links
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_changed AFTER INSERT OR UPDATE OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
--> statement-breakpoint
CREATE TRIGGER product_variant_sizes_changed AFTER INSERT OR UPDATE OR DELETE ON product_variant_sizes
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
--> statement-breakpoint
CREATE TRIGGER product_size_guides_changed AFTER INSERT OR UPDATE OR DELETE ON product_size_guides
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
--> statement-breakpoint
CREATE TRIGGER product_input_fields_changed AFTER INSERT OR UPDATE OR DELETE ON product_input_fields
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
--> statement-breakpoint
CREATE TRIGGER product_slug_redirects_changed AFTER INSERT OR UPDATE OR DELETE ON product_slug_redirects
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
--> statement-breakpoint
CREATE TRIGGER product_search_terms_changed AFTER INSERT OR UPDATE OR DELETE ON product_search_terms
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
