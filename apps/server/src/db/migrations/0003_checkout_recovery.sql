CREATE TABLE "test_payment_charges" (
	"order_uuid" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"message" text,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "checkout_order_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_checkout_order_id_orders_id_fk" FOREIGN KEY ("checkout_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_checkout_order" ON "carts" USING btree ("checkout_order_id");--> statement-breakpoint
CREATE INDEX "orders_pending_reservations" ON "orders" USING btree ("reserved_until") WHERE "orders"."payment_status" = 'pending';