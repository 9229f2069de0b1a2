import { formatMoney } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GiftIcon } from '../../components/ui/icons.tsx';

/** The balance of the gift card the shopper holds (§2 navbar), leading to the cart it pays. */
export function GiftCardBalance({ balance }: { balance: number }) {
  const { t, i18n } = useTranslation();
  const amount = formatMoney(balance, 'usd', i18n.language);
  return (
    <Link
      to="/cart"
      data-testid="navbar-gift-card"
      aria-label={`${t('CART.giftCardBalance')}: ${amount}`}
      title={t('CART.giftCardBalance')}
      className="inline-flex h-9 items-center gap-1 rounded-full border border-gray-200 px-2 text-xs font-medium nav:gap-1.5 nav:px-3 nav:text-sm whitespace-nowrap text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <GiftIcon aria-hidden="true" className="size-4 shrink-0" />
      {amount}
    </Link>
  );
}
