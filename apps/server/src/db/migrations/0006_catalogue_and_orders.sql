CREATE TABLE "product_slug_redirects" (
	"storefront_id" integer NOT NULL,
	"slug" text NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "product_slug_redirects_storefront_id_slug_pk" PRIMARY KEY("storefront_id","slug")
);
--> statement-breakpoint
CREATE TABLE "catalogue_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"storefront_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"file_name" text NOT NULL,
	"csv" text NOT NULL,
	"zip" "bytea",
	"actor_user_id" integer,
	"actor_email" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"before_image" jsonb,
	"after_image" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"rolled_back_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "storefronts" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "storefronts" ADD COLUMN "low_stock_mailed_on" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_slug_redirects_product" ON "product_slug_redirects" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "catalogue_imports_store" ON "catalogue_imports" USING btree ("storefront_id","id");--> statement-breakpoint
CREATE INDEX "products_list_updated" ON "products" USING btree ("storefront_id","updated_at");--> statement-breakpoint
ALTER TABLE "storefronts" ADD CONSTRAINT "storefronts_low_stock_threshold_range" CHECK ("storefronts"."low_stock_threshold" between 0 and 1000000);