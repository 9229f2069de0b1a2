import { GiftCardListResponse, type GiftCard } from '@storefront/contracts';
import type { AppLoadContext } from 'react-router';
import { apiJson, rethrowAsPageError } from '../../lib/api.server.ts';
import { getStore } from '../../lib/session.server.ts';

/** The signed-in user's gift cards in this store. */
export async function loadGiftCards(context: AppLoadContext): Promise<GiftCard[]> {
  const store = await getStore(context);
  return apiJson(context, `/storefronts/${store.id}/gift-cards`, GiftCardListResponse)
    .then((r) => r.data)
    .catch(rethrowAsPageError);
}
