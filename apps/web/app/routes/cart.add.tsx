import { AddCartLineBody, CartResponse } from '@storefront/contracts';
import { data } from 'react-router';
import type { AddToCartResult } from '../features/catalog/product-detail.tsx';
import { ApiFailure, apiJson } from '../lib/api.server.ts';
import { getStore } from '../lib/session.server.ts';
import type { Route } from './+types/cart.add';

/**
 * Add to Cart of the product page (§5): the item goes to the API's cart, which checks it again
 * and prices it; its guest-cart cookie is passed on. A refusal comes back as the server's message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = AddCartLineBody.safeParse(await request.json().catch(() => null));
  if (!body.success) {
    return data<AddToCartResult>({ ok: false, message: 'Bad request' }, { status: 400 });
  }
  const store = await getStore(context);
  const setCookies = new Headers();
  try {
    await apiJson(context, `/storefronts/${store.id}/cart/lines`, CartResponse, {
      method: 'POST',
      json: body.data,
      setCookies,
    });
    return data<AddToCartResult>({ ok: true }, { headers: setCookies });
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    return data<AddToCartResult>(
      { ok: false, message: error.message },
      { status: error.status, headers: setCookies },
    );
  }
}
