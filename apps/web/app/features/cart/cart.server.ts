import {
  CartResponse,
  type Cart,
  type CartGifting,
  type GiftingTokens,
} from '@storefront/contracts';
import type { AppLoadContext } from 'react-router';
import { apiJson } from '../../lib/api.server.ts';
import { heldAccess } from '../../lib/private-store.server.ts';
import { getStore } from '../../lib/session.server.ts';

const cartPath = async (context: AppLoadContext, rest = '') =>
  `/storefronts/${(await getStore(context)).id}/cart${rest}`;

/** The visitor's cart; the API's Set-Cookie (guest `cart_id`) goes into `setCookies`. */
export async function loadCart(context: AppLoadContext, setCookies?: Headers): Promise<Cart> {
  return (await apiJson(context, await cartPath(context), CartResponse, { setCookies })).data;
}

/** What the shell shows of the cart: the navbar badge and gifting mode (none when unreadable). */
export async function shellCartOf(
  context: AppLoadContext,
): Promise<{ count: number; gifting: CartGifting | null }> {
  if (!context.mayHoldCart) return { count: 0, gifting: null };
  return loadCart(context)
    .then((cart) => ({ count: cart.item_count, gifting: cart.gifting }))
    .catch(() => ({ count: 0, gifting: null }));
}

/** Gifting mode (§4): the recipient's link goes into the cart; the same link keeps its lines. */
export async function enterGifting(
  context: AppLoadContext,
  tokens: GiftingTokens,
  setCookies: Headers,
): Promise<Cart> {
  const path = await cartPath(context, '/gifting');
  return (await apiJson(context, path, CartResponse, { method: 'PUT', json: tokens, setCookies }))
    .data;
}

/** Empties the cart and leaves gifting mode (Discard, or /kit without a link). */
export async function emptyCart(context: AppLoadContext, setCookies: Headers) {
  await apiJson(context, await cartPath(context), CartResponse, { method: 'DELETE', setCookies });
}

export async function changeQuantity(
  context: AppLoadContext,
  lineId: number,
  quantity: number,
  setCookies: Headers,
) {
  await apiJson(context, await cartPath(context, `/lines/${lineId}`), CartResponse, {
    method: 'PATCH',
    json: { quantity },
    setCookies,
  });
}

export async function removeLine(context: AppLoadContext, lineId: number, setCookies: Headers) {
  await apiJson(context, await cartPath(context, `/lines/${lineId}`), CartResponse, {
    method: 'DELETE',
    setCookies,
  });
}

/** Balance of the gift card the visitor entered the store with (0 without one, or when invalid). */
export async function heldGiftCardBalance(
  request: Request,
  context: AppLoadContext,
): Promise<number> {
  const access = await heldAccess(request, context, await getStore(context));
  return access?.balance ?? 0;
}
