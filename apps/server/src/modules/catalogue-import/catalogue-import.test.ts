import { eq, inArray } from 'drizzle-orm';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productCategories,
  products,
  productVariants,
  productVariantSizes,
} from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { ALEX, signedInWithRole, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';
import {
  csvOf,
  importClient,
  importCsv,
  productRows,
  type Client,
} from './catalogue-import.fixtures.ts';

let t: TestApp;
let acmeId: number;
let owner: Client;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  owner = importClient(
    t,
    acmeId,
    'acme',
    await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!'),
  );
});
afterAll(() => t.close());

const productsCalled = (prefix: string) =>
  t.app.db
    .select()
    .from(products)
    .where(
      inArray(
        products.slug,
        [...Array(60).keys()].map((n) => `${prefix}-tee-${n + 1}`),
      ),
    )
    .orderBy(products.id);

const search = async (text: string) => {
  const res = await t.app.inject({
    url: `/api/storefronts/${acmeId}/storefront-products/search?global_filter=${encodeURIComponent(text)}`,
    headers: hostOf('acme'),
  });
  return (res.json().data.data as { name: string }[]).map((p) => p.name);
};

describe('POST /api/storefronts/{id}/imports (dry run)', () => {
  it('lists every problem by line and column and writes nothing', async () => {
    const rows = productRows('dry', 3);
    rows[1]!.price = '12,50'; // line 3
    rows[6]!.primary_hex = 'navy'; // line 8: the first row of the third product
    const res = await owner.upload(csvOf(rows));
    expect(res.statusCode).toBe(201);
    const report = res.json().data;
    expect(report).toMatchObject({
      status: 'refused',
      kind: 'csv',
      file_name: 'products.csv',
      row_count: 9,
    });
    expect(report.problems).toEqual([
      { line: 3, column: 'price', message: 'Enter dollars such as 12.50.' },
      { line: 8, column: 'primary_hex', message: 'Enter a colour such as #1a2b3c.' },
    ]);
    expect(await productsCalled('dry')).toEqual([]);
    // A refused import cannot be applied: nothing is written.
    const applied = await owner.apply(report.id);
    expect(applied.statusCode).toBe(422);
    expect(applied.json().errors).toMatchObject({
      'line 3 price': ['Enter dollars such as 12.50.'],
    });
    expect(await productsCalled('dry')).toEqual([]);
  });

  it('answers the rows it would create, update and leave, checked as the editor checks them', async () => {
    const rows = productRows('plan', 2);
    rows[0]!.name = '';
    const res = await owner.upload(csvOf(rows));
    expect(res.json().data.problems).toEqual([
      { line: 2, column: 'name', message: 'Enter the product’s name.' },
    ]);
    const good = await owner.upload(csvOf(productRows('plan', 2)));
    expect(good.json().data).toMatchObject({
      status: 'checked',
      created: 6,
      updated: 0,
      unchanged: 0,
    });
  });

  it('refuses unknown columns, a missing key column and a size listed twice', async () => {
    const noKey = await owner.upload('slug,colour,price\nx,Navy,1.00\n');
    expect(noKey.json().data.problems).toEqual([
      { line: 1, column: 'size', message: 'The file needs a size column.' },
    ]);
    const rows = productRows('twice', 1);
    rows.push({ ...rows[2]!, name: '' });
    const twice = await owner.upload(csvOf(rows));
    expect(twice.json().data.problems).toEqual([
      { line: 5, column: 'size', message: 'This size is listed twice (line 4).' },
    ]);
  });

  it('refuses a request without a CSV (422) and keeps no import', async () => {
    const before = (await owner.list()).json().data.total;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/storefronts/${acmeId}/imports`,
      headers: { ...hostOf('acme'), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(res.statusCode).toBe(401);
    const empty = await owner.upload('');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      message: 'Choose a CSV file to import.',
      errors: { file: expect.any(Array) },
    });
    expect((await owner.list()).json().data.total).toBe(before);
  });
});

describe('POST /api/storefronts/{id}/imports/{id}/apply', () => {
  it('creates the products, findable at once; the same file again changes nothing', async () => {
    const csv = csvOf(productRows('zephyr', 4));
    const first = await importCsv(owner, csv);
    expect(first).toMatchObject({ status: 'applied', created: 12, updated: 0, unchanged: 0 });
    const made = await productsCalled('zephyr');
    expect(made).toHaveLength(4);
    expect(made[0]).toMatchObject({ status: 'published', finalPrice: 2000 });
    expect(made[0]!.thumbnailVariantId).not.toBeNull();
    expect(await search('zephir tee 3')).toContain('zephyr Tee 3');

    const again = await importCsv(owner, csv);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 12 });
    // Applying one import twice is refused.
    expect((await owner.apply(first.id)).statusCode).toBe(409);
  });

  it('updates only what the file changes, and counts it', async () => {
    await importCsv(owner, csvOf(productRows('upd', 2)));
    const rows = productRows('upd', 2);
    rows[1]!.price = '99.00';
    rows[1]!.stock = '';
    const applied = await importCsv(owner, csvOf(rows));
    expect(applied).toMatchObject({ created: 0, updated: 1, unchanged: 5 });
    const [product] = await productsCalled('upd');
    const sizes = await t.app.db
      .select()
      .from(productVariantSizes)
      .innerJoin(productVariants, eq(productVariants.id, productVariantSizes.variantId))
      .where(eq(productVariants.productId, product!.id))
      .orderBy(productVariantSizes.id);
    expect(
      sizes.map((s) => [
        s.product_variant_sizes.size,
        s.product_variant_sizes.price,
        s.product_variant_sizes.quantity,
      ]),
    ).toEqual([
      ['S', 2000, 10],
      ['M', 9900, 11],
      ['L', 2020, 12],
    ]);
  });

  it('writes nothing when a row no longer fits at apply time (all or nothing)', async () => {
    const rows = productRows('late', 3);
    rows[6]!.categories = 'all-products/office';
    const checked = (await owner.upload(csvOf(rows))).json().data;
    expect(checked.status).toBe('checked');
    // The category goes away between the dry run and the apply: the third product's row fails.
    await t.app.db.delete(productCategories).where(eq(productCategories.slug, 'office'));
    const applied = await owner.apply(checked.id);
    expect(applied.statusCode).toBe(422);
    expect(applied.json().errors).toEqual({
      'line 8 categories': ['No category all-products/office in this store.'],
    });
    expect(await productsCalled('late')).toEqual([]);
    expect((await owner.get(checked.id)).json().data.status).toBe('checked');
  });
});

describe('GET /api/storefronts/{id}/products/export.csv', () => {
  it('exports every size; importing the export unchanged is a no-op', async () => {
    // A text a spreadsheet would run as a formula goes out defused and comes back as it was.
    const [first] = await t.app.db.select().from(products).where(eq(products.storefrontId, acmeId));
    await t.app.db
      .update(products)
      .set({ shortDescription: '=HYPERLINK("http://evil.test")' })
      .where(eq(products.id, first!.id));
    const res = await owner.exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const csv = res.body;
    expect(csv.split('\n')[0]).toContain('slug,name,brand');
    expect(csv).toContain(`'=HYPERLINK`);
    const sizes = await t.app.db
      .select()
      .from(productVariantSizes)
      .where(eq(productVariantSizes.storefrontId, acmeId));
    const checked = (await owner.upload(csv)).json().data;
    expect(checked).toMatchObject({
      problems: [],
      created: 0,
      updated: 0,
      unchanged: sizes.length,
    });
    const applied = (await owner.apply(checked.id)).json().data;
    expect(applied).toMatchObject({ created: 0, updated: 0, unchanged: sizes.length });
  });
});

describe('POST /api/storefronts/{id}/imports/{id}/rollback', () => {
  it('restores the products as they were, and is refused after a newer change', async () => {
    const created = await importCsv(owner, csvOf(productRows('roll', 2)));
    const changed = productRows('roll', 2);
    changed[0]!.name = 'Roll Tee renamed';
    changed[0]!.price = '1.00';
    changed.push({
      slug: 'roll-tee-1',
      colour: 'Red',
      primary_hex: '#ff0000',
      size: 'XL',
      price: '5.00',
      stock: '1',
    });
    const update = await importCsv(owner, csvOf(changed));
    expect(update).toMatchObject({ created: 1, updated: 1 });

    // The older import is refused: the newer one touched the same products.
    const refused = await owner.rollback(created.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/newer change/);

    const undone = await owner.rollback(update.id);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data.status).toBe('rolled_back');
    const [product] = await productsCalled('roll');
    expect(product).toMatchObject({ name: 'roll Tee 1', finalPrice: 2000 });
    const colours = await t.app.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product!.id));
    expect(colours.map((c) => c.color)).toEqual(['Navy']);
    expect((await owner.rollback(update.id)).statusCode).toBe(409);

    // With the newer one undone, the first can go too: its products disappear.
    expect((await owner.rollback(created.id)).statusCode).toBe(200);
    expect(await productsCalled('roll')).toEqual([]);
  });

  it('is refused when the product was edited since (its updated_at moved)', async () => {
    const applied = await importCsv(owner, csvOf(productRows('edited', 1)));
    await t.app.db
      .update(products)
      .set({ shortDescription: 'edited in the editor' })
      .where(eq(products.slug, 'edited-tee-1'));
    expect((await owner.rollback(applied.id)).statusCode).toBe(409);
  });
});

describe('pictures', () => {
  const png = (seed: number) =>
    sharp({
      create: { width: 400, height: 400, channels: 3, background: { r: seed, g: 80, b: 160 } },
    })
      .png()
      .toBuffer();

  it('stores the zip’s pictures through the media library', async () => {
    const zip = Buffer.from(
      zipSync({ 'shots/front.png': await png(10), 'rear.png': await png(20) }),
    );
    const rows = productRows('pic', 1);
    rows[0]!.pictures = 'front:front.png|rear:rear.png';
    const applied = await importCsv(owner, csvOf(rows), zip);
    expect(applied.created).toBe(3);
    const [product] = await productsCalled('pic');
    const [colour] = await t.app.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product!.id));
    expect(colour!.images).toEqual([
      {
        type: 'frontImage',
        full_path: expect.stringMatching(/^\/uploads\/[0-9a-f]{64}-400w\.png$/),
      },
      {
        type: 'rearImage',
        full_path: expect.stringMatching(/^\/uploads\/[0-9a-f]{64}-400w\.png$/),
      },
    ]);
    expect(product!.thumbnailPath).toBe(colour!.images[0]!.full_path);
    const served = await t.app.inject({
      url: colour!.images[0]!.full_path,
      headers: hostOf('acme'),
    });
    expect(served.statusCode).toBe(200);
    // Importing the same file and zip again changes nothing.
    expect(await importCsv(owner, csvOf(rows), zip)).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 3,
    });
  });

  it('refuses a file of the zip that is not a picture, writing nothing', async () => {
    const zip = Buffer.from(
      zipSync({ 'front.png': new TextEncoder().encode('<html>not a picture') }),
    );
    const rows = productRows('fake', 1);
    rows[0]!.pictures = 'front:front.png';
    const checked = (await owner.upload(csvOf(rows), zip)).json().data;
    expect(checked.status).toBe('checked');
    const applied = await owner.apply(checked.id);
    expect(applied.statusCode).toBe(422);
    expect(applied.json().message).toMatch(/^front\.png: Invalid file type/);
    expect(await productsCalled('fake')).toEqual([]);
  });

  it('refuses a picture of another host, one not in the store’s media and one missing from the zip', async () => {
    const rows = productRows('ssrf', 3);
    rows[0]!.pictures = 'front:https://169.254.169.254/latest/meta-data';
    rows[3]!.pictures = `front:/uploads/${'a'.repeat(64)}-400w.png`;
    rows[6]!.pictures = 'front:missing.png';
    const report = (await owner.upload(csvOf(rows))).json().data;
    expect(report.problems).toEqual([
      { line: 2, column: 'pictures', message: 'Choose a picture from the store’s media.' },
      {
        line: 5,
        column: 'pictures',
        message: `/uploads/${'a'.repeat(64)}-400w.png is not in the store’s media.`,
      },
      {
        line: 8,
        column: 'pictures',
        message: 'Upload a zip with “missing.png”, or use a picture of the store’s media.',
      },
    ]);
  });
});

describe('history and the error file', () => {
  it('lists imports newest first and answers the rows with problems as a CSV', async () => {
    const rows = productRows('errs', 2);
    rows[2]!.stock = '-1';
    const report = (await owner.upload(csvOf(rows))).json().data;
    const list = (await owner.list()).json().data;
    expect(list.data[0]).toMatchObject({
      id: report.id,
      status: 'refused',
      actor_email: 'owner@acme.test',
      problem_count: 1,
    });
    const file = await owner.errors(report.id);
    expect(file.statusCode).toBe(200);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/^line,problems,slug,name/);
    expect(lines[1]).toMatch(/^4,stock: Stock cannot be negative\.,errs-tee-1,/);
    expect(lines).toHaveLength(2);
  });
});

describe('who may import', () => {
  it('refuses visitors (401), shoppers (403), staff (403) and other stores’ owners (404)', async () => {
    const csv = csvOf(productRows('nobody', 1));
    const id = (await owner.upload(csv)).json().data.id;
    const shopper = importClient(
      t,
      acmeId,
      'acme',
      await signInAs(t, 'acme', ALEX.email, ALEX.password),
    );
    const staff = importClient(t, acmeId, 'acme', await signedInWithRole(t, 'acme', 'staff'));
    const globexId = await storeIdOf(t.app, 'globex');
    const globexOwner = await signInAs(t, 'globex', 'owner@globex.test', 'Globex-Owner-2026!');
    const other = importClient(t, acmeId, 'globex', globexOwner);
    for (const [client, status] of [
      [shopper, 403],
      [staff, 403],
      [other, 404],
    ] as const) {
      expect((await client.upload(csv)).statusCode).toBe(status);
      expect((await client.apply(id)).statusCode).toBe(status);
      expect((await client.rollback(id)).statusCode).toBe(status);
      expect((await client.get(id)).statusCode).toBe(status);
      expect((await client.list()).statusCode).toBe(status);
      expect((await client.errors(id)).statusCode).toBe(status);
      expect((await client.exportCsv()).statusCode).toBe(status);
    }
    // Globex's owner, in their own store, does not see acme's import.
    const own = importClient(t, globexId, 'globex', globexOwner);
    expect((await own.get(id)).statusCode).toBe(404);
    expect(await productsCalled('nobody')).toEqual([]);
  });
});
