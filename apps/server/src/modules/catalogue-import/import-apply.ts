import { isDeepStrictEqual } from 'node:util';
import type { Transaction } from '../../db/client.ts';
import type { PlannedColour, PlannedProduct, Plan } from './import-plan.ts';
import {
  deleteCreated,
  fillThumbnailVariants,
  loadProductsById,
  replaceCategoryLinks,
  upsertProducts,
  upsertSizes,
  upsertVariants,
  type NewProductRow,
  type ProductRow,
  type SizeRow,
  type StoredProduct,
  type VariantRow,
} from './import.queries.ts';

/**
 * The rows an apply touched, each as it was (or is): null for one the apply created. Kept as
 * JSON on the import, so a rollback restores the before-image while the after-image still
 * matches the catalogue (nothing newer touched those rows).
 */
export type RowsImage = {
  products: [number, ProductRow | null][];
  categories: [number, number[] | null][];
  variants: [number, VariantRow | null][];
  sizes: [number, SizeRow | null][];
};

const touched = (product: PlannedProduct) =>
  product.changed || product.colours.some((c) => c.changed || c.sizes.some((s) => s.changed));

const thumbnailOf = (colour: PlannedColour) =>
  (colour.images.find((image) => image.type === 'frontImage') ?? colour.images[0])?.full_path ??
  null;

/** The product's row: its fields, with what its list shows following its sizes and colours. */
function productRow(storefrontId: number, product: PlannedProduct, now: Date): NewProductRow {
  const f = product.fields;
  const prices = product.colours.flatMap((c) => c.sizes.map((s) => s.fields.price_cents));
  const stored = product.stored?.row;
  const methods = stored?.decorationMethods ?? [];
  const thumbnailColour =
    product.colours.find((c) => c.row && c.row.id === stored?.thumbnailVariantId) ??
    product.colours[0]!;
  return {
    ...stored,
    storefrontId,
    slug: product.slug,
    name: f.name,
    brand: f.brand,
    lineName: f.line_name,
    status: f.status,
    shortDescription: f.short_description,
    description: f.description,
    copyUnderneathDescription: f.copy_underneath_description,
    decorationMethods: f.decoration_methods.map((name, i) => ({
      id: methods.find((m) => m.name === name)?.id ?? i + 1,
      name,
    })),
    isCustom: f.is_custom,
    isGiftCard: f.is_gift_card,
    discontinued: f.discontinued,
    disabled: f.disabled,
    libraryApproved: f.library_approved,
    needAttention: f.need_attention ? 1 : 0,
    startPublishDate: f.start_publish_date ? new Date(f.start_publish_date) : null,
    endPublishDate: f.end_publish_date ? new Date(f.end_publish_date) : null,
    totalCost: f.total_cost_cents,
    margin: f.margin_cents,
    finalPrice: Math.min(...prices),
    thumbnailPath: thumbnailOf(thumbnailColour),
    updatedAt: now,
  };
}

function variantRow(storefrontId: number, productId: number, colour: PlannedColour) {
  return {
    id: colour.row?.id,
    storefrontId,
    productId,
    color: colour.color,
    primaryHexColor: colour.fields.primary_hex_color,
    secondaryHexColor: colour.fields.secondary_hex_color,
    swatchUrl: colour.swatchUrl,
    thumbnailPath: thumbnailOf(colour),
    images: colour.images,
    discontinued: colour.row?.discontinued ?? false,
    active: colour.row?.active ?? true,
  };
}

/** The image of the given rows as the catalogue has them now (JSON, as the import keeps it). */
export async function imageOf(
  tx: Transaction,
  ids: { products: number[]; variants: number[]; sizes: number[] },
): Promise<RowsImage> {
  const stored = await loadProductsById(tx, ids.products);
  return JSON.parse(JSON.stringify(pick(stored, ids))) as RowsImage;
}

function pick(
  stored: Map<number, StoredProduct>,
  ids: { products: number[]; variants: number[]; sizes: number[] },
): RowsImage {
  const variants = new Map<number, StoredProduct['variants'][number]>();
  for (const p of stored.values()) for (const v of p.variants) variants.set(v.row.id, v);
  const sizes = new Map([...variants.values()].flatMap((v) => v.sizes.map((s) => [s.id, s])));
  return {
    products: ids.products.map((id) => [id, stored.get(id)?.row ?? null]),
    categories: ids.products.map((id) => [id, stored.get(id)?.categoryIds ?? null]),
    variants: ids.variants.map((id) => [id, variants.get(id)?.row ?? null]),
    sizes: ids.sizes.map((id) => [id, sizes.get(id) ?? null]),
  };
}

/** Ids of the rows in an image. */
export const idsOf = (image: RowsImage) => ({
  products: image.products.map(([id]) => id),
  variants: image.variants.map(([id]) => id),
  sizes: image.sizes.map(([id]) => id),
});

type Progress = (done: number, total: number) => void;

/**
 * Writes a checked plan in a few statements per table (the transaction is the caller's) and
 * answers the before- and after-image of every row it touched.
 */
export async function writePlan(
  tx: Transaction,
  storefrontId: number,
  plan: Plan,
  progress: Progress,
): Promise<{ before: RowsImage; after: RowsImage }> {
  const now = new Date();
  const products = plan.products.filter(touched);
  const total =
    products.length +
    products.reduce(
      (n, p) =>
        n +
        p.colours.filter((c) => c.changed).length +
        p.colours.flatMap((c) => c.sizes.filter((s) => s.changed)).length,
      0,
    );
  let done = 0;
  const step = (rows: number) => progress((done += rows), total);

  const stored = new Map(
    products.filter((p) => p.stored).map((p) => [p.stored!.row.id, p.stored!]),
  );
  const changedIds = {
    products: [...stored.keys()],
    variants: products.flatMap((p) =>
      p.colours.filter((c) => c.changed && c.row).map((c) => c.row!.id),
    ),
    sizes: products.flatMap((p) =>
      p.colours.flatMap((c) => c.sizes.filter((s) => s.changed && s.id).map((s) => s.id!)),
    ),
  };
  const before = JSON.parse(JSON.stringify(pick(stored, changedIds))) as RowsImage;

  const rows = products.map((p) => productRow(storefrontId, p, now));
  const newIds = await upsertProducts(tx, rows, step);
  const fresh = products.filter((p) => !p.stored);
  const productIdOf = new Map(fresh.map((p, i) => [p, newIds[i]!]));
  for (const p of products) if (p.stored) productIdOf.set(p, p.stored.row.id);

  const colours = products.flatMap((p) =>
    p.colours.filter((c) => c.changed).map((c) => ({ p, c })),
  );
  const variantIds = await upsertVariants(
    tx,
    colours.map(({ p, c }) => variantRow(storefrontId, productIdOf.get(p)!, c)),
    step,
  );
  const variantIdOf = new Map(
    colours.filter(({ c }) => !c.row).map(({ c }, i) => [c, variantIds[i]!]),
  );
  for (const p of products) for (const c of p.colours) if (c.row) variantIdOf.set(c, c.row.id);

  const sizes = products.flatMap((p) =>
    p.colours.flatMap((c) => c.sizes.filter((s) => s.changed).map((s) => ({ c, s }))),
  );
  const sizeIds = await upsertSizes(
    tx,
    sizes.map(({ c, s }) => ({
      id: s.id,
      storefrontId,
      variantId: variantIdOf.get(c)!,
      size: s.size,
      price: s.fields.price_cents,
      quantity: s.fields.quantity,
      weightGrams: s.fields.weight_grams ?? 0,
    })),
    step,
  );

  const links = products
    .filter((p) => !isDeepStrictEqual(p.categoryIds, p.stored?.categoryIds ?? []))
    .map((p) => ({ productId: productIdOf.get(p)!, categoryIds: p.categoryIds }));
  await replaceCategoryLinks(tx, storefrontId, links);
  await fillThumbnailVariants(tx, newIds);

  // Rows the apply created have no before-image: a rollback deletes them.
  before.products.push(...newIds.map((id): [number, null] => [id, null]));
  before.categories.push(...newIds.map((id): [number, null] => [id, null]));
  const newVariantIds = [...variantIdOf].filter(([c]) => !c.row).map(([, id]) => id);
  before.variants.push(...newVariantIds.map((id): [number, null] => [id, null]));
  const newSizeIds = sizeIds;
  before.sizes.push(...newSizeIds.map((id): [number, null] => [id, null]));
  return { before, after: await imageOf(tx, idsOf(before)) };
}

const revive = (row: ProductRow) => ({
  ...row,
  createdAt: new Date(row.createdAt),
  updatedAt: new Date(row.updatedAt),
  startPublishDate: row.startPublishDate && new Date(row.startPublishDate),
  endPublishDate: row.endPublishDate && new Date(row.endPublishDate),
});

/** Puts every row of a before-image back as it was, and removes what the apply created. */
export async function restoreImage(tx: Transaction, storefrontId: number, before: RowsImage) {
  const created = (rows: [number, unknown][]) => rows.filter(([, row]) => !row).map(([id]) => id);
  const kept = <T>(rows: [number, T | null][]) => rows.flatMap(([, row]) => (row ? [row] : []));
  const none = () => undefined;
  await deleteCreated(tx, {
    products: created(before.products),
    variants: created(before.variants),
    sizes: created(before.sizes),
  });
  await upsertProducts(tx, kept(before.products).map(revive), none);
  await upsertVariants(tx, kept(before.variants), none);
  await upsertSizes(tx, kept(before.sizes), none);
  await replaceCategoryLinks(
    tx,
    storefrontId,
    before.categories.flatMap(([productId, categoryIds]) =>
      categoryIds ? [{ productId, categoryIds }] : [],
    ),
  );
}
