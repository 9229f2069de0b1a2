DROP INDEX "products_listable_id";--> statement-breakpoint
DROP INDEX "products_listable_created";--> statement-breakpoint
DROP INDEX "products_listable_price";--> statement-breakpoint
DROP INDEX "products_listable_name";--> statement-breakpoint
DROP INDEX "products_listable_brand";