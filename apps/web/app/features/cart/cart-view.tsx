import type { Cart, CartItem } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { CartLine } from './cart-line.tsx';
import { CartSummary } from './cart-summary.tsx';

/**
 * The cart page (§2 Cart): one flat list for one warehouse, else Parcel 1, Parcel 2… per
 * warehouse with gift cards last (the server's parcels), and the summary beside it. A gift kit
 * may hide every price (§6).
 */
export function CartView({
  cart,
  giftCardBalance,
  onError,
}: {
  cart: Cart;
  giftCardBalance: number;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation();
  if (cart.lines.length === 0) return <EmptyCart />;
  const hidePrices = cart.gifting?.hide_prices ?? false;
  const byId = new Map(cart.lines.map((line) => [line.id, line]));
  const parcels = cart.parcels.map((p) => ({
    ...p,
    lines: p.line_ids.flatMap((id) => byId.get(id) ?? []),
  }));
  return (
    <section className="mx-auto w-full max-w-6xl">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 nav:text-3xl">
        {t('CART.title')}
      </h1>
      <p className="mt-1 text-gray-600">{t('CART.shippingLine', { count: cart.item_count })}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div>
          {parcels.length === 1 ? (
            <LineList lines={parcels[0]!.lines} hidePrices={hidePrices} onError={onError} />
          ) : (
            parcels.map((parcel, index) => (
              <section
                key={parcel.warehouse?.id ?? 'gift-cards'}
                aria-labelledby={`parcel-${index}`}
                className="mb-6 rounded-2xl border border-gray-200 px-4 sm:px-5"
              >
                <h2 id={`parcel-${index}`} className="pt-4 font-semibold text-gray-900">
                  {t('CART.parcel', { number: index + 1 })}
                  <span className="ml-2 text-sm font-normal text-gray-600">
                    {parcel.warehouse?.name ?? t('CART.byEmail')}
                  </span>
                </h2>
                <LineList lines={parcel.lines} hidePrices={hidePrices} onError={onError} />
              </section>
            ))
          )}
        </div>
        <CartSummary
          subtotal={cart.subtotal}
          giftCardBalance={giftCardBalance}
          blocked={cart.blocked}
          hidePrices={hidePrices}
        />
      </div>
    </section>
  );
}

type LineListProps = {
  lines: CartItem[];
  hidePrices: boolean;
  onError: (message: string) => void;
};

function LineList({ lines, hidePrices, onError }: LineListProps) {
  return (
    <ul className="divide-y divide-gray-200">
      {lines.map((line) => (
        <CartLine key={line.id} line={line} hidePrices={hidePrices} onError={onError} />
      ))}
    </ul>
  );
}

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{t('CART.title')}</h1>
      <p className="mt-3 text-gray-600">{t('CART.empty')}</p>
      <Link to="/products" className={buttonVariants({ className: 'mt-6' })}>
        {t('CART.continueShopping')}
      </Link>
    </section>
  );
}
