import { DraftResponse, lastDays } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadInsights } from '../../features/console-insights/insights-api.server.ts';
import { formatCents, formatCount } from '../../features/console-insights/insights-format.ts';
import { CONSOLE_NAV } from '../../features/console-shell/console-nav.ts';
import { ConsoleCard, PageHeader } from '../../features/console-shell/page-header.tsx';
import { StatusBadge } from '../../features/console-shell/status-badge.tsx';
import { useConsole } from '../../features/console-shell/use-console.ts';
import { apiJson } from '../../lib/api.server.ts';
import { getStore, getUser } from '../../lib/session.server.ts';
import type { Route } from './+types/home';

/**
 * Owners see whether their draft holds unpublished changes and the last 30 days' revenue and
 * orders (store insights); staff have neither.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [store, user] = await Promise.all([getStore(context), getUser(request, context)]);
  if (user?.role !== 'owner') return { drafted: null, last30: null };
  const [draft, insights] = await Promise.all([
    apiJson(context, `/storefronts/${store.id}/draft`, DraftResponse),
    loadInsights(context, store.id, { ...lastDays(30, new Date()), granularity: 'month' }),
  ]);
  return { drafted: draft.data.drafted, last30: insights.totals };
}

export default function ConsoleHome({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('console');
  const { user, store } = useConsole();
  const { last30 } = loaderData;
  const areas = CONSOLE_NAV.filter(
    (item) => item.to !== '/admin' && item.roles.includes(user.role),
  );
  return (
    <>
      <PageHeader
        title={t('home.title', { name: user.first_name || user.email })}
        description={t('home.description', { store: store.name })}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <ConsoleCard title={t('home.statusTitle')}>
          <StatusBadge status={store.status} />
          <p className="mt-2 text-sm text-gray-700">{t(`status.${store.status}.meaning`)}</p>
          {user.role === 'owner' ? (
            <Link to="/admin/settings" className="mt-3 inline-block text-sm font-medium underline">
              {t('home.changeStatus')}
            </Link>
          ) : (
            <p className="mt-3 text-sm text-gray-600">{t('home.staffNote')}</p>
          )}
        </ConsoleCard>
        {loaderData.drafted === null ? null : (
          <ConsoleCard title={t('home.draftTitle')}>
            <p className="text-sm text-gray-700">
              {loaderData.drafted ? t('home.drafted') : t('home.notDrafted')}
            </p>
            <Link to="/admin/pages" className="mt-3 inline-block text-sm font-medium underline">
              {t('home.reviewDraft')}
            </Link>
          </ConsoleCard>
        )}
        {last30 ? (
          <ConsoleCard title={t('insights.homeTitle')}>
            <p className="text-sm text-gray-700" data-testid="home-last-30">
              {t('insights.homeFigures', {
                revenue: formatCents(last30.revenue_cents, i18n.language),
                orders: formatCount(last30.orders, i18n.language),
              })}
            </p>
            <Link to="/admin/insights" className="mt-3 inline-block text-sm font-medium underline">
              {t('insights.homeLink')}
            </Link>
          </ConsoleCard>
        ) : null}
      </div>
      {areas.length ? (
        <section className="mt-8" aria-labelledby="console-areas">
          <h2 id="console-areas" className="text-lg font-semibold">
            {t('home.areasTitle')}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {areas.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex h-full gap-3 rounded-xl border border-gray-200 bg-white p-4 hover:border-gray-400"
                >
                  <Icon className="mt-0.5 size-5 shrink-0 text-gray-500" aria-hidden />
                  <span>
                    <span className="block font-medium">{t(`nav.${label}`)}</span>
                    <span className="mt-0.5 block text-sm text-gray-600">
                      {t(`home.areas.${label}`)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
