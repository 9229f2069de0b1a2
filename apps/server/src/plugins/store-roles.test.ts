/**
 * Every console endpoint of the app, found in the OpenAPI by its declared role (so endpoints
 * added later are covered without touching this file), refuses a stranger (401), a shopper (403),
 * staff where owner-only (403) and another store's owner (404), before validating anything, and
 * the refusals change no row of the database.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALEX,
  bearer,
  signedInWithRole,
  signInAs,
  storeIdOf,
} from '../modules/identity/identity.fixtures.ts';
import { operationsOf, pathParamsOf, urlOf, type Operation } from '../reliability/openapi.ts';
import { sampleOf } from '../reliability/schema-values.ts';
import { createTestApp, hostOf, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let consoleOps: Operation[];
let acmeId: number;
const callers = {} as Record<'owner' | 'shopper' | 'staff' | 'otherOwner', Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  consoleOps = (await operationsOf(t.app)).filter((op) => op.storeRole);
  acmeId = await storeIdOf(t.app, 'acme');
  callers.owner = bearer(await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!'));
  callers.shopper = bearer(await signInAs(t, 'acme', ALEX.email, ALEX.password));
  callers.staff = await signedInWithRole(t, 'acme', 'staff');
  callers.otherOwner = bearer(
    await signInAs(t, 'initech', 'owner@initech.test', 'Initech-Owner-2026!'),
  );
});
afterAll(() => t.close());

const rowsOf = async <T>(query: SQL) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A digest of every table's rows: equal digests, unchanged data. */
async function databaseDigest(): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ md5: string }>(
      sql`select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as md5
          from ${sql.identifier(name)} r`,
    );
    digest[name] = row!.md5;
  }
  return digest;
}

/** A call of `op` on acme's id, with a valid body, or with one no schema accepts. */
function callOf(op: Operation, headers: Record<string, string>, body: 'valid' | 'invalid') {
  const params = Object.fromEntries(pathParamsOf(op).map((p) => [p.name, sampleOf(p.schema)]));
  const query = new URLSearchParams();
  for (const p of op.parameters.filter((q) => q.in === 'query' && q.required))
    query.append(p.name, String(sampleOf(p.schema)));
  return {
    method: op.method as 'GET',
    url: urlOf(op, { ...params, storefrontId: acmeId }) + (query.size ? `?${query}` : ''),
    headers,
    ...(op.body && { payload: body === 'valid' ? (sampleOf(op.body) as object) : [] }),
  };
}

describe('console endpoints', () => {
  it('are found in the OpenAPI by their declared role', () => {
    const names = consoleOps.map((op) => `${op.method} ${op.path} ${op.storeRole}`);
    expect(names).toContain('PUT /api/storefronts/{storefrontId}/status owner');
    expect(names).toContain('POST /api/storefronts/{storefrontId}/team owner');
    expect(consoleOps.every((op) => op.secured && op.responses['403'])).toBe(true);
  });

  it('refuse strangers, shoppers, staff where owner-only and other stores, changing nothing', async () => {
    const before = await databaseDigest();
    const wrong: string[] = [];
    for (const op of consoleOps) {
      const expected: [string, Record<string, string>, number][] = [
        ['anonymous', hostOf('acme'), 401],
        ['shopper', { ...hostOf('acme'), ...callers.shopper }, 403],
        ['other store owner', { ...hostOf('initech'), ...callers.otherOwner }, 404],
      ];
      if (op.storeRole === 'owner')
        expected.push(['staff', { ...hostOf('acme'), ...callers.staff }, 403]);
      for (const [who, headers, status] of expected) {
        for (const body of ['valid', 'invalid'] as const) {
          const res = await t.app.inject(callOf(op, headers, body));
          if (res.statusCode !== status)
            wrong.push(`${op.method} ${op.path} as ${who} (${body} body): ${res.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await databaseDigest()).toEqual(before);
  });

  it('let owners reach every one and staff the staff endpoints', async () => {
    for (const op of consoleOps) {
      const who = op.storeRole === 'staff' ? callers.staff : callers.owner;
      const res = await t.app.inject(callOf(op, { ...hostOf('acme'), ...who }, 'valid'));
      expect([401, 403], `${op.method} ${op.path}`).not.toContain(res.statusCode);
    }
  });
});
