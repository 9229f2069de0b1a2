/**
 * A TLS front with HTTP/2 for the bench, as a store is deployed (behind a CDN or a proxy that
 * speaks HTTP/2), in front of the server's own HTTP/1.1: Lighthouse's simulated phone otherwise
 * opens a new connection for each parallel download. The certificate is a throwaway one for
 * `*.localhost`, made with Debian's openssl in a temporary folder; the browser is told to accept it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

/** Headers HTTP/2 forbids or the proxy sets itself. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

async function throwawayCertificate() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'storefront-bench-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...['-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'],
    ...['-addext', 'subjectAltName=DNS:localhost,DNS:*.localhost'],
  ]);
  const pair = { key: await fs.readFile(key), cert: await fs.readFile(cert) };
  await fs.rm(dir, { recursive: true, force: true });
  return pair;
}

/** Starts the front on a free port, forwarding to `http://127.0.0.1:<target>`; resolves its port. */
export async function startH2Proxy(target: number) {
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer(
    { ...(await throwawayCertificate()), allowHTTP1: true },
    (request, response) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(request.headers))
        if (!name.startsWith(':')) headers[name] = value;
      headers.host = request.headers[':authority'] ?? request.headers.host;
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: target,
          method: request.method,
          path: request.url,
          headers,
          agent,
        },
        (answer) => {
          for (const [name, value] of Object.entries(answer.headers))
            if (value !== undefined && !HOP_BY_HOP.has(name)) response.setHeader(name, value);
          response.writeHead(answer.statusCode ?? 502);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: () => {
      agent.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
