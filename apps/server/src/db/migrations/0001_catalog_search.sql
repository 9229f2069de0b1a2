CREATE TABLE "product_search_terms" (
	"storefront_id" integer NOT NULL,
	"word" text NOT NULL,
	"term" text GENERATED ALWAYS AS (replace(word, '-', '')) STORED NOT NULL,
	CONSTRAINT "product_search_terms_storefront_id_word_pk" PRIMARY KEY("storefront_id","word")
);
--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(brand, '')), 'B') || setweight(to_tsvector('english', coalesce(short_description, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "product_search_terms" ADD CONSTRAINT "product_search_terms_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_terms_trgm" ON "product_search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
-- Dropping the column dropped its index; put it back.
CREATE INDEX "products_search" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- The words of a product name or brand worth guessing from a typo: "Classic T-Shirt 2" → classic,
-- t-shirt, shirt. Single letters and numbers are left out: they only match as typed.
CREATE FUNCTION product_search_words(text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT part
  FROM regexp_split_to_table(lower($1), '[^[:alnum:]-]+') AS word,
    unnest(array_append(string_to_array(btrim(word, '-'), '-'), btrim(word, '-'))) AS part
  WHERE length(part) > 1 AND part !~ '^[0-9-]+$'
$$;--> statement-breakpoint
CREATE FUNCTION remember_product_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_terms (storefront_id, word)
  SELECT DISTINCT p.storefront_id, w
  FROM changed_products p, product_search_words(p.name || ' ' || coalesce(p.brand, '')) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_terms_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION remember_product_search_terms();--> statement-breakpoint
CREATE TRIGGER products_search_terms_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION remember_product_search_terms();--> statement-breakpoint
INSERT INTO product_search_terms (storefront_id, word)
SELECT DISTINCT p.storefront_id, w
FROM products p, product_search_words(p.name || ' ' || coalesce(p.brand, '')) AS w
ON CONFLICT DO NOTHING;
