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
ALTER TABLE "carts" ADD COLUMN "checkout_order_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "private_access_grants" ADD CONSTRAINT "private_access_grants_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_access_grants" ADD CONSTRAINT "private_access_grants_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "private_access_grants_store" ON "private_access_grants" USING btree ("storefront_id");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_checkout_order_id_orders_id_fk" FOREIGN KEY ("checkout_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_checkout_order" ON "carts" USING btree ("checkout_order_id");--> statement-breakpoint
CREATE INDEX "orders_pending_reservations" ON "orders" USING btree ("reserved_until") WHERE "orders"."payment_status" = 'pending';