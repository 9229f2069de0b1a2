import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../db/client.ts';
import { PREVIEW_CHANNEL } from '../../plugins/store-events.ts';
import { ALEX, bearer, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';

const OWNER = { email: 'owner@acme.test', password: 'Acme-Owner-2026!' };

let t: TestApp;
let acmeId: number;
let ownerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = await storeIdOf(t.app, 'acme');
  ownerToken = await signInAs(t, 'acme', OWNER.email, OWNER.password);
});
afterAll(() => t.close());

const savePreview = (
  app: FastifyInstance,
  payload: unknown,
  headers: Record<string, string> = bearer(ownerToken),
) =>
  app.inject({
    method: 'PUT',
    url: `/api/storefronts/${acmeId}/preview`,
    headers: { ...hostOf('acme'), ...headers },
    payload: payload as object,
  });

type EventStream = { next(name: string): Promise<string>; close(): void; text(): string };

/** A browser's EventSource, reduced to what the tests need: wait for the next named event. */
async function openEvents(app: FastifyInstance, storefrontId: number): Promise<EventStream> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        port,
        host: '127.0.0.1',
        path: `/api/storefronts/${storefrontId}/preview-events`,
        // As a browser's EventSource asks: the stream must still arrive uncompressed, at once.
        headers: { ...hostOf('acme'), 'accept-encoding': 'gzip, deflate, br' },
      },
      (response) => {
        let received = '';
        const waiting: Array<{ name: string; done(data: string): void }> = [];
        const settle = () => {
          for (const wait of [...waiting]) {
            const match = new RegExp(`event: ${wait.name}\\ndata: (.*)\\n\\n`).exec(received);
            if (!match) continue;
            received = received.slice(match.index + match[0].length);
            waiting.splice(waiting.indexOf(wait), 1);
            wait.done(match[1]!);
          }
        };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          received += chunk;
          settle();
        });
        // The stream is open (and subscribed) once its first line has arrived.
        response.once('data', () =>
          resolve({
            next: (name) =>
              new Promise((done) => {
                waiting.push({ name, done });
                settle();
              }),
            close: () => request.destroy(),
            text: () => received,
          }),
        );
        expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
        expect(response.headers['content-encoding']).toBeUndefined();
      },
    );
    request.on('error', reject);
  });
}

describe('PUT /api/storefronts/{id}/preview', () => {
  it('saves the owner’s preview, sanitised, and tells open previews at once', async () => {
    const events = await openEvents(t.app, acmeId);
    try {
      expect(events.text()).toMatch(/^retry: \d+\n/);
      const next = events.next('StorefrontPreviewUpdate');
      const res = await savePreview(t.app, {
        settings: {
          alertText: 'Preview sale',
          primaryColor: '#0f766e',
          footerContent: '<p>Hi<script>alert(1)</script></p>',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.preview_data.settings.footerContent).toBe('<p>Hi</p>');
      expect(JSON.parse(await next)).toEqual({ storefront_id: acmeId });
    } finally {
      events.close();
    }
  });

  it('shows the preview through get-by-url only when asked', async () => {
    await savePreview(t.app, { settings: { alertText: 'Only in preview' } });
    const get = (query: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        url: `/api/storefronts/get-by-url${query}`,
        headers: { ...hostOf('acme'), ...headers },
      });
    const live = (await get('')).json().data;
    const preview = (await get('?preview=1')).json().data;
    const bySession = (await get('', { cookie: 'store_preview=1' })).json().data;
    expect(live.settings.alertText).not.toBe('Only in preview');
    expect(preview.settings.alertText).toBe('Only in preview');
    expect(bySession.settings.alertText).toBe('Only in preview');
    // What the preview leaves alone stays live.
    expect(preview.settings.primaryColor).toBe(live.settings.primaryColor);
    expect(JSON.parse(preview.preview_data).settings.alertText).toBe('Only in preview');
  });

  it('is refused to a shopper (403) and to a visitor (401), and keeps the preview', async () => {
    const shopper = await signInAs(t, 'acme', ALEX.email, ALEX.password);
    const asShopper = await savePreview(t.app, { settings: {} }, bearer(shopper));
    expect(asShopper.statusCode).toBe(403);
    const anonymous = await savePreview(t.app, { settings: {} }, {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a bad body with the fields at fault and changes nothing', async () => {
    await savePreview(t.app, { settings: { alertText: 'Kept' } });
    const res = await savePreview(t.app, {
      settings: { primaryColor: 'red;background:url(x)', logoPosition: 'right' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(['settings.primaryColor', 'settings.logoPosition']),
    );
    const shown = await t.app.inject({
      url: '/api/storefronts/get-by-url?preview=1',
      headers: hostOf('acme'),
    });
    expect(shown.json().data.settings.alertText).toBe('Kept');
  });

  it('refuses a theme colour whose text would be unreadable (AA), saying why', async () => {
    await savePreview(t.app, { settings: { accentColor: '#f97316' } });
    // Mid-grey: white text reaches 3.9:1, dark text 4.4:1, neither 4.5:1.
    const res = await savePreview(t.app, { settings: { accentColor: '#808080', alertText: 'X' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['settings.accentColor']).toEqual([
      expect.stringContaining('hard to read'),
    ]);
    const shown = await t.app.inject({
      url: '/api/storefronts/get-by-url?preview=1',
      headers: hostOf('acme'),
    });
    expect(shown.json().data.settings.accentColor).toBe('#f97316');
  });

  it('refuses an owner of another store', async () => {
    const globexOwner = await signInAs(t, 'globex', 'owner@globex.test', 'Globex-Owner-2026!');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/storefronts/${acmeId}/preview`,
      headers: { ...hostOf('globex'), ...bearer(globexOwner) },
      payload: { settings: {} },
    });
    expect(res.statusCode).toBe(404);
  });

  it('is discarded by the owner, and the preview shows the live store again', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/storefronts/${acmeId}/preview`,
      headers: { ...hostOf('acme'), ...bearer(ownerToken) },
    });
    expect(res.statusCode).toBe(204);
    const shown = await t.app.inject({
      url: '/api/storefronts/get-by-url?preview=1',
      headers: hostOf('acme'),
    });
    expect(shown.json().data.preview_data).toBeNull();
  });
});

const getDraft = (headers: Record<string, string> = bearer(ownerToken)) =>
  t.app.inject({
    url: `/api/storefronts/${acmeId}/draft`,
    headers: { ...hostOf('acme'), ...headers },
  });

describe('GET /api/storefronts/{id}/draft', () => {
  it('is the published look, menu and pages while nothing is drafted', async () => {
    await t.app.inject({
      method: 'DELETE',
      url: `/api/storefronts/${acmeId}/preview`,
      headers: { ...hostOf('acme'), ...bearer(ownerToken) },
    });
    const res = await getDraft();
    expect(res.statusCode).toBe(200);
    const live = (
      await t.app.inject({ url: '/api/storefronts/get-by-url', headers: hostOf('acme') })
    ).json().data;
    const { draft, drafted } = res.json().data;
    expect(drafted).toBe(false);
    expect(draft.menu).toEqual(live.menu);
    expect(draft.pages.map((p: { url: string }) => p.url)).toEqual(
      live.pages.map((p: { url: string }) => p.url),
    );
    expect(draft.settings.footerContent).toBe(live.settings.footerContent);
    expect(draft.settings).not.toHaveProperty('productsPerPage');
  });

  it('is the saved draft once there is one, menu included, and the preview shows its menu', async () => {
    const menu = [{ label: 'Drafted entry', item: null, customUrl: '/products', children: [] }];
    expect(
      (await savePreview(t.app, { settings: { alertText: 'Drafted' }, menu })).statusCode,
    ).toBe(200);
    const { draft, drafted } = (await getDraft()).json().data;
    expect(drafted).toBe(true);
    expect(draft).toMatchObject({ settings: { alertText: 'Drafted' }, menu });
    const shown = await t.app.inject({
      url: '/api/storefronts/get-by-url?preview=1',
      headers: hostOf('acme'),
    });
    expect(shown.json().data.menu).toEqual(menu);
    const live = await t.app.inject({
      url: '/api/storefronts/get-by-url',
      headers: hostOf('acme'),
    });
    expect(live.json().data.menu).not.toEqual(menu);
  });

  it('is refused to a visitor, a shopper and an owner of another store', async () => {
    expect((await getDraft({})).statusCode).toBe(401);
    const shopper = await signInAs(t, 'acme', ALEX.email, ALEX.password);
    expect((await getDraft(bearer(shopper))).statusCode).toBe(403);
    const globexOwner = await signInAs(t, 'globex', 'owner@globex.test', 'Globex-Owner-2026!');
    const other = await t.app.inject({
      url: `/api/storefronts/${acmeId}/draft`,
      headers: { ...hostOf('globex'), ...bearer(globexOwner) },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('preview event streams', () => {
  it('are closed to a browser not admitted to a private store', async () => {
    const res = await t.app.inject({
      url: `/api/storefronts/${await storeIdOf(t.app, 'globex')}/preview-events`,
      headers: { ...hostOf('globex'), cookie: 'store_access=wrong-grant' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('do not keep the server from shutting down', async () => {
    const other = await createTestApp();
    const events = await openEvents(other.app, await storeIdOf(other.app, 'acme'));
    const closed = other.close().then(() => 'closed');
    const late = new Promise((resolve) => setTimeout(() => resolve('still open'), 5000));
    expect(await Promise.race([closed, late])).toBe('closed');
    events.close();
  });
});

// LISTEN/NOTIFY across processes needs a real PostgreSQL (CI sets TEST_DATABASE_URL).
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('a save on one reaches a preview connected to the other, after a lost connection too', async () => {
    const url = t.app.config.databaseUrl!;
    const database = await openDatabase({ url, dataDir: null });
    const second = await buildApp({ config: t.app.config, database, serveWeb: false });
    await second.ready();
    const events = await openEvents(second, acmeId);
    try {
      const next = events.next('StorefrontPreviewUpdate');
      expect((await savePreview(t.app, { settings: { alertText: 'Elsewhere' } })).statusCode).toBe(
        200,
      );
      expect(JSON.parse(await next)).toEqual({ storefront_id: acmeId });

      // The listeners lose their connections: they come back, and the preview catches up.
      const caughtUp = events.next('StorefrontPreviewUpdate');
      await t.app.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = ${`LISTEN ${PREVIEW_CHANNEL}`}`);
      expect(JSON.parse(await caughtUp)).toEqual({ storefront_id: acmeId });
      const afterReconnect = events.next('StorefrontPreviewUpdate');
      await savePreview(t.app, { settings: { alertText: 'After a reconnect' } });
      expect(JSON.parse(await afterReconnect)).toEqual({ storefront_id: acmeId });
    } finally {
      events.close();
      await second.close();
      await database.close();
    }
  });
});
