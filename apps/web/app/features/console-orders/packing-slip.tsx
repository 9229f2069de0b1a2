import type { ConsoleOrderDetail, Storefront } from '@storefront/contracts';
import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MediaImage } from '../../components/media-image.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ShipToAddress } from './order-side.tsx';
import { orderNumber } from './orders-table.tsx';

type Parcel = ConsoleOrderDetail['parcels'][number];

/**
 * What goes in the box with a parcel: the store, where it goes, the order and the parcel's lines
 * with their options and input-field values. No prices: a gift or a company kit shows none.
 */
export function PackingSlip({
  store,
  order,
  parcel,
  number,
}: {
  store: Storefront;
  order: ConsoleOrderDetail;
  parcel: Parcel;
  number: number;
}) {
  const { t, i18n } = useTranslation('console');
  const logo = store.settings.logo ?? store.logo;
  const lines = order.lines.filter((line) => line.parcel_id === parcel.id);
  return (
    <main className="mx-auto max-w-3xl bg-white p-6 text-gray-900 sm:p-10 print:max-w-none print:p-0">
      {/* A page of its own: no browser margins beyond these, nothing but the slip on paper. */}
      <style>{'@page { margin: 14mm; }'}</style>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to={`/admin/orders/${order.id}`} className="text-sm text-brand hover:underline">
          ← {t('orders.slip.back')}
        </Link>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden />
          {t('orders.slip.print')}
        </Button>
      </div>
      <header
        data-testid="slip-header"
        className="flex flex-wrap items-start justify-between gap-4 border-b border-gray-300 pb-6"
      >
        <div>
          {logo ? (
            <MediaImage
              src={logo}
              sizes="176px"
              alt=""
              className="mb-2 h-10 w-auto max-w-44 object-contain"
            />
          ) : null}
          <p className="text-lg font-bold">{store.name}</p>
        </div>
        <div className="text-right">
          <h1 className="text-2xl font-semibold">{t('orders.slip.title')}</h1>
          <dl className="mt-2 grid grid-cols-[auto_auto] justify-end gap-x-3 text-sm">
            <dt className="text-gray-600">{t('orders.slip.order')}</dt>
            <dd className="font-medium">{orderNumber(order.uuid)}</dd>
            <dt className="text-gray-600">{t('orders.slip.date')}</dt>
            <dd>
              {new Date(order.created_at).toLocaleDateString(i18n.language, { dateStyle: 'long' })}
            </dd>
            <dt className="text-gray-600">{t('orders.slip.parcel')}</dt>
            <dd>
              {t('orders.slip.parcelOf', { number, count: order.parcels.length })}
              {parcel.warehouse ? ` · ${parcel.warehouse.name}` : ''}
            </dd>
          </dl>
        </div>
      </header>
      <section aria-labelledby="slip-ship-to" className="border-b border-gray-300 py-6">
        <h2
          id="slip-ship-to"
          className="text-sm font-semibold tracking-wide text-gray-600 uppercase"
        >
          {t('orders.slip.shipTo')}
        </h2>
        {order.shipping_address ? (
          <ShipToAddress address={order.shipping_address} className="mt-2 text-base" />
        ) : null}
      </section>
      <table className="mt-6 w-full text-left text-sm">
        <caption className="sr-only">{t('orders.slip.lines')}</caption>
        <thead className="border-b border-gray-300 text-gray-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('orders.slip.item')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('orders.slip.quantity')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr
              key={line.id}
              data-testid="slip-line"
              className="border-b border-gray-200 break-inside-avoid"
            >
              <td className="py-3 pr-4 align-top">
                <p className="font-medium">{line.name}</p>
                <p className="text-gray-700">
                  {[line.color, line.size].filter(Boolean).join(' · ')}
                </p>
                {line.input_fields
                  .filter((field) => field.value)
                  .map((field) => (
                    <p key={field.id} className="text-gray-700">
                      {field.label}: <span className="text-gray-900">{field.value}</span>
                    </p>
                  ))}
                {line.note ? <p className="text-gray-700">{line.note}</p> : null}
              </td>
              <td className="py-3 text-right align-top text-base font-semibold">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
