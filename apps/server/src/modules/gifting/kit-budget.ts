import type { KitBudget } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { listKitsWithLinks } from './gifting.service.ts';

/**
 * What a kit's links spent on orders. Orders and checkout use gifting, so the sum comes from the
 * orders module through app.ts rather than by an import back from here.
 */
export type SpentOnLinks = (db: Database, linkIds: number[]) => Promise<number>;

/** The owner's view: each kit's budget, what it spent and its links open, redeemed, expired. */
export async function listKitBudgets(
  db: Database,
  storefrontId: number,
  spentOnLinks: SpentOnLinks,
): Promise<KitBudget[]> {
  const kits = await listKitsWithLinks(db, storefrontId);
  return Promise.all(
    kits.map(async ({ kit, linkIds, links }) => ({
      name: kit.name,
      token: kit.token,
      amount: kit.amount,
      budget_cents: kit.budgetCents,
      spent_cents: await spentOnLinks(db, linkIds),
      links,
    })),
  );
}
