ALTER TABLE "gift_cards" ADD COLUMN "code_digest" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "code_last4" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "note" text;--> statement-breakpoint
UPDATE "gift_cards" SET "code_digest" = encode(sha256(convert_to(regexp_replace(upper("code"), '[^A-Z0-9]', '', 'g'), 'UTF8')), 'hex'), "code_last4" = right(regexp_replace(upper("code"), '[^A-Z0-9]', '', 'g'), 4);--> statement-breakpoint
ALTER TABLE "gift_cards" ALTER COLUMN "code_digest" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ALTER COLUMN "code_last4" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_digest" ON "gift_cards" USING btree ("storefront_id","code_digest");--> statement-breakpoint
CREATE INDEX "gift_cards_recipient" ON "gift_cards" USING btree ("storefront_id",lower("recipient_email"));
