ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_quantity";--> statement-breakpoint
ALTER TABLE "storefronts" ADD COLUMN "gift_card_amount_max_cents" integer DEFAULT 100000 NOT NULL;--> statement-breakpoint
ALTER TABLE "storefronts" ADD CONSTRAINT "storefronts_gift_card_amount_max_range" CHECK ("storefronts"."gift_card_amount_max_cents" between 100 and 1000000);--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_gift_amount_range" CHECK ("cart_lines"."gift_amount_cents" between 100 and 1000000);--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_quantity" CHECK ("cart_lines"."quantity" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_budget_range" CHECK ("kits"."budget_cents" between 0 and 1000000000);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_amounts_range" CHECK ("order_lines"."quantity" between 1 and 10000 and "order_lines"."line_total" between 0 and 1000000000);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_range" CHECK (greatest("orders"."subtotal", "orders"."discount", "orders"."shipping", "orders"."tax", "orders"."gift_card_amount", "orders"."total", "orders"."total_without_discounts") <= 1000000000);