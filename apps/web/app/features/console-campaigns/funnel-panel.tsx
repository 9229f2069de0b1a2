import { formatMoney, type CampaignFunnel, type DemandRow } from '@storefront/contracts';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { buttonVariants } from '../../components/ui/button.tsx';
import { ConsoleCard } from '../../components/ui/console-card.tsx';
import { formatShare } from './format.ts';

const STEPS = ['sent', 'email_opened', 'link_opened', 'chosen', 'ordered'] as const;
const COLOURS: Record<(typeof STEPS)[number], string> = {
  sent: '#6b7280',
  email_opened: '#2563eb',
  link_opened: '#7c3aed',
  chosen: '#d97706',
  ordered: '#059669',
};

/** The campaign's funnel: each step's count and share, a chart per day, and its budget. */
export function FunnelPanel({ funnel, exportUrl }: { funnel: CampaignFunnel; exportUrl: string }) {
  const { t, i18n } = useTranslation('console');
  const lang = i18n.language;
  const { counts, rates } = funnel;
  const tiles = [
    ['sent', counts.sent, null],
    ['email_opened', counts.email_opened, rates.email_opened],
    ['link_opened', counts.link_opened, rates.link_opened],
    ['chosen', counts.chosen, rates.chosen],
    ['ordered', counts.ordered, rates.ordered],
    ['expired', counts.expired, rates.expired],
  ] as const;
  const money = (cents: number) => formatMoney(cents, 'usd', lang);
  return (
    <div className="space-y-6">
      <ConsoleCard title={t('campaigns.funnel.title')}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {tiles.map(([step, count, share]) => (
            <div
              key={step}
              className="rounded-lg border border-gray-200 p-3"
              data-testid={`funnel-${step}`}
            >
              <dt className="text-xs text-gray-600">{t(`campaigns.states.${step}`)}</dt>
              <dd className="text-2xl font-semibold">{count}</dd>
              {share !== null ? (
                <dd className="text-xs text-gray-600">{formatShare(share, lang)}</dd>
              ) : null}
            </div>
          ))}
        </dl>
        <div className="mt-6 h-64" role="img" aria-label={t('campaigns.funnel.chart')}>
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={funnel.series} margin={{ left: -16, right: 8 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e5e7eb" />
              <XAxis dataKey="day" fontSize={12} />
              <YAxis allowDecimals={false} fontSize={12} />
              <Tooltip />
              <Legend />
              {STEPS.map((step) => (
                <Line
                  key={step}
                  type="monotone"
                  dataKey={step}
                  name={t(`campaigns.states.${step}`)}
                  stroke={COLOURS[step]}
                  dot={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      </ConsoleCard>
      <ConsoleCard title={t('campaigns.funnel.budget')}>
        <dl className="grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-xs text-gray-600">{t('campaigns.funnel.budgetTotal')}</dt>
            <dd className="text-lg font-semibold">
              {funnel.budget_cents === null
                ? t('campaigns.funnel.noLimit')
                : money(funnel.budget_cents)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-gray-600">{t('campaigns.funnel.spent')}</dt>
            <dd className="text-lg font-semibold" data-testid="budget-spent">
              {money(funnel.spent_cents)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-gray-600">{t('campaigns.funnel.left')}</dt>
            <dd className="text-lg font-semibold">
              {funnel.left_cents === null ? '—' : money(funnel.left_cents)}
            </dd>
          </div>
        </dl>
        <a
          href={exportUrl}
          download
          className={buttonVariants({ variant: 'outline', className: 'mt-4' })}
        >
          <Download aria-hidden />
          {t('campaigns.funnel.export')}
        </a>
      </ConsoleCard>
    </div>
  );
}

/** Which products, colours and sizes recipients chose and ordered, to plan production. */
export function DemandTable({ rows }: { rows: DemandRow[] }) {
  const { t } = useTranslation('console');
  return (
    <ConsoleCard title={t('campaigns.demand.title')} description={t('campaigns.demand.help')}>
      {rows.length ? (
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm" aria-label={t('campaigns.demand.title')}>
            <thead className="border-b border-gray-200 text-xs text-gray-600 uppercase">
              <tr>
                <th className="p-2">{t('campaigns.demand.product')}</th>
                <th className="p-2">{t('campaigns.demand.colour')}</th>
                <th className="p-2">{t('campaigns.demand.size')}</th>
                <th className="p-2 text-right">{t('campaigns.demand.chosen')}</th>
                <th className="p-2 text-right">{t('campaigns.demand.ordered')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {rows.map((r) => (
                <tr
                  key={`${r.product_id}-${r.product_name}-${r.color}-${r.size}`}
                  data-testid="demand-row"
                >
                  <td className="p-2 font-medium">{r.product_name}</td>
                  <td className="p-2">{r.color ?? '—'}</td>
                  <td className="p-2">{r.size ?? '—'}</td>
                  <td className="p-2 text-right">{r.chosen}</td>
                  <td className="p-2 text-right">{r.ordered}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-sm text-gray-600">
          {t('campaigns.demand.none')}
        </p>
      )}
    </ConsoleCard>
  );
}
