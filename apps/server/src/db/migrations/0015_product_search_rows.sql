CREATE TABLE "product_search_rows" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"storefront_id" integer NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"start_publish_date" timestamp with time zone,
	"end_publish_date" timestamp with time zone,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search_rows" ADD CONSTRAINT "product_search_rows_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_rows_search" ON "product_search_rows" USING gin ("search_vector");