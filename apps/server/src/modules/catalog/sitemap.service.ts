import type { Database } from '../../db/client.ts';
import {
  findCategories,
  findCategoryProductDates,
  findListableProductDates,
} from './catalog.queries.ts';

/** A catalogue page a sitemap lists: its path and when it last changed. */
export type SitemapPage = { path: string; lastModified: Date };

/**
 * The product and category pages a shopper can reach, each dated by its latest product change.
 * A category counts when listable products are in it or below it (as the category menu shows it).
 */
export async function catalogSitemapPages(
  db: Database,
  storefrontId: number,
  limit: number,
): Promise<SitemapPage[]> {
  const [productDates, categories, categoryDates] = await Promise.all([
    findListableProductDates(db, storefrontId, limit),
    findCategories(db, storefrontId),
    findCategoryProductDates(db, storefrontId),
  ]);
  const latest = new Map<number, Date>();
  const parentOf = new Map(categories.map((row) => [row.id, row.parentId]));
  for (const { categoryId, updatedAt } of categoryDates) {
    // Up the tree, each ancestor keeps its newest date; `seen` stops a loop in bad data.
    const seen = new Set<number>();
    for (let id: number | null = categoryId; id !== null && !seen.has(id);) {
      seen.add(id);
      const known = latest.get(id);
      if (!known || known < updatedAt) latest.set(id, updatedAt);
      id = parentOf.get(id) ?? null;
    }
  }
  return [
    ...categories
      .filter((row) => latest.has(row.id))
      .map((row) => ({ path: `/categories/${row.slug}`, lastModified: latest.get(row.id)! })),
    ...productDates.map((row) => ({ path: `/products/${row.slug}`, lastModified: row.updatedAt })),
  ].slice(0, limit);
}
