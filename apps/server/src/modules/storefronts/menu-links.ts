import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { storefrontPages, storefronts } from '../../db/schema/index.ts';

/**
 * Points every link of the store to the category `from` at its new slug `to`: menu entries and
 * page sections (a category link `{ type: 'category', url }`, a product grid's `categorySlug`),
 * live and in the draft, so a re-slugged category's links keep working. Answers how many links
 * changed. The draft's revision stays: this follows a rename, it is no edit of the draft.
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
  let total = 0;
  const follow = <T>(value: T): T => {
    const { result, changed } = relink(value, from, to);
    total += changed;
    return result;
  };
  const menu = follow(store.menu);
  const previewData = follow(store.previewData);
  if (total)
    await tx.update(storefronts).set({ menu, previewData }).where(eq(storefronts.id, storefrontId));
  const pages = await tx
    .select({ id: storefrontPages.id, sections: storefrontPages.sections })
    .from(storefrontPages)
    .where(eq(storefrontPages.storefrontId, storefrontId));
  for (const page of pages) {
    const before = total;
    const sections = follow(page.sections);
    if (total > before)
      await tx.update(storefrontPages).set({ sections }).where(eq(storefrontPages.id, page.id));
  }
  return total;
}

/** A copy of JSON `value` with its links to the category `from` leading to `to`. */
function relink<T>(value: T, from: string, to: string): { result: T; changed: number } {
  let changed = 0;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const entries = Object.entries(node as Record<string, unknown>);
    const isLink = entries.some(([k, v]) => k === 'type' && v === 'category');
    return Object.fromEntries(
      entries.map(([key, child]) => {
        const leads = (isLink && key === 'url') || key === 'categorySlug';
        if (leads && child === from) {
          changed++;
          return [key, to];
        }
        return [key, walk(child)];
      }),
    );
  };
  return { result: walk(value) as T, changed };
}
