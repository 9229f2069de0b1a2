import type { InsightsBucket, InsightsGranularity } from '@storefront/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import {
  formatBucket,
  formatCents,
  formatCount,
  formatMoneyShort,
  formatPercent,
} from './insights-format.ts';

/** Which two figures a chart draws: bars on the left axis, a line on the right one. */
export type ChartKind = 'sales' | 'traffic';

const FIGURES = {
  sales: { bar: 'revenue_cents', line: 'orders', barColor: '#2563eb', lineColor: '#b45309' },
  traffic: { bar: 'visitors', line: 'conversion', barColor: '#0f766e', lineColor: '#7c3aed' },
} as const;

const HEIGHT = 280;

/**
 * A chart of the series with a summary for screen readers (the figure's description) and the
 * same numbers as a table under it. Drawn once hydrated: recharts measures its box in the browser.
 */
export function InsightsChart({
  kind,
  title,
  series,
  granularity,
}: {
  kind: ChartKind;
  title: string;
  series: InsightsBucket[];
  granularity: InsightsGranularity;
}) {
  const { t, i18n } = useTranslation('console');
  const lang = i18n.language;
  const hydrated = useHydrated();
  const titleId = useId();
  const summaryId = useId();
  const { bar, line, barColor, lineColor } = FIGURES[kind];
  const formatBar = (v: number) =>
    bar === 'revenue_cents' ? formatCents(v, lang) : formatCount(v, lang);
  const formatLine = (v: number | null) =>
    line === 'conversion' ? formatPercent(v, lang, 2) : formatCount(v ?? 0, lang);
  const label = (start: string) => formatBucket(start, granularity, lang);
  const best = series.reduce<InsightsBucket | null>(
    (top, b) => (b[bar] > (top?.[bar] ?? 0) ? b : top),
    null,
  );
  const total = series.reduce((sum, b) => sum + b[bar], 0);
  const summary = best
    ? t(`insights.chartSummary.${kind}`, {
        total: formatBar(total),
        count: series.length,
        best: label(best.start),
        bestValue: formatBar(best[bar]),
      })
    : t('insights.chartEmpty');
  const data = series.map((b) => ({ ...b, label: label(b.start) }));
  return (
    <figure aria-labelledby={titleId} aria-describedby={summaryId} className="min-w-0">
      <figcaption id={titleId} className="text-base font-semibold">
        {title}
      </figcaption>
      <p id={summaryId} className="mt-1 text-sm text-gray-600">
        {summary}
      </p>
      <div className="mt-4" style={{ height: HEIGHT }} data-chart={kind} aria-hidden>
        {hydrated ? (
          <ResponsiveContainer width="100%" height={HEIGHT}>
            <ComposedChart
              data={data}
              margin={{ top: 8, right: 4, bottom: 0, left: 4 }}
              accessibilityLayer={false}
            >
              <CartesianGrid stroke="#e5e7eb" vertical={false} />
              <XAxis
                dataKey="label"
                tick={{ fontSize: 12, fill: '#4b5563' }}
                minTickGap={16}
                interval="preserveStartEnd"
              />
              <YAxis
                yAxisId="bar"
                tick={{ fontSize: 12, fill: '#4b5563' }}
                width={bar === 'revenue_cents' ? 64 : 44}
                tickFormatter={(v: number) =>
                  bar === 'revenue_cents' ? formatMoneyShort(v, lang) : formatCount(v, lang)
                }
                allowDecimals={false}
              />
              <YAxis
                yAxisId="line"
                orientation="right"
                tick={{ fontSize: 12, fill: '#4b5563' }}
                width={44}
                tickFormatter={(v: number) => formatLine(v)}
                allowDecimals={line === 'conversion'}
              />
              <Tooltip
                formatter={(value, name) =>
                  name === t(`insights.kpi.${bar}`)
                    ? formatBar(Number(value))
                    : formatLine(value === null ? null : Number(value))
                }
              />
              <Legend wrapperStyle={{ fontSize: 13 }} />
              <Bar
                yAxisId="bar"
                dataKey={bar}
                name={t(`insights.kpi.${bar}`)}
                fill={barColor}
                radius={[3, 3, 0, 0]}
                isAnimationActive={false}
              />
              <Line
                yAxisId="line"
                dataKey={line}
                name={t(`insights.kpi.${line}`)}
                stroke={lineColor}
                strokeWidth={2}
                dot={series.length <= 31}
                connectNulls
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        ) : null}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-gray-800">
          {t('insights.showTable')}
        </summary>
        <div className="mt-2 max-h-80 overflow-auto" tabIndex={0} role="region" aria-label={title}>
          <table className="w-full">
            <thead className="sticky top-0 bg-white">
              <tr className="border-b border-gray-200 text-left text-xs text-gray-600 uppercase">
                <th scope="col" className="px-2 py-1.5">
                  {t(`insights.bucket.${granularity}`)}
                </th>
                <th scope="col" className="px-2 py-1.5 text-right">
                  {t(`insights.kpi.${bar}`)}
                </th>
                <th scope="col" className="px-2 py-1.5 text-right">
                  {t(`insights.kpi.${line}`)}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {series.map((b) => (
                <tr key={b.start}>
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    {label(b.start)}
                  </th>
                  <td className="px-2 py-1 text-right tabular-nums">{formatBar(b[bar])}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{formatLine(b[line])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
