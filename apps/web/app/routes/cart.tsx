import { data } from 'react-router';
import { useToast } from '../features/shell/toasts.tsx';
import {
  changeQuantity,
  heldGiftCardBalance,
  loadCart,
  removeLine,
} from '../features/cart/cart.server.ts';
import { CartView } from '../features/cart/cart-view.tsx';
import { ApiFailure } from '../lib/api.server.ts';
import { metaText, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/cart';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, metaText(matches, 'CART.title'));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const setCookies = new Headers();
  const [cart, giftCardBalance] = await Promise.all([
    loadCart(context, setCookies),
    heldGiftCardBalance(request, context),
  ]);
  return data({ cart, giftCardBalance }, { headers: setCookies });
}

/** Quantity change or removal of one line; the server's refusal comes back as a toast. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const lineId = Number(form.get('lineId'));
  const setCookies = new Headers();
  try {
    if (form.get('intent') === 'remove') await removeLine(context, lineId, setCookies);
    else await changeQuantity(context, lineId, Number(form.get('quantity')), setCookies);
    return data({ error: null }, { headers: setCookies });
  } catch (error) {
    if (error instanceof ApiFailure && error.status < 500)
      return data({ error: error.message }, { status: error.status, headers: setCookies });
    throw error;
  }
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const show = useToast();
  return (
    <CartView
      cart={loaderData.cart}
      giftCardBalance={loaderData.giftCardBalance}
      onError={(message) => show('error', message)}
    />
  );
}
