import fp from 'fastify-plugin';
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
