DROP INDEX "products_listable_id";--> statement-breakpoint
DROP INDEX "products_listable_created";--> statement-breakpoint
DROP INDEX "products_listable_price";--> statement-breakpoint
DROP INDEX "products_listable_name";--> statement-breakpoint
DROP INDEX "products_listable_brand";--> statement-breakpoint
ALTER TABLE "product_search_rows" ADD COLUMN "final_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search_rows" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_rows_id" ON "product_search_rows" USING btree ("storefront_id","product_id","brand","category_ids","start_publish_date","end_publish_date");--> statement-breakpoint
CREATE INDEX "product_search_rows_price" ON "product_search_rows" USING btree ("storefront_id","final_price","product_id","brand","category_ids","start_publish_date","end_publish_date");--> statement-breakpoint
CREATE INDEX "product_search_rows_created" ON "product_search_rows" USING btree ("storefront_id","created_at","product_id","brand","category_ids","start_publish_date","end_publish_date");--> statement-breakpoint
CREATE INDEX "product_search_rows_name" ON "product_search_rows" USING btree ("storefront_id","name","product_id","brand","category_ids","start_publish_date","end_publish_date");