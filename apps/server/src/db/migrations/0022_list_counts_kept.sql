-- Decision 0037 (hand-written: drizzle-kit does not generate triggers). `product_list_counts`
-- (db/schema/catalog.ts) says how many rows of the search copy `product_search_rows` share each
-- group — store, brand, categories, publish window — so a list's exact count sums the few groups
-- its filter matches instead of counting every matching product. The table is insert-only for
-- writers: after each statement that inserts, updates or deletes copy rows, one row per group whose
-- number the statement changed is added (+n for rows that came, −n for rows that went; a rename or
-- a price moves nothing grouped and adds nothing). No writer ever updates a shared row, so two
-- transactions writing products of the same groups never wait on each other here and cannot
-- deadlock over it. A group's number is the sum of its rows; `compactListCounts` (catalog.queries.ts)
-- replaces a store's rows by their sums. A deleted store's rows go by their foreign key; the rows
-- its products' copies would add while the store is being deleted are not written (the store is
-- gone in the deleting transaction's snapshot). `ENABLE ALWAYS`, as the copy's own triggers: kept
-- even by a write whose triggers are off for replication.
CREATE FUNCTION keep_product_list_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_list_counts (storefront_id, brand, category_ids, start_publish_date,
      end_publish_date, products)
    SELECT r.storefront_id, r.brand, r.category_ids, r.start_publish_date, r.end_publish_date,
      count(*)::int
    FROM new_rows r
    WHERE EXISTS (SELECT FROM storefronts s WHERE s.id = r.storefront_id)
    GROUP BY r.storefront_id, r.brand, r.category_ids, r.start_publish_date, r.end_publish_date;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO product_list_counts (storefront_id, brand, category_ids, start_publish_date,
      end_publish_date, products)
    SELECT r.storefront_id, r.brand, r.category_ids, r.start_publish_date, r.end_publish_date,
      -count(*)::int
    FROM old_rows r
    WHERE EXISTS (SELECT FROM storefronts s WHERE s.id = r.storefront_id)
    GROUP BY r.storefront_id, r.brand, r.category_ids, r.start_publish_date, r.end_publish_date;
  ELSE
    INSERT INTO product_list_counts (storefront_id, brand, category_ids, start_publish_date,
      end_publish_date, products)
    SELECT d.storefront_id, d.brand, d.category_ids, d.start_publish_date, d.end_publish_date,
      sum(d.n)::int
    FROM (SELECT storefront_id, brand, category_ids, start_publish_date, end_publish_date, 1 AS n
        FROM new_rows
      UNION ALL
      SELECT storefront_id, brand, category_ids, start_publish_date, end_publish_date, -1 AS n
        FROM old_rows) AS d
    WHERE EXISTS (SELECT FROM storefronts s WHERE s.id = d.storefront_id)
    GROUP BY d.storefront_id, d.brand, d.category_ids, d.start_publish_date, d.end_publish_date
    HAVING sum(d.n) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_search_rows_counts_insert AFTER INSERT ON product_search_rows
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_product_list_counts();
--> statement-breakpoint
CREATE TRIGGER product_search_rows_counts_update AFTER UPDATE ON product_search_rows
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_product_list_counts();
--> statement-breakpoint
CREATE TRIGGER product_search_rows_counts_delete AFTER DELETE ON product_search_rows
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_product_list_counts();
--> statement-breakpoint
ALTER TABLE product_search_rows ENABLE ALWAYS TRIGGER product_search_rows_counts_insert;
--> statement-breakpoint
ALTER TABLE product_search_rows ENABLE ALWAYS TRIGGER product_search_rows_counts_update;
--> statement-breakpoint
ALTER TABLE product_search_rows ENABLE ALWAYS TRIGGER product_search_rows_counts_delete;
--> statement-breakpoint
INSERT INTO product_list_counts (storefront_id, brand, category_ids, start_publish_date,
  end_publish_date, products)
SELECT storefront_id, brand, category_ids, start_publish_date, end_publish_date, count(*)::int
FROM product_search_rows
GROUP BY storefront_id, brand, category_ids, start_publish_date, end_publish_date;
