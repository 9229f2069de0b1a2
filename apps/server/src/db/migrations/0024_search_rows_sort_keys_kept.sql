-- Decision 0036 (hand-written: drizzle-kit does not generate triggers). The search copy
-- (`product_search_rows`, 0016, 0019) also holds the list's other sort keys, the product's
-- `final_price` and `created_at`, so a page in a field's order finds its ids in that order's
-- index of the copy. Its triggers on `products` copy them on insert and rewrite the row when one
-- of them changes (as for the columns copied before); the rows already there are copied once.
-- Self-contained: both functions and the update trigger are written whole here.
CREATE OR REPLACE FUNCTION add_product_search_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_rows (product_id, storefront_id, name, brand, final_price,
    created_at, start_publish_date, end_publish_date, search_vector, category_ids)
  SELECT p.id, p.storefront_id, p.name, p.brand, p.final_price, p.created_at,
    p.start_publish_date, p.end_publish_date, p.search_vector,
    coalesce((SELECT array_agg(l.category_id ORDER BY l.category_id)
      FROM product_category_links l WHERE l.product_id = p.id), '{}')
  FROM added_products p
  WHERE p.status = 'published' AND NOT p.disabled AND NOT p.discontinued
  ON CONFLICT (product_id) DO UPDATE SET storefront_id = excluded.storefront_id,
    name = excluded.name, brand = excluded.brand, final_price = excluded.final_price,
    created_at = excluded.created_at, start_publish_date = excluded.start_publish_date,
    end_publish_date = excluded.end_publish_date, search_vector = excluded.search_vector,
    category_ids = excluded.category_ids;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_product_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' AND NOT NEW.disabled AND NOT NEW.discontinued THEN
    INSERT INTO product_search_rows (product_id, storefront_id, name, brand, final_price,
      created_at, start_publish_date, end_publish_date, search_vector, category_ids)
    VALUES (NEW.id, NEW.storefront_id, NEW.name, NEW.brand, NEW.final_price, NEW.created_at,
      NEW.start_publish_date, NEW.end_publish_date, NEW.search_vector,
      coalesce((SELECT array_agg(l.category_id ORDER BY l.category_id)
        FROM product_category_links l WHERE l.product_id = NEW.id), '{}'))
    ON CONFLICT (product_id) DO UPDATE SET storefront_id = excluded.storefront_id,
      name = excluded.name, brand = excluded.brand, final_price = excluded.final_price,
      created_at = excluded.created_at, start_publish_date = excluded.start_publish_date,
      end_publish_date = excluded.end_publish_date, search_vector = excluded.search_vector,
      category_ids = excluded.category_ids;
  ELSE
    DELETE FROM product_search_rows WHERE product_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_rows_update ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_rows_update AFTER UPDATE OF storefront_id, name, brand,
    short_description, final_price, created_at, status, disabled, discontinued,
    start_publish_date, end_publish_date
  ON products FOR EACH ROW
  WHEN ((OLD.storefront_id, OLD.name, OLD.brand, OLD.short_description, OLD.final_price,
      OLD.created_at, OLD.status, OLD.disabled, OLD.discontinued, OLD.start_publish_date,
      OLD.end_publish_date)
    IS DISTINCT FROM (NEW.storefront_id, NEW.name, NEW.brand, NEW.short_description,
      NEW.final_price, NEW.created_at, NEW.status, NEW.disabled, NEW.discontinued,
      NEW.start_publish_date, NEW.end_publish_date))
  EXECUTE FUNCTION keep_product_search_row();
--> statement-breakpoint
ALTER TABLE products ENABLE ALWAYS TRIGGER products_search_rows_update;
--> statement-breakpoint
UPDATE product_search_rows r SET final_price = p.final_price, created_at = p.created_at
FROM products p
WHERE p.id = r.product_id
  AND (r.final_price, r.created_at) IS DISTINCT FROM (p.final_price, p.created_at);
--> statement-breakpoint
-- The copy above rewrote every row after the generated migration made the copy's order indexes:
-- each index then holds a dead entry beside each live one, and the heap a dead row beside each
-- live one; a vacuum frees them without packing the pages (a deep page walks them all: 2,332 index
-- pages for 90,000 entries at 100,000 products, 812 once rebuilt; a typo search reads twice the
-- heap pages: 53 MB, 27 once rewritten). Rewritten once here, heap and indexes packed (CLUSTER,
-- which unlike VACUUM FULL may run in the migration's transaction); a one-time lock of the copy
-- while it runs, about 2 s at 100,000 products.
CLUSTER product_search_rows USING product_search_rows_pkey;
