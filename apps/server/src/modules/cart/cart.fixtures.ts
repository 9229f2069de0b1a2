/** Test helpers for cart and checkout API tests: product ids from the catalogue API, cart calls. */
import type { ProductDetail } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { productVariantSizes } from '../../db/schema/index.ts';
import { hostOf } from '../../test/test-app.ts';

export async function productOf(
  app: FastifyInstance,
  slug: string,
  storefrontId: number,
  store = 'acme',
) {
  const res = await app.inject({
    url: `/api/storefronts/${storefrontId}/storefront-products/${slug}`,
    headers: hostOf(store),
  });
  return res.json().data as ProductDetail;
}

/** The size id of a colour and size of a product. */
export function sizeOf(product: ProductDetail, color: string, size: string) {
  const variant = product.product_variants.find((v) => v.color === color)!;
  const found = variant.product_variant_sizes.find((s) => s.size === size)!;
  return { product_id: product.id, product_variant_id: variant.id, product_size_id: found.id };
}

/** A size's stock as the database holds it. */
export async function stockOf(db: Database, sizeId: number) {
  const [size] = await db
    .select()
    .from(productVariantSizes)
    .where(eq(productVariantSizes.id, sizeId));
  return size!.quantity;
}

export const setStock = (db: Database, sizeId: number, quantity: number) =>
  db.update(productVariantSizes).set({ quantity }).where(eq(productVariantSizes.id, sizeId));

export type CartClient = ReturnType<typeof cartClient>;

/** Cart calls of one browser: the guest cart id travels as the `Cart-Id` header once known. */
export function cartClient(
  app: FastifyInstance,
  storefrontId: number,
  store = 'acme',
  extra: Record<string, string> = {},
) {
  let cartId: string | null = null;
  const headers = () => ({ ...hostOf(store), ...extra, ...(cartId && { 'cart-id': cartId }) });
  const remember = <T extends { json(): { data?: { id?: string | null } } }>(res: T) => {
    const id = res.json().data?.id;
    if (id) cartId = id;
    return res;
  };
  const base = `/api/storefronts/${storefrontId}`;
  return {
    headers,
    get cartId() {
      return cartId;
    },
    get: async () => remember(await app.inject({ url: `${base}/cart`, headers: headers() })),
    add: async (payload: Record<string, unknown>) =>
      remember(
        await app.inject({
          method: 'POST',
          url: `${base}/cart/lines`,
          headers: headers(),
          payload,
        }),
      ),
    update: (lineId: number, quantity: number) =>
      app.inject({
        method: 'PATCH',
        url: `${base}/cart/lines/${lineId}`,
        headers: headers(),
        payload: { quantity },
      }),
    remove: (lineId: number) =>
      app.inject({ method: 'DELETE', url: `${base}/cart/lines/${lineId}`, headers: headers() }),
  };
}
