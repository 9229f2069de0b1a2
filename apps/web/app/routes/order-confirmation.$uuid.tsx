import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../components/ui/button.tsx';
import { OrderSummary } from '../features/orders/order-summary.tsx';
import { loadOrder } from '../features/orders/orders.server.ts';
import { metaText, pageMeta } from '../lib/meta.ts';
import { orderKeyCookie, readText } from '../lib/cookies.ts';
import type { Route } from './+types/order-confirmation.$uuid';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, metaText(matches, 'CHECKOUT.thankYou'));
}

/** The signed-in owner, or the guest who just placed it (the order key cookie), sees the order. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const orderKey = await readText(request, orderKeyCookie);
  return { order: await loadOrder(context, params.uuid, orderKey) };
}

export default function OrderConfirmation({ loaderData: { order } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-6xl">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 nav:text-3xl">
        {t('CHECKOUT.thankYou')}
      </h1>
      <p className="mt-2 text-gray-700">
        {t('CHECKOUT.orderNumber')} <strong data-testid="order-uuid">{order.uuid}</strong>
      </p>
      <p className="mt-1 text-gray-700">{t('CHECKOUT.emailSent', { email: order.email })}</p>
      <div className="mt-6">
        <OrderSummary order={order} hidePrices={order.gifting?.hide_prices ?? false} />
      </div>
      <Link to="/products" className={buttonVariants({ className: 'mt-8' })}>
        {t('CART.continueShopping')}
      </Link>
    </section>
  );
}
