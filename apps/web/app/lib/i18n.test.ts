import { describe, expect, it } from 'vitest';
import { createI18n, newI18n } from './i18n.ts';

const STRINGS = {
  SHELL: { search: 'Search products', showSubmenu: 'Show {{label}}' },
  CART: { items_one: '{{count}} item', items_other: '{{count}} items' },
};

/** The same strings in a plain i18next instance, as the browser has them. */
const plain = () => newI18n('en', STRINGS, {});

describe('the server’s shared i18next instances', () => {
  it('answer every t as i18next does, options or not, remembering only plain keys', () => {
    const shared = createI18n('en', STRINGS);
    // As react-i18next's useTranslation asks for it.
    const t = shared.getFixedT(null, 'translation');
    const reference = plain().getFixedT(null, 'translation');
    for (let round = 0; round < 2; round++) {
      expect(t('SHELL.search')).toBe(reference('SHELL.search'));
      expect(t('SHELL.missing')).toBe(reference('SHELL.missing'));
      expect(t('SHELL.showSubmenu', { label: 'Shop' })).toBe('Show Shop');
      expect(t('CART.items', { count: 1 })).toBe('1 item');
      expect(t('CART.items', { count: 3 })).toBe('3 items');
    }
    // One remembering t per instance, not one per component.
    expect(shared.getFixedT(null, 'translation')).toBe(t);
    // Another language, namespace or key prefix is i18next's own.
    expect(shared.getFixedT('en', 'translation')).not.toBe(t);
    expect(shared.getFixedT(null, 'translation', 'SHELL')('search')).toBe('Search products');
  });

  it('are one per language and strings, and not shared with a namespace (the console)', () => {
    expect(createI18n('en', STRINGS)).toBe(createI18n('en', STRINGS));
    const forConsole = createI18n('en', STRINGS, { console: { X: 'x' } });
    expect(forConsole).not.toBe(createI18n('en', STRINGS));
    expect(forConsole.getFixedT(null, 'translation')).not.toBe(
      forConsole.getFixedT(null, 'translation'),
    );
  });
});
