import { isDeepStrictEqual } from 'node:util';
import { messages, PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { productListSearch } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isUniqueViolation } from '../lib/errors.ts';
import { createTestApp, hostOf, type TestApp } from '../test/test-app.ts';
import { NamedStatementsPGlite } from './pglite-statements.ts';

// The named path (decision 0034) must answer what PGlite's `query` answers, raise the errors it
// raises, and leave the connection as usable as it does.

const templates = inject('testTemplates');

/** Drizzle's options for a select's rows (`PglitePreparedQuery.queryConfig`). */
const drizzleOptions: QueryOptions = {
  rowMode: 'array',
  parsers: {
    [types.TIMESTAMP]: (value) => value,
    [types.TIMESTAMPTZ]: (value) => value,
    [types.INTERVAL]: (value) => value,
    [types.DATE]: (value) => value,
    1231: (value) => value,
    1115: (value) => value,
    1185: (value) => value,
    1187: (value) => value,
    1182: (value) => value,
  },
};

const unnamed = (client: PGlite, text: string, params?: unknown[], options?: QueryOptions) =>
  PGlite.prototype.query.call(client, text, params, options);

describe.skipIf(templates.kind !== 'pglite')('named statements on PGlite', () => {
  let client: NamedStatementsPGlite;
  let names = 0;
  /** `text` named afresh: parsed on its first execution. */
  const named = (text: string) => {
    client.nameStatement(text, `test_${names++}`);
    return text;
  };

  beforeAll(async () => {
    client = await NamedStatementsPGlite.open('memory://', {});
    await client.exec(`
      CREATE TABLE things (id int PRIMARY KEY, code text UNIQUE NOT NULL, price numeric(10, 2));
      INSERT INTO things VALUES (1, 'one', 1.50), (2, 'two', null);
    `);
  });
  afterAll(() => client.close());

  it('answers the rows `query` answers, for every type and row mode', async () => {
    const text = named(`SELECT $1::int AS int, $2::bigint AS big, $3::numeric AS num,
      $4::timestamptz AS at, $5::date AS day, $6::json AS json, $7::jsonb AS jsonb,
      $8::int[] AS ints, $9::text[] AS texts, $10::boolean AS yes, $11::float8 AS float,
      $12::text AS nothing, $13::timestamp AS local, $14::interval AS span, $15::bytea AS bytes,
      $16::numeric[] AS nums, $17::timestamptz[] AS ats, now() AS now_, '{"a":[1,2]}'::json AS lit,
      ARRAY[1.5, 2]::numeric[] AS lit_nums, 9007199254740993::bigint AS lit_big, 'é'::text AS e`);
    const params = [
      7,
      12345678901234n,
      '12.50',
      new Date('2026-01-02T03:04:05.678Z'),
      '2026-01-02',
      { a: [1, { b: 'c' }] },
      { z: null, y: 'é' },
      [1, 2, 3],
      ['a', 'b,c', 'd"e', null],
      true,
      1.25,
      null,
      '2026-01-02 03:04:05',
      '1 day 2 hours',
      new Uint8Array([0, 1, 255]),
      ['1.5', '2'],
      [new Date('2026-01-02T00:00:00Z')],
    ];
    for (const options of [undefined, { rowMode: 'array' as const }, drizzleOptions]) {
      // In one transaction: `now()` is the same for both.
      await client.transaction(async (tx) => {
        const expected = await tx.query(`/* unnamed */ ${text}`, params, options);
        const actual = await tx.query(text, params, options);
        expect(actual.rows).toEqual(expected.rows);
        expect(isDeepStrictEqual(actual.rows, expected.rows)).toBe(true);
        expect(actual.fields).toEqual(expected.fields);
      });
    }
    const outside = await client.query<unknown[]>(text, params, drizzleOptions);
    const expected = await unnamed(client, text, params, drizzleOptions);
    expect(outside.rows[0]!.slice(0, 17)).toEqual((expected.rows[0] as unknown[]).slice(0, 17));
    expect(outside.affectedRows).toBe(expected.affectedRows);
  });

  it('raises the errors `query` raises, and answers the next statement', async () => {
    const divide = named('SELECT 10 / $1::int AS quotient');
    const error = await client.query(divide, [0]).catch((e: unknown) => e);
    const expected = await unnamed(client, divide, [0]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({
      code: (expected as { code: string }).code,
      message: (expected as Error).message,
      query: divide,
      params: [0],
    });
    expect((await client.query(divide, [5])).rows).toEqual([{ quotient: 2 }]);
    const insert = named('INSERT INTO things (id, code) VALUES ($1, $2) RETURNING id');
    const duplicate = await client.query(insert, [3, 'one']).catch((e: unknown) => e);
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(await client.query(insert, [3, 'three'])).toMatchObject({
      rows: [{ id: 3 }],
      affectedRows: 1,
    });
    // A statement that does not parse is not kept: each execution reports it again.
    const broken = named('SELEC 1');
    await expect(client.query(broken)).rejects.toMatchObject({ code: '42601', query: broken });
    await expect(client.query(broken)).rejects.toMatchObject({ code: '42601' });
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('runs inside a transaction, whose rollback undoes its writes and keeps the statement', async () => {
    const insert = named('INSERT INTO things (id, code) VALUES ($1, $2)');
    const count = named('SELECT count(*)::int AS n FROM things WHERE id >= $1');
    const failed = await client
      .transaction(async (tx) => {
        await tx.query(insert, [10, 'ten']);
        expect((await tx.query(count, [10])).rows).toEqual([{ n: 1 }]);
        await tx.query(insert, [11, 'ten']);
      })
      .catch((e: unknown) => e);
    expect(isUniqueViolation(failed)).toBe(true);
    // Parsed inside the rolled-back transaction, still prepared after it.
    expect((await client.query(count, [10])).rows).toEqual([{ n: 0 }]);
    // A failing statement aborts the transaction, as with `query`; rollback() ends it.
    await client.transaction(async (tx) => {
      await expect(tx.query(insert, [12, 'one'])).rejects.toMatchObject({ code: '23505' });
      await expect(tx.query(count, [0])).rejects.toMatchObject({ code: '25P02' });
      await tx.rollback();
      await expect(tx.query(count, [0])).rejects.toThrow('Transaction is closed');
    });
    expect((await client.query(count, [10])).rows).toEqual([{ n: 0 }]);
    await client.transaction(async (tx) => {
      await tx.query(insert, [12, 'twelve']);
    });
    expect((await client.query(count, [10])).rows).toEqual([{ n: 1 }]);
  });

  it('waits outside a transaction under way until it ends', async () => {
    const count = named('SELECT count(*)::int AS n FROM things WHERE code = $1');
    let inside!: () => void;
    const started = new Promise<void>((resolve) => (inside = resolve));
    const transaction = client
      .transaction(async (tx) => {
        await tx.exec(`INSERT INTO things (id, code) VALUES (20, 'twenty')`);
        inside();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('rolled back');
      })
      .catch(() => 'rolled back');
    await started;
    // Asked while the transaction holds its uncommitted row: answered after its rollback.
    expect((await client.query(count, ['twenty'])).rows).toEqual([{ n: 0 }]);
    expect(await transaction).toBe('rolled back');
  });

  it('parses a statement again after DEALLOCATE or a change of the columns it answers', async () => {
    const text = named('SELECT id, price FROM things WHERE id = $1');
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, price: '1.50' }]);
    await client.exec(`DEALLOCATE ${client.statementName(text)}`);
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, price: '1.50' }]);
    await client.exec('ALTER TABLE things ALTER COLUMN price TYPE float8');
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, price: 1.5 }]);
    // In a transaction the error is the caller's (it aborted the transaction); parsed afresh next.
    await client.exec('ALTER TABLE things ALTER COLUMN price TYPE numeric(10, 2)');
    await expect(client.transaction((tx) => tx.query(text, [1]))).rejects.toMatchObject({
      code: '0A000',
    });
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, price: '1.50' }]);
  });

  /** The plan a named statement's next execution uses, with its generic plan (if made, kept). */
  const genericPlanOf = async (text: string) => {
    const name = client.statementName(text)!;
    const [statement] = (
      await client.query<{ n: number }>(
        'SELECT cardinality(parameter_types) AS n FROM pg_prepared_statements WHERE name = $1',
        [name],
      )
    ).rows;
    const values = Array.from({ length: statement!.n }, () => 'NULL').join(', ');
    return client.transaction(async (tx) => {
      await tx.exec('SET LOCAL plan_cache_mode = force_generic_plan');
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (COSTS OFF) EXECUTE ${name}${values ? `(${values})` : ''}`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  };
  const plansOf = async (text: string) =>
    (
      await client.query<{ generic: number; custom: number }>(
        'SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE name = $1',
        [client.statementName(text)],
      )
    ).rows[0];
  const settings = async () =>
    (
      await client.query(
        `SELECT current_setting('plan_cache_mode') AS mode, current_setting('enable_seqscan') AS seqscan,
          current_setting('enable_sort') AS sort`,
      )
    ).rows[0];
  const sessionSettings = { mode: 'force_custom_plan', seqscan: 'on', sort: 'on' };

  it('runs a unique lookup on its one generic plan, an index scan even on a small table', async () => {
    const lookup = 'SELECT id, code, price FROM things WHERE code = $1';
    client.nameStatement(lookup, `test_${names++}`, { genericPlan: true });
    const other = named('SELECT id FROM things WHERE code = $1 ORDER BY id');
    expect(await settings()).toEqual(sessionSettings);
    for (let i = 0; i < 3; i++) {
      for (const options of [undefined, drizzleOptions]) {
        const expected = await unnamed(client, lookup, ['one'], options);
        const actual = await client.query(lookup, ['one'], options);
        expect(actual.rows).toEqual(expected.rows);
        expect(actual.fields).toEqual(expected.fields);
        expect(actual.affectedRows).toBe(expected.affectedRows);
      }
      expect((await client.query(other, ['two'])).rows).toEqual([{ id: 2 }]);
    }
    // Planned once (the generic plan, kept), each execution of the other for its values; the
    // connection's settings are as they were, for the other statement and anything else.
    expect(await plansOf(lookup)).toEqual({ generic: 6, custom: 0 });
    expect(await plansOf(other)).toEqual({ generic: 0, custom: 3 });
    expect(await settings()).toEqual(sessionSettings);
    // A table of one page: left to its costs the plan would read it all.
    expect(await genericPlanOf(lookup)).toMatch(/Index Scan using things_code_key/);
    expect(
      (await client.exec(`EXPLAIN (COSTS OFF) ${lookup.replace('$1', `'one'`)}`))[0]!.rows[0],
    ).toEqual({ 'QUERY PLAN': 'Seq Scan on things' });
    // Inside a transaction too, and the transaction goes on with the connection's settings.
    await client.transaction(async (tx) => {
      expect((await tx.query(lookup, ['two'])).rows).toEqual([{ id: 2, code: 'two', price: null }]);
      expect((await tx.query(`SELECT current_setting('enable_seqscan') AS s`)).rows).toEqual([
        { s: 'on' },
      ]);
    });
    expect(await settings()).toEqual(sessionSettings);
  });

  it('leaves the connection as it was after a unique lookup fails, in a transaction or not', async () => {
    const lookup = 'SELECT id, 10 / $2::int AS q FROM things WHERE code = $1';
    client.nameStatement(lookup, `test_${names++}`, { genericPlan: true });
    const error = await client.query(lookup, ['one', 0]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({ code: '22012', query: lookup, params: ['one', 0] });
    expect(await settings()).toEqual(sessionSettings);
    expect((await client.query(lookup, ['one', 5])).rows).toEqual([{ id: 1, q: 2 }]);
    const failed = await client
      .transaction((tx) => tx.query(lookup, ['one', 0]))
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: '22012' });
    expect(await settings()).toEqual(sessionSettings);
    // Rolled back to a savepoint: the switch set inside it is undone with it.
    await client.transaction(async (tx) => {
      await tx.exec('SAVEPOINT before');
      await expect(tx.query(lookup, ['one', 0])).rejects.toMatchObject({ code: '22012' });
      await tx.exec('ROLLBACK TO SAVEPOINT before');
      expect((await tx.query(`SELECT current_setting('plan_cache_mode') AS m`)).rows).toEqual([
        { m: 'force_custom_plan' },
      ]);
    });
    expect((await client.query(lookup, ['one', 2])).rows).toEqual([{ id: 1, q: 5 }]);
  });

  it('plans a unique lookup again after a schema change, and after DEALLOCATE ALL', async () => {
    await client.exec(`CREATE TABLE codes (code text NOT NULL, label text)`);
    await client.exec(`INSERT INTO codes VALUES ('a', 'first'), ('b', 'second')`);
    const lookup = 'SELECT label FROM codes WHERE code = $1';
    client.nameStatement(lookup, `test_${names++}`, { genericPlan: true });
    expect((await client.query(lookup, ['b'])).rows).toEqual([{ label: 'second' }]);
    // No index yet: a scan is all there is, sequential scans off or not.
    expect(await genericPlanOf(lookup)).toMatch(/Seq Scan on codes/);
    await client.exec('CREATE UNIQUE INDEX codes_code ON codes (code)');
    expect((await client.query(lookup, ['a'])).rows).toEqual([{ label: 'first' }]);
    expect(await genericPlanOf(lookup)).toMatch(/Index Scan using codes_code/);
    // Every statement gone, the plan switch's too: prepared again on the next execution.
    await client.exec('DEALLOCATE ALL');
    expect((await client.query(lookup, ['a'])).rows).toEqual([{ label: 'first' }]);
    expect(await plansOf(lookup)).toEqual({ generic: 1, custom: 0 });
    expect(await settings()).toEqual(sessionSettings);
  });

  it('runs a page in an index order on its one generic plan, made with sorts off', async () => {
    // The search copy's shape: one index per order, each entry carrying what a filter checks.
    await client.exec(`
      CREATE TABLE items (id int PRIMARY KEY, store int NOT NULL, name text NOT NULL, brand text,
        categories int[] NOT NULL);
      CREATE INDEX items_id ON items (store, id, brand, categories);
      CREATE INDEX items_name ON items (store, name, id, brand, categories);
      INSERT INTO items SELECT g, g % 2, repeat('x', 100) || g, 'b' || (g % 7), ARRAY[g % 11, g % 13]
        FROM generate_series(1, 2000) g;
    `);
    const page = `SELECT id FROM items WHERE store = $1 AND brand = ANY($2::text[])
      AND categories && $3::int[] ORDER BY name, id LIMIT $4 OFFSET $5`;
    const inOrder = `${page} -- in order`;
    client.nameStatement(inOrder, `test_${names++}`, { genericPlan: true, sortsOff: true });
    const sorting = `${page} -- sorting`;
    client.nameStatement(sorting, `test_${names++}`, { genericPlan: true });
    const values = [1, ['b1', 'b2'], [1], 3, 2];
    const expected = (await unnamed(client, page, values)).rows;
    expect(expected).toHaveLength(3);
    for (let i = 0; i < 3; i++) {
      expect((await client.query(inOrder, values)).rows).toEqual(expected);
      expect((await client.query(sorting, values)).rows).toEqual(expected);
    }
    expect(await plansOf(inOrder)).toEqual({ generic: 3, custom: 0 });
    expect(await settings()).toEqual(sessionSettings);
    // Unanalysed, the filter looks selective: without sorts off the one plan kept reads every
    // entry of the store in the narrower index and sorts the matches, however large the store.
    expect(await genericPlanOf(sorting)).toMatch(/Sort/);
    const plan = await genericPlanOf(inOrder);
    expect(plan).toMatch(/^Limit\n\s+->\s+Index Only Scan using items_name on items/);
    expect(plan).not.toMatch(/Sort|Seq Scan/);
  });

  it('leaves other statements and options to `query`', async () => {
    expect(client.statementName('SELECT 2 AS two')).toBeUndefined();
    expect((await client.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
    const text = named('SELECT $1::int AS n');
    // Options the named path does not honour (here a serializer) go through `query`.
    const result = await client.query(text, [1], { serializers: { 23: () => '5' } });
    expect(result.rows).toEqual([{ n: 5 }]);
  });
});

/** The plan the named statement `name` keeps, its generic plan (`EXPLAIN EXECUTE`, no values). */
async function keptPlanOf(client: NamedStatementsPGlite, name: string) {
  return client.transaction(async (tx) => {
    await tx.exec('SET LOCAL plan_cache_mode = force_generic_plan');
    const [{ n }] = (
      await tx.query<{ n: number }>(
        'SELECT cardinality(parameter_types) AS n FROM pg_prepared_statements WHERE name = $1',
        [name],
      )
    ).rows as [{ n: number }];
    const values = Array.from({ length: n }, () => 'NULL').join(', ');
    const explained = await tx.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (COSTS OFF) EXECUTE ${name}(${values})`,
    );
    return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe.skipIf(templates.kind !== 'pglite')('the catalogue on named statements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers each of its statements as `query` does', async () => {
    const client = (t.database.db as unknown as { $client: NamedStatementsPGlite }).$client;
    expect(client).toBeInstanceOf(NamedStatementsPGlite);
    // As the catalogue's vacuum job leaves the tables (hourly on PGlite, and after any bulk change).
    await client.exec('ANALYZE');
    const [store] = (
      await client.query<{ id: number }>(`SELECT id FROM storefronts WHERE slug = 'acme'`)
    ).rows;
    const [category] = (
      await client.query<{ id: number }>(
        'SELECT category_id AS id FROM product_category_links l JOIN products p ON p.id = l.product_id WHERE p.storefront_id = $1 LIMIT 1',
        [store!.id],
      )
    ).rows;
    const [product] = (
      await client.query<{ slug: string }>(
        `SELECT slug FROM products WHERE storefront_id = $1 AND status = 'published' ORDER BY id LIMIT 1`,
        [store!.id],
      )
    ).rows;
    const calls: { text: string; params: unknown[]; options?: QueryOptions }[] = [];
    const query = client.query.bind(client);
    client.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
      if (client.statementName(text)) calls.push({ text, params: params ?? [], options });
      return query(text, params, options);
    }) as typeof client.query;
    try {
      const products = `/api/storefronts/${store!.id}/storefront-products`;
      for (const url of [
        `${products}?rows=5&page=2&sort_field=final_price&sort_order=asc`,
        `${products}?rows=5&sort_field=name&sort_order=desc&brands=Gildan`,
        `${products}?${productListSearch({ rows: 5, product_categories: [category!.id], brands: ['Gildan'], relations: ['productVariants'] })}`,
        `${products}?rows=5&global_filter=hoddie`,
        `${products}/search?global_filter=${encodeURIComponent('cotton tee')}`,
        `${products}/${product!.slug}`,
        `/api/storefronts/${store!.id}/has-products/product-categories`,
        '/api/storefronts/get-by-url',
      ]) {
        const res = await t.app.inject({ url, headers: hostOf('acme') });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      }
    } finally {
      delete (client as { query?: unknown }).query;
    }
    const statements = new Set(calls.map((call) => client.statementName(call.text)!.split('_')[0]));
    expect([...statements].sort()).toEqual(
      expect.arrayContaining(['category', 'categories', 'product', 'similar', 'storefront']),
    );
    for (const call of calls) {
      const expected = await unnamed(client, call.text, call.params, call.options);
      const actual = await client.query(call.text, call.params, call.options);
      expect(actual.rows, call.text).toEqual(expected.rows);
      expect(isDeepStrictEqual(actual.rows, expected.rows)).toBe(true);
    }
    // Names are numbered per process (`preparedStatement`): found by their statement's kind. The
    // product's slug here is not digits: its detail is the slug's statement.
    const nameOf = (kind: string) =>
      calls.map((call) => client.statementName(call.text)!).find((name) => name.startsWith(kind))!;
    const lookups = ['storefront_by_host_', 'product_detail_', 'storefront_live_pages_'].map(
      nameOf,
    );
    expect(lookups.every(Boolean)).toBe(true);
    // A list's pages without search words, in a field's order or none (decision 0036, round 2).
    const inOrder = calls
      .filter((call) => /^product_page/.test(client.statementName(call.text)!))
      .filter((call) => !call.text.includes('@@'))
      .map((call) => client.statementName(call.text)!);
    expect(inOrder.length).toBeGreaterThanOrEqual(2);
    // Each execution planned for its own values, however often it runs (no generic plan), but
    // the lookups by a unique key: the store by its host, a product by its slug, the store's
    // pages (decision 0035), and those pages.
    const generic = [...lookups, ...inOrder];
    const list = calls.find((call) => !generic.includes(client.statementName(call.text)!))!;
    for (let i = 0; i < 6; i++) await client.query(list.text, list.params, list.options);
    const { rows } = await client.query<{
      name: string;
      generic_plans: number;
      custom_plans: number;
    }>(
      `SELECT name, generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE name NOT LIKE 'pglite_%'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(statements.size);
    for (const row of rows) {
      if (generic.includes(row.name))
        expect(row, row.name).toMatchObject({ generic_plans: expect.any(Number), custom_plans: 0 });
      else expect(row.generic_plans, row.name).toBe(0);
    }
    expect(
      rows.find((row) => row.name === client.statementName(list.text))!.custom_plans,
    ).toBeGreaterThan(6);
    expect((await client.query('SHOW plan_cache_mode')).rows).toEqual([
      { plan_cache_mode: 'force_custom_plan' },
    ]);
    // The generic plan each lookup keeps: its unique index, whatever the store, and no table read
    // whole (it is made once, when the tables may still be small; an ANALYZE makes it again).
    for (const [name, index] of [
      [lookups[0]!, /storefronts_domain_unique[\s\S]*storefronts_slug_unique/],
      [lookups[1]!, /Index Scan using products_slug on products\n/],
      [lookups[2]!, /Index Scan using storefront_pages_url on storefront_pages/],
    ] as const) {
      const plan = await keptPlanOf(client, name);
      expect(plan, name).toMatch(index);
      expect(plan, name).not.toMatch(/Seq Scan/);
    }
    // A page's: its ids from one order index of the search copy, read in order (no sort but the
    // one inside each row's variants), its rows by the products' primary key.
    for (const name of inOrder) {
      const plan = await keptPlanOf(client, name);
      expect(plan, name).toMatch(
        /Limit\n\s+->\s+Index Only Scan (Backward )?using product_search_rows_(id|price|created|name) on product_search_rows/,
      );
      expect(plan, name).toMatch(/Index Scan using products_pkey on products/);
      expect(plan, name).not.toMatch(/Seq Scan|Hash/);
      for (const key of plan.match(/Sort Key: .*/g) ?? [])
        expect(key, name).toBe('Sort Key: v.color, v.id');
    }
  });
});
