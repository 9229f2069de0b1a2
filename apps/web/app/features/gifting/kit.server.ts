import {
  CAMPAIGN_MESSAGES,
  KIT_MESSAGES,
  KitResponse,
  ProductDetailResponse,
  type GiftingTokens,
  type Kit,
  type ProductDetail,
} from '@storefront/contracts';
import type { AppLoadContext } from 'react-router';
import { ApiFailure, apiJson } from '../../lib/api.server.ts';
import { getStore } from '../../lib/session.server.ts';
import type { KitFailure } from './kit-error.tsx';

/** The kit of a recipient's link; an unknown, expired or redeemed link is a KitFailure. */
export async function loadKit(
  context: AppLoadContext,
  tokens: GiftingTokens,
): Promise<Kit | KitFailure> {
  const store = await getStore(context);
  const path = `/storefronts/${store.id}/product-kits/token/${encodeURIComponent(tokens.token)}?${new URLSearchParams({ user_token: tokens.user_token })}`;
  return apiJson(context, path, KitResponse).then(
    (body) => body.data,
    (error: unknown) => kitFailureOf(error),
  );
}

/** The server's refusal as the page shows it; anything but an API answer is a real error. */
export function kitFailureOf(error: unknown): KitFailure {
  if (!(error instanceof ApiFailure)) throw error;
  if (error.message === KIT_MESSAGES.redeemed) return 'redeemed';
  if (error.message === CAMPAIGN_MESSAGES.revoked) return 'revoked';
  if (error.message === CAMPAIGN_MESSAGES.expired) return 'expired';
  return 'loadFailed';
}

/** A kit product in full, for the kit page's single-product view. */
export async function loadKitProduct(
  context: AppLoadContext,
  slug: string,
): Promise<ProductDetail> {
  const store = await getStore(context);
  const path = `/storefronts/${store.id}/storefront-products/${encodeURIComponent(slug)}`;
  return (await apiJson(context, path, ProductDetailResponse)).data;
}
