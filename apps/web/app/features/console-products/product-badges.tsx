import type { AdminProductRow, AdminProductState, StockState } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

const STATE_TONE: Record<AdminProductState, string> = {
  live: 'bg-green-100 text-green-800',
  scheduled: 'bg-blue-100 text-blue-800',
  expired: 'bg-gray-200 text-gray-800',
  draft: 'bg-gray-200 text-gray-800',
  discontinued: 'bg-amber-100 text-amber-900',
  disabled: 'bg-red-100 text-red-800',
  needs_attention: 'bg-orange-100 text-orange-900',
  not_approved: 'bg-purple-100 text-purple-900',
};

const STOCK_TONE: Record<StockState, string> = {
  in_stock: 'text-gray-800',
  low: 'text-amber-800',
  out: 'text-red-700',
};

const badge = 'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

/** Every state the product is in, as small coloured labels. */
export function ProductStateBadges({ row }: { row: AdminProductRow }) {
  const { t } = useTranslation('console');
  return (
    <span className="flex flex-wrap gap-1">
      {row.states.map((state) => (
        <span key={state} className={cn(badge, STATE_TONE[state])}>
          {t(`products.states.${state}`)}
        </span>
      ))}
    </span>
  );
}

/** Units in stock, coloured when low or out. */
export function StockBadge({ row }: { row: AdminProductRow }) {
  const { t } = useTranslation('console');
  return (
    <span className={cn('text-sm font-medium tabular-nums', STOCK_TONE[row.stock_state])}>
      {row.stock_state === 'out'
        ? t('products.stock.out')
        : t('products.units', { count: row.total_stock })}
      {row.stock_state === 'low' ? ` · ${t('products.stock.low')}` : null}
    </span>
  );
}
