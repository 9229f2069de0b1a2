import { BULK_PRODUCTS_MAX, type BulkProductRequest } from '@storefront/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { invalidData } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import type { StorefrontRow } from '../storefronts/index.ts';
import { findAdminProductIds } from './product-admin-list.queries.ts';
import { adminFilterOf } from './product-admin-list.service.ts';
import { lockProducts } from './product-locks.ts';
import {
  categoryExists,
  discontinuedDiffers,
  insertColourIntoProducts,
  insertSizeIntoProducts,
  linkProductsToCategory,
  refreshFinalPrices,
  statusDiffers,
  touchProducts,
  unlinkProductsFromOtherCategories,
  updateProductsWhereDifferent,
} from './product-bulk.queries.ts';

type Target = { storefrontId: number; productIds: number[] };

/** The chosen products of this store, or all the filter matches (refused beyond the limit). */
async function targetOf(
  db: Database,
  store: StorefrontRow,
  request: BulkProductRequest,
): Promise<Target> {
  if (request.product_ids)
    return { storefrontId: store.id, productIds: [...new Set(request.product_ids)] };
  const filter = adminFilterOf(store, request.filter!);
  const ids = await findAdminProductIds(db, filter, BULK_PRODUCTS_MAX + 1);
  if (ids.length > BULK_PRODUCTS_MAX) {
    const message = `More than ${BULK_PRODUCTS_MAX} products match: narrow the search or filters.`;
    throw invalidData(message, { filter: [message] });
  }
  return { storefrontId: store.id, productIds: ids };
}

async function requireCategory(tx: Transaction, storefrontId: number, categoryId: number) {
  if (await categoryExists(tx, storefrontId, categoryId)) return;
  const message = 'No such category in this store.';
  throw invalidData(message, { category_id: [message] });
}

/** Applies the action to the target; answers the products it changed. */
async function applyAction(
  tx: Transaction,
  target: Target,
  request: BulkProductRequest,
): Promise<number[]> {
  switch (request.action) {
    case 'publish':
    case 'unpublish': {
      const status = request.action === 'publish' ? 'published' : 'draft';
      return updateProductsWhereDifferent(tx, target, { status }, statusDiffers(status));
    }
    case 'discontinue':
    case 'restore': {
      const discontinued = request.action === 'discontinue';
      return updateProductsWhereDifferent(
        tx,
        target,
        { discontinued },
        discontinuedDiffers(discontinued),
      );
    }
    case 'add_to_category':
    case 'move_to_category': {
      await requireCategory(tx, target.storefrontId, request.category_id);
      const linked = await linkProductsToCategory(tx, target, request.category_id);
      const unlinked =
        request.action === 'move_to_category'
          ? await unlinkProductsFromOtherCategories(tx, target, request.category_id)
          : [];
      const changed = [...new Set([...linked, ...unlinked])];
      await touchProducts(tx, { ...target, productIds: changed });
      return changed;
    }
    case 'add_colour':
    case 'add_size': {
      const changed =
        request.action === 'add_colour'
          ? await insertColourIntoProducts(tx, target, {
              color: request.color,
              primaryHex: request.primary_hex_color,
              secondaryHex: request.secondary_hex_color,
              sizes: request.sizes,
            })
          : await insertSizeIntoProducts(tx, target, request);
      await refreshFinalPrices(tx, { ...target, productIds: changed });
      return changed;
    }
  }
}

/** One bulk action in one transaction, audited once with the products it changed. */
export async function applyBulkAction(
  db: Database,
  store: StorefrontRow,
  request: BulkProductRequest,
  actor: AuditActor,
): Promise<{ changed: number; unchanged: number }> {
  const target = await targetOf(db, store, request);
  const changed = await db.transaction(async (tx) => {
    // In id order before any statement of the action locks them its own way (no deadlock).
    await lockProducts(tx, store.id, { ids: target.productIds });
    const ids = target.productIds.length ? await applyAction(tx, target, request) : [];
    if (ids.length) {
      const { product_ids: _ids, filter: _filter, ...details } = request;
      await recordAudit(tx, {
        storefrontId: store.id,
        actor,
        action: `products.${request.action}`,
        subject: `${ids.length} products`,
        after: { ...details, product_ids: ids.sort((a, b) => a - b) },
      });
    }
    return ids.length;
  });
  return { changed, unchanged: target.productIds.length - changed };
}
