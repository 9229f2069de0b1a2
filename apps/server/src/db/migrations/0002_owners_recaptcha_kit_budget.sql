ALTER TABLE "storefronts" ADD COLUMN "recaptcha_site_key" text;--> statement-breakpoint
ALTER TABLE "storefronts" ADD COLUMN "recaptcha_secret_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "kits" ADD COLUMN "budget_cents" integer;