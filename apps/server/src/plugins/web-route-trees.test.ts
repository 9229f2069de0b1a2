import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { signedInWithRole } from '../modules/identity/identity.fixtures.ts';
import { createTestApp, hostOf, type TestApp } from '../test/test-app.ts';
import { needsFullBuild, shopperBuild } from './web-route-trees.ts';
import { webServerEntry as webBuild } from './web.ts';

describe('which requests need the console’s routes', () => {
  it('the console’s paths, however React Router would read them, and route discovery', () => {
    for (const pathname of [
      '/admin',
      '/admin/',
      '/admin/products',
      '/admin/orders/1/parcels/2/slip',
      '/admin/impersonate',
      '/admin.data',
      '/admin/products.data',
      '/admin/_.data',
      '/ADMIN/Products',
      '/%61dmin',
      '/%41DMIN/orders',
      '/%E0%A4%A',
      '/__manifest',
    ])
      expect(needsFullBuild(pathname, '/__manifest'), pathname).toBe(true);
  });

  it('not a shopper’s pages', () => {
    for (const pathname of [
      '/',
      '/products',
      '/products/classic-cotton-tee',
      '/products/classic-cotton-tee.data',
      '/_root.data',
      '/administration',
      '/admins/x',
      '/categories/hoodies',
      '/operator',
      '/cart',
    ])
      expect(needsFullBuild(pathname, '/__manifest'), pathname).toBe(false);
  });
});

describe.skipIf(!existsSync(webBuild))('the shoppers’ route tree (web build)', () => {
  let build: ServerBuild;
  let t: TestApp;
  let web: FastifyInstance;
  beforeAll(async () => {
    build = (await import(pathToFileURL(webBuild).href)) as ServerBuild;
    t = await createTestApp();
    web = await buildApp({ config: t.app.config, database: t.database, serveWeb: true });
    await web.ready();
  });
  afterAll(async () => {
    await web?.close();
    await t?.close();
  });

  it('is the whole build without the routes under /admin', () => {
    const shopper = shopperBuild(build);
    const consoleIds = Object.keys(build.routes).filter((id) => !(id in shopper.routes));
    expect(consoleIds).toContain('routes/admin/layout');
    expect(consoleIds).toContain('routes/admin/products');
    expect(consoleIds).toContain('routes/admin/impersonate');
    expect(
      consoleIds.every((id) => id.startsWith('routes/admin/')),
      consoleIds.join(),
    ).toBe(true);
    for (const id of ['root', 'routes/home', 'routes/products.$slug', 'routes/store-page'])
      expect(shopper.routes[id], id).toBe(build.routes[id]);
    expect(shopper.routes['routes/operator/layout']).toBeDefined();
    expect(Object.keys(shopper.assets.routes).sort()).toEqual(Object.keys(shopper.routes).sort());
    expect(shopper.assets.version).toBe(build.assets.version);
    expect(shopper.entry).toBe(build.entry);
  });

  const visit = (url: string, cookie?: string) =>
    web.inject({ url, headers: { ...hostOf('acme'), ...(cookie ? { cookie } : {}) } });

  it('shoppers’ pages, their 404s and the console still render; discovery names both trees', async () => {
    const product = await visit('/products/classic-cotton-tee');
    expect(product.statusCode).toBe(200);
    expect(product.body).toContain('routes/products.$slug');
    expect(product.body).not.toContain('routes/admin/');
    const missing = await visit('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect((await visit('/products/no-such-product')).statusCode).toBe(404);
    // The console, signed in and not: the full tree.
    expect((await visit('/admin/products')).headers.location).toBe(
      '/login?returnUrl=%2Fadmin%2Fproducts',
    );
    const owner = await signedInWithRole(t, 'acme', 'owner');
    const token = owner.authorization!.slice('Bearer '.length);
    const consolePage = await visit('/admin/products', `token=${token}`);
    expect(consolePage.statusCode).toBe(200);
    expect(consolePage.body).toContain('routes/admin/products');
    // Lazy route discovery: a store's page links to the console, the console to the store.
    const paths = encodeURIComponent('/admin/products,/products/classic-cotton-tee');
    const manifest = await visit(`/__manifest?paths=${paths}&version=${build.assets.version}`);
    expect(manifest.statusCode).toBe(200);
    expect(Object.keys(manifest.json() as object)).toEqual(
      expect.arrayContaining([
        'root',
        'routes/admin/layout',
        'routes/admin/products',
        'routes/products.$slug',
      ]),
    );
  });

  it('renders shoppers’ pages and their 404s in one pass (decision 32, round 5)', async () => {
    const { ONE_PASS_FAILED } = build.entry.module as { ONE_PASS_FAILED?: string };
    expect(ONE_PASS_FAILED).toBeTypeOf('string');
    const warn = vi.spyOn(console, 'warn');
    try {
      for (const url of ['/', '/products', '/products/classic-cotton-tee', '/no-such-page'])
        expect((await visit(`${url}?one-pass`)).body).toContain('<!DOCTYPE html><html');
      const oneByOne = warn.mock.calls.filter(([line]) => String(line).includes(ONE_PASS_FAILED!));
      expect(oneByOne).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });
});
