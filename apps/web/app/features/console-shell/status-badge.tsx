import type { StorefrontStatus } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

const TONE: Record<StorefrontStatus, string> = {
  live: 'bg-green-100 text-green-800',
  demo: 'bg-blue-100 text-blue-800',
  draft: 'bg-gray-200 text-gray-800',
  under_construction: 'bg-amber-100 text-amber-900',
};

/** The store's status (§4) as a small coloured label. */
export function StatusBadge({
  status,
  className,
}: {
  status: StorefrontStatus;
  className?: string;
}) {
  const { t } = useTranslation('console');
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium',
        TONE[status],
        className,
      )}
    >
      {t(`status.${status}.label`)}
    </span>
  );
}
