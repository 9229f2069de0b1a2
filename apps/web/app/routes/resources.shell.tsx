import { ShellPartsResponse } from '@storefront/contracts';
import { shellCookies, shopperHint } from '../features/shell/shell-parts.server.ts';
import type { ShellParts } from '../features/shell/shell-parts.ts';
import { ApiFailure, apiJson } from '../lib/api.server.ts';
import type { Route } from './+types/resources.shell';

/** What a visitor the API lets nothing be known of (a private store's guard refused) sees. */
const NOBODY: ShellParts = { user: null, cartCount: 0, giftCardBalance: null, gifting: false };

/**
 * The shell's personal parts (decision 33), fetched by the browser after a page kept for
 * everyone has hydrated: the signed-in shopper's first name, the cart's count, the held gift
 * card's balance and gifting mode, from one API call (`GET /api/shell`). Never kept anywhere
 * (`private, no-store`); it also keeps the gifting mark and the hint cookie in step.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parts = await apiJson(context, '/shell', ShellPartsResponse).then(
    ({ data }): ShellParts => ({
      user: data.user,
      cartCount: data.cart_count,
      giftCardBalance: data.gift_card_balance,
      gifting: data.gifting,
    }),
    (error: unknown) => {
      if (error instanceof ApiFailure && error.status < 500) return NOBODY;
      throw error;
    },
  );
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  await shellCookies(request, headers, { signedIn: !!parts.user, gifting: parts.gifting });
  await shopperHint(request, headers, parts);
  return Response.json(parts, { headers });
}
