import type { InsightsQuery } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { TextField, inputClass } from '../../components/ui/text-field.tsx';
import { cn } from '../../lib/cn.ts';
import { insightsUrl, PRESETS, type InsightsRange } from './insights-url.ts';

/** Presets as links (the last 7, 30, 90 or 365 days) and a custom period as a GET form. */
export function PeriodPicker({ range, query }: { range: InsightsRange; query: InsightsQuery }) {
  const { t } = useTranslation('console');
  return (
    <div className="mb-6 flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 lg:flex-row lg:items-end lg:justify-between">
      <nav aria-label={t('insights.presets')}>
        <ul className="flex flex-wrap gap-2">
          {PRESETS.map((days) => (
            <li key={days}>
              <Link
                to={insightsUrl(days)}
                aria-current={range === days ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-full border px-3 text-sm font-medium',
                  range === days
                    ? 'border-gray-900 bg-gray-900 text-white'
                    : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
                )}
              >
                {t('insights.lastDays', { count: Number(days) })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form
        method="get"
        aria-label={t('insights.customPeriod')}
        className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:items-end"
      >
        <input type="hidden" name="range" value="custom" />
        <TextField
          label={t('insights.from')}
          name="from"
          type="date"
          defaultValue={query.from}
          required
        />
        <TextField
          label={t('insights.to')}
          name="to"
          type="date"
          defaultValue={query.to}
          required
        />
        <div>
          <label
            htmlFor="insights-granularity"
            className="mb-1.5 block text-sm font-medium text-gray-800"
          >
            {t('insights.granularity')}
          </label>
          <select
            id="insights-granularity"
            name="granularity"
            defaultValue={query.granularity}
            className={inputClass}
          >
            {(['day', 'week', 'month'] as const).map((g) => (
              <option key={g} value={g}>
                {t(`insights.by.${g}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline" className="h-11">
          {t('insights.apply')}
        </Button>
      </Form>
    </div>
  );
}
