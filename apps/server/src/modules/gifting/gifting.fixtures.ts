/** Test helpers for gifting: the Initech kit's tokens, gifting-mode calls, a kit product line. */
import type { ProductDetail } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productVariantSizes } from '../../db/schema/index.ts';
import { hostOf } from '../../test/test-app.ts';
import { cartClient, productOf, type CartClient } from '../cart/cart.fixtures.ts';

export const KIT_TOKEN = 'initech-welcome-kit';
export const OPEN_LINK = { token: KIT_TOKEN, user_token: 'demo-recipient-1' };

export function kitUrl(storefrontId: number, token = KIT_TOKEN, userToken?: string) {
  const query = userToken ? `?user_token=${encodeURIComponent(userToken)}` : '';
  return `/api/storefronts/${storefrontId}/product-kits/token/${token}${query}`;
}

const giftingUrl = (storefrontId: number) => `/api/storefronts/${storefrontId}/cart/gifting`;

/** PUT cart/gifting from a browser that has a cart already. */
export function enterGifting(
  app: FastifyInstance,
  storefrontId: number,
  cart: CartClient,
  tokens: { token: string; user_token: string },
) {
  return app.inject({
    method: 'PUT',
    url: giftingUrl(storefrontId),
    headers: cart.headers(),
    payload: tokens,
  });
}

/** A new Initech browser entering gifting mode with `tokens`; its cart calls follow. */
export async function recipient(
  app: FastifyInstance,
  storefrontId: number,
  tokens = OPEN_LINK,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method: 'PUT',
    url: giftingUrl(storefrontId),
    headers: { ...hostOf('initech'), ...headers },
    payload: tokens,
  });
  const id: string | undefined = res.json().data?.id;
  const cart = cartClient(
    app,
    storefrontId,
    'initech',
    id ? { ...headers, 'cart-id': id } : headers,
  );
  return { cart, res };
}

/** An Initech product by slug and an add-to-cart line of its first colour and size, in stock. */
export async function kitProduct(
  app: FastifyInstance,
  db: Database,
  storefrontId: number,
  slug: string,
) {
  const product: ProductDetail = await productOf(app, slug, storefrontId, 'initech');
  const variant = product.product_variants[0]!;
  const size = variant.product_variant_sizes[0]!;
  await db
    .update(productVariantSizes)
    .set({ quantity: 50 })
    .where(eq(productVariantSizes.id, size.id));
  return {
    product,
    sizeId: size.id,
    line: (quantity = 1) => ({
      product_id: product.id,
      product_variant_id: variant.id,
      product_size_id: size.id,
      quantity,
    }),
  };
}
