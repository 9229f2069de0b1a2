import { shellCartOf } from '../features/cart/cart.server.ts';
import { shellCookies, shopperHint } from '../features/shell/shell-parts.server.ts';
import type { ShellParts } from '../features/shell/shell-parts.ts';
import { heldGiftCardOf } from '../lib/private-store.server.ts';
import { getStore, getUser } from '../lib/session.server.ts';
import type { Route } from './+types/resources.shell';

/**
 * The shell's personal parts (decision 33), fetched by the browser after a page kept for
 * everyone has hydrated: the signed-in shopper's first name, the cart's count, the held gift
 * card's balance and gifting mode. Never kept anywhere (`private, no-store`); it also keeps the
 * gifting mark and the hint cookie in step.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await getStore(context);
  const [user, giftCardBalance, cart] = await Promise.all([
    getUser(request, context),
    heldGiftCardOf(request, context, store),
    shellCartOf(context),
  ]);
  const parts: ShellParts = {
    user: user ? { first_name: user.first_name } : null,
    cartCount: cart.count,
    giftCardBalance,
    gifting: cart.gifting !== null,
  };
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  await shellCookies(request, headers, { signedIn: !!user, gifting: parts.gifting });
  await shopperHint(request, headers, parts);
  return Response.json(parts, { headers });
}
