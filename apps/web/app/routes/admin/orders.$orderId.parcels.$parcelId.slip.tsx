import { ConsoleOrderResponse } from '@storefront/contracts';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { data } from 'react-router';
import { PackingSlip } from '../../features/console-orders/packing-slip.tsx';
import { orderNumber } from '../../features/console-orders/orders-table.tsx';
import { apiJson, rethrowAsPageError } from '../../lib/api.server.ts';
import { createI18n } from '../../lib/i18n.ts';
import { useStoreTranslations } from '../../lib/translations.ts';
import type { PageHandle } from '../../root.tsx';
import type { Route } from './+types/orders.$orderId.parcels.$parcelId.slip';
import { loader as consoleLoader } from './layout.tsx';

export const handle: PageHandle = { bare: true, console: true };

/**
 * A parcel's packing slip: a page of its own, outside the console's frame, so it prints as it
 * shows. The console's sign-in and role checks come first; the API checks the role again.
 */
export async function loader(args: Route.LoaderArgs) {
  const { store, lang, translations } = await consoleLoader(args as never);
  const orderId = Number(args.params.orderId) || 0;
  const path = `/storefronts/${store.id}/admin/orders/${orderId}`;
  const order = (await apiJson(args.context, path, ConsoleOrderResponse).catch(rethrowAsPageError))
    .data;
  const parcel = order.parcels.find((p) => p.id === Number(args.params.parcelId));
  if (!parcel) throw data({ message: 'This order has no such parcel.' }, { status: 404 });
  const number = order.parcels.indexOf(parcel) + 1;
  return { store, lang, translations, order, parcel, number };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData
    ? `Packing slip ${orderNumber(loaderData.order.uuid)} · ${loaderData.number}`
    : 'Packing slip';
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function PackingSlipPage({ loaderData }: Route.ComponentProps) {
  const { lang, translations, ...slip } = loaderData;
  const storeTranslations = useStoreTranslations(lang);
  const i18n = useMemo(
    () => createI18n(lang, storeTranslations, { console: translations }),
    [lang, storeTranslations, translations],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <PackingSlip {...slip} />
    </I18nextProvider>
  );
}

export { ErrorBoundary } from './layout.tsx';
