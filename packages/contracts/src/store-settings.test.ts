import { describe, expect, it } from 'vitest';
import { menuDepth, normalizeMenuUrl } from './menu.ts';
import { defaultSortOf, sortByOf, StoreSettingsBody } from './store-settings.ts';

describe('default sort', () => {
  it('maps §9 sort options and dont_sort to settings.sortBy and back', () => {
    expect(sortByOf('price-asc')).toEqual({ id: 'price-asc', name: 'final_price', code: 'asc' });
    expect(sortByOf('dont_sort')).toEqual({ id: 'dont_sort', name: 'dont_sort', code: 'asc' });
    expect(defaultSortOf(sortByOf('name-desc'))).toBe('name-desc');
    expect(defaultSortOf(null)).toBe('dont_sort');
  });
});

describe('StoreSettingsBody', () => {
  const body = {
    name: 'Acme',
    company_name: 'Acme Corporation',
    contact_emails: ['help@acme.test'],
    status: 'live',
    products_per_row: 4,
    products_per_page: 9,
    default_sort: 'newest',
    sso: { enabled: false },
  };

  it('takes absent switches as off and empty texts as none', () => {
    const parsed = StoreSettingsBody.parse({ ...body, promo_code: '', allowed_email_domain: '' });
    expect(parsed).toMatchObject({
      private_store: false,
      password_action: 'keep',
      promo_code: null,
      allowed_email_domain: null,
      sso: { enabled: false, issuer: null, client_id: null, tenant_id: null },
    });
  });

  it('needs a new password of 8 characters to set one, and a complete SSO when enabled', () => {
    const short = StoreSettingsBody.safeParse({
      ...body,
      password_action: 'set',
      new_password: 'x',
    });
    expect(short.error?.issues.map((i) => i.path.join('.'))).toEqual(['new_password']);
    const sso = StoreSettingsBody.safeParse({ ...body, sso: { enabled: true } });
    expect(sso.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'sso.client_id',
      'sso.tenant_id',
    ]);
    const local = { enabled: true, issuer: 'http://127.0.0.1:3900', client_id: 'acme-local' };
    expect(StoreSettingsBody.safeParse({ ...body, sso: local }).success).toBe(true);
    const plain = { ...local, issuer: 'http://id.example.com' };
    expect(StoreSettingsBody.safeParse({ ...body, sso: plain }).success).toBe(false);
  });
});

describe('menu helpers', () => {
  it('keep store paths and normalise other custom links like §2', () => {
    expect(normalizeMenuUrl(' /contact ')).toBe('/contact');
    expect(normalizeMenuUrl('blog.example.com')).toBe('https://blog.example.com');
    expect(normalizeMenuUrl('//cdn.example.com/x')).toBe('https://cdn.example.com/x');
    expect(normalizeMenuUrl('')).toBe('#');
  });

  it('measure how many levels a menu has', () => {
    const leaf = { label: 'a', item: null, customUrl: '/a', children: [] };
    expect(menuDepth([])).toBe(0);
    expect(menuDepth([leaf])).toBe(1);
    expect(menuDepth([{ ...leaf, children: [{ ...leaf, children: [leaf] }] }])).toBe(3);
  });
});
