import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALEX, bearer, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let acmeId: number;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  owner = await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!');
});
afterAll(() => t.close());

const auditLog = (query = '', headers: Record<string, string> = bearer(owner), store = 'acme') =>
  t.app.inject({
    url: `/api/storefronts/${acmeId}/audit-log${query}`,
    headers: { ...hostOf(store), ...headers },
  });

const setStatus = (status: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/storefronts/${acmeId}/status`,
    headers: { ...hostOf('acme'), ...bearer(owner) },
    payload: { status },
  });

describe('GET /api/storefronts/{id}/audit-log', () => {
  it('lists owner changes newest first with who, what and before/after', async () => {
    expect((await setStatus('under_construction')).statusCode).toBe(200);
    expect((await setStatus('live')).statusCode).toBe(200);
    const res = await auditLog('?rows=2');
    expect(res.statusCode).toBe(200);
    const { data, total, from, last_page } = res.json().data;
    expect(total).toBeGreaterThanOrEqual(2);
    expect({ from, last_page }).toEqual({ from: 1, last_page: Math.ceil(total / 2) });
    expect(data[0]).toMatchObject({
      action: 'storefront.status',
      actor_email: 'owner@acme.test',
      impersonated_by: null,
      before: { status: 'under_construction' },
      after: { status: 'live' },
    });
    expect(data[1]).toMatchObject({ after: { status: 'under_construction' } });
  });

  it('records nothing for a refused change', async () => {
    const before = (await auditLog()).json().data.total;
    const bad = await setStatus('closed');
    expect(bad.statusCode).toBe(400);
    expect((await auditLog()).json().data.total).toBe(before);
  });

  it('is refused to a visitor, a shopper and an owner of another store', async () => {
    expect((await auditLog('', {})).statusCode).toBe(401);
    const shopper = await signInAs(t, 'acme', ALEX.email, ALEX.password);
    expect((await auditLog('', bearer(shopper))).statusCode).toBe(403);
    const globex = await signInAs(t, 'globex', 'owner@globex.test', 'Globex-Owner-2026!');
    expect((await auditLog('', bearer(globex), 'globex')).statusCode).toBe(404);
  });

  it('refuses a bad page size with the field at fault', async () => {
    const res = await auditLog('?rows=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('rows');
  });
});

describe('the audit log in the database', () => {
  it('is append-only: an UPDATE or DELETE is refused by the database itself', async () => {
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(
      await refusal(t.app.db.execute(sql`update audit_entries set action = 'forged'`)),
    ).toMatch(/append-only/);
    expect(await refusal(t.app.db.execute(sql`delete from audit_entries`))).toMatch(/append-only/);
    const { data } = (await auditLog()).json().data;
    expect(data.every((entry: { action: string }) => entry.action !== 'forged')).toBe(true);
  });
});
