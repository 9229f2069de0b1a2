import type { KitBudget } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { spentOnGiftingLinks } from '../orders/index.ts';
import { listKitsWithLinks } from './gifting.service.ts';

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
