ALTER TABLE "storefronts" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "storefronts" ADD COLUMN "low_stock_mailed_on" date;--> statement-breakpoint
ALTER TABLE "storefronts" ADD CONSTRAINT "storefronts_low_stock_threshold_range" CHECK ("storefronts"."low_stock_threshold" between 0 and 1000000);