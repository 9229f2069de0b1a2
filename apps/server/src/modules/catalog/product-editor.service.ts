import {
  PRODUCT_EDITOR_MESSAGES as M,
  type CategoryChoice,
  type EditableProduct,
  type ProductInput,
  type ProductSaveBody,
  type ProductVariantInput,
} from '@storefront/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { findCategories, type CategoryRow } from './catalog.queries.ts';
import { AppError, invalidData, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import {
  toEditableProduct,
  toProductColumns,
  toProductInput,
  toVariantColumns,
  variantThumbnail,
} from './product-editor.payloads.ts';
import {
  countStoreCategories,
  deleteProductRow,
  deleteSizesExcept,
  deleteVariantsExcept,
  findOwnedProduct,
  findProductGraph,
  findProductUsingPicture,
  findRedirectedSlug,
  findSlugOwner,
  forgetOldSlug,
  insertProduct,
  insertSizes,
  insertVariant,
  replaceCategoryLinks,
  replaceInputFields,
  replaceSizeGuides,
  rememberOldSlug,
  setProductThumbnail,
  setStockIfUnchanged,
  storeHasWarehouse,
  updateProductAtRevision,
  updateSize,
  updateVariant,
} from './product-editor.queries.ts';

/** Whether any order line names the product (the orders module answers; app.ts wires it). */
export type ProductOrdered = (db: Database, productId: number) => Promise<boolean>;

const conflict = (message: string, errors: Record<string, string[]> = {}) =>
  new AppError('conflict', message, errors);

export async function getEditableProduct(
  db: Database | Transaction,
  storefrontId: number,
  productId: number,
): Promise<EditableProduct> {
  const row = await findOwnedProduct(db, storefrontId, productId);
  if (!row) throw notFound(M.notFound);
  return toEditableProduct(row, await findProductGraph(db, productId));
}

/** Slug free in the store, categories and warehouse the store's own: else 409/422 at the field. */
async function checkReferences(
  db: Database | Transaction,
  storefrontId: number,
  input: ProductInput,
  productId: number | null,
) {
  if (await findSlugOwner(db, storefrontId, input.slug, productId))
    throw conflict(M.slugTaken, { slug: [M.slugTaken] });
  const categories = [...new Set(input.category_ids)];
  if ((await countStoreCategories(db, storefrontId, categories)) !== categories.length)
    throw invalidData(M.unknownCategory, { category_ids: [M.unknownCategory] });
  if (input.warehouse_id && !(await storeHasWarehouse(db, storefrontId, input.warehouse_id)))
    throw invalidData(M.unknownWarehouse, { warehouse_id: [M.unknownWarehouse] });
}

/** Size guides, input fields, categories and the thumbnail: written whole on every save. */
async function writeRelations(
  tx: Transaction,
  storefrontId: number,
  productId: number,
  input: ProductInput,
  variantIds: number[],
) {
  await replaceSizeGuides(
    tx,
    productId,
    input.size_guides.map((g) => ({
      storefrontId,
      specificationType: g.specification_type,
      sizes: g.sizes,
    })),
  );
  await replaceInputFields(
    tx,
    productId,
    input.input_fields.map((f) => ({
      id: f.id,
      storefrontId,
      label: f.label,
      isRequired: f.is_required,
    })),
  );
  await replaceCategoryLinks(tx, storefrontId, productId, [...new Set(input.category_ids)]);
  // The thumbnail is the first front picture of the first colour a shopper can pick.
  const index = input.variants.findIndex((v) => v.active && !v.discontinued && v.pictures.length);
  const shown = index < 0 ? null : input.variants[index]!;
  await setProductThumbnail(tx, productId, {
    path: shown ? variantThumbnail(shown) : null,
    variantId: shown ? variantIds[index]! : null,
  });
}

export async function createProduct(
  db: Database,
  storefrontId: number,
  input: ProductInput,
  actor: AuditActor,
): Promise<EditableProduct> {
  await checkReferences(db, storefrontId, input, null);
  return slugGuarded(() =>
    db.transaction(async (tx) => {
      const row = await insertProduct(tx, { storefrontId, ...toProductColumns(input) });
      await forgetOldSlug(tx, storefrontId, input.slug);
      const variantIds: number[] = [];
      for (const variant of input.variants) {
        const id = await insertVariant(tx, row.id, toVariantColumns(storefrontId, variant));
        await insertSizes(
          tx,
          id,
          variant.sizes.map((size) => sizeColumns(storefrontId, size)),
        );
        variantIds.push(id);
      }
      await writeRelations(tx, storefrontId, row.id, input, variantIds);
      const after = await getEditableProduct(tx, storefrontId, row.id);
      await recordAudit(tx, {
        storefrontId,
        actor,
        action: 'product.create',
        subject: input.slug,
        after,
      });
      return after;
    }),
  );
}

/** Two saves racing for one slug: the unique index refuses the second, answered as a clash. */
async function slugGuarded<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.slugTaken, { slug: [M.slugTaken] });
    throw error;
  }
}

const sizeColumns = (storefrontId: number, size: ProductVariantInput['sizes'][number]) => ({
  storefrontId,
  size: size.size,
  price: size.price_cents,
  quantity: size.quantity,
  weightGrams: size.weight_grams,
});

/**
 * Replaces the product's whole graph in one transaction: its fields (only at the revision the
 * editor loaded: else 409), colours and sizes by id (missing ones deleted, new ones added), stock
 * by guarded UPDATEs, size guides, input fields and categories. An old slug keeps answering.
 */
export async function saveProduct(
  db: Database,
  storefrontId: number,
  productId: number,
  body: ProductSaveBody,
  actor: AuditActor,
): Promise<EditableProduct> {
  const { revision, ...input } = body;
  const before = await getEditableProduct(db, storefrontId, productId);
  await checkReferences(db, storefrontId, input, productId);
  checkIds(before, input);
  return slugGuarded(() =>
    db.transaction(async (tx) => {
      const previous = await findOwnedProduct(tx, storefrontId, productId);
      const columns = toProductColumns(input, previous?.decorationMethods);
      if (!(await updateProductAtRevision(tx, productId, revision, columns)))
        throw conflict(M.stale, { revision: [M.stale] });
      if (before.slug !== input.slug)
        await rememberOldSlug(tx, storefrontId, productId, { old: before.slug, new: input.slug });
      const variantIds = await writeVariants(tx, storefrontId, productId, input.variants);
      await writeRelations(tx, storefrontId, productId, input, variantIds);
      const after = await getEditableProduct(tx, storefrontId, productId);
      await recordAudit(tx, {
        storefrontId,
        actor,
        action: 'product.update',
        subject: input.slug,
        before,
        after,
      });
      return after;
    }),
  );
}

/** Ids in the body must be this product's: a colour or size of another product is refused. */
function checkIds(before: EditableProduct, input: ProductInput) {
  const variants = new Map(before.variants.map((v) => [v.id, v]));
  input.variants.forEach((variant, i) => {
    if (variant.id === undefined) return;
    const known = variants.get(variant.id);
    if (!known) throw conflict(M.unknownVariant, { [`variants.${i}`]: [M.unknownVariant] });
    variant.sizes.forEach((size, j) => {
      if (size.id !== undefined && !known.sizes.some((s) => s.id === size.id))
        throw conflict(M.unknownSize, { [`variants.${i}.sizes.${j}`]: [M.unknownSize] });
    });
  });
  const fields = new Set(before.input_fields.map((f) => f.id));
  input.input_fields.forEach((field, i) => {
    if (field.id !== undefined && !fields.has(field.id))
      throw conflict(M.unknownField, { [`input_fields.${i}`]: [M.unknownField] });
  });
}

/** Colours and sizes by id; answers the variant ids in the body's order. */
async function writeVariants(
  tx: Transaction,
  storefrontId: number,
  productId: number,
  variants: ProductVariantInput[],
): Promise<number[]> {
  await deleteVariantsExcept(
    tx,
    productId,
    variants.flatMap((v) => (v.id ? [v.id] : [])),
  );
  const ids: number[] = [];
  for (const [i, variant] of variants.entries()) {
    const columns = toVariantColumns(storefrontId, variant);
    const id = variant.id ?? (await insertVariant(tx, productId, columns));
    if (variant.id) await updateVariant(tx, id, columns);
    await writeSizes(tx, storefrontId, id, variant.sizes, i);
    ids.push(id);
  }
  return ids;
}

async function writeSizes(
  tx: Transaction,
  storefrontId: number,
  variantId: number,
  sizes: ProductVariantInput['sizes'],
  variantIndex: number,
) {
  await deleteSizesExcept(
    tx,
    variantId,
    sizes.flatMap((s) => (s.id ? [s.id] : [])),
  );
  for (const [j, size] of sizes.entries()) {
    if (!size.id) continue;
    await updateSize(tx, size.id, {
      size: size.size,
      price: size.price_cents,
      weightGrams: size.weight_grams,
    });
    // Unchanged stock is left alone, so units an order took meanwhile stay taken.
    // Without the quantity the editor read (an API client), the stock is set as given.
    const loaded = size.loaded_quantity ?? null;
    if (loaded === size.quantity) continue;
    if (!(await setStockIfUnchanged(tx, size.id, { loaded, wanted: size.quantity }))) {
      const path = `variants.${variantIndex}.sizes.${j}.quantity`;
      throw conflict(M.stockChanged, { [path]: [M.stockChanged] });
    }
  }
  await insertSizes(
    tx,
    variantId,
    sizes.filter((s) => !s.id).map((s) => sizeColumns(storefrontId, s)),
  );
}

export async function deleteProduct(
  db: Database,
  storefrontId: number,
  productId: number,
  actor: AuditActor,
  productOrdered: ProductOrdered,
): Promise<EditableProduct> {
  const before = await getEditableProduct(db, storefrontId, productId);
  if (await productOrdered(db, productId)) throw conflict(M.ordered);
  await db.transaction(async (tx) => {
    await deleteProductRow(tx, productId);
    await recordAudit(tx, {
      storefrontId,
      actor,
      action: 'product.delete',
      subject: before.slug,
      before,
    });
  });
  return before;
}

/** A draft copy with a free "-copy" slug, every colour, size, guide and field; stock starts at 0. */
export async function duplicateProduct(
  db: Database,
  storefrontId: number,
  productId: number,
  actor: AuditActor,
): Promise<EditableProduct> {
  const source = toProductInput(await getEditableProduct(db, storefrontId, productId));
  let slug = `${source.slug}-copy`.slice(0, 120);
  for (let n = 2; await findSlugOwner(db, storefrontId, slug, null); n++)
    slug = `${source.slug}-copy-${n}`.slice(0, 120);
  const copy: ProductInput = {
    ...source,
    name: `${source.name} (copy)`.slice(0, 200),
    slug,
    status: 'draft',
    input_fields: source.input_fields.map(({ label, is_required }) => ({ label, is_required })),
    variants: source.variants.map(({ id: _id, sizes, ...variant }) => ({
      ...variant,
      sizes: sizes.map(({ id: _sizeId, loaded_quantity: _loaded, ...size }) => ({
        ...size,
        quantity: 0,
      })),
    })),
  };
  return createProduct(db, storefrontId, copy, actor);
}

/** The current slug for an old one of the store, if a product was renamed away from it. */
export async function findRenamedProductSlug(db: Database, storefrontId: number, slug: string) {
  return findRedirectedSlug(db, storefrontId, slug);
}

/** The name of a product showing the picture with this content hash, if any (media deletes). */
export async function productUsingPicture(db: Database, storefrontId: number, hash: string) {
  return findProductUsingPicture(db, storefrontId, hash);
}

/** Every category of the store, parents before their children, for the editor's multi-pick. */
export async function listCategoryChoices(
  db: Database,
  storefrontId: number,
): Promise<CategoryChoice[]> {
  const rows = await findCategories(db, storefrontId);
  const childrenOf = (parentId: number | null): CategoryRow[] =>
    rows.filter((row) => row.parentId === parentId);
  const walk = (parentId: number | null, depth: number): CategoryChoice[] =>
    childrenOf(parentId).flatMap((row) => [
      { id: row.id, name: row.name, depth },
      ...walk(row.id, depth + 1),
    ]);
  return walk(null, 0);
}
