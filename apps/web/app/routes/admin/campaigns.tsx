import { CampaignListResponse, formatMoney } from '@storefront/contracts';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { formatDate, formatShare } from '../../features/console-campaigns/format.ts';
import { ConsoleCard, PageHeader } from '../../features/console-shell/page-header.tsx';
import { apiJson } from '../../lib/api.server.ts';
import { getStore } from '../../lib/session.server.ts';
import type { Route } from './+types/campaigns';

/** The store's gifting campaigns, newest first, each with its funnel in brief (owners). */
export async function loader({ context }: Route.LoaderArgs) {
  const store = await getStore(context);
  return (await apiJson(context, `/storefronts/${store.id}/campaigns`, CampaignListResponse)).data;
}

export function meta() {
  return [{ title: 'Gifting' }];
}

export default function Campaigns({ loaderData: campaigns }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('console');
  const lang = i18n.language;
  return (
    <>
      <PageHeader
        title={t('campaigns.title')}
        description={t('campaigns.description')}
        actions={
          <Link to="/admin/campaigns/new" className={buttonVariants()}>
            <Plus aria-hidden />
            {t('campaigns.new')}
          </Link>
        }
      />
      {campaigns.length ? (
        <ul className="grid gap-4 md:grid-cols-2" aria-label={t('campaigns.listLabel')}>
          {campaigns.map((c) => (
            <li key={c.id}>
              <ConsoleCard>
                <Link
                  to={`/admin/campaigns/${c.id}`}
                  className="text-lg font-semibold text-brand-text hover:underline"
                >
                  {c.name}
                </Link>
                <p className="text-sm text-gray-600">
                  {t('campaigns.created', { date: formatDate(c.created_at, lang) })}
                </p>
                <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
                  {(['sent', 'link_opened', 'ordered'] as const).map((step) => (
                    <div key={step}>
                      <dt className="text-xs text-gray-600">{t(`campaigns.states.${step}`)}</dt>
                      <dd className="font-semibold">
                        {c.counts[step]}
                        {step !== 'sent' && c.counts.sent ? (
                          <span className="ml-1 text-xs font-normal text-gray-600">
                            {formatShare(c.counts[step] / c.counts.sent, lang)}
                          </span>
                        ) : null}
                      </dd>
                    </div>
                  ))}
                </dl>
                <p className="mt-3 text-sm text-gray-700">
                  {c.budget_cents === null
                    ? t('campaigns.spentNoLimit', {
                        spent: formatMoney(c.spent_cents, 'usd', lang),
                      })
                    : t('campaigns.spentOf', {
                        spent: formatMoney(c.spent_cents, 'usd', lang),
                        budget: formatMoney(c.budget_cents, 'usd', lang),
                      })}
                </p>
              </ConsoleCard>
            </li>
          ))}
        </ul>
      ) : (
        <ConsoleCard>
          <p className="p-6 text-center text-sm text-gray-600">{t('campaigns.empty')}</p>
        </ConsoleCard>
      )}
    </>
  );
}
