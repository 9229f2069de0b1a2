import { formatMoney, type ConsoleOrderDetail, type ShippingAddress } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

/** The customer's e-mail and shipping address. */
export function OrderCustomer({ order }: { order: ConsoleOrderDetail }) {
  return (
    <>
      <p className="text-sm break-all">{order.email}</p>
      {order.shipping_address ? (
        <ShipToAddress address={order.shipping_address} className="mt-2 text-sm text-gray-700" />
      ) : null}
    </>
  );
}

/** A shipping address as a label shows it, one part a line. */
export function ShipToAddress({
  address: a,
  className,
}: {
  address: ShippingAddress;
  className?: string;
}) {
  return (
    <address className={cn('not-italic', className)}>
      {[
        a.name,
        a.line1,
        a.line2,
        `${a.postal_code} ${a.city}${a.region ? `, ${a.region}` : ''}`,
        a.country,
        a.phone,
      ]
        .filter(Boolean)
        .map((part) => (
          <span key={part} className="block">
            {part}
          </span>
        ))}
    </address>
  );
}

/** Totals with discounts and gift cards, what the card paid, refunded and can still refund. */
export function OrderTotals({ order }: { order: ConsoleOrderDetail }) {
  const { t, i18n } = useTranslation('console');
  const money = (cents: number) => formatMoney(cents, order.currency, i18n.language);
  const totals: [string, string][] = [
    [t('orders.totals.subtotal'), money(order.subtotal)],
    ...(order.discount
      ? [
          [
            `${t('orders.totals.discount')} ${order.promo_code ?? ''}`,
            `−${money(order.discount)}`,
          ] as [string, string],
        ]
      : []),
    [t('orders.totals.shipping'), money(order.shipping)],
    [t('orders.totals.tax'), money(order.tax)],
    ...(order.gift_card_amount
      ? [[t('orders.totals.giftCards'), `−${money(order.gift_card_amount)}`] as [string, string]]
      : []),
  ];
  return (
    <>
      <dl className="space-y-1.5 text-sm">
        {totals.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-gray-600">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-gray-200 pt-1.5 font-semibold">
          <dt>{t('orders.totals.paid')}</dt>
          <dd>{money(order.total)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-600">{t('orders.totals.refunded')}</dt>
          <dd data-testid="order-refunded">{money(order.refunded)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-600">{t('orders.totals.refundable')}</dt>
          <dd>{money(order.refundable)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-gray-600">
        {t('orders.paidWith', { provider: order.payment_provider ?? '—' })}
        {order.payment_reference ? ` · ${order.payment_reference}` : ''}
      </p>
    </>
  );
}

/** Each refund: amount, state, reason, who and when. */
export function OrderRefunds({ order }: { order: ConsoleOrderDetail }) {
  const { t, i18n } = useTranslation('console');
  const money = (cents: number) => formatMoney(cents, order.currency, i18n.language);
  return (
    <ul className="space-y-2 text-sm">
      {order.refunds.map((r) => (
        <li key={r.id}>
          <span className="font-medium">{money(r.amount)}</span> ·{' '}
          {t(`orders.refundStates.${r.status}`)}
          {r.reason ? ` · ${r.reason}` : ''}
          <span className="block text-xs text-gray-600">
            {r.actor.email} · {new Date(r.created_at).toLocaleString(i18n.language)}
          </span>
        </li>
      ))}
    </ul>
  );
}
