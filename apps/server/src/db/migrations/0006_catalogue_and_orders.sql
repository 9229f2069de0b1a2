CREATE TABLE "product_slug_redirects" (
	"storefront_id" integer NOT NULL,
	"slug" text NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "product_slug_redirects_storefront_id_slug_pk" PRIMARY KEY("storefront_id","slug")
);
--> statement-breakpoint
CREATE TABLE "promo_code_categories" (
	"promo_code_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"storefront_id" integer NOT NULL,
	CONSTRAINT "promo_code_categories_promo_code_id_category_id_pk" PRIMARY KEY("promo_code_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "promo_code_products" (
	"promo_code_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"storefront_id" integer NOT NULL,
	CONSTRAINT "promo_code_products_promo_code_id_product_id_pk" PRIMARY KEY("promo_code_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"storefront_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"body" text NOT NULL,
	"actor_role" text DEFAULT 'system' NOT NULL,
	"actor_user_id" integer,
	"actor_email" text,
	"impersonated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"storefront_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_reference" text,
	"failure" text,
	"actor_role" text DEFAULT 'system' NOT NULL,
	"actor_user_id" integer,
	"actor_email" text,
	"impersonated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "promo_code_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"storefront_id" integer NOT NULL,
	"promo_code_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "promo_code_uses_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "test_payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_uuid" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "storefronts" ADD COLUMN "free_shipping_from_cents" integer;--> statement-breakpoint
ALTER TABLE "storefronts" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "storefronts" ADD COLUMN "low_stock_mailed_on" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "from_status" integer;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "actor_role" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "actor_user_id" integer;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "actor_email" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "impersonated_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_card" jsonb;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_payment_charges" ADD COLUMN "card" jsonb;--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_categories" ADD CONSTRAINT "promo_code_categories_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_categories" ADD CONSTRAINT "promo_code_categories_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_categories" ADD CONSTRAINT "promo_code_categories_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_products" ADD CONSTRAINT "promo_code_products_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_products" ADD CONSTRAINT "promo_code_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_products" ADD CONSTRAINT "promo_code_products_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_slug_redirects_product" ON "product_slug_redirects" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_notes_order" ON "order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency" ON "refunds" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_order" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promo_code_uses_customer" ON "promo_code_uses" USING btree ("promo_code_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "test_payment_refunds_key" ON "test_payment_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "catalogue_imports_store" ON "catalogue_imports" USING btree ("storefront_id","id");--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_list_updated" ON "products" USING btree ("storefront_id","updated_at");--> statement-breakpoint
ALTER TABLE "storefronts" ADD CONSTRAINT "storefronts_free_shipping_from" CHECK ("storefronts"."free_shipping_from_cents" >= 0);--> statement-breakpoint
ALTER TABLE "storefronts" ADD CONSTRAINT "storefronts_low_stock_threshold_range" CHECK ("storefronts"."low_stock_threshold" between 0 and 1000000);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_per_customer" CHECK ("promo_codes"."per_customer_limit" is null or "promo_codes"."per_customer_limit" >= 1);--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_status" CHECK ("parcels"."status" in ('pending', 'shipped', 'cancelled'));