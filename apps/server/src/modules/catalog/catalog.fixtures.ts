/**
 * Builds catalogues for tests and the benchmark: stores, nested categories and products with
 * variants, sizes, size guides and input fields, inserted in batches so 10,000 products take
 * seconds. Not used by the running app.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  productCategories,
  productCategoryLinks,
  productInputFields,
  products,
  productSizeGuides,
  productVariants,
  productVariantSizes,
  storefronts,
  warehouses,
} from '../../db/schema/index.ts';

export type CategorySpec = {
  name: string;
  slug: string;
  isCompany?: boolean;
  children?: CategorySpec[];
};

export type SizeSpec = { size: string; price?: number; quantity?: number; weightGrams?: number };

export type VariantSpec = Omit<
  typeof productVariants.$inferInsert,
  'id' | 'storefrontId' | 'productId' | 'primaryHexColor'
> & { primaryHexColor?: string; sizes?: (string | SizeSpec)[] };

export type ProductSpec = Omit<
  typeof products.$inferInsert,
  'id' | 'storefrontId' | 'slug' | 'finalPrice' | 'thumbnailVariantId'
> & {
  slug?: string;
  finalPrice?: number;
  /** Category slugs. */
  categories?: string[];
  variants?: VariantSpec[];
  /** Which variant the thumbnail shows (index into `variants`), when the product has one. */
  thumbnailVariant?: number;
  sizeGuides?: { specificationType: string; sizes: { size: string; value: string }[] }[];
  inputFields?: { label: string; isRequired?: boolean }[];
};

const BATCH = 500;

export async function createStore(
  db: Database,
  slug: string,
  values: Partial<typeof storefronts.$inferInsert> = {},
) {
  const [store] = await db
    .insert(storefronts)
    .values({ slug, name: slug, companyName: `${slug} Inc.`, status: 'live', ...values })
    .returning();
  return store!;
}

export async function createWarehouse(db: Database, storefrontId: number, name: string) {
  const [row] = await db.insert(warehouses).values({ storefrontId, name }).returning();
  return row!.id;
}

/** Inserts a category tree; answers category ids by slug. */
export async function createCategories(
  db: Database,
  storefrontId: number,
  specs: CategorySpec[],
  parentId: number | null = null,
  ids = new Map<string, number>(),
): Promise<Map<string, number>> {
  for (const [position, spec] of specs.entries()) {
    const [row] = await db
      .insert(productCategories)
      .values({
        storefrontId,
        parentId,
        name: spec.name,
        slug: spec.slug,
        isCompany: spec.isCompany ?? false,
        position,
      })
      .returning({ id: productCategories.id });
    ids.set(spec.slug, row!.id);
    await createCategories(db, storefrontId, spec.children ?? [], row!.id, ids);
  }
  return ids;
}

/** Inserts products with everything they carry; answers their ids in the order given. */
export async function createProducts(
  db: Database,
  storefrontId: number,
  specs: ProductSpec[],
  categoryIds: Map<string, number> = new Map(),
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < specs.length; start += BATCH) {
    ids.push(
      ...(await createProductBatch(
        db,
        storefrontId,
        specs.slice(start, start + BATCH),
        categoryIds,
      )),
    );
  }
  return ids;
}

async function createProductBatch(
  db: Database,
  storefrontId: number,
  specs: ProductSpec[],
  categoryIds: Map<string, number>,
): Promise<number[]> {
  // Variant ids come first so each product is written once, thumbnail variant included: an
  // UPDATE afterwards would leave a dead copy of every row for scans to wade through.
  const variantIds = await reserveIds(
    db,
    'product_variants',
    specs.reduce((n, spec) => n + (spec.variants?.length ?? 0), 0),
  );
  let nextVariant = 0;
  const firstVariants = specs.map((spec) => {
    const first = nextVariant;
    nextVariant += spec.variants?.length ?? 0;
    return first;
  });
  const productRows = specs.map((spec, i) => ({
    ...productRow(storefrontId, spec),
    thumbnailVariantId:
      spec.thumbnailPath && spec.variants?.length
        ? variantIds[firstVariants[i]! + (spec.thumbnailVariant ?? 0)]
        : null,
  }));
  const rows = await db.insert(products).values(productRows).returning({ id: products.id });
  const ids = rows.map((row) => row.id);
  const variantSpecs = specs.flatMap((spec, i) =>
    (spec.variants ?? []).map((variant) => ({
      variant,
      productId: ids[i]!,
      price: productRows[i]!.finalPrice,
    })),
  );
  await insertRows(
    db,
    productVariants,
    variantSpecs.map(({ variant, productId }, i) => ({
      id: variantIds[i],
      storefrontId,
      productId,
      color: variant.color,
      primaryHexColor: variant.primaryHexColor ?? '#000000',
      secondaryHexColor: variant.secondaryHexColor ?? null,
      swatchUrl: variant.swatchUrl ?? null,
      thumbnailPath: variant.thumbnailPath ?? null,
      images: variant.images ?? [],
      discontinued: variant.discontinued ?? false,
      active: variant.active ?? true,
    })),
  );
  await insertRows(
    db,
    productVariantSizes,
    variantSpecs.flatMap(({ variant, price }, i) =>
      (variant.sizes ?? []).map((size) => sizeRow(storefrontId, variantIds[i]!, price, size)),
    ),
  );
  await insertRows(
    db,
    productCategoryLinks,
    specs.flatMap((spec, i) =>
      (spec.categories ?? []).map((slug) => ({
        storefrontId,
        productId: ids[i]!,
        categoryId: categoryIdOf(categoryIds, slug),
      })),
    ),
  );
  await insertRows(
    db,
    productSizeGuides,
    specs.flatMap((spec, i) =>
      (spec.sizeGuides ?? []).map((guide) => ({ storefrontId, productId: ids[i]!, ...guide })),
    ),
  );
  await insertRows(
    db,
    productInputFields,
    specs.flatMap((spec, i) =>
      (spec.inputFields ?? []).map((field) => ({
        storefrontId,
        productId: ids[i]!,
        label: field.label,
        isRequired: field.isRequired ?? false,
      })),
    ),
  );
  return ids;
}

function productRow(storefrontId: number, spec: ProductSpec): typeof products.$inferInsert {
  const {
    categories: _c,
    variants,
    thumbnailVariant: _t,
    sizeGuides: _g,
    inputFields: _f,
    ...columns
  } = spec;
  const prices = (variants ?? []).flatMap((v) =>
    (v.sizes ?? []).map((s) => (typeof s === 'string' ? undefined : s.price)),
  );
  const lowest = Math.min(...prices.filter((p): p is number => p !== undefined));
  return {
    ...columns,
    storefrontId,
    slug: spec.slug ?? slugOf(spec.name),
    finalPrice: spec.finalPrice ?? (Number.isFinite(lowest) ? lowest : 1000),
  };
}

/** A size costs the product's price unless it says otherwise. */
function sizeRow(
  storefrontId: number,
  variantId: number,
  productPrice: number,
  size: string | SizeSpec,
) {
  const { size: label, price, quantity, weightGrams } = typeof size === 'string' ? { size } : size;
  return {
    storefrontId,
    variantId,
    size: label,
    price: price ?? productPrice,
    quantity: quantity ?? 10,
    weightGrams: weightGrams ?? 200,
  };
}

/** Takes `count` ids from a table's id sequence. */
async function reserveIds(db: Database, table: string, count: number): Promise<number[]> {
  if (!count) return [];
  const result = (await db.execute(sql`
    SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id
    FROM generate_series(1, ${count})`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => row.id);
}

/**
 * Inserts rows through one JSON parameter per batch (`jsonb_populate_recordset`) instead of one
 * parameter per value, which is what makes 150,000 sizes quick to build. Every row must give every
 * column it means to set: a missing key is NULL, not the column default.
 */
async function insertRows(db: Database, table: PgTable, rows: Record<string, unknown>[]) {
  if (!rows.length) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!);
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += BATCH * 10) {
    const json = rows
      .slice(start, start + BATCH * 10)
      .map((row) => Object.fromEntries(keys.map((key) => [columns[key]!.name, row[key]])));
    await db.execute(sql`
      INSERT INTO ${table} (${names})
      SELECT ${names} FROM jsonb_populate_recordset(NULL::${table}, ${JSON.stringify(json)}::jsonb)`);
  }
}

function categoryIdOf(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`No category "${slug}" in this fixture.`);
  return id;
}

export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
