import type { MenuEntry, PreviewData, PreviewPage, StorefrontStatus } from '@storefront/contracts';
import { and, asc, eq, notInArray, or, sql } from 'drizzle-orm';
import { preparedStatement, type Database, type Transaction } from '../../db/client.ts';
import type { Executor } from '../../db/rows.ts';
import { storefrontPages, storefronts, warehouses } from '../../db/schema/index.ts';

export type StorefrontRow = typeof storefronts.$inferSelect;
export async function findStorefrontByDomain(db: Database, domain: string) {
  const [row] = await db.select().from(storefronts).where(eq(storefronts.domain, domain)).limit(1);
  return row;
}

export async function findStorefrontBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(storefronts).where(eq(storefronts.slug, slug)).limit(1);
  return row;
}

/**
 * The store a Host names, in one prepared statement (decision 0032): the store whose custom
 * domain it is, else the store of `slug` (null: none). Every page and API request that is not
 * answered from memory starts here: one round trip, and no query built again each time.
 */
export async function findStorefrontByHost(db: Database, domain: string, slug: string | null) {
  const [row] = await storeByHost(db, '').execute({ domain, slug });
  return row;
}

// Two unique keys: planned once (a generic plan) on PGlite, decision 0035.
const storeByHost = preparedStatement(
  'storefront_by_host',
  (db, name) => {
    const domain = sql.placeholder('domain');
    return db
      .select()
      .from(storefronts)
      .where(or(eq(storefronts.domain, domain), eq(storefronts.slug, sql.placeholder('slug'))))
      .orderBy(sql`case when ${storefronts.domain} = ${domain} then 0 else 1 end`)
      .limit(1)
      .prepare(name);
  },
  { uniqueLookup: true },
);

/**
 * The store's pages for its configuration answer, in one prepared statement (decision 0032,
 * round 4): read again after every change to the store's row or pages, its plan made once per
 * connection and its query not built again by Drizzle each time.
 */
export async function listLivePages(db: Database, storefrontId: number) {
  return livePages(db, '').execute({ storefrontId });
}

const livePages = preparedStatement(
  'storefront_live_pages',
  (db, name) =>
    db
      .select({
        id: storefrontPages.id,
        url: storefrontPages.url,
        title: storefrontPages.title,
        sections: storefrontPages.sections,
      })
      .from(storefrontPages)
      .where(eq(storefrontPages.storefrontId, sql.placeholder('storefrontId')))
      .orderBy(asc(storefrontPages.position), asc(storefrontPages.id))
      .prepare(name),
  // The store's few pages through their unique (store, url) index, whatever the store: planned
  // once on PGlite (decision 0035).
  { uniqueLookup: true },
);

export async function listStorefrontPages(db: Executor, storefrontId: number) {
  return db
    .select()
    .from(storefrontPages)
    .where(eq(storefrontPages.storefrontId, storefrontId))
    .orderBy(asc(storefrontPages.position), asc(storefrontPages.id));
}

export async function updateStorefrontSso(db: Database, slug: string, sso: StorefrontRow['sso']) {
  await db.update(storefronts).set({ sso }).where(eq(storefronts.slug, slug));
}

/**
 * Saves (or with null drops) the draft and moves its revision on; with `revision`, only if the
 * draft is still at it. Answers the new revision, or undefined when the draft had moved on.
 */
export async function updateStorefrontPreview(
  db: Database,
  storefrontId: number,
  previewData: PreviewData | null,
  revision?: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(storefronts)
    .set({ previewData, draftRevision: sql`${storefronts.draftRevision} + 1` })
    .where(
      and(
        eq(storefronts.id, storefrontId),
        revision === undefined ? undefined : eq(storefronts.draftRevision, revision),
      ),
    )
    .returning({ revision: storefronts.draftRevision });
  return row?.revision;
}

/** The store's row, locked until the transaction ends (publish and restore take turns). */
export async function lockStorefront(tx: Transaction, storefrontId: number) {
  const [row] = await tx
    .select()
    .from(storefronts)
    .where(eq(storefronts.id, storefrontId))
    .for('update');
  return row;
}

/** Makes settings and menu live and drops the draft; answers the draft's new revision. */
export async function updateStorefrontContent(
  tx: Transaction,
  storefrontId: number,
  content: { settings: StorefrontRow['settings']; menu: MenuEntry[] },
): Promise<number> {
  const [row] = await tx
    .update(storefronts)
    .set({
      ...content,
      previewData: null,
      draftRevision: sql`${storefronts.draftRevision} + 1`,
    })
    .where(eq(storefronts.id, storefrontId))
    .returning({ revision: storefronts.draftRevision });
  return row!.revision;
}

/**
 * The store's pages become `pages`, in their order: a page whose url stays keeps its id (and
 * links to it), the others are inserted, and pages left out are deleted.
 */
export async function replaceStorefrontPages(
  tx: Transaction,
  storefrontId: number,
  pages: PreviewPage[],
) {
  const urls = pages.map((page) => page.url);
  await tx
    .delete(storefrontPages)
    .where(
      and(
        eq(storefrontPages.storefrontId, storefrontId),
        urls.length ? notInArray(storefrontPages.url, urls) : undefined,
      ),
    );
  for (const [position, page] of pages.entries()) {
    await tx
      .insert(storefrontPages)
      .values({ storefrontId, position, ...page })
      .onConflictDoUpdate({
        target: [storefrontPages.storefrontId, storefrontPages.url],
        set: { title: page.title, sections: page.sections, position },
      });
  }
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

/** The warehouses a store ships from, A to Z. */
export async function listWarehouses(db: Database, storefrontId: number) {
  return db
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(eq(warehouses.storefrontId, storefrontId))
    .orderBy(asc(warehouses.name), asc(warehouses.id));
}
