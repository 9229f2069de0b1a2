import { formatMoney } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * Subtotal, the held gift card's balance (negative when above 0), total and Check Out (§2 Cart);
 * only Check Out when prices are hidden.
 */
export function CartSummary({
  subtotal,
  giftCardBalance,
  blocked,
  hidePrices,
}: {
  subtotal: number;
  giftCardBalance: number;
  blocked: boolean;
  hidePrices: boolean;
}) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, 'usd', i18n.language);
  const applied = Math.min(giftCardBalance, subtotal);
  return (
    <aside
      aria-labelledby="cart-summary"
      className="h-fit rounded-2xl border border-gray-200 bg-gray-50 p-5"
    >
      <h2 id="cart-summary" className="text-lg font-semibold text-gray-900">
        {t('CART.summary')}
      </h2>
      {hidePrices ? null : (
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-gray-600">{t('CART.subtotal')}</dt>
            <dd data-testid="cart-subtotal">{money(subtotal)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-gray-600">{t('CART.giftCardBalance')}</dt>
            <dd data-testid="cart-gift-card">{applied > 0 ? `−${money(applied)}` : money(0)}</dd>
          </div>
          <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-semibold">
            <dt>{t('CART.total')}</dt>
            <dd data-testid="cart-total">{money(subtotal - applied)}</dd>
          </div>
        </dl>
      )}
      {blocked ? (
        <>
          <p id="checkout-blocked" role="alert" className="mt-4 text-sm text-red-700">
            {t('CART.blocked')}
          </p>
          <button
            type="button"
            disabled
            aria-describedby="checkout-blocked"
            className={cn(buttonVariants({ size: 'lg' }), 'mt-3 w-full')}
          >
            {t('CART.checkOut')}
          </button>
        </>
      ) : (
        <Link to="/checkout" className={cn(buttonVariants({ size: 'lg' }), 'mt-4 w-full')}>
          {t('CART.checkOut')}
        </Link>
      )}
    </aside>
  );
}
