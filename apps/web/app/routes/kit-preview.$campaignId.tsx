import { CampaignResponse, KitResponse, type Cart } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { KitPage } from '../features/gifting/kit-page.tsx';
import { apiJson, rethrowAsPageError } from '../lib/api.server.ts';
import { getStore } from '../lib/session.server.ts';
import type { Route } from './+types/kit-preview.$campaignId';

export function meta() {
  return [{ title: 'Kit preview' }, { name: 'robots', content: 'noindex, nofollow' }];
}

/**
 * The owner's preview of a campaign's kit page: the real kit page (the same component, in the
 * store's own frame) with an empty selection, as a recipient first sees it. The API lets only
 * the store's owner read the campaign.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const store = await getStore(context);
  try {
    const campaign = await apiJson(
      context,
      `/storefronts/${store.id}/campaigns/${encodeURIComponent(params.campaignId)}`,
      CampaignResponse,
    );
    const kit = await apiJson(
      context,
      `/storefronts/${store.id}/product-kits/token/${encodeURIComponent(campaign.data.token)}`,
      KitResponse,
    );
    return { kit: kit.data, hidePrices: kit.data.hide_prices || store.disabled_prices };
  } catch (error) {
    rethrowAsPageError(error);
  }
}

const EMPTY_CART: Cart = {
  id: null,
  lines: [],
  parcels: [],
  item_count: 0,
  subtotal: 0,
  blocked: false,
  gifting: null,
};

export default function KitPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div inert aria-label={t('GIFTING.kitTitle')}>
      <KitPage
        kit={loaderData.kit}
        cart={EMPTY_CART}
        listPath="#"
        hidePrices={loaderData.hidePrices}
        onError={() => undefined}
      />
    </div>
  );
}
