import { ORDER_PAGE_SIZES, paginatorPages, type OrderSummary } from '@storefront/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ChevronLeftIcon, ChevronRightIcon, FilterIcon } from '../../components/ui/icons.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { inputClass } from '../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { OrderCard } from './order-card.tsx';
import { OrderFilters, type OrderFilterValues } from './order-filters.tsx';

/** The list's query as the URL holds it. */
export type OrderQuery = OrderFilterValues & { search: string; page: number; pageSize: number };

const SEARCH_PAUSE_MS = 1000;

type Props = {
  query: OrderQuery;
  orders: OrderSummary[];
  total: number;
  lastPage: number;
  loading: boolean;
  /** Applies a change; filters, search and page size start again at page 1 (§7). */
  onQuery: (query: OrderQuery) => void;
};

/** Orders tab (§2 Account): search, status, sort, the phone's Filters sheet, cards, pages. */
export function OrderList({ query, orders, total, lastPage, loading, onQuery }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(query.search);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [draft, setDraft] = useState<OrderFilterValues>(query);
  const filtered = query.search !== '' || query.status !== '0';

  const settledSearch = useDebouncedValue(search, SEARCH_PAUSE_MS);
  // Only a pause in typing asks again; the query changing under a pending search must not.
  const latest = useRef({ query, onQuery });
  latest.current = { query, onQuery };
  useEffect(() => {
    const { query, onQuery } = latest.current;
    if (settledSearch !== query.search) onQuery({ ...query, search: settledSearch, page: 1 });
  }, [settledSearch]);

  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title" className="text-xl font-semibold text-gray-900">
        {t('ORDERS.title')}
      </h2>
      <div className="mt-4 flex items-end gap-3">
        <div className="flex-1">
          <label htmlFor="orders-search" className="mb-1.5 block text-sm font-medium">
            {t('ORDERS.search')}
          </label>
          <input
            id="orders-search"
            type="search"
            value={search}
            placeholder={t('ORDERS.searchPlaceholder')}
            onChange={(e) => setSearch(e.target.value)}
            className={inputClass}
          />
        </div>
        <div className="hidden gap-3 filters:flex">
          <OrderFilters
            idPrefix="orders"
            values={query}
            onChange={(values) => onQuery({ ...query, ...values, page: 1 })}
          />
        </div>
        <Button
          variant="outline"
          className="h-11 filters:hidden"
          onClick={() => {
            setDraft(query);
            setSheetOpen(true);
          }}
        >
          <FilterIcon />
          {t('ORDERS.filters')}
        </Button>
      </div>
      <SidePanel
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        label={t('ORDERS.filters')}
        side="bottom"
      >
        <div className="space-y-4 p-5">
          <h3 className="text-lg font-semibold">{t('ORDERS.filters')}</h3>
          <OrderFilters idPrefix="orders-sheet" values={draft} onChange={setDraft} />
          <div className="flex gap-3 pt-2">
            <Button
              variant="outline"
              className="flex-1"
              onClick={() => setDraft({ status: '0', sort: 'created_at:desc' })}
            >
              {t('ORDERS.clearFilters')}
            </Button>
            <Button
              className="flex-1"
              onClick={() => {
                setSheetOpen(false);
                onQuery({ ...query, ...draft, page: 1 });
              }}
            >
              {t('ORDERS.seeResults')}
            </Button>
          </div>
        </div>
      </SidePanel>
      <div aria-busy={loading} className="relative mt-6 min-h-32">
        {loading ? (
          <div
            role="status"
            className="absolute inset-0 z-10 grid place-items-start justify-center bg-white/70 pt-10"
          >
            <span className="size-8 animate-spin rounded-full border-4 border-gray-200 border-t-brand" />
            <span className="sr-only">{t('COMMON.loading')}</span>
          </div>
        ) : null}
        {orders.length === 0 ? (
          <p className="py-10 text-center text-gray-600">
            {t(filtered ? 'ORDERS.emptyFilter' : 'ORDERS.emptyNone')}
          </p>
        ) : (
          <ul className="space-y-4">
            {orders.map((order) => (
              <OrderCard key={order.uuid} order={order} />
            ))}
          </ul>
        )}
      </div>
      {total > ORDER_PAGE_SIZES[0] ? (
        <Pages query={query} lastPage={lastPage} onQuery={onQuery} />
      ) : null}
    </section>
  );
}

function Pages({
  query,
  lastPage,
  onQuery,
}: {
  query: OrderQuery;
  lastPage: number;
  onQuery: (query: OrderQuery) => void;
}) {
  const { t } = useTranslation();
  const go = (page: number) => onQuery({ ...query, page });
  return (
    <nav
      aria-label={t('ORDERS.title')}
      className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 pt-4 [&>label]:ml-auto"
    >
      {/* §2: pages only when there is more than one; the page size stays to be changed back. */}
      {lastPage > 1 ? (
        <div className="flex items-center gap-2">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('ORDERS.previous')}
            disabled={query.page <= 1}
            onClick={() => go(query.page - 1)}
          >
            <ChevronLeftIcon />
          </Button>
          {paginatorPages(query.page, lastPage).map((page) => (
            <Button
              key={page}
              variant={page === query.page ? 'primary' : 'ghost'}
              size="icon"
              aria-label={t('ORDERS.page', { number: page })}
              aria-current={page === query.page ? 'page' : undefined}
              onClick={() => go(page)}
              className="text-sm"
            >
              {page}
            </Button>
          ))}
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('ORDERS.next')}
            disabled={query.page >= lastPage}
            onClick={() => go(query.page + 1)}
          >
            <ChevronRightIcon />
          </Button>
        </div>
      ) : null}
      {lastPage > 1 ? (
        <span className="text-sm text-gray-600" data-testid="orders-page-report">
          {t('ORDERS.pageReport', { current: query.page, total: lastPage })}
        </span>
      ) : null}
      <label className="flex items-center gap-2 text-sm text-gray-600">
        {t('ORDERS.perPage')}
        <select
          value={query.pageSize}
          onChange={(e) => onQuery({ ...query, pageSize: Number(e.target.value), page: 1 })}
          className="h-9 rounded-lg border border-gray-300 bg-white px-2"
        >
          {ORDER_PAGE_SIZES.map((size) => (
            <option key={size}>{size}</option>
          ))}
        </select>
      </label>
    </nav>
  );
}
