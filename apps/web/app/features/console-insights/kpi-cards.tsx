import { relativeChange, type InsightsTotals } from '@storefront/contracts';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { formatCents, formatChange, formatCount, formatPercent } from './insights-format.ts';

type Kpi = { key: keyof InsightsTotals; format: (value: number | null) => string };

/** The period's figures, each with its change against the period before. */
export function KpiCards({
  totals,
  previous,
}: {
  totals: InsightsTotals;
  previous: InsightsTotals;
}) {
  const { t, i18n } = useTranslation('console');
  const lang = i18n.language;
  const kpis: Kpi[] = [
    { key: 'revenue_cents', format: (v) => formatCents(v ?? 0, lang) },
    { key: 'orders', format: (v) => formatCount(v ?? 0, lang) },
    { key: 'average_order_cents', format: (v) => formatCents(v ?? 0, lang) },
    { key: 'visitors', format: (v) => formatCount(v ?? 0, lang) },
    { key: 'page_views', format: (v) => formatCount(v ?? 0, lang) },
    { key: 'conversion', format: (v) => formatPercent(v, lang, 2) },
  ];
  return (
    <ul
      className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6"
      aria-label={t('insights.kpis')}
    >
      {kpis.map(({ key, format }) => {
        const now = totals[key];
        const before = previous[key];
        const change = now === null || before === null ? null : relativeChange(now, before);
        const label = formatChange(change, lang);
        const Icon =
          change === null || change === 0 ? Minus : change > 0 ? ArrowUpRight : ArrowDownRight;
        return (
          <li
            key={key}
            className="rounded-xl border border-gray-200 bg-white p-3 shadow-xs sm:p-4"
            data-kpi={key}
          >
            <p className="text-sm text-gray-600">{t(`insights.kpi.${key}`)}</p>
            <p className="mt-1 text-xl font-semibold tabular-nums sm:text-2xl">{format(now)}</p>
            <p
              className={cn(
                'mt-1 flex items-center gap-1 text-xs',
                change === null || change === 0
                  ? 'text-gray-600'
                  : change > 0
                    ? 'text-green-800'
                    : 'text-red-700',
              )}
            >
              <Icon className="size-3.5 shrink-0" aria-hidden />
              <span>
                {label === null
                  ? t('insights.noPrevious')
                  : t('insights.change', { change: label, previous: format(before) })}
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
