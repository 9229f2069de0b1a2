import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { MULTIPART, multipartBody } from '../contact/contact.fixtures.ts';
import { ALEX, bearer, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';
import { makeMissingAvif } from './media-avif.ts';

let t: TestApp;
let acmeId: number;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  owner = await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!');
});
afterAll(() => t.close());

/** A picture `width` wide with a gradient, so each one (and each size) has its own bytes. */
const picture = (width: number, height: number, seed = 0) =>
  sharp({
    create: { width, height, channels: 3, background: { r: seed % 255, g: 120, b: 200 } },
  });

const PNG = () => picture(800, 400, 1).png().toBuffer();
const JPEG_WITH_GPS = () =>
  picture(2400, 1200, 2)
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret place' } })
    .toBuffer();
const WEBP = () => picture(300, 300, 3).webp().toBuffer();
const HOSTILE_SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="40" viewBox="0 0 120 40" onload="alert(1)">' +
    '<script>alert(document.cookie)</script><style>@import url(https://evil.test/x.css);</style>' +
    '<rect width="120" height="40" fill="#0f766e" onclick="steal()"/>' +
    '<image href="https://evil.test/track.png" width="1" height="1"/>' +
    '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>' +
    '<a xlink:href="javascript:alert(1)"><text x="4" y="24">Acme</text></a></svg>',
);

function upload(
  bytes: Buffer,
  filename: string,
  opts: { token?: string | null; store?: string; id?: number } = {},
) {
  const token = opts.token === undefined ? owner : opts.token;
  return t.app.inject({
    method: 'POST',
    url: `/api/storefronts/${opts.id ?? acmeId}/media`,
    headers: {
      ...hostOf(opts.store ?? 'acme'),
      ...MULTIPART,
      ...(token ? bearer(token) : {}),
    },
    payload: multipartBody({}, [{ name: 'file', filename, type: 'image/png', bytes }]),
  });
}

const list = (token = owner) =>
  t.app.inject({
    url: `/api/storefronts/${acmeId}/media?rows=50`,
    headers: { ...hostOf('acme'), ...bearer(token) },
  });

const fetchFile = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { ...hostOf('acme'), ...headers } });

describe('POST /api/storefronts/{id}/media', () => {
  it('takes a PNG, re-encoded, with WebP variants at each width up to its own', async () => {
    const res = await upload(await PNG(), 'logo.png');
    expect(res.statusCode).toBe(201);
    const item = res.json().data;
    expect(item).toMatchObject({ name: 'logo.png', mime: 'image/png', width: 800, height: 400 });
    expect(item.url).toMatch(/^\/uploads\/[0-9a-f]{64}-800w\.png$/);
    const original = await fetchFile(t.app, item.url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const width of [160, 320, 640, 800]) {
      const variant = await fetchFile(t.app, item.url.replace('-800w.png', `-${width}w.webp`));
      expect(variant.statusCode).toBe(200);
      expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(variant.rawPayload).metadata()).width).toBe(width);
    }
    expect((await fetchFile(t.app, item.url.replace('-800w.png', '-1280w.webp'))).statusCode).toBe(
      404,
    );
  });

  it('takes a JPEG and keeps only its pixels (no EXIF)', async () => {
    const res = await upload(await JPEG_WITH_GPS(), 'photo.jpeg');
    expect(res.statusCode).toBe(201);
    const item = res.json().data;
    expect(item.url).toMatch(/-2400w\.jpg$/);
    const kept = await fetchFile(t.app, item.url);
    expect((await sharp(kept.rawPayload).metadata()).exif).toBeUndefined();
    expect(kept.rawPayload.includes('secret place')).toBe(false);
    // Widths stop at 1920 for a larger picture.
    const largest = await fetchFile(t.app, item.url.replace('-2400w.jpg', '-1920w.webp'));
    expect((await sharp(largest.rawPayload).metadata()).width).toBe(1920);
  });

  it('takes a WebP and makes its AVIF variants in the queued job', async () => {
    const item = (await upload(await WEBP(), 'square.webp')).json().data;
    const avifUrl = item.url.replace('-300w.webp', '-300w.avif');
    const before = await fetchFile(t.app, avifUrl);
    // Not made yet: the WebP stands in, cached only briefly.
    expect(before.headers['content-type']).toBe('image/webp');
    expect(before.headers['cache-control']).not.toContain('immutable');
    expect(await makeMissingAvif(t.app.db)).toBeGreaterThan(0);
    const after = await fetchFile(t.app, avifUrl);
    expect(after.headers['content-type']).toBe('image/avif');
    expect(after.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(after.rawPayload).metadata()).format).toBe('heif');
  });

  it('gets its AVIF variants from the job queue soon after the upload', async () => {
    const q = await createTestApp({ config: { jobs: true } });
    try {
      const id = await storeIdOf(q.app, 'acme');
      const token = await signInAs(q, 'acme', 'owner@acme.test', 'Acme-Owner-2026!');
      const res = await q.app.inject({
        method: 'POST',
        url: `/api/storefronts/${id}/media`,
        headers: { ...hostOf('acme'), ...MULTIPART, ...bearer(token) },
        payload: multipartBody({}, [
          { name: 'file', filename: 'q.png', type: 'image/png', bytes: await WEBP() },
        ]),
      });
      const avifUrl = res.json().data.url.replace('-300w.webp', '-300w.avif');
      await expect
        .poll(async () => (await fetchFile(q.app, avifUrl)).headers['content-type'], {
          timeout: 15_000,
          interval: 250,
        })
        .toBe('image/avif');
    } finally {
      await q.close();
    }
  });

  it('cleans an SVG of its script, handlers, foreignObject and external references', async () => {
    const res = await upload(HOSTILE_SVG, 'logo.svg');
    expect(res.statusCode).toBe(201);
    const item = res.json().data;
    expect(item).toMatchObject({ mime: 'image/svg+xml', width: 120, height: 40 });
    expect(item.url).toMatch(/^\/uploads\/[0-9a-f]{64}\.svg$/);
    const served = await fetchFile(t.app, item.url);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    const svg = served.body;
    expect(svg).toContain('<rect');
    for (const bad of ['<script', 'onload', 'onclick', 'foreignObject', 'evil.test', 'javascript:'])
      expect(svg).not.toContain(bad);
  });

  it('refuses an SVG with nothing drawable left once cleaned (422)', async () => {
    for (const svg of [
      '<svg onload="alert(1)"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>hi</p></foreignObject></svg>',
      '<svg',
    ]) {
      const res = await upload(Buffer.from(svg), 'bad.svg');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.file).toEqual([
        'The SVG could not be cleaned: it must be a plain <svg> drawing.',
      ]);
    }
  });

  it('refuses a text file named .png (422) and stores nothing', async () => {
    const before = (await list()).json().data.total;
    const res = await upload(Buffer.from('not a picture at all'), 'fake.png');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Invalid file type, allowed file types: PNG, JPEG, WebP, SVG.',
      errors: { file: ['Invalid file type, allowed file types: PNG, JPEG, WebP, SVG.'] },
    });
    const gif = await sharp({
      create: { width: 2, height: 2, channels: 3, background: '#000' },
    })
      .gif()
      .toBuffer();
    expect((await upload(gif, 'anim.gif')).statusCode).toBe(422);
    expect((await list()).json().data.total).toBe(before);
  });

  it('refuses a body without a file (422) and a file over 10 MB (413)', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/storefronts/${acmeId}/media`,
      headers: { ...hostOf('acme'), ...MULTIPART, ...bearer(owner) },
      payload: multipartBody({ note: 'no file' }),
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.file).toEqual(['Choose an image to upload.']);
    const huge = Buffer.concat([await PNG(), Buffer.alloc(10_485_761)]);
    const tooLarge = await upload(huge, 'huge.png');
    expect(tooLarge.statusCode).toBe(413);
  });

  it('keeps the same image once, however often it is uploaded', async () => {
    const bytes = await PNG();
    const first = (await upload(bytes, 'again.png')).json().data;
    const second = (await upload(bytes, 'again-2.png')).json().data;
    expect(second.id).toBe(first.id);
    expect(second.url).toBe(first.url);
  });

  it('is refused to visitors (401), shoppers (403), staff (403) and other stores’ owners (404)', async () => {
    const bytes = await PNG();
    expect((await upload(bytes, 'a.png', { token: null })).statusCode).toBe(401);
    const shopper = await signInAs(t, 'acme', ALEX.email, ALEX.password);
    expect((await upload(bytes, 'a.png', { token: shopper })).statusCode).toBe(403);
    expect((await list(shopper)).statusCode).toBe(403);
    await t.app.db.update(users).set({ role: 'staff' }).where(eq(users.email, ALEX.email));
    try {
      expect((await upload(bytes, 'a.png', { token: shopper })).statusCode).toBe(403);
    } finally {
      await t.app.db.update(users).set({ role: 'customer' }).where(eq(users.email, ALEX.email));
    }
    const globexOwner = await signInAs(t, 'globex', 'owner@globex.test', 'Globex-Owner-2026!');
    const other = await upload(bytes, 'a.png', { token: globexOwner, store: 'globex' });
    expect(other.statusCode).toBe(404);
  });
});

describe('GET /api/storefronts/{id}/media', () => {
  it('pages the store’s library, newest first, and shows no other store’s', async () => {
    const all = (await list()).json().data;
    expect(all.total).toBeGreaterThanOrEqual(4);
    const page = await t.app.inject({
      url: `/api/storefronts/${acmeId}/media?rows=2&page=2`,
      headers: { ...hostOf('acme'), ...bearer(owner) },
    });
    expect(page.json().data).toMatchObject({ from: 3, total: all.total });
    expect(page.json().data.data).toEqual(all.data.slice(2, 4));
    const globexId = await storeIdOf(t.app, 'globex');
    const globexOwner = await signInAs(t, 'globex', 'owner@globex.test', 'Globex-Owner-2026!');
    const globex = await t.app.inject({
      url: `/api/storefronts/${globexId}/media`,
      headers: { ...hostOf('globex'), ...bearer(globexOwner) },
    });
    expect(globex.json().data.total).toBe(0);
  });

  it('refuses a bad page (400)', async () => {
    const res = await t.app.inject({
      url: `/api/storefronts/${acmeId}/media?rows=1000`,
      headers: { ...hostOf('acme'), ...bearer(owner) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.rows).toBeDefined();
  });
});

describe('DELETE /api/storefronts/{id}/media/{mediaId}', () => {
  const remove = (id: number, token = owner) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/storefronts/${acmeId}/media/${id}`,
      headers: { ...hostOf('acme'), ...bearer(token) },
    });
  const preview = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/storefronts/${acmeId}/preview`,
      headers: { ...hostOf('acme'), ...bearer(owner) },
      payload,
    });

  it('is refused while the draft uses the image, then deletes it and its file', async () => {
    const item = (await upload(await picture(500, 200, 9).png().toBuffer(), 'banner.png')).json()
      .data;
    const variantUrl = item.url.replace('-500w.png', '-320w.webp');
    await preview({
      settings: {},
      pages: [
        {
          url: 'home',
          title: 'Home',
          sections: [
            { id: 's1', component: 'BANNER_IMAGE', content: { image: variantUrl, alt: '' } },
          ],
        },
      ],
    });
    const refused = await remove(item.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/in use/);
    expect((await fetchFile(t.app, item.url)).statusCode).toBe(200);

    await preview({ settings: {} });
    const shopper = await signInAs(t, 'acme', ALEX.email, ALEX.password);
    expect((await remove(item.id, shopper)).statusCode).toBe(403);
    expect((await remove(item.id)).statusCode).toBe(200);
    const log = await t.app.inject({
      url: `/api/storefronts/${acmeId}/audit-log`,
      headers: { ...hostOf('acme'), ...bearer(owner) },
    });
    const entries = log.json().data.data as Array<{ action: string; subject: string }>;
    expect(entries.filter((e) => e.subject === item.url).map((e) => e.action)).toEqual([
      'media.delete',
      'media.upload',
    ]);
    expect((await fetchFile(t.app, item.url)).statusCode).toBe(404);
    expect((await fetchFile(t.app, variantUrl)).statusCode).toBe(404);
    expect((await remove(item.id)).statusCode).toBe(404);
  });
});

describe('GET /uploads/…', () => {
  it('answers 304 to a browser that has it, and 404 to unknown or malformed names', async () => {
    const item = (await upload(await PNG(), 'cached.png')).json().data;
    const first = await fetchFile(t.app, item.url);
    const again = await fetchFile(t.app, item.url, { 'if-none-match': first.headers.etag! });
    expect(again.statusCode).toBe(304);
    expect((await fetchFile(t.app, `/uploads/${'0'.repeat(64)}-10w.png`)).statusCode).toBe(404);
    expect((await fetchFile(t.app, '/uploads/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});

// Uploads live in the database: a second instance on the same PostgreSQL serves them at once.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('an upload to one is served by the other', async () => {
    const database = await openDatabase({ url: t.app.config.databaseUrl!, dataDir: null });
    const second = await buildApp({ config: t.app.config, database, serveWeb: false });
    await second.ready();
    try {
      const item = (await upload(await picture(640, 320, 42).png().toBuffer(), 'shared.png')).json()
        .data;
      const served = await fetchFile(second, item.url.replace('-640w.png', '-320w.webp'));
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    } finally {
      await second.close();
      await database.close();
    }
  });
});
