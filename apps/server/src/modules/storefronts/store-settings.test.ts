import type { StoreSettings } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefronts } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { ALEX, bearer, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';

let t: TestApp;
let acmeId: number;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  owner = await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!');
});
afterAll(() => t.close());

const settingsUrl = () => `/api/storefronts/${acmeId}/settings`;

const getSettings = async (token = owner) => {
  const res = await t.app.inject({
    url: settingsUrl(),
    headers: { ...hostOf('acme'), ...bearer(token) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as StoreSettings;
};

const putSettings = (payload: unknown, token: string | null = owner, slug = 'acme') =>
  t.app.inject({
    method: 'PUT',
    url: settingsUrl(),
    headers: { ...hostOf(slug), ...(token ? bearer(token) : {}) },
    payload: payload as object,
  });

/** A full body from what GET answers, with changes laid over it. */
const bodyFrom = (settings: StoreSettings, changes: Record<string, unknown> = {}) => {
  const { has_password: _hasPassword, ...rest } = settings;
  return { ...rest, password_action: 'keep', ...changes };
};

const auditTotal = async () =>
  (
    await t.app.inject({
      url: `/api/storefronts/${acmeId}/audit-log`,
      headers: { ...hostOf('acme'), ...bearer(owner) },
    })
  ).json().data.total as number;

const publicStore = async () =>
  (await t.app.inject({ url: '/api/storefronts/get-by-url', headers: hostOf('acme') })).json().data;

describe('GET/PUT /api/storefronts/{id}/settings', () => {
  it('answers the seeded settings', async () => {
    expect(await getSettings()).toMatchObject({
      name: 'Acme',
      company_name: 'Acme Corporation',
      contact_emails: ['support@acme.test', 'orders@acme.test'],
      status: 'demo',
      private_store: false,
      has_password: false,
      default_sort: 'newest',
    });
  });

  it('answers the settings of a store without contact e-mails, as the operator makes one', async () => {
    const before = await getSettings();
    const setEmails = (contactEmails: string[]) =>
      t.database.db.update(storefronts).set({ contactEmails }).where(eq(storefronts.id, acmeId));
    await setEmails([]);
    try {
      expect((await getSettings()).contact_emails).toEqual([]);
      // Saving still asks for one.
      const res = await putSettings(bodyFrom(before, { contact_emails: [] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.contact_emails).toEqual([
        'Add at least one contact e-mail address.',
      ]);
    } finally {
      await setEmails(before.contact_emails);
    }
  });

  it('saves every setting, live at once, and answers what it saved', async () => {
    const before = await getSettings();
    const res = await putSettings(
      bodyFrom(before, {
        name: ' Acme Outfitters ',
        company_name: 'Acme Outfitters Inc.',
        contact_emails: ['help@acme.test'],
        status: 'live',
        disabled_prices: true,
        no_index_site: true,
        products_per_row: 3,
        products_per_page: 24,
        default_sort: 'dont_sort',
        sso: { enabled: true, issuer: 'https://id.acme.test', client_id: 'acme', tenant_id: '' },
      }),
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json().data as StoreSettings;
    expect(saved).toMatchObject({
      name: 'Acme Outfitters',
      contact_emails: ['help@acme.test'],
      products_per_row: 3,
      default_sort: 'dont_sort',
      sso: { enabled: true, issuer: 'https://id.acme.test', client_id: 'acme', tenant_id: null },
    });
    expect(await getSettings()).toEqual(saved);
    const store = await publicStore();
    expect(store).toMatchObject({
      name: 'Acme Outfitters',
      company_name: 'Acme Outfitters Inc.',
      contact_emails: [{ email: 'help@acme.test' }],
      status: 'live',
      disabled_prices: true,
      no_index_site: true,
    });
    expect(store.settings).toMatchObject({
      productsPerRow: 3,
      productsPerPage: 24,
      sortBy: { id: 'dont_sort', name: 'dont_sort' },
      // The look is the draft's business and stays as it was.
      alertText: expect.any(String),
    });
    expect((await putSettings(bodyFrom(before))).statusCode).toBe(200);
  });

  it('sets the free-shipping amount, keeps it when left out, and refuses a bad one', async () => {
    const before = await getSettings();
    expect(before.free_shipping_from_cents).toBe(10_000);
    try {
      const set = await putSettings(bodyFrom(before, { free_shipping_from_cents: 7_500 }));
      expect(set.statusCode).toBe(200);
      expect((await getSettings()).free_shipping_from_cents).toBe(7_500);
      const { free_shipping_from_cents: _left, ...without } = bodyFrom(await getSettings());
      expect((await putSettings(without)).statusCode).toBe(200);
      expect((await getSettings()).free_shipping_from_cents).toBe(7_500);
      const bad = await putSettings(bodyFrom(before, { free_shipping_from_cents: -1 }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.free_shipping_from_cents).toEqual(['Enter an amount of 0 or more.']);
      expect((await getSettings()).free_shipping_from_cents).toBe(7_500);
      expect(
        (await putSettings(bodyFrom(before, { free_shipping_from_cents: null }))).statusCode,
      ).toBe(200);
      expect((await getSettings()).free_shipping_from_cents).toBeNull();
    } finally {
      await putSettings(bodyFrom(before));
    }
  });

  it('sets, keeps and removes the private-store password and never sends it back', async () => {
    const before = await getSettings();
    const set = await putSettings(
      bodyFrom(before, {
        private_store: true,
        password_action: 'set',
        new_password: 'Secret-Acme-1',
      }),
    );
    expect(set.statusCode).toBe(200);
    expect(set.body).not.toContain('Secret-Acme-1');
    expect(set.json().data.has_password).toBe(true);
    expect((await publicStore()).private_access.password).toBe(true);

    const entry = await t.app.inject({
      method: 'POST',
      url: `/api/storefronts/${acmeId}/private-access`,
      headers: hostOf('acme'),
      payload: { code: 'Secret-Acme-1' },
    });
    expect(entry.statusCode).toBeLessThan(300);

    const log = await t.app.inject({
      url: `/api/storefronts/${acmeId}/audit-log?rows=1`,
      headers: { ...hostOf('acme'), ...bearer(owner) },
    });
    const [entry0] = log.json().data.data;
    expect(entry0).toMatchObject({
      action: 'settings.update',
      actor_email: 'owner@acme.test',
      before: { private_store: false, has_password: false },
      after: { private_store: true, has_password: true, password_changed: true },
    });
    expect(log.body).not.toContain('Secret-Acme-1');
    expect(log.body).not.toContain('scrypt');

    const kept = await putSettings(bodyFrom(await getSettings(), { name: 'Acme Private' }));
    expect(kept.json().data).toMatchObject({ has_password: true, name: 'Acme Private' });
    expect(JSON.stringify(await getSettings())).not.toContain('scrypt');

    const removed = await putSettings(
      bodyFrom(await getSettings(), { private_store: false, password_action: 'remove' }),
    );
    expect(removed.json().data.has_password).toBe(false);
    expect((await putSettings(bodyFrom(before))).statusCode).toBe(200);
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name'],
    ['a bad e-mail', { contact_emails: ['support@acme.test', 'not-an-email'] }, 'contact_emails.1'],
    ['no e-mail at all', { contact_emails: [] }, 'contact_emails'],
    ['zero products per row', { products_per_row: 0 }, 'products_per_row'],
    ['an unknown sort', { default_sort: 'random' }, 'default_sort'],
    ['a short password', { password_action: 'set', new_password: 'short' }, 'new_password'],
    ['SSO without a client id', { sso: { enabled: true, issuer: null } }, 'sso.client_id'],
    [
      'a private store with no way in',
      { private_store: true, password_action: 'remove', gift_card: false, login_required: false },
      'private_store',
    ],
  ])('refuses %s and changes nothing', async (_case, changes, field) => {
    const before = await getSettings();
    const logged = await auditTotal();
    const body = bodyFrom(before, changes);
    if ('sso' in changes) body.sso = { ...before.sso, ...(changes.sso as object) };
    const res = await putSettings(body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toEqual({ message: expect.any(String), errors: expect.any(Object) });
    expect(Object.keys(res.json().errors)).toContain(field);
    expect(await getSettings()).toEqual(before);
    expect(await auditTotal()).toBe(logged);
  });

  it('is for the store owner only', async () => {
    const body = bodyFrom(await getSettings(), { name: 'Hijacked' });
    expect((await putSettings(body, null)).statusCode).toBe(401);
    const shopper = await signInAs(t, 'acme', ALEX.email, ALEX.password);
    expect((await putSettings(body, shopper)).statusCode).toBe(403);
    const res = await t.app.inject({
      url: settingsUrl(),
      headers: { ...hostOf('acme'), ...bearer(shopper) },
    });
    expect(res.statusCode).toBe(403);
    // Another store's owner, on their own store's host, names Acme's id.
    const initechOwner = await signInAs(t, 'initech', 'owner@initech.test', 'Initech-Owner-2026!');
    expect((await putSettings(body, initechOwner, 'initech')).statusCode).toBe(404);
    expect((await getSettings()).name).not.toBe('Hijacked');
  });
});

describe('PUT /api/storefronts/{id}/preview with a menu', () => {
  const entry = (label: string, children: object[] = []) => ({
    label,
    item: null,
    customUrl: `/${label}`,
    children,
  });
  const saveMenu = (menu: object[]) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/storefronts/${acmeId}/preview`,
      headers: { ...hostOf('acme'), ...bearer(owner) },
      payload: { settings: {}, menu },
    });

  it('takes three levels, as the navbar shows them, and refuses a fourth', async () => {
    const three = [entry('a', [entry('b', [entry('c')])])];
    expect((await saveMenu(three)).statusCode).toBe(200);
    const four = [entry('a', [entry('b', [entry('c', [entry('d')])])])];
    const refused = await saveMenu(four);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.menu).toEqual(["The store's menu shows at most 3 levels."]);
    const draft = await t.app.inject({
      url: `/api/storefronts/${acmeId}/draft`,
      headers: { ...hostOf('acme'), ...bearer(owner) },
    });
    expect(draft.json().data.draft.menu).toEqual(three);
  });
});
