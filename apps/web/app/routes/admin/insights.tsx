import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../components/ui/button.tsx';
import { ConsoleCard, PageHeader } from '../../features/console-shell/page-header.tsx';
import { InsightsChart } from '../../features/console-insights/insights-chart.tsx';
import { formatDay } from '../../features/console-insights/insights-format.ts';
import { loadInsights, ownersStore } from '../../features/console-insights/insights-api.server.ts';
import { insightsQueryString, selectionOf } from '../../features/console-insights/insights-url.ts';
import { KpiCards } from '../../features/console-insights/kpi-cards.tsx';
import { PeriodPicker } from '../../features/console-insights/period-picker.tsx';
import { TopCategories, TopProducts } from '../../features/console-insights/top-tables.tsx';
import type { Route } from './+types/insights';

/** Store insights (owners): the period comes from the URL, the figures from the API. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await ownersStore(request, context);
  const selection = selectionOf(new URL(request.url).searchParams, new Date());
  const insights = await loadInsights(context, store.id, selection.query);
  return { ...selection, insights };
}

export function meta() {
  return [{ title: 'Insights' }];
}

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('console');
  const { range, query, invalid, insights } = loaderData;
  const lang = i18n.language;
  const { period, previous_period: previous } = insights;
  return (
    <>
      <PageHeader
        title={t('insights.title')}
        description={t('insights.description')}
        actions={
          <a
            href={`/admin/insights/export.csv?${insightsQueryString(query)}`}
            download
            className={buttonVariants({ variant: 'outline' })}
          >
            <Download aria-hidden />
            {t('insights.downloadCsv')}
          </a>
        }
      />
      <PeriodPicker range={range} query={query} />
      {invalid ? (
        <p role="alert" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          {t('insights.invalidPeriod')}
        </p>
      ) : null}
      <p className="mb-3 text-sm text-gray-700" aria-live="polite">
        {t('insights.period', {
          from: formatDay(period.from, lang),
          to: formatDay(period.to, lang),
          previousFrom: formatDay(previous.from, lang),
          previousTo: formatDay(previous.to, lang),
        })}
      </p>
      <KpiCards totals={insights.totals} previous={insights.previous_totals} />
      <div className="mt-6 grid gap-4 xl:grid-cols-2">
        <ConsoleCard>
          <InsightsChart
            kind="sales"
            title={t('insights.salesChart')}
            series={insights.series}
            granularity={period.granularity}
          />
        </ConsoleCard>
        <ConsoleCard>
          <InsightsChart
            kind="traffic"
            title={t('insights.trafficChart')}
            series={insights.series}
            granularity={period.granularity}
          />
        </ConsoleCard>
        <ConsoleCard title={t('insights.topProducts')}>
          <TopProducts products={insights.top_products} />
        </ConsoleCard>
        <ConsoleCard title={t('insights.topCategories')}>
          <TopCategories categories={insights.top_categories} />
        </ConsoleCard>
      </div>
      <p className="mt-6 text-xs text-gray-600">{t('insights.definitions')}</p>
    </>
  );
}
