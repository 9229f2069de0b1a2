import { formatMoney, type ConsoleOrderRow } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTable, listRowClass } from '../../components/ui/list-table.tsx';
import { OrderStatusBadge, PaymentBadge } from './order-badges.tsx';

export const orderNumber = (uuid: string) => `#${uuid.slice(0, 8)}`;

/** The list: a table on wide screens, one card per order on a phone. */
export function OrdersTable({ orders }: { orders: ConsoleOrderRow[] }) {
  const { t, i18n } = useTranslation('console');
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const head = ['order', 'date', 'customer', 'status', 'payment', 'parcels', 'total'];
  return (
    <ListTable
      caption={t('orders.caption')}
      heads={head.map((key, i) => ({
        key,
        label: t(`orders.columns.${key}`),
        className: i === head.length - 1 ? 'text-right' : undefined,
      }))}
    >
      {orders.map((order) => (
        <tr key={order.id} data-testid="console-order" className={listRowClass}>
          <th scope="row" className="font-medium md:px-4 md:py-3">
            <Link
              to={`/admin/orders/${order.id}`}
              className="text-brand underline underline-offset-4"
            >
              {orderNumber(order.uuid)}
            </Link>
          </th>
          <td className="text-right text-gray-600 md:px-4 md:py-3 md:text-left">
            <time dateTime={order.created_at}>{when(order.created_at)}</time>
          </td>
          <td className="col-span-2 min-w-0 md:px-4 md:py-3">
            <span className="block truncate">{order.name ?? '—'}</span>
            <span className="block truncate text-gray-600">{order.email}</span>
          </td>
          <td className="md:px-4 md:py-3">
            <OrderStatusBadge status={order.status} />
          </td>
          <td className="text-right md:px-4 md:py-3 md:text-left">
            <PaymentBadge status={order.payment_status} />
          </td>
          <td className="text-gray-600 md:px-4 md:py-3">
            {t('orders.parcelsShipped', {
              shipped: order.parcels_shipped,
              count: order.parcels,
            })}
          </td>
          <td className="text-right font-medium md:px-4 md:py-3">
            {formatMoney(order.total, 'usd', i18n.language)}
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
