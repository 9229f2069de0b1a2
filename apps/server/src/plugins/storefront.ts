import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/errors.ts';
import type { StorefrontRow } from '../modules/storefronts/storefronts.queries.ts';
import { resolveStorefront } from '../modules/storefronts/storefronts.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The store this request is for, resolved from the Host header once per request. */
    storefront(): Promise<StorefrontRow>;
  }
}

export const storefrontPlugin = fp(async (app) => {
  app.decorateRequest('storefront', function () {
    throw new Error('not initialised');
  });
  app.addHook('onRequest', async (request) => {
    let pending: Promise<StorefrontRow> | undefined;
    request.storefront = () =>
      (pending ??= resolveStorefront(app.db, request.headers.host, app.config.defaultStorefront));
  });
});

/**
 * The store of the request, which must be the one a call names by id (a path parameter or a
 * body field): one store never reads or writes another's rows.
 */
export async function storefrontNamed(
  request: FastifyRequest,
  storefrontId: number,
): Promise<StorefrontRow> {
  const store = await request.storefront();
  if (store.id !== storefrontId) throw notFound('Store not found.');
  return store;
}
