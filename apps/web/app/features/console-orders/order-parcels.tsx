import { formatMoney, type ConsoleOrderDetail } from '@storefront/contracts';
import { FileText, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { ParcelBadge } from './order-badges.tsx';

type Line = ConsoleOrderDetail['lines'][number];

/** Each parcel with its warehouse, state, tracking and lines; Ship for a parcel still waiting. */
export function OrderParcels({
  order,
  onShip,
}: {
  order: ConsoleOrderDetail;
  onShip: (parcel: { id: number; number: number }) => void;
}) {
  const { t } = useTranslation('console');
  const giftCards = order.lines.filter((l) => l.parcel_id === null);
  return (
    <div className="space-y-4">
      {order.parcels.map((parcel, index) => {
        const number = index + 1;
        return (
          <section
            key={parcel.id}
            aria-label={t('orders.parcel', { number })}
            data-testid="console-parcel"
            className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold">
                {t('orders.parcel', { number })}
                {parcel.warehouse ? (
                  <span className="text-sm font-normal text-gray-600">{parcel.warehouse.name}</span>
                ) : null}
                <ParcelBadge state={parcel.status} />
              </h2>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={`/admin/orders/${order.id}/parcels/${parcel.id}/slip`}
                  aria-label={t('orders.slip.openLabel', { number })}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  <FileText aria-hidden />
                  {t('orders.slip.open')}
                </Link>
                {parcel.status === 'pending' && order.actions.ship ? (
                  <Button size="sm" onClick={() => onShip({ id: parcel.id, number })}>
                    <Truck aria-hidden />
                    {t('orders.ship.open', { number })}
                  </Button>
                ) : null}
              </div>
            </div>
            {parcel.tracking_number ? (
              <p className="mt-2 text-sm text-gray-700">
                {parcel.carrier} · {parcel.tracking_number}
                {parcel.tracking_url ? (
                  <>
                    {' · '}
                    <a
                      href={parcel.tracking_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-brand underline"
                    >
                      {t('orders.track')}
                    </a>
                  </>
                ) : null}
              </p>
            ) : null}
            <OrderLines
              order={order}
              lines={order.lines.filter((l) => l.parcel_id === parcel.id)}
            />
          </section>
        );
      })}
      {giftCards.length ? (
        <section className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
          <h2 className="text-base font-semibold">{t('orders.giftCardsByEmail')}</h2>
          <OrderLines order={order} lines={giftCards} />
        </section>
      ) : null}
    </div>
  );
}

function OrderLines({ order, lines }: { order: ConsoleOrderDetail; lines: Line[] }) {
  const { t, i18n } = useTranslation('console');
  return (
    <ul className="mt-3 divide-y divide-gray-100">
      {lines.map((line) => (
        <li key={line.id} className="flex gap-3 py-3 text-sm">
          {line.image ? (
            <img
              src={line.image}
              alt=""
              className="size-16 shrink-0 rounded-lg bg-gray-50 object-contain"
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="font-medium">{line.name}</p>
            <p className="text-gray-600">
              {[line.color, line.size, `× ${line.quantity}`, line.email]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {line.input_fields
              .filter((f) => f.value)
              .map((f) => (
                <p key={f.id} className="text-gray-600">
                  {f.label}: <span className="text-gray-900">{f.value}</span>
                </p>
              ))}
            {line.note ? <p className="text-gray-600">{line.note}</p> : null}
            {line.refunded_quantity ? (
              <p className="text-amber-800">
                {t('orders.refundedUnits', { count: line.refunded_quantity })}
              </p>
            ) : null}
          </div>
          <span className="font-medium whitespace-nowrap">
            {formatMoney(line.final_price, order.currency, i18n.language)}
          </span>
        </li>
      ))}
    </ul>
  );
}
