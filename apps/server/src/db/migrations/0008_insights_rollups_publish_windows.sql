CREATE TABLE "order_insight_categories" (
	"storefront_id" integer NOT NULL,
	"day" date NOT NULL,
	"category_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"units" integer NOT NULL,
	"revenue" bigint NOT NULL,
	CONSTRAINT "order_insight_categories_storefront_id_day_category_id_pk" PRIMARY KEY("storefront_id","day","category_id")
);
--> statement-breakpoint
CREATE TABLE "order_insight_days" (
	"storefront_id" integer NOT NULL,
	"day" date NOT NULL,
	"orders" integer NOT NULL,
	"revenue" bigint NOT NULL,
	CONSTRAINT "order_insight_days_storefront_id_day_pk" PRIMARY KEY("storefront_id","day")
);
--> statement-breakpoint
CREATE TABLE "order_insight_links" (
	"storefront_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "order_insight_links_storefront_id_product_id_category_id_pk" PRIMARY KEY("storefront_id","product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "order_insight_marks" (
	"storefront_id" integer NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_insight_products" (
	"storefront_id" integer NOT NULL,
	"day" date NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"units" integer NOT NULL,
	"revenue" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_view_insight_days" (
	"storefront_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_view_insight_days_storefront_id_day_pk" PRIMARY KEY("storefront_id","day")
);
--> statement-breakpoint
CREATE TABLE "page_view_insight_marks" (
	"storefront_id" integer NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_day_bits" (
	"storefront_id" integer NOT NULL,
	"day" date NOT NULL,
	"chunk" integer NOT NULL,
	"visitors" bit(8192) NOT NULL,
	CONSTRAINT "visitor_day_bits_storefront_id_day_chunk_pk" PRIMARY KEY("storefront_id","day","chunk")
);
--> statement-breakpoint
CREATE TABLE "visitor_numbers" (
	"storefront_id" integer NOT NULL,
	"visitor_id" text NOT NULL,
	"number" integer NOT NULL,
	CONSTRAINT "visitor_numbers_storefront_id_visitor_id_pk" PRIMARY KEY("storefront_id","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "order_insight_categories" ADD CONSTRAINT "order_insight_categories_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_insight_days" ADD CONSTRAINT "order_insight_days_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_insight_links" ADD CONSTRAINT "order_insight_links_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_insight_products" ADD CONSTRAINT "order_insight_products_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_view_insight_days" ADD CONSTRAINT "page_view_insight_days_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_day_bits" ADD CONSTRAINT "visitor_day_bits_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_numbers" ADD CONSTRAINT "visitor_numbers_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_insight_marks_store_day" ON "order_insight_marks" USING btree ("storefront_id","day");--> statement-breakpoint
CREATE INDEX "order_insight_products_day" ON "order_insight_products" USING btree ("storefront_id","day");--> statement-breakpoint
CREATE INDEX "order_insight_products_product" ON "order_insight_products" USING btree ("storefront_id","product_id") WHERE "order_insight_products"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "page_view_insight_marks_store_day" ON "page_view_insight_marks" USING btree ("storefront_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_numbers_number" ON "visitor_numbers" USING btree ("storefront_id","number");--> statement-breakpoint
CREATE INDEX "products_publish_start" ON "products" USING btree ("storefront_id","start_publish_date") WHERE "products"."start_publish_date" is not null;--> statement-breakpoint
CREATE INDEX "products_publish_end" ON "products" USING btree ("storefront_id","end_publish_date") WHERE "products"."end_publish_date" is not null;--> statement-breakpoint
-- Store insights' per-day summaries (decision 0030): every write that can change a day's figures
-- marks that UTC day in the same transaction; reads and the nightly job recompute marked days.
-- Hand-written (drizzle-kit generates no triggers). Statement-level, so a bulk write adds one
-- mark per day, not one per row. An order counts when paid (refunds included) and not cancelled.
CREATE FUNCTION order_counts_in_insights(payment_status text, status integer) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$
  SELECT payment_status IN ('paid', 'partially_refunded', 'refunded') AND status <> 5
$$;
--> statement-breakpoint
CREATE FUNCTION mark_order_insight_days_of_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_insight_marks (storefront_id, day)
    SELECT DISTINCT storefront_id, (created_at AT TIME ZONE 'UTC')::date FROM new_rows
    WHERE order_counts_in_insights(payment_status, status);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_insight_marks (storefront_id, day)
    SELECT DISTINCT storefront_id, (created_at AT TIME ZONE 'UTC')::date FROM old_rows
    WHERE order_counts_in_insights(payment_status, status);
  ELSE
    INSERT INTO order_insight_marks (storefront_id, day)
    SELECT DISTINCT d.storefront_id, d.day
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.storefront_id, (o.created_at AT TIME ZONE 'UTC')::date),
                               (n.storefront_id, (n.created_at AT TIME ZONE 'UTC')::date)) d(storefront_id, day)
    WHERE (order_counts_in_insights(o.payment_status, o.status)
           OR order_counts_in_insights(n.payment_status, n.status))
      AND (o.storefront_id, o.created_at, o.total, o.gift_card_amount,
           order_counts_in_insights(o.payment_status, o.status))
          IS DISTINCT FROM
          (n.storefront_id, n.created_at, n.total, n.gift_card_amount,
           order_counts_in_insights(n.payment_status, n.status));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION mark_order_insight_days_of_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_insight_marks (storefront_id, day)
    SELECT DISTINCT o.storefront_id, (o.created_at AT TIME ZONE 'UTC')::date
    FROM new_rows l JOIN orders o ON o.id = l.order_id
    WHERE order_counts_in_insights(o.payment_status, o.status);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_insight_marks (storefront_id, day)
    SELECT DISTINCT o.storefront_id, (o.created_at AT TIME ZONE 'UTC')::date
    FROM old_rows l JOIN orders o ON o.id = l.order_id
    WHERE order_counts_in_insights(o.payment_status, o.status);
  ELSE
    INSERT INTO order_insight_marks (storefront_id, day)
    SELECT DISTINCT o.storefront_id, (o.created_at AT TIME ZONE 'UTC')::date
    FROM old_rows ol JOIN new_rows nl ON nl.id = ol.id
    JOIN orders o ON o.id IN (ol.order_id, nl.order_id)
    WHERE order_counts_in_insights(o.payment_status, o.status)
      AND (ol.order_id, ol.product_id, ol.name, ol.quantity, ol.line_total)
          IS DISTINCT FROM (nl.order_id, nl.product_id, nl.name, nl.quantity, nl.line_total);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION mark_order_insight_days_of_refunds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_insight_marks (storefront_id, day)
    SELECT DISTINCT o.storefront_id, (o.created_at AT TIME ZONE 'UTC')::date
    FROM new_rows r JOIN orders o ON o.id = r.order_id
    WHERE r.status = 'succeeded' AND order_counts_in_insights(o.payment_status, o.status);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_insight_marks (storefront_id, day)
    SELECT DISTINCT o.storefront_id, (o.created_at AT TIME ZONE 'UTC')::date
    FROM old_rows r JOIN orders o ON o.id = r.order_id
    WHERE r.status = 'succeeded' AND order_counts_in_insights(o.payment_status, o.status);
  ELSE
    INSERT INTO order_insight_marks (storefront_id, day)
    SELECT DISTINCT o.storefront_id, (o.created_at AT TIME ZONE 'UTC')::date
    FROM old_rows orf JOIN new_rows nr ON nr.id = orf.id
    JOIN orders o ON o.id IN (orf.order_id, nr.order_id)
    WHERE (orf.status = 'succeeded' OR nr.status = 'succeeded')
      AND order_counts_in_insights(o.payment_status, o.status)
      AND (orf.order_id, orf.amount, orf.status) IS DISTINCT FROM (nr.order_id, nr.amount, nr.status);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION mark_page_view_insight_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO page_view_insight_marks (storefront_id, day)
    SELECT DISTINCT storefront_id, (created_at AT TIME ZONE 'UTC')::date FROM new_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO page_view_insight_marks (storefront_id, day)
    SELECT DISTINCT storefront_id, (created_at AT TIME ZONE 'UTC')::date FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_insight_marks_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mark_order_insight_days_of_orders();
--> statement-breakpoint
CREATE TRIGGER orders_insight_marks_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mark_order_insight_days_of_orders();
--> statement-breakpoint
CREATE TRIGGER orders_insight_marks_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mark_order_insight_days_of_orders();
--> statement-breakpoint
CREATE TRIGGER order_lines_insight_marks_insert AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mark_order_insight_days_of_lines();
--> statement-breakpoint
CREATE TRIGGER order_lines_insight_marks_update AFTER UPDATE ON order_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mark_order_insight_days_of_lines();
--> statement-breakpoint
CREATE TRIGGER order_lines_insight_marks_delete AFTER DELETE ON order_lines
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mark_order_insight_days_of_lines();
--> statement-breakpoint
CREATE TRIGGER refunds_insight_marks_insert AFTER INSERT ON refunds
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mark_order_insight_days_of_refunds();
--> statement-breakpoint
CREATE TRIGGER refunds_insight_marks_update AFTER UPDATE ON refunds
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mark_order_insight_days_of_refunds();
--> statement-breakpoint
CREATE TRIGGER refunds_insight_marks_delete AFTER DELETE ON refunds
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mark_order_insight_days_of_refunds();
--> statement-breakpoint
CREATE TRIGGER page_views_insight_marks_insert AFTER INSERT ON page_views
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mark_page_view_insight_days();
--> statement-breakpoint
CREATE TRIGGER page_views_insight_marks_update AFTER UPDATE ON page_views
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mark_page_view_insight_days();
--> statement-breakpoint
CREATE TRIGGER page_views_insight_marks_delete AFTER DELETE ON page_views
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mark_page_view_insight_days();
--> statement-breakpoint
-- A database that already holds orders and page views: every day with data starts marked, so the
-- first read (or the nightly job) summarises it.
INSERT INTO order_insight_marks (storefront_id, day)
SELECT DISTINCT storefront_id, (created_at AT TIME ZONE 'UTC')::date FROM orders
WHERE order_counts_in_insights(payment_status, status);
--> statement-breakpoint
INSERT INTO page_view_insight_marks (storefront_id, day)
SELECT DISTINCT storefront_id, (created_at AT TIME ZONE 'UTC')::date FROM page_views;
