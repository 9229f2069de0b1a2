ALTER TABLE "gifting_links" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "gifting_links" ADD COLUMN "tracking_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "gifting_links" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gifting_links" ADD COLUMN "email_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gifting_links" ADD COLUMN "link_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gifting_links" ADD COLUMN "chosen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gifting_links" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gifting_links" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gifting_links" ADD COLUMN "last_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kits" ADD COLUMN "link_expiry_days" integer DEFAULT 30;--> statement-breakpoint
ALTER TABLE "kits" ADD COLUMN "reminder_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "kits" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "kits" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "gifting_links_reminder_due" ON "gifting_links" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "gifting_links" ADD CONSTRAINT "gifting_links_tracking_id_unique" UNIQUE("tracking_id");--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_link_expiry_days_range" CHECK ("kits"."link_expiry_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_reminder_days_range" CHECK ("kits"."reminder_days" between 1 and 60);