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
CREATE TABLE "media_files" (
	"hash" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_hash_sha256" CHECK ("media_files"."hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "media_variants" (
	"hash" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "media_variants_hash_format_width_pk" PRIMARY KEY("hash","format","width"),
	CONSTRAINT "media_variants_format" CHECK ("media_variants"."format" in ('webp', 'avif')),
	CONSTRAINT "media_variants_width" CHECK ("media_variants"."width" between 1 and 1920)
);
--> statement-breakpoint
CREATE TABLE "store_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"storefront_id" integer NOT NULL,
	"hash" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "storefronts" ADD COLUMN "draft_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "storefront_versions" ADD CONSTRAINT "storefront_versions_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_versions" ADD CONSTRAINT "storefront_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_hash_media_files_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."media_files"("hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_media" ADD CONSTRAINT "store_media_storefront_id_storefronts_id_fk" FOREIGN KEY ("storefront_id") REFERENCES "public"."storefronts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_media" ADD CONSTRAINT "store_media_hash_media_files_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."media_files"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "storefront_versions_number" ON "storefront_versions" USING btree ("storefront_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "store_media_hash" ON "store_media" USING btree ("storefront_id","hash");--> statement-breakpoint
CREATE INDEX "store_media_newest" ON "store_media" USING btree ("storefront_id","created_at");--> statement-breakpoint
CREATE INDEX "store_media_file" ON "store_media" USING btree ("hash");