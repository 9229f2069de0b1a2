import type { Cart } from '@storefront/contracts';
import type { AppLoadContext } from 'react-router';
import { ApiFailure, apiJson } from '../../lib/api.server.ts';
import { getStore, readCookie, STORE_CODE_COOKIE } from '../../lib/session.server.ts';

const cartPath = async (context: AppLoadContext, rest = '') =>
  `/storefronts/${(await getStore(context)).id}/cart${rest}`;

/** The visitor's cart; the API's Set-Cookie (guest `cart_id`) goes into `setCookies`. */
export async function loadCart(context: AppLoadContext, setCookies?: Headers): Promise<Cart> {
  return (await apiJson<{ data: Cart }>(context, await cartPath(context), { setCookies })).data;
}

/** The navbar badge: the cart's item count, 0 when the cart cannot be read. */
export async function cartCountOf(context: AppLoadContext): Promise<number> {
  return loadCart(context)
    .then((cart) => cart.item_count)
    .catch(() => 0);
}

export async function changeQuantity(
  context: AppLoadContext,
  lineId: number,
  quantity: number,
  setCookies: Headers,
) {
  await apiJson(context, await cartPath(context, `/lines/${lineId}`), {
    method: 'PATCH',
    json: { quantity },
    setCookies,
  });
}

export async function removeLine(context: AppLoadContext, lineId: number, setCookies: Headers) {
  await apiJson(context, await cartPath(context, `/lines/${lineId}`), {
    method: 'DELETE',
    setCookies,
  });
}

/** Balance of the gift card the visitor entered the store with (0 without one, or when invalid). */
export async function heldGiftCardBalance(
  request: Request,
  context: AppLoadContext,
): Promise<number> {
  const code = readCookie(request, STORE_CODE_COOKIE);
  if (!code) return 0;
  const store = await getStore(context);
  return apiJson<{ data: { balance: number } }>(
    context,
    `/storefronts/${store.id}/gift-cards/balance?code=${encodeURIComponent(code)}`,
  )
    .then((r) => r.data.balance)
    .catch((error: unknown) => {
      if (error instanceof ApiFailure) return 0;
      throw error;
    });
}
