import type { Storefront } from '@storefront/contracts';
import { Link } from 'react-router';
import { MediaImage } from '../../components/media-image.tsx';
import { cn } from '../../lib/cn.ts';

/** The store's logo image (alt: the store name), else its name as text; links home. */
export function StoreLogo({ store, className }: { store: Storefront; className?: string }) {
  const src = store.settings.logo ?? store.logo;
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex shrink-0 items-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent',
        className,
      )}
    >
      {src ? (
        <MediaImage
          src={src}
          sizes="176px"
          alt={store.name}
          className="h-9 w-auto max-w-44 object-contain nav:h-10"
        />
      ) : (
        <span className="text-xl font-extrabold tracking-tight text-brand-text nav:text-2xl">
          {store.name}
        </span>
      )}
    </Link>
  );
}
