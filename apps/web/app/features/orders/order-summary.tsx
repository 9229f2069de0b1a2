import { formatMoney, type OrderDetail } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';

/**
 * An order's lines per parcel (gift cards by e-mail), its totals and address; a gift kit that
 * hides prices (§6) shows neither line prices nor totals.
 */
export function OrderSummary({
  order,
  hidePrices = false,
}: {
  order: OrderDetail;
  hidePrices?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-4">
        {order.parcels.map((parcel, index) => (
          <section
            key={parcel.id}
            aria-label={t('CART.parcel', { number: index + 1 })}
            className="rounded-2xl border border-gray-200 p-4"
          >
            <h3 className="flex flex-wrap items-center gap-2 font-semibold text-gray-900">
              {t('CART.parcel', { number: index + 1 })}
              <span className="text-sm font-normal text-gray-600">{parcel.warehouse?.name}</span>
              <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">
                {t(`ORDERS.parcelStatus.${parcel.status}`, { defaultValue: parcel.status })}
              </span>
            </h3>
            {parcel.tracking_number ? (
              <p className="mt-1 text-sm text-gray-600" data-testid="parcel-tracking">
                {parcel.carrier ? `${parcel.carrier} · ` : null}
                {t('ORDERS.tracking', { number: parcel.tracking_number })}
                {parcel.tracking_url ? (
                  <>
                    {' · '}
                    <a
                      href={parcel.tracking_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-medium text-brand underline"
                    >
                      {t('ORDERS.trackParcel', { number: index + 1 })}
                    </a>
                  </>
                ) : null}
              </p>
            ) : null}
            <Lines
              order={order}
              lines={order.lines.filter((l) => l.parcel_id === parcel.id)}
              hidePrices={hidePrices}
            />
          </section>
        ))}
        {order.lines.some((l) => l.parcel_id === null) ? (
          <section className="rounded-2xl border border-gray-200 p-4">
            <h3 className="font-semibold text-gray-900">{t('CART.byEmail')}</h3>
            <Lines
              order={order}
              lines={order.lines.filter((l) => l.parcel_id === null)}
              hidePrices={hidePrices}
            />
          </section>
        ) : null}
      </div>
      <div className="space-y-4">
        {hidePrices ? null : <Totals order={order} />}
        {order.shipping_address ? <Address address={order.shipping_address} /> : null}
      </div>
    </div>
  );
}

type LinesProps = { order: OrderDetail; lines: OrderDetail['lines']; hidePrices: boolean };

function Lines({ order, lines, hidePrices }: LinesProps) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="mt-2 divide-y divide-gray-100">
      {lines.map((line) => (
        <li key={line.id} data-testid="order-line" className="flex gap-3 py-3 text-sm">
          {line.image ? (
            <img
              src={line.image}
              alt={line.name}
              className="size-16 shrink-0 rounded-lg bg-gray-50 object-contain"
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="font-medium text-gray-900">{line.name}</p>
            <p className="text-gray-600">
              {[line.color, line.size, `× ${line.quantity}`, line.email]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {line.input_fields
              .filter((f) => f.value)
              .map((f) => (
                <p key={f.id} className="text-gray-600">
                  {f.label}: {f.value}
                </p>
              ))}
            {line.note ? (
              <p className="text-gray-600">
                {t('CART.note')}: {line.note}
              </p>
            ) : null}
          </div>
          {hidePrices ? null : (
            <span className="font-medium">
              {formatMoney(line.final_price, order.currency, i18n.language)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function Totals({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, order.currency, i18n.language);
  const rows: [string, string][] = [
    [t('CART.subtotal'), money(order.subtotal)],
    ...(order.discount > 0
      ? [[`${t('CHECKOUT.discount')} (${order.promo_code ?? ''})`, `−${money(order.discount)}`]]
      : []),
    [t('CHECKOUT.shipping'), money(order.shipping)],
    [t('CHECKOUT.tax'), money(order.tax)],
    ...(order.gift_card_amount > 0
      ? [[t('CART.giftCardBalance'), `−${money(order.gift_card_amount)}`]]
      : []),
  ] as [string, string][];
  return (
    <dl className="space-y-2 rounded-2xl bg-gray-50 p-4 text-sm" data-testid="order-totals">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-gray-600">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-semibold">
        <dt>{t('CART.total')}</dt>
        <dd data-testid="order-total">{money(order.total)}</dd>
      </div>
      {order.refunded > 0 ? (
        <>
          <div className="flex justify-between gap-4">
            <dt className="text-gray-600">{t('ORDERS.refunded')}</dt>
            <dd>−{money(order.refunded)}</dd>
          </div>
          <div className="flex justify-between gap-4 font-semibold">
            <dt>{t('ORDERS.paidAfterRefunds')}</dt>
            <dd data-testid="order-paid">{money(order.total - order.refunded)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}

function Address({ address }: { address: NonNullable<OrderDetail['shipping_address']> }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-2xl border border-gray-200 p-4 text-sm">
      <h3 className="font-semibold text-gray-900">{t('CHECKOUT.address')}</h3>
      <address className="mt-2 text-gray-700 not-italic">
        {[
          address.name,
          address.line1,
          address.line2,
          cityLine(address),
          t(`CHECKOUT.countries.${address.country}`, { defaultValue: address.country }),
          address.phone,
        ]
          .filter(Boolean)
          .map((part) => (
            <span key={part} className="block">
              {part}
            </span>
          ))}
      </address>
    </section>
  );
}

/** "Boston, MA 02110" in North America and Britain's order, "75001 Paris" in Germany and France. */
function cityLine(address: NonNullable<OrderDetail['shipping_address']>): string {
  if (address.country === 'DE' || address.country === 'FR')
    return `${address.postal_code} ${address.city}`;
  return [address.city, [address.region, address.postal_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}
