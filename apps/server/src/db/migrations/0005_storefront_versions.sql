CREATE TABLE "storefront_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"storefront_id" integer NOT NULL,
	"number" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"note" text,
	"restored_from" integer,
	"published_by" integer,
	"published_by_email" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storefront_versions_number_min" CHECK ("storefront_versions"."number" >= 0)
);
--> statement-breakpoint
ALTER TABLE "storefronts" ADD COLUMN "draft_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "storefront_versions" ADD CONSTRAINT "storefront_versions_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_versions" ADD CONSTRAINT "storefront_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "storefront_versions_number" ON "storefront_versions" USING btree ("storefront_id","number");