import { describe, expect, it } from 'vitest';
import { desktopMenu, type MenuEntry } from './storefront.ts';

const entry = (label: string, children: MenuEntry[] = []): MenuEntry => ({
  label,
  item: null,
  customUrl: '/about',
  children,
});

describe('desktopMenu', () => {
  const menu = [entry('Shop', [entry('Retail Stores'), entry('Apparel')]), entry('Retail Stores')];

  it('hides Retail Stores at every level for store 66', () => {
    expect(desktopMenu(66, menu)).toEqual([entry('Shop', [entry('Apparel')])]);
  });

  it('keeps the menu as it is for every other store', () => {
    expect(desktopMenu(1, menu)).toBe(menu);
    expect(desktopMenu(67, menu)).toEqual(menu);
  });

  it('hides only the exact label', () => {
    expect(desktopMenu(66, [entry('Retail Stores Near You')])).toEqual([
      entry('Retail Stores Near You'),
    ]);
  });
});
