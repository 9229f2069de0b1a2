/**
 * Tenant isolation, generated from the OpenAPI: every operation with a `{storefrontId}` is called
 * on one store's host with another store's id (as that host's owner, who may enter it), and every
 * signed-in operation as another store's owner and shopper against a store's own id. Each must
 * refuse (401, 403 or 404) and show nothing of the other store. Then one shopper's orders and gift
 * cards stay hidden from another shopper of the same store.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../test/test-app.ts';
import { cartClient, productOf, sizeOf } from '../modules/cart/cart.fixtures.ts';
import { checkoutCalls } from '../modules/checkout/checkout.fixtures.ts';
import {
  ALEX,
  bearer,
  JORDAN,
  signInAs,
  storeIdOf,
} from '../modules/identity/identity.fixtures.ts';
import { recordFigures } from './figures.ts';
import { operationsOf, pathParamsOf, urlOf, type Operation } from './openapi.ts';
import { sampleOf } from './schema-values.ts';

const STORES = ['acme', 'globex', 'initech'] as const;
type Slug = (typeof STORES)[number];
const CODES: Partial<Record<Slug, string>> = { globex: 'globex-2026' };
const REFUSALS = [401, 403, 404];

type Store = {
  slug: Slug;
  id: number;
  owner: Record<string, string>;
  shopper: Record<string, string> | null;
  /** Path parameter values naming this store's own rows. */
  values: Record<string, unknown>;
  /** Strings only this store's answers contain. */
  markers: string[];
};

let t: TestApp;
let operations: Operation[];
const stores = {} as Record<Slug, Store>;

beforeAll(async () => {
  t = await createTestApp();
  operations = await operationsOf(t.app);
  for (const slug of STORES) stores[slug] = await storeOf(slug);
});
afterAll(() => t.close());

const entry = (slug: Slug) => ({ ...hostOf(slug), ...(CODES[slug] && { code: CODES[slug] }) });

async function storeOf(slug: Slug): Promise<Store> {
  const id = await storeIdOf(t.app, slug);
  const password = `${slug[0]!.toUpperCase()}${slug.slice(1)}-Owner-2026!`;
  const owner = bearer(await signInAs(t, slug, `owner@${slug}.test`, password));
  const shopperAccount = { acme: ALEX, globex: JORDAN, initech: null }[slug];
  const shopper = shopperAccount
    ? bearer(await signInAs(t, slug, shopperAccount.email, shopperAccount.password))
    : null;
  const list = await t.app.inject({
    url: `/api/storefronts/${id}/storefront-products?rows=3`,
    headers: entry(slug),
  });
  const products = (list.json().data?.data ?? []) as { slug: string; id: number }[];
  const values: Record<string, unknown> = { storefrontId: id };
  const markers = products.map((p) => p.slug);
  if (products[0]) values.productIdOrSlug = products[0].slug;
  if (slug === 'acme') {
    const tee = await productOf(t.app, 'classic-cotton-tee', id);
    const cart = cartClient(t.app, id);
    const added = await cart.add({ ...sizeOf(tee, 'Black', 'M'), quantity: 1 });
    values.lineId = added.json().data.lines[0].id;
    const order = await checkoutCalls(t.app, id, cart).place();
    values.uuid = order.json().data.uuid;
    markers.push(values.uuid as string, 'ACME-ALEX-0050');
  }
  return { slug, id, owner, shopper, values, markers };
}

/** The request an operation takes, its path filled with `values` and a minimal valid body. */
function requestOf(
  op: Operation,
  values: Record<string, unknown>,
  headers: Record<string, string>,
) {
  const path = Object.fromEntries(
    pathParamsOf(op).map((p) => [p.name, values[p.name] ?? sampleOf(p.schema)]),
  );
  const query = new URLSearchParams();
  for (const p of op.parameters.filter((q) => q.in === 'query' && q.required)) {
    query.append(p.name, String(sampleOf(p.schema)));
  }
  return {
    method: op.method as 'GET',
    url: urlOf(op, path) + (query.size ? `?${query}` : ''),
    headers: { 'idempotency-key': randomUUID(), ...headers } as Record<string, string>,
    ...(op.body && { payload: sampleOf(op.body) as object }),
  };
}

/** What is wrong with an answer to someone who must not reach `victim`, or null. */
async function leakOf(op: Operation, victim: Store, request: ReturnType<typeof requestOf>) {
  const res = await t.app.inject(request);
  const shown = victim.markers.filter((m) => res.body.includes(m));
  if (REFUSALS.includes(res.statusCode) && !shown.length) return null;
  return `${op.method} ${request.url} on ${request.headers.host}: ${res.statusCode}${
    shown.length ? ` showing ${shown.join(', ')}` : ''
  } ${res.body.slice(0, 160)}`;
}

describe('tenant isolation', () => {
  it("refuses another store's id on every store-scoped route", async () => {
    const scoped = operations.filter((op) => op.path.includes('{storefrontId}'));
    const bad: string[] = [];
    let attempts = 0;
    for (const op of scoped) {
      for (const host of STORES) {
        for (const victim of STORES.filter((s) => s !== host)) {
          attempts++;
          const headers = { ...entry(host), ...stores[host].owner };
          const leak = await leakOf(
            op,
            stores[victim],
            requestOf(op, stores[victim].values, headers),
          );
          if (leak) bad.push(`${victim}'s id: ${leak}`);
        }
      }
    }
    recordFigures('isolation: store id across hosts', { attempts, bad: bad.length, lost: 0 });
    expect(bad).toEqual([]);
  });

  it("refuses another store's owner and shopper on every signed-in route", async () => {
    const secured = operations.filter((op) => op.secured && op.path.includes('{storefrontId}'));
    const bad: string[] = [];
    let attempts = 0;
    for (const op of secured) {
      for (const victim of STORES) {
        for (const intruder of STORES.filter((s) => s !== victim)) {
          for (const token of [stores[intruder].owner, stores[intruder].shopper]) {
            if (!token) continue;
            attempts++;
            const request = requestOf(op, stores[victim].values, { ...entry(victim), ...token });
            const leak = await leakOf(op, stores[victim], request);
            if (leak) bad.push(`${intruder}'s account: ${leak}`);
          }
        }
      }
    }
    recordFigures('isolation: accounts across stores', { attempts, bad: bad.length, lost: 0 });
    expect(bad).toEqual([]);
  });

  it("hides one shopper's orders and gift cards from another of the same store", async () => {
    const acme = stores.acme;
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: hostOf('acme'),
      payload: {
        first_name: 'Kim',
        last_name: 'Park',
        email: 'kim@example.test',
        username: 'kimpark',
        password: 'Kim-Park-2026!',
        password_confirmation: 'Kim-Park-2026!',
        terms_and_conditions: true,
        storefront_id: acme.id,
      },
    });
    expect(register.statusCode).toBe(201);
    // Verified, so the lists answer rather than ask for the e-mail check first.
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.email, 'kim@example.test'));
    const kim = bearer(await signInAs(t, 'acme', 'kim@example.test', 'Kim-Park-2026!'));
    const alexOrders = await t.app.inject({
      url: `/api/storefronts/${acme.id}/orders`,
      headers: { ...hostOf('acme'), ...acme.shopper! },
    });
    const alexUuid = alexOrders.json().data.data[0].uuid as string;
    const asKim = (url: string) =>
      t.app.inject({
        url: `/api/storefronts/${acme.id}${url}`,
        headers: { ...hostOf('acme'), ...kim },
      });
    const answers = [
      await asKim('/orders'),
      await asKim(`/orders/${alexUuid}`),
      await asKim('/gift-cards'),
    ];
    const leaks = answers.filter((r) => r.body.includes(alexUuid) || r.body.includes('ACME-ALEX'));
    recordFigures('isolation: shoppers of one store', {
      attempts: answers.length,
      bad: leaks.length,
      lost: 0,
    });
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 200]);
    expect(leaks.map((r) => r.body.slice(0, 200))).toEqual([]);
  });
});
