import {
  formatDateTime,
  orderStatusTag,
  paymentDescription,
  paymentStatusSeverity,
  shopperHistory,
  type OrderDetail,
} from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderSummary } from './order-summary.tsx';
import { OrderNumber } from './order-number.tsx';
import { Tag } from './tag.tsx';

/** An order of the account: tags, lines per parcel, totals, address, payment, status history. */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const status = orderStatusTag(order.status);
  const payment = paymentDescription(order);
  return (
    <article aria-labelledby="order-title" className="space-y-6">
      <Link to="/my-account/orders" className="text-sm text-brand-text hover:underline">
        ← {t('ORDERS.back')}
      </Link>
      <header className="space-y-2">
        <h2 id="order-title" className="text-xl font-semibold text-gray-900">
          <OrderNumber uuid={order.uuid} />
        </h2>
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-600">
          {formatDateTime(order.created_at, i18n.language)}
          <Tag severity={status.severity}>{t(`ORDERS.statuses.${order.status}`)}</Tag>
          <Tag severity={paymentStatusSeverity(order.payment_status)}>
            {t(`ORDERS.paymentStatuses.${order.payment_status}`)}
          </Tag>
        </p>
        {payment ? (
          <p className="text-sm text-gray-600" data-testid="order-payment">
            {t(payment.key, payment.values)}
          </p>
        ) : null}
      </header>
      <OrderSummary order={order} />
      <section aria-labelledby="order-history">
        <h3 id="order-history" className="font-semibold text-gray-900">
          {t('ORDERS.history')}
        </h3>
        <ol className="mt-2 space-y-1 text-sm text-gray-700">
          {shopperHistory(order.history).map((entry) => (
            <li key={`${entry.created_at}-${entry.status}`}>
              {formatDateTime(entry.created_at, i18n.language)} —{' '}
              {t(`ORDERS.statuses.${entry.status}`)}
              {entry.note ? ` · ${entry.note}` : ''}
            </li>
          ))}
        </ol>
      </section>
      <Link
        to={`/contact?order_uuid=${order.uuid}`}
        state={{ order_uuid: order.uuid }}
        className="inline-block text-sm font-medium text-brand-text hover:underline"
      >
        {t('ORDERS.contact')}
      </Link>
    </article>
  );
}
