import type { EditableProduct } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkForm,
  dollarsToCents,
  emptySize,
  finalPriceText,
  formOf,
  inputOf,
  moveItem,
  slugify,
  toLocalInput,
} from './product-form.ts';

const saved: EditableProduct = {
  id: 7,
  name: 'Harbour Hoodie',
  slug: 'harbour-hoodie',
  brand: null,
  line_name: null,
  short_description: '',
  description: '["Warm","Soft"]',
  copy_underneath_description: '',
  total_cost_cents: 1250,
  margin_cents: 800,
  final_price_cents: 4500,
  status: 'published',
  start_publish_date: '2026-12-01T09:30:00.000Z',
  end_publish_date: null,
  is_custom: false,
  is_gift_card: false,
  discontinued: false,
  disabled: false,
  library_approved: true,
  need_attention: false,
  decoration_methods: [],
  category_ids: [],
  warehouse_id: null,
  input_fields: [],
  size_guides: [],
  variants: [
    {
      id: 3,
      color: 'Navy',
      primary_hex_color: '#1f2a44',
      secondary_hex_color: null,
      swatch_url: null,
      pictures: [],
      sizes: [
        { id: 11, size: 'XL', price_cents: 4700, quantity: 2, weight_grams: 0 },
        { id: 10, size: 'S', price_cents: 4500, quantity: 9, weight_grams: 0 },
      ],
      discontinued: false,
      active: true,
    },
  ],
  old_slugs: [],
  revision: 4,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

describe('the product form', () => {
  it('reads dollars as typed, and refuses what is not an amount', () => {
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents(' 12,99 ')).toBe(1299);
    expect(dollarsToCents('7')).toBe(700);
    expect(dollarsToCents('1.234')).toBeNaN();
    expect(dollarsToCents('')).toBeNaN();
    expect(dollarsToCents('12.')).toBeNaN();
    expect(dollarsToCents('1,000')).toBeNaN();
  });

  it('gives back the saved product: sizes in size order with the stock it read, dates in UTC', () => {
    const form = formOf(saved);
    expect(form.variants[0]!.sizes.map((s) => [s.size, s.price, s.loaded])).toEqual([
      ['S', '45.00', 9],
      ['XL', '47.00', 2],
    ]);
    expect(form.descriptionMode).toBe('bullets');
    const { product } = checkForm(form);
    expect(product).toMatchObject({
      total_cost_cents: 1250,
      margin_cents: 800,
      description: '["Warm","Soft"]',
      start_publish_date: '2026-12-01T09:30:00.000Z',
    });
    expect(product!.variants[0]!.sizes[0]).toMatchObject({ id: 10, loaded_quantity: 9 });
    expect(toLocalInput(null)).toBe('');
  });

  it('keeps each problem under the schema’s path', () => {
    const form = formOf(null);
    form.variants[0]!.sizes = [{ ...emptySize('M'), price: '12.345' }];
    const { product, errors } = checkForm(form);
    expect(product).toBeNull();
    expect(errors).toMatchObject({
      name: 'Enter the product’s name.',
      'variants.0.color': 'Enter the colour’s name.',
      'variants.0.sizes.0.price_cents': expect.any(String),
    });
    expect(inputOf(form).variants[0]!.sizes[0]!.price_cents).toBeNaN();
  });

  it('shows the cheapest typed price, makes slugs and moves rows', () => {
    const form = formOf(saved);
    form.variants[0]!.sizes[1]!.price = '39.90';
    expect(finalPriceText(form)).toBe(3990);
    expect(slugify('Crème Brûlée  T-Shirt!')).toBe('creme-brulee-t-shirt');
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
});
