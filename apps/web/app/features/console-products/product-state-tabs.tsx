import {
  ADMIN_PRODUCT_STATES,
  type AdminProductCounts,
  type AdminProductState,
} from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useListUrl } from './list-url.ts';

/** All products and each state, with how many of the search are in it; the chosen one marked. */
export function ProductStateTabs({
  counts,
  current,
}: {
  counts: AdminProductCounts;
  current: AdminProductState | undefined;
}) {
  const { t } = useTranslation('console');
  const hrefWith = useListUrl();
  const tabs = [undefined, ...ADMIN_PRODUCT_STATES];
  return (
    <nav aria-label={t('products.states.label')} className="-mx-1 mb-4 overflow-x-auto">
      <ul className="flex min-w-max gap-1 px-1 pb-1">
        {tabs.map((state) => {
          const active = state === current;
          return (
            <li key={state ?? 'all'}>
              <Link
                to={hrefWith({ state })}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center gap-2 rounded-full px-3 text-sm font-medium whitespace-nowrap',
                  active
                    ? 'bg-gray-900 text-white'
                    : 'border border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
                )}
              >
                {t(`products.states.${state ?? 'all'}`)}{' '}
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs tabular-nums',
                    active ? 'bg-white/20' : 'bg-gray-100 text-gray-700',
                  )}
                >
                  {counts[state ?? 'all']}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
