import { expect, type APIRequestContext } from '@playwright/test';
import { SERVER_WORK } from './console';
import type { FreshStore } from './fresh-store';
import { api, SHOPPER_PASSWORD } from './store-api';

/*
 * A shopper of a store through its API, as the console journeys set the scene: sign in, look a
 * product up, fill the cart and place the order, then read what the store mailed. Node cannot
 * resolve *.localhost, so the store's host goes in a header.
 */

export const ADDRESS = {
  name: 'Jamie Rivera',
  line1: '12 Harbor Street',
  city: 'Boston',
  region: 'MA',
  postal_code: '02110',
  country: 'US',
};
/** The test payment provider's card that pays. */
export const CARD = { card_number: '4242 4242 4242 4242', exp: '12/34', cvc: '123' };

export type Size = { id: number; size: string; price: number; quantity: number };
export type Product = {
  id: number;
  name: string;
  product_variants: { id: number; color: string; product_variant_sizes: Size[] }[];
};
type Store = Pick<FreshStore, 'id' | 'slug'>;

/** Signs a shopper in through the API; the status says whether the store lets them in. */
export const signIn = (request: APIRequestContext, store: Store, email: string) =>
  api(request, store.slug, '/auth/login', {
    email,
    password: SHOPPER_PASSWORD,
    storefront_id: store.id,
  });

/** The first colour and size with at least `min` units (the starter stock varies per size). */
export function inStock(product: Product, min = 2) {
  for (const variant of product.product_variants) {
    const size = variant.product_variant_sizes.find((s) => s.quantity >= min);
    if (size) return { variant, size };
  }
  throw new Error(`Product ${product.id} has nothing in stock.`);
}

/**
 * The store's API as the shopper `email` (signed in with `SHOPPER_PASSWORD`), or as a guest
 * ordering as `email` when `guest` is set (the cart is then the request context's cookie).
 */
export async function shopperApi(
  request: APIRequestContext,
  store: Store,
  email: string,
  { guest = false } = {},
) {
  const port = process.env.E2E_PORT ?? '3100';
  const host = `${store.slug}.localhost:${port}`;
  let authorization: Record<string, string> = {};
  if (!guest) {
    const login = await signIn(request, store, email);
    expect(login.status(), 'shopper sign-in').toBe(200);
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    authorization = { authorization: `Bearer ${token}` };
  }
  const call = async (path: string, data?: unknown, headers: Record<string, string> = {}) => {
    const response = await request.fetch(
      `http://127.0.0.1:${port}/api/storefronts/${store.id}${path}`,
      {
        method: data === undefined ? 'GET' : 'POST',
        headers: { host, ...authorization, ...headers },
        data,
      },
    );
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { data: Record<string, unknown> };
  };
  const product = async (slug: string) =>
    (await call(`/storefront-products/${slug}`)).data as unknown as Product;
  const add = (line: {
    product_id: number;
    product_variant_id: number;
    product_size_id: number;
    quantity: number;
  }) => call('/cart/lines', line);
  /** Adds one of the first colour and size of `slug` with stock enough; answers the product. */
  const addOne = async (slug: string, min = 2) => {
    const found = await product(slug);
    const { variant, size } = inStock(found, min);
    await add({
      product_id: found.id,
      product_variant_id: variant.id,
      product_size_id: size.id,
      quantity: 1,
    });
    return found;
  };
  /** Places the cart, paid by `CARD`; answers the order. */
  const place = async (giftCardCodes: string[] = []) =>
    (
      await call(
        '/orders',
        { email, shipping_address: ADDRESS, payment: CARD, gift_card_codes: giftCardCodes },
        { 'idempotency-key': crypto.randomUUID() },
      )
    ).data as { uuid: string; total: number; subtotal: number } & Record<string, unknown>;
  return { call, product, add, addOne, place };
}

export type ShopperApi = Awaited<ReturnType<typeof shopperApi>>;

export type Mail = { to: string; subject: string; text: string };

/** The mails to `to` in the store's dev mailbox. */
export async function mailsTo(request: APIRequestContext, slug: string, to: string) {
  const { data } = (await (await api(request, slug, '/dev/mailbox')).json()) as { data: Mail[] };
  return data.filter((m) => m.to === to);
}

/** Waits until exactly one mail to `to` has `text` in its subject or body. */
export async function mailboxHas(
  request: APIRequestContext,
  slug: string,
  to: string,
  text: string,
) {
  await expect
    .poll(
      async () =>
        (await mailsTo(request, slug, to)).filter((m) => `${m.subject}\n${m.text}`.includes(text))
          .length,
    )
    .toBe(1);
}

/** The gift-card code mailed to `to` ("Your code: …"), once it is there. */
export async function mailedCode(request: APIRequestContext, slug: string, to: string) {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsTo(request, slug, to);
      code = mails.find((m) => /Your code: /.test(m.text))?.text.match(/Your code: (\S+)/)?.[1];
      return code;
    }, SERVER_WORK)
    .toBeTruthy();
  return code!;
}
