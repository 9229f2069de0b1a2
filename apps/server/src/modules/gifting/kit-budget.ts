import type { KitBudget } from '@storefront/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { spentOnGiftingLinks } from '../orders/orders.service.ts';
import { listKitsWithLinks, lockKitBudget } from './gifting.service.ts';

/**
 * Inside the order's transaction, before the order is recorded: true when the kit's budget
 * (none means open-ended) covers what its orders spent plus `total`. The kit stays locked until
 * the transaction ends, so two orders cannot both take the last of it.
 */
export async function kitBudgetCovers(
  tx: Transaction,
  kitId: number,
  total: number,
): Promise<boolean> {
  const { budgetCents, linkIds } = await lockKitBudget(tx, kitId);
  if (budgetCents === null) return true;
  return (await spentOnGiftingLinks(tx, linkIds)) + total <= budgetCents;
}

/** The owner's view: each kit's budget, what it spent and its links open, redeemed, expired. */
export async function listKitBudgets(db: Database, storefrontId: number): Promise<KitBudget[]> {
  const kits = await listKitsWithLinks(db, storefrontId);
  return Promise.all(
    kits.map(async ({ kit, linkIds, links }) => ({
      name: kit.name,
      token: kit.token,
      amount: kit.amount,
      budget_cents: kit.budgetCents,
      spent_cents: await spentOnGiftingLinks(db, linkIds),
      links,
    })),
  );
}
