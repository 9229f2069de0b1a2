import { ApiError, COOKIES, ShellPartsResponse } from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRIVATE_STORE_ERRORS } from '../../plugins/error-handler.ts';
import type { StorefrontRow } from '../storefronts/index.ts';
import { readShellParts } from './shell.service.ts';

export type ShellRoutesOptions = {
  /** The balance of the gift card a private store's grant was given for (null for none). */
  heldGiftCardBalance: (store: StorefrontRow, grant: string) => Promise<number | null>;
};

/**
 * The shell's personal parts (decision 33) for the web app's `/resources/shell`, which a page kept
 * for everyone fetches after hydration: each read is one query, none prices the cart.
 */
export const shellRoutes: FastifyPluginAsyncZod<ShellRoutesOptions> = async (app, options) => {
  app.get(
    '/shell',
    {
      // Reads of its store only its id and access rules, answers only the asker's own parts.
      config: { storeFromMemory: true },
      schema: {
        tags: ['cart'],
        summary: 'What the store’s shell shows of the visitor (user menu, cart badge)',
        description:
          'The signed-in user’s first name (bearer token; a token this store does not know ' +
          'answers `user: null`), the count of the cart (the user’s, else the `cart_id` ' +
          'cookie’s or `Cart-Id` header’s), the balance of the gift card a private store was ' +
          'entered with (`store_access` grant), and whether the cart is in gifting mode. Never ' +
          'kept: `Cache-Control: private, no-store`.',
        security: [{ bearer: [] }],
        response: { 200: ShellPartsResponse, ...PRIVATE_STORE_ERRORS, 404: ApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const store = await request.storefront();
      const grant = request.cookies[COOKIES.storeAccess];
      const [parts, giftCardBalance] = await Promise.all([
        readShellParts(app.db, await request.cartOwner(), await request.user()),
        store.privateStore && grant ? options.heldGiftCardBalance(store, grant) : null,
      ]);
      return { data: { ...parts, gift_card_balance: giftCardBalance } };
    },
  );
};
