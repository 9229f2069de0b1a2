import { describe, expect, it } from 'vitest';
import {
  desktopMenu,
  menuEntryHref,
  storeIsIndexable,
  storeStatusBanner,
  type MenuEntry,
  type StorefrontStatus,
} from './storefront.ts';

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

describe('storeStatusBanner (§4)', () => {
  it.each([
    ['draft', 'Draft'],
    ['demo', 'Demo'],
    ['live', null],
    ['under_construction', null],
  ] as [StorefrontStatus, string | null][])('shows %s as %j', (status, banner) => {
    expect(storeStatusBanner(status)).toBe(banner);
  });
});

describe('menuEntryHref (§2 Shell)', () => {
  const linkTo = (item: MenuEntry['item'], customUrl: string | null = null): MenuEntry => ({
    label: 'Entry',
    item,
    customUrl,
    children: [],
  });

  it('sends a category entry to categories/{url}', () => {
    expect(menuEntryHref(linkTo({ type: 'category', url: 'apparel' }))).toBe('/categories/apparel');
    expect(menuEntryHref(linkTo({ type: 'category', url: '/t-shirts/' }))).toBe(
      '/categories/t-shirts',
    );
  });

  it('sends a page entry to /{url}', () => {
    expect(menuEntryHref(linkTo({ type: 'page', url: 'about' }))).toBe('/about');
    expect(menuEntryHref(linkTo({ type: 'page', url: '/about' }))).toBe('/about');
  });

  it('sends a custom entry to its url as given', () => {
    expect(menuEntryHref(linkTo(null, 'https://example.com/acme-brand'))).toBe(
      'https://example.com/acme-brand',
    );
    expect(menuEntryHref(linkTo(null, ' /about '))).toBe('/about');
    expect(menuEntryHref(linkTo({ type: 'custom', url: '/contact' }))).toBe('/contact');
  });

  it('has no link for an entry that leads nowhere', () => {
    expect(menuEntryHref(linkTo(null))).toBeNull();
    expect(menuEntryHref(linkTo(null, '  '))).toBeNull();
  });
});

describe('storeIsIndexable (§4 no_index_site)', () => {
  const open = { status: 'live', private_store: false, no_index_site: false };
  it('lets search engines list a public live or demo store', () => {
    expect(storeIsIndexable(open)).toBe(true);
    expect(storeIsIndexable({ ...open, status: 'demo' })).toBe(true);
  });
  it('keeps out a private, draft, under-construction or no-index store', () => {
    expect(storeIsIndexable({ ...open, private_store: true })).toBe(false);
    expect(storeIsIndexable({ ...open, status: 'draft' })).toBe(false);
    expect(storeIsIndexable({ ...open, status: 'under_construction' })).toBe(false);
    expect(storeIsIndexable({ ...open, no_index_site: true })).toBe(false);
  });
});
