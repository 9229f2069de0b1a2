import type { MenuEntry } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { storefronts } from '../../db/schema/index.ts';

/**
 * Points the store's menu entries that lead to the category `from` at its new slug `to`, in the
 * live menu and in the draft's, so a renamed category's links keep working. Answers how many
 * entries changed. The draft's revision stays: this follows a rename, it is no edit of the draft.
 */
export async function followCategorySlug(
  tx: Transaction,
  storefrontId: number,
  from: string,
  to: string,
): Promise<number> {
  const [store] = await tx
    .select({ menu: storefronts.menu, previewData: storefronts.previewData })
    .from(storefronts)
    .where(eq(storefronts.id, storefrontId))
    .for('update');
  if (!store) return 0;
  const live = relink(store.menu, from, to);
  const draftMenu = store.previewData?.menu as MenuEntry[] | undefined;
  const draft = draftMenu ? relink(draftMenu, from, to) : { menu: undefined, changed: 0 };
  if (live.changed + draft.changed === 0) return 0;
  await tx
    .update(storefronts)
    .set({
      menu: live.menu,
      ...(draft.changed && { previewData: { ...store.previewData, menu: draft.menu } }),
    })
    .where(eq(storefronts.id, storefrontId));
  return live.changed + draft.changed;
}

function relink(menu: MenuEntry[], from: string, to: string) {
  let changed = 0;
  const walk = (entries: MenuEntry[]): MenuEntry[] =>
    entries.map((entry) => {
      const leads = entry.item?.type === 'category' && entry.item.url === from;
      if (leads) changed++;
      return {
        ...entry,
        item: leads ? { type: 'category', url: to } : entry.item,
        children: walk(entry.children),
      };
    });
  const result = walk(menu);
  return { menu: result, changed };
}
