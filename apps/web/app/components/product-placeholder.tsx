import { cn } from '../lib/cn.ts';

type PlaceholderKind = 'gift-card' | 'custom' | 'product';

/** Which placeholder a product without a picture gets (§2: gift card and custom product have their own). */
export function placeholderKind(product: { is_gift_card: boolean; is_custom: boolean }) {
  if (product.is_gift_card) return 'gift-card';
  return product.is_custom ? 'custom' : 'product';
}

/** Art in the store's colours standing in for a missing product picture; decorative. */
export function ProductPlaceholder({
  kind,
  className,
}: {
  kind: PlaceholderKind;
  className?: string;
}) {
  return (
    <div
      data-placeholder={kind}
      className={cn(
        'grid size-full place-items-center bg-gradient-to-br from-gray-50 to-gray-200',
        className,
      )}
    >
      <svg viewBox="0 0 120 120" aria-hidden="true" className="w-1/2 max-w-48">
        {kind === 'gift-card' ? (
          <>
            <rect x="10" y="30" width="100" height="64" rx="10" className="fill-brand" />
            <rect x="10" y="50" width="100" height="10" className="fill-accent" />
            <rect x="58" y="30" width="10" height="64" className="fill-accent" />
            <path
              d="M63 50c-12-14-26-10-22-2 3 6 14 4 22 2Zm0 0c12-14 26-10 22-2-3 6-14 4-22 2Z"
              className="fill-accent"
            />
            <rect x="20" y="78" width="28" height="6" rx="3" className="fill-white/70" />
          </>
        ) : kind === 'custom' ? (
          <>
            <path
              d="M40 18 22 28l-12 24 16 8 6-10v52h56V50l6 10 16-8-12-24-18-10c-2 8-10 14-20 14S42 26 40 18Z"
              className="fill-brand"
            />
            <path
              d="m84 56 14 14-28 28H56V84l28-28Z"
              className="fill-accent stroke-white"
              strokeWidth="3"
            />
          </>
        ) : (
          <>
            <path d="M60 14 104 36v48L60 106 16 84V36l44-22Z" className="fill-gray-300" />
            <path
              d="M16 36 60 58l44-22M60 58v48"
              className="fill-none stroke-white"
              strokeWidth="4"
            />
          </>
        )}
      </svg>
    </div>
  );
}
