import type { PreviewData, StorefrontStatus } from '@storefront/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { storefrontPages, storefronts } from '../../db/schema/index.ts';

export type StorefrontRow = typeof storefronts.$inferSelect;

export async function findStorefrontByDomain(db: Database, domain: string) {
  const [row] = await db.select().from(storefronts).where(eq(storefronts.domain, domain)).limit(1);
  return row;
}

export async function findStorefrontBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(storefronts).where(eq(storefronts.slug, slug)).limit(1);
  return row;
}

export async function listStorefrontPages(db: Database, storefrontId: number) {
  return db
    .select()
    .from(storefrontPages)
    .where(eq(storefrontPages.storefrontId, storefrontId))
    .orderBy(asc(storefrontPages.position), asc(storefrontPages.id));
}

export async function updateStorefrontSso(db: Database, slug: string, sso: StorefrontRow['sso']) {
  await db.update(storefronts).set({ sso }).where(eq(storefronts.slug, slug));
}

export async function updateStorefrontPreview(
  db: Database,
  storefrontId: number,
  previewData: PreviewData | null,
) {
  await db.update(storefronts).set({ previewData }).where(eq(storefronts.id, storefrontId));
}

export async function updateStorefrontStatus(
  db: Database | Transaction,
  storefrontId: number,
  status: StorefrontStatus,
) {
  await db.update(storefronts).set({ status }).where(eq(storefronts.id, storefrontId));
}

/** Every store, oldest first: the operator's list. */
export async function listStorefronts(db: Database) {
  return db.select().from(storefronts).orderBy(asc(storefronts.createdAt), asc(storefronts.id));
}

export async function findStorefrontById(db: Database, id: number) {
  const [row] = await db.select().from(storefronts).where(eq(storefronts.id, id)).limit(1);
  return row;
}

/** A new store with its pages; undefined when its slug or domain is taken. */
export async function insertStorefront(
  db: Database,
  store: typeof storefronts.$inferInsert,
  pages: Omit<typeof storefrontPages.$inferInsert, 'storefrontId'>[],
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(storefronts).values(store).onConflictDoNothing().returning();
    if (!row) return undefined;
    await tx.insert(storefrontPages).values(pages.map((p) => ({ ...p, storefrontId: row.id })));
    return row;
  });
}

/**
 * Does the store's published or draft configuration (logo, settings, menu, preview, pages) hold
 * `text` anywhere? A plain substring search of their JSON: `text` is matched literally.
 */
export async function storefrontMentions(db: Database, storefrontId: number, text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [inStore] = await db
    .select({ id: storefronts.id })
    .from(storefronts)
    .where(
      and(
        eq(storefronts.id, storefrontId),
        sql`concat_ws(' ', ${storefronts.logo}, ${storefronts.settings}::text, ${storefronts.menu}::text, ${storefronts.previewData}::text) like ${pattern}`,
      ),
    );
  if (inStore) return true;
  const [inPages] = await db
    .select({ id: storefrontPages.id })
    .from(storefrontPages)
    .where(
      and(
        eq(storefrontPages.storefrontId, storefrontId),
        sql`${storefrontPages.sections}::text like ${pattern}`,
      ),
    )
    .limit(1);
  return !!inPages;
}
