import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, hostOf } from '../test/test-app.ts';
import { webServerEntry as webBuild } from './web.ts';

/** A GET over a real socket: its status and body. */
function get(port: number, url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

// A shutdown (SIGTERM, a deploy) finishes the requests it has: `return503OnClosing` is off and
// a page's loaders reach the API past `app.inject`, which refuses once closing begins.
describe.skipIf(!existsSync(webBuild))('a shutdown in progress (web build)', () => {
  it('finishes a page already in flight, whose loaders still reach the API', async () => {
    const t = await createTestApp();
    try {
      const web = await buildApp({ config: t.app.config, database: t.database, serveWeb: true });
      let arrived!: () => void;
      const pageArrived = new Promise<void>((resolve) => (arrived = resolve));
      web.addHook('onRequest', async (request) => {
        if (request.url === '/products') arrived();
      });
      await web.listen({ port: 0, host: '127.0.0.1' });
      const { port } = web.server.address() as AddressInfo;
      const page = get(port, '/products', hostOf('acme'));
      await pageArrived;
      const closed = web.close();
      const answer = await page;
      await closed;
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('Heavy Canvas Tote');
      // What the page's loaders were spared: the in-process `inject` of a closed instance.
      await expect(web.inject({ url: '/api/health/live' })).rejects.toThrow(/closed/);
    } finally {
      await t.close();
    }
  }, 60_000);
});
