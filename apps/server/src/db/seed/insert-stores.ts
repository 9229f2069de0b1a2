/** Writes the stores themselves: settings, warehouses, pages and category trees. */
import type { Transaction } from '../client.ts';
import { productCategories, storefrontPages, storefronts, warehouses } from '../schema/index.ts';
import type { ProductPlan } from './build-catalog.ts';
import { storeMedia, type CatalogDef, type CategoryDef, type StoreDef } from './store-def.ts';

/** A store's planned products; all the catalogue inserts need of the store. */
export type PlannedCatalog = { def: Pick<CatalogDef, 'slug' | 'categories'>; plans: ProductPlan[] };

export type SeededStore = PlannedCatalog & { def: StoreDef; privatePasswordHash: string | null };

export type StoreIds = {
  storeIds: Map<string, number>;
  /** Store slug → its warehouse ids, in the order of the store's definition. */
  warehouseIds: Map<string, number[]>;
  /** Warehouse id → flat rate per parcel. */
  warehouseRates: Map<number, number>;
  /** `${store}/${category}` → id. */
  categoryIds: Map<string, number>;
};

export async function insertStores(tx: Transaction, stores: SeededStore[]): Promise<StoreIds> {
  const storeRows = await tx
    .insert(storefronts)
    .values(stores.map(storefrontRow))
    .returning({ id: storefronts.id, slug: storefronts.slug });
  const storeIds = new Map(storeRows.map((r) => [r.slug, r.id]));
  const idOf = (slug: string) => storeIds.get(slug)!;

  const warehouseRows = await tx
    .insert(warehouses)
    .values(
      stores.flatMap(({ def }) =>
        def.warehouses.map((w) => ({ ...w, storefrontId: idOf(def.slug) })),
      ),
    )
    .returning({
      id: warehouses.id,
      storefrontId: warehouses.storefrontId,
      rate: warehouses.shippingRateCents,
    });
  await tx
    .insert(storefrontPages)
    .values(
      stores.flatMap(({ def }) =>
        def.pages.map((page, position) => ({ ...page, position, storefrontId: idOf(def.slug) })),
      ),
    );
  return {
    storeIds,
    warehouseIds: new Map(
      stores.map(({ def }) => [
        def.slug,
        warehouseRows.filter((w) => w.storefrontId === idOf(def.slug)).map((w) => w.id),
      ]),
    ),
    warehouseRates: new Map(warehouseRows.map((w) => [w.id, w.rate])),
    categoryIds: await insertCategories(tx, stores, idOf),
  };
}

function storefrontRow({ def, privatePasswordHash }: SeededStore): typeof storefronts.$inferInsert {
  const logo = storeMedia(def.slug, 'logo.svg');
  return {
    slug: def.slug,
    name: def.name,
    companyName: def.companyName,
    status: def.status,
    contactEmails: def.contactEmails,
    logo,
    settings: {
      ...def.settings,
      logo,
      favicon: storeMedia(def.slug, 'favicon.svg'),
      primaryColor: def.theme.primary,
      accentColor: def.theme.accent,
    },
    menu: def.menu,
    privateStore: !!def.access,
    privatePasswordHash,
    privateGiftCardAccess: def.access?.giftCards ?? false,
    allowedEmailDomain: def.access?.allowedEmailDomain ?? null,
    freeShippingFromCents: def.freeShippingFromCents ?? null,
  };
}

/** Categories level by level, so each level knows its parents' ids: one insert per depth. */
export async function insertCategories(
  tx: Transaction,
  stores: PlannedCatalog[],
  idOf: (slug: string) => number,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const storeOf = new Map(stores.map(({ def }) => [idOf(def.slug), def.slug]));
  type Pending = { store: string; category: CategoryDef; parent: string | null; position: number };
  let level: Pending[] = stores.flatMap(({ def }) =>
    def.categories.map((category, position) => ({
      store: def.slug,
      category,
      parent: null,
      position,
    })),
  );
  while (level.length) {
    const rows = await tx
      .insert(productCategories)
      .values(
        level.map(({ store, category, parent, position }) => ({
          storefrontId: idOf(store),
          parentId: parent ? ids.get(`${store}/${parent}`)! : null,
          name: category.name,
          slug: category.slug,
          position,
        })),
      )
      .returning({
        id: productCategories.id,
        slug: productCategories.slug,
        storefrontId: productCategories.storefrontId,
      });
    for (const r of rows) ids.set(`${storeOf.get(r.storefrontId)}/${r.slug}`, r.id);
    level = level.flatMap(({ store, category }) =>
      (category.children ?? []).map((child, position) => ({
        store,
        category: child,
        parent: category.slug,
        position,
      })),
    );
  }
  return ids;
}
