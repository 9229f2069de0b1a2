CREATE TABLE "test_payment_charges" (
	"order_uuid" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"message" text,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "private_access_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"storefront_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"access" text NOT NULL,
	"gift_card_id" integer,
	"secret_stamp" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_access_grants_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "private_access_grants_way_in" CHECK (("private_access_grants"."access" = 'gift_card' and "private_access_grants"."gift_card_id" is not null) or ("private_access_grants"."access" in ('promo_code', 'password') and "private_access_grants"."secret_stamp" is not null))
);
--> statement-breakpoint
ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_quantity";--> statement-breakpoint
ALTER TABLE "storefronts" ADD COLUMN "gift_card_amount_max_cents" integer DEFAULT 100000 NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "checkout_order_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "private_access_grants" ADD CONSTRAINT "private_access_grants_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_access_grants" ADD CONSTRAINT "private_access_grants_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "private_access_grants_store" ON "private_access_grants" USING btree ("storefront_id");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_checkout_order_id_orders_id_fk" FOREIGN KEY ("checkout_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_checkout_order" ON "carts" USING btree ("checkout_order_id");--> statement-breakpoint
CREATE INDEX "orders_pending_reservations" ON "orders" USING btree ("reserved_until") WHERE "orders"."payment_status" = 'pending';--> statement-breakpoint
ALTER TABLE "storefronts" ADD CONSTRAINT "storefronts_gift_card_amount_max_range" CHECK ("storefronts"."gift_card_amount_max_cents" between 100 and 1000000);--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_gift_amount_range" CHECK ("cart_lines"."gift_amount_cents" between 100 and 1000000);--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_quantity" CHECK ("cart_lines"."quantity" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_budget_range" CHECK ("kits"."budget_cents" between 0 and 1000000000);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_amounts_range" CHECK ("order_lines"."quantity" between 1 and 10000 and "order_lines"."line_total" between 0 and 1000000000);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_range" CHECK (greatest("orders"."subtotal", "orders"."discount", "orders"."shipping", "orders"."tax", "orders"."gift_card_amount", "orders"."total", "orders"."total_without_discounts") <= 1000000000);