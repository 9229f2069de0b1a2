CREATE TABLE "draft_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"storefront_id" integer NOT NULL,
	"cart_id" uuid,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"order_id" integer,
	"order_uuid" uuid,
	"created_by_user_id" integer,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "draft_orders_status" CHECK ("draft_orders"."status" in ('open', 'paying', 'paid', 'charged'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charged_total" integer;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draft_orders_token" ON "draft_orders" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "draft_orders_store" ON "draft_orders" USING btree ("storefront_id","created_at");