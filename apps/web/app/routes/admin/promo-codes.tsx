import {
  ConsolePromoCodeListQuery,
  ConsolePromoCodeListResponse,
  PROMO_CODE_STATES,
} from '@storefront/contracts';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { ListFilters, listUrl, Pager } from '../../features/console-gift-cards/list-controls.tsx';
import { PromoCodesTable } from '../../features/console-promo-codes/promo-codes-table.tsx';
import { PageHeader } from '../../features/console-shell/page-header.tsx';
import { apiJson } from '../../lib/api.server.ts';
import { getStore } from '../../lib/session.server.ts';
import type { Route } from './+types/promo-codes';

/** The store's promo codes with their usage (owners and staff read; owners write). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await getStore(context);
  const asked = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = ConsolePromoCodeListQuery.safeParse(asked);
  const query = parsed.success ? parsed.data : ConsolePromoCodeListQuery.parse({});
  const path = listUrl(`/storefronts/${store.id}/admin/promo-codes`, query);
  const list = await apiJson(context, path, ConsolePromoCodeListResponse);
  return { query, promos: list.data.data, total: list.data.total, lastPage: list.data.last_page };
}

export function meta() {
  return [{ title: 'Promo codes' }];
}

type LayoutData = { user: { role: string } };

export default function PromoCodes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  const layout = useRouteLoaderData('routes/admin/layout') as LayoutData | undefined;
  const { query, promos, total, lastPage } = loaderData;
  return (
    <>
      <PageHeader
        title={t('moneyAccess.promoCodes.title')}
        description={t('moneyAccess.promoCodes.description')}
        actions={
          layout?.user.role === 'owner' ? (
            <Link to="/admin/promo-codes/new" className={buttonVariants()}>
              <Plus aria-hidden className="size-4" />
              {t('moneyAccess.promoCodes.new')}
            </Link>
          ) : null
        }
      />
      <ListFilters
        q={query.q}
        state={query.state}
        states={PROMO_CODE_STATES}
        searchLabel={t('moneyAccess.promoCodes.search')}
        stateLabel={t('moneyAccess.promoCodes.state')}
        stateName={(s) => t(`moneyAccess.promoCodes.states.${s}`)}
      />
      <p className="mb-2 text-sm text-gray-600" aria-live="polite">
        {t('moneyAccess.promoCodes.found', { count: total })}
      </p>
      {promos.length ? (
        <PromoCodesTable promos={promos} />
      ) : (
        <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-600">
          {t('moneyAccess.promoCodes.empty')}
        </p>
      )}
      <Pager
        page={query.page}
        lastPage={lastPage}
        href={(page) => listUrl('/admin/promo-codes', { ...query, page })}
      />
    </>
  );
}
