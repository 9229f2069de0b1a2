import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  type Column,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { ProductSort } from '@storefront/contracts';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { preparedStatement, type Database, type Transaction } from '../../db/client.ts';
import type { CategoryTrees } from './catalog.totals.ts';
import {
  productCategories,
  productCategoryLinks,
  productInputFields,
  productListCounts,
  products,
  productSearchRows,
  productVariants,
  productVariantSizes,
  warehouses,
} from '../../db/schema/index.ts';

export type ProductFilter = {
  storefrontId: number;
  /** The product is in (or below) any of these categories. */
  categoryIds: number[];
  /** …and in (or below) this one. */
  categoryId?: number;
  brands: string[];
  /** Search words, each with the vocabulary words it may stand for; all must match. */
  searchWords: string[][];
  /** The category trees, when resolved already (`categoryTreesOf`, or kept). */
  trees?: CategoryTrees;
};

/** Listed or searched in order of relevance, by a field, or in no particular (id) order. */
export type ProductOrder = ProductSort | 'relevance' | 'none';

export type ProductRow = Omit<Awaited<ReturnType<typeof findProductPage>>[number], 'boundary'>;
export type VariantRow = typeof productVariants.$inferSelect;
type SizeRow = typeof productVariantSizes.$inferSelect;
/** What a product card shows of a variant (`variantsOfCard`). */
export type CardVariantRow = Pick<
  VariantRow,
  | 'id'
  | 'productId'
  | 'color'
  | 'primaryHexColor'
  | 'secondaryHexColor'
  | 'swatchUrl'
  | 'thumbnailPath'
>;
/** What a product's page shows of a variant, with its sizes (`variantsOfDetail`). */
export type DetailVariantRow = CardVariantRow & Pick<VariantRow, 'images'> & { sizes: SizeRow[] };

/**
 * What a shopper may see: published, enabled, not discontinued, inside the publish window. The
 * fixed part is written as literals, not parameters, so the planner proves the `products_listable_*`
 * partial indexes apply (decision 0031).
 */
export function listable(storefrontId: number | Placeholder): SQL {
  return and(
    eq(products.storefrontId, storefrontId),
    sql`${products.status} = 'published' and not ${products.disabled} and not ${products.discontinued}`,
    ...windowOpen(products),
  )!;
}

/**
 * `listable` on the narrow copy `product_search_rows`, which holds only the published, enabled,
 * not discontinued products: the store's rows inside their publish window now.
 */
function listableCopy(store: SQL | Placeholder | number): SQL {
  return and(eq(productSearchRows.storefrontId, store), ...windowOpen(productSearchRows))!;
}

/** Inside its publish window now: of a product, or of its copy in `product_search_rows`. */
function windowOpen(row: { startPublishDate: Column; endPublishDate: Column }): SQL[] {
  return [
    or(isNull(row.startPublishDate), lte(row.startPublishDate, sql`now()`))!,
    or(isNull(row.endPublishDate), gt(row.endPublishDate, sql`now()`))!,
  ];
}

/**
 * Products linked to any of the categories or to their sub-categories, at any depth. The tree is
 * an array built once per statement (`= ANY(ARRAY(…))`, an init plan), not a sub-query joined to
 * the links: with the tree's few ids known before the links are read, the planner probes the
 * links for them instead of hashing every link of the store (PGlite, 10,000 products: a filtered
 * list's statement 8.6–9.8 → 6.9 ms of CPU; PostgreSQL 2.6 → 1.8 ms execution).
 */
export function inCategoryTree(storefrontId: number, categoryIds: number[]): SQL {
  return sql`${products.id} IN (
    SELECT l.product_id FROM product_category_links l WHERE l.category_id = ANY(ARRAY(
      WITH RECURSIVE tree AS (
        SELECT id FROM product_categories WHERE storefront_id = ${storefrontId} AND id IN ${categoryIds}
        UNION
        SELECT c.id FROM product_categories c JOIN tree ON c.parent_id = tree.id
        WHERE c.storefront_id = ${storefrontId}
      )
      SELECT id FROM tree)))`;
}

/** `(hoddie | hoodie) & (zip)` as a tsquery built from parameters only. */
function textQuery(searchWords: string[][]): SQL {
  const anyOf = (words: string[]) =>
    sql.join(
      words.map((word) => sql`plainto_tsquery('english', ${word})`),
      sql` || `,
    );
  return sql.join(
    searchWords.map((words) => sql`(${anyOf(words)})`),
    sql` && `,
  );
}

/**
 * The list's filter with its values written in (the count; tests compare the prepared pages with
 * it). With `trees` (`categoryTreesOf`), the categories are those ids, else their trees are read
 * inside the statement.
 */
export function productWhere(
  filter: ProductFilter,
  trees?: { ofAny: number[]; ofOne: number[] },
): SQL {
  const conditions = [listable(filter.storefrontId)];
  const linked = (ids: number[]) =>
    sql`${products.id} IN (SELECT l.product_id FROM product_category_links l
      WHERE l.category_id = ANY(${sql.param(ids)}::int[]))`;
  if (filter.categoryIds.length)
    conditions.push(
      trees ? linked(trees.ofAny) : inCategoryTree(filter.storefrontId, filter.categoryIds),
    );
  if (filter.categoryId !== undefined)
    conditions.push(
      trees ? linked(trees.ofOne) : inCategoryTree(filter.storefrontId, [filter.categoryId]),
    );
  if (filter.brands.length) conditions.push(inArray(products.brand, filter.brands));
  if (filter.searchWords.length)
    conditions.push(sql`${products.searchVector} @@ (${textQuery(filter.searchWords)})`);
  return and(...conditions)!;
}

/** The list's order with its values written in (tests compare the prepared pages with it). */
export function productOrderBy(filter: ProductFilter, order: ProductOrder): SQL[] {
  if (order === 'none') return [asc(products.id)];
  if (order === 'relevance') {
    const rank = sql`ts_rank(${products.searchVector}, ${textQuery(filter.searchWords)})`;
    return [desc(rank), asc(products.name), asc(products.id)];
  }
  const column = {
    created_at: products.createdAt,
    final_price: products.finalPrice,
    name: products.name,
  }[order.field];
  const direction = order.order === 'asc' ? asc : desc;
  return [direction(column), direction(products.id)];
}

const summaryColumns = {
  id: products.id,
  storefrontId: products.storefrontId,
  name: products.name,
  slug: products.slug,
  brand: products.brand,
  finalPrice: products.finalPrice,
  currency: products.currency,
  shortDescription: products.shortDescription,
  isGiftCard: products.isGiftCard,
  isCustom: products.isCustom,
  reviewsRateAverage: products.reviewsRateAverage,
  reviewsCount: products.reviewsCount,
  createdAt: products.createdAt,
  thumbnailPath: products.thumbnailPath,
  thumbnailVariantId: products.thumbnailVariantId,
};

export async function countProducts(db: Database, filter: ProductFilter): Promise<number> {
  const shape = pageShape(filter, 'none');
  if (!filter.searchWords.length) {
    const trees = filter.trees ?? (await categoryTreesOf(db, filter));
    const total = keptCount(shape, {
      store: filter.storefrontId,
      brands: sql`${sql.param(filter.brands)}::text[]`,
      treeOfAny: sql`${sql.param(trees.ofAny)}::int[]`,
      treeOfOne: sql`${sql.param(trees.ofOne)}::int[]`,
    });
    const [row] = await db.select({ total }).from(sql`(select 1) as one`);
    return row?.total ?? 0;
  }
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(productWhere(filter, filter.trees ?? (await categoryTreesOf(db, filter))));
  return row?.total ?? 0;
}

/**
 * How many listable products the store has, or a category or brand filter matches (no search
 * words), exactly, from the groups kept in `product_list_counts` (decision 0037): each row there
 * is a number of rows of the search copy `product_search_rows` (the published, enabled, not
 * discontinued products) sharing a store, brand, set of categories and publish window, inserted
 * by the copy's triggers (hand-written migration `list_counts_kept`). The count is one index-only
 * range of `product_list_counts_groups` (the brands' groups, or the store's) with the window and
 * the trees (`&&`, any shared category) checked on each entry and the matching groups' numbers
 * summed: the same number as `count(*)` of the copy under the same conditions, read from a few
 * dozen groups instead of thousands of products. It replaced a range of the copy's
 * `product_search_rows_count` for filters (decision 0031, round 7; the index is dropped since the
 * store's brands read the kept groups too) and two counts of `products`'
 * listable partial indexes for the store's total (round 5): 10,000 products on PGlite 1.3 → 0.35
 * and 1.8–3.3 → 0.25–0.5 ms; 100,000 on PostgreSQL 7–9 → 0.1–0.3 ms each.
 */
function keptCount(
  shape: string,
  values: { store: SQL | Placeholder | number; brands: SQL; treeOfAny: SQL; treeOfOne: SQL },
): SQL<number> {
  const [, present = ''] = shape.split(' ');
  const kept = productListCounts;
  const conditions = [eq(kept.storefrontId, values.store), ...windowOpen(kept)];
  if (present.includes('b')) conditions.push(sql`${kept.brand} = ANY(${values.brands})`);
  if (present.includes('c')) conditions.push(sql`${kept.categoryIds} && ${values.treeOfAny}`);
  if (present.includes('C')) conditions.push(sql`${kept.categoryIds} && ${values.treeOfOne}`);
  return sql<number>`(select coalesce(sum(${kept.products}), 0)::int from ${kept} where ${and(...conditions)})`;
}

/**
 * The variants a shopper can pick of the row's product (`products` of the enclosing statement), as
 * a card shows them, in the order `findVariantsOfProducts` gives (colour, then id), as JSON: a
 * correlated sub-query, so a page's variants come with its rows in one round trip. Evaluated only
 * for the rows returned (after the page's limit). `products.id` is written out: Drizzle writes a
 * one-table select's columns unqualified, and a bare `"id"` here would be the variant's.
 */
const variantsOfCard = sql<CardVariantRow[]>`coalesce((
  SELECT json_agg(json_build_object('id', v.id, 'productId', v.product_id, 'color', v.color,
    'primaryHexColor', v.primary_hex_color, 'secondaryHexColor', v.secondary_hex_color,
    'swatchUrl', v.swatch_url, 'thumbnailPath', v.thumbnail_path) ORDER BY v.color, v.id)
  FROM product_variants v
  WHERE v.product_id = products.id AND v.active AND NOT v.discontinued), '[]'::json)`;

/** A variant's sizes as JSON (`SizeRow`s), in the order they are stored: the caller sorts them. */
const sizesOfVariant = (variantId: SQL) => sql`coalesce((
  SELECT json_agg(json_build_object('id', s.id, 'storefrontId', s.storefront_id,
    'variantId', s.variant_id, 'size', s.size, 'price', s.price, 'quantity', s.quantity,
    'weightGrams', s.weight_grams))
  FROM product_variant_sizes s WHERE s.variant_id = ${variantId}), '[]'::json)`;

/**
 * The variants a shopper can pick of the row's product with their pictures and sizes, in colour
 * then id order, as JSON: the product detail's variants in its own statement.
 */
const variantsOfDetail = sql<DetailVariantRow[]>`coalesce((
  SELECT json_agg(json_build_object('id', v.id, 'productId', v.product_id, 'color', v.color,
    'primaryHexColor', v.primary_hex_color, 'secondaryHexColor', v.secondary_hex_color,
    'swatchUrl', v.swatch_url, 'thumbnailPath', v.thumbnail_path, 'images', v.images,
    'sizes', ${sizesOfVariant(sql`v.id`)}) ORDER BY v.color, v.id)
  FROM product_variants v
  WHERE v.product_id = products.id AND v.active AND NOT v.discontinued), '[]'::json)`;

/**
 * What changes a list's SQL: the order, which filters are present, whether the rows leave out the
 * store's publish boundary (`n`, known already), how many words each search word may stand for,
 * and whether the rows carry their variants (`v`). Everything else is a placeholder's value
 * (`pageValues`).
 */
function pageShape(
  filter: ProductFilter,
  order: ProductOrder,
  options: { variants?: boolean; boundary?: boolean } = {},
): string {
  const by = typeof order === 'string' ? order : `${order.field}.${order.order}`;
  const words = filter.searchWords.map((words) => words.length).join('.');
  const present = `${filter.categoryIds.length ? 'c' : ''}${filter.categoryId === undefined ? '' : 'C'}${filter.brands.length ? 'b' : ''}${options.boundary === false ? 'n' : ''}`;
  return `${by} ${present} ${words} ${options.variants ? 'v' : ''}`;
}

/** The placeholders' values of a list query (`pageShape`), its category trees resolved first. */
async function pageValues(
  db: Database,
  filter: ProductFilter,
  page: { limit: number; offset: number },
) {
  // A search's trees are read inside the page's statement (`copyWherePlaced`).
  const trees = filter.searchWords.length
    ? undefined
    : (filter.trees ?? (await categoryTreesOf(db, filter)));
  const values: Record<string, unknown> = {
    store: filter.storefrontId,
    treeOfAny: trees?.ofAny,
    treeOfOne: trees?.ofOne,
    categories: filter.categoryIds,
    category: filter.categoryId ?? null,
    brands: filter.brands,
    limit: page.limit,
    offset: page.offset,
  };
  filter.searchWords.forEach((words, i) =>
    words.forEach((word, j) => (values[`w${i}_${j}`] = word)),
  );
  return values;
}

/**
 * The ids of the filter's categories (`categoryIds`) and of every category below them, and the
 * same of `categoryId`: one small statement, run only when the list has a category filter, before
 * the page's. The page's statement then gets the ids as values, so PostgreSQL plans it knowing how
 * many links they hold (the links' most common values): the tree as an init plan inside the
 * statement left the planner to guess from the average category, which among 1,000 stores of 11
 * categories is 11 links where the bench store's apparel tree holds 50,000 — it then probed the
 * products 50,000 times one by one (a filtered list 24 → 566 ms among 1,000 stores; decision 0031,
 * round 5). Categories of another store, or none, give an empty tree: the list matches nothing.
 */
export async function categoryTreesOf(db: Database, filter: ProductFilter): Promise<CategoryTrees> {
  if (!filter.categoryIds.length && filter.categoryId === undefined)
    return { ofAny: [], ofOne: [] };
  const [row] = await categoryTrees(db, '').execute({
    store: filter.storefrontId,
    categories: filter.categoryIds,
    category: filter.categoryId ?? null,
  });
  return { ofAny: row?.ofAny ?? [], ofOne: row?.ofOne ?? [] };
}

const categoryTrees = preparedStatement('category_trees', (db, name) => {
  const store = sql.placeholder('store');
  return db
    .select({
      ofAny: treeOf(store, sql`${sql.placeholder('categories')}::int[]`),
      ofOne: treeOf(store, sql`ARRAY[${sql.placeholder('category')}::int]`),
    })
    .from(sql`(select 1) as one`)
    .prepare(name);
});

/** The ids of the store's categories among `ids` and of every category below them. */
function treeOf(store: Placeholder, ids: SQL) {
  return sql<number[]>`ARRAY(
    WITH RECURSIVE tree AS (
      SELECT id FROM product_categories WHERE storefront_id = ${store} AND id = ANY(${ids})
      UNION
      SELECT c.id FROM product_categories c JOIN tree ON c.parent_id = tree.id
      WHERE c.storefront_id = ${store}
    )
    SELECT id FROM tree)`;
}

/** A list's search words as a tsquery of placeholders `w<word>_<guess>` (`textQuery` of values). */
function searchTextPlaced(shape: string): SQL {
  const [, , words = ''] = shape.split(' ');
  const searchWords = words
    ? words
        .split('.')
        .map((count, i) =>
          Array.from({ length: Number(count) }, (_, j) => sql.placeholder(`w${i}_${j}`)),
        )
    : [];
  return textQueryOf(searchWords);
}

/** `(hoddie | hoodie) & (zip)` of placeholders (`textQuery` of values). */
function textQueryOf(searchWords: Placeholder[][]): SQL {
  const anyOf = (words: Placeholder[]) =>
    sql.join(
      words.map((word) => sql`plainto_tsquery('english', ${word}::text)`),
      sql` || `,
    );
  return sql.join(
    searchWords.map((words) => sql`(${anyOf(words)})`),
    sql` && `,
  );
}

/**
 * A list's filter with placeholders on the search copy (`product_search_rows`, which holds the
 * published, enabled, not discontinued products with their brand, window and `category_ids`):
 * the same rows as `productWhere` over `products`. A category filter is "shares a category
 * with the tree" (`&&`) on the row itself, not a semi-join per row into the links; without search
 * words the trees come resolved (`treeOfAny`, `treeOfOne`), a search reads them in its statement.
 */
function copyWherePlaced(shape: string, text: SQL): SQL {
  const [, present = '', words = ''] = shape.split(' ');
  const rows = productSearchRows;
  const store = sql.placeholder('store');
  const conditions = [listableCopy(store)];
  if (present.includes('c'))
    conditions.push(
      sql`${rows.categoryIds} && ${
        words
          ? treeOf(store, sql`${sql.placeholder('categories')}::int[]`)
          : sql`${sql.placeholder('treeOfAny')}::int[]`
      }`,
    );
  if (present.includes('C'))
    conditions.push(
      sql`${rows.categoryIds} && ${
        words
          ? treeOf(store, sql`ARRAY[${sql.placeholder('category')}::int]`)
          : sql`${sql.placeholder('treeOfOne')}::int[]`
      }`,
    );
  if (present.includes('b'))
    conditions.push(sql`${rows.brand} = ANY(${sql.placeholder('brands')}::text[])`);
  if (words) conditions.push(sql`${rows.searchVector} @@ (${text})`);
  return and(...conditions)!;
}

/**
 * The ids of a page in a field's order (or `none`, by id), with placeholders, from the search
 * copy, each with its sort key (`key`, the id for `none`), in the page's order: one range of that
 * order's index of the copy (`product_search_rows_<order>`, whose entries carry what the filter
 * checks), read in order and left after offset + limit entries (decision 0036). The same order and
 * tie-break (the id, the same way) as `productOrderBy`: the copy's sort keys are the product's,
 * kept by its triggers in the writer's transaction.
 */
function pageIdsPlaced(db: Database, shape: string, text: SQL) {
  const [by = 'none'] = shape.split(' ');
  const rows = productSearchRows;
  const [field, direction] = by.split('.');
  const way = direction === 'desc' ? desc : asc;
  const column =
    by === 'none'
      ? rows.productId
      : { created_at: rows.createdAt, final_price: rows.finalPrice, name: rows.name }[field!]!;
  const page = db
    .select({ id: rows.productId, key: sql`${column}`.as('key') })
    .from(rows)
    .where(copyWherePlaced(shape, text))
    .orderBy(...(by === 'none' ? [] : [way(column)]), way(rows.productId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  // By id alone for `none` (its key is the id: ordered by both, PostgreSQL sorts the page again).
  return { page, orderBy: by === 'none' ? [way(page.id)] : [way(page.key), way(page.id)] };
}

/**
 * A page's statement, with `extra` columns: in a field's order the page's ids are found first,
 * from that order's index of the search copy alone (`pageIdsPlaced`: an offset walks index
 * entries, not rows), and only those rows of `products` are read; relevance ranks every match, so
 * it reads them.
 */
function pageStatementOf<Extra extends SelectedFields>(
  db: Database,
  name: string,
  shape: string,
  extra: (matching: SQL, ranked: SQL | null) => Extra,
) {
  const text = searchTextPlaced(shape);
  const relevance = shape.startsWith('relevance ');
  // `n`: the store's boundary is known for its listing version already (decision 0031, round 4).
  const boundary = shape.split(' ')[1]?.includes('n')
    ? sql<string | Date | null>`null::timestamptz`
    : publishBoundaryOf(sql.placeholder('store'));
  // Relevance ranks every match: each match's id, name and rank (`ranked`, decision 0031 round
  // 5), read from the narrow `product_search_rows` rather than the wide product rows (round 6),
  // then the page's rows read by id.
  const rows = productSearchRows;
  const ranked = db.$with('ranked').as(
    db
      .select({
        id: rows.productId,
        name: rows.name,
        rank: sql<number>`ts_rank(${rows.searchVector}, ${text})`.as('rank'),
      })
      .from(rows)
      .where(copyWherePlaced(shape, text)),
  );
  const columns = {
    ...summaryColumns,
    boundary,
    // Typed as always present; `null` when the shape did not ask for them (`pageShape`).
    variants: shape.endsWith(' v') ? variantsOfCard : sql<CardVariantRow[] | null>`null::json`,
    ...extra(copyWherePlaced(shape, text), relevance ? sql`${ranked}` : null),
  };
  if (relevance) {
    const page = db
      .select()
      .from(ranked)
      .orderBy(desc(ranked.rank), asc(ranked.name), asc(ranked.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('ranked_page');
    return db
      .with(ranked)
      .select(columns)
      .from(products)
      .innerJoin(page, eq(products.id, page.id))
      .orderBy(desc(page.rank), asc(page.name), asc(page.id))
      .prepare(name);
  }
  // Only the page's rows of `products`, joined by id to the page's ids in their order (so no
  // sort and no semi-join's de-duplication): the ids carry the store and every filter, so no other
  // condition here leaves the planner more of the product rows' indexes to weigh.
  const page = pageIdsPlaced(db, shape, text);
  return db
    .select(columns)
    .from(page.page)
    .innerJoin(products, eq(products.id, page.page.id))
    .orderBy(...page.orderBy)
    .prepare(name);
}

/** Whether a list's shape (`pageShape`) searches words. */
const hasSearchWords = (shape: string) => Boolean(shape.split(' ')[2]);

/**
 * A page without search words, in a field's order or none: its ids are one range of that order's
 * index of the search copy, read in order and left after offset + limit entries, its rows and
 * variants read by primary key, its total and boundary from their own indexes: one plan at any
 * store's size, so on PGlite it is planned once (a generic plan, decision 0036 round 2). Not a
 * search: its words' matches may be read from the copy's text index instead, which depends on how
 * many there are; nor relevance, which ranks them all.
 */
const inIndexOrder = (shape: string) => !shape.startsWith('relevance ') && !hasSearchWords(shape);

const pageStatement = preparedStatement(
  'product_page',
  (db, name, shape: string) => pageStatementOf(db, name, shape, () => ({})),
  { inIndexOrder },
);

const pageWithTotalStatement = preparedStatement(
  'product_page_total',
  (db, name, shape: string) =>
    pageStatementOf(db, name, shape, (matching, ranked) => ({
      total: ranked
        ? // Every match ranked once (`ranked`, read twice, so PostgreSQL materialises it): counted
          // from its narrow rows, not with a window over the wide ones (decision 0031, round 5).
          sql<number>`(select count(*)::int from ${ranked})`
        : !hasSearchWords(shape)
          ? keptCount(shape, {
              store: sql.placeholder('store'),
              brands: sql`${sql.placeholder('brands')}::text[]`,
              treeOfAny: sql`${sql.placeholder('treeOfAny')}::int[]`,
              treeOfOne: sql`${sql.placeholder('treeOfOne')}::int[]`,
            })
          : // A search in a field's order: its matches in the search copy, counted once (the
            // sub-query names no column of the outer `products`), as its page's ids are found.
            sql<number>`(select count(*)::int from ${productSearchRows} where ${matching})`,
    })),
  { inIndexOrder },
);

/**
 * A page of products, each row with its variants (`variantsOfCard`) when `variants` is set, else
 * `variants: null`. In a field's order the page's ids are found first, from that order's index
 * of the search copy alone (an offset walks index entries, not rows), and only those rows are read;
 * relevance ranks every match, so it reads them. With `boundary: false` the rows' `boundary` is
 * null (the caller knows it already). Prepared once per shape (`pageShape`).
 */
export async function findProductPage(
  db: Database,
  filter: ProductFilter,
  order: ProductOrder,
  page: { limit: number; offset: number },
  options: { variants?: boolean; boundary?: boolean } = {},
) {
  return pageStatement(db, pageShape(filter, order, options)).execute(
    await pageValues(db, filter, page),
  );
}

/**
 * A page of products with the number of products the filter matches in all, in one round trip. In
 * a field's order the total is a count read from the listable index (a sub-query run once) and
 * the page's ids come from that order's index of the search copy; only relevance, which ranks every match
 * anyway, counts with a window over them. A page past the end has no rows to carry the total;
 * the caller counts then. Prepared once per shape (`pageShape`).
 */
export async function findProductPageWithTotal(
  db: Database,
  filter: ProductFilter,
  order: ProductOrder,
  page: { limit: number; offset: number },
  options: { variants?: boolean; boundary?: boolean } = {},
) {
  return pageWithTotalStatement(db, pageShape(filter, order, options)).execute(
    await pageValues(db, filter, page),
  );
}

/**
 * Listable products of the store among these ids (kits), in no particular order, each with its
 * variants (`variantsOfCard`).
 */
export async function findListedProducts(db: Database, storefrontId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ ...summaryColumns, variants: variantsOfCard })
    .from(products)
    .where(and(listable(storefrontId), inArray(products.id, ids)));
}

/**
 * A listable product by id or slug (as `findListedProduct`) with its categories, warehouse, size
 * guides, input fields and variants with their sizes gathered by the same query, as JSON: one
 * round trip, prepared once per kind of key (a slug, or digits that may be an id or a slug).
 */
export async function findListedProductDetail(
  db: Database,
  storefrontId: number,
  idOrSlug: string,
) {
  const id = /^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : null;
  const statement = productDetail(db, id === null ? 'slug' : 'id');
  const [row] = await statement.execute({ store: storefrontId, slug: idOrSlug, id });
  return row;
}

const productDetail = preparedStatement(
  'product_detail',
  (db, name, by: 'id' | 'slug') => {
    const slug = eq(products.slug, sql.placeholder('slug'));
    const id = sql.placeholder('id');
    return (
      db
        .select({
          product: products,
          boundary: publishBoundaryOf(sql.placeholder('store')),
          categories: sql<{ id: number; name: string; slug: string }[]>`coalesce((
        SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug)
          ORDER BY c.position, c.name)
        FROM product_category_links l JOIN product_categories c ON c.id = l.category_id
        WHERE l.product_id = products.id), '[]'::json)`,
          warehouse: sql<{ id: number; name: string } | null>`(
        SELECT json_build_object('id', w.id, 'name', w.name)
        FROM warehouses w WHERE w.id = products.warehouse_id)`,
          guides: sql<
            { id: number; specificationType: string; sizes: { size: string; value: string }[] }[]
          >`coalesce((
        SELECT json_agg(json_build_object('id', g.id, 'specificationType', g.specification_type,
          'sizes', g.sizes) ORDER BY g.id)
        FROM product_size_guides g WHERE g.product_id = products.id), '[]'::json)`,
          fields: sql<{ id: number; label: string; isRequired: boolean }[]>`coalesce((
        SELECT json_agg(json_build_object('id', f.id, 'label', f.label, 'isRequired', f.is_required)
          ORDER BY f.id)
        FROM product_input_fields f WHERE f.product_id = products.id), '[]'::json)`,
          variants: variantsOfDetail,
        })
        .from(products)
        .where(
          and(
            listable(sql.placeholder('store')),
            by === 'slug' ? slug : or(sql`${products.id} = ${id}::int`, slug),
          ),
        )
        // A slug is unique in its store: no order, so no plan may walk the store's products in an
        // order looking for it (a generic plan made before the products were analysed did).
        .orderBy(...(by === 'slug' ? [] : [sql`${products.id} = ${id}::int DESC`]))
        .limit(1)
        .prepare(name)
    );
  },
  // By slug, one product by its unique key (and the store's boundary by its two indexes' first
  // entries): planned once on PGlite (decision 0035). Not by digits: `id = $ or slug = $` has two
  // keys, and a generic plan made before the products were analysed may read the store's index.
  { uniqueLookup: (by) => by === 'slug' },
);

export async function findSizesOfVariants(db: Database, variantIds: number[]) {
  if (!variantIds.length) return [];
  return db
    .select()
    .from(productVariantSizes)
    .where(inArray(productVariantSizes.variantId, variantIds));
}

/** Distinct brands of the store's listable products, A to Z. */
export async function findBrands(db: Database, storefrontId: number): Promise<string[]> {
  const rows = await listableBrands(db, '').execute({ store: storefrontId });
  return rows.map((row) => row.brand!);
}

/**
 * Read from the kept list counts (decision 0037): a brand is listed while one of its groups with
 * its publish window open holds products. A few dozen groups are read where the search copy gave
 * one index entry per listable product (at 100,000 products on PostgreSQL 21 ms → 0.1 ms).
 */
const listableBrands = preparedStatement('listable_brands', (db, name) => {
  const kept = productListCounts;
  return db
    .select({ brand: kept.brand })
    .from(kept)
    .where(
      and(
        eq(kept.storefrontId, sql.placeholder('store')),
        ...windowOpen(kept),
        isNotNull(kept.brand),
        ne(kept.brand, ''),
      ),
    )
    .groupBy(kept.brand)
    .having(sql`sum(${kept.products}) > 0`)
    .orderBy(asc(kept.brand))
    .prepare(name);
});

export type CategoryRow = typeof productCategories.$inferSelect;

export async function findCategories(db: Database, storefrontId: number): Promise<CategoryRow[]> {
  return db
    .select()
    .from(productCategories)
    .where(eq(productCategories.storefrontId, storefrontId))
    .orderBy(asc(productCategories.position), asc(productCategories.name));
}

export type CategoryWithBoundaryRow = CategoryRow & {
  /** The store's next publish-window boundary, read with the rows; null when not asked for. */
  boundary: string | Date | null;
};

/**
 * The store's categories (as `findCategories`) and, with `boundary`, the store's next
 * publish-window boundary on each row: one statement where the category-by-slug answer took two
 * (the categories, then the read cache's own query for the boundary).
 */
export async function findCategoriesWithBoundary(
  db: Database,
  storefrontId: number,
  boundary: boolean,
): Promise<CategoryWithBoundaryRow[]> {
  return categoriesOf(db, boundary ? 'boundary' : 'none').execute({ store: storefrontId });
}

export type CategoryWithProductsRow = CategoryRow & {
  hasProducts: boolean;
  /** The store's next publish-window boundary, read with the rows; null when not asked for. */
  boundary: string | Date | null;
};

/**
 * The store's categories (as `findCategories`), each saying whether a listable product is linked
 * to it directly, and with `boundary` the store's next publish-window boundary: one prepared
 * statement (instead of a second gathering the distinct categories of every listable product's
 * links, 4.7 ms on PostgreSQL at 10,000 products, and a third for the boundary). Per category it
 * looks for the first listable product in the links' category index: `ORDER BY … LIMIT 1` makes
 * that index the plan, where a bare `EXISTS` let the planner expect a match early in a scan of
 * every link and scan them all for a category holding none (a parent): 0.4 ms against 1.1 ms.
 * Listable is read from the copy (`product_search_rows`: the store and the window; it holds only
 * published, enabled, not discontinued products), whose few indexes plan faster than the product
 * rows' (decision 0031, round 7).
 */
export async function findCategoriesWithProducts(
  db: Database,
  storefrontId: number,
  boundary = true,
): Promise<CategoryWithProductsRow[]> {
  return categoriesOf(db, boundary ? 'products boundary' : 'products none').execute({
    store: storefrontId,
  });
}

/**
 * The store's categories in the order `findCategories` gives, as one prepared statement per shape:
 * with `products` each row says whether a listable product is linked to it directly
 * (`hasProducts`, else null); with `boundary` each row carries the store's next publish-window
 * boundary (else null: the caller knows it already for the store's listing version).
 */
const categoriesOf = preparedStatement(
  'categories',
  (db, name, shape: 'boundary' | 'none' | 'products boundary' | 'products none') => {
    const store = sql.placeholder('store');
    const rows = productSearchRows;
    // Written out qualified: Drizzle leaves a one-table select's own columns unqualified, which
    // inside the sub-query would name the links' and the copy's columns instead.
    const hasProducts = shape.startsWith('products ')
      ? sql<boolean>`(
        SELECT true FROM product_category_links l
          JOIN ${rows} ON product_search_rows.product_id = l.product_id
        WHERE l.category_id = product_categories.id
          AND ${listableCopy(store)}
        ORDER BY l.product_id LIMIT 1) IS NOT NULL`
      : sql<boolean>`null::boolean`;
    return db
      .select({
        ...getTableColumns(productCategories),
        hasProducts,
        boundary: shape.endsWith('boundary')
          ? publishBoundaryOf(store)
          : sql<string | Date | null>`null::timestamptz`,
      })
      .from(productCategories)
      .where(eq(productCategories.storefrontId, store))
      .orderBy(asc(productCategories.position), asc(productCategories.name))
      .prepare(name);
  },
);

/**
 * For each search word (by position), the store's vocabulary words within trigram reach of it
 * (similar, or starting with it as the shopper is still typing), best first.
 */
export async function findSimilarWords(
  db: Database,
  storefrontId: number,
  terms: string[],
): Promise<{ position: number; word: string; score: number }[]> {
  return similarWords(db, '').execute({ store: storefrontId, terms });
}

/** One statement for any number of words: they come as one array, numbered by `ordinality`. */
const similarWords = preparedStatement('similar_words', (db, name) => {
  const store = sql.placeholder('store');
  return db
    .select({
      position: sql<number>`q.position`,
      word: sql<string>`t.word`,
      score: sql<number>`t.score`,
    })
    .from(
      sql`(SELECT term, (n - 1)::int AS position
        FROM unnest(${sql.placeholder('terms')}::text[]) WITH ORDINALITY AS typed(term, n)) AS q
      CROSS JOIN LATERAL (
        SELECT word, similarity(term, q.term) AS score FROM product_search_terms
        WHERE storefront_id = ${store} AND (term % q.term OR term LIKE q.term || '%')
        ORDER BY similarity(term, q.term) DESC, word
        LIMIT 8
      ) AS t`,
    )
    .prepare(name);
});

/** Variants of the store with their product, whether it is listed, and its warehouse (carts). */
export async function findVariantsForCart(
  db: Database,
  storefrontId: number,
  variantIds: number[],
) {
  if (!variantIds.length) return [];
  return db
    .select({
      variant: productVariants,
      product: {
        id: products.id,
        name: products.name,
        slug: products.slug,
        thumbnailPath: products.thumbnailPath,
        isGiftCard: products.isGiftCard,
        libraryApproved: products.libraryApproved,
        needAttention: products.needAttention,
        listed: sql<boolean>`(${listable(storefrontId)})`,
      },
      warehouse: {
        id: warehouses.id,
        name: warehouses.name,
        shippingRateCents: warehouses.shippingRateCents,
      },
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(warehouses, eq(warehouses.id, products.warehouseId))
    .where(
      and(eq(productVariants.storefrontId, storefrontId), inArray(productVariants.id, variantIds)),
    );
}

export async function findInputFieldsOfProducts(db: Database, productIds: number[]) {
  if (!productIds.length) return [];
  return db
    .select()
    .from(productInputFields)
    .where(inArray(productInputFields.productId, productIds))
    .orderBy(asc(productInputFields.id));
}

/** Takes `quantity` units of a size only if that many remain; false when they do not. */
export async function reserveStock(
  db: Database | Transaction,
  sizeId: number,
  quantity: number,
): Promise<boolean> {
  const rows = await db
    .update(productVariantSizes)
    .set({ quantity: sql`${productVariantSizes.quantity} - ${quantity}` })
    .where(and(eq(productVariantSizes.id, sizeId), gte(productVariantSizes.quantity, quantity)))
    .returning({ id: productVariantSizes.id });
  return rows.length === 1;
}

export async function releaseStock(db: Database | Transaction, sizeId: number, quantity: number) {
  await db
    .update(productVariantSizes)
    .set({ quantity: sql`${productVariantSizes.quantity} + ${quantity}` })
    .where(eq(productVariantSizes.id, sizeId));
}

/**
 * Sets a size's stock to `quantity`; with `expected`, only while it still holds that many (a
 * compare-and-set, so an order taken meanwhile is never overwritten unseen). False when it did not.
 */
export async function setStock(
  db: Database | Transaction,
  sizeId: number,
  quantity: number,
  expected?: number,
): Promise<boolean> {
  const rows = await db
    .update(productVariantSizes)
    .set({ quantity })
    .where(
      and(
        eq(productVariantSizes.id, sizeId),
        expected === undefined ? undefined : eq(productVariantSizes.quantity, expected),
      ),
    )
    .returning({ id: productVariantSizes.id });
  return rows.length === 1;
}

/** Slug and last change of the listable products, newest change first, at most `limit`. */
export async function findListableProductDates(db: Database, storefrontId: number, limit: number) {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(listable(storefrontId))
    .orderBy(desc(products.updatedAt))
    .limit(limit);
}

/** For each category holding listable products directly, their latest change. */
export async function findCategoryProductDates(db: Database, storefrontId: number) {
  return db
    .select({
      categoryId: productCategoryLinks.categoryId,
      updatedAt: sql<Date>`max(${products.updatedAt})`.mapWith(products.updatedAt),
    })
    .from(productCategoryLinks)
    .innerJoin(products, eq(products.id, productCategoryLinks.productId))
    .where(and(eq(productCategoryLinks.storefrontId, storefrontId), listable(storefrontId)))
    .groupBy(productCategoryLinks.categoryId);
}

/**
 * The next moment a listable product of the store enters or leaves its publish window, or null:
 * the read cache keeps the store's answers no longer (decision 0028). Two index range scans
 * (product_search_rows_start, _end), one row each, run once per statement (an uncorrelated
 * sub-query): the list, the search and the product detail read it as a column of their own rows,
 * in their snapshot, so a kept answer needs no round trip of its own for it. Read from the copy
 * of the published, enabled, not discontinued products (`product_search_rows`), not `products`
 * (decision 0031, round 7): a draft's window moves no list (publishing it is a listing change of
 * its own), and the copy's four indexes plan in half the time of the product rows' eighteen.
 */
function publishBoundaryOf(store: Placeholder) {
  const rows = productSearchRows;
  const next = (column: typeof rows.startPublishDate | typeof rows.endPublishDate) =>
    sql`(select min(${column}) from ${rows}
      where ${rows.storefrontId} = ${store} and ${column} > now())`;
  return sql<
    string | Date | null
  >`least(${next(rows.startPublishDate)}, ${next(rows.endPublishDate)})`;
}

/** A boundary as read (`publishBoundaryOf`), in ms since the epoch, or null for none. */
export function boundaryTime(at: string | Date | null | undefined): number | null {
  return at ? new Date(at).getTime() : null;
}

/** The store's next publish-window boundary alone (ms since the epoch), or null. */
export async function findNextPublishBoundary(
  db: Database,
  storefrontId: number,
): Promise<number | null> {
  const [row] = await nextPublishBoundary(db, '').execute({ store: storefrontId });
  return boundaryTime(row?.at);
}

const nextPublishBoundary = preparedStatement('next_publish_boundary', (db, name) =>
  db
    .select({ at: publishBoundaryOf(sql.placeholder('store')) })
    .from(sql`(select 1) as one`)
    .prepare(name),
);

/** The tables the shopper's catalogue reads, vacuumed and analysed (`catalogue-vacuum.ts`). */
const CATALOGUE_TABLES = [
  'products',
  'product_search_rows',
  'product_list_counts',
  'product_variants',
  'product_variant_sizes',
  'product_categories',
  'product_category_links',
  'product_search_terms',
];

export async function vacuumCatalogueTables(db: Database) {
  // VACUUM runs outside a transaction: one statement, not in `db.transaction`.
  await db.execute(sql.raw(`VACUUM (ANALYZE) ${CATALOGUE_TABLES.join(', ')}`));
}

/** Key of the advisory lock that serialises the compaction of one store's kept list counts. */
const LIST_COUNTS_LOCK = 1_511_037;

/**
 * Replaces the store's rows of `product_list_counts` by one row per group with their sum, groups
 * summing to zero dropped (decision 0037), in one statement under the store's advisory lock (one
 * compaction at a time per store). Writers only ever insert: a row committed after the
 * statement's snapshot is neither deleted nor summed, so it stays beside the sums and every count
 * stays exact while writers and a compaction run at once. Answers the rows before and after.
 */
export async function compactListCounts(
  db: Database,
  storefrontId: number,
): Promise<{ before: number; after: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LIST_COUNTS_LOCK}, ${storefrontId})`);
    const [row] = await tx
      .execute(
        sql`
      WITH gone AS (
        DELETE FROM product_list_counts WHERE storefront_id = ${storefrontId}
        RETURNING storefront_id, brand, category_ids, start_publish_date, end_publish_date, products),
      summed AS (
        INSERT INTO product_list_counts (storefront_id, brand, category_ids, start_publish_date,
          end_publish_date, products)
        SELECT storefront_id, brand, category_ids, start_publish_date, end_publish_date,
          sum(products)::int
        FROM gone
        GROUP BY storefront_id, brand, category_ids, start_publish_date, end_publish_date
        HAVING sum(products) <> 0
        RETURNING 1)
      SELECT (SELECT count(*)::int FROM gone) AS before,
        (SELECT count(*)::int FROM summed) AS after`,
      )
      .then(rowsOf<{ before: number; after: number }>);
    return row ?? { before: 0, after: 0 };
  });
}

/**
 * The stores whose kept list counts hold more rows than groups (writes since their last
 * compaction), most rows first.
 */
export async function storesWithListCountsToCompact(db: Database): Promise<number[]> {
  const rows = await db
    .execute(
      sql`
      SELECT storefront_id AS id FROM product_list_counts GROUP BY storefront_id
      HAVING count(*) > count(DISTINCT (brand, category_ids, start_publish_date, end_publish_date))
      ORDER BY count(*) DESC`,
    )
    .then(rowsOf<{ id: number }>);
  return rows.map((row) => row.id);
}

/** A raw statement's rows: both drivers answer `{ rows }`; the shared Database type cannot say so. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
