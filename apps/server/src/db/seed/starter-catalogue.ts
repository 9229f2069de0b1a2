/**
 * A new store's starter catalogue (the operator's "starter catalogue" option): a few categories,
 * one nested, and seven products, built and pictured by the demo seed's own builder, so an owner
 * can fill a menu and a product list before the catalogue console exists.
 */
import type { Transaction } from '../client.ts';
import { warehouses } from '../schema/index.ts';
import { planCatalog } from './build-catalog.ts';
import { insertProducts } from './insert-products.ts';
import { insertCategories } from './insert-stores.ts';
import { writeMedia } from './pictures/write-media.ts';
import { createRandom } from './random.ts';
import type { CatalogDef, ProductDef } from './store-def.ts';

const RANDOM_SEED = 20_261_125;

type Starter = Omit<ProductDef, 'brand' | 'details'> & { details?: string[] };

const PRODUCTS: Starter[] = [
  {
    slug: 'team-tee',
    name: 'Team Tee',
    item: { kind: 'tee', style: 'crew' },
    category: 't-shirts',
    price: 1800,
    colours: ['Black', 'White', 'Navy'],
    blurb: 'A soft crew-neck tee with your mark on the chest.',
    details: ['100% ring-spun cotton', 'Unisex fit'],
  },
  {
    slug: 'ringer-tee',
    name: 'Ringer Tee',
    item: { kind: 'tee', style: 'ringer' },
    category: 't-shirts',
    price: 2000,
    colours: ['White / Navy', 'White / Red'],
    blurb: 'The retro tee with contrast collar and cuffs.',
  },
  {
    slug: 'zip-hoodie',
    name: 'Zip Hoodie',
    item: { kind: 'hoodie', style: 'zip' },
    category: 'hoodies',
    price: 4800,
    colours: ['Charcoal', 'Navy'],
    blurb: 'A warm full-zip hoodie for the office and the weekend.',
  },
  {
    slug: 'dad-cap',
    name: 'Dad Cap',
    item: { kind: 'cap', style: 'dad' },
    category: 'accessories',
    price: 2200,
    colours: ['Navy', 'Sand'],
    blurb: 'An unstructured cotton cap with an embroidered mark.',
  },
  {
    slug: 'canvas-tote',
    name: 'Canvas Tote',
    item: { kind: 'bag', style: 'tote' },
    category: 'accessories',
    price: 1600,
    colours: ['Natural', 'Black'],
    blurb: 'A sturdy canvas tote for groceries, books and laptops.',
  },
  {
    slug: 'ceramic-mug',
    name: 'Ceramic Mug',
    item: { kind: 'mug', style: 'ceramic' },
    category: 'drinkware',
    price: 1400,
    colours: ['White', 'Black'],
    blurb: 'An 11 oz glossy mug, dishwasher safe.',
  },
  {
    slug: 'steel-bottle',
    name: 'Steel Bottle',
    item: { kind: 'tumbler', style: 'bottle' },
    category: 'drinkware',
    price: 2800,
    colours: ['Stainless', 'Navy'],
    blurb: 'A double-walled bottle that keeps drinks cold for a day.',
  },
];

/** The starter catalogue of the store `slug`, drawn in neutral colours until it has a brand. */
export const starterCatalogue = (slug: string): CatalogDef => ({
  slug,
  theme: { mark: 'starter', primary: '#334155', accent: '#0ea5e9' },
  // Drinkware ships from its own warehouse, as in many stores: one order can make two parcels.
  warehouseOf: (product) => (product.category === 'drinkware' ? 1 : 0),
  categories: [
    {
      slug: 'apparel',
      name: 'Apparel',
      children: [
        { slug: 't-shirts', name: 'T-shirts' },
        { slug: 'hoodies', name: 'Hoodies' },
      ],
    },
    { slug: 'drinkware', name: 'Drinkware' },
    { slug: 'accessories', name: 'Accessories' },
  ],
  products: PRODUCTS.map((p) => ({ brand: null, details: [], ...p })),
});

/**
 * Writes the starter catalogue of a store made in `tx`, and its pictures under
 * `${dataDir}/media` (not rendered when `dataDir` is null, as in the seed's tests). A picture that
 * fails rejects, so the store's transaction rolls back.
 */
export async function insertStarterCatalogue(
  tx: Transaction,
  store: { id: number; slug: string },
  dataDir: string | null,
): Promise<{ categories: number; products: number }> {
  const def = starterCatalogue(store.slug);
  const { products: plans, media } = planCatalog(def, createRandom(RANDOM_SEED), new Date());
  const pictures = dataDir ? writeMedia(dataDir, media) : Promise.resolve();
  pictures.catch(() => {}); // awaited below; this only stops an early failure going unhandled

  const stock = await tx
    .insert(warehouses)
    .values([
      { storefrontId: store.id, name: 'Main warehouse', shippingRateCents: 795 },
      { storefrontId: store.id, name: 'Drinkware warehouse', shippingRateCents: 995 },
    ])
    .returning({ id: warehouses.id, rate: warehouses.shippingRateCents });
  const catalog = [{ def, plans }];
  const categoryIds = await insertCategories(tx, catalog, () => store.id);
  await insertProducts(tx, catalog, {
    storeIds: new Map([[store.slug, store.id]]),
    warehouseIds: new Map([[store.slug, stock.map((w) => w.id)]]),
    warehouseRates: new Map(stock.map((w) => [w.id, w.rate])),
    categoryIds,
  });
  await pictures;
  return { categories: categoryIds.size, products: plans.length };
}
