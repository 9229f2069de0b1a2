/** What every product of one kind shares: sizes, surcharges, weight, decoration, size guides, care bullets. */
import type { Item } from './pictures/types.ts';

export const DECORATION_METHODS = {
  'Screen Print': 1,
  Embroidery: 2,
  'Laser Engraving': 3,
  DTG: 4,
} as const;
export type DecorationMethod = keyof typeof DECORATION_METHODS;

export const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'] as const;
export const ONE_SIZE = 'One Size';
/** Gift-card "sizes" are the amounts: label → cents. */
export const GIFT_CARD_AMOUNTS = [
  ['$25', 2500],
  ['$50', 5000],
  ['$100', 10000],
] as const;

type Guide = { specification_type: string; sizes: { size: string; value: string }[] };
const GUIDE_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL'];
const guide = (specification_type: string, first: number, step: number): Guide => ({
  specification_type,
  sizes: GUIDE_SIZES.map((size, i) => ({ size, value: String(first + i * step) })),
});

export type Kind = {
  sizes: readonly string[];
  /** Extra cents for the bigger sizes. */
  surcharge: Readonly<Record<string, number>>;
  weightGrams: number;
  decoration: DecorationMethod[];
  guides: Guide[];
  /** Bullets every product of the kind gets after its own. */
  care: string[];
  /** Shirts and sweatshirts are shown front and back. */
  rearView: boolean;
};

const one = { sizes: [ONE_SIZE], surcharge: {}, guides: [], rearView: false };

export function kindOf(item: Item): Kind {
  switch (item.kind) {
    case 'tee':
      return {
        sizes: APPAREL_SIZES,
        surcharge: { '2XL': 200, '3XL': 300 },
        weightGrams: item.style === 'long-sleeve' || item.style === 'polo' ? 240 : 180,
        decoration: item.style === 'polo' ? ['Embroidery'] : ['Screen Print', 'DTG'],
        guides: [guide('Chest width (in)', 16.5, 2), guide('Body length (in)', 27, 1)],
        care: ['Tear-away label', 'Machine wash cold, tumble dry low'],
        rearView: true,
      };
    case 'hoodie':
      return {
        sizes: APPAREL_SIZES,
        surcharge: { '2XL': 300, '3XL': 400 },
        weightGrams: 560,
        decoration: ['Screen Print', 'Embroidery'],
        guides: [
          guide('Chest width (in)', 19, 2),
          guide('Body length (in)', 26, 1),
          guide('Sleeve length (in)', 33, 0.5),
        ],
        care: ['Ribbed cuffs and waistband', 'Machine wash cold, tumble dry low'],
        rearView: true,
      };
    case 'cap':
      return {
        ...one,
        weightGrams: 110,
        decoration: ['Embroidery'],
        care: ['One size fits most', 'Spot clean only'],
      };
    case 'mug':
      return {
        ...one,
        weightGrams: 420,
        decoration: item.style === 'steel' ? ['Laser Engraving'] : ['Screen Print'],
        care:
          item.style === 'steel'
            ? ['Dishwasher safe', 'Shatter-resistant lid']
            : ['Microwave and dishwasher safe'],
      };
    case 'tumbler':
      return {
        ...one,
        weightGrams: 380,
        decoration: ['Laser Engraving'],
        care: ['Dishwasher safe', 'BPA-free'],
      };
    case 'bag':
      return {
        ...one,
        weightGrams: 220,
        decoration: ['Screen Print'],
        care: ['Reinforced handles', 'Spot clean'],
      };
    case 'notebook':
      return {
        ...one,
        weightGrams: 320,
        decoration: ['Laser Engraving', 'Screen Print'],
        care: ['Acid-free paper'],
      };
    case 'gift-card':
      return {
        ...one,
        sizes: GIFT_CARD_AMOUNTS.map(([label]) => label),
        weightGrams: 0,
        decoration: [],
        care: ['Delivered by e-mail', 'Spend it on anything in the store'],
      };
  }
}
