import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { storefrontId } from './columns.ts';
import { warehouses } from './storefronts.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const productCategories = pgTable(
  'product_categories',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    parentId: integer('parent_id').references((): AnyPgColumn => productCategories.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    isCompany: boolean('is_company').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_categories_slug').on(t.storefrontId, t.slug),
    index('product_categories_parent').on(t.storefrontId, t.parentId),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    brand: text('brand'),
    lineName: text('line_name'),
    /** Lowest size price in cents; what lists sort and filter on. */
    finalPrice: integer('final_price').notNull(),
    totalCost: integer('total_cost').notNull().default(0),
    margin: integer('margin').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull().default('published'),
    /** HTML, or a JSON array of bullet strings. */
    description: text('description').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    copyUnderneathDescription: text('copy_underneath_description').notNull().default(''),
    isCustom: boolean('is_custom').notNull().default(false),
    isGiftCard: boolean('is_gift_card').notNull().default(false),
    discontinued: boolean('discontinued').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    libraryApproved: boolean('library_approved').notNull().default(true),
    needAttention: integer('need_attention').notNull().default(0),
    startPublishDate: timestamp('start_publish_date', { withTimezone: true }),
    endPublishDate: timestamp('end_publish_date', { withTimezone: true }),
    reviewsRateAverage: real('reviews_rate_average').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    decorationMethods: jsonb('decoration_methods')
      .$type<{ id: number; name: string }[]>()
      .notNull()
      .default([]),
    thumbnailPath: text('thumbnail_path'),
    /** The variant whose picture is the thumbnail (§4 initial variant). */
    thumbnailVariantId: integer('thumbnail_variant_id'),
    additionalPhotos: jsonb('additional_photos').$type<string[]>().notNull().default([]),
    warehouseId: integer('warehouse_id').references(() => warehouses.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved by every change of the product: the console's list sorts on it, an import's rollback
     * sees a newer edit by it, and the sitemap dates the product by it. */
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    /** Counts the owner's saves: an editor that loaded an older one is refused (409). */
    revision: integer('revision').notNull().default(1),
    /** Name words weigh most, then brand, then short description (ts_rank reads the weights). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(brand, '')), 'B') || setweight(to_tsvector('english', coalesce(short_description, '')), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex('products_slug').on(t.storefrontId, t.slug),
    index('products_list_created').on(t.storefrontId, t.createdAt),
    index('products_list_updated').on(t.storefrontId, t.updatedAt),
    index('products_list_price').on(t.storefrontId, t.finalPrice),
    index('products_list_name').on(t.storefrontId, t.name),
    index('products_brand').on(t.storefrontId, t.brand),
    // The shopper's list reads its pages' ids from the search copy's index of each order
    // (`product_search_rows_*`, decision 0036) and its exact counts from the kept groups
    // (`product_list_counts`, decision 0037): the `products_listable_*` indexes are gone.
    // The read cache's next publish-window boundary of a store: the first row past now().
    index('products_publish_start')
      .on(t.storefrontId, t.startPublishDate)
      .where(sql`${t.startPublishDate} is not null`),
    index('products_publish_end')
      .on(t.storefrontId, t.endPublishDate)
      .where(sql`${t.endPublishDate} is not null`),
    index('products_search').using('gin', t.searchVector),
    index('products_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/**
 * What a typo-tolerant search ranks, narrow: one row per product that is published, enabled and
 * not discontinued (the fixed part of `listable`), with its store, name, brand, publish window
 * and search vector — copies of its `products` row, about 190 bytes where a product row is 390.
 * A relevance list ranks every match, so it reads each match's row: here 2,364 pages for 97,000
 * listable products instead of the 4,762 of `products` (decision 0031, round 6). Triggers on
 * `products` keep it in step in the same transaction (hand-written migration
 * `0016_product_search_rows_kept`: insert, an update of a column copied here or of the listable
 * flags, and `ENABLE ALWAYS`, so even a write with triggers off for replication keeps it); a
 * deleted product's row goes with it (the foreign key). It also carries the list's sort keys
 * (`final_price`, `created_at`; `0024_search_rows_sort_keys_kept`), so a shopper's page without
 * search words finds its ids in one of its indexes (decision 0036).
 */
export const productSearchRows = pgTable(
  'product_search_rows',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** A copy of the product's: no foreign key of its own (the product's row goes with its store). */
    storefrontId: integer('storefront_id').notNull(),
    name: text('name').notNull(),
    brand: text('brand'),
    /**
     * The list's other sort keys, copies of the product's (decision 0036): a page in a field's
     * order is read from that order's index here. The defaults only fill the rows a migration
     * finds, which it then copies (`0024_search_rows_sort_keys_kept`); the triggers always write
     * them.
     */
    finalPrice: integer('final_price').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startPublishDate: timestamp('start_publish_date', { withTimezone: true }),
    endPublishDate: timestamp('end_publish_date', { withTimezone: true }),
    searchVector: tsvector('search_vector').notNull(),
    /**
     * The categories the product is linked to directly (its `product_category_links`), sorted:
     * kept by triggers on the links (hand-written migration `0019_search_rows_categories_kept`), so
     * a filtered page's ids are read from one of the copy's order indexes alone (decision 0036)
     * and its count from the kept groups (`product_list_counts`, decision 0037).
     */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [
    index('product_search_rows_search').using('gin', t.searchVector),
    // A shopper's list without search words, one per order (decision 0036): the store's
    // entries in that order, the product's id breaking ties, with what a filter checks (brand,
    // categories, publish window) on each entry, so a page's ids are read from the index alone,
    // in order (backwards for a descending one), stopping after offset + limit entries.
    ...(
      [
        ['product_search_rows_id', []],
        ['product_search_rows_price', [t.finalPrice]],
        ['product_search_rows_created', [t.createdAt]],
        ['product_search_rows_name', [t.name]],
      ] as const
    ).map(([name, order]) =>
      index(name).on(
        t.storefrontId,
        ...order,
        t.productId,
        t.brand,
        t.categoryIds,
        t.startPublishDate,
        t.endPublishDate,
      ),
    ),
    // The store's next publish-window boundary (`publishBoundaryOf`): the first start or end
    // past now() of a listable product. Read here, on a table of four indexes, a statement plans
    // it in half the time it took over the eighteen of `products` (decision 0031, round 7).
    index('product_search_rows_start')
      .on(t.storefrontId, t.startPublishDate)
      .where(sql`${t.startPublishDate} is not null`),
    index('product_search_rows_end')
      .on(t.storefrontId, t.endPublishDate)
      .where(sql`${t.endPublishDate} is not null`),
  ],
);

/**
 * How many rows of `product_search_rows` share a group (store, brand, categories, publish window),
 * so a list's exact count sums a few groups instead of counting every matching product
 * (decision 0037). Insert-only: a statement-level trigger on the copy adds one row per group whose
 * number its statement changed (+n, −n), never updating a shared row, so concurrent writers never
 * wait on one another here; a group's number is the sum of its rows. Compaction replaces a store's
 * rows by their sums (`compactListCounts`). Trigger, function and backfill: hand-written migration
 * `list_counts_kept`.
 */
export const productListCounts = pgTable(
  'product_list_counts',
  {
    storefrontId: storefrontId(),
    brand: text('brand'),
    categoryIds: integer('category_ids').array().notNull(),
    startPublishDate: timestamp('start_publish_date', { withTimezone: true }),
    endPublishDate: timestamp('end_publish_date', { withTimezone: true }),
    products: integer('products').notNull(),
  },
  (t) => [
    // The count's one index-only range: the store's (or the brands') groups, each checked on its
    // entry (categories, window) and summed.
    index('product_list_counts_groups').on(
      t.storefrontId,
      t.brand,
      t.categoryIds,
      t.startPublishDate,
      t.endPublishDate,
      t.products,
    ),
  ],
);

/**
 * Slugs a product had before: the store answers them with a 301 to the product's address, so
 * links and search results made before the rename keep working. A slug a product takes again
 * (or another product takes) leaves this list.
 */
export const productSlugRedirects = pgTable(
  'product_slug_redirects',
  {
    storefrontId: storefrontId(),
    slug: text('slug').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.storefrontId, t.slug] }),
    index('product_slug_redirects_product').on(t.productId),
  ],
);

/**
 * Each store's vocabulary: the words of its product names and brands. Search corrects a typed word
 * against these few rows by trigram similarity, then matches products by full text, because a
 * trigram comparison per product is too slow on a large catalogue. A trigger on products keeps it
 * filled (migration 0001); words of removed products stay and simply match nothing.
 */
export const productSearchTerms = pgTable(
  'product_search_terms',
  {
    storefrontId: storefrontId(),
    /** Lowercased as written: "t-shirt". */
    word: text('word').notNull(),
    /** Without hyphens, so "tshirt" and "t-shirt" meet: "tshirt". */
    term: text('term')
      .notNull()
      .generatedAlwaysAs(sql`replace(word, '-', '')`),
  },
  (t) => [
    primaryKey({ columns: [t.storefrontId, t.word] }),
    index('product_search_terms_trgm').using('gin', sql`${t.term} gin_trgm_ops`),
  ],
);

export const productCategoryLinks = pgTable(
  'product_category_links',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
    storefrontId: storefrontId(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_category_links_category').on(t.categoryId, t.productId),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    primaryHexColor: text('primary_hex_color').notNull(),
    secondaryHexColor: text('secondary_hex_color'),
    swatchUrl: text('swatch_url'),
    thumbnailPath: text('thumbnail_path'),
    images: jsonb('images').$type<{ type: string; full_path: string }[]>().notNull().default([]),
    discontinued: boolean('discontinued').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('product_variants_product').on(t.productId)],
);

export const productVariantSizes = pgTable(
  'product_variant_sizes',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    price: integer('price').notNull(),
    /** Units in stock; the guard keeps it from ever going below zero. */
    quantity: integer('quantity').notNull().default(0),
    weightGrams: integer('weight_grams').notNull().default(0),
  },
  (t) => [
    index('product_variant_sizes_variant').on(t.variantId),
    check('product_variant_sizes_quantity_non_negative', sql`${t.quantity} >= 0`),
  ],
);

export const productSizeGuides = pgTable(
  'product_size_guides',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    specificationType: text('specification_type').notNull(),
    sizes: jsonb('sizes').$type<{ size: string; value: string }[]>().notNull().default([]),
  },
  (t) => [index('product_size_guides_product').on(t.productId)],
);

export const productInputFields = pgTable(
  'product_input_fields',
  {
    id: serial('id').primaryKey(),
    storefrontId: storefrontId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    isRequired: boolean('is_required').notNull().default(false),
  },
  (t) => [index('product_input_fields_product').on(t.productId)],
);
