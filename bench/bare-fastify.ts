/**
 * The yardstick of `npm run bench`: a bare Fastify server answering a fixed 5 KB JSON document,
 * started in the same run as the store so every ratio compares like with like on the same machine
 * at the same load.
 */
import Fastify, { type FastifyInstance } from 'fastify';

/** About 5 KB of JSON, built once: what the bare server answers to every request. */
export const BARE_BODY = JSON.stringify({
  data: Array.from({ length: 24 }, (_, i) => ({
    id: i + 1,
    name: `Bench product ${i + 1}`,
    slug: `bench-product-${i + 1}`,
    brand: 'Gildan',
    final_price: 1_999 + i,
    currency: 'USD',
    short_description: 'A soft cotton tee for every day.',
    created_at: '2026-01-01T00:00:00.000Z',
  })),
});

export async function startBareFastify(): Promise<{ app: FastifyInstance; base: string }> {
  const app = Fastify({ logger: false });
  app.get('/bare', (_request, reply) => {
    reply.header('content-type', 'application/json; charset=utf-8').send(BARE_BODY);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}
