import type { Storefront } from '@storefront/contracts';
import { cn } from '../../lib/cn.ts';
import { StoreLogo } from './store-logo.tsx';

/** The navbar in gifting mode (§2 Shell): the logo only, where the store's settings put it. */
export function GiftingNavbar({ store }: { store: Storefront }) {
  return (
    <div
      className={cn(
        'mx-auto flex h-16 max-w-content items-center px-4 nav:h-18 nav:px-6',
        store.settings.logoPosition === 'center'
          ? 'justify-center'
          : 'justify-center nav:justify-start',
      )}
    >
      <StoreLogo store={store} className="max-w-[60vw]" />
    </div>
  );
}
