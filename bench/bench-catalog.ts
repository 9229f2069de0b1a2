/**
 * A deterministic 10,000-product catalogue for the benchmark: nested categories, ten brands,
 * two to four colours per product with five sizes each, names built from a small vocabulary so
 * searches match hundreds of products, as in a real merchandise store.
 */
import { productListSearch } from '@storefront/contracts';
import type {
  CategorySpec,
  ProductSpec,
} from '../apps/server/src/modules/catalog/catalog.fixtures.ts';

const ADJECTIVES = ['Classic', 'Premium', 'Heavy', 'Soft', 'Vintage', 'Eco', 'Sport', 'Everyday'];
const MATERIALS = ['Cotton', 'Fleece', 'Blend', 'Jersey', 'Canvas', 'Steel', 'Bamboo'];
const KINDS = [
  { name: 'T-Shirt', category: 't-shirts' },
  { name: 'Hoodie', category: 'hoodies' },
  { name: 'Sweatshirt', category: 'sweatshirts' },
  { name: 'Polo', category: 'polos' },
  { name: 'Cap', category: 'headwear' },
  { name: 'Beanie', category: 'headwear' },
  { name: 'Mug', category: 'mugs' },
  { name: 'Bottle', category: 'bottles' },
  { name: 'Tote Bag', category: 'bags' },
  { name: 'Backpack', category: 'bags' },
  { name: 'Notebook', category: 'office' },
  { name: 'Pen', category: 'office' },
];
export const BRANDS = [
  'Gildan',
  'Bella+Canvas',
  'Next Level',
  'Yeti',
  'Moleskine',
  'Port Authority',
  'Nike',
  'Stanley',
  'Carhartt',
  'Champion',
];
const COLORS = [
  { color: 'Black', primaryHexColor: '#000000' },
  { color: 'White', primaryHexColor: '#ffffff' },
  { color: 'Gray', primaryHexColor: '#9ca3af' },
  { color: 'Navy', primaryHexColor: '#1e3a8a' },
  { color: 'Red', primaryHexColor: '#b91c1c' },
  { color: 'Forest', primaryHexColor: '#166534' },
];
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];

export const BENCH_CATEGORIES: CategorySpec[] = [
  {
    name: 'Apparel',
    slug: 'apparel',
    children: [
      { name: 'T-Shirts', slug: 't-shirts' },
      { name: 'Hoodies', slug: 'hoodies' },
      { name: 'Sweatshirts', slug: 'sweatshirts' },
      { name: 'Polos', slug: 'polos' },
      { name: 'Headwear', slug: 'headwear' },
    ],
  },
  {
    name: 'Drinkware',
    slug: 'drinkware',
    children: [
      { name: 'Mugs', slug: 'mugs' },
      { name: 'Bottles', slug: 'bottles' },
    ],
  },
  { name: 'Bags', slug: 'bags' },
  { name: 'Office', slug: 'office' },
];

/** Product `i` of the catalogue; the same `i` always gives the same product. */
export function benchProduct(i: number): ProductSpec {
  const kind = KINDS[i % KINDS.length]!;
  const name = `${ADJECTIVES[i % ADJECTIVES.length]} ${MATERIALS[(i >> 3) % MATERIALS.length]} ${kind.name} ${i + 1}`;
  const price = 800 + ((i * 7919) % 9000);
  const colours = 2 + (i % 3);
  return {
    name,
    brand: BRANDS[(i * 31) % BRANDS.length],
    finalPrice: price,
    shortDescription: `${kind.name} made to order with your logo.`,
    createdAt: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000),
    categories: [kind.category],
    thumbnailPath: `/media/bench/${i}.webp`,
    // One in fifty is a draft, one in a hundred disabled: the list must skip them.
    status: i % 50 === 49 ? 'draft' : 'published',
    disabled: i % 100 === 42,
    variants: Array.from({ length: colours }, (_, c) => ({
      ...COLORS[(i + c) % COLORS.length]!,
      thumbnailPath: `/media/bench/${i}-${c}.webp`,
      images: [{ type: 'frontImage', full_path: `/media/bench/${i}-${c}-front.webp` }],
      sizes: SIZES.map((size, s) => ({ size, price: price + s * 100, quantity: (i + s) % 7 })),
    })),
  };
}

/** The bench's list's query: apparel and three brands, by price, 9 rows, all relations. */
export function benchListSearch(page: number, categoryIds: Map<string, number>): string {
  return productListSearch({
    rows: 9,
    page,
    sort_field: 'final_price',
    sort_order: 'asc',
    product_categories: [categoryIds.get('apparel')!],
    brands: ['Gildan', 'Nike', 'Carhartt'],
    relations: ['productThumbnail', 'productVariants', 'productVariants.variantThumbnail'],
  });
}
