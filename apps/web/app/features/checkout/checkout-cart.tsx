import { formatMoney, type Cart } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';

/** What is being bought, beside the checkout steps; a gift kit may hide its prices. */
export function CheckoutCart({ cart, hidePrices }: { cart: Cart; hidePrices: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <aside aria-labelledby="checkout-cart" className="h-fit rounded-2xl bg-gray-50 p-5">
      <h2 id="checkout-cart" className="font-semibold text-gray-900">
        {t('CART.shippingLine', { count: cart.item_count })}
      </h2>
      <ul className="mt-3 divide-y divide-gray-200 text-sm">
        {cart.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-4 py-2">
            <span>
              {line.name}
              <span className="block text-gray-600">
                {[line.is_gift_card ? null : line.color, line.size, `× ${line.quantity}`]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
            {hidePrices ? null : <span>{formatMoney(line.final_price, 'usd', i18n.language)}</span>}
          </li>
        ))}
      </ul>
    </aside>
  );
}
