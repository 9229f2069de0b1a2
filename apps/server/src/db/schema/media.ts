import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bytea, limit, storefrontId } from './columns.ts';

// Uploaded media (the media module): bytes in the database, so every instance sees every upload.

/** One cleaned upload, named by the sha256 of its bytes: the same image is kept once. */
export const mediaFiles = pgTable(
  'media_files',
  {
    hash: text('hash').primaryKey(),
    mime: text('mime').notNull(),
    /** Intrinsic size in pixels; an SVG without one has none. */
    width: integer('width'),
    height: integer('height'),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('media_files_hash_sha256', sql`${t.hash} ~ '^[0-9a-f]{64}$'`)],
);

/** A raster upload at one of the responsive widths, in WebP or AVIF, made once. */
export const mediaVariants = pgTable(
  'media_variants',
  {
    hash: text('hash')
      .notNull()
      .references(() => mediaFiles.hash, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    width: integer('width').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.hash, t.format, t.width] }),
    check('media_variants_format', sql`${t.format} in ('webp', 'avif')`),
    check('media_variants_width', sql`${t.width} between 1 and ${limit(1920)}`),
  ],
);

/** A store's media library: which uploads belong to the store, under the name they came with. */
export const storeMedia = pgTable(
  'store_media',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    hash: text('hash')
      .notNull()
      .references(() => mediaFiles.hash),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_media_hash').on(t.storefrontId, t.hash),
    index('store_media_newest').on(t.storefrontId, t.createdAt),
    index('store_media_file').on(t.hash),
  ],
);
