import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { createStore } from '../catalog/catalog.fixtures.ts';
import { bearer, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';
import { getStorefrontConfig, resolveStorefront } from './storefronts.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/storefronts/get-by-url', () => {
  it.each(['acme', 'globex', 'initech'])('resolves %s from its host', async (slug) => {
    const res = await t.app.inject({ url: '/api/storefronts/get-by-url', headers: hostOf(slug) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.slug).toBe(slug);
  });

  it('takes a custom domain before a slug host, and each store by its own host', async () => {
    // A store whose custom domain looks like another store's slug host: the domain wins.
    await createStore(t.database.db, 'hostdomain', { domain: 'acme.example.com' });
    await createStore(t.database.db, 'hostslug', { domain: 'slug-owner.example.org' });
    const storeAt = async (host: string) => {
      const res = await t.app.inject({ url: '/api/storefronts/get-by-url', headers: { host } });
      return res.statusCode === 200 ? res.json().data.slug : res.statusCode;
    };
    expect(await storeAt('acme.example.com')).toBe('hostdomain');
    expect(await storeAt('slug-owner.example.org:3000')).toBe('hostslug');
    expect(await storeAt('hostslug.localhost:3000')).toBe('hostslug');
    expect(await storeAt('acme.localhost')).toBe('acme');
    expect(await storeAt('127.0.0.1:3000')).toBe('acme');
    expect(await storeAt('www.unknown.example.net')).toBe(404);
  });

  it('answers an unknown host with a clear 404', async () => {
    const res = await t.app.inject({
      url: '/api/storefronts/get-by-url',
      headers: { host: 'nope.localhost:3000' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'No store is configured for the host "nope.localhost".',
      errors: {},
    });
  });
});

describe('PUT /api/storefronts/{id}/status', () => {
  const setStatus = async (status: string, token?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/storefronts/${await storeIdOf(t.app, 'initech')}/status`,
      headers: { ...hostOf('initech'), ...(token ? bearer(token) : {}) },
      payload: { status },
    });

  it('lets the owner put the store under construction and back', async () => {
    const owner = await signInAs(t, 'initech', 'owner@initech.test', 'Initech-Owner-2026!');
    expect((await setStatus('under_construction', owner)).json()).toEqual({
      data: { status: 'under_construction' },
    });
    const shown = await t.app.inject({
      url: '/api/storefronts/get-by-url',
      headers: hostOf('initech'),
    });
    expect(shown.json().data.status).toBe('under_construction');
    expect((await setStatus('live', owner)).statusCode).toBe(200);
    expect((await setStatus('closed', owner)).statusCode).toBe(400);
  });

  it('is for the owner only', async () => {
    expect((await setStatus('draft')).statusCode).toBe(401);
  });
});

describe('the store configuration’s owner HTML', () => {
  it('is sanitised each time, from memory after the first, and afresh when it changes', async () => {
    const db = t.database.db;
    const row = await resolveStorefront(db, 'acme.localhost', 'acme');
    const withFooter = (footerContent: string) => ({
      ...row,
      settings: { ...(row.settings as object), footerContent },
    });
    const first = '<p onclick="steal()">Hi<script>steal()</script></p>';
    for (let i = 0; i < 2; i++)
      expect((await getStorefrontConfig(db, withFooter(first))).settings.footerContent).toBe(
        '<p>Hi</p>',
      );
    const changed = '<p>Bye<img src="x" onerror="steal()"></p>';
    const footer = (await getStorefrontConfig(db, withFooter(changed))).settings.footerContent;
    expect(footer).toContain('Bye');
    expect(footer).not.toMatch(/onerror|steal/);
  });
});
