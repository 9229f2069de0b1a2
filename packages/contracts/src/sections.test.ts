import { describe, expect, it } from 'vitest';
import { PRODUCTS_TO_SHOW_CAP } from './constants.ts';
import { DEFAULT_BANNER_IMAGE, parseSection, SectionInput } from './sections.ts';
import { SectionComponent } from './storefront.ts';

describe('parseSection', () => {
  it('fills the defaults an owner left out', () => {
    expect(parseSection({ id: 'b', component: 'BANNER_IMAGE', content: {} })).toEqual({
      id: 'b',
      component: 'BANNER_IMAGE',
      content: {
        image: DEFAULT_BANNER_IMAGE,
        alt: '',
        redirectLink: null,
        fullWidth: false,
        width: null,
        height: null,
      },
    });
    expect(parseSection({ id: 'p', component: 'PRODUCTS_LIST', content: {} })?.content).toEqual({
      title: null,
      productsToShow: PRODUCTS_TO_SHOW_CAP,
      categorySlug: null,
    });
  });

  it("keeps an uploaded banner's size and refuses a size no picture has", () => {
    const banner = { image: '/uploads/ab-1280w.webp', width: 1600, height: 500 };
    const kept = parseSection({ id: 'b', component: 'BANNER_IMAGE', content: banner });
    expect(kept?.content).toMatchObject(banner);
    const sized = (width: number) => ({ id: 'b', component: 'BANNER_IMAGE', content: { width } });
    expect(SectionInput.safeParse(sized(1600)).success).toBe(true);
    expect(SectionInput.safeParse(sized(0)).success).toBe(false);
    expect(SectionInput.safeParse(sized(1.5)).success).toBe(false);
  });

  it('shows the default banner for an empty image too', () => {
    const banner = parseSection({ id: 'b', component: 'BANNER_IMAGE', content: { image: '' } });
    expect(banner?.content).toMatchObject({ image: '/assets/images/default-banner.png' });
  });

  it('keeps the content that fits its component', () => {
    const tiles = {
      title: 'Shop by team',
      tilesPerRow: 2,
      alignment: 'left',
      items: [{ image: '/a.png', label: 'A', redirectOnClick: { type: 'page', url: 'about' } }],
    };
    expect(parseSection({ id: 't', component: 'REDIRECT_TILES', content: tiles })?.content).toEqual(
      tiles,
    );
  });

  it('reads a title size as a CSS length, a bare number as pixels', () => {
    const size = (fontSize: unknown) => {
      const section = parseSection({ id: 't', component: 'TITLE', content: { fontSize } });
      return section?.component === 'TITLE' ? section.content.fontSize : 'rejected';
    };
    expect(size('40px')).toBe('40px');
    expect(size('2.5rem')).toBe('2.5rem');
    expect(size(32)).toBe('32px');
    expect(size(undefined)).toBeNull();
    expect(size('40px; color: red')).toBe('rejected');
  });

  it('rejects content that does not fit, such as 5 tiles per row or an unknown side', () => {
    expect(
      parseSection({ id: 't', component: 'REDIRECT_TILES', content: { tilesPerRow: 5 } }),
    ).toBeNull();
    expect(
      parseSection({ id: 'i', component: 'TEXT_WITH_IMAGE', content: { imagePosition: 'top' } }),
    ).toBeNull();
  });
});

describe('SectionInput', () => {
  it('fills the defaults of a new section of each type', () => {
    for (const component of SectionComponent.options) {
      const parsed = SectionInput.safeParse({ id: 'new', component, content: {} });
      expect(parsed.success, component).toBe(true);
    }
  });

  it('refuses a field its type does not have, and a script address for an image', () => {
    const unknown = SectionInput.safeParse({
      id: 'a',
      component: 'TEXT_AREA',
      content: { html: '<p>Hi</p>', colour: 'red' },
    });
    expect(unknown.success).toBe(false);
    const script = SectionInput.safeParse({
      id: 'b',
      component: 'BANNER_IMAGE',
      content: { image: 'javascript:alert(1)' },
    });
    expect(script.error?.issues[0]?.path).toEqual(['content', 'image']);
  });

  it('takes only a plain font family and a CSS size on a title', () => {
    const title = (content: object) =>
      SectionInput.safeParse({ id: 't', component: 'TITLE', content }).success;
    expect(title({ font: 'Georgia, serif', fontSize: '2.5rem' })).toBe(true);
    expect(title({ font: 'x;background:url(y)' })).toBe(false);
    expect(title({ fontSize: '40' })).toBe(false);
  });
});
