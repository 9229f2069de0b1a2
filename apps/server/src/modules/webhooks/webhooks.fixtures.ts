/** Test helpers for webhooks: a real HTTP receiver on loopback and the console's webhook calls. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostOf, type TestApp } from '../../test/test-app.ts';

export type Received = { headers: IncomingHttpHeaders; body: string };

/**
 * A receiver on 127.0.0.1 answering each request with the next of `statuses` (the last one
 * repeats); it keeps every request it got.
 */
export async function startReceiver(statuses: number[]) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = statuses[Math.min(received.length - 1, statuses.length - 1)]!;
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status < 300 ? 'ok' : `failure ${received.length}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The console's webhook calls as `headers` (a bearer) on `slug`'s host. */
export function webhookCalls(
  t: TestApp,
  storefrontId: number,
  headers: Record<string, string>,
  slug = 'acme',
) {
  const base = `/api/storefronts/${storefrontId}/admin/webhooks`;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${base}${url}`,
      headers: { ...hostOf(slug), ...headers },
      ...(payload && { payload }),
    });
  return {
    list: () => call('GET', ''),
    create: (body: object) => call('POST', '', body),
    update: (id: number, body: object) => call('PATCH', `/${id}`, body),
    remove: (id: number) => call('DELETE', `/${id}`),
    rotate: (id: number) => call('POST', `/${id}/rotate-secret`),
    test: (id: number) => call('POST', `/${id}/test`),
    deliveries: (query = '') => call('GET', `/deliveries?${query}`),
    retry: (id: number) => call('POST', `/deliveries/${id}/retry`),
    exportCsv: (query = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api/storefronts/${storefrontId}/admin/orders/export.csv?${query}`,
        headers: { ...hostOf(slug), ...headers },
      }),
  };
}
