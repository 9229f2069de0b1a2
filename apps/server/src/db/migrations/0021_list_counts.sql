CREATE TABLE "product_list_counts" (
	"storefront_id" integer NOT NULL,
	"brand" text,
	"category_ids" integer[] NOT NULL,
	"start_publish_date" timestamp with time zone,
	"end_publish_date" timestamp with time zone,
	"products" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_listable_always";--> statement-breakpoint
DROP INDEX "products_listable_window";--> statement-breakpoint
ALTER TABLE "product_list_counts" ADD CONSTRAINT "product_list_counts_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_list_counts_groups" ON "product_list_counts" USING btree ("storefront_id","brand","category_ids","start_publish_date","end_publish_date","products");