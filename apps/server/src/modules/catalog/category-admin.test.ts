import type { CategoryNode, MenuEntry } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontPages, storefronts } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import {
  ALEX,
  bearer,
  signedInWithRole,
  signInAs,
  storeIdOf,
} from '../identity/identity.fixtures.ts';

let t: TestApp;
let acmeId: number;
let owner: Record<string, string>;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  owner = bearer(await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!'));
  staff = await signedInWithRole(t, 'acme', 'staff');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, path = '', payload?: object, headers = owner, host = 'acme') =>
  t.app.inject({
    method,
    url: `/api/storefronts/${acmeId}/categories${path}`,
    headers: { ...hostOf(host), ...headers },
    ...(payload !== undefined && { payload }),
  });

const tree = async (headers = owner) => {
  const res = await call('GET', '', undefined, headers);
  expect(res.statusCode).toBe(200);
  return res.json().data as CategoryNode[];
};
const bySlug = async (slug: string) => (await tree()).find((c) => c.slug === slug)!;
const outline = (nodes: CategoryNode[]) => nodes.map((c) => `${'-'.repeat(c.depth)}${c.slug}`);
const create = async (body: object) => {
  const res = await call('POST', '', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as CategoryNode;
};

describe('GET /api/storefronts/{id}/categories', () => {
  it('answers the tree depth first with direct and total product counts, to owners and staff', async () => {
    const nodes = await tree();
    expect(outline(nodes).slice(0, 5)).toEqual([
      'all-products',
      '-apparel',
      '--t-shirts',
      '--hoodies',
      '--headwear',
    ]);
    const apparel = nodes.find((c) => c.slug === 'apparel')!;
    const below = nodes.filter((c) => c.parent_id === apparel.id);
    expect(apparel.total_product_count).toBeGreaterThanOrEqual(
      Math.max(...below.map((c) => c.total_product_count)),
    );
    expect(apparel.total_product_count).toBeLessThanOrEqual(
      apparel.product_count + below.reduce((sum, c) => sum + c.total_product_count, 0),
    );
    expect(nodes.find((c) => c.slug === 't-shirts')!.product_count).toBeGreaterThan(0);
    expect(await tree(staff)).toEqual(nodes);
  });

  it('refuses strangers (401), shoppers (403) and another store’s owner (404)', async () => {
    expect((await call('GET', '', undefined, {})).statusCode).toBe(401);
    const shopper = bearer(await signInAs(t, 'acme', ALEX.email, ALEX.password));
    expect((await call('GET', '', undefined, shopper)).statusCode).toBe(403);
    const initech = bearer(
      await signInAs(t, 'initech', 'owner@initech.test', 'Initech-Owner-2026!'),
    );
    expect((await call('GET', '', undefined, initech, 'initech')).statusCode).toBe(404);
  });
});

describe('creating and changing categories', () => {
  it('adds a category last under its parent; a taken slug is a 409 on the field', async () => {
    const apparel = await bySlug('apparel');
    const socks = await create({ name: 'Socks', slug: 'socks', parent_id: apparel.id });
    expect(socks).toMatchObject({ parent_id: apparel.id, depth: 2, product_count: 0 });
    expect(outline(await tree())).toContain('--socks');
    const nodes = await tree();
    expect(nodes.indexOf(nodes.find((c) => c.slug === 'socks')!)).toBe(
      nodes.indexOf(nodes.find((c) => c.slug === 'headwear')!) + 1,
    );
    const taken = await call('POST', '', { name: 'Socks 2', slug: 'socks' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.slug).toEqual(['Another category has this slug.']);
  });

  it('refuses bad payloads and staff, changing nothing', async () => {
    const before = await tree();
    const bad = await call('POST', '', { name: ' ', slug: 'Not A Slug' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'slug']);
    const noParent = await call('POST', '', { name: 'Lost', slug: 'lost', parent_id: 999_999 });
    expect(noParent.statusCode).toBe(422);
    expect(noParent.json().errors.parent_id).toHaveLength(1);
    expect((await call('PATCH', `/${before[0]!.id}`, {})).statusCode).toBe(400);
    const asStaff = await call('POST', '', { name: 'Staff', slug: 'staff' }, staff);
    expect(asStaff.statusCode).toBe(403);
    expect((await call('DELETE', `/${before[0]!.id}`, {}, staff)).statusCode).toBe(403);
    expect(await tree()).toEqual(before);
  });

  it('renames and re-slugs a category; the menus that linked the old slug follow it', async () => {
    const hoodies = await bySlug('hoodies');
    const res = await call('PATCH', `/${hoodies.id}`, {
      name: 'Hoodies & Sweats',
      slug: 'hoodies-and-sweats',
      is_company: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Hoodies & Sweats',
      slug: 'hoodies-and-sweats',
      is_company: true,
    });
    expect(res.json().data.links_updated).toBeGreaterThanOrEqual(1);
    const [store] = await t.database.db
      .select({ menu: storefronts.menu })
      .from(storefronts)
      .where(eq(storefronts.id, acmeId));
    const slugs = JSON.stringify(store!.menu satisfies MenuEntry[]);
    expect(slugs).toContain('"url":"hoodies-and-sweats"');
    expect(slugs).not.toContain('"url":"hoodies"');
    const shop = await t.app.inject({
      url: `/api/storefronts/${acmeId}/product-categories/slug/hoodies-and-sweats`,
      headers: hostOf('acme'),
    });
    expect(shop.statusCode).toBe(200);
    const taken = await call('PATCH', `/${hoodies.id}`, { slug: 't-shirts' });
    expect(taken.statusCode).toBe(409);
  });

  it('keeps page sections that link a category working when its slug changes', async () => {
    const pagesJson = async () =>
      JSON.stringify(
        await t.database.db
          .select({ sections: storefrontPages.sections })
          .from(storefrontPages)
          .where(eq(storefrontPages.storefrontId, acmeId)),
      );
    expect(await pagesJson()).toContain('"url":"apparel"');
    const apparel = await bySlug('apparel');
    const res = await call('PATCH', `/${apparel.id}`, { slug: 'apparel-wear' });
    expect(res.json().data.links_updated).toBeGreaterThanOrEqual(2);
    expect(await pagesJson()).toContain('"url":"apparel-wear"');
    expect(await pagesJson()).not.toContain('"url":"apparel"');
    expect((await call('PATCH', `/${apparel.id}`, { slug: 'apparel' })).statusCode).toBe(200);
    expect(await pagesJson()).toContain('"url":"apparel"');
  });

  it('moves a category with its children and refuses a move into itself or below', async () => {
    const all = await bySlug('all-products');
    const apparel = await bySlug('apparel');
    const tshirts = await bySlug('t-shirts');
    const before = await tree();
    for (const parent of [apparel.id, tshirts.id]) {
      const res = await call('PUT', `/${apparel.id}/position`, { parent_id: parent, position: 0 });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.parent_id).toHaveLength(1);
    }
    expect(await tree()).toEqual(before);
    const res = await call('PUT', `/${apparel.id}/position`, { parent_id: null, position: 0 });
    expect(res.statusCode).toBe(200);
    expect(outline(await tree()).slice(0, 3)).toEqual([
      'apparel',
      '-t-shirts',
      '-hoodies-and-sweats',
    ]);
    const back = await call('PUT', `/${apparel.id}/position`, { parent_id: all.id, position: 1 });
    expect(back.statusCode).toBe(200);
    const nodes = await tree();
    const children = nodes.filter((c) => c.parent_id === all.id).map((c) => c.slug);
    expect(children.indexOf('apparel')).toBe(1);
  });

  it('saves a whole reordered tree in one go and refuses cycles and partial lists', async () => {
    const before = await tree();
    const reversed = [...before]
      .filter((c) => c.depth === 0)
      .map((c) => ({ id: c.id, parent_id: null }));
    const rest = before
      .filter((c) => c.depth > 0)
      .map((c) => ({ id: c.id, parent_id: c.parent_id }));
    const all = before.find((c) => c.slug === 'all-products')!;
    const gift = before.find((c) => c.slug === 'gift-cards')!;
    // Gift cards to the top level, first.
    const body = [
      { id: gift.id, parent_id: null },
      ...reversed,
      ...rest.filter((c) => c.id !== gift.id),
    ];
    const res = await call('PUT', '/order', { categories: body });
    expect(res.statusCode).toBe(200);
    expect(outline(res.json().data)[0]).toBe('gift-cards');
    expect(outline(res.json().data)[1]).toBe('all-products');

    const saved = await tree();
    const cycle = saved.map((c) => ({
      id: c.id,
      parent_id: c.id === all.id ? gift.id : c.id === gift.id ? all.id : c.parent_id,
    }));
    const refused = await call('PUT', '/order', { categories: cycle });
    expect(refused.statusCode).toBe(422);
    const partial = await call('PUT', '/order', { categories: cycle.slice(1) });
    expect(partial.statusCode).toBe(409);
    const twice = await call('PUT', '/order', { categories: [...cycle, cycle[0]] });
    expect(twice.statusCode).toBe(400);
    expect(await tree()).toEqual(saved);
  });
});

describe('DELETE /api/storefronts/{id}/categories/{categoryId}', () => {
  it('asks where the products go, then moves them to the chosen category', async () => {
    const apparel = await bySlug('apparel');
    const drinkware = await bySlug('drinkware');
    const before = await tree();
    const unanswered = await call('DELETE', `/${apparel.id}`, {});
    expect(unanswered.statusCode).toBe(422);
    expect(unanswered.json().errors.move_products_to).toEqual([
      `Choose where its ${apparel.total_product_count} products go.`,
    ]);
    const inside = await call('DELETE', `/${apparel.id}`, {
      move_products_to: before.find((c) => c.slug === 't-shirts')!.id,
    });
    expect(inside.statusCode).toBe(422);
    expect(await tree()).toEqual(before);

    const res = await call('DELETE', `/${apparel.id}`, { move_products_to: drinkware.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.products_moved).toBe(apparel.total_product_count);
    expect(res.json().data.deleted_category_ids).toHaveLength(5);
    const after = await tree();
    expect(after.map((c) => c.slug)).not.toContain('t-shirts');
    const moved = after.find((c) => c.slug === 'drinkware')!;
    expect(moved.product_count).toBeGreaterThanOrEqual(apparel.total_product_count);
  });

  it('unlinks the products with move_products_to null and deletes an empty one without asking', async () => {
    const bags = await bySlug('bags');
    expect(bags.total_product_count).toBeGreaterThan(0);
    const res = await call('DELETE', `/${bags.id}`, { move_products_to: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.products_moved).toBe(0);
    const empty = await create({ name: 'Empty', slug: 'empty-one' });
    const bare = await t.app.inject({
      method: 'DELETE',
      url: `/api/storefronts/${acmeId}/categories/${empty.id}`,
      headers: { ...hostOf('acme'), ...owner },
    });
    expect(bare.statusCode, bare.body).toBe(200);
    expect((await call('DELETE', `/${empty.id}`, {})).statusCode).toBe(404);
  });
});
