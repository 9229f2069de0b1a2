-- Decision 0031, round 7 (hand-written: drizzle-kit does not generate triggers). The copy a search
-- ranks (`product_search_rows`, 0016) also holds the categories its product is linked to directly
-- (`category_ids`, sorted), so a category or brand filter's count reads the copy's index alone
-- instead of joining every link of the category tree. Kept in the writer's transaction: a copy row
-- is written with its product's links (when the product is added, or becomes listable again), and
-- every statement that adds, removes or moves links (the editor, bulk actions, imports and their
-- rollback, a category deleted with its links, a product deleted with its links) rewrites the
-- arrays of the products it touched, once per statement, after locking those products' rows (so
-- concurrent writers of one product take turns and each reads the other's committed links; a
-- product's own update holds that lock already when it rewrites its copy). `ENABLE ALWAYS`, as the copy's other
-- triggers: kept even by a write whose triggers are off for replication.
CREATE OR REPLACE FUNCTION add_product_search_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_rows (product_id, storefront_id, name, brand, start_publish_date,
    end_publish_date, search_vector, category_ids)
  SELECT p.id, p.storefront_id, p.name, p.brand, p.start_publish_date, p.end_publish_date,
    p.search_vector, coalesce((SELECT array_agg(l.category_id ORDER BY l.category_id)
      FROM product_category_links l WHERE l.product_id = p.id), '{}')
  FROM added_products p
  WHERE p.status = 'published' AND NOT p.disabled AND NOT p.discontinued
  ON CONFLICT (product_id) DO UPDATE SET storefront_id = excluded.storefront_id,
    name = excluded.name, brand = excluded.brand, start_publish_date = excluded.start_publish_date,
    end_publish_date = excluded.end_publish_date, search_vector = excluded.search_vector,
    category_ids = excluded.category_ids;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_product_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' AND NOT NEW.disabled AND NOT NEW.discontinued THEN
    INSERT INTO product_search_rows (product_id, storefront_id, name, brand, start_publish_date,
      end_publish_date, search_vector, category_ids)
    VALUES (NEW.id, NEW.storefront_id, NEW.name, NEW.brand, NEW.start_publish_date,
      NEW.end_publish_date, NEW.search_vector, coalesce((SELECT array_agg(l.category_id
        ORDER BY l.category_id) FROM product_category_links l WHERE l.product_id = NEW.id), '{}'))
    ON CONFLICT (product_id) DO UPDATE SET storefront_id = excluded.storefront_id,
      name = excluded.name, brand = excluded.brand, start_publish_date = excluded.start_publish_date,
      end_publish_date = excluded.end_publish_date, search_vector = excluded.search_vector,
      category_ids = excluded.category_ids;
  ELSE
    DELETE FROM product_search_rows WHERE product_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The products whose links a statement changed (`new_links` and/or `old_links`, the statement's
-- transition tables) get their copy's categories read again from the links, in one statement.
CREATE FUNCTION keep_product_search_row_categories() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT product_id) INTO touched FROM new_links;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT product_id) INTO touched FROM old_links;
  ELSE
    SELECT array_agg(DISTINCT product_id) INTO touched
    FROM (SELECT product_id FROM old_links UNION SELECT product_id FROM new_links) AS moved;
  END IF;
  -- Each product's row locked first, in id order, as an update of the product would: two
  -- statements changing one product's links (or one its links, the other its listability) then
  -- take turns, and the second reads the links again in a snapshot that holds the first's, so
  -- neither writes an array made without the other's links. (Not FOR UPDATE: a link's foreign
  -- key check holds FOR KEY SHARE, which FOR NO KEY UPDATE leaves alone, so no deadlock.)
  PERFORM 1 FROM products WHERE id = ANY(touched) ORDER BY id FOR NO KEY UPDATE;
  UPDATE product_search_rows r SET category_ids = c.ids
  FROM (SELECT t.id, coalesce((SELECT array_agg(l.category_id ORDER BY l.category_id)
      FROM product_category_links l WHERE l.product_id = t.id), '{}') AS ids
    FROM unnest(touched) AS t(id)) AS c
  WHERE r.product_id = c.id AND r.category_ids IS DISTINCT FROM c.ids;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_category_links_search_rows_insert AFTER INSERT ON product_category_links
  REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION keep_product_search_row_categories();
--> statement-breakpoint
CREATE TRIGGER product_category_links_search_rows_update AFTER UPDATE ON product_category_links
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION keep_product_search_row_categories();
--> statement-breakpoint
CREATE TRIGGER product_category_links_search_rows_delete AFTER DELETE ON product_category_links
  REFERENCING OLD TABLE AS old_links
  FOR EACH STATEMENT EXECUTE FUNCTION keep_product_search_row_categories();
--> statement-breakpoint
ALTER TABLE product_category_links ENABLE ALWAYS TRIGGER product_category_links_search_rows_insert;
--> statement-breakpoint
ALTER TABLE product_category_links ENABLE ALWAYS TRIGGER product_category_links_search_rows_update;
--> statement-breakpoint
ALTER TABLE product_category_links ENABLE ALWAYS TRIGGER product_category_links_search_rows_delete;
--> statement-breakpoint
UPDATE product_search_rows r SET category_ids = c.ids
FROM (SELECT product_id, array_agg(category_id ORDER BY category_id) AS ids
  FROM product_category_links GROUP BY product_id) AS c
WHERE r.product_id = c.product_id;
