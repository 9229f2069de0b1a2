/**
 * `npm run bench:checkout`: does checkout get through while the catalogue is browsed hard?
 * Starts the API on the seeded demo stores in a child process (PGlite in a temporary folder, or
 * the PostgreSQL database named by BENCH_DATABASE_URL), then for BENCH_DURATION s (20) runs 150
 * connections browsing (lists, product pages, search) and 50 checking out (a new guest cart, one
 * line, an order paid with the test card), and prints the checkout success rate, p50/p99 of
 * each, the 503s (shed load) and the server's memory before, during and after a settle period.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { productVariantSizes } from '../apps/server/src/db/schema/index.ts';
import { seedDemoStores } from '../apps/server/src/db/seed/index.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const BROWSERS = Number(process.env.BENCH_BROWSERS ?? 150);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const SETTLE_S = 20;
const TIMEOUT_S = 20;
const CARD = { card_number: '4242 4242 4242 4242', exp: '12/34', cvc: '123' };
const ADDRESS = {
  name: 'Bench Buyer',
  line1: '1 Main St',
  city: 'Springfield',
  region: 'IL',
  postal_code: '62701',
  country: 'US',
};

type Memory = NodeJS.MemoryUsage & { wasm: number };
type ToServer = 'memory';
type FromServer = { port: number } | { memory: Memory };

/** The child: seeds, listens, answers memory questions until killed. */
async function serve() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'storefront-checkout-bench-'));
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase({ url, dataDir: url ? null : dataDir });
  await seedDemoStores(database.db, { dataDir: null });
  // Enough stock that no order fails for want of it.
  await database.db.update(productVariantSizes).set({ quantity: 1_000_000 });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMITS: 'false',
  });
  const app = await buildApp({ config, database, serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const send = (message: FromServer) => process.send!(message);
  process.on('message', (message: ToServer) => {
    if (message === 'memory')
      send({ memory: { ...process.memoryUsage(), wasm: wasmBytesOf(database) } });
  });
  send({ port: (app.server.address() as { port: number }).port });
  const stop = async () => {
    await app.close();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
}

/** The size of PGlite's WebAssembly memory (0 on PostgreSQL): it grows but never shrinks. */
function wasmBytesOf(database: DatabaseHandle): number {
  type Client = { mod?: { wasmMemory?: { buffer: ArrayBuffer } } };
  const client = (database.db as { $client?: Client }).$client;
  return client?.mod?.wasmMemory?.buffer.byteLength ?? 0;
}

function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: ['--import', 'tsx'],
    env: process.env,
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.once('message', (m: FromServer) => {
      if ('port' in m) resolve({ child, port: m.port });
    });
  });
}

function memoryOf(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve) => {
    const answer = (m: FromServer) => {
      if (!('memory' in m)) return;
      child.off('message', answer);
      resolve(m.memory);
    };
    child.on('message', answer);
    child.send('memory' satisfies ToServer);
  });
}

type Product = {
  id: number;
  slug: string;
  product_variants: { id: number; product_variant_sizes: { id: number }[] }[];
};

/** Browsing paths through the demo store Acme, and a line for the buyers' carts. */
async function browsePaths(base: string) {
  const get = async <T>(path: string) =>
    (
      (await (await fetch(`${base}${path}`, { headers: { host: 'acme.localhost' } })).json()) as {
        data: T;
      }
    ).data;
  const { id } = await get<{ id: number }>('/api/storefronts/get-by-url');
  const products = `/api/storefronts/${id}/storefront-products`;
  const slugs = (await get<{ data: Product[] }>(`${products}?rows=24`)).data.map((p) => p.slug);
  const paths = [
    ...[1, 2, 3].map((page) => `${products}?rows=9&page=${page}&sort_field=final_price`),
    ...slugs.map((slug) => `${products}/${slug}`),
    ...['hoddie', 'tee', 'mug', 'cotton hoodie'].map(
      (text) => `${products}/search?global_filter=${encodeURIComponent(text)}`,
    ),
  ];
  const product = await get<Product>(`${products}/${slugs[0]}`);
  const variant = product.product_variants[0]!;
  const line = {
    product_id: product.id,
    product_variant_id: variant.id,
    product_size_id: variant.product_variant_sizes[0]?.id,
    quantity: 1,
  };
  return { id, paths, line };
}

type Checkout = { started: number; cartId?: string };

/** Each buyer connection repeats: add a line to a new guest cart, then place the order. */
function buyerRequests(id: number, line: Record<string, unknown>, stats: CheckoutStats) {
  const json = { host: 'acme.localhost', 'content-type': 'application/json' };
  return [
    {
      method: 'POST' as const,
      path: `/api/storefronts/${id}/cart/lines`,
      headers: json,
      body: JSON.stringify(line),
      setupRequest: (request: object, context: Checkout) => {
        context.started = performance.now();
        delete context.cartId;
        return request;
      },
      onResponse: (status: number, body: string, context: Checkout) => {
        if (status === 201) context.cartId = JSON.parse(body).data.id;
      },
    },
    {
      method: 'POST' as const,
      path: `/api/storefronts/${id}/orders`,
      setupRequest: (request: { headers?: Record<string, string> }, context: Checkout) => {
        stats.attempts++;
        if (!context.cartId) return undefined; // the cart was refused: start a new checkout
        return {
          ...request,
          headers: { ...json, 'cart-id': context.cartId, 'idempotency-key': randomUUID() },
          body: JSON.stringify({
            email: 'buyer@example.test',
            shipping_address: ADDRESS,
            payment: CARD,
          }),
        };
      },
      onResponse: (status: number, _body: string, context: Checkout) => {
        stats.answered++;
        if (status === 201) {
          stats.placed++;
          stats.durations.push(performance.now() - context.started);
        }
      },
    },
  ];
}

/** Attempts reaching the order step, orders answered (any status), and orders placed. */
type CheckoutStats = { attempts: number; answered: number; placed: number; durations: number[] };

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : NaN;

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

function memoryRow(moment: string, m: Memory) {
  return {
    moment,
    'rss MB': mb(m.rss),
    'js heap used MB': mb(m.heapUsed),
    'js heap total MB': mb(m.heapTotal),
    'external MB': mb(m.external),
    'array buffers MB': mb(m.arrayBuffers),
    'wasm memory MB': mb(m.wasm),
  };
}

async function main() {
  const { child, port } = await startServer();
  const base = `http://127.0.0.1:${port}`;
  try {
    const { id, paths, line } = await browsePaths(base);
    const memory = [memoryRow('before', await memoryOf(child))];
    const stats: CheckoutStats = { attempts: 0, answered: 0, placed: 0, durations: [] };
    console.log(`Browsing ${BROWSERS} and checking out ${BUYERS} connections for ${DURATION_S} s…`);
    const during = setTimeout(
      () => void memoryOf(child).then((m) => memory.push(memoryRow('during', m))),
      (DURATION_S * 1000 * 3) / 4,
    );
    const [browse, buy] = await Promise.all([
      autocannon({
        url: base,
        connections: BROWSERS,
        duration: DURATION_S,
        timeout: TIMEOUT_S,
        headers: { host: 'acme.localhost' },
        requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
      }),
      autocannon({
        url: base,
        connections: BUYERS,
        duration: DURATION_S,
        timeout: TIMEOUT_S,
        requests: buyerRequests(id, line, stats) as autocannon.Request[],
      }),
    ]);
    clearTimeout(during);
    memory.push(memoryRow('end of load', await memoryOf(child)));
    await new Promise((resolve) => setTimeout(resolve, SETTLE_S * 1000));
    memory.push(memoryRow(`after ${SETTLE_S} s idle`, await memoryOf(child)));

    const durations = stats.durations.sort((a, b) => a - b);
    const shed = (r: autocannon.Result) =>
      Number((r.statusCodeStats as Record<string, { count: number }>)['503']?.count ?? 0);
    console.log(
      `\n${os.cpus()[0]?.model} × ${os.cpus().length} cores, Node ${process.version}, ` +
        `${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
    );
    console.table([
      {
        load: `browse (${BROWSERS} conn.)`,
        requests: browse.requests.total,
        '2xx': browse['2xx'],
        '503': shed(browse),
        timeouts: browse.timeouts,
        'p50 ms': browse.latency.p50,
        'p99 ms': browse.latency.p99,
      },
      {
        load: `checkout requests (${BUYERS} conn.)`,
        requests: buy.requests.total,
        '2xx': buy['2xx'],
        '503': shed(buy),
        timeouts: buy.timeouts,
        'p50 ms': buy.latency.p50,
        'p99 ms': buy.latency.p99,
      },
    ]);
    console.log(
      `Checkouts: ${stats.placed} orders placed of ${stats.attempts} attempts ` +
        `(${((100 * stats.placed) / Math.max(1, stats.attempts)).toFixed(1)} %; ` +
        `${stats.attempts - stats.answered} unanswered, of which up to ${BUYERS} cut off by the end); ` +
        `cart to order p50 ${percentile(durations, 50).toFixed(0)} ms, ` +
        `p99 ${percentile(durations, 99).toFixed(0)} ms`,
    );
    console.table(memory);
  } finally {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
  }
}

if (process.argv.includes('--serve')) {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
