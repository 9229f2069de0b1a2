DROP INDEX "gift_cards_code";--> statement-breakpoint
ALTER TABLE "gift_cards" DROP COLUMN "code";