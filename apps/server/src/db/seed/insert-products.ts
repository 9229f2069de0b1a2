/** Writes the products with their categories, variants, sizes, size guides and input fields. */
import { and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../client.ts';
import {
  productCategoryLinks,
  productInputFields,
  productSizeGuides,
  products,
  productVariantSizes,
  productVariants,
} from '../schema/index.ts';
import type { PlannedCatalog, StoreIds } from './insert-stores.ts';

/** One size of one colour of a product, as an order line points at it. */
export type Sku = {
  productId: number;
  variantId: number;
  sizeId: number;
  name: string;
  color: string;
  size: string;
  price: number;
  image: string | null;
  warehouseId: number | null;
  isGiftCard: boolean;
};

export type SeededCatalog = StoreIds & {
  /** `${store}/${product}` → id. */
  productIds: Map<string, number>;
  /** `${store}/${product}/${colour}/${size}` → the SKU. */
  skus: Map<string, Sku>;
};

/** Rows per statement, well under PostgreSQL's limit of 65535 parameters. */
const CHUNK = 1000;

async function insertMany<T extends PgTable>(tx: Transaction, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += CHUNK)
    await tx.insert(table).values(rows.slice(i, i + CHUNK));
}

export async function insertProducts(
  tx: Transaction,
  stores: PlannedCatalog[],
  ids: StoreIds,
): Promise<SeededCatalog> {
  const warehouseOf = (store: string, index: number | null) =>
    index === null ? null : ids.warehouseIds.get(store)![index]!;
  const planned = stores.flatMap(({ def, plans }) =>
    plans.map((plan) => ({
      store: def.slug,
      plan,
      storefrontId: ids.storeIds.get(def.slug)!,
      warehouseId: warehouseOf(def.slug, plan.warehouse),
    })),
  );
  const productRows = await tx
    .insert(products)
    .values(
      planned.map((p) => ({
        ...p.plan.row,
        storefrontId: p.storefrontId,
        warehouseId: p.warehouseId,
      })),
    )
    .returning({ id: products.id, slug: products.slug, storefrontId: products.storefrontId });
  const idBySlug = new Map(productRows.map((r) => [`${r.storefrontId}/${r.slug}`, r.id]));
  const owned = planned.map((p) => ({
    ...p,
    productId: idBySlug.get(`${p.storefrontId}/${p.plan.slug}`)!,
  }));

  await insertMany(
    tx,
    productCategoryLinks,
    owned.flatMap(({ store, plan, storefrontId, productId }) =>
      plan.categories.map((slug) => ({
        productId,
        storefrontId,
        categoryId: ids.categoryIds.get(`${store}/${slug}`)!,
      })),
    ),
  );
  await insertMany(
    tx,
    productSizeGuides,
    owned.flatMap(({ plan, storefrontId, productId }) =>
      plan.guides.map((g) => ({ ...g, storefrontId, productId })),
    ),
  );
  await insertMany(
    tx,
    productInputFields,
    owned.flatMap(({ plan, storefrontId, productId }) =>
      plan.inputFields.map((f) => ({ ...f, storefrontId, productId })),
    ),
  );

  const variantRows = await tx
    .insert(productVariants)
    .values(
      owned.flatMap(({ plan, storefrontId, productId }) =>
        plan.variants.map((v) => ({ ...v.row, storefrontId, productId })),
      ),
    )
    .returning({
      id: productVariants.id,
      productId: productVariants.productId,
      color: productVariants.color,
    });
  const variantIds = new Map(variantRows.map((v) => [`${v.productId}/${v.color}`, v.id]));
  const sizeRows = owned.flatMap(({ plan, storefrontId, productId }) =>
    plan.variants.flatMap((v) =>
      v.sizes.map((s) => ({
        ...s,
        storefrontId,
        variantId: variantIds.get(`${productId}/${v.row.color}`)!,
      })),
    ),
  );
  const sizeIds = new Map<string, number>();
  for (let i = 0; i < sizeRows.length; i += CHUNK) {
    const rows = await tx
      .insert(productVariantSizes)
      .values(sizeRows.slice(i, i + CHUNK))
      .returning({
        id: productVariantSizes.id,
        variantId: productVariantSizes.variantId,
        size: productVariantSizes.size,
      });
    for (const s of rows) sizeIds.set(`${s.variantId}/${s.size}`, s.id);
  }

  // The thumbnail variant is the one whose front picture is the product's thumbnail.
  await tx
    .update(products)
    .set({ thumbnailVariantId: sql`${productVariants.id}` })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, products.id),
        eq(productVariants.thumbnailPath, products.thumbnailPath),
      ),
    );

  const skus = new Map<string, Sku>();
  for (const { store, plan, productId, warehouseId } of owned) {
    for (const v of plan.variants) {
      const variantId = variantIds.get(`${productId}/${v.row.color}`)!;
      for (const s of v.sizes) {
        skus.set(`${store}/${plan.slug}/${v.row.color}/${s.size}`, {
          productId,
          variantId,
          sizeId: sizeIds.get(`${variantId}/${s.size}`)!,
          name: plan.row.name,
          color: v.row.color,
          size: s.size,
          price: s.price,
          image: v.row.thumbnailPath ?? null,
          warehouseId,
          isGiftCard: plan.row.isGiftCard ?? false,
        });
      }
    }
  }
  return {
    ...ids,
    productIds: new Map(owned.map((o) => [`${o.store}/${o.plan.slug}`, o.productId])),
    skus,
  };
}
