-- Decision 0031, round 6 (hand-written: drizzle-kit does not generate triggers). The narrow copy
-- a typo-tolerant search ranks (`product_search_rows`, db/schema/catalog.ts) holds a row per
-- product that is published, enabled and not discontinued, with its store, name, brand, publish
-- window and search vector, kept in step with `products` in the same transaction: added with the
-- product, rewritten or removed when one of those columns or flags changes (the vector is
-- generated from the name, brand and short description), removed with the product (its foreign
-- key). `ENABLE ALWAYS`: kept even by a write whose triggers are off for replication
-- (`session_replication_role = replica`), which silences only the change notifications.
CREATE FUNCTION add_product_search_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_rows (product_id, storefront_id, name, brand, start_publish_date,
    end_publish_date, search_vector)
  SELECT id, storefront_id, name, brand, start_publish_date, end_publish_date, search_vector
  FROM added_products
  WHERE status = 'published' AND NOT disabled AND NOT discontinued
  ON CONFLICT (product_id) DO UPDATE SET storefront_id = excluded.storefront_id,
    name = excluded.name, brand = excluded.brand, start_publish_date = excluded.start_publish_date,
    end_publish_date = excluded.end_publish_date, search_vector = excluded.search_vector;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION keep_product_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' AND NOT NEW.disabled AND NOT NEW.discontinued THEN
    INSERT INTO product_search_rows (product_id, storefront_id, name, brand, start_publish_date,
      end_publish_date, search_vector)
    VALUES (NEW.id, NEW.storefront_id, NEW.name, NEW.brand, NEW.start_publish_date,
      NEW.end_publish_date, NEW.search_vector)
    ON CONFLICT (product_id) DO UPDATE SET storefront_id = excluded.storefront_id,
      name = excluded.name, brand = excluded.brand, start_publish_date = excluded.start_publish_date,
      end_publish_date = excluded.end_publish_date, search_vector = excluded.search_vector;
  ELSE
    DELETE FROM product_search_rows WHERE product_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_rows_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS added_products
  FOR EACH STATEMENT EXECUTE FUNCTION add_product_search_rows();
--> statement-breakpoint
CREATE TRIGGER products_search_rows_update AFTER UPDATE OF storefront_id, name, brand,
    short_description, status, disabled, discontinued, start_publish_date, end_publish_date
  ON products FOR EACH ROW
  WHEN ((OLD.storefront_id, OLD.name, OLD.brand, OLD.short_description, OLD.status, OLD.disabled,
      OLD.discontinued, OLD.start_publish_date, OLD.end_publish_date)
    IS DISTINCT FROM (NEW.storefront_id, NEW.name, NEW.brand, NEW.short_description, NEW.status,
      NEW.disabled, NEW.discontinued, NEW.start_publish_date, NEW.end_publish_date))
  EXECUTE FUNCTION keep_product_search_row();
--> statement-breakpoint
ALTER TABLE products ENABLE ALWAYS TRIGGER products_search_rows_insert;
--> statement-breakpoint
ALTER TABLE products ENABLE ALWAYS TRIGGER products_search_rows_update;
--> statement-breakpoint
INSERT INTO product_search_rows (product_id, storefront_id, name, brand, start_publish_date,
  end_publish_date, search_vector)
SELECT id, storefront_id, name, brand, start_publish_date, end_publish_date, search_vector
FROM products
WHERE status = 'published' AND NOT disabled AND NOT discontinued;
