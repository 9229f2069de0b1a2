import type { Storefront } from '@storefront/contracts';
import { cn } from '../../lib/cn.ts';
import { CartLink } from './cart-link.tsx';
import { GiftCardBalance } from './gift-card-balance.tsx';
import { MenuBar } from './menu-bar.tsx';
import { NavbarSearch } from './navbar-search.tsx';
import { StoreLogo } from './store-logo.tsx';
import { UserMenu, type ShellUser } from './user-menu.tsx';

type DesktopNavbarProps = {
  store: Storefront;
  cartCount: number;
  giftCardBalance: number | null;
  user: ShellUser | null;
  /** The personal parts are being fetched (decision 33). */
  pending: boolean;
};

/** Navbar from 600 px: logo left or centred (settings.logoPosition), search, cart, account, menu. */
export function DesktopNavbar(props: DesktopNavbarProps) {
  const { store, cartCount, giftCardBalance, user, pending } = props;
  const centred = store.settings.logoPosition === 'center';
  return (
    <div className="hidden nav:block">
      <div
        className={cn(
          'mx-auto grid h-18 max-w-content items-center gap-6 px-6',
          centred ? 'grid-cols-[1fr_auto_1fr]' : 'grid-cols-[auto_1fr_auto]',
        )}
      >
        {centred ? (
          <>
            <NavbarSearch className="w-full max-w-sm" />
            <StoreLogo store={store} />
          </>
        ) : (
          <>
            <StoreLogo store={store} />
            <NavbarSearch className="mx-auto w-full max-w-xl" />
          </>
        )}
        <div className="flex items-center justify-end gap-2">
          {giftCardBalance !== null ? <GiftCardBalance balance={giftCardBalance} /> : null}
          <CartLink count={cartCount} />
          <UserMenu user={user} pending={pending} />
        </div>
      </div>
      <MenuBar storeId={store.id} menu={store.menu} centred={centred} />
    </div>
  );
}
