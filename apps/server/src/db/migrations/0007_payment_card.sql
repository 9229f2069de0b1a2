ALTER TABLE "orders" ADD COLUMN "payment_card" jsonb;--> statement-breakpoint
ALTER TABLE "test_payment_charges" ADD COLUMN "card" jsonb;