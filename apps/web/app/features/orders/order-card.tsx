import {
  formatDateTime,
  formatMoney,
  orderStatusTag,
  paymentStatusSeverity,
  type OrderSummary,
} from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { OrderNumber } from './order-number.tsx';
import { Tag } from './tag.tsx';

/** An order of the account's list (§2 Account): number, date, tags, paid amount, DETAILS. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t, i18n } = useTranslation();
  const status = orderStatusTag(order.status);
  const codeApplied = order.total_without_discounts !== order.total;
  return (
    <li
      data-testid="order-card"
      className="rounded-2xl border border-gray-200 p-4 shadow-xs sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="min-w-0 font-semibold text-gray-900">
          <OrderNumber uuid={order.uuid} />
        </h3>
        <Link
          to={`/my-account/orders/${order.uuid}`}
          aria-label={`${t('ORDERS.details')} ${order.uuid}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          {t('ORDERS.details')}
        </Link>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
        <Item label={t('ORDERS.orderDate')}>{formatDateTime(order.created_at, i18n.language)}</Item>
        <Item label={t('ORDERS.status')}>
          <Tag severity={status.severity}>
            {t(`ORDERS.statuses.${order.status}`, { defaultValue: status.label })}
          </Tag>
        </Item>
        <Item label={t('ORDERS.paymentStatus')}>
          <Tag severity={paymentStatusSeverity(order.payment_status)}>
            {t(`ORDERS.paymentStatuses.${order.payment_status}`)}
          </Tag>
        </Item>
        <Item label={t('ORDERS.code')}>
          <Tag severity={codeApplied ? 'success' : 'info'}>
            {t(codeApplied ? 'ORDERS.codeApplied' : 'ORDERS.codeNotApplied')}
          </Tag>
        </Item>
        <Item label={t('ORDERS.paidAmount')}>
          <span className="font-semibold">{formatMoney(order.total, 'usd', i18n.language)}</span>
        </Item>
      </dl>
    </li>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-gray-500">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}
