import {
  pageMeta,
  type LowStockPage,
  type LowStockQuery,
  type SizeStock,
  type StockAdjustBody,
  type StockConflict,
} from '@storefront/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { invalidData } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { releaseStock, reserveStock, setStock } from './catalog.queries.ts';
import {
  findLowStock,
  findSizeStock,
  lockSizes,
  updateLowStockThreshold,
} from './stock.queries.ts';

type Change = { storefrontId: number; actor: AuditActor };

const NO_SUCH_SIZE = 'No such size in this store.';

/** One page of the store's sizes running low. */
export async function getLowStock(
  db: Database,
  store: { id: number; lowStockThreshold: number },
  query: LowStockQuery,
): Promise<LowStockPage> {
  const { rows, total } = await findLowStock(db, store.id, store.lowStockThreshold, {
    limit: query.rows,
    offset: (query.page - 1) * query.rows,
  });
  return {
    data: rows,
    total,
    ...pageMeta(total, query.page, query.rows),
    threshold: store.lowStockThreshold,
  };
}

export async function setLowStockThreshold(
  db: Database,
  change: Change,
  before: number,
  threshold: number,
) {
  await db.transaction(async (tx) => {
    await updateLowStockThreshold(tx, change.storefrontId, threshold);
    await recordAudit(tx, {
      ...change,
      action: 'stock.threshold',
      before: { low_stock_threshold: before },
      after: { low_stock_threshold: threshold },
    });
  });
}

/** Thrown inside the transaction to undo every change of the request. */
class StockRefused extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super('Stock changed meanwhile.');
  }
}

export type StockAdjustResult =
  { ok: true; sizes: SizeStock[] } | { ok: false; conflict: StockConflict };

/**
 * Applies every change or none, each with the checkout's guarded statements: a decrease never
 * takes stock below zero and a `set` with `expected` applies only while the count still holds,
 * so an order placed meanwhile is never lost. A refused change answers the counts now.
 */
export async function adjustStock(
  db: Database,
  change: Change,
  adjustments: StockAdjustBody,
): Promise<StockAdjustResult> {
  const ids = adjustments.map((a) => a.size_id);
  try {
    const sizes = await db.transaction(async (tx) => {
      const before = await lockSizes(tx, change.storefrontId, ids);
      const unknown = adjustments.flatMap((a, i): [string, string[]][] =>
        before.has(a.size_id) ? [] : [[`${i}.size_id`, [NO_SUCH_SIZE]]],
      );
      if (unknown.length) throw invalidData(NO_SUCH_SIZE, Object.fromEntries(unknown));
      const refused: [string, string[]][] = [];
      for (const [i, adjustment] of adjustments.entries()) {
        if (!(await apply(tx, adjustment))) refused.push(refusal(i, adjustment));
      }
      if (refused.length) throw new StockRefused(Object.fromEntries(refused));
      const after = await findSizeStock(tx, change.storefrontId, ids);
      await recordAudit(tx, {
        ...change,
        action: 'stock.adjust',
        before: ids.map((id) => ({ size_id: id, quantity: before.get(id) })),
        after,
      });
      return after;
    });
    return { ok: true, sizes };
  } catch (error) {
    if (!(error instanceof StockRefused)) throw error;
    const current = await findSizeStock(db, change.storefrontId, ids);
    return {
      ok: false,
      conflict: { message: 'The stock changed meanwhile.', errors: error.errors, current },
    };
  }
}

function apply(tx: Transaction, { size_id, delta, set, expected }: StockAdjustBody[number]) {
  if (set !== undefined) return setStock(tx, size_id, set, expected);
  if (delta! < 0) return reserveStock(tx, size_id, -delta!);
  return releaseStock(tx, size_id, delta!).then(() => true);
}

function refusal(i: number, { set }: StockAdjustBody[number]): [string, string[]] {
  return set !== undefined
    ? [`${i}.expected`, ['The stock changed meanwhile: check the count and try again.']]
    : [`${i}.delta`, ['Not that many left in stock.']];
}
