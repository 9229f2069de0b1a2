import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { CartIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';

/** Cart icon linking to /cart, with an item-count badge once the cart holds something. */
export function CartLink({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/cart"
      aria-label={count > 0 ? t('SHELL.cartWithItems', { count }) : t('SHELL.cart')}
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative rounded-full')}
    >
      <CartIcon />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-[11px] leading-none font-semibold text-accent-foreground ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
