CREATE INDEX "products_listable_brand" ON "products" USING btree ("storefront_id","brand","id","start_publish_date","end_publish_date") WHERE "products"."status" = 'published' and not "products"."disabled" and not "products"."discontinued";--> statement-breakpoint
ALTER TABLE "products" SET (parallel_workers = 0);
