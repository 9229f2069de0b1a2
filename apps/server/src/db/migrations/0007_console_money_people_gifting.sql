CREATE TABLE "contact_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"author_id" integer,
	"author_email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"storefront_id" integer NOT NULL,
	"endpoint_id" integer NOT NULL,
	"event_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"last_response" text,
	"last_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_state" CHECK ("webhook_deliveries"."state" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"storefront_id" integer NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"secret" text NOT NULL,
	"events" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_endpoints_url_length" CHECK (length("webhook_endpoints"."url") <= 2000)
);
--> statement-breakpoint
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
DROP INDEX "gift_cards_code";--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "handled_by" text;--> statement-breakpoint
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
ALTER TABLE "orders" ADD COLUMN "charged_total" integer;--> statement-breakpoint
-- Gift card codes become a digest and their last four characters (decision 0023): existing
-- cards are filled from their code in clear, normalised as the server does, before it is dropped.
ALTER TABLE "gift_cards" ADD COLUMN "code_digest" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "code_last4" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "note" text;--> statement-breakpoint
UPDATE "gift_cards" SET "code_digest" = encode(sha256(convert_to(regexp_replace(upper("code"), '[^A-Z0-9]', '', 'g'), 'UTF8')), 'hex'), "code_last4" = right(regexp_replace(upper("code"), '[^A-Z0-9]', '', 'g'), 4);--> statement-breakpoint
ALTER TABLE "gift_cards" ALTER COLUMN "code_digest" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ALTER COLUMN "code_last4" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_submission_id_contact_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_replies_submission" ON "contact_replies" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event" ON "webhook_deliveries" USING btree ("endpoint_id","event_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_store" ON "webhook_deliveries" USING btree ("storefront_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_endpoints_store" ON "webhook_endpoints" USING btree ("storefront_id");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_orders_token" ON "draft_orders" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "draft_orders_store" ON "draft_orders" USING btree ("storefront_id","created_at");--> statement-breakpoint
CREATE INDEX "gifting_links_reminder_due" ON "gifting_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "orders_store_created" ON "orders" USING btree ("storefront_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_digest" ON "gift_cards" USING btree ("storefront_id","code_digest");--> statement-breakpoint
CREATE INDEX "gift_cards_recipient" ON "gift_cards" USING btree ("storefront_id",lower("recipient_email"));--> statement-breakpoint
ALTER TABLE "gift_cards" DROP COLUMN "code";--> statement-breakpoint
ALTER TABLE "gifting_links" ADD CONSTRAINT "gifting_links_tracking_id_unique" UNIQUE("tracking_id");--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_status" CHECK ("contact_submissions"."status" in ('open', 'handled'));--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_link_expiry_days_range" CHECK ("kits"."link_expiry_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_reminder_days_range" CHECK ("kits"."reminder_days" between 1 and 60);--> statement-breakpoint
-- Decision 0028 (hand-written: drizzle-kit does not generate triggers). Every committed change to
-- what shoppers read of a store notifies channel `storefront_changed` with the store's id
-- (`<id>:store` for the store's own row), so each instance's read cache forgets that store.
-- pg_notify keeps one notification per distinct payload per transaction, however many rows.
CREATE OR REPLACE FUNCTION notify_storefront_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('storefront_changed', OLD.storefront_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('storefront_changed', NEW.storefront_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_storefront_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Saving a draft (preview) changes nothing shoppers see.
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'preview_data' - 'draft_revision')
      = (to_jsonb(NEW) - 'preview_data' - 'draft_revision') THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('storefront_changed', OLD.id::text || ':store');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('storefront_changed', NEW.id::text || ':store');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER storefronts_changed AFTER INSERT OR UPDATE OR DELETE ON storefronts
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_row_changed();
--> statement-breakpoint
CREATE TRIGGER storefront_pages_changed AFTER INSERT OR UPDATE OR DELETE ON storefront_pages
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
--> statement-breakpoint
CREATE TRIGGER warehouses_changed AFTER INSERT OR UPDATE OR DELETE ON warehouses
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_changed AFTER INSERT OR UPDATE OR DELETE ON product_categories
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
--> statement-breakpoint
CREATE TRIGGER product_category_links_changed AFTER INSERT OR UPDATE OR DELETE ON product_category_links
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_changed AFTER INSERT OR UPDATE OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
--> statement-breakpoint
CREATE TRIGGER product_variant_sizes_changed AFTER INSERT OR UPDATE OR DELETE ON product_variant_sizes
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
--> statement-breakpoint
CREATE TRIGGER product_size_guides_changed AFTER INSERT OR UPDATE OR DELETE ON product_size_guides
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
--> statement-breakpoint
CREATE TRIGGER product_input_fields_changed AFTER INSERT OR UPDATE OR DELETE ON product_input_fields
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
--> statement-breakpoint
CREATE TRIGGER product_slug_redirects_changed AFTER INSERT OR UPDATE OR DELETE ON product_slug_redirects
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
--> statement-breakpoint
CREATE TRIGGER product_search_terms_changed AFTER INSERT OR UPDATE OR DELETE ON product_search_terms
  FOR EACH ROW EXECUTE FUNCTION notify_storefront_changed();
