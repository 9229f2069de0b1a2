import type { CartGifting, Storefront } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { DesktopNavbar } from './desktop-navbar.tsx';
import { GiftingBanner } from './gifting-banner.tsx';
import { GiftingNavbar } from './gifting-navbar.tsx';
import { useStoredLanguage } from './language.ts';
import { MobileNavbar } from './mobile-navbar.tsx';
import { StoreBanners } from './store-banners.tsx';
import { StoreFooter } from './store-footer.tsx';
import type { ShellUser } from './user-menu.tsx';

type StoreShellProps = {
  store: Storefront;
  cartCount: number;
  /** The held gift card's balance for the navbar, or null without one. */
  giftCardBalance: number | null;
  /** Gifting mode (§4): the navbar keeps only the logo and a banner leads back to the kit. */
  gifting: CartGifting | null;
  user: ShellUser | null;
  /** The personal parts are being fetched after hydration (decision 33). */
  pending?: boolean;
  children: React.ReactNode;
};

/**
 * The frame of every store page (§2 Shell): banners, navbar, the page, footer. The page sits in
 * a 90rem column whose side padding is `--gutter`, so a full-width section can undo it.
 */
export function StoreShell(props: StoreShellProps) {
  const { store, cartCount, giftCardBalance, gifting, user, pending = false, children } = props;
  const { t } = useTranslation();
  useStoredLanguage();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        {t('SHELL.skipToContent')}
      </a>
      <StoreBanners store={store} />
      {gifting ? <GiftingBanner gifting={gifting} /> : null}
      <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        {gifting ? (
          <GiftingNavbar store={store} />
        ) : (
          <>
            <DesktopNavbar {...{ store, cartCount, giftCardBalance, user, pending }} />
            <MobileNavbar {...{ store, cartCount, giftCardBalance, user, pending }} />
          </>
        )}
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-content flex-1 px-(--gutter) py-8 [--gutter:1rem] focus:outline-none nav:[--gutter:1.5rem]"
      >
        {children}
      </main>
      <StoreFooter store={store} />
    </div>
  );
}
