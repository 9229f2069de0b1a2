import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { Executor } from '../../db/rows.ts';
import {
  productCategories,
  productCategoryLinks,
  productInputFields,
  products,
  productSizeGuides,
  productSlugRedirects,
  productVariants,
  productVariantSizes,
  warehouses,
} from '../../db/schema/index.ts';

export type ProductEditRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type VariantFields = Omit<typeof productVariants.$inferInsert, 'id' | 'productId'>;
export type SizeFields = Omit<typeof productVariantSizes.$inferInsert, 'id' | 'variantId'>;
export type SizeGuideFields = Omit<typeof productSizeGuides.$inferInsert, 'id' | 'productId'>;
export type InputFieldFields = Omit<typeof productInputFields.$inferInsert, 'id' | 'productId'>;

/** Any product of the store, listed or not (the owner sees drafts and discontinued ones too). */
export async function findOwnedProduct(db: Executor, storefrontId: number, productId: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.storefrontId, storefrontId), eq(products.id, productId)));
  return row;
}

/** Every variant of the product with its sizes, including inactive and discontinued ones. */
export async function findProductGraph(db: Executor, productId: number) {
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id));
  const sizes = variants.length
    ? await db
        .select()
        .from(productVariantSizes)
        .where(
          inArray(
            productVariantSizes.variantId,
            variants.map((v) => v.id),
          ),
        )
        .orderBy(asc(productVariantSizes.id))
    : [];
  const [guides, fields, links, redirects] = await Promise.all([
    db
      .select()
      .from(productSizeGuides)
      .where(eq(productSizeGuides.productId, productId))
      .orderBy(asc(productSizeGuides.id)),
    db
      .select()
      .from(productInputFields)
      .where(eq(productInputFields.productId, productId))
      .orderBy(asc(productInputFields.id)),
    db
      .select({ id: productCategoryLinks.categoryId })
      .from(productCategoryLinks)
      .where(eq(productCategoryLinks.productId, productId)),
    db
      .select({ slug: productSlugRedirects.slug })
      .from(productSlugRedirects)
      .where(eq(productSlugRedirects.productId, productId))
      .orderBy(asc(productSlugRedirects.slug)),
  ]);
  return {
    variants,
    sizes,
    guides,
    fields,
    categoryIds: links.map((l) => l.id).sort((a, b) => a - b),
    oldSlugs: redirects.map((r) => r.slug),
  };
}
export type ProductGraph = Awaited<ReturnType<typeof findProductGraph>>;

/** The id of another product of the store that uses `slug`, if one does. */
export async function findSlugOwner(
  db: Executor,
  storefrontId: number,
  slug: string,
  exceptProductId: number | null,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.storefrontId, storefrontId),
        eq(products.slug, slug),
        exceptProductId === null ? undefined : ne(products.id, exceptProductId),
      ),
    );
  return row?.id;
}

/** How many of `ids` are categories of the store. */
export async function countStoreCategories(db: Executor, storefrontId: number, ids: number[]) {
  if (!ids.length) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productCategories)
    .where(
      and(eq(productCategories.storefrontId, storefrontId), inArray(productCategories.id, ids)),
    );
  return row?.n ?? 0;
}

export async function storeHasWarehouse(db: Executor, storefrontId: number, id: number) {
  const [row] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.storefrontId, storefrontId), eq(warehouses.id, id)));
  return Boolean(row);
}

export async function insertProduct(tx: Transaction, row: NewProductRow) {
  const [created] = await tx.insert(products).values(row).returning();
  return created!;
}

/** Writes the product's own fields only if it is still at `revision`; undefined when not. */
export async function updateProductAtRevision(
  tx: Transaction,
  productId: number,
  revision: number,
  changes: Partial<NewProductRow>,
) {
  const [row] = await tx
    .update(products)
    .set({ ...changes, revision: sql`${products.revision} + 1`, updatedAt: sql`now()` })
    .where(and(eq(products.id, productId), eq(products.revision, revision)))
    .returning();
  return row;
}

export async function setProductThumbnail(
  tx: Transaction,
  productId: number,
  thumbnail: { path: string | null; variantId: number | null },
) {
  await tx
    .update(products)
    .set({ thumbnailPath: thumbnail.path, thumbnailVariantId: thumbnail.variantId })
    .where(eq(products.id, productId));
}

export async function deleteProductRow(tx: Transaction, productId: number) {
  await tx.delete(products).where(eq(products.id, productId));
}

/** The old slug answers for the product from now on; the new one stops being a redirect. */
export async function rememberOldSlug(
  tx: Transaction,
  storefrontId: number,
  productId: number,
  slugs: { old: string; new: string },
) {
  await tx
    .delete(productSlugRedirects)
    .where(
      and(
        eq(productSlugRedirects.storefrontId, storefrontId),
        eq(productSlugRedirects.slug, slugs.new),
      ),
    );
  await tx
    .insert(productSlugRedirects)
    .values({ storefrontId, slug: slugs.old, productId })
    .onConflictDoUpdate({
      target: [productSlugRedirects.storefrontId, productSlugRedirects.slug],
      set: { productId },
    });
}

/** A new product's slug may have been another product's old one: the live product wins. */
export async function forgetOldSlug(tx: Transaction, storefrontId: number, slug: string) {
  await tx
    .delete(productSlugRedirects)
    .where(
      and(eq(productSlugRedirects.storefrontId, storefrontId), eq(productSlugRedirects.slug, slug)),
    );
}

/** The current slug of the product an old slug of the store points to. */
export async function findRedirectedSlug(db: Executor, storefrontId: number, oldSlug: string) {
  const [row] = await db
    .select({ slug: products.slug })
    .from(productSlugRedirects)
    .innerJoin(products, eq(products.id, productSlugRedirects.productId))
    .where(
      and(
        eq(productSlugRedirects.storefrontId, storefrontId),
        eq(productSlugRedirects.slug, oldSlug),
      ),
    );
  return row?.slug;
}

export async function deleteVariantsExcept(tx: Transaction, productId: number, keep: number[]) {
  await tx
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        keep.length ? notInArray(productVariants.id, keep) : undefined,
      ),
    );
}

export async function insertVariant(
  tx: Transaction,
  productId: number,
  fields: VariantFields,
): Promise<number> {
  const [row] = await tx
    .insert(productVariants)
    .values({ ...fields, productId })
    .returning({ id: productVariants.id });
  return row!.id;
}

export async function updateVariant(tx: Transaction, variantId: number, fields: VariantFields) {
  await tx.update(productVariants).set(fields).where(eq(productVariants.id, variantId));
}

export async function deleteSizesExcept(tx: Transaction, variantId: number, keep: number[]) {
  await tx
    .delete(productVariantSizes)
    .where(
      and(
        eq(productVariantSizes.variantId, variantId),
        keep.length ? notInArray(productVariantSizes.id, keep) : undefined,
      ),
    );
}

export async function insertSizes(tx: Transaction, variantId: number, sizes: SizeFields[]) {
  if (sizes.length)
    await tx.insert(productVariantSizes).values(sizes.map((size) => ({ ...size, variantId })));
}

/** Everything of a size but its stock, which setStockIfUnchanged writes. */
export async function updateSize(
  tx: Transaction,
  sizeId: number,
  fields: Omit<SizeFields, 'quantity' | 'storefrontId'>,
) {
  await tx.update(productVariantSizes).set(fields).where(eq(productVariantSizes.id, sizeId));
}

/**
 * Sets a size's stock only if it still holds what the editor read (the same guarded UPDATE as
 * reserveStock): false when an order took or returned units meanwhile. Unguarded when the
 * caller read nothing (`loaded` null).
 */
export async function setStockIfUnchanged(
  tx: Transaction,
  sizeId: number,
  stock: { loaded: number | null; wanted: number },
): Promise<boolean> {
  const unchanged =
    stock.loaded === null ? undefined : eq(productVariantSizes.quantity, stock.loaded);
  const rows = await tx
    .update(productVariantSizes)
    .set({ quantity: stock.wanted })
    .where(and(eq(productVariantSizes.id, sizeId), unchanged))
    .returning({ id: productVariantSizes.id });
  return rows.length === 1;
}

export async function replaceSizeGuides(
  tx: Transaction,
  productId: number,
  guides: SizeGuideFields[],
) {
  await tx.delete(productSizeGuides).where(eq(productSizeGuides.productId, productId));
  if (guides.length)
    await tx.insert(productSizeGuides).values(guides.map((guide) => ({ ...guide, productId })));
}

/** Keeps the fields listed by id (updated), drops the others, adds the new ones. */
export async function replaceInputFields(
  tx: Transaction,
  productId: number,
  fields: (InputFieldFields & { id?: number })[],
) {
  const kept = fields.flatMap((field) => (field.id ? [field.id] : []));
  await tx
    .delete(productInputFields)
    .where(
      and(
        eq(productInputFields.productId, productId),
        kept.length ? notInArray(productInputFields.id, kept) : undefined,
      ),
    );
  for (const { id, ...field } of fields) {
    if (id)
      await tx
        .update(productInputFields)
        .set(field)
        .where(and(eq(productInputFields.id, id), eq(productInputFields.productId, productId)));
    else await tx.insert(productInputFields).values({ ...field, productId });
  }
}

export async function replaceCategoryLinks(
  tx: Transaction,
  storefrontId: number,
  productId: number,
  categoryIds: number[],
) {
  await tx.delete(productCategoryLinks).where(eq(productCategoryLinks.productId, productId));
  if (categoryIds.length)
    await tx
      .insert(productCategoryLinks)
      .values(categoryIds.map((categoryId) => ({ productId, categoryId, storefrontId })));
}

/**
 * The first product or variant of the store that shows a picture whose URLs carry `hash` (the
 * file and each of its variants do): as thumbnail, gallery picture, swatch or extra photo.
 */
export async function findProductUsingPicture(db: Executor, storefrontId: number, hash: string) {
  const like = `%${hash}%`;
  const [row] = await db
    .select({ name: products.name })
    .from(products)
    .where(
      and(
        eq(products.storefrontId, storefrontId),
        sql`(${products.thumbnailPath} LIKE ${like} OR ${products.additionalPhotos}::text LIKE ${like}
          OR EXISTS (SELECT 1 FROM ${productVariants} v WHERE v.product_id = ${products.id}
            AND (v.swatch_url LIKE ${like} OR v.thumbnail_path LIKE ${like} OR v.images::text LIKE ${like})))`,
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
  return row?.name;
}
