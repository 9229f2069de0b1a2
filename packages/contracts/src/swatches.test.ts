import { describe, expect, it } from 'vitest';
import { colorBrightness } from './colors.ts';
import { cardSwatches, compareSwatchColors, inColourOrder, swatchNeedsBorder } from './swatches.ts';

const variants = (...colors: string[]) => colors.map((color) => ({ color }));
const colorsOf = (list: { color: string }[]) => list.map((v) => v.color);

describe('cardSwatches', () => {
  it('orders black, white, gray first, then the rest alphabetically', () => {
    const { shown } = cardSwatches(variants('Royal', 'Gray', 'Navy', 'White', 'Black'));
    expect(colorsOf(shown)).toEqual(['Black', 'White', 'Gray', 'Navy', 'Royal']);
  });

  it('shows at most 5 and counts the rest for +N', () => {
    const seven = variants('Red', 'Black', 'Forest', 'White', 'Gray', 'Navy', 'Royal');
    const { shown, more } = cardSwatches(seven);
    expect(colorsOf(shown)).toEqual(['Black', 'White', 'Gray', 'Forest', 'Navy']);
    expect(more).toBe(2);
  });

  it('has nothing more to count with 5 or fewer', () => {
    expect(cardSwatches(variants('Red', 'Blue')).more).toBe(0);
    expect(cardSwatches(variants('A', 'B', 'C', 'D', 'E')).more).toBe(0);
  });

  it('keeps the variant objects as they are', () => {
    const list = [{ color: 'White', id: 2 }];
    expect(cardSwatches(list).shown[0]).toBe(list[0]);
  });
});

describe('compareSwatchColors', () => {
  it('treats grey as gray and ignores case and spaces', () => {
    expect(['navy', ' GREY', 'white', 'Black'].sort(compareSwatchColors)).toEqual([
      'Black',
      'white',
      ' GREY',
      'navy',
    ]);
  });

  it('sorts colours that merely contain a leading name with the others', () => {
    expect(['Heather Gray', 'Black / White', 'Ash', 'Black'].sort(compareSwatchColors)).toEqual([
      'Black',
      'Ash',
      'Black / White',
      'Heather Gray',
    ]);
  });
});

describe('swatchNeedsBorder', () => {
  it('borders swatches brighter than 220', () => {
    expect(swatchNeedsBorder('#ffffff')).toBe(true);
    expect(swatchNeedsBorder('#f9fafb')).toBe(true);
  });

  it('draws the line at brightness 220', () => {
    expect(colorBrightness('#dcdcdc')).toBe(220);
    expect(swatchNeedsBorder('#dcdcdc')).toBe(false);
    expect(swatchNeedsBorder('#dddddd')).toBe(true);
  });

  it('leaves dark and saturated swatches without one', () => {
    expect(swatchNeedsBorder('#111827')).toBe(false);
    expect(swatchNeedsBorder('#f97316')).toBe(false);
  });

  it('borders a two-tone swatch when either half is light', () => {
    expect(swatchNeedsBorder('#1d4ed8', '#f9fafb')).toBe(true);
    expect(swatchNeedsBorder('#1d4ed8', '#111827')).toBe(false);
  });

  it('borders a colour it cannot read', () => {
    expect(swatchNeedsBorder('not-a-colour')).toBe(true);
  });
});

describe('inColourOrder (§9)', () => {
  it('puts black, white and gray first, then the rest A to Z, leaving its input as it was', () => {
    const given = variants('Red', 'Forest', 'Gray', 'White', 'Royal', 'Navy', 'Black');
    expect(inColourOrder(given).map((v) => v.color)).toEqual([
      'Black',
      'White',
      'Gray',
      'Forest',
      'Navy',
      'Red',
      'Royal',
    ]);
    expect(given[0]!.color).toBe('Red');
  });
});
