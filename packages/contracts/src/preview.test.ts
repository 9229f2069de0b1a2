import { describe, expect, it } from 'vitest';
import { parsePreviewData, PreviewData, PreviewSaveBody, withPreview } from './preview.ts';
import { StorefrontSettings, type StorefrontPage } from './storefront.ts';

const page = (id: number, url: string): StorefrontPage => ({ id, url, title: url, sections: [] });
const live = {
  name: 'Acme',
  settings: StorefrontSettings.parse({ alertText: 'Live alert', primaryColor: '#111111' }),
  pages: [page(1, 'home'), page(2, 'about')],
  menu: [{ label: 'Shop', item: null, customUrl: '/products', children: [] }],
};

describe('withPreview', () => {
  it('keeps the live store when there is no preview', () => {
    expect(withPreview(live, null)).toBe(live);
  });

  it('lays the previewed settings over the live ones and keeps the rest', () => {
    const shown = withPreview(live, PreviewData.parse({ settings: { alertText: 'Preview' } }));
    expect(shown.settings.alertText).toBe('Preview');
    expect(shown.settings.primaryColor).toBe('#111111');
    expect(shown.name).toBe('Acme');
    expect(shown.pages).toBe(live.pages);
    expect(shown.menu).toBe(live.menu);
  });

  it('replaces the menu when the draft has one', () => {
    const menu = [
      {
        label: 'About',
        item: { type: 'page' as const, url: 'about' },
        customUrl: null,
        children: [],
      },
    ];
    expect(withPreview(live, PreviewData.parse({ menu })).menu).toEqual(menu);
  });

  it('replaces the pages, keeping the id of a published page at the same url', () => {
    const shown = withPreview(
      live,
      PreviewData.parse({
        pages: [
          { url: 'about', title: 'About us', sections: [] },
          { url: 'new', title: 'New', sections: [] },
        ],
      }),
    );
    expect(shown.pages.map((p) => [p.id, p.url, p.title])).toEqual([
      [2, 'about', 'About us'],
      [-2, 'new', 'New'],
    ]);
  });
});

describe('PreviewData', () => {
  it('takes hex colours only, so nothing else reaches a CSS variable', () => {
    expect(PreviewData.safeParse({ settings: { primaryColor: '#0a0' } }).success).toBe(true);
    expect(
      PreviewData.safeParse({ settings: { primaryColor: 'red; background: url(x)' } }).success,
    ).toBe(false);
  });

  it('refuses settings a preview cannot change', () => {
    expect(PreviewData.safeParse({ settings: { productsPerPage: 3 } }).success).toBe(false);
  });
});

describe('parsePreviewData', () => {
  it('reads stored data and drops what no longer fits', () => {
    expect(parsePreviewData({ settings: { alertText: 'Hi' } })).toEqual({
      settings: { alertText: 'Hi' },
    });
    expect(parsePreviewData(null)).toBeNull();
    expect(parsePreviewData({ settings: { alertBackgroundColor: 'nope' } })).toBeNull();
  });

  it('keeps a stored colour chosen before the contrast rule, which only a save applies', () => {
    const grey = { settings: { primaryColor: '#808080' } };
    expect(parsePreviewData(grey)).toEqual(grey);
    const saved = PreviewSaveBody.safeParse(grey);
    expect(saved.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'settings.primaryColor',
    ]);
  });
});

describe('PreviewData pages', () => {
  const page = (url: string, ids: string[]) => ({
    url,
    title: url,
    sections: ids.map((id) => ({ id, component: 'TEXT_AREA', content: { html: '' } })),
  });

  it('refuses two pages at one address and two sections with one id, naming the second', () => {
    const parsed = PreviewData.safeParse({
      pages: [page('about', ['a', 'b', 'a']), page('about', [])],
    });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'pages.0.sections.2.id',
      'pages.1.url',
    ]);
  });

  it('refuses an address another screen of the store answers', () => {
    const parsed = PreviewData.safeParse({ pages: [page('checkout', [])] });
    expect(parsed.error?.issues[0]?.message).toBe(
      'This address belongs to another screen of the store.',
    );
  });
});
