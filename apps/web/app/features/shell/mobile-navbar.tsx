import type { Storefront } from '@storefront/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { CloseIcon, MenuIcon, SearchIcon, UserIcon } from '../../components/ui/icons.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { cn } from '../../lib/cn.ts';
import { CartLink } from './cart-link.tsx';
import { earlyTap, playEarlyTaps } from './early-taps.ts';
import { GiftCardBalance } from './gift-card-balance.tsx';
import { MenuTree } from './menu-tree.tsx';
import { NavbarSearch } from './navbar-search.tsx';
import { StoreLogo } from './store-logo.tsx';
import { LogoutForm, type ShellUser } from './user-menu.tsx';

type MobileNavbarProps = {
  store: Storefront;
  cartCount: number;
  giftCardBalance: number | null;
  user: ShellUser | null;
  /** The personal parts are being fetched (decision 33). */
  pending: boolean;
};
type Panel = 'menu' | 'search' | null;
const isPanel = (name: string): name is 'menu' | 'search' => name === 'menu' || name === 'search';

/** Navbar under 600 px: menu and search buttons, centred logo, cart; each button opens a panel. */
export function MobileNavbar(props: MobileNavbarProps) {
  const { store, cartCount, giftCardBalance, user, pending } = props;
  const { t } = useTranslation();
  // A panel belongs to the page it was opened on, so any navigation (back button included) closes
  // it. Derived, not reset by an effect: that effect's first run came after a tap made while the
  // page was hydrating, and closed the panel the tap had opened.
  const { key } = useLocation();
  const [opened, setOpened] = useState<{ panel: Panel; on: string }>({ panel: null, on: key });
  const panel = opened.on === key ? opened.panel : null;
  const open = (next: Panel) => () => setOpened({ panel: next, on: key });
  const close = open(null);
  // A tap made before hydration was held by the head's script (early-taps.ts): the last one wins.
  useEffect(() => {
    const last = playEarlyTaps().findLast(isPanel);
    if (last) setOpened((current) => ({ ...current, panel: last }));
  }, []);

  return (
    <div className="grid h-16 grid-cols-[1fr_auto_1fr] items-center px-2 nav:hidden">
      <div className="flex items-center">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('SHELL.openMenu')}
          aria-haspopup="dialog"
          onClick={open('menu')}
          {...earlyTap('menu')}
        >
          <MenuIcon />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('SHELL.openSearch')}
          aria-haspopup="dialog"
          onClick={open('search')}
          {...earlyTap('search')}
        >
          <SearchIcon />
        </Button>
      </div>
      <StoreLogo store={store} className="max-w-[45vw] justify-center" />
      <div className="flex items-center justify-end gap-1">
        {giftCardBalance !== null ? <GiftCardBalance balance={giftCardBalance} /> : null}
        <CartLink count={cartCount} />
      </div>

      <SidePanel open={panel === 'search'} onClose={close} side="top" label={t('SHELL.search')}>
        <div className="flex items-center gap-2 p-3">
          <NavbarSearch className="flex-1" onSearch={close} autoFocus />
          <Button variant="ghost" size="icon" aria-label={t('SHELL.closeSearch')} onClick={close}>
            <CloseIcon />
          </Button>
        </div>
      </SidePanel>

      <SidePanel open={panel === 'menu'} onClose={close} side="left" label={t('SHELL.menu')}>
        <MenuPanelContent store={store} user={user} pending={pending} onClose={close} />
      </SidePanel>
    </div>
  );
}

function MenuPanelContent({
  store,
  user,
  pending,
  onClose,
}: {
  store: Storefront;
  user: ShellUser | null;
  pending: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex items-center justify-between border-b border-gray-100 py-2 pr-2 pl-4">
        <StoreLogo store={store} className="max-w-56" />
        <Button variant="ghost" size="icon" aria-label={t('SHELL.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </Button>
      </div>
      <div className="space-y-3 border-b border-gray-100 p-4">
        <NavbarSearch onSearch={onClose} />
        {user ? (
          <Link
            to="/my-account"
            onClick={onClose}
            className={cn(buttonVariants({ variant: 'outline' }), 'w-full justify-start')}
          >
            <UserIcon />
            {user.first_name}
          </Link>
        ) : (
          <Link
            to="/login"
            onClick={onClose}
            aria-hidden={pending || undefined}
            tabIndex={pending ? -1 : undefined}
            className={cn(buttonVariants(), 'w-full', pending && 'invisible')}
          >
            {t('SHELL.login')}
          </Link>
        )}
      </div>
      <nav aria-label={t('SHELL.mainNavigation')} className="flex-1 overflow-y-auto py-2">
        <MenuTree entries={store.menu} onNavigate={onClose} />
      </nav>
      {user ? (
        <div className="border-t border-gray-100 p-4">
          <LogoutForm
            className={cn(buttonVariants({ variant: 'outline' }), 'w-full [&_svg]:size-4')}
          />
        </div>
      ) : null}
    </>
  );
}
