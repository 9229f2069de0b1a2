import type { BrandSummary } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const call = (
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string> = owner,
  payload?: object,
  host = 'acme',
) =>
  t.app.inject({
    method,
    url: `/api/storefronts/${acmeId}/brands${path}`,
    headers: { ...hostOf(host), ...headers },
    payload,
  });

const brands = async (headers = owner) => {
  const res = await call('GET', '', headers);
  expect(res.statusCode).toBe(200);
  return res.json().data as BrandSummary[];
};
const countOf = async (name: string) =>
  (await brands()).find((b) => b.name === name)?.product_count;
const auditActions = async () =>
  (
    await t.app.inject({
      url: `/api/storefronts/${acmeId}/audit-log`,
      headers: { ...hostOf('acme'), ...owner },
    })
  )
    .json()
    .data.data.map((entry: { action: string }) => entry.action) as string[];

describe('GET /api/storefronts/{id}/brands', () => {
  it('lists every brand with its product count, A to Z, to owners and staff', async () => {
    const list = await brands();
    expect(list.map((b) => b.name)).toEqual([
      'Bella+Canvas',
      'Gildan',
      'Liberty Bags',
      'Moleskine',
      'Next Level',
      'Port Authority',
      'Richardson',
      'Yeti',
    ]);
    expect(list.every((b) => b.product_count > 0)).toBe(true);
    expect(await brands(staff)).toEqual(list);
  });

  it('refuses strangers, shoppers and another store’s owner', async () => {
    expect((await call('GET', '', {})).statusCode).toBe(401);
    const shopper = bearer(await signInAs(t, 'acme', ALEX.email, ALEX.password));
    expect((await call('GET', '', shopper)).statusCode).toBe(403);
    const initech = bearer(
      await signInAs(t, 'initech', 'owner@initech.test', 'Initech-Owner-2026!'),
    );
    expect((await call('GET', '', initech, undefined, 'initech')).statusCode).toBe(404);
  });
});

describe('changing brands', () => {
  it('renames a brand on all its products, audited', async () => {
    const before = await countOf('Port Authority');
    const res = await call('POST', '/rename', owner, {
      name: 'Port Authority',
      new_name: 'Port Authority Co',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ name: 'Port Authority Co', product_count: before });
    expect(await countOf('Port Authority')).toBeUndefined();
    expect(await countOf('Port Authority Co')).toBe(before);
    expect((await auditActions())[0]).toBe('brand.rename');
  });

  it('refuses a rename to another brand’s name (409) and bad payloads, changing nothing', async () => {
    const before = await brands();
    const taken = await call('POST', '/rename', owner, { name: 'Gildan', new_name: 'Next Level' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.new_name).toHaveLength(1);
    const blank = await call('POST', '/rename', owner, { name: 'Gildan', new_name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.new_name).toEqual(['Enter a brand.']);
    const unknown = await call('POST', '/rename', owner, { name: 'Nobody', new_name: 'Else' });
    expect(unknown.statusCode).toBe(404);
    expect(await brands()).toEqual(before);
  });

  it('merges one brand into another', async () => {
    const [bella, next] = [await countOf('Bella+Canvas'), await countOf('Next Level')];
    const res = await call('POST', '/merge', owner, { name: 'Bella+Canvas', into: 'Next Level' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ name: 'Next Level', product_count: bella! + next! });
    expect(await countOf('Bella+Canvas')).toBeUndefined();
    const self = await call('POST', '/merge', owner, { name: 'Gildan', into: 'Gildan' });
    expect(self.statusCode).toBe(400);
    const nowhere = await call('POST', '/merge', owner, { name: 'Gildan', into: 'Nobody' });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().errors.into).toHaveLength(1);
  });

  it('removes a brand from its products; staff may not change brands', async () => {
    const payload = { name: 'Gildan' };
    expect((await call('POST', '/remove', staff, payload)).statusCode).toBe(403);
    expect((await call('POST', '/rename', staff, { ...payload, new_name: 'G' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', '/merge', staff, { ...payload, into: 'Next Level' })).statusCode,
    ).toBe(403);
    const res = await call('POST', '/remove', owner, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ name: null, product_count: 0 });
    expect(await countOf('Gildan')).toBeUndefined();
    expect((await auditActions())[0]).toBe('brand.remove');
  });
});
