CREATE TABLE "product_slug_redirects" (
	"storefront_id" integer NOT NULL,
	"slug" text NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "product_slug_redirects_storefront_id_slug_pk" PRIMARY KEY("storefront_id","slug")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_slug_redirects_product" ON "product_slug_redirects" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_list_updated" ON "products" USING btree ("storefront_id","updated_at");