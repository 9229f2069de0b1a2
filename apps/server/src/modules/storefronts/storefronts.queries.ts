import type { PreviewData, StorefrontStatus } from '@storefront/contracts';
import { asc, eq } from 'drizzle-orm';
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

/** Writes the store's own settings (name, status, private access, listing…) in one update. */
export async function updateStorefrontSettings(
  db: Database | Transaction,
  storefrontId: number,
  changes: Partial<Omit<StorefrontRow, 'id' | 'slug' | 'createdAt'>>,
) {
  const [row] = await db
    .update(storefronts)
    .set(changes)
    .where(eq(storefronts.id, storefrontId))
    .returning();
  return row!;
}
