import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { ALEX, bearer, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';

const OWNER = { email: 'owner@acme.test', password: 'Acme-Owner-2026!' };

let t: TestApp;
let acmeId: number;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  owner = bearer(await signInAs(t, 'acme', OWNER.email, OWNER.password));
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  payload?: object,
  headers: Record<string, string> = owner,
) =>
  t.app.inject({
    method,
    url: `/api/storefronts/${acmeId}${path}`,
    headers: { ...hostOf('acme'), ...headers },
    ...(payload && { payload }),
  });

const draft = async () => (await call('GET', '/draft')).json().data;
const live = async () =>
  (await t.app.inject({ url: '/api/storefronts/get-by-url', headers: hostOf('acme') })).json().data;

const HOME = {
  url: 'home',
  title: 'Home',
  sections: [
    {
      id: 'banner',
      component: 'BANNER_IMAGE',
      content: { image: null, alt: 'Summer', redirectLink: 'example.com', fullWidth: true },
    },
    {
      id: 'picks',
      component: 'PRODUCTS_LIST',
      content: { title: 'Summer picks', productsToShow: 4, categorySlug: 'apparel' },
    },
    {
      id: 'tiles',
      component: 'REDIRECT_TILES',
      content: {
        title: 'Shop by',
        tilesPerRow: 2,
        alignment: 'left',
        items: [
          {
            image: '/assets/images/default-banner.png',
            label: 'Apparel',
            redirectOnClick: { type: 'category', url: 'apparel' },
          },
        ],
      },
    },
  ],
};

describe('the seeded pages as a draft', () => {
  it('go back through PUT …/preview unchanged: the strict section schemas accept them', async () => {
    const { draft: seeded, revision } = await draft();
    const res = await call('PUT', '/preview', { ...seeded, revision });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.preview_data.pages).toEqual(seeded.pages);
    expect(res.json().data.revision).toBe(revision + 1);
  });
});

describe('POST /api/storefronts/{id}/publish', () => {
  it('makes the draft live in one go, keeps it as version 1 beside version 0, and drops the draft', async () => {
    const before = await live();
    const homeId = before.pages.find((p: { url: string }) => p.url === 'home').id;
    const { revision } = (
      await call('PUT', '/preview', {
        settings: { alertText: 'Summer is here', primaryColor: '#0f766e' },
        pages: [HOME],
      })
    ).json().data;

    const res = await call('POST', '/publish', { revision, note: 'Summer home' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.version).toMatchObject({
      number: 1,
      note: 'Summer home',
      published_by: OWNER.email,
      restored_from: null,
    });

    const after = await live();
    expect(after.settings).toMatchObject({ alertText: 'Summer is here', primaryColor: '#0f766e' });
    // What the draft left alone stays as it was.
    expect(after.settings.productsPerPage).toBe(before.settings.productsPerPage);
    expect(after.menu).toEqual(before.menu);
    expect(after.pages.map((p: { url: string }) => p.url)).toEqual(['home']);
    expect(after.pages[0].id).toBe(homeId);
    expect(after.pages[0].sections.map((s: { id: string }) => s.id)).toEqual([
      'banner',
      'picks',
      'tiles',
    ]);
    const now = await draft();
    expect(now.drafted).toBe(false);
    expect(now.revision).toBe(res.json().data.revision);

    const [entry] = (await call('GET', '/audit-log')).json().data.data;
    expect(entry).toMatchObject({
      action: 'storefront.publish',
      subject: 'version 1',
      actor_email: OWNER.email,
      before: { settings: { alertText: before.settings.alertText } },
      after: { settings: { alertText: 'Summer is here' } },
    });
  });

  it('answers 409 when there is no draft, and changes nothing', async () => {
    const { revision } = await draft();
    const res = await call('POST', '/publish', { revision });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/no draft/i);
    const versions = (await call('GET', '/versions')).json().data;
    expect(versions.total).toBe(2);
  });

  it('refuses a stale revision (409) on save and publish: two tabs never overwrite each other', async () => {
    const { revision } = await draft();
    const first = await call('PUT', '/preview', { settings: { alertText: 'Tab one' }, revision });
    expect(first.statusCode).toBe(200);
    const second = await call('PUT', '/preview', { settings: { alertText: 'Tab two' }, revision });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/changed elsewhere/);
    expect((await draft()).draft.settings.alertText).toBe('Tab one');

    const publish = await call('POST', '/publish', { revision });
    expect(publish.statusCode).toBe(409);
    expect((await live()).settings.alertText).toBe('Summer is here');
  });

  it('refuses a bad body with the fields at fault, and publishes nothing', async () => {
    const res = await call('POST', '/publish', { revision: -1, note: 'x'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['revision', 'note']));
    expect((await draft()).draft.settings.alertText).toBe('Tab one');
    expect((await live()).settings.alertText).toBe('Summer is here');
  });
});

describe('versions', () => {
  it('are listed newest first, paged', async () => {
    const res = await call('GET', '/versions?rows=1&page=2');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ total: 2, from: 2, last_page: 2 });
    expect(res.json().data.data.map((v: { number: number }) => v.number)).toEqual([0]);
    const first = (await call('GET', '/versions')).json().data.data;
    expect(first.map((v: { number: number }) => v.number)).toEqual([1, 0]);
  });

  it('show what each made live; an unknown number is 404', async () => {
    const zero = (await call('GET', '/versions/0')).json().data;
    expect(zero.published_by).toBeNull();
    expect(zero.snapshot.pages.map((p: { url: string }) => p.url)).toEqual(['home', 'about']);
    const one = (await call('GET', '/versions/1')).json().data;
    expect(one.snapshot.settings.alertText).toBe('Summer is here');
    expect(one.snapshot.pages[0].sections).toHaveLength(3);
    expect((await call('GET', '/versions/99')).statusCode).toBe(404);
  });

  it('restore: version 0 goes live again as version 2, and the draft is dropped', async () => {
    const seeded = (await call('GET', '/versions/0')).json().data.snapshot;
    const res = await call('POST', '/versions/0/restore');
    expect(res.statusCode).toBe(201);
    expect(res.json().data.version).toMatchObject({ number: 2, restored_from: 0 });
    const after = await live();
    expect(after.settings.alertText).toBe(seeded.settings.alertText);
    expect(after.pages.map((p: { url: string }) => p.url)).toEqual(['home', 'about']);
    expect(after.pages[0].sections.map((s: { id: string }) => s.id)).toEqual(
      seeded.pages[0].sections.map((s: { id: string }) => s.id),
    );
    expect((await draft()).drafted).toBe(false);
    const [entry] = (await call('GET', '/audit-log')).json().data.data;
    expect(entry).toMatchObject({ action: 'storefront.restore', subject: 'version 2' });
    expect((await call('POST', '/versions/7/restore')).statusCode).toBe(404);
  });
});

describe('who may publish and restore', () => {
  const routes: Array<['GET' | 'POST', string, object?]> = [
    ['POST', '/publish', { revision: 0 }],
    ['GET', '/versions'],
    ['GET', '/versions/0'],
    ['POST', '/versions/0/restore'],
  ];

  it.each(routes)('%s %s: 401 to a visitor, 403 to a shopper', async (method, path, body) => {
    expect((await call(method, path, body, {})).statusCode).toBe(401);
    const shopper = bearer(await signInAs(t, 'acme', ALEX.email, ALEX.password));
    expect((await call(method, path, body, shopper)).statusCode).toBe(403);
  });

  it.each(routes)('%s %s: 403 to the store’s staff (owner only)', async (method, path, body) => {
    const staff = { email: 'staff@acme.test', password: 'Acme-Staff-2026!' };
    await t.app.db
      .insert(users)
      .values({
        storefrontId: acmeId,
        email: staff.email,
        username: 'acme-staff',
        firstName: 'Sam',
        lastName: 'Staff',
        passwordHash: await hashPassword(staff.password),
        emailVerifiedAt: new Date(),
        role: 'staff',
      })
      .onConflictDoNothing();
    const token = await signInAs(t, 'acme', staff.email, staff.password);
    expect((await call(method, path, body, bearer(token))).statusCode).toBe(403);
  });

  it.each(routes)('%s %s: 404 to an owner of another store', async (method, path, body) => {
    const globexOwner = await signInAs(t, 'globex', 'owner@globex.test', 'Globex-Owner-2026!');
    const res = await t.app.inject({
      method,
      url: `/api/storefronts/${acmeId}${path}`,
      headers: { ...hostOf('globex'), ...bearer(globexOwner) },
      ...(body && { payload: body }),
    });
    expect(res.statusCode).toBe(404);
  });

  it('nothing was published or restored by the refused calls', async () => {
    expect((await call('GET', '/versions')).json().data.total).toBe(3);
  });
});

describe('a bad page in the draft', () => {
  it('is a 400 naming each field at fault, and the draft stays as it was', async () => {
    const before = await draft();
    const res = await call('PUT', '/preview', {
      settings: {},
      pages: [
        {
          url: 'Summer Sale!',
          title: '',
          sections: [
            { id: 'a', component: 'REDIRECT_TILES', content: { tilesPerRow: 7, items: [{}] } },
            { id: 'b', component: 'BANNER_IMAGE', content: { image: 'javascript:alert(1)' } },
            { id: 'c', component: 'TITLE', content: { html: '<h1>Hi</h1>', colour: 'red' } },
            { id: 'd', component: 'CAROUSEL', content: {} },
          ],
        },
        { url: 'cart', title: 'Cart', sections: [] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining([
        'pages.0.url',
        'pages.0.title',
        'pages.0.sections.0.content.tilesPerRow',
        'pages.0.sections.0.content.items.0.image',
        'pages.0.sections.1.content.image',
        'pages.0.sections.2.content',
        'pages.0.sections.3.component',
        'pages.1.url',
      ]),
    );
    expect(await draft()).toEqual(before);
  });

  it('with two pages at one address is refused', async () => {
    const res = await call('PUT', '/preview', {
      settings: {},
      pages: [HOME, { ...HOME, title: 'Again' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(['pages.1.url']);
  });
});
